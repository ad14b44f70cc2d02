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

/**
 * A bonus against some targets only: "+5 damage against bloodied targets", "+10 damage
 * against targets granting combat advantage" (Sneak Attack). The attack and damage
 * procedures ask it with the attack's target.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Combat Advantage (Sneak Attack)
 */
const bonusAgainst: ModifierEntry = {
  family: "modifier",
  id: "bonus-against",
  patterns: [
    "{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against {vs:gate} targets",
    "{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against targets {vs:gate}",
  ],
  summary: "A bonus (or penalty) that applies only when the attack's target is in the state named: bloodied, a condition, a keyword, granting combat advantage.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+5 damage against bloodied targets",
  contributions: (a) => [
    {
      stat: a.stat as string,
      op: "add",
      amount: a.amount as number,
      against: a.vs as { op: string; args: Record<string, unknown> },
      ...(a.kind ? { attackKind: a.kind as string } : {}),
    },
  ],
};

export const cardModifierEntries: ModifierEntry[] = [immuneCondition, bonusAgainst];
