// An agent that picks uniformly among the legal options, from its own seeded dice,
// so the same seed always plays the same battle.
import type { Agent } from "../kernel/decisions.js";
import { legalIndices } from "../kernel/decisions.js";
import { seedDice, seededDice } from "../kernel/dice.js";

export function randomLegalAgent(seed: number, name = "random-legal"): Agent {
  const holder = { rng: seedDice(seed) };
  const dice = seededDice(holder);
  return {
    name,
    choose(d) {
      const legal = legalIndices(d);
      return legal[dice.roll(legal.length, d.prompt) - 1]!;
    },
  };
}
