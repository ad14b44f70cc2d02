// Who takes part in an attack or damage event, as the party slot wrote it
// (compiler/phrases/party-slots.ts), and which attacks an attack filter lets through.
// ddm-battle-rules-2011.txt § Automatic Powers; § Keywords; § Making an Attack;
// § How to Read a Creature Stat Card (Level, Cost)
import type { Args } from "./entry.js";
import type { Rank } from "../phrases/rank-slot.js";
import type { GameEvent, Participants, RulesView } from "./host.js";
import { rankHolds } from "./rank-subjects.js";

export interface Party {
  who: "self" | "ally" | "enemy" | "creature" | "any" | "self-or-ally" | "self-or-rider" | "chosen";
  /** For "chosen": the power of the owner whose choice it is ("creature chosen by \"Evil Eye\""). */
  name?: string;
  adjacent?: true;
  bloodied?: true;
  notBloodied?: true;
  /** Making a charge right now ("an enemy enters an adjacent square while charging"). */
  charging?: true;
  /** Its card has a champion rating ("a champion ally"). */
  champion?: true;
  /** Its card has no champion rating ("a non-champion enemy"). */
  notChampion?: true;
  /** It flanks this creature ("an enemy flanking this creature"), this creature flanks it ("flanked by"), or it flanks the event's other creature with this creature ("an ally flanking with this creature"). */
  flanking?: "self" | "by-self" | "with-self";
  within?: number;
  /** Within this creature's reach (its longest melee reach; adjacent at reach 1). */
  reach?: true;
  /** One this creature can see ("an Undead ally in line of sight"). */
  sight?: true;
  /** In a victory area of either side ("an enemy occupying a victory area"); a destroyed one, where it stood. */
  inVictoryArea?: true;
  /** Of this size, or this size or smaller (larger). */
  size?: { size: string; or?: "smaller" | "larger" };
  /** Of this level or cost as its card prints it, or of a lower (higher) level than the power's owner ("a level 5 or lower Undead ally", "a lower-level ally"). */
  rank?: Rank;
  /** Has one of these conditions. */
  conditions?: string[];
  keyword?: { keyword: string; negated?: true };
  either?: { keyword: string; negated?: true };
  third?: { keyword: string; negated?: true };
}

export interface AttackFilter {
  /** One attack of the card, by its name. */
  name?: string;
  kinds?: string[];
  basic?: true;
  opportunity?: true;
  charge?: true;
  /** Rolled against this defence ("an attack vs. Will"). */
  defense?: string;
  /** Dealing damage of one of these types ("an attack that deals fire damage": a type of its damage lines). */
  dealing?: string[];
  /** Not an attack of this kind ("an attack other than basic melee attack": the cards' "a non-{b} attack"). */
  except?: { basic: true; kinds?: string[] };
  /** Made by the card's power of this name ("making an attack with Defender": the attack Defender grants). */
  power?: string;
}

function keyed(k: { keyword: string; negated?: true }, v: RulesView, c: string): boolean {
  const has = v.hasKeyword(c, k.keyword);
  return k.negated ? !has : has;
}

/** Within `self`'s reach: adjacent at reach 1, else within that many squares (ddm-battle-rules-2011.txt § Melee Attacks, Range). */
export function withinReach(v: RulesView, self: string, c: string): boolean {
  const reach = v.reach?.(self) ?? 1;
  return reach <= 1 ? v.adjacent(self, c) : v.distance(self, c) <= reach;
}

/** "Medium or smaller", "Small": the creature's size against the one named (ddm-battle-rules-2011.txt § How to Read a Creature Stat Card, Size). */
function sizeFits(v: RulesView, c: string, f: { size: string; or?: "smaller" | "larger" }): boolean {
  const mine = v.sizeRank?.(c) ?? -1;
  const named = v.sizeRankOf?.(f.size) ?? -1;
  if (mine < 0 || named < 0) return false;
  return f.or === "smaller" ? mine <= named : f.or === "larger" ? mine >= named : mine === named;
}

