// One card's draft: each power read into warband lines, or kept as text (null) when no
// reading fits; card-render.ts writes the draft as the card's file.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card; § Appendix A
import { translateAttack } from "./attack.js";
import { attackAction } from "./attack-actions.js";
import { attackUse } from "./attack-uses.js";
import { withChoices } from "./choices.js";
import { fileNameOf, type Card, type CardPower } from "./card.js";
import { translatePower } from "./power.js";
import { withTypes } from "./power-types.js";
import { normalise, plainAnd, splitName } from "./text.js";
import { pattern } from "./patterns.js";
import { cardConditions, conditionNamesRestored, withCardConditions, type CardConditions } from "./card-conditions.js";
import type { CardDraft, PowerDraft } from "./card-render.js";

/** The card's own "Reach N" power, which every melee attack without a printed reach uses. */
function cardReach(card: Card): number | null {
  for (const p of card.powers) {
    const m = /^reach\s+(\d+)[.;]?$/i.exec(p.text.trim());
    if (m) return Number(m[1]);
  }
  return null;
}

/**
 * Powers the stat line says: the movement mode and Reach N; and a champion power printed
 * as "N/A" or "None" (a card with no champion power, its rating 0 or none), which the
 * stat line's missing champion rating says. ddm-battle-rules-2011.txt § Champion Powers
 */
function foldedPower(p: CardPower, card: Card): boolean {
  const t = p.text.trim().replace(/[.;]$/, "").replace(/\s+/g, " ").toLowerCase();
  if (t === "flight" || t === "burrow") return true;
  if (p.type === "CHAMPION") return noChampionPower(t) && !card.championRating;
  return /^reach \d+$/.test(t);
}

/** "N/A", "None", a dash: the card says it has no champion power. */
function noChampionPower(text: string): boolean {
  return /^(?:n\/a|none|-|—|–)$/i.test(text.trim().replace(/[.;]$/, ""));
}

const readAttack = withChoices(translateAttack);

/**
 * An Attacks-section entry's name and the rest. "When Sharks Attack: +13 vs. AC; …" is a
 * name though it opens like a trigger, since a roll or parentheses follow it; an entry
 * printed without a name is named by its opening words when it makes other attacks
 * ("Make 2 basic melee attacks"), else "Basic Attack" or "Attack" (the language needs a
 * name to refer to the attack by).
 */
export function attackName(text: string, basic: boolean): { name: string; rest: string } {
  const split = splitName(text);
  if (split.name) return { name: split.name, rest: split.rest };
  const named = /^([^:;()]{1,60}?):\s*((?:\(|\+?\d+ vs\b|automatic hit\b).*)$/i.exec(text);
  // "Minor action: +10 vs. AC" and "Use only while bloodied: (…)" open the attack; they do not name it.
  if (named && !/^(use|usable|only|immediate|minor|move|free|replaces|full)\b/i.test(named[1]!)) return { name: named[1]!.trim(), rest: named[2]!.trim() };
  // "Wave of Sleep (blast 5) +18 vs. Will; …": the colon left out after the name, the attack's range and roll following it.
  const unmarked = /^([A-Z][\w'-]*(?: [A-Za-z][\w'-]*){0,4}) (\((?:blast|burst|range|reach|line|radius|sight|close|area)\b[^()]*\)\s*\+\d+ vs\b.*)$/.exec(text);
  if (unmarked) return { name: unmarked[1]!, rest: unmarked[2]! };
  const opening = /^make /i.test(text) ? (text.split(/[:.;]/)[0] ?? "").slice(0, 60).trim() : basic ? "Basic Attack" : "Attack";
  return { name: opening, rest: text };
}

export function draftCard(card: Card): CardDraft {
  const conditions = cardConditions(card);
  return withCardConditions(conditions, () => draftWith(card, conditions));
}

function draftWith(card: Card, conditions: CardConditions): CardDraft {
  const reach = cardReach(card);
  let firstAttack = true;
  const basicPower = card.powers.find((p) => p.type === "ATTACK");
  const basicText = basicPower ? attackName(normalise(basicPower.text), true).rest : undefined;
  // Every attack of the card by name, for an attack that makes another one ("Make 2 Claw attacks").
  const attacks: Record<string, string> = {};
  const printedNames: string[] = [];
  for (const p of card.powers.filter((x) => x.type === "ATTACK")) {
    const { name, rest } = splitName(normalise(p.text));
    if (name && !(name.toLowerCase() in attacks)) printedNames.push(name);
    if (name) attacks[name.toLowerCase()] ??= rest;
  }
  // Their names in lower case, for "a Claw Attack" said of one (attackNamesPlain).
  const attackNames = Object.keys(attacks);
  // The card's other powers by name, for "an attack with Defender": the attack that power makes.
  const powerNames = card.powers.flatMap((p) => (p.type === "ATTACK" ? [] : [splitName(normalise(p.text)).name ?? ""])).filter((n) => n && !(n.toLowerCase() in attacks));
  // The card's own attacks, for an attack's reading of them; said once for the card.
  let attacksKey: string | undefined;
  const powers = card.powers.map((power, i): PowerDraft => {
    if (power.type !== "ATTACK" && foldedPower(power, card)) return { power, lines: [], folded: true };
    const defined = conditions.definitions[i];
    if (defined) return { power, lines: [defined.line], folded: false, defines: defined.name };
    const { names } = conditions.texts[i]!;
    const text = attacksByPowers(attackNamesPlain(attackNamesMended(plainAnd(conditions.texts[i]!.text), printedNames), attackNames), powerNames);
    const gives = names.length ? { gives: names } : {};
    let lines: string[] | null;
    if (power.type === "ATTACK") {
      const basic = firstAttack;
      attacksKey ??= JSON.stringify(attacks);
      lines = readOnce(`A\0${basic}\0${power.limit ?? ""}\0${reach ?? ""}\0${basicText ?? ""}\0${attacksKey}\0${text}`, () => {
        const { name, rest } = attackName(text, basic);
        const ctx = { basic, uses: power.limit ?? null, reach, attacks, ...(basicText ? { basicText } : {}) };
        return withTypes(rest, (r) => wrap(readAttack(name, r, ctx) ?? attackAction(name, r, power.limit ?? null)) ?? attackUse(name, r, (t) => readAttack(name, t, ctx)));
      });
      firstAttack = false;
    } else {
      lines = readOnce(`${power.type}\0${power.limit ?? ""}\0${text}`, () => {
        const { name, rest } = splitName(text);
        return withTypes(rest, (r) => translatePower(name, r, power));
      });
    }
    // A power named by its opening words keeps the card's name for its condition ("Immune Petrified").
    if (lines && conditions.definitions.some(Boolean)) lines = lines.map(conditionNamesRestored);
    return { power, lines, folded: false, ...gives };
  });
  return { card, file: fileNameOf(card), powers };
}

