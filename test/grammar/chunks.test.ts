// A file split into its top-level declarations (grammar/chunks.ts) and parsed piece by
// piece: the pieces start where the grammar starts a new statement, and on files
// without syntax errors the parse agrees with reading the whole file in one go.
import { describe, expect, it } from "vitest";
import { splitDeclarations } from "../../grammar/chunks.js";
import { parse, parseWhole } from "../../grammar/index.js";
import { sourcesUnder } from "../library.js";

const starts = (text: string) => splitDeclarations(text).map((c) => text.slice(c.offset).split("\n")[0]);

describe("splitting a file into declarations", () => {
  it("starts a piece at each top-level declaration; comments and blank lines stay with the piece before", () => {
    const text = ["# cards", "layer cards", "", 'creature "A" {', "  hp 10", "}", "# next", 'power "Quick N": can shift N squares', "condition Stuck {", "  cannot move", "}", ""].join("\n");
    expect(starts(text)).toEqual(["# cards", 'creature "A" {', 'power "Quick N": can shift N squares', "condition Stuck {"]);
    expect(splitDeclarations(text).map((c) => c.text).join("")).toBe(text);
    expect(splitDeclarations(text).map((c) => c.line)).toEqual([1, 4, 8, 9]);
  });

  it("keeps a statement whole where the grammar lets a line go on: after ':', ';', ',', 'and', inside parentheses and braces", () => {
    const text = [
      'power "Long N":',
      "  can shift N squares,",
      "  +1 AC and",
      "  +1 Ref (until the end",
      "of the turn)",
      'creature "B" { hp 10',
      "keywords A, B",
      "}",
      'creature "C" {}',
    ].join("\n");
    expect(starts(text)).toEqual(['power "Long N":', 'creature "B" { hp 10', 'creature "C" {}']);
  });

  it("ignores braces, parentheses and colons inside strings and comments", () => {
    const text = ['creature "{(:" { # }', "  hp 10", "}", 'map "M" {', '  text "}"', "}", ""].join("\n");
    expect(starts(text)).toEqual(['creature "{(:" { # }', 'map "M" {']);
  });

  it("parses every bundled file and the clean corpus exactly as a whole-file parse does", () => {
    const files = [...sourcesUnder("content"), ...sourcesUnder("test/corpus")];
    let compared = 0;
    for (const f of files) {
      const whole = parseWhole(f.text, f.path);
      if (whole.diagnostics.length) continue;
      const pieces = parse(f.text, f.path);
      expect(pieces.diagnostics, f.path).toEqual([]);
      expect(pieces.ast, f.path).toEqual(whole.ast);
      expect(pieces.tokens.map((t) => [t.image, t.startOffset, t.startLine, t.startColumn])).toEqual(whole.tokens.map((t) => [t.image, t.startOffset, t.startLine, t.startColumn]));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
