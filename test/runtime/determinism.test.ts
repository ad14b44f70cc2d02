// Same content + seed + decisions → the same battle, byte for byte; a battle record
// replays to the same state. The bundled battle plays to a finish.
import { describe, expect, it } from "vitest";
import { randomLegalAgent } from "../../runtime/agents/random-legal.js";
import { play } from "../../runtime/ddm/battle.js";
import { library } from "../library.js";

const agents = (seed: number) => [randomLegalAgent(seed * 2 + 1), randomLegalAgent(seed * 2 + 2)];
const sim = (seed: number) => play(library().ir, { battle: "First Blood", seed, choices: [] }, { agents: agents(seed) });

describe("determinism", () => {
  it("the same seed gives a byte-identical state and log", () => {
    expect(JSON.stringify(sim(7).state)).toBe(JSON.stringify(sim(7).state));
  });

  it("different seeds give different battles", () => {
    expect(JSON.stringify(sim(7).state.log)).not.toBe(JSON.stringify(sim(8).state.log));
  });

  it("replaying the recorded choices reproduces the state exactly, with no agents", () => {
    const first = sim(3);
    const again = play(library().ir, { battle: "First Blood", seed: 3, choices: first.choices });
    expect(again.pending).toBeNull();
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(first.state));
  });

  it("a replay with choices missing stops at the first decision nobody has made", () => {
    const first = sim(3);
    const part = play(library().ir, { battle: "First Blood", seed: 3, choices: first.choices.slice(0, 20) });
    expect(part.pending).not.toBeNull();
    expect(part.choices).toEqual(first.choices.slice(0, 20));
  });

  it("battles play to a finish: a player reaches the point limit before the round limit", () => {
    // ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Victory Conditions)
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = sim(seed).state;
      expect(s.phase).toBe("over");
      expect(s.winner).not.toBeNull();
      expect(s.players[s.winner!]!.vp).toBeGreaterThanOrEqual(100);
    }
  });
});
