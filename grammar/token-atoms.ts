// The leaves of the AST, made from tokens: words, numbers, quoted names, symbols, and the
// source range of a token or of a run of tokens.
import type { IToken } from "chevrotain";
import type { Atom, IntAtom, StringAtom, SymbolAtom, WordAtom } from "./ast.js";
import type { Range } from "./source.js";

/** A token read from the text; error recovery invents tokens that stand nowhere in it. */
export function usable(t: IToken | undefined): t is IToken {
  return t !== undefined && !t.isInsertedInRecovery && !Number.isNaN(t.startOffset);
}

export function tokenRange(t: IToken): Range {
  return between(t, t);
}

/** From the start of one token to the end of another. */
export function between(first: IToken, last: IToken): Range {
  return {
    start: { offset: first.startOffset, line: first.startLine ?? 1, column: first.startColumn ?? 1 },
    end: { offset: (last.endOffset ?? first.startOffset) + 1, line: last.endLine ?? 1, column: (last.endColumn ?? 0) + 1 },
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
  return { value: inner.replace(/\\(.)/g, "$1"), terminated };
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
