// One card as a warband source file: the stat lines, then each power as warband
// lines or, when no reading fits, as a `text "…"` line holding the card text.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card; § Appendix A
import { translateAttack } from "./attack.js";
import { attackAction } from "./attack-actions.js";
import { attackUse } from "./attack-uses.js";
import { withChoices } from "./choices.js";
import type { Card, CardPower } from "./card.js";
import { translatePower } from "./power.js";
import { withTypes } from "./power-types.js";
import { normalise, quoted, splitName } from "./text.js";
import { cardConditions, withCardConditions, type CardConditions } from "./card-conditions.js";

/** What became of one power of the card. */
export interface PowerDraft {
  power: CardPower;
  /** Warband lines, or null when the power is kept as text. */
  lines: string[] | null;
  /** Said by the card's stat line instead of a power line (Flight, Reach N…). */
  folded: boolean;
  /** The conditions its card defines that it gives (card-conditions.ts): kept as text if their definition is. */
  gives?: string[];
  /** The condition it defines. */
  defines?: string;
}

export interface CardDraft {
  card: Card;
  file: string;
  powers: PowerDraft[];
}

/** Old keywords have new names; alignment printed among keywords is not a keyword (ddm-battle-rules-2011.txt § Appendix A). */
const oldKeywords: Record<string, string> = {
  aberration: "Aberrant",
  animate: "Construct",
  cleric: "Divine",
  paladin: "Divine",
  fighter: "Martial",
  ranger: "Martial",
  rogue: "Martial",
  warlord: "Martial",
  warlock: "Arcane",
  wizard: "Arcane",
};
const notKeywords = new Set(["good", "evil", "unique", "neutral", "unaligned"]);

export function keywordsOf(card: Card): string[] {
  const out: string[] = [];
  for (const k of card.keywords) {
    const lower = k.trim().toLowerCase();
    if (notKeywords.has(lower)) continue;
    // A keyword of several words is one word in the language: "Magical Beast" → Magical-Beast.
    const word = (oldKeywords[lower] ?? k.trim()).replace(/[^A-Za-z0-9'-]+/g, "-").replace(/^-|-$/g, "");
    if (word && !out.includes(word)) out.push(word);
  }
  return out;
}

const alignments = { GOOD: "good", EVIL: "evil", NEUTRAL: "unaligned" } as const;

/** A file name for the card: lower case words joined by hyphens. */
export function fileNameOf(card: Card): string {
  return `${card.name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "card"}.wb`;
}

/** The card's own "Reach N" power, which every melee attack without a printed reach uses. */
function cardReach(card: Card): number | null {
  for (const p of card.powers) {
    const m = /^reach (\d+)[.;]?$/i.exec(p.text.trim());
    if (m) return Number(m[1]);
  }
  return null;
}

/** Powers the stat line says: the movement mode and Reach N. */
function foldedPower(p: CardPower): boolean {
  const t = p.text.trim().replace(/[.;]$/, "").toLowerCase();
  if (t === "flight" || t === "burrow") return true;
  return /^reach \d+$/.test(t);
}

/** Flight and Burrow, printed as a power on old cards, are the speed line's movement mode (ddm-battle-rules-2011.txt § Appendix A). */
function movementMode(c: Card): string {
  const said = (w: string) => c.powers.some((p) => p.text.trim().replace(/\.$/, "").toLowerCase() === w);
  if (c.movementMode === "FLIGHT" || said("flight")) return " flight";
  if (c.movementMode === "BURROW" || said("burrow")) return " burrow";
  return "";
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
  for (const p of card.powers.filter((x) => x.type === "ATTACK")) {
    const { name, rest } = splitName(normalise(p.text));
    if (name) attacks[name.toLowerCase()] ??= rest;
  }
  // The card's own attacks, for an attack's reading of them; said once for the card.
  let attacksKey: string | undefined;
  const powers = card.powers.map((power, i): PowerDraft => {
    if (power.type !== "ATTACK" && foldedPower(power)) return { power, lines: [], folded: true };
    const defined = conditions.definitions[i];
    if (defined) return { power, lines: [defined.line], folded: false, defines: defined.name };
    const { text, names } = conditions.texts[i]!;
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
    return { power, lines, folded: false, ...gives };
  });
  return { card, file: fileNameOf(card), powers };
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

/** The fallback: the card text verbatim (one line), which does nothing in play. */
export function textLine(p: CardPower): string {
  return `text ${quoted(p.text.replace(/\s*\n\s*/g, " "))}`;
}

export interface RenderedCard {
  text: string;
  /** For each power: its first and last line (1-based) in the file, or null when folded. */
  lines: ([number, number] | null)[];
}

export function renderCard(d: CardDraft): RenderedCard {
  const c = d.card;
  const out: string[] = [];
  out.push(`# Imported from the DDM card list${c.setInfo ? ` (${c.setInfo})` : ""}.`);
  out.push(`creature ${quoted(c.name)} {`);
  const kws = keywordsOf(c);
  const factions = c.factions.map((f) => f[0]! + f.slice(1).toLowerCase());
  out.push(
    `  level ${c.level}  cost ${c.cost}  ${alignments[c.alignment] ?? "unaligned"}` +
      (factions.length ? `  factions ${factions.join(", ")}` : "") +
      (kws.length ? `  keywords ${kws.join(", ")}` : "") +
      (c.keywords.some((k) => k.toLowerCase() === "unique") ? "  unique" : "") +
      (c.championRating ? `  champion ${c.championRating}` : ""),
  );
  const mode = movementMode(c);
  out.push(`  AC ${c.ac}  Fort ${c.fort}  Ref ${c.ref}  Will ${c.will}  speed ${c.speed}${mode}  hp ${c.hp}`);
  const lines: ([number, number] | null)[] = [];
  for (const p of d.powers) {
    if (p.folded) {
      // Said by the stat line (Flight, Burrow) or by every melee attack's header (Reach N).
      out.push(`  # ${p.power.text.replace(/\s+/g, " ").trim()}: on the ${/^reach/i.test(p.power.text.trim()) ? "melee attacks' headers" : "speed line"}`);
      lines.push(null);
      continue;
    }
    const body = p.lines ?? [textLine(p.power)];
    const start = out.length + 1;
    for (const l of body) out.push(`  ${l}`);
    lines.push([start, out.length]);
  }
  out.push("}");
  return { text: `${out.join("\n")}\n`, lines };
}
