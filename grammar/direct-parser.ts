// Declarations read straight from their tokens into the AST, in one pass. The CST
// parser (grammar/parser.ts) builds a node for every word, which grammar/cst-to-ast.ts
// then walks; for the common case, a piece of a file (grammar/chunks.ts) without syntax
// errors, this reads the same grammar without the nodes (lexing and reading the DDM
// corpus's cards: about a third of the CPU). Anything else (a token where the grammar
// has none, a choice the grammar leaves to its lookahead) gives null, and the CST
// parser reads the piece, with its errors and their recovery. Where this gives an AST
// it is the one the CST parser gives (test/grammar/direct-parser.test.ts).
import type { IToken, TokenType } from "chevrotain";
import type {
  Atom,
  Body,
  CreatureItem,
  DataBlockKind,
  DataLine,
  Declaration,
  GroupAtom,
  LayerAst,
  Name,
  Phrase,
  PowerAst,
  Segment,
  StatAst,
  StringAtom,
  WordAtom,
} from "./ast.js";
import { intAtom, span, stringAtom, tokenAtom, tokenRange, unquote, word } from "./cst-to-ast.js";
import type { Range } from "./source.js";
import {
  Alignment,
  Colon,
  Comma,
  DataBlock,
  Identifier,
  Integer,
  kw,
  LCurly,
  LParen,
  Minus,
  MoveMode,
  Newline,
  Plus,
  RCurly,
  RParen,
  Semicolon,
  StatName,
  StringLiteral,
  Word,
} from "./tokens.js";

const inCategory = (c: TokenType) => new Set([...Object.values(kw).filter((t) => (t.CATEGORIES ?? []).includes(c))]);
/** Token types that are words: plain identifiers and every keyword but "and". */
const words = new Set([Identifier, ...inCategory(Word)]);
const statNames = inCategory(StatName);
const moveModes = inCategory(MoveMode);
const alignments = inCategory(Alignment);
const dataBlocks = inCategory(DataBlock);
/** What a statistic on a stat line opens with (grammar/parser.ts, rule stat). */
const statOpeners = new Set([...statNames, ...alignments, kw.speed!, kw.keywords!, kw.factions!, kw.size!, kw.unique!]);
const segmentSeparators = new Set<TokenType | undefined>([Semicolon]);
const phraseSeparators = new Set<TokenType | undefined>([Comma, kw.and!]);
/** Separators that are plain content inside parentheses. */
const groupSymbols = new Set([Comma, kw.and!, Colon, Semicolon]);

/** Thrown when the piece is not one this reader takes; the CST parser then reads it. */
const NOT_MINE = { notMine: true };

/** The range a CST node from `first` to `last` gets (grammar/cst-to-ast.ts nodeRange). */
function between(first: IToken, last: IToken): Range {
  return {
    start: { offset: first.startOffset, line: first.startLine ?? 1, column: first.startColumn ?? 1 },
    end: { offset: (last.endOffset ?? first.startOffset) + 1, line: last.endLine ?? 1, column: (last.endColumn ?? 0) + 1 },
  };
}

class CardReader {
  private at = 0;
  constructor(private readonly tokens: IToken[]) {}

  private type(ahead = 0): TokenType | undefined {
    return this.tokens[this.at + ahead]?.tokenType;
  }

  private take(type?: TokenType): IToken {
    const t = this.tokens[this.at];
    if (!t || (type && t.tokenType !== type)) throw NOT_MINE;
    this.at++;
    return t;
  }

  private skipNewlines(): void {
    while (this.type() === Newline) this.at++;
  }

  private last(): IToken {
    return this.tokens[this.at - 1]!;
  }

  /** Rule file: newlines and declarations. */
  file(): Declaration[] {
    const declarations: Declaration[] = [];
    while (this.at < this.tokens.length) {
      if (this.type() === Newline) this.at++;
      else declarations.push(this.declaration());
    }
    return declarations;
  }

  /** Rule declaration, and the declaration grammar/cst-to-ast.ts makes of it. */
  private declaration(): Declaration {
    const type = this.type();
    if (type === kw.creature || type === kw.item) return this.card();
    if (type === kw.condition) return this.condition();
    if (type && dataBlocks.has(type)) return this.dataBlock();
    if (type === kw.layer) return this.layer();
    if (this.opensPower()) return this.namedPower();
    throw NOT_MINE;
  }

  private opensPower(): boolean {
    const type = this.type();
    return type === kw.power || type === kw.aura || (type === kw.champion && this.type(1) === kw.power);
  }

