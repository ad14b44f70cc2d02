// The grammar: valid cards parse into an AST with source ranges; broken input gives
// line:column diagnostics, never an exception, and keeps what did parse.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, type AttackAst, type CreatureAst, type PowerAst, type StatAst } from "../../grammar/index.js";
import { makeLexer } from "../../grammar/lexer.js";
import { WarbandParser } from "../../grammar/parser.js";

const card = `creature "Ashfall Sentinel" {
  level 6  cost 24  unaligned  factions Borderlands  keywords Dwarf, Soldier
  AC 21 Fort 18 Ref 16 Will 17  speed 5 flight  hp 60
  attack melee basic "Pick": +11 vs AC; 15 damage
  attack ranged 6 "Ember Sling" uses 1: +10 vs Ref; 5 fire damage and ongoing 5 fire (save ends)
  power "Rooted Stance": can move 2 squares while Immobilized
  aura 1 "Grasping Ash": enemies cannot shift
}
`;

function creature(text: string): CreatureAst {
  const r = parse(text, "card.wb");
  expect(r.diagnostics).toEqual([]);
  const d = r.ast.declarations[0];
  if (d?.kind !== "creature") throw new Error("expected a creature");
  return d;
}

describe("valid cards", () => {
  it("reads the stat lines, several stats to a line", () => {
    const c = creature(card);
    expect(c.name.text).toBe("Ashfall Sentinel");
    const stats = c.items.filter((i): i is StatAst => i.kind === "stat");
    const byKey = Object.fromEntries(stats.map((s) => [s.key.text, s]));
    expect(byKey.level!.value!.value).toBe(6);
    expect(byKey.Will!.value!.value).toBe(17);
    expect(byKey.speed!.mode!.text).toBe("flight");
    expect(byKey.keywords!.words.map((w) => w.text)).toEqual(["Dwarf", "Soldier"]);
    expect(byKey.unaligned).toBeDefined();
  });

  it("keeps attack headers and bodies as phrases with ranges", () => {
    const c = creature(card);
    const [pick, sling] = c.items.filter((i): i is AttackAst => i.kind === "attack");
    expect(pick!.header.map((a) => (a.kind === "string" ? `"${a.value}"` : a.kind === "word" ? a.text : ""))).toEqual(["melee", "basic", '"Pick"']);
    expect(pick!.range.start).toMatchObject({ line: 4, column: 3 });
    expect(sling!.body).toHaveLength(2);
    const effects = sling!.body[1]!.phrases;
    expect(effects).toHaveLength(2);
    expect(effects[1]!.atoms.at(-1)).toMatchObject({ kind: "group" });
    expect(effects[1]!.range.start).toMatchObject({ line: 5, column: 71 });
  });

  it("reads powers and auras; the aura size stays in the header", () => {
    const c = creature(card);
    const [rooted, aura] = c.items.filter((i): i is PowerAst => i.kind === "power" || i.kind === "aura");
    expect(rooted!.kind).toBe("power");
    expect(aura!.kind).toBe("aura");
    expect(aura!.header[0]).toMatchObject({ kind: "int", value: 1 });
    expect(aura!.body[0]!.phrases[0]!.atoms.map((a) => (a.kind === "word" ? a.lower : ""))).toEqual(["enemies", "cannot", "shift"]);
  });

  it("reads a trigger as head: effects, continuing after the colon on the next line", () => {
    const c = creature(`creature "X" {\n  power "Spite": whenever an enemy hits this creature:\n    that enemy takes 5 damage\n}\n`);
    const p = c.items[0] as PowerAst;
    expect(p.body[0]!.head![0]!.atoms[0]).toMatchObject({ kind: "word", lower: "whenever" });
    expect(p.body[0]!.phrases[0]!.range.start.line).toBe(3);
  });

  it("is case-insensitive for keywords", () => {
    const c = creature(`CREATURE "X" {\n  Level 2 COST 5 Speed 6\n}\n`);
    expect(c.items).toHaveLength(3);
  });
});

