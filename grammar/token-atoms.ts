// The leaves of the AST, made from tokens: words, numbers, quoted names, symbols, and the
// source range of a token or of a run of tokens.
import type { IToken } from "chevrotain";
import type { Atom, IntAtom, StringAtom, SymbolAtom, WordAtom } from "./ast.js";
import type { Pos, Range } from "./source.js";

/** A token read from the text; error recovery invents tokens that stand nowhere in it. */
export function usable(t: IToken | undefined): t is IToken {
  return t !== undefined && !t.isInsertedInRecovery && !Number.isNaN(t.startOffset);
}

export function tokenRange(t: IToken): Range {
  return between(t, t);
}

/**
 * The position of a token that stands nowhere (one error recovery invents): NaN. It is an
 * object of its own class, not of the shape every other position has: V8 keeps a shape's
 * numbers unboxed only while all its objects hold small integers, and one NaN would box
 * the three numbers of every position made after it (four objects each instead of one: a
 * third of the parsed DDM cards' memory).
 */
class Nowhere implements Pos {
  constructor(
    public offset: number,
    public line: number,
    public column: number,
  ) {}
}

/** `| 0`: the same integer, as V8's small integer (a number read from chevrotain's own tokens, such as the one it records the grammar with, is boxed). */
function pos(offset: number, line: number, column: number): Pos {
  return Number.isNaN(offset + line + column) ? new Nowhere(offset, line, column) : { offset: offset | 0, line: line | 0, column: column | 0 };
}

/** From the start of one token to the end of another. */
export function between(first: IToken, last: IToken): Range {
  return {
    start: pos(first.startOffset, first.startLine ?? 1, first.startColumn ?? 1),
    end: pos((last.endOffset ?? first.startOffset) + 1, last.endLine ?? 1, (last.endColumn ?? 0) + 1),
  };
}

export function span(a: Range, b: Range): Range {
  return { start: a.start, end: b.end };
}

export function word(t: IToken): WordAtom {
  return { kind: "word", text: t.image, lower: t.image.toLowerCase(), range: tokenRange(t) };
}

export function unquote(image: string): { value: string; terminated: boolean } {
  const terminated = image.length >= 2 && image.endsWith('"') && !image.endsWith('\\"');
  const inner = image.slice(1, terminated ? -1 : undefined);
  // Most quoted names hold no escape; the replacement runs only on those that do.
  return { value: inner.includes("\\") ? inner.replace(/\\(.)/g, "$1") : inner, terminated };
}

export function stringAtom(t: IToken): StringAtom {
  return { kind: "string", ...unquote(t.image), range: tokenRange(t) };
}

export function intAtom(t: IToken): IntAtom {
  return { kind: "int", value: Number.parseInt(t.image, 10), range: tokenRange(t) };
}

/** A sign or separator kept as content: in a group, on a data line, or a plus or minus anywhere. */
export function symbol(t: IToken, text: SymbolAtom["text"]): Atom {
  return { kind: "sym", text, range: tokenRange(t) };
}
