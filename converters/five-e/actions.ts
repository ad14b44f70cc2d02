// Reading a 5e monster's actions: attacks with their to-hit, reach, range, damage and
// riders; saving-throw actions; multiattack. Numbers stay on the 5e scale here; the
// converter rescales them.
import { averageOf } from "../dice.js";
import type { DamageRef, Monster5e, MonsterAction } from "./monster.js";

export interface DamagePart5e {
  average: number;
  /** 5e damage type index (fire, piercing…), or null. */
  type: string | null;
}

export interface Rider5e {
  /** A 5e condition (restrained, poisoned…). */
  condition: string;
  /** save-ends when the text lets the target repeat its save or escape; next-turn when it lasts to the end of its next turn; lasting otherwise. */
  duration: "save-ends" | "next-turn" | "lasting";
}

export interface Attack5e {
  action: MonsterAction;
  name: string;
  kind: "melee" | "ranged";
  /** To-hit bonus, or null for a saving-throw action. */
  bonus: number | null;
  /** Ability of the saving throw (str, dex…) for a saving-throw action. */
  save: string | null;
  dc: number | null;
  reachFeet: number;
  rangeFeet: number | null;
  /** "60-foot cone" and the like: an area the converter has to approximate. */
  area: string | null;
  /** The area's shape and size in feet: cone, line, burst (around the creature), or a sphere/cube placed at a range. */
  shape: { kind: "cone" | "line" | "burst" | "sphere"; feet: number } | null;
  parts: DamagePart5e[];
  riders: Rider5e[];
  ongoing: DamagePart5e | null;
  pushFeet: number;
  /** The save lets the target avoid the riders: an approximation when the card applies them on a hit. */
  riderSave: boolean;
  /** Limited use: how many, why (for the notes), and how 5e gets a use back: on a d6 roll of at least 4, 5 or 6, or after a rest. */
  uses: { count: number; why: string; recharge: Recharge5e | null } | null;
  notes: string[];
}

export const conditions5e = [
  "grappled",
  "restrained",
  "prone",
  "poisoned",
  "paralyzed",
  "stunned",
  "frightened",
  "blinded",
  "charmed",
  "incapacitated",
  "petrified",
  "deafened",
  "unconscious",
];

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function damageParts(refs: DamageRef[] | undefined, notes: string[]): DamagePart5e[] {
  const out: DamagePart5e[] = [];
  for (const d of refs ?? []) {
    if (d.damage_dice) {
      const average = averageOf(d.damage_dice);
      if (average !== null) out.push({ average, type: d.damage_type?.index ?? null });
    } else if (d.choose && d.from?.options?.length) {
      // A choice (one or two hands, one of two energies): the larger option is taken.
      const options = d.from.options
        .map((o) => ({ average: averageOf(o.damage_dice ?? "") ?? 0, type: o.damage_type?.index ?? null }))
        .sort((a, b) => b.average - a.average);
      out.push(options[0]!);
      notes.push(`damage: the larger of ${options.length} options (${options.map((o) => o.type ?? "untyped").join(" or ")})`);
    }
  }
  return out;
}

function hitText(desc: string): string {
  const at = desc.search(/\bHit:/);
  return at >= 0 ? desc.slice(at) : desc;
}

function ridersOf(text: string): Rider5e[] {
  const out: Rider5e[] = [];
  const saveEnds = /repeat the saving throw|escape DC|end of each of its turns|ending the effect on itself/i.test(text);
  const nextTurn = /until the (?:start|end) of (?:its|the target's|the [a-z ]+'s) next turn/i.test(text);
  for (const c of conditions5e) {
    // "can't be grappled" and "is no longer restrained" name a condition without giving it.
    const re = new RegExp(`(?<!can't be |no longer |isn't |not )\\b${c}\\b`, "i");
    if (re.test(text)) out.push({ condition: c, duration: saveEnds ? "save-ends" : nextTurn ? "next-turn" : "lasting" });
  }
  return out;
}

function ongoingOf(text: string): DamagePart5e | null {
  const m = text.match(/takes? (\d+) \(([^)]+)\) (\w+) damage at the start of each of its turns/i) ?? text.match(/(\d+) \(([^)]+)\) (\w+) damage at the start of each of (?:its|the target's) turns/i);
  if (!m) return null;
  return { average: averageOf(m[2]!) ?? Number(m[1]), type: m[3]!.toLowerCase() };
}

function shapeOf(word: string, feet: number): Attack5e["shape"] {
  if (word === "cone") return { kind: "cone", feet };
  if (word === "line") return { kind: "line", feet };
  if (word === "sphere" || word === "cube" || word === "cylinder" || word === "radius") return { kind: "sphere", feet };
  return { kind: "burst", feet };
}

/** The 5e ways of getting a use back that a table can map: the least d6 roll that recharges it, or a rest. */
export type Recharge5e = "4" | "5" | "6" | "rest";

function rollRecharge(min: number): Recharge5e {
  return min <= 4 ? "4" : min === 5 ? "5" : "6";
}

