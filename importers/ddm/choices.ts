// Attack forms built on choices and on the charge: "Use only while charging: …" and
// "(usable on charge)", riders that need both repeated attacks to hit ("if both hit,
// target is also Dazed"), and choices between effects ("20 necrotic damage OR 20 fire
// damage"). Each reading rewrites the card text into a form the attack translation
// reads, then adds what it took out to the translated line.
// ddm-battle-rules-2011.txt § Charge; § Attack Roll (Repeated Attacks); § Activated Powers
import type { AttackContext } from "./attack.js";
import { attackPair, basicWithHitEffects } from "./attack-pairs.js";
import { damageTypes, effectList } from "./effects.js";
import { effectsWithSubjects } from "./phrases.js";
import { readEach, sentences } from "./text.js";

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
const onlyRe = /^(?:(?:use|usable) only (?:while charging|on (?:a )?charge)|only on (?:a )?charge|use with charge|\((?:usable |use )?only (?:on (?:a )?charge|while charging)\))\s*[:;,.]?\s*/i;
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
  const m =
    /^(.*?)[.;,]\s*if (both|\d+ or more) (?:attacks )?hit(?: the same target)?,\s*(?:that |the )?target (?:is also|is|also is|also has|has)\s+(.+?)(?:\.\s+(\S.*?))?\.?$/i.exec(rest) ??
    // "…; if both hit, make a basic melee attack against another target within reach": one more attack, at anyone else.
    /^(.*?)[.;,]\s*if (both|\d+ or more) (?:attacks )?hit,?\s*(make an? basic melee attack against (?:another|a different) target(?: within reach)?)(?:\.\s+(\S.*?))?\.?$/i.exec(rest);
  if (!m || !/\b(?:make )?(?:up to )?(?:\d+|two|three|four) (?:basic melee |basic |melee |[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3} )?attacks\b/i.test(m[1]!)) return null;
  const count = /^both$/i.test(m[2]!) ? 2 : Number(/^\d+/.exec(m[2]!)![0]);
  const rider = /^make /i.test(m[3]!) ? "this creature makes basic melee attack against different target" : effectList(m[3]!, (part) => effectsWithSubjects(part));
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
 * "RECHARGE Clip OR RECHARGE Two-Handed Grip (choose one)", "Immobilized OR Weakened
 * (opponent's choice)", "target takes 20 fire damage or 20 cold damage": a rider after the hit's first effect that is a choice, each
 * alternative read as effects are; null when the part is not of that form.
 */
export function riderChoice(part: string): string | null {
  // "then target takes 20 fire damage or 20 cold damage": one amount of damage or the other, the attacker's player choosing.
  const takes = /^((?:the )?target|that enemy) takes (\d+ (?:[a-z]+ )?damage),? or (\d+ (?:[a-z]+ )?damage)$/i.exec(part.trim());
  if (takes) {
    const read = readEach([takes[2]!, takes[3]!], (d) => alternative(`${takes[1]} takes ${d}`));
    return read ? `either ${read.join(" or ")}` : null;
  }
  const m = /^(.+?)\s*\((choose one|opponent's choice)\)$/i.exec(part.trim());
  const alts = m ? m[1]!.split(/\s+OR\s+/) : [];
  if (alts.length < 2) return null;
  const read = readEach(alts, alternative);
  return read ? `${/opponent/i.test(m![2]!) ? "opponent chooses" : "either"} ${read.join(" or ")}` : null;
}

/** Where the hit text starts: just after the roll ("+12 vs. AC; "), or -1. */
function hitStart(rest: string): number {
  const roll = /(?:\+\d+ vs\.? [\w()]+|automatic hit)\s*[;:,]\s*/i.exec(rest);
  return roll ? roll.index + roll[0].length : -1;
}

/**
 * The attack read with its hit's first effect replaced by a choice: translated with the
 * first alternative in place of `said` (the printed choice at `at`), whose words in the
 * line are then replaced by the whole choice.
 */
function withChoice(name: string, rest: string, ctx: AttackContext, next: Translate, at: number, said: string, alts: string[], lead = "either"): string | null {
  if (alts.length < 2) return null;
  const rendered = readEach(alts, alternative);
  if (!rendered) return null;
  const first = effectList(alts[0]!, (part) => effectsWithSubjects(part));
  const line = next(name, `${rest.slice(0, at)}${alts[0]}${rest.slice(at + said.length)}`, ctx);
  if (!line || !first) return null;
  const mark = `; ${first}`;
  const k = line.indexOf(mark);
  if (k < 0 || line.indexOf(mark, k + 1) >= 0) return null;
  return `${line.slice(0, k)}; ${lead} ${rendered.join(" or ")}${line.slice(k + mark.length)}`;
}

/**
 * "20 necrotic damage OR 20 fire damage", "15 acid OR fire Damage": the hit's first
 * effect is a choice; "20 psychic damage OR Stunned (opponent's choice)": one the
 * opponent makes ("opponent chooses …").
 */
const either: AttackReading = (name, rest, ctx, next) => {
  const at = hitStart(rest);
  if (at < 0) return null;
  const hit = rest.slice(at);
  const m = /^(.+? OR .+?)(\s*\(opponent's choice\))?(?=\s+AND\s|\s*[.;]|$)/i.exec(hit);
  if (!m || /\(|\bif\b|choice|\bchoose\b/i.test(m[1]!)) return null;
  // "5 damage AND Dazed OR Slowed (opponent's choice)": the choice is the last rider's (riderChoice).
  if (m[2] && /\sAND\s/.test(m[1]!)) return null;
  let alts = m[1]!.split(/,? OR /).map((a) => a.trim());
  // "15 acid OR fire Damage": the number and the word damage are printed once.
  const amount = /^(\d+) /.exec(alts[0]!)?.[1];
  const damageWord = /\bdamage$/i.test(alts[alts.length - 1]!);
  alts = alts.map((a) => (amount && /^[a-z]+(?: damage)?$/i.test(a) && damageTypes.has(a.split(" ")[0]!.toLowerCase()) ? `${amount} ${a}` : a));
  if (damageWord) alts = alts.map((a) => (/^\d+ [a-z]+$/i.test(a) ? `${a} damage` : a));
  return withChoice(name, rest, ctx, next, at, m[0], alts, m[2] ? "opponent chooses" : "either");
};

/**
 * "Choose 1 effect: 10 acid damage, 10 cold damage or 10 fire damage", "15 damage OR
 * Choose 1 of: 25 damage AND push 3, OR ongoing 10 damage AND Immobilized (save ends
 * both)", "target has -2 AC (save ends) OR grants combat advantage until the end of its
 * next turn": the hit's effects, up to the sentence's end, are a choice whose alternatives
 * may hold several effects each. ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects
 */
const chooseOne: AttackReading = (name, rest, ctx, next) => {
  const at = hitStart(rest);
  if (at < 0) return null;
  const said = sentences(rest.slice(at))[0] ?? "";
  const m = /^(?:(.+?),? OR )?choose (?:1|one)(?: effect| of(?: the following)?)?\s*:\s*(.+)$/i.exec(said);
  const body = m ? m[2]! : said;
  // Without "choose", only an OR between effects on the target, of which the first names it.
  if (!m && !(/ OR /.test(body) && /^(?:the )?target (?:creature )?(?:has|is|gets|takes)\b/i.test(body))) return null;
  const list = splitOutside(body, /^,?\s+or\s+/i);
  // "10 acid damage, 10 cold damage or 10 fire damage": a list whose last two are joined by "or".
  const alts = (list.length === 2 && !m?.[1] ? [...splitOutside(list[0]!, /^,\s+(?=\d)/), list[1]!] : list).map((a) =>
    // "target creature has -2 AC OR grants combat advantage": the later alternatives speak of the target too.
    a.replace(/^(?:the )?target creature\b/i, "target").replace(/^(has|is|gets|takes|grants)\b/i, "target $1"),
  );
  return withChoice(name, rest, ctx, next, at, said.replace(/\.$/, ""), m?.[1] ? [m[1], ...alts] : alts);
};

/** The text split where `sep` matches outside parentheses. */
function splitOutside(text: string, sep: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    const m = depth === 0 ? sep.exec(text.slice(i)) : null;
    if (m && m[0].length > 0) {
      out.push(text.slice(from, i).trim());
      i += m[0].length - 1;
      from = i + 1;
    }
  }
  out.push(text.slice(from).trim());
  return out.filter((x) => x !== "");
}

const attackReadings: AttackReading[] = [charging, bothHit, bothHitBonus, either, chooseOne, attackPair, basicWithHitEffects];

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

/**
 * "this creature or 1 living ally within 5 squares of this creature heals 10 HP": the
 * attacker's player chooses who, as a choice between the effect on each
 * ("either this creature heals 10 or one Living ally within 5 squares heals 10"); null
 * when the part is not of that form. ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects
 */
export function subjectChoice(part: string): string | null {
  const m = /^this creature or ((?:1|one|an?) .+?) (heals?|regains?|shifts?|teleports?|gains?|gets?|has) (.+)$/i.exec(part.trim());
  if (!m) return null;
  const other = m[1]!.replace(/\bliving\b/, "Living");
  const verb = m[2]!.toLowerCase().replace(/^(heal|regain|shift|teleport|gain|get)$/, "$1s");
  const self = effectsWithSubjects(`this creature ${verb} ${m[3]}`);
  const them = effectsWithSubjects(`${other} ${verb} ${m[3]}`);
  if (!self || !them || self.includes(" and ") || them.includes(" and ")) return null;
  return `either ${self} or ${them}`;
}