  private layer(): LayerAst {
    const k = this.take();
    const layer = this.word();
    const label = this.type() === StringLiteral ? stringAtom(this.take()) : null;
    return { kind: "layer", layer, label, range: between(k, this.last()) };
  }

  /** `keyword name { … }`: what is inside read by `inside` until the closing brace, newlines between skipped. */
  private block(inside: () => void): { k: IToken; keyword: WordAtom; name: Name; range: Range } {
    const k = this.take();
    const keyword = word(k);
    const name = this.declName();
    this.take(LCurly);
    for (;;) {
      const type = this.type();
      if (type === Newline) this.at++;
      else if (type === RCurly) break;
      else inside();
    }
    return { k, keyword, name, range: between(k, this.take(RCurly)) };
  }

  private condition(): Declaration {
    const lines: Body[] = [];
    const { keyword, name, range } = this.block(() => lines.push(this.body()));
    return { kind: "condition", keyword, name, lines, range };
  }

  /** Rule dataDecl: map, scenario, warband, battle, action, ruleset…: a name and lines of data. */
  private dataBlock(): Declaration {
    const lines: DataLine[] = [];
    const { keyword, name, range } = this.block(() => lines.push(this.dataLine()));
    return { kind: keyword.lower as DataBlockKind, keyword, name, lines, range };
  }

  private dataLine(): DataLine {
    const key = this.word();
    const atoms: Atom[] = [key];
    for (;;) {
      const type = this.type();
      if (type === Comma || type === kw.and || type === Colon) atoms.push(tokenAtom(this.take())!);
      else if (this.opensAtom()) atoms.push(this.atom());
      else break;
    }
    return { key, atoms: atoms.slice(1), range: span(key.range, atoms[atoms.length - 1]!.range) };
  }

  /** A named power ("Sneak Attack N") declared once, outside any creature; its header holds its quoted name. */
  private namedPower(): Declaration {
    const { k, header, body } = this.powerParts();
    const nameAtom = header.find((a): a is StringAtom => a.kind === "string");
    if (!nameAtom) throw NOT_MINE;
    const keyword = word(k);
    const range = between(k, this.last());
    const power: PowerAst = { kind: keyword.lower === "aura" ? "aura" : "power", keyword, champion: false, header, body, range };
    return { kind: "named-power", keyword, name: { text: nameAtom.value, quoted: true, range: nameAtom.range }, power, range };
  }

  private card(): Declaration {
    const items: CreatureItem[] = [];
    const { k, keyword, name, range } = this.block(() => this.creatureItem(items));
    return k.tokenType === kw.creature ? { kind: "creature", keyword, name, items, range } : { kind: "item", keyword, name, items, range };
  }

  private declName(): Name {
    const t = this.take();
    if (t.tokenType === StringLiteral) return { text: unquote(t.image).value, quoted: true, range: tokenRange(t) };
    if (words.has(t.tokenType)) return { text: t.image, quoted: false, range: tokenRange(t) };
    throw NOT_MINE;
  }

  /** Rule creatureItem: an attack, a power or aura, a stat line or a text line. */
  private creatureItem(items: CreatureItem[]): void {
    const type = this.type();
    if (type === kw.attack) items.push(this.attack());
    else if (this.opensPower()) items.push(this.power());
    else if (type && statOpeners.has(type)) {
      do {
        // "champion" then "power" after a statistic is a choice for the parser's lookahead: not read here.
        if (this.type() === kw.champion && this.type(1) === kw.power) throw NOT_MINE;
        items.push(this.stat());
      } while (statOpeners.has(this.type()!));
    } else if (type === kw.text) {
      const k = this.take();
      const s = this.take(StringLiteral);
      items.push({ kind: "text", keyword: word(k), text: stringAtom(s), range: between(k, s) });
    } else throw NOT_MINE;
  }

  /** Rule stat, and the StatAst grammar/cst-to-ast.ts makes of it. */
  private stat(): StatAst {
    const k = this.take();
    const key = word(k);
    const type = k.tokenType;
    let value: StatAst["value"] = null;
    let upTo: StatAst["upTo"] = null;
    let mode: StatAst["mode"] = null;
    let listed: StatAst["words"] = [];
    if (statNames.has(type)) {
      if (this.type() === Integer) {
        value = intAtom(this.take());
        if (this.type() === Minus) {
          this.at++;
          upTo = intAtom(this.take(Integer));
        }
      }
    } else if (type === kw.speed) {
      if (this.type() === Integer) {
        value = intAtom(this.take());
        if (moveModes.has(this.type()!)) mode = word(this.take());
      }
    } else if (type === kw.keywords || type === kw.factions) {
      listed = [this.word()];
      while (this.type() === Comma) {
        this.at++;
        listed.push(this.word());
      }
    } else if (type === kw.size) listed = [this.word()];
    return { kind: "stat", key, value, upTo, mode, words: listed, range: between(k, this.last()) };
  }

