// The pretty-printer. It re-lays whitespace only: indentation by braces (two spaces a
// level, one more for a line that continues the one above), one or two spaces between
// tokens as written, none inside parentheses or before separators, two before a
// trailing comment, at most one blank line, one newline at the end. Tokens are never
// changed, so formatting cannot change what a file means; formatting twice changes
// nothing. A file the lexer cannot read is returned unchanged.
import type { IToken } from "chevrotain";
import { warbandLexer } from "../../grammar/lexer.js";

const INDENT = "  ";
const noSpaceBefore = new Set(["Comma", "Semicolon", "Colon", "RParen"]);
const continues = new Set(["Colon", "Semicolon", "Comma", "Kw_and"]);

function gap(text: string, prev: IToken, next: IToken): string {
  const name = next.tokenType.name;
  if (name === "Comment") return "  ";
  if (noSpaceBefore.has(name) || prev.tokenType.name === "LParen") return "";
  const written = next.startOffset - (prev.endOffset ?? prev.startOffset) - 1;
  // Tabs and long runs become two spaces, which card lines use between stats.
  if (written === 0) return "";
  return written === 1 && text[next.startOffset - 1] === " " ? " " : "  ";
}

/** Whether the lexer can read the whole text, which formatting needs. */
export function formattable(text: string): boolean {
  return warbandLexer.tokenize(text).errors.length === 0;
}

export function format(text: string): string {
  const lexed = warbandLexer.tokenize(text);
  if (lexed.errors.length) return text;
  const tokens = [...lexed.tokens, ...(lexed.groups["comments"] ?? [])].sort((a, b) => a.startOffset - b.startOffset);
  const lines: IToken[][] = [[]];
  for (const t of tokens) {
    if (t.tokenType.name === "Newline") lines.push([]);
    else lines[lines.length - 1]!.push(t);
  }
  const out: string[] = [];
  let depth = 0;
  let parens = 0;
  let continuing = false;
  for (const line of lines) {
    if (line.length === 0) {
      if (out.length && out[out.length - 1] !== "") out.push("");
      continue;
    }
    const first = line[0]!.tokenType.name;
    const level = Math.max(0, depth - (first === "RCurly" ? 1 : 0)) + (continuing || parens > 0 ? 1 : 0);
    // No blank line just inside a block's braces.
    if (first === "RCurly" && out[out.length - 1] === "") out.pop();
    let s = INDENT.repeat(level) + line[0]!.image;
    for (let i = 1; i < line.length; i++) s += gap(text, line[i - 1]!, line[i]!) + line[i]!.image;
    out.push(s);
    let lastCode: IToken | undefined;
    const codeless = line.every((t) => t.tokenType.name === "Comment");
    for (const t of line) {
      const n = t.tokenType.name;
      if (n === "LCurly") depth++;
      else if (n === "RCurly") depth = Math.max(0, depth - 1);
      else if (n === "LParen") parens++;
      else if (n === "RParen") parens = Math.max(0, parens - 1);
      if (n !== "Comment") lastCode = t;
    }
    // A comment line between a line and its continuation keeps the continuation.
    if (!codeless) continuing = lastCode !== undefined && continues.has(lastCode.tokenType.name);
  }
  for (let i = out.length - 1; i > 0; i--) if (out[i] === "" && out[i - 1]!.endsWith("{")) out.splice(i, 1);
  while (out.length && out[out.length - 1] === "") out.pop();
  return out.length ? out.join("\n") + "\n" : "";
}
