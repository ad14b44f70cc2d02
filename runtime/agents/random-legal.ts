// An agent that picks at random among the legal options, from its own seeded dice, so
// the same seed always plays the same battle. It first picks a kind of option (the id's
// prefix: attack, move, shift, end…) and then an option of that kind, so one attack
// among forty squares to move to is chosen as often as moving is.
import type { Agent } from "../kernel/decisions.js";
import { legalIndices } from "../kernel/decisions.js";
import { seedDice, seededDice } from "../kernel/dice.js";

export function randomLegalAgent(seed: number, name = "random-legal"): Agent {
  const dice = seededDice({ rng: seedDice(seed) });
  const pick = <T>(items: T[], why: string): T => items[dice.roll(items.length, why) - 1]!;
  return {
    name,
    choose(d) {
      const byKind = new Map<string, number[]>();
      for (const i of legalIndices(d)) {
        const kind = d.options[i]!.id.split(":")[0]!;
        byKind.set(kind, [...(byKind.get(kind) ?? []), i]);
      }
      return pick(pick([...byKind.values()], d.prompt), d.prompt);
    },
  };
}
