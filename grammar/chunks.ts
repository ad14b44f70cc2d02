// A file split into its top-level declarations by a cheap scan of the text, without
// lexing: the parser reads each piece on its own, so an edit re-parses only the piece it
// touched (compiler/compile.ts keeps the others) and a syntax error stays inside its
// declaration. A piece starts at the beginning of a line that opens a new statement at
// the top level: outside braces and parentheses, after a line that does not continue
// (the grammar lets a line go on after ":", ";", "," or "and"). Blank and comment lines
// stay with the piece before them. Strings end at their quote or the end of the line,
// like the StringLiteral token; "#" outside a string starts a comment.

/** A run of whole lines of a file. */
export interface Chunk {
  text: string;
  /** Where the chunk starts in the file: 0-based offset and 1-based line (its column is always 1). */
  offset: number;
  line: number;
}

const NEWLINE = 10;
const QUOTE = 34;
const BACKSLASH = 92;
const HASH = 35;

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0;
}

export function splitDeclarations(text: string): Chunk[] {
  const starts: { offset: number; line: number }[] = [{ offset: 0, line: 1 }];
  let braces = 0;
  let parens = 0;
  /** The last statement line ended where the grammar lets the statement go on. */
  let continues = false;
  /** Comment and blank lines at the top of the file belong to the first statement. */
  let seenStatement = false;
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    // At the start of a line.
    const lineStart = i;
    let significant = false;
    let last = 0; // the last significant character
    let wordStart = -1; // where the word being read began
    let lastWord = -1; // where the word that ends at `last` began, if `last` ends a word
    let lastWordEnd = -1;
    const openAtStart = braces > 0 || parens > 0 || continues;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === NEWLINE) break;
      if (c === HASH) {
        while (i < n && text.charCodeAt(i) !== NEWLINE) i++;
        break;
      }
      if (isBlank(c)) {
        wordStart = -1;
        i++;
        continue;
      }
      if (!significant) {
        significant = true;
        if (!openAtStart && seenStatement) starts.push({ offset: lineStart, line });
        seenStatement = true;
      }
      if (c === QUOTE) {
        wordStart = lastWord = -1;
        i++;
        while (i < n) {
          const s = text.charCodeAt(i);
          if (s === NEWLINE) break;
          if (s === QUOTE) {
            i++;
            break;
          }
          if (s === BACKSLASH && i + 1 < n && text.charCodeAt(i + 1) !== NEWLINE) i += 2;
          else if (s === BACKSLASH) break;
          else i++;
        }
        last = QUOTE;
        continue;
      }
      if (isLetter(c) || (wordStart >= 0 && (isDigit(c) || c === 39 || c === 0x2019 || c === 45))) {
        if (wordStart < 0) wordStart = i;
        lastWord = wordStart;
        lastWordEnd = i + 1;
        last = c;
        i++;
        continue;
      }
      wordStart = lastWord = -1;
      if (c === 123) braces++;
      else if (c === 125) {
        braces = Math.max(0, braces - 1);
        parens = 0;
      } else if (c === 40) parens++;
      else if (c === 41) parens = Math.max(0, parens - 1);
      last = c;
      i++;
    }
    if (significant) {
      // ":" ";" "," or the word "and" at the end of a statement line: it goes on.
      const endsWithAnd = lastWord >= 0 && lastWordEnd - lastWord === 3 && text.slice(lastWord, lastWordEnd).toLowerCase() === "and";
      continues = last === 58 || last === 59 || last === 44 || endsWithAnd;
    }
    if (i < n) {
      i++; // the newline
      line++;
    }
  }
  return starts.map((s, k) => {
    const end = k + 1 < starts.length ? starts[k + 1]!.offset : n;
    return { text: text.slice(s.offset, end), offset: s.offset, line: s.line };
  });
}
