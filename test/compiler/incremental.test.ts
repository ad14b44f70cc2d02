// The editor's compiler (compiler/compile.ts, Compiler): it keeps what an edit did not
// touch — files, top-level declarations, lowered cards — and its result must be the one
// a fresh compile of the same files gives, diagnostics, IR, syntax trees and names alike.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile, Compiler, type CompileResult, type SourceFile } from "../../compiler/compile.js";
import { sourcesUnder } from "../library.js";

const core = sourcesUnder("content/ddm/core");

/** A user file with what cards lean on in the same file, after the cards: a condition, a named power (and a card after it that uses it), a terrain, a map and a warband. */
const USER = [
  "# My cards.",
  'creature "Bog Lurker" {',
  "  level 3  cost 14  unaligned  factions Wild  keywords Beast",
  "  AC 16  Fort 15  Ref 14  Will 12  speed 5  hp 30",
  '  attack melee basic "Bite": +7 vs AC; 10 damage and Mired (save ends)',
  '  power "Sure Foot 2"',
  "}",
  "",
  'creature "Reed Stalker" {',
  "  level 2  cost 9  unaligned  factions Wild  keywords Beast",
  "  AC 15  Fort 13  Ref 15  Will 12  speed 6  hp 20",
  '  attack ranged 6 "Dart": +6 vs Ref; 5 damage',
  '  power "Slippery": +2 AC while bloodied',
  "}",
  "",
  "condition Mired {",
  "  cannot shift",
  "}",
  "",
  'power "Sure Foot N": can shift N squares',
  "",
  'creature "Mud Skink" {',
  "  level 1  cost 5  unaligned  factions Wild  keywords Beast",
  "  AC 14  Fort 12  Ref 14  Will 11  speed 6  hp 10",
  '  attack melee basic "Nip": +4 vs AC; 5 damage',
  '  power "Sure Foot 1"',
  "}",
  "",
  "terrain mire {",
  "  difficult",
  "}",
  "",
  'map "Fen Crossing" {',
  "  size 8 x 8",
  "  start A 0,0 to 7,1",
  "  start B 0,6 to 7,7",
  "  terrain mire 3,3 to 4,4",
  "}",
  "",
  'warband "Marsh" {',
  "  faction Wild",
  '  creature "Bog Lurker"',
  '  creature "Reed Stalker"',
  "}",
  "",
].join("\n");

/** The same file with problems in its cards: an unknown defence (with its quick fix) and a warning. */
const BROKEN = USER.replace("+6 vs Ref", "+6 vs Reff").replace('  power "Slippery": +2 AC while bloodied', '  power "Slippery": +2 AC while bloodied\n  power "Nothing": dances');

const project = (text: string): SourceFile[] => [...core, { path: "my/cards.wb", text }];

/** Everything a result says, as plain data: what a fresh compile and a kept one must agree on. */
function said(r: CompileResult) {
  return { diagnostics: r.diagnostics, ir: r.ir, asts: r.asts, defs: r.symbols.defs, refs: r.symbols.refs };
}

function expectSame(kept: CompileResult, files: SourceFile[]): void {
  expect(JSON.parse(JSON.stringify(said(kept)))).toEqual(JSON.parse(JSON.stringify(said(compile(files)))));
}

describe("the incremental compiler", () => {
  it("compiles the user file of the tests clean, so edits to it start from a working project", () => {
    expect(compile(project(USER)).diagnostics).toEqual([]);
  });

  it("after an edit inside one card parses only that card's piece and lowers only that card (and the cards citing a named power)", () => {
    const c = new Compiler();
    c.compile(project(USER));
    const edited = USER.replace("AC 15  Fort 13", "AC 17  Fort 13");
    const r = c.compile(project(edited));
    // Reed Stalker, and Bog Lurker and Mud Skink, which cite the line of "Sure Foot N".
    expect(c.last).toMatchObject({ chunksParsed: 1, declarationsLowered: 3, declarationsKept: expect.any(Number) });
    expect(r.ir.creatures.find((x) => x.name === "Reed Stalker")!.defenses["AC"]).toBe(17);
    expectSame(r, project(edited));
  });

  it("moves kept cards when lines are added above them: positions, diagnostics and fixes follow the text", () => {
    const c = new Compiler();
    const broken = USER.replace("+6 vs Ref", "+6 vs Reff");
    c.compile(project(broken));
    const moved = "# a note\n# another\n" + broken;
    const r = c.compile(project(moved));
    expect(c.last.chunksParsed).toBe(1); // only the first piece, which holds the new comment lines
    const d = r.diagnostics.find((x) => x.file === "my/cards.wb" && x.code === "WB331")!;
    expect(d.range.start.line).toBe(14);
    expect(d.fixes?.[0]?.edits[0]?.range.start.line).toBe(14);
    expectSame(r, project(moved));
  });

  it("lowers again a card that cites another place (the line of a named power it uses), so the citation follows that place", () => {
    const c = new Compiler();
    c.compile(project(USER));
    const moved = USER.replace('\n\ncreature "Mud Skink"', '\n\n# a note\n\ncreature "Mud Skink"');
    const r = c.compile(project(moved));
    expect(c.last.declarationsLowered).toBe(2); // Bog Lurker and Mud Skink, which use "Sure Foot N"
    const sureFoot = r.ir.creatures.find((x) => x.name === "Mud Skink")!.powers[0]!;
    const declaredAt = moved.split("\n").findIndex((l) => l.startsWith('power "Sure Foot N"')) + 1;
    expect(JSON.stringify(sureFoot)).toContain(`"line":${declaredAt}`);
    expectSame(r, project(moved));
  });

  it("lowers every card again when what they lean on changes (a condition's rules)", () => {
    const c = new Compiler();
    c.compile(project(USER));
    const edited = USER.replace("  cannot shift\n", "  cannot move\n");
    const r = c.compile(project(edited));
    expect(c.last.declarationsKept).toBe(0);
    expectSame(r, project(edited));
  });

  it("keeps diagnostics identical to a full compile under random edits (fast-check)", () => {
    // Edits a person makes while typing: a character, a word, a deleted run, a line break, a brace or a quote.
    const pieces = ["x", "1", " ", "\n", "}", "{", '"', ":", ",", "and", "hp", "bloodied", "creature", "Mired", "mire", "#", "(", ")", "AC 19", '  power "Sure Foot 3"\n'];
    const edit = fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      remove: fc.nat({ max: 12 }),
      insert: fc.constantFrom(...pieces),
    });
    fc.assert(
      fc.property(fc.constantFrom(USER, BROKEN), fc.array(edit, { minLength: 1, maxLength: 5 }), (start, edits) => {
        const c = new Compiler();
        let text = start;
        c.compile(project(text));
        for (const e of edits) {
          const at = Math.floor(e.at * text.length);
          text = text.slice(0, at) + e.insert + text.slice(Math.min(text.length, at + e.remove));
          expectSame(c.compile(project(text)), project(text));
        }
      }),
      { numRuns: 50 },
    );
    // 250 compiles compared in full, ASTs included: over a minute when the machine is shared.
  }, 240_000);
});
