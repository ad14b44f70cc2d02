// One compiled snapshot of a project, as the language services read it: the texts,
// the compile result (ASTs, symbol table, IR, diagnostics) and each file's tokens.
// Services take an Analysis and a position and answer in source ranges, so they run
// the same in Node (tests, CLI) and in the editor's compiler worker.
import type { IToken } from "chevrotain";
import { compile, type CompileResult, type SourceFile } from "../compile.js";
import { tokenRange } from "../../grammar/token-atoms.js";
import { warbandLexer } from "../../grammar/lexer.js";
import type { Pos, Range } from "../../grammar/source.js";

/** A place in a file: 0-based offset, as the AST's ranges count. */
export interface Place {
  file: string;
  offset: number;
}

/** A range in a named file. */
export interface Location {
  file: string;
  range: Range;
}

export class Analysis {
  readonly texts: Map<string, string>;
  readonly result: CompileResult;
  private readonly lexed = new Map<string, IToken[]>();

  constructor(files: SourceFile[], result?: CompileResult) {
    this.texts = new Map(files.map((f) => [f.path, f.text]));
    this.result = result ?? compile(files);
  }

  get files(): SourceFile[] {
    return [...this.texts].map(([path, text]) => ({ path, text }));
  }

  /** The file's tokens, comments included, in source order. */
  tokens(file: string): IToken[] {
    let t = this.lexed.get(file);
    if (!t) {
      const lexed = warbandLexer.tokenize(this.texts.get(file) ?? "");
      t = [...lexed.tokens, ...(lexed.groups["comments"] ?? [])].sort((a, b) => a.startOffset - b.startOffset);
      this.lexed.set(file, t);
    }
    return t;
  }

  /** The token under an offset; a cursor just after a word still counts as on it. */
  tokenAt({ file, offset }: Place): IToken | undefined {
    const tokens = this.tokens(file);
    let after: IToken | undefined;
    for (const t of tokens) {
      if (t.startOffset <= offset && offset <= (t.endOffset ?? t.startOffset)) return t;
      if ((t.endOffset ?? t.startOffset) + 1 === offset) after = t;
      if (t.startOffset > offset) break;
    }
    return after && after.tokenType.name !== "Newline" ? after : undefined;
  }

  /** Position (line and column from 1) of an offset in a file. */
  pos(file: string, offset: number): Pos {
    const text = this.texts.get(file) ?? "";
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    return { offset, line, column: offset - lineStart + 1 };
  }

  /** Offset of a 1-based line and column. */
  offsetOf(file: string, line: number, column: number): number {
    const text = this.texts.get(file) ?? "";
    let offset = 0;
    for (let l = 1; l < line; l++) {
      const nl = text.indexOf("\n", offset);
      if (nl < 0) return text.length;
      offset = nl + 1;
    }
    return Math.min(offset + column - 1, text.length);
  }
}

export function within(range: Range, offset: number): boolean {
  return range.start.offset <= offset && offset <= range.end.offset;
}

export { tokenRange };