function usesOf(a: MonsterAction): Attack5e["uses"] {
  const u = a.usage;
  if (!u?.type) {
    const m = a.name.match(/\(Recharge (\d)(?:[-–](\d))?\)/i);
    return m ? { count: 1, why: `Recharge ${m[1]}${m[2] ? `–${m[2]}` : ""}`, recharge: rollRecharge(Number(m[1])) } : null;
  }
  if (u.type === "per day") return { count: Math.max(1, u.times ?? 1), why: `${u.times ?? 1}/day`, recharge: null };
  if (u.type === "recharge on roll") return { count: 1, why: `Recharge ${u.min_value ?? 6}–6`, recharge: rollRecharge(u.min_value ?? 6) };
  if (u.type === "recharge after rest") return { count: 1, why: "recharge after a short or long rest", recharge: "rest" };
  return { count: 1, why: u.type, recharge: null };
}

/** An attack or saving-throw action, or null for an action that is neither. */
export function readAttack(a: MonsterAction): Attack5e | null {
  const desc = a.desc ?? "";
  const notes: string[] = [];
  const isAttack = typeof a.attack_bonus === "number";
  const parts = damageParts(a.damage, notes);
  const hit = hitText(desc);
  const riders = ridersOf(isAttack ? hit : desc);
  const dc = a.dc?.dc_value ?? null;
  if (!isAttack && (dc === null || (parts.length === 0 && riders.length === 0))) return null;
  const ranged = /^Ranged/i.test(desc) || (!/^Melee/i.test(desc) && (/range \d+/i.test(desc) || (!isAttack && /within \d+ (?:feet|ft)/i.test(desc))));
  const reach = desc.match(/reach (\d+) ?ft/i);
  const range = desc.match(/range (\d+)(?:\/(\d+))? ?ft/i);
  // "within 30 feet of it" is an area only when it reaches each creature there; "one creature within 30 feet" is a range.
  const within = desc.match(/within (\d+) (?:feet|ft\.?) of (?:it|the \w+)/i);
  const many = /\beach creature|\ball creatures|\bcreatures? of (?:the|its) choice/i.test(desc);
  const area = desc.match(/(\d+)-foot(?:-radius)? (cone|line|cube|sphere|radius|cylinder)/i) ?? (within && many ? within : null);
  const push = hit.match(/push(?:ed)? (?:up to )?(\d+) (?:feet|ft)/i);
  return {
    action: a,
    name: a.name.replace(/\s*\((?:Recharge[^)]*|\d+\/Day|Costs \d+ Actions)\)\s*/gi, " ").trim() || a.name,
    kind: ranged ? "ranged" : "melee",
    bonus: isAttack ? a.attack_bonus! : null,
    save: isAttack ? null : (a.dc?.dc_type?.index ?? "dex"),
    dc,
    reachFeet: reach ? Number(reach[1]) : 5,
    rangeFeet: range ? Number(range[1]) : area ? Number(area[1]) : within ? Number(within[1]) : null,
    area: !isAttack && area ? (area[2] ? `${area[1]}-foot ${area[2]}` : `all within ${area[1]} ft`) : null,
    shape: !isAttack && area ? shapeOf(area[2]?.toLowerCase() ?? "burst", Number(area[1])) : null,
    parts,
    riders,
    ongoing: ongoingOf(desc),
    pushFeet: push ? Number(push[1]) : 0,
    riderSave: isAttack && dc !== null && riders.length > 0,
    uses: usesOf(a),
    notes,
  };
}

export function total(parts: DamagePart5e[]): number {
  return parts.reduce((s, p) => s + p.average, 0);
}

export interface Multiattack {
  /** Named attacks and how many times each is made. */
  routine: { name: string; count: number }[];
  /** "makes two melee attacks" without names: this many of its best attack. */
  anyCount: number;
  desc: string;
}

export function readMultiattack(m: Monster5e): Multiattack | null {
  const a = (m.actions ?? []).find((x) => /^multiattack/i.test(x.name));
  if (!a) return null;
  const routine = (a.actions ?? [])
    .map((x) => ({ name: x.action_name, count: typeof x.count === "number" ? x.count : Number(x.count) || 1 }))
    .filter((x) => x.count > 0);
  const n = (a.desc ?? "").match(/makes (one|two|three|four|five|six) (?:\w+ )?attacks/i);
  return { routine, anyCount: n ? numberWords[n[1]!.toLowerCase()]! : 0, desc: a.desc ?? "" };
}

/** Average damage of one round of attacks: the multiattack routine, or the best single attack. */
export function damagePerRound(attacks: Attack5e[], multi: Multiattack | null): { average: number; parts: DamagePart5e[]; note: string | null } {
  const withDamage = attacks.filter((a) => a.parts.length > 0 && a.bonus !== null);
  const best = [...withDamage].sort((x, y) => total(y.parts) - total(x.parts))[0];
  if (multi) {
    const parts: DamagePart5e[] = [];
    const used: string[] = [];
    for (const r of multi.routine) {
      const atk = withDamage.find((x) => x.action.name.toLowerCase().startsWith(r.name.toLowerCase()) || x.name.toLowerCase() === r.name.toLowerCase());
      if (!atk) continue;
      for (let i = 0; i < r.count; i++) parts.push(...atk.parts);
      used.push(`${r.count} × ${atk.name}`);
    }
    if (parts.length === 0 && multi.anyCount > 1 && best) {
      for (let i = 0; i < multi.anyCount; i++) parts.push(...best.parts);
      used.push(`${multi.anyCount} × ${best.name}`);
    }
    if (parts.length) return { average: total(parts), parts, note: `Multiattack (${used.join(", ")}) folded into one basic attack` };
  }
  return best ? { average: total(best.parts), parts: best.parts, note: null } : { average: 0, parts: [], note: null };
}
