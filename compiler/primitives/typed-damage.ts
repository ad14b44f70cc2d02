// Bonus damage of a type: "+5 radiant damage until end of round", "+10 necrotic damage
// against living targets", "+10 fire damage on that attack". On a hit with base damage
// the bonus is damage of that type beside the attack's own (added to a part of the same
// type), so Resist, Immune and Vulnerable of that type apply to it.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage; § Resistance and Vulnerability
import type { EffectEntry, ModifierEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Resistance and Vulnerability";

export const typedDamageModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "typed-damage-bonus",
    patterns: ["{amount:signed} {type:damageType} damage [with {kind:attackKind} attacks]"],
    summary: "Bonus damage of a type on the creature's hits (of the kind named): damage of that type beside the attack's own, which that type's Resist, Immune and Vulnerable meet.",
    cite,
    example: "+5 radiant damage",
    contributions: (a) => [{ stat: "damage", op: "add", amount: a.amount as number, damageType: a.type as string, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
  },
  {
    family: "modifier",
    id: "typed-damage-bonus-against",
    // "… against targets that cannot see this creature": the state said after the noun, as untyped bonuses say it (card-modifiers.ts).
    patterns: ["{amount:signed} {type:damageType} damage [with {kind:attackKind} attacks] against {vs:gate} targets", "{amount:signed} {type:damageType} damage [with {kind:attackKind} attacks] against targets {vs:gate}"],
    summary: "Bonus damage of a type on hits against targets in the state named (bloodied, a condition, a keyword…).",
    cite,
    example: "+10 necrotic damage against Living targets",
    contributions: (a) => [
      {
        stat: "damage",
        op: "add",
        amount: a.amount as number,
        damageType: a.type as string,
        against: a.vs as { op: string; args: Record<string, unknown> },
        ...(a.kind ? { attackKind: a.kind as string } : {}),
      },
    ],
  },
];

export const typedDamageEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "typed-attack-boost",
    patterns: ["{amount:signed} {type:damageType} damage on that attack"],
    summary: "Bonus damage of a type for the attack being made, ending with that attack; it goes to that attack's attacker, and the power acts before the hit is applied.",
    cite,
    example: "+10 radiant damage on that attack",
    defaultSubject: "attacker",
    apply: (args, host, target, cause) => host.boostAttack?.(target, "damage", args.amount as number, cause, args.type as string),
  },
];
