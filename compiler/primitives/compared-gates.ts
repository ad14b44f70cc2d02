// States that compare a creature with others: the lowest- or highest-level enemy in play,
// a lower or higher Speed than the power's owner, within N squares of the owner, a Resist
// All of some size. Asked of an attack's target for "against … targets" ("+20 damage
// against the lowest-level enemy in play", "combat advantage against creatures with lower
// Speed", "+2 attack whenever target is within 6 squares", "+10 damage vs. enemies with
// Resist All", "+10 damage vs. enemies that have a penalty to AC"), and states of what it did to
// the owner or suffers from it: attacked it this round, hit by its attack of a name, vulnerable
// to the damage its attacks deal.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Speed); § Resistance and Vulnerability; § Combat Advantage;
// § Melee Attacks (Range): an enemy champion within its reach
import type { Args, GateEntry } from "./entry.js";
import type { RulesView } from "./host.js";

const statCite = "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card";

/** Is the creature an enemy of `self` whose level no other enemy in play goes below (`lowest`) or above? Ties all count. */
function levelExtreme(v: RulesView, subject: string, self: string, lowest: boolean): boolean {
  const level = v.levelOf?.(subject);
  if (level === undefined || !v.areEnemies(self, subject)) return false;
  const others = v.creaturesInPlay().filter((c) => c !== subject && v.areEnemies(self, c));
  return others.every((c) => {
    const l = v.levelOf?.(c) ?? level;
    return lowest ? l >= level : l <= level;
  });
}

/** Is the creature's current Speed lower (or higher) than the owner's? Both as modified now (Slowed, bonuses). */
function speedAgainst(v: RulesView, subject: string, self: string, lower: boolean): boolean {
  const [a, b] = [v.speedOf?.(subject), v.speedOf?.(self)];
  return a !== undefined && b !== undefined && subject !== self && (lower ? a < b : a > b);
}

/** Its Resist All within the bounds given (at least 1 with none). */
function resistAllWithin(a: Args, v: RulesView, subject: string): boolean {
  const r = v.resistAllOf?.(subject) ?? 0;
  const least = (a.least as number | undefined) ?? 1;
  return r >= least && (a.most === undefined || r <= (a.most as number));
}