describe("broken input", () => {
  const diag = (text: string) => parse(text, "bad.wb").diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);

  it("reports a missing number with its line and column", () => {
    expect(diag(`creature "X" {\n  level 6 cost\n}\n`)).toEqual(["2:11 WB110 cost needs its value: a number after it"]);
  });

  it("reports an unexpected character and goes on", () => {
    const r = parse(`creature "X" {\n  level 6 @\n  hp 10\n}\n`, "bad.wb");
    expect(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code}`)).toEqual(["2:11 WB101"]);
    const c = r.ast.declarations[0] as CreatureAst;
    expect(c.items.map((i) => (i.kind === "stat" ? i.key.text : i.kind))).toEqual(["level", "hp"]);
  });

  it("reports an unterminated string with a fix that closes it", () => {
    const r = parse(`creature "Goblin {\n}\n`, "bad.wb");
    const d = r.diagnostics.find((x) => x.code === "WB102")!;
    expect(d.range.start).toMatchObject({ line: 1, column: 10 });
    expect(d.fixes![0]!.edits[0]!.text).toBe('"');
  });

  it("suggests the keyword a typo was meant to be", () => {
    expect(diag(`creature "X" {\n  AC 16 Wil 12\n}\n`)).toEqual(["2:9 WB110 expected '}' but found 'Wil'; did you mean 'Will'?"]);
  });

  it("keeps the rest of the file after a bad line", () => {
    const r = parse(`creature "A" {\n  attack melee "Y" +5 vs AC; 5 damage\n  hp 10\n}\ncreature "B" {\n  hp 5\n}\n`, "bad.wb");
    expect(r.diagnostics.map((d) => d.code)).toEqual(["WB110"]);
    expect(r.ast.declarations.map((d) => (d.kind === "creature" ? d.name.text : d.kind))).toEqual(["A", "B"]);
  });

  it("keeps what a broken line read: an attack's header before its missing colon, a power's words before an unclosed parenthesis", () => {
    const r = parse(`creature "A" {\n  attack melee "Y" +5 vs AC; 5 damage\n  power "Z": enemies get -2 AC (save ends\n}\n`, "bad.wb");
    expect(r.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`)).toEqual(["2:28 expected ':' but found ';'", "4:1 expected ')' but found '}'"]);
    const [attack, power] = (r.ast.declarations[0] as CreatureAst).items as [AttackAst, PowerAst];
    expect(attack.header.map((a) => (a.kind === "word" || a.kind === "sym" ? a.text : a.kind === "int" ? a.value : a.kind))).toEqual(["melee", "string", "+", 5, "vs", "AC"]);
    expect(attack.body).toEqual([]);
    expect(attack.range.end).toMatchObject({ line: 2, column: 28 });
    const atoms = power.body[0]!.phrases[0]!.atoms;
    expect(atoms.map((a) => a.kind)).toEqual(["word", "word", "sym", "int", "word", "group"]);
    expect(atoms[5]).toMatchObject({ kind: "group", atoms: [{ lower: "save" }, { lower: "ends" }] });
  });

  it("reports a missing closing brace at the end of the file", () => {
    expect(diag(`creature "X" {\n  hp 10\n`)).toEqual(["2:9 WB110 expected '}' but found the end of the file"]);
  });

  it("never throws and always gives positions, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const r = parse(text, "fuzz.wb");
        for (const d of r.diagnostics) {
          expect(d.range.start.line).toBeGreaterThanOrEqual(1);
          expect(d.range.start.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on cards with random lines deleted or duplicated", () => {
    const lines = card.split("\n");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: lines.length - 1 }), { maxLength: 6 }), fc.boolean(), (picks, duplicate) => {
        const mutated = duplicate ? [...lines, ...picks.map((i) => lines[i]!)] : lines.filter((_, i) => !picks.includes(i));
        parse(mutated.join("\n"), "fuzz.wb");
      }),
      { numRuns: 200 },
    );
  });
});

describe("the grammar's definition", () => {
  it("passes chevrotain's checks, which the shared lexer and parser skip to start faster", () => {
    expect(() => makeLexer(true)).not.toThrow();
    expect(() => new WarbandParser(true, true)).not.toThrow();
    expect(() => new WarbandParser(false, true)).not.toThrow();
  });
});
