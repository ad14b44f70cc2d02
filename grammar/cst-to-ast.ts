// CST → AST. Chevrotain groups a node's children by kind, so ordered content
// (phrases, data lines) is re-sorted by offset. Nodes the parser built during error
// recovery may miss parts; those parts are skipped here, since the parser has already
// reported the error.
import type { CstElement, CstNode, IToken } from "chevrotain";
import type {
  Atom,
  Body,
  CreatureAst,
  CreatureItem,
  DataBlockAst,
  DataBlockKind,
  DataLine,
  Declaration,
  FileAst,
  IntAtom,
  Name,
  NamedPowerAst,
  Phrase,
  PowerAst,
  Segment,
  StatAst,
  StringAtom,
  SymbolAtom,
  WordAtom,
} from "./ast.js";
import type { Range } from "./source.js";

function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

function usable(t: IToken | undefined): t is IToken {
  return t !== undefined && !t.isInsertedInRecovery && !Number.isNaN(t.startOffset);
}

export function tokenRange(t: IToken): Range {
  return {
    start: { offset: t.startOffset, line: t.startLine ?? 1, column: t.startColumn ?? 1 },
    end: { offset: (t.endOffset ?? t.startOffset) + 1, line: t.endLine ?? 1, column: (t.endColumn ?? 0) + 1 },
  };
}

/**
 * The tokens of the text being converted, in text order. The parser tracks only the
 * offsets of nodes (cheaper than their lines and columns too); a node's lines and
 * columns are those of the tokens it starts and ends with, found here by offset.
 */
let textTokens: IToken[] = [];

