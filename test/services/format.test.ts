// The pretty-printer (compiler/services/format.ts) and `warband fmt`: formatting is
// idempotent and never changes the compiled IR, checked with fast-check on the bundled
// content with its whitespace scrambled.
import fc from "fast-check";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fmt } from "../../cli/commands/fmt.js";
import { compile, type SourceFile } from "../../compiler/compile.js";
import { format, formattable } from "../../compiler/services/format.js";
import { warbandLexer } from "../../grammar/lexer.js";
import { librarySources } from "../library.js";

const library = librarySources();

/**
 * Rewrites a file's whitespace only: every gap between tokens on a line becomes some
 * run of spaces and tabs (a gap is added between touching tokens too), lines get any
 * indentation and trailing blanks, and blank lines are added where a line break was.
 */
function scramble(text: string, choices: number[]): string {
  let k = 0;
  const next = (n: number) => choices[k++ % choices.length]! % n;
  const blanks = ["", " ", "  ", "\t", "    ", " \t "];
  const lexed = warbandLexer.tokenize(text);
  const tokens = [...lexed.tokens, ...(lexed.groups["comments"] ?? [])].sort((a, b) => a.startOffset - b.startOffset);
  let out = "";
  let lineStart = true;
  for (const t of tokens) {
    if (t.tokenType.name === "Newline") {
      out += blanks[next(blanks.length)] + "\n" + (next(4) === 0 ? "\n" : "");
      lineStart = true;
      continue;
    }
    out += lineStart ? blanks[next(blanks.length)] : blanks[1 + next(blanks.length - 1)];
    out += t.image;
    lineStart = false;
  }
  return out;
}

/** The IR without source positions, and with phrase texts compared without whitespace. */
function meaning(files: SourceFile[]): unknown {
  const { ir, diagnostics } = compile(files);
  const stripped = JSON.parse(JSON.stringify(ir, (key, value) => (key === "src" ? undefined : key === "text" && typeof value === "string" ? value.replace(/\s+/g, "") : value)));
  return { ir: stripped, diagnostics: diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`) };
}

describe("format", () => {
  it("leaves the bundled content as it is: it is written in the formatter's layout", () => {
    for (const f of library) expect(format(f.text), f.path).toBe(f.text);
  });

  it("indents by braces and continuation, spaces tokens, drops extra blank lines", () => {
    const messy = [
      "",
      "",
      'creature   "Gnasher"{',
      "",
      "level 1\tcost 5",
      '      attack melee "Bite" :+3 vs AC ;',
      "5 damage and Slowed ( save ends )   # the only attack",
      "",
      "",
      "}",
      "",
      "",
      "",
    ].join("\n");
    expect(format(messy)).toBe(
      ['creature  "Gnasher"{', "  level 1  cost 5", '  attack melee "Bite":+3 vs AC;', "    5 damage and Slowed (save ends)  # the only attack", "}", ""].join("\n"),
    );
  });

  it("leaves a file the lexer cannot read unchanged", () => {
    const bad = 'creature "X" {\n  level @ 3\n}\n';
    expect(formattable(bad)).toBe(false);
    expect(format(bad)).toBe(bad);
  });

  it("is idempotent and never changes the compiled IR (fast-check over scrambled bundled content)", () => {
    const before = meaning(library);
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 64 }), fc.nat(library.length - 1), (choices, which) => {
        const scrambled = library.map((f, i) => (i === which ? { path: f.path, text: scramble(f.text, choices) } : f));
        const formatted = scrambled.map((f) => ({ path: f.path, text: format(f.text) }));
        for (const f of formatted) expect(format(f.text)).toBe(f.text);
        expect(meaning(scrambled)).toEqual(before);
        expect(meaning(formatted)).toEqual(before);
        // Indentation is the formatter's own whatever the scrambled file had.
        const indents = formatted[which]!.text.split("\n").map((l) => /^ */.exec(l)![0].length);
        expect(indents.every((n) => n % 2 === 0)).toBe(true);
      }),
      { numRuns: 40, seed: 20261123 },
    );
  }, 60_000);
});

describe("warband fmt", () => {
  it("lists unformatted files with --check and exits 1, then formats them in place", () => {
    const dir = mkdtempSync(join(tmpdir(), "warband-fmt-"));
    try {
      const messy = join(dir, "messy.wb");
      const tidy = join(dir, "tidy.wb");
      writeFileSync(messy, 'creature "X" {\nlevel 1\n}\n\n\n');
      writeFileSync(tidy, 'creature "Y" {\n  level 1\n}\n');
      const log: string[] = [];
      const origLog = console.log;
      const origErr = console.error;
      console.log = (s: string) => log.push(s);
      console.error = () => {};
      try {
        expect(fmt([dir], { check: true })).toBe(1);
        expect(log.map((l) => l.replace(/\\/g, "/"))).toEqual([expect.stringMatching(/messy\.wb$/)]);
        expect(readFileSync(messy, "utf8")).toBe('creature "X" {\nlevel 1\n}\n\n\n');
        expect(fmt([dir], { check: false })).toBe(0);
        expect(readFileSync(messy, "utf8")).toBe('creature "X" {\n  level 1\n}\n');
        expect(fmt([dir], { check: true })).toBe(0);
      } finally {
        console.log = origLog;
        console.error = origErr;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
