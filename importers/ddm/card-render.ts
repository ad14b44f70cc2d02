// A card's draft as its warband source file: the stat lines, then each power as the
// lines its reading gave or, when none fits, as a `text "…"` line holding the card text.
// Apart from the readers (card-file.ts drafts the cards), so that the import's main
// thread can write and compile the files while another thread reads the cards.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card; § Appendix A
import type { Card, CardPower } from "./card.js";
import { quoted } from "./text.js";

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

/** Flight and Burrow, printed as a power on old cards, are the speed line's movement mode (ddm-battle-rules-2011.txt § Appendix A). */
function movementMode(c: Card): string {
  const said = (w: string) => c.powers.some((p) => p.text.trim().replace(/\.$/, "").toLowerCase() === w);
  if (c.movementMode === "FLIGHT" || said("flight")) return " flight";
  if (c.movementMode === "BURROW" || said("burrow")) return " burrow";
  return "";
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
      // Said by the stat line (Flight, Burrow; no champion rating, no champion power) or by every melee attack's header (Reach N).
      const said = p.power.type === "CHAMPION" ? "no champion power" : `on the ${/^reach/i.test(p.power.text.trim()) ? "melee attacks' headers" : "speed line"}`;
      out.push(`  # ${p.power.text.replace(/\s+/g, " ").trim()}: ${said}`);
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