/** The token starting (or, with `end`, ending) at this offset. */
function tokenAt(offset: number, end: boolean): IToken | undefined {
  let lo = 0;
  let hi = textTokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = textTokens[mid]!;
    const at = end ? t.endOffset! : t.startOffset;
    if (at === offset) return t;
    if (at < offset) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

function nodeRange(n: CstNode): Range | null {
  const l = n.location;
  if (!l || Number.isNaN(l.startOffset) || l.endOffset === undefined || Number.isNaN(l.endOffset)) return null;
  const first = tokenAt(l.startOffset, false);
  const last = tokenAt(l.endOffset, true);
  return {
    start: { offset: l.startOffset, line: first?.startLine ?? 1, column: first?.startColumn ?? 1 },
    end: { offset: l.endOffset + 1, line: last?.endLine ?? 1, column: (last?.endColumn ?? 0) + 1 },
  };
}

export function span(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

function offsetOf(e: CstElement): number {
  return isToken(e) ? e.startOffset : (e.location?.startOffset ?? Number.NaN);
}

/** All children of a node in source order, recovery debris removed. */
function ordered(n: CstNode): CstElement[] {
  const all: CstElement[] = [];
  const offsets: number[] = [];
  let sorted = true;
  for (const key in n.children) {
    for (const e of n.children[key]!) {
      const at = offsetOf(e);
      if (Number.isNaN(at)) continue;
      if (offsets.length && at < offsets[offsets.length - 1]!) sorted = false;
      all.push(e);
      offsets.push(at);
    }
  }
  // Most nodes have one kind of child, already in order; the sort is stable, so an ordered list stays as it is.
  if (sorted) return all;
  const order = all.map((_, i) => i).sort((a, b) => offsets[a]! - offsets[b]!);
  return order.map((i) => all[i]!);
}

function tok(n: CstNode, key: string, i = 0): IToken | undefined {
  const e = n.children[key]?.[i];
  return e && isToken(e) && usable(e) ? e : undefined;
}

function sub(n: CstNode, key: string): CstNode[] {
  return (n.children[key] ?? []).filter((e): e is CstNode => !isToken(e));
}

export function word(t: IToken): WordAtom {
  return { kind: "word", text: t.image, lower: t.image.toLowerCase(), range: tokenRange(t) };
}

export function unquote(image: string): { value: string; terminated: boolean } {
  const terminated = image.length >= 2 && image.endsWith('"') && !image.endsWith('\\"');
  const inner = image.slice(1, terminated ? -1 : undefined);
  return { value: inner.replace(/\\(.)/g, "$1"), terminated };
}

export function stringAtom(t: IToken): StringAtom {
  return { kind: "string", ...unquote(t.image), range: tokenRange(t) };
}

export function intAtom(t: IToken): IntAtom {
  return { kind: "int", value: Number.parseInt(t.image, 10), range: tokenRange(t) };
}

export function tokenAtom(t: IToken): Atom | null {
  const type = t.tokenType.name;
  if (type === "Integer") return intAtom(t);
  if (type === "StringLiteral") return stringAtom(t);
  if (type === "Plus") return { kind: "sym", text: "+", range: tokenRange(t) };
  if (type === "Minus") return { kind: "sym", text: "-", range: tokenRange(t) };
  if (type === "Comma") return { kind: "sym", text: ",", range: tokenRange(t) };
  if (type === "Colon") return { kind: "sym", text: ":", range: tokenRange(t) };
  if (type === "Semicolon") return { kind: "sym", text: ";", range: tokenRange(t) };
  if (type === "Kw_and") return { kind: "sym", text: "and", range: tokenRange(t) } satisfies SymbolAtom;
  if (type === "Newline" || type === "LParen" || type === "RParen") return null;
  return word(t);
}

/** Atoms of a node whose children are atoms, groups and loose tokens, in order. */
function atomsOf(n: CstNode): Atom[] {
  const out: Atom[] = [];
  addAtoms(n, out);
  return out;
}

/** The one child of an `atom` node (a token or a group), if recovery left it one. */
function atomChild(n: CstNode): CstElement | undefined {
  const c = n.children;
  return (c["Word"] ?? c["Integer"] ?? c["StringLiteral"] ?? c["Plus"] ?? c["Minus"] ?? c["group"])?.[0];
}

function addAtoms(n: CstNode, out: Atom[]): void {
  // A phrase or a header holds atoms only, already in order; other nodes mix kinds.
  const children = n.name === "phrase" || n.name === "header" ? (n.children["atom"] ?? []) : ordered(n);
  for (const child of children) {
    const e = !isToken(child) && child.name === "atom" ? atomChild(child) : child;
    if (e === undefined) continue;
    if (isToken(e)) {
      if (!usable(e)) continue;
      const a = tokenAtom(e);
      if (a) out.push(a);
    } else if (e.name === "group") {
      const r = nodeRange(e);
      if (r) out.push({ kind: "group", atoms: atomsOf(e), range: r });
    }
  }
}

function phrase(n: CstNode): Phrase | null {
  const atoms = atomsOf(n);
  if (atoms.length === 0) return null;
  return { atoms, range: span(atoms[0]!.range, atoms[atoms.length - 1]!.range) };
}

function phraseList(n: CstNode | undefined): Phrase[] {
  if (!n) return [];
  return sub(n, "phrase")
    .map(phrase)
    .filter((p): p is Phrase => p !== null);
}

function segment(n: CstNode): Segment | null {
  const lists = sub(n, "phraseList");
  const hasColon = usable(tok(n, "Colon"));
  const head = hasColon ? phraseList(lists[0]) : null;
  const phrases = hasColon ? phraseList(lists[1]) : phraseList(lists[0]);
  const all = [...(head ?? []), ...phrases];
  if (all.length === 0) return null;
  return { head, phrases, range: span(all[0]!.range, all[all.length - 1]!.range) };
}

function body(n: CstNode | undefined): Body {
  if (!n) return [];
  return sub(n, "segment")
    .map(segment)
    .filter((s): s is Segment => s !== null);
}

function declName(n: CstNode | undefined): Name | null {
  if (!n) return null;
  const s = tok(n, "StringLiteral");
  if (s) {
    const { value } = unquote(s.image);
    return { text: value, quoted: true, range: tokenRange(s) };
  }
  const w = tok(n, "Word");
  return w ? { text: w.image, quoted: false, range: tokenRange(w) } : null;
}

function firstToken(n: CstNode): IToken | undefined {
  const first = ordered(n)[0];
  return first && isToken(first) && usable(first) ? first : undefined;
}

function stat(n: CstNode): StatAst | null {
  const els = ordered(n).filter((e): e is IToken => isToken(e) && usable(e));
  const keyTok = els[0];
  if (!keyTok) return null;
  const key = word(keyTok);
  const ints = els.filter((t) => t.tokenType.name === "Integer");
  const list = sub(n, "wordList")[0];
  const words = list ? ordered(list).filter((e): e is IToken => isToken(e) && usable(e) && e.tokenType.name !== "Comma").map(word) : [];
  const modeTok = els.find((t, i) => i > 0 && t.tokenType.name !== "Integer" && key.lower === "speed");
  const sizeTok = key.lower === "size" ? els[1] : undefined;
  const r = nodeRange(n) ?? key.range;
  return {
    kind: "stat",
    key,
    value: ints[0] ? intAtom(ints[0]) : null,
    upTo: ints[1] ? intAtom(ints[1]) : null,
    mode: modeTok ? word(modeTok) : null,
    words: sizeTok ? [word(sizeTok)] : words,
    range: r,
  };
}

function creatureItems(n: CstNode): CreatureItem[] {
  const items: CreatureItem[] = [];
  for (const item of sub(n, "creatureItem")) {
    for (const e of ordered(item)) {
      if (isToken(e)) continue;
      const r = nodeRange(e);
      if (e.name === "statLine") {
        for (const s of sub(e, "stat")) {
          const st = stat(s);
          if (st) items.push(st);
        }
      } else if ((e.name === "attackItem" || e.name === "powerItem") && r) {
        const k = firstToken(e);
        if (!k) continue;
        const header = atomsOf(sub(e, "header")[0] ?? ({ children: {} } as CstNode));
        const b = body(sub(e, "body")[0]);
        const keyword = word(k);
        if (e.name === "attackItem") items.push({ kind: "attack", keyword, header, body: b, range: r });
        else items.push({ kind: keyword.lower === "aura" ? "aura" : "power", keyword, champion: keyword.lower === "champion", header, body: b, range: r });
      } else if (e.name === "textItem" && r) {
        const k = firstToken(e);
        const s = tok(e, "StringLiteral");
        if (k && s) items.push({ kind: "text", keyword: word(k), text: stringAtom(s), range: r });
      }
    }
  }
  return items;
}

function dataLines(n: CstNode): DataLine[] {
  const lines: DataLine[] = [];
  for (const l of sub(n, "dataLine")) {
    const atoms = atomsOf(l);
    const key = atoms[0];
    if (!key || key.kind !== "word") continue;
    lines.push({ key, atoms: atoms.slice(1), range: span(key.range, atoms[atoms.length - 1]!.range) });
  }
  return lines;
}

function namedPower(n: CstNode, r: Range): NamedPowerAst | null {
  const k = firstToken(n);
  if (!k) return null;
  const header = atomsOf(sub(n, "header")[0] ?? ({ children: {} } as CstNode));
  const nameAtom = header.find((a): a is StringAtom => a.kind === "string");
  if (!nameAtom) return null;
  const keyword = word(k);
  const power: PowerAst = { kind: keyword.lower === "aura" ? "aura" : "power", keyword, champion: false, header, body: body(sub(n, "body")[0]), range: r };
  return { kind: "named-power", keyword, name: { text: nameAtom.value, quoted: true, range: nameAtom.range }, power, range: r };
}

function declaration(n: CstNode): Declaration | null {
  const inner = ordered(n).find((e): e is CstNode => !isToken(e));
  if (!inner) return null;
  const r = nodeRange(inner);
  const k = firstToken(inner);
  if (!r || !k) return null;
  const keyword = word(k);
  if (inner.name === "layerDecl") {
    const w = tok(inner, "Word");
    const label = tok(inner, "StringLiteral");
    if (!w) return null;
    return { kind: "layer", layer: word(w), label: label ? stringAtom(label) : null, range: r };
  }
  if (inner.name === "powerItem") return namedPower(inner, r);
  const name = declName(sub(inner, "declName")[0]);
  if (!name) return null;
  if (inner.name === "creatureDecl") {
    return { kind: "creature", keyword, name, items: creatureItems(inner), range: r } satisfies CreatureAst;
  }
  if (inner.name === "itemDecl") {
    return { kind: "item", keyword, name, items: creatureItems(inner), range: r };
  }
  if (inner.name === "conditionDecl") {
    return { kind: "condition", keyword, name, lines: sub(inner, "body").map((b) => body(b)).filter((b) => b.length > 0), range: r };
  }
  if (inner.name === "dataDecl") {
    return { kind: keyword.lower as DataBlockKind, keyword, name, lines: dataLines(inner), range: r } satisfies DataBlockAst;
  }
  return null;
}

/** The AST of a parse: its CST and the tokens it was parsed from. */
export function cstToAst(file: string, root: CstNode | undefined, tokens: IToken[]): FileAst {
  const declarations: Declaration[] = [];
  textTokens = tokens;
  try {
    for (const d of root ? sub(root, "declaration") : []) {
      const decl = declaration(d);
      if (decl) declarations.push(decl);
    }
  } finally {
    textTokens = [];
  }
  return { file, declarations };
}