export const comparedGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "lowest-level-enemy",
    patterns: ["lowest level enemy in play", "lowest level enemy"],
    summary: "While the creature is an enemy of the power's owner and no other of its enemies in play has a lower level (every one tied for lowest counts).",
    cite: `${statCite} (Level)`,
    example: "+20 damage against lowest level enemy in play targets",
    holds: (_a, v, subject, self) => levelExtreme(v, subject, self, true),
  },
  {
    family: "gate",
    id: "highest-level-enemy",
    patterns: ["highest level enemy in play", "highest level enemy"],
    summary: "While the creature is an enemy of the power's owner and no other of its enemies in play has a higher level (every one tied for highest counts).",
    cite: `${statCite} (Level)`,
    example: "+4 attack against highest level enemy in play targets",
    holds: (_a, v, subject, self) => levelExtreme(v, subject, self, false),
  },
  {
    family: "gate",
    id: "lower-speed",
    patterns: ["with lower speed", "of lower speed"],
    summary: "While the creature's current Speed is lower than the power's owner's (both after every modifier: Slowed, bonuses).",
    cite: `${statCite} (Speed); § Combat Advantage`,
    example: "has combat advantage against targets with lower speed",
    holds: (_a, v, subject, self) => speedAgainst(v, subject, self, true),
  },
  {
    family: "gate",
    id: "speed-below-normal",
    patterns: ["with speed below its normal speed", "with speed below their normal speed"],
    summary: "While the creature's current Speed (after every modifier: Slowed, penalties) is lower than the Speed its card prints.",
    cite: `${statCite} (Speed); § Conditions (Slowed)`,
    example: "+4 attack against targets with speed below its normal speed",
    holds: (_a, v, subject) => {
      const [now, normal] = [v.speedOf?.(subject), v.normalSpeedOf?.(subject)];
      return now !== undefined && normal !== undefined && now < normal;
    },
  },
  {
    family: "gate",
    id: "higher-speed",
    patterns: ["with higher speed", "of higher speed"],
    summary: "While the creature's current Speed is higher than the power's owner's.",
    cite: `${statCite} (Speed)`,
    example: "+2 AC against targets with higher speed",
    holds: (_a, v, subject, self) => speedAgainst(v, subject, self, false),
  },
  {
    family: "gate",
    id: "within-squares-of-owner",
    patterns: ["within {squares:squares} of it", "within {squares:squares} of this creature"],
    summary: "While the creature is within N squares (counted distance) of the power's owner.",
    cite: "ddm-battle-rules-2011.txt § Counting Distance",
    example: "+2 attack against targets within 6 squares of it",
    holds: (a, v, subject, self, owner = self) => subject !== owner && v.distance(subject, owner) <= (a.squares as number),
  },
  {
    family: "gate",
    id: "nearest-enemy-within",
    patterns: ["nearest to it within {squares:squares}", "nearest to this creature within {squares:squares}"],
    summary: "While the creature is an enemy of the power's owner within N squares (counted distance) of it and no other enemy is nearer (all the nearest count on a tie): 'the nearest target within 10 squares'.",
    cite: "ddm-battle-rules-2011.txt § Counting Distance; § How to Choose Targets",
    example: "ignores conceal of creatures nearest to it within 10 squares",
    holds: (a, v, subject, self, owner = self) => {
      if (subject === owner || !v.areEnemies(subject, owner)) return false;
      const d = v.distance(subject, owner);
      return d <= (a.squares as number) && !v.creaturesInPlay().some((c) => c !== subject && v.areEnemies(c, owner) && v.distance(c, owner) < d);
    },
  },
  {
    family: "gate",
    id: "far-from-owner",
    patterns: ["{count:int} or more squares away from it", "{count:int} or more squares away from this creature"],
    summary: "While the creature is at least N squares (counted distance) from the power's owner ('+4 defenses against targets 11 or more squares away from it': an attacker that far).",
    cite: "ddm-battle-rules-2011.txt § Counting Distance",
    example: "+4 defenses against targets 11 or more squares away from it",
    holds: (a, v, subject, self, owner = self) => subject !== owner && v.distance(subject, owner) >= (a.count as number),
  },
  {
    family: "gate",
    id: "with-resist-all",
    patterns: ["with resist all {least:int} to {most:int}", "with resist all {least:int} or more", "with resist all"],
    summary: "While the creature has Resist All (at least the first number; at most the second, when given), from its card or a power.",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability",
    example: "+10 damage against targets with resist all",
    holds: resistAllWithin,
  },
  {
    family: "gate",
    id: "with-resist-or-immune-type",
    patterns: ["with resist {type:damageType} or immune {also:damageType}", "with resist {type:damageType}", "with immune {also:damageType}"],
    summary: "While the creature has Resist to the damage type named (or Immune to the one named after 'immune'), as such and not by Resist All, from its card or a power; one that holds only against some attacks does not count.",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability",
    example: "+10 radiant damage against targets with resist fire or immune fire",
    holds: (a, v, subject) =>
      (a.type !== undefined && v.defendsAgainstType?.(subject, "resist", a.type as string) === true) || (a.also !== undefined && v.defendsAgainstType?.(subject, "immune", a.also as string) === true),
  },
  {
    family: "gate",
    id: "with-penalty-to",
    patterns: ["with penalty to {stat:stat}", "that has penalty to {stat:stat}"],
    summary: "While a penalty (a negative modifier in force, from a condition, an attack or a power) lowers the statistic of the creature; a penalty to all defences lowers each.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "+10 damage against targets with penalty to AC",
    holds: (a, v, subject) => v.hasPenaltyTo?.(subject, a.stat as string) === true,
  },
  {
    family: "gate",
    id: "enemy-champion-within-reach",
    patterns: ["enemy champion within its reach", "enemy champion is within its reach"],
    summary: "While an enemy with a champion rating stands within the creature's melee reach (its longest reach; adjacent without one).",
    cite: "ddm-battle-rules-2011.txt § Melee Attacks (Range); § Champion Powers",
    example: "cannot move while on its turn if enemy champion within its reach",
    holds: (_a, v, subject) => {
      const reach = v.reach?.(subject) ?? 1;
      return v.creaturesInPlay().some((c) => v.areEnemies(subject, c) && v.isChampion?.(c) === true && (reach <= 1 ? v.adjacent(subject, c) : v.distance(subject, c) <= reach));
    },
  },
  {
    family: "gate",
    id: "attacked-owner-this-round",
    patterns: ["that attacked it this round", "that attacked this creature this round"],
    summary: "While the creature has made an attack roll against the power's owner this round.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Rounds and Turns",
    example: "+2 attack against targets that attacked it this round",
    holds: (_a, v, subject, self) => v.attackedInRound?.(subject, self) === true,
  },
  {
    family: "gate",
    id: "hit-by-owner-attack",
    patterns: ["previously hit by its {attack:string}", "hit by its {attack:string}"],
    summary: "While an attack of the power's owner with that name has hit the creature earlier in the battle.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack",
    example: '+5 damage against targets previously hit by its "Smite"',
    holds: (a, v, subject, self) => v.wasHitBy?.(subject, self, a.attack as string) === true,
  },
  {
    family: "gate",
    id: "vulnerable-to-owner-damage",
    patterns: ["vulnerable to its damage types", "vulnerable to damage types it deals"],
    summary: "While the creature is vulnerable to a damage type that an attack of the power's owner's card deals (or to all damage).",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Applying Damage (Base Damage)",
    example: "has combat advantage against targets vulnerable to its damage types",
    holds: (_a, v, subject, self) => (v.damageTypesDealt?.(self) ?? []).some((t) => v.vulnerableTo?.(subject, t) === true),
  },
];
