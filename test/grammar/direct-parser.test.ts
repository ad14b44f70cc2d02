// The direct reader (grammar/direct-parser.ts) gives the AST and diagnostics the CST
// parser gives, on well-formed files and on files broken anywhere; it leaves to the CST
// parser every piece it does not read.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledLibrary, expandPaths } from "../../cli/content-files.js";
import { readDeclarations } from "../../grammar/direct-parser.js";
import { parseText } from "../../grammar/index.js";
import { warbandLexer } from "../../grammar/lexer.js";

// Invented cards in the phrasing of imported ones: every kind of line the grammar has.
const cards = [
  `# Imported from an invented card list.
creature "Cinder Warden" {
  level 7  cost 31  evil  factions Borderlands, Underdark  keywords Dwarf, Fire-Touched  champion 2
  AC 22  Fort 19  Ref 17  Will 18  speed 5 burrow  hp 70  unique  size Large
  text "Ember Oath: allies within 5 squares get +1 AC."
  champion power "Kindle": use at start of round: each ally within 10 squares gets +2 speed until end of round
  attack melee reach 2 basic "Scorching Maul": +13 vs AC; 15 damage and ongoing 5 fire (save ends); miss: 5 fire damage
  attack ranged 8 "Cinder Bolt" uses 1 recharge when this creature becomes bloodied: +11 vs Ref; 20 fire damage, target is Dazed (save ends: -2 attack, -2 AC)
  aura 2 "Smoke": enemies cannot shift
  power "Quench":
    whenever an enemy hits this creature, that enemy takes 5 damage and
    this creature heals 5 HP
  power "Sneak Attack 10"
}
`,
  `item "Invented Amulet" {
  level 1-10  cost 5
  power "Warding": +2 AC while bloodied
}
`,
  `creature Gravemoth {
  level 2 cost 6 unaligned
  speed 6 flight
  attack melee "Wing": +6 vs AC; 5 damage (+5 damage vs (Small or smaller) enemies)
}
`,
  `layer core "Invented rules"
condition "Smouldering" {
  takes 5 fire damage at start of its turn; save ends
  cannot shift, cannot charge and has -2 speed
}
map "Ash Field" {
  size 16 by 16
  wall 3 3 to 3 8
  start area a: 1 1 to 16 2, (rows 1-2)
}
power "Sneak Attack N": +N damage vs (a target with no ally adjacent)
champion power "Rally": use at start of round: allies get +1 attack until end of round
`,
];

function same(text: string): boolean {
  const direct = parseText(text, "cards.wb", true);
  const cst = parseText(text, "cards.wb", false);
  expect(direct.ast).toEqual(cst.ast);
  expect(direct.diagnostics).toEqual(cst.diagnostics);
  return readDeclarations(warbandLexer.tokenize(text).tokens) !== null;
}

describe("the direct reader", () => {
  it("reads well-formed cards, conditions, data blocks, layers and named powers into the CST parser's AST", () => {
    for (const text of cards) expect(same(text)).toBe(true);
    expect(same(cards.join("\n"))).toBe(true);
  });

  it("reads every file of the bundled library as the CST parser does", () => {
    for (const path of expandPaths([bundledLibrary("ddm")]).files) expect(same(readFileSync(path, "utf8"))).toBe(true);
  });

  it("leaves broken files, and a named power without its quoted name, to the CST parser", () => {
    const broken = `creature "X" {\n  level 6 cost\n  attack melee "Y" +5 vs AC; 5 damage\n}\n`;
    const unclosed = `creature "X" {\n  hp 10\n`;
    const unnamed = `power Rally: allies get +1 attack\n`;
    for (const text of [broken, unclosed, unnamed]) expect(same(text)).toBe(false);
    expect(parseText(broken, "bad.wb").diagnostics.map((d) => d.code)).toContain("WB110");
  });

  it("agrees with the CST parser on cards with characters deleted, or grammar words put in, anywhere", () => {
    const pieces = ["\n", ":", ";", ",", " and ", "(", ")", "{", "}", "-", "+", "3", '"', '"Z"', "champion", "power", "attack", "speed", "level", "size", "keywords", "text", "aura", "item", "map", "layer", "condition", "good", "flight"];
    const text = cards.join("\n");
    const edit = fc.record({ at: fc.integer({ min: 0, max: text.length }), cut: fc.integer({ min: 0, max: 4 }), put: fc.option(fc.constantFrom(...pieces)) });
    let read = 0;
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
        let t = text;
        for (const e of edits) t = t.slice(0, e.at) + (e.put ?? "") + t.slice(e.at + (e.put ? 0 : e.cut + 1));
        if (same(t)) read++;
      }),
      { numRuns: 400 },
    );
    // Both kinds are tried: edits the reader takes and edits it leaves to the CST parser.
    expect(read).toBeGreaterThan(20);
    expect(read).toBeLessThan(400);
  });
});