/** Is creature `c` one the party names, seen from the power's owner `self`? `other`: the event's other creature (the one `c` attacks, or is attacked by). */
export function partyFits(p: Party | undefined, v: RulesView, self: string, c: string | undefined, other?: string): boolean {
  if (p === undefined) return true;
  if (c === undefined) return false;
  const role =
    p.who === "self" ? c === self
    : p.who === "any" ? true
    : p.who === "self-or-ally" ? c === self || v.areAllies(self, c)
    // The creature riding this one (ddm-battle-rules-2011.txt § Mounts and Riders).
    : p.who === "self-or-rider" ? c === self || v.mountOf?.(c) === self
    : p.who === "ally" ? c !== self && v.areAllies(self, c)
    : p.who === "chosen" ? c === v.chosenBy?.(self, p.name ?? "")
    : p.who === "enemy" ? v.areEnemies(self, c)
    : c !== self;
  if (!role) return false;
  // A destroyed creature has no space: "adjacent" and "within" are asked only of one in play.
  if (p.adjacent && c !== self && !v.adjacent(self, c)) return false;
  if (p.within !== undefined && c !== self && !(v.distance(self, c) <= p.within)) return false;
  if (p.reach && c !== self && !withinReach(v, self, c)) return false;
  if (p.sight && c !== self && v.sees?.(self, c) !== true) return false;
  if (p.inVictoryArea && v.inVictoryArea?.(c, false) !== true) return false;
  if (p.bloodied && !v.isBloodied(c)) return false;
  if (p.notBloodied && v.isBloodied(c)) return false;
  if (p.charging && v.isCharging?.(c) !== true) return false;
  if (p.champion && v.isChampion?.(c) !== true) return false;
  if (p.notChampion && v.isChampion?.(c) === true) return false;
  if (p.flanking && !flankingFits(p.flanking, v, self, c, other)) return false;
  if (p.conditions && !p.conditions.some((k) => v.hasCondition(c, k))) return false;
  if (p.size && !sizeFits(v, c, p.size)) return false;
  if (p.rank && !rankHolds(p.rank, v, self, c)) return false;
  if (p.keyword && ![p.keyword, p.either, p.third].some((k) => k !== undefined && keyed(k, v, c))) return false;
  return true;
}

/** ddm-battle-rules-2011.txt § Flanking: who flanks whom, with this creature as one of the pair or the one flanked. */
function flankingFits(how: NonNullable<Party["flanking"]>, v: RulesView, self: string, c: string, other: string | undefined): boolean {
  if (how === "self") return v.flanks?.(c, self) === true;
  if (how === "by-self") return v.flanks?.(self, c) === true;
  return other !== undefined && v.flanksWith?.(c, self, other) === true;
}

/**
 * Does the event's attack pass the filter ("a melee or ranged attack", "a basic attack", "an
 * opportunity attack", "\"Mind Blast\" attack", "an attack that deals fire damage": one whose
 * damage lines deal that type, ddm-battle-rules-2011.txt § Applying Damage, Base Damage)?
 */
export function attackFits(f: AttackFilter | undefined, ev: GameEvent): boolean {
  if (f === undefined) return true;
  if (f.name !== undefined && ev.attackName?.toLowerCase() !== f.name.toLowerCase()) return false;
  if (f.kinds && !(ev.attackKind !== undefined && f.kinds.includes(ev.attackKind))) return false;
  if (f.basic && ev.basic !== true) return false;
  if (f.opportunity && ev.opportunity !== true) return false;
  if (f.charge && ev.charge !== true) return false;
  if (f.defense !== undefined && ev.defense !== f.defense) return false;
  if (f.dealing && !f.dealing.some((t) => ev.dealing?.includes(t))) return false;
  if (f.except && attackFits(f.except, ev)) return false;
  if (f.power !== undefined && ev.attackPower?.toLowerCase() !== f.power.toLowerCase()) return false;
  return true;
}

/**
 * The creatures an attack or damage trigger hands to its effects: "that ally" and "that
 * enemy" are the one of each side among the attacker and the creature attacked (the
 * attacker first); "that creature" is the other one of the two that is not this creature.
 */
export function attackParticipants(ev: GameEvent, self: string, v: RulesView | null): Participants {
  const both = [ev.actor, ev.subject].filter((c): c is string => c !== undefined);
  const other = ev.actor !== undefined && ev.actor !== self ? ev.actor : ev.subject !== self ? ev.subject : undefined;
  const out: Participants = {};
  if (other !== undefined) out.other = other;
  if (ev.subject !== undefined && ev.subject !== self) out.target = ev.subject;
  if (ev.actor !== undefined) out.attacker = ev.actor;
  if (v) {
    const ally = both.find((c) => c !== self && v.areAllies(self, c));
    const enemy = both.find((c) => v.areEnemies(self, c));
    if (ally !== undefined) out.ally = ally;
    if (enemy !== undefined) out.enemy = enemy;
  }
  return out;
}

export const party = (a: Args, k: string) => a[k] as Party | undefined;
export const attackFilter = (a: Args, k = "atk") => a[k] as AttackFilter | undefined;
