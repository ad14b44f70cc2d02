// Modifiers cards use beyond the basic ones. Immune to a condition: the creature
// never gains it; the runtime asks for this contribution when a condition would be
// added (runtime/ddm/effects.ts addCondition).
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune); § Conditions
import type { ModifierEntry } from "./entry.js";

const immuneCondition: ModifierEntry = {
  family: "modifier",
  id: "immune-condition",
  patterns: ["immune [to] {condition:condition}"],
  summary: "Never gains the condition: an effect that would give it is ignored (and logged).",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune)",
  example: "immune Immobilized",
  contributions: (a) => [{ stat: "immune-condition", op: "add", amount: 1, condition: a.condition as string }],
};

export const cardModifierEntries: ModifierEntry[] = [immuneCondition];
