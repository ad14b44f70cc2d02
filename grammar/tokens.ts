// The warband language's tokens. This list is the single source for the lexer, the
// parser and the editor's highlighting (editor/src/language/highlighting.ts reads it).
import type { TokenType } from "chevrotain";
import { createToken, Lexer } from "./chevrotain.js";

/** Any word: plain identifiers and every keyword, so keywords can still be used inside phrases. */
export const Word = createToken({ name: "Word", pattern: Lexer.NA });
/** Statistic names that take a number on a card's stat line. */
export const StatName = createToken({ name: "StatName", pattern: Lexer.NA });
/** Movement modes written after a speed. */
export const MoveMode = createToken({ name: "MoveMode", pattern: Lexer.NA });
/** Alignment words on a card. */
export const Alignment = createToken({ name: "Alignment", pattern: Lexer.NA });
/** Declarations whose bodies are plain data lines. */
export const DataBlock = createToken({ name: "DataBlock", pattern: Lexer.NA });

export const Identifier = createToken({
  name: "Identifier",
  // Letters first; inner apostrophes and hyphens keep words like Zehir's or non-living whole.
  pattern: /[A-Za-z_][A-Za-z0-9_]*(?:['\u2019-][A-Za-z0-9_]+)*/,
  categories: [Word],
});

/** What a keyword is for: shown by hover and used to group highlighting. */
export type KeywordRole = "declaration" | "item" | "stat" | "alignment" | "mode" | "joiner";

interface KeywordSpec {
  word: string;
  role: KeywordRole;
  doc: string;
  categories?: TokenType[];
}

const keywordSpecs: KeywordSpec[] = [
  { word: "creature", role: "declaration", doc: "A creature stat card." },
  { word: "item", role: "declaration", doc: "An item card: level range, cost, the keywords its bearer needs, and its powers. Assign it in a warband: creature \"X\" with \"Item\"." },
  { word: "condition", role: "declaration", doc: "A condition such as Immobilized, written as core-rule content." },
  { word: "action", role: "declaration", doc: "A basic action every creature has (move, shift), written as core-rule content.", categories: [DataBlock] },
  { word: "map", role: "declaration", doc: "A battle map: size, walls, start areas, victory areas, terrain.", categories: [DataBlock] },
  { word: "scenario", role: "declaration", doc: "A scenario: point limits, how victory points are scored, how a battle is won.", categories: [DataBlock] },
  { word: "warband", role: "declaration", doc: "A warband: a faction and the creatures fielded.", categories: [DataBlock] },
  { word: "battle", role: "declaration", doc: "A battle: a scenario, a map and two warbands, ready to simulate.", categories: [DataBlock] },
  { word: "model", role: "declaration", doc: "A Chainmail model card: level, speed, armor, health, save, melee and ranged attacks, special abilities.", categories: [DataBlock] },
  { word: "terrain", role: "declaration", doc: "A terrain type: what it does to creatures that enter or occupy it (forest, fire, pit…), written as core-rule content.", categories: [DataBlock] },
  { word: "ruleset", role: "declaration", doc: "A ruleset's vocabulary: defences, damage types, factions, sizes.", categories: [DataBlock] },
  { word: "house", role: "declaration", doc: "A house-rule pack: rule options it changes and core conditions it replaces or restricts. It applies to the battles that name it.", categories: [DataBlock] },
  { word: "test", role: "declaration", doc: "A rules test: a position, scripted dice, what happens (when …) and what must then hold (expect …). Run by warband test.", categories: [DataBlock] },
  { word: "layer", role: "declaration", doc: "Which rules layer this file belongs to: core, house or cards (the default)." },
  { word: "attack", role: "item", doc: "An entry of the card's Attacks section; each is used as an attack action." },
  { word: "power", role: "item", doc: "A power: a permission (can/cannot), a continuous modifier or a triggered power." },
  { word: "aura", role: "item", doc: "A continuous power that affects creatures within N squares; off while its creature is inactive." },
  { word: "text", role: "item", doc: "Card text kept verbatim because it is not structured yet. It does nothing in play." },
  { word: "level", role: "stat", doc: "The creature's level.", categories: [StatName] },
  { word: "cost", role: "stat", doc: "Points paid to field the creature; also the VP an opponent scores for destroying it.", categories: [StatName] },
  { word: "hp", role: "stat", doc: "Hit points. Bloodied defaults to half, rounded down to a multiple of 5.", categories: [StatName] },
  { word: "bloodied", role: "stat", doc: "The bloodied score: the creature is bloodied while its hit points are at or below it.", categories: [StatName] },
  { word: "champion", role: "stat", doc: "Champion rating: champion-power uses per battle and the bonus die in champion tests.", categories: [StatName] },
  { word: "AC", role: "stat", doc: "Armor Class defence.", categories: [StatName] },
  { word: "Fort", role: "stat", doc: "Fortitude defence.", categories: [StatName] },
  { word: "Ref", role: "stat", doc: "Reflex defence.", categories: [StatName] },
  { word: "Will", role: "stat", doc: "Will defence.", categories: [StatName] },
  { word: "speed", role: "stat", doc: "Squares per move action, optionally followed by a movement mode (flight, burrow)." },
  { word: "size", role: "stat", doc: "Medium (1 square), Large (2×2), Huge (3×3)…" },
  { word: "keywords", role: "stat", doc: "The creature's keywords, comma separated." },
  { word: "factions", role: "stat", doc: "The factions the creature can join, comma separated." },
  { word: "unique", role: "stat", doc: "Only one creature of this name per warband." },
  { word: "good", role: "alignment", doc: "Good alignment: cannot share a warband with Evil creatures.", categories: [Alignment] },
  { word: "evil", role: "alignment", doc: "Evil alignment: cannot share a warband with Good creatures.", categories: [Alignment] },
  { word: "unaligned", role: "alignment", doc: "No alignment: joins any warband of a faction it shares.", categories: [Alignment] },
  { word: "flight", role: "mode", doc: "Flight: ignores difficult terrain and pits while moving.", categories: [MoveMode] },
  { word: "burrow", role: "mode", doc: "Burrow: moves through walls, enemies and terrain; never provokes.", categories: [MoveMode] },
  { word: "phasing", role: "mode", doc: "Phasing: moves through walls, enemies and terrain other than pits; provokes as usual.", categories: [MoveMode] },
  { word: "and", role: "joiner", doc: "Joins effects that resolve one after another." },
];

function keywordPattern(word: string): RegExp {
  // Case-insensitive whole words; the Identifier longer_alt keeps "levels" an identifier.
  return new RegExp(word.replace(/[A-Za-z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`));
}

export const keywordTokens: Record<string, TokenType> = {};
export const keywordDocs: { word: string; role: KeywordRole; doc: string }[] = [];
for (const spec of keywordSpecs) {
  const categories = spec.role === "joiner" ? [] : [Word, ...(spec.categories ?? [])];
  keywordTokens[spec.word] = createToken({
    name: `Kw_${spec.word}`,
    pattern: keywordPattern(spec.word),
    longer_alt: Identifier,
    categories,
  });
  keywordDocs.push({ word: spec.word, role: spec.role, doc: spec.doc });
}
export const kw = keywordTokens;

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\f\v\u00a0]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\n]*/, group: "comments" });
export const Newline = createToken({ name: "Newline", pattern: /\n/, line_breaks: true });
/** A string; an unterminated one still lexes (to the end of the line) so the compiler can say so. */
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\n]|\\.)*"?/ });
export const Integer = createToken({ name: "Integer", pattern: /\d+/ });
export const LCurly = createToken({ name: "LCurly", pattern: /{/ });
export const RCurly = createToken({ name: "RCurly", pattern: /}/ });
export const LParen = createToken({ name: "LParen", pattern: /\(/ });
export const RParen = createToken({ name: "RParen", pattern: /\)/ });
export const Colon = createToken({ name: "Colon", pattern: /:/ });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/ });
export const Comma = createToken({ name: "Comma", pattern: /,/ });
export const Plus = createToken({ name: "Plus", pattern: /\+/ });
// Card text often prints a minus as an en dash or a true minus sign.
export const Minus = createToken({ name: "Minus", pattern: /[-\u2013\u2212]/ });

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  Newline,
  StringLiteral,
  Integer,
  LCurly,
  RCurly,
  LParen,
  RParen,
  Colon,
  Semicolon,
  Comma,
  Plus,
  Minus,
  ...Object.values(keywordTokens),
  Identifier,
  Word,
  StatName,
  MoveMode,
  Alignment,
  DataBlock,
];