  private word(): WordAtom {
    const t = this.take();
    if (!words.has(t.tokenType)) throw NOT_MINE;
    return word(t);
  }

  private attack(): CreatureItem {
    const k = this.take();
    const header = this.header();
    this.take(Colon);
    this.skipNewlines();
    const body = this.body();
    return { kind: "attack", keyword: word(k), header, body, range: between(k, this.last()) };
  }

  /** Rule powerItem: its keyword, its header and, after a colon, its body. */
  private powerParts(): { k: IToken; header: Atom[]; body: Body } {
    const k = this.take();
    if (k.tokenType === kw.champion) this.take(kw.power);
    const header = this.header();
    let body: Body = [];
    if (this.type() === Colon) {
      this.at++;
      this.skipNewlines();
      body = this.body();
    }
    return { k, header, body };
  }

  private power(): CreatureItem {
    const { k, header, body } = this.powerParts();
    const keyword = word(k);
    return { kind: keyword.lower === "aura" ? "aura" : "power", keyword, champion: keyword.lower === "champion", header, body, range: between(k, this.last()) };
  }

  private header(): Atom[] {
    const atoms: Atom[] = [];
    while (this.opensAtom()) atoms.push(this.atom());
    return atoms;
  }

  /** One or more of `item`, between them one of `separators`, newlines after a separator skipped. */
  private separated<T>(item: () => T, separators: ReadonlySet<TokenType | undefined>): T[] {
    const items = [item()];
    while (separators.has(this.type())) {
      this.at++;
      this.skipNewlines();
      items.push(item());
    }
    return items;
  }

  /** Rule body: segments separated by ";". */
  private body(): Body {
    return this.separated(() => this.segment(), segmentSeparators);
  }

  private segment(): Segment {
    const first = this.phraseList();
    let head: Phrase[] | null = null;
    let phrases = first;
    if (this.type() === Colon) {
      this.at++;
      this.skipNewlines();
      head = first;
      phrases = this.phraseList();
    }
    const all = [...(head ?? []), ...phrases];
    return { head, phrases, range: span(all[0]!.range, all[all.length - 1]!.range) };
  }

  /** Rule phraseList: phrases separated by "," or "and". */
  private phraseList(): Phrase[] {
    return this.separated(() => this.phrase(), phraseSeparators);
  }

  private phrase(): Phrase {
    const atoms = this.header();
    if (atoms.length === 0) throw NOT_MINE;
    return { atoms, range: span(atoms[0]!.range, atoms[atoms.length - 1]!.range) };
  }

  private opensAtom(): boolean {
    const type = this.type();
    return type !== undefined && (words.has(type) || type === Integer || type === StringLiteral || type === Plus || type === Minus || type === LParen);
  }

  /** Rule atom: a word, a number, a quoted name, a sign or a part in parentheses. */
  private atom(): Atom {
    const t = this.take();
    const type = t.tokenType;
    if (words.has(type)) return word(t);
    if (type === Integer) return intAtom(t);
    if (type === StringLiteral) return stringAtom(t);
    if (type === LParen) return this.group(t);
    return tokenAtom(t)!;
  }

  /** Rule group: inside parentheses, separators and newlines are plain content. */
  private group(open: IToken): GroupAtom {
    const atoms: Atom[] = [];
    for (;;) {
      const type = this.type();
      if (type === RParen) break;
      if (type === Newline) this.at++;
      else if (type && groupSymbols.has(type)) atoms.push(tokenAtom(this.take())!);
      else if (this.opensAtom()) atoms.push(this.atom());
      else throw NOT_MINE;
    }
    return { kind: "group", atoms, range: between(open, this.take(RParen)) };
  }
}

/** The declarations of a piece of a file without syntax errors; null for any other piece. */
export function readDeclarations(tokens: IToken[]): Declaration[] | null {
  try {
    return new CardReader(tokens).file();
  } catch (e) {
    if (e === NOT_MINE) return null;
    throw e;
  }
}
