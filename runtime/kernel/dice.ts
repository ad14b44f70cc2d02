// Dice whose whole state lives in the game state, so a saved battle resumes with the
// same future rolls. Tests swap in scripted dice with the same interface.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";

export interface Dice {
  /** Roll one die with `sides` faces; `why` names the roll in the trace. */
  roll(sides: number, why: string): number;
}

/** The generator state for a seed, to store in a new game state. */
export function seedDice(seed: number): number[] {
  return [...xoroshiro128plus(seed).getState()];
}

/** Seeded dice reading and writing `holder.rng`. */
export function seededDice(holder: { rng: number[] }): Dice {
  return {
    roll(sides) {
      const g = xoroshiro128plusFromState(holder.rng);
      const v = uniformInt(g, 1, sides);
      holder.rng = [...g.getState()];
      return v;
    },
  };
}

/** Dice that return fixed results in order, for tests; running out is a test error. */
export function scriptedDice(results: number[]): Dice & { remaining(): number } {
  const queue = [...results];
  return {
    roll(sides, why) {
      const v = queue.shift();
      if (v === undefined) throw new Error(`scripted dice ran out at: ${why}`);
      if (v < 1 || v > sides) throw new Error(`scripted roll ${v} does not fit a d${sides} (${why})`);
      return v;
    },
    remaining: () => queue.length,
  };
}
