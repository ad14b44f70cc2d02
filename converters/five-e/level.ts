// The level of a converted 5e monster: the table's level curve over challenge rating, plus
// what the table adds for size, 5e type, traits the stat block lists, and for how far the
// monster's hit points, to-hit, AC and damage lie from the typical monster of its CR (the
// 4e / DDM maths tie each of those to level: ddm-2011.md § 1.1). The same traits and
// measures feed the fit that writes the table (bench/level-fit.ts), so the two cannot
// disagree about what a monster has.
import { clamp, lookup } from "../scale.js";
import { damagePerRound, readAttack, readMultiattack, type Attack5e } from "./actions.js";
import { armorClass, type Monster5e } from "./monster.js";
import type { Table5e } from "./table.js";

const sizeSteps = ["Tiny", "Small", "Medium", "Large", "Huge", "Gargantuan"];

/** Traits of a stat block a table may give levels for (level.byTrait), read from its fields and trait names. */
export const levelTraits = ["legendary", "magic resistance", "spellcasting", "damage resistances", "damage immunities", "condition immunities", "flight", "truesight"] as const;
export type LevelTrait = (typeof levelTraits)[number];

export function traitsOf(m: Monster5e): LevelTrait[] {
  const named = (re: RegExp) => (m.special_abilities ?? []).some((s) => re.test(s.name));
  const has: Record<LevelTrait, boolean> = {
    legendary: (m.legendary_actions ?? []).length > 0,
    "magic resistance": named(/^magic resistance/i),
    spellcasting: named(/spellcasting/i),
    "damage resistances": (m.damage_resistances ?? []).length > 0,
    "damage immunities": (m.damage_immunities ?? []).length > 0,
    "condition immunities": (m.condition_immunities ?? []).length > 0,
    flight: typeof m.speed.fly === "string" && m.speed.fly.trim() !== "" && m.speed.fly !== "0 ft.",
    truesight: m.senses?.truesight !== undefined,
  };
  return levelTraits.filter((t) => has[t]);
}

/** The measured departures from the CR's typical monster: hit points and damage per round in doublings, to-hit and AC in points. */
export interface LevelMeasures {
  hp: number;
  attack: number;
  ac: number;
  damage: number;
}
export const measureNames = ["hp", "attack", "ac", "damage"] as const;

export interface Typical {
  hp: number;
  ac: number;
  attack: number;
  damage: number;
  dc: number;
}

export function typicalAt(table: Table5e, cr: number): Typical {
  const pts = (k: keyof Typical) => table.typical.map((t): [number, number] => [t.cr, t[k]]);
  return { hp: lookup(pts("hp"), cr), ac: lookup(pts("ac"), cr), attack: lookup(pts("attack"), cr), damage: lookup(pts("damage"), cr), dc: lookup(pts("dc"), cr) };
}

function bestToHit(m: Monster5e): number | null {
  const bonuses = (m.actions ?? []).map((a) => a.attack_bonus).filter((b): b is number => typeof b === "number");
  return bonuses.length ? Math.max(...bonuses) : null;
}

export function measuresOf(m: Monster5e, typical: Typical): LevelMeasures {
  const read = (m.actions ?? []).filter((a) => !/^multiattack/i.test(a.name)).map(readAttack).filter((x): x is Attack5e => x !== null);
  const round = damagePerRound(read, readMultiattack(m)).average;
  const toHit = bestToHit(m);
  return {
    hp: Math.log2(Math.max(m.hit_points, 1) / Math.max(typical.hp, 1)),
    attack: toHit === null ? 0 : toHit - typical.attack,
    ac: armorClass(m) - typical.ac,
    damage: round > 0 ? Math.log2(round / Math.max(typical.damage, 1)) : 0,
  };
}

export function crText(cr: number): string {
  return cr === 0.125 ? "1/8" : cr === 0.25 ? "1/4" : cr === 0.5 ? "1/2" : String(cr);
}

export function levelOf(m: Monster5e, table: Table5e, typical: Typical, notes: string[]): number {
  const t = table.level;
  const fromCr = lookup(t.byChallengeRating, m.challenge_rating);
  const shifts: string[] = [];
  let level = fromCr;
  const shift = (amount: number, why: string) => {
    if (Math.abs(amount) < 0.05) return;
    level += amount;
    shifts.push(`${amount >= 0 ? "+" : ""}${amount.toFixed(1)} ${why}`);
  };
  const measured = measuresOf(m, typical);
  shift(t.perHpDoubling * measured.hp, `for ${m.hit_points} hp against the CR's typical ${Math.round(typical.hp)}`);
  const toHit = bestToHit(m);
  if (toHit !== null) shift(t.perAttackPoint * measured.attack, `for +${toHit} to hit against the CR's typical +${typical.attack.toFixed(1)}`);
  shift((t.perAcPoint ?? 0) * measured.ac, `for AC ${armorClass(m)} against the CR's typical ${typical.ac.toFixed(1)}`);
  shift((t.perDamageDoubling ?? 0) * measured.damage, `for its damage per round against the CR's typical ${Math.round(typical.damage)}`);
  shift(t.perSizeStep * (sizeSteps.indexOf(m.size) - 2), `for size ${m.size}`);
  shift(t.bySize?.[m.size] ?? 0, `for size ${m.size}`);
  const traits = traitsOf(m);
  if (traits.includes("legendary")) shift(t.legendary, "for legendary actions");
  for (const trait of traits) if (trait !== "legendary") shift(t.byTrait?.[trait] ?? 0, `for ${trait}`);
  const kinds = [m.type.toLowerCase(), ...(m.subtype ?? "").toLowerCase().split(/,\s*/)].filter((k) => k && t.byType[k] !== undefined);
  for (const k of new Set(kinds)) shift(t.byType[k]!, `for type ${k}`);
  const out = clamp(Math.round(level), t.min, t.max);
  notes.push(`level ${out}: CR ${crText(m.challenge_rating)} reads ${fromCr.toFixed(1)} on the level table${shifts.length ? `; ${shifts.join("; ")}` : ""}`);
  return out;
}