/** One of the card's own attack names and the word "Attack" after it. */
function namedAttackWord(names: string[]): RegExp {
  return pattern(`\\b(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")}) Attack(s?)\\b`, "gi");
}

/**
 * "Use when making an attack with Defender": Defender is no attack of the card but a power
 * of it that makes one, so the attack is the one that power makes ("an attack granted by Defender").
 */
function attacksByPowers(text: string, names: string[]): string {
  if (!names.length || !/\battack with [A-Z]/.test(text)) return text;
  return names.reduce((t, n) => t.replace(new RegExp(`\\b(an? attack) with (${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})\\b`, "g"), "$1 granted by $2"), text);
}

/**
 * "after missing with Acid Breth": after "with" or "using", a name one letter off one of the
 * card's own attack names (a letter left out, added or changed in one word of four letters
 * or more) is that attack, misprinted. Names shorter than six letters are left as printed:
 * other words come that close to them.
 */
function attackNamesMended(text: string, names: string[]): string {
  // Most texts name no attack after "with" or "using": the names' patterns are not made for them.
  if (!afterWithOrUsing.test(text)) return text;
  let out = text;
  for (const name of names) {
    const words = name.split(" ");
    if (name.replace(/\W/g, "").length < 6 || !words.every((w) => /^[A-Z][\w'-]*$/.test(w))) continue;
    const said = new RegExp(`\\b((?:with|using) (?:an? |its )?)([A-Z][\\w'-]*${" [A-Z][\\w'-]*".repeat(words.length - 1)})\\b`, "g");
    out = out.replace(said, (all, lead: string, printed: string) => (oneLetterOff(printed.split(" "), words) ? `${lead}${name}` : all));
  }
  return out;
}

/** A capitalised word after "with" or "using", where attackNamesMended looks for a misprinted name. */
const afterWithOrUsing = /\b(?:with|using) (?:an? |its )?[A-Z]/;

/** The same words but for one, which is one letter off its own (left out, added or changed) and four letters or more. */
function oneLetterOff(printed: string[], words: string[]): boolean {
  const off = printed.map((w, i) => w.toLowerCase() !== words[i]!.toLowerCase());
  if (off.filter(Boolean).length !== 1) return false;
  const i = off.indexOf(true);
  const [a, b] = [printed[i]!.toLowerCase(), words[i]!.toLowerCase()];
  return Math.min(a.length, b.length) >= 4 && oneEditApart(a, b);
}

/** One letter left out, added or changed turns `a` into `b`. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const tail = (x: string, y: string) => x.slice(i + (a.length >= b.length ? 1 : 0)) === y.slice(i + (b.length >= a.length ? 1 : 0));
  return tail(a, b);
}

/**
 * "makes a Bite Attack", "resolves a Poison Sting Attack": the word after one of the card's
 * own attack names is the plain noun, whatever its capital; the name keeps its own.
 */
function attackNamesPlain(text: string, names: string[]): string {
  if (!text.includes(" Attack")) return text;
  // Most texts name none of the card's attacks before the word ("+2 Attack"): the names' pattern is not made for them.
  const lower = text.toLowerCase();
  if (!names.some((n) => lower.includes(`${n} attack`))) return text;
  // At the very start the words are the power's own name ("Claw Attack: …"), kept as printed.
  return text.replace(namedAttackWord(names), (w: string, name: string, s: string, at: number) => (at === 0 ? w : `${name} attack${s}`));
}

/**
 * A power's reading, worked out once for each text and what else it depends on (its
 * section, uses and, for an attack, the card's reach, basic attack and other attacks):
 * about one power in four on the DDM card list is printed on another card too. The
 * lines are shared between the cards' drafts, which replace them and never change them.
 */
const readings = new Map<string, string[] | null>();
function readOnce(key: string, read: () => string[] | null): string[] | null {
  let lines = readings.get(key);
  if (lines === undefined) readings.set(key, (lines = read()));
  return lines;
}

function wrap(line: string | null): string[] | null {
  return line === null ? null : [line];
}
