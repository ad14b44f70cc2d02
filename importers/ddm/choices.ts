// Attack forms built on choices and on the charge: "Use only while charging: …" and
// "(usable on charge)", riders that need both repeated attacks to hit ("if both hit,
// target is also Dazed"), and choices between effects ("20 necrotic damage OR 20 fire
// damage"). Each reading rewrites the card text into a form the attack translation
// reads, then adds what it took out to the translated line.
// ddm-battle-rules-2011.txt § Charge; § Attack Roll (Repeated Attacks); § Activated Powers
import type { AttackContext } from "./attack.js";
import { effectList } from "./effects.js";
import { effectsWithSubjects } from "./phrases.js";

type Translate = (name: string, rest: string, ctx: AttackContext) => string | null;
type AttackReading = (name: string, rest: string, ctx: AttackContext, next: Translate) => string | null;

/** Header words put before the attack's quoted name. */
function withHeader(line: string | null, words: string): string | null {
  if (!line?.startsWith("attack melee")) return null;
  return line.replace(/^(attack [^"]*?)\s*"/, `$1 ${words} "`);
}

/**
 * "Use only while charging: …", "(only on charge)", "Only on charge, …", "Use with
 * Charge: …" (only as a charge's attack); "Usable on charge.", "(may use on charge)",
 * "(can use while charging)" (also as a charge's attack).
 */
const onlyRe = /^(?:use only (?:while charging|on (?:a )?charge)|only on (?:a )?charge|use with charge|\((?:usable |use )?only (?:on (?:a )?charge|while charging)\))\s*[:;,.]?\s*/i;
const alsoRe = /^(?:usable on (?:a )?charge|\((?:usable|useable|may use|can use) (?:on (?:a )?charge|while charging)\))\s*[:;,.]?\s*/i;

const charging: AttackReading = (name, rest, ctx, next) => {
  const only = onlyRe.exec(rest);
  const also = only ? null : alsoRe.exec(rest);
  const m = only ?? also;
  if (!m) return null;
  // "against target of charge", "against target": the charge's one target.
  const body = rest.slice(m[0].length).replace(/ against (?:the )?target(?: of (?:the |that )?charge)?(?=\.?$)/i, ", each against the same target");
  return withHeader(next(name, body, ctx), only ? "while charging" : "usable on charge");
};

/**
 * "Make 2 basic melee attacks against the same target; if both hit, target is also
 * Dazed (save ends)", "Make up to 4 … attacks; if 2 or more hit the same target, that
 * target also has -4 to all defenses": the repeated attack, then an "if N hit:" line.
 */
const bothHit: AttackReading = (name, rest, ctx, next) => {
  // "if both attacks hit", "if 2 or more hit the same target": at least that many of them.
  const m = /^(.*?)[.;,]\s*if (both|\d+ or more) (?:attacks )?hit(?: the same target)?,\s*(?:that |the )?target (?:is also|is|also is|also has|has)\s+(.+?)(?:\.\s+(\S.*?))?\.?$/i.exec(rest);
  if (!m || !/\b(?:make )?(?:up to )?(?:\d+|two|three|four) (?:basic melee |basic |melee |[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3} )?attacks\b/i.test(m[1]!)) return null;
  const count = /^both$/i.test(m[2]!) ? 2 : Number(/^\d+/.exec(m[2]!)![0]);
  const rider = effectList(m[3]!, (part) => effectsWithSubjects(part));
  const line = next(name, m[4] ? `${m[1]}. ${m[4]}` : m[1]!, ctx);
  const made = line ? / make (\d+) attacks/.exec(line) : null;
  if (!rider || !line || !made || count < 2 || Number(made[1]) < count) return null;
  return `${line}; if ${count === 2 && made[1] === "2" ? "both" : count} hit: ${rider}`;
};

/**
 * "Make 2 basic melee attacks against the same target. If both attacks hit, +10 Damage on
 * the second attack", "…; +10 Damage to second attack if both hit": the repeated attack,
 * with the bonus as a rider of its base damage ("10 damage and +10 damage if both hit").
 */
const bothHitBonus: AttackReading = (name, rest, ctx, next) => {
  const m =
    /^(.*?)[.;,]\s*if both (?:attacks )?hit,\s*\+(\d+)( [a-z]+)? damage (?:on|to) (?:the )?second attack(?:\.\s+(\S.*?))?\.?$/i.exec(rest) ??
    /^(.*?)[.;,]\s*\+(\d+)( [a-z]+)? damage (?:on|to) (?:the )?second attack if both (?:attacks )?hit(?:\.\s+(\S.*?))?\.?$/i.exec(rest);
  if (!m) return null;
  const line = next(name, m[4] ? `${m[1]}. ${m[4]}` : m[1]!, ctx);
  if (!line || !/ make 2 attacks/.test(line)) return null;
  // Right after the base damage, where the damage step reads its riders.
  const at = /^(attack [^"]*"(?:[^"\\]|\\.)*"[^:]*: [^;]+; \d+(?: [a-z]+)?(?: \+ \d+(?: [a-z]+)?)* damage)/.exec(line);
  if (!at) return null;
  return `${at[1]} and +${m[2]}${m[3]?.toLowerCase() ?? ""} damage if both hit${line.slice(at[1].length)}`;
};

/** One alternative as the language's effects; several are put in parentheses. */
function alternative(text: string): string | null {
  const e = effectList(text, (part) => effectsWithSubjects(part));
  if (e === null) return null;
  return e.includes(" and ") ? `(${e})` : e;
}

/**
 * "20 necrotic damage OR 20 fire damage", "15 acid OR fire Damage": the hit's first
 * effect is a choice. Translated with the first alternative, whose words in the line
 * are then replaced by the whole choice.
 */
const either: AttackReading = (name, rest, ctx, next) => {
  const roll = /(?:\+\d+ vs\.? [\w()]+|automatic hit)\s*[;:,]\s*/i.exec(rest);
  if (!roll) return null;
  const at = roll.index + roll[0].length;
  const hit = rest.slice(at);
  const m = /^(.+? OR .+?)(?=\s+AND\s|\s*[.;]|$)/.exec(hit);
  if (!m || /\(|\bif\b|choice/i.test(m[1]!)) return null;
  let alts = m[1]!.split(/,? OR /).map((a) => a.trim());
  // "15 acid OR fire Damage": the number and the word damage are printed once.
  const amount = /^(\d+) /.exec(alts[0]!)?.[1];
  const damageWord = /\bdamage$/i.test(alts[alts.length - 1]!);
  alts = alts.map((a) => (amount && /^[a-z]+(?: damage)?$/i.test(a) && !/^\d/.test(a) ? `${amount} ${a}` : a));
  if (damageWord) alts = alts.map((a) => (/^\d+ [a-z]+$/i.test(a) ? `${a} damage` : a));
  const rendered = alts.map(alternative);
  if (rendered.some((r) => r === null)) return null;
  const first = effectList(alts[0]!, (part) => effectsWithSubjects(part));
  const line = next(name, `${rest.slice(0, at)}${alts[0]}${hit.slice(m[1]!.length)}`, ctx);
  if (!line || !first) return null;
  const mark = `; ${first}`;
  const k = line.indexOf(mark);
  if (k < 0 || line.indexOf(mark, k + 1) >= 0) return null;
  return `${line.slice(0, k)}; either ${rendered.join(" or ")}${line.slice(k + mark.length)}`;
};

const attackReadings: AttackReading[] = [charging, bothHit, bothHitBonus, either];

/** The attack translation with these readings first; each reading may lean on the others. */
export function withChoices(translate: Translate): Translate {
  const read: Translate = (name, rest, ctx) => {
    for (const r of attackReadings) {
      const line = r(name, rest, ctx, read);
      if (line) return line;
    }
    return translate(name, rest, ctx);
  };
  return read;
}
