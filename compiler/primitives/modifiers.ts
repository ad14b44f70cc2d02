// Modifiers: continuous changes to a creature's values, read by value queries
// (attack bonus, defences, speed, damage, resistances). A clause may add
// "while <state>"; an aura or a subject decides whom they reach.
import type { ModifierEntry } from "./entry.js";

const bonus: ModifierEntry = {
  family: "modifier",
  id: "bonus",
  patterns: ["{amount:signed} {stat:stat} [on|with {kind:attackKind} attacks]", "{amount:signed} to {stat:stat} [on|with {kind:attackKind} attacks]"],
  summary: "A bonus (+N) or penalty (−N) to a statistic. Different bonuses to the same statistic stack.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+2 AC",
  contributions: (a) => [
    { stat: a.stat as string, op: "add", amount: a.amount as number, ...(a.kind ? { attackKind: a.kind as string } : {}) },
  ],
};

const setValue: ModifierEntry = {
  family: "modifier",
  id: "set",
  patterns: ["{stat:stat} {value:int}", "{stat:stat} is {value:int}", "current {stat:stat} is {value:int}"],
  summary: "Sets a statistic to a value whatever its bonuses (an Immobilized creature's speed is 0).",
  cite: "ddm-battle-rules-2011.txt § Immobilized",
  example: "speed 0",
  contributions: (a) => [{ stat: a.stat as string, op: "set", amount: a.value as number }],
};

const cap: ModifierEntry = {
  family: "modifier",
  id: "cap",
  patterns: ["{stat:stat} at most {value:int}", "{stat:stat} cannot exceed {value:int}"],
  summary: "Caps a statistic: it cannot rise above the value, but a lower value stands (Slowed: speed at most 2).",
  cite: "ddm-battle-rules-2011.txt § Slowed",
  example: "speed at most 2",
  contributions: (a) => [{ stat: a.stat as string, op: "cap", amount: a.value as number }],
};

const resist: ModifierEntry = {
  family: "modifier",
  id: "resist",
  patterns: ["resist {amount:int} {type:damageTypeOrAll}"],
  summary: "Takes X less damage of the type (or of all damage). Only one Resist applies to a damage instance.",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Resist X Damage)",
  example: "resist 5 fire",
  contributions: (a) => [{ stat: "resist", op: "add", amount: a.amount as number, damageType: a.type as string }],
};

const vulnerable: ModifierEntry = {
  family: "modifier",
  id: "vulnerable",
  patterns: ["vulnerable {amount:int} {type:damageTypeOrAll}"],
  summary: "Takes X more damage whenever it takes damage of the type; only the highest Vulnerable applies.",
  cite: "ddm-battle-rules-2011.txt § Vulnerable X Damage",
  example: "vulnerable 5 radiant",
  contributions: (a) => [{ stat: "vulnerable", op: "add", amount: a.amount as number, damageType: a.type as string }],
};

const immune: ModifierEntry = {
  family: "modifier",
  id: "immune",
  patterns: ["immune [to] {type:damageTypeOrAll} [damage]"],
  summary: "Takes no damage of the type and cannot gain ongoing damage of it.",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune Damage)",
  example: "immune poison",
  contributions: (a) => [{ stat: "immune", op: "add", amount: 1, damageType: a.type as string }],
};

export const modifierEntries: ModifierEntry[] = [bonus, cap, setValue, resist, vulnerable, immune];
