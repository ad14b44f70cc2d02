// An agent that picks at random among the legal options, from its own seeded dice, so
// the same seed always plays the same battle. It first picks a kind of option (the id's
// prefix: attack, move, shift, end…) and then an option of that kind, so one attack
// among forty squares to move to is chosen as often as moving is. It passes (ends its
// turn, declines, stops) only when nothing else is legal, so battles between two of
// them come to a result instead of idling out the round limit.
import type { Agent, Decision } from "../kernel/decisions.js";
import { legalIndices } from "../kernel/decisions.js";
import { seedDice, seededDice, type Dice } from "../kernel/dice.js";

/** Option ids that do nothing: taken only when they are the only legal choice. */
export const PASSING = new Set(["end", "decline", "stop"]);

/** A legal option picked at random: a kind of option, then one of that kind; passing only if nothing else is legal. */
export function chooseAtRandom(d: Decision, dice: Dice): number {
  const pick = <T>(items: T[]): T => items[dice.roll(items.length, d.prompt) - 1]!;
  const byKind = new Map<string, number[]>();
  const legal = legalIndices(d);
  const acting = legal.filter((i) => !PASSING.has(d.options[i]!.id));
  for (const i of acting.length ? acting : legal) {
    const kind = d.options[i]!.id.split(":")[0]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
  }
  return pick(pick([...byKind.values()]));
}

export function randomLegalAgent(seed: number, name = "random-legal"): Agent {
  const dice = seededDice({ rng: seedDice(seed) });
  return { name, choose: (d) => chooseAtRandom(d, dice) };
}
