// parse(text) → AST + syntax diagnostics. Never throws: every problem becomes a
// diagnostic with a line and column, and the AST keeps everything that did parse.
import type { IToken } from "chevrotain";
import { EOF } from "./chevrotain.js";
import type { Declaration, FileAst } from "./ast.js";
import { splitDeclarations } from "./chunks.js";
import { warbandLexer } from "./lexer.js";
import { warbandParser } from "./parser.js";
import type { Diagnostic, Pos, Range } from "./source.js";
import { closest, didYouMean, replaceFixes } from "./suggest.js";
import { shiftPositions } from "./shift.js";
import { missingValues } from "./stat-values.js";
import { tokenRange } from "./token-atoms.js";
import { keywordDocs } from "./tokens.js";

export type * from "./ast.js";
export * from "./source.js";
export { tokenRange } from "./token-atoms.js";

export interface ParseResult {
  ast: FileAst;
  diagnostics: Diagnostic[];
  tokens: IToken[];
  comments: IToken[];
}

function endOfText(text: string): Pos {
  const lines = text.split("\n");
  return { offset: text.length, line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** The range to underline for a token; a token invented during recovery points at the token before it. */
function errorRange(text: string, token: IToken, previous: IToken | undefined): Range {
  if (token.tokenType !== EOF && !Number.isNaN(token.startOffset)) {
    const r = tokenRange(token);
    // An unexpected newline is reported at the end of the line it ends.
    return token.tokenType.name === "Newline" ? { start: r.start, end: r.start } : r;
  }
  if (previous && !Number.isNaN(previous.startOffset)) {
    const r = tokenRange(previous);
    return { start: r.end, end: r.end };
  }
  const end = endOfText(text);
  return { start: end, end };
}

/** What a piece of a file (grammar/chunks.ts) parses to, its positions counted from where it stands. */
export interface ParsedChunk {
  declarations: Declaration[];
  diagnostics: Diagnostic[];
  /** Where the piece stands: its positions count from here. */
  at: { offset: number; line: number };
}

/**
 * Parses a file one top-level declaration at a time (grammar/chunks.ts): each is lexed and
 * parsed on its own, then moved to where it stands in the file.
 */
export function parse(text: string, file = "<input>"): ParseResult {
  const declarations: Declaration[] = [];
  const diagnostics: Diagnostic[] = [];
  const tokens: IToken[] = [];
  const comments: IToken[] = [];
  for (const chunk of splitDeclarations(text)) {
    const p = parseText(chunk.text, file);
    shiftPositions([p.ast.declarations, p.diagnostics], chunk.offset, chunk.line - 1);
    for (const t of [...p.tokens, ...p.comments]) moveToken(t, chunk.offset, chunk.line - 1);
    declarations.push(...p.ast.declarations);
    diagnostics.push(...p.diagnostics);
    tokens.push(...p.tokens);
    comments.push(...p.comments);
  }
  return { ast: { file, declarations }, diagnostics, tokens, comments };
}

/** Parses one piece of a file as if it stood at the file's start; moveChunk puts it in place. */
export function parseChunk(text: string, file: string): ParsedChunk {
  const p = parseText(text, file);
  return { declarations: p.ast.declarations, diagnostics: p.diagnostics, at: { offset: 0, line: 1 } };
}

/** Moves a parsed piece, in place, so that it starts at this offset and line. */
export function moveChunk(p: ParsedChunk, offset: number, line: number): void {
  shiftPositions([p.declarations, p.diagnostics], offset - p.at.offset, line - p.at.line);
  p.at = { offset, line };
}

function moveToken(t: IToken, offset: number, lines: number): void {
  t.startOffset += offset;
  if (t.endOffset !== undefined) t.endOffset += offset;
  if (t.startLine !== undefined) t.startLine += lines;
  if (t.endLine !== undefined) t.endLine += lines;
}

/** The whole text read in one go; `parse` agrees with it on files without syntax errors (test/grammar/chunks.test.ts). */
export function parseWhole(text: string, file = "<input>"): ParseResult {
  return parseText(text, file);
}

function parseText(text: string, file: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const lexed = warbandLexer.tokenize(text);
  for (const e of lexed.errors) {
    const start: Pos = { offset: e.offset, line: e.line ?? 1, column: e.column ?? 1 };
    const end: Pos = { offset: e.offset + e.length, line: e.line ?? 1, column: (e.column ?? 1) + e.length };
    const chars = text.slice(e.offset, e.offset + e.length);
    diagnostics.push({
      code: "WB101",
      severity: "error",
      message: `unexpected character${e.length > 1 ? "s" : ""} '${chars}'`,
      file,
      range: { start, end },
    });
  }
  // A count, not `for … of`: in code V8 has not optimized each step of an iterator is an allocation, and this runs over every token.
  for (let i = 0; i < lexed.tokens.length; i++) {
    const t = lexed.tokens[i]!;
    if (t.tokenType.name === "StringLiteral" && (t.image.length < 2 || !t.image.endsWith('"'))) {
      const r = tokenRange(t);
      diagnostics.push({
        code: "WB102",
        severity: "error",
        message: "this string has no closing quote",
        file,
        range: r,
        fixes: [{ title: "Add the closing quote", edits: [{ range: { start: r.end, end: r.end }, text: '"' }] }],
      });
    }
  }
  const ast = { file, declarations: read(text, file, lexed.tokens, diagnostics) };
  diagnostics.push(...missingValues(ast.declarations, file));
  return { ast, diagnostics, tokens: lexed.tokens, comments: lexed.groups["comments"] ?? [] };
}

/** The parser's reading of the tokens, its syntax errors added to the diagnostics. */
function read(text: string, file: string, tokens: IToken[], diagnostics: Diagnostic[]): Declaration[] {
  // Most text has no syntax error: the parser that stops at the first one reads it, and the text is read again with error recovery only when it has one.
  const quick = warbandParser(false);
  const read = quick.read(tokens);
  if (quick.errors.length === 0) return read;
  const parser = warbandParser(true);
  const declarations = parser.read(tokens);
  const seen = new Set<string>();
  for (const e of parser.errors) {
    const idx = tokens.indexOf(e.token);
    const previous = (e as { previousToken?: IToken }).previousToken ?? (idx > 0 ? tokens[idx - 1] : undefined);
    const range = errorRange(text, e.token, previous);
    const key = `${range.start.offset}:${e.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A plain word where a keyword belongs is usually a typo of a keyword.
    const typo = e.token.tokenType.name === "Identifier" ? closest(e.token.image, keywordDocs.map((k) => k.word)) : [];
    const fixes = replaceFixes(range, typo);
    diagnostics.push({ code: "WB110", severity: "error", message: e.message + didYouMean(typo), file, range, ...(fixes.length ? { fixes } : {}) });
  }
  return declarations;
}
