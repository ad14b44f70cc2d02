// Bonuses and penalties that hold only with attacks dealing a damage type: its own ("+2
// attack with attacks that deal cold damage": attack rolls and damage of such attacks), or
// those made against it ("-2 AC against attacks that deal lightning damage": its defences
// against them). An attack deals the types of its damage lines (hit, miss, hit or miss).
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Base Damage: damage types)
import type { ModifierEntry } from "./entry.js";

export const dealingModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "bonus-with-damage-type",
    patterns: ["{amount:signed} {stat:stat} with attacks that deal {type:damageType} damage", "{amount:signed} {stat:stat} against attacks that deal {type:damageType} damage"],
    summary:
      "A bonus or penalty that counts only with an attack dealing damage of the type: its own attacks' rolls and damage ('with'), or its defences against such an attack made against it ('against').",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Base Damage: damage types)",
    example: "+2 attack with attacks that deal cold damage",
    contributions: (a) => [{ stat: a.stat as string, op: "add", amount: a.amount as number, dealing: a.type as string }],
  },
];
