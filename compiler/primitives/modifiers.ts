// Modifiers: continuous changes to a creature's values, read by value queries
// (attack bonus, defences, speed, damage, resistances). A clause may add
// "while <state>"; an aura or a subject decides whom they reach.
import type { ModifierEntry } from "./entry.js";

/**
 * "-5 damage (minimum 5)": a penalty to the damage of the creature's attacks that leaves a
 * hit at least the minimum (and does not cut damage already below it).
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Bonus and Penalty Damage)
 */
const damageWithMinimum: ModifierEntry = {
  family: "modifier",
  id: "damage-penalty-minimum",
  patterns: ["{amount:signed} damage (minimum {minimum:int} [damage])"],
  summary: "A penalty (or bonus) to the damage of the creature's attacks that never takes a hit's damage below the minimum written, nor cuts damage already below it (cards' '-5 damage (minimum 5)').",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Bonus and Penalty Damage)",
  example: "the target gets -5 damage (minimum 5) until end of its next turn",
  contributions: (a) => [{ stat: "damage", op: "add", amount: a.amount as number, minimum: a.minimum as number }],
};

const bonus: ModifierEntry = {
  family: "modifier",
  id: "bonus",
  patterns: [
    "{amount:signed} {stat:stat} [on|with {kind:attackKind} attacks]",
    "{amount:signed} to {stat:stat} [on|with {kind:attackKind} attacks]",
    "{amount:signed} {stat:stat} with {attack:string}",
  ],
  summary: "A bonus (+N) or penalty (−N) to a statistic, or with one attack of its card by name ('+2 attack with \"Stormburst\"'). Different bonuses to the same statistic stack.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+2 AC",
  contributions: (a) => [
    { stat: a.stat as string, op: "add", amount: a.amount as number, ...(a.kind ? { attackKind: a.kind as string } : {}), ...(typeof a.attack === "string" ? { attack: a.attack } : {}) },
  ],
};

/**
 * "+5 poison damage with basic attacks", "+2 attack with basic melee attacks": a bonus that
 * counts only on the creature's basic attacks (of the kind named), typed damage beside the
 * attack's own. ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties
 */
const basicBonus: ModifierEntry = {
  family: "modifier",
  id: "basic-attack-bonus",
  patterns: ["{amount:signed} {stat:stat} with|on basic [{kind:attackKind}] attacks", "{amount:signed} {type:damageType} damage with|on basic [{kind:attackKind}] attacks"],
  summary: "A bonus (or penalty) that counts only on the creature's basic attacks (of the kind named); bonus damage of a type is damage of that type beside the attack's own.",
  cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties",
  example: "+5 poison damage with basic attacks",
  contributions: (a) => [
    {
      stat: a.type ? "damage" : (a.stat as string),
      op: "add",
      amount: a.amount as number,
      basic: true,
      ...(a.type ? { damageType: a.type as string } : {}),
      ...(a.kind ? { attackKind: a.kind as string } : {}),
    },
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

/**
 * "loses Resist Fire", "loses Immune Poison": a Resist or Immune of that type (or Resist All)
 * the creature has does not count while this holds; every other one still does. Damage and
 * ongoing damage are then taken as if the creature had never had it.
 * ddm-battle-rules-2011.txt § Resistance and Vulnerability
 */
function lostDefence(kind: "resist" | "immune"): ModifierEntry {
  return {
    family: "modifier",
    id: `loses-${kind}`,
    patterns: [`loses|lose ${kind} {type:damageTypeOrAll}`],
    summary: `Its ${kind === "resist" ? "Resist X" : "Immune"} of that damage type (or of all damage, for 'all') does not count while this holds: the damage of that type is taken in full.`,
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability",
    example: `that creature gets loses ${kind} fire until end of its next turn`,
    contributions: (a) => [{ stat: `loses-${kind}`, op: "add", amount: 1, damageType: a.type as string }],
  };
}

/** "Target's Resist Fire is reduced by 15 (save ends)": that Resist counts less for a while. */
const reducedResist: ModifierEntry = {
  family: "modifier",
  id: "resist-reduced",
  patterns: ["resist {type:damageType} reduced by {amount:int}"],
  summary:
    "Each Resist X of that damage type it has counts that much less, never below 0 (Resist All is not of a type, so unchanged). Reductions from one power do not add up (the largest counts); those of different powers do.",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Resist X Damage); § Powers and Effects (Duplicate Effects)",
  example: "the target gets resist fire reduced by 15 (save ends)",
  contributions: (a) => [{ stat: "resist-reduced", op: "add", amount: a.amount as number, damageType: a.type as string }],
};

const halvesAttackDamage: ModifierEntry = {
  family: "modifier",
  id: "halves-attack-damage",
  patterns: ["its attacks deal half damage", "deals half damage with attacks", "attack damage halved"],
  summary:
    "The damage of its attacks is halved per type, rounded down to a multiple of 5 (minimum 5); other damage it causes, such as ongoing damage, is not (Weakened).",
  cite: "ddm-battle-rules-2011.txt § Weakened",
  example: "its attacks deal half damage",
  contributions: () => [{ stat: "attack-damage-halved", op: "add", amount: 1 }],
};

const insubstantial: ModifierEntry = {
  family: "modifier",
  id: "insubstantial",
  patterns: ["insubstantial", "takes half damage from attacks"],
  summary: "Takes half damage from attacks, after every bonus and penalty to the damage; no effect against a critical hit.",
  cite: "ddm-battle-rules-2011.txt § Insubstantial",
  example: "insubstantial",
  contributions: () => [{ stat: "attack-damage-taken-halved", op: "add", amount: 1 }],
};

const grantsCombatAdvantage: ModifierEntry = {
  family: "modifier",
  id: "grants-combat-advantage",
  patterns: ["grants combat advantage [to enemies]"],
  summary: "Enemies that can see it have combat advantage against it: +2 to their attack rolls (Blinded, Dazed, Helpless, Stunned).",
  cite: "ddm-battle-rules-2011.txt § Combat Advantage",
  example: "grants combat advantage",
  contributions: () => [{ stat: "grants-combat-advantage", op: "add", amount: 1 }],
};

const sightless: ModifierEntry = {
  family: "modifier",
  id: "no-line-of-sight",
  patterns: ["has no line of sight", "sees nothing"],
  summary: "Traces line of sight to nothing: no ranged attacks or charges, no opportunity attacks, no combat advantage; its melee targets have conceal 11 (Blinded).",
  cite: "ddm-battle-rules-2011.txt § Blinded",
  example: "has no line of sight",
  contributions: () => [{ stat: "no-line-of-sight", op: "add", amount: 1 }],
};

const cover: ModifierEntry = {
  family: "modifier",
  id: "cover",
  patterns: ["has cover", "cover against {kind:attackKind} attacks"],
  summary: "Has cover: attacks against its AC or Reflex take -2, once whatever the sources.",
  cite: "ddm-battle-rules-2011.txt § Cover",
  example: "cover against ranged attacks",
  contributions: (a) => [{ stat: "cover", op: "add", amount: 1, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

export const modifierEntries: ModifierEntry[] = [damageWithMinimum, basicBonus, bonus, cap, setValue, resist, vulnerable, immune, lostDefence("resist"), lostDefence("immune"), reducedResist, halvesAttackDamage, insubstantial, grantsCombatAdvantage, sightless, cover];
