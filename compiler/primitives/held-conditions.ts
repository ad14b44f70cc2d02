// Conditions a creature has while a rule reaches it, not from an effect: "Enemies within 2
// squares taking ongoing necrotic damage are also Immobilized", "While an enemy within 3
// squares of this creature is Slowed, it is also Immobilized". The creature has the
// condition, with all it does, for as long as the rule reaches it and its state holds; no
// saving throw ends it (runtime/ddm/in-force.ts conditionsOf).
// ddm-battle-rules-2011.txt § Continuous Powers; § Conditions
import type { ModifierEntry } from "./entry.js";

export const heldConditionEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "held-condition",
    patterns: ["is|are {condition:condition}", "is|are also {condition:condition}"],
    summary:
      "The creatures it reaches have the condition while it reaches them (and while its state holds), as if an effect had given it: Immobilized, Slowed, Dazed…; it ends when they leave its reach or the state, not by a save. A creature immune to the condition does not have it.",
    cite: "ddm-battle-rules-2011.txt § Continuous Powers; § Conditions",
    example: "enemies within 3 squares are Immobilized while Slowed",
    contributions: (a) => [{ stat: "held-condition", op: "add", amount: 1, condition: a.condition as string }],
  },
];
