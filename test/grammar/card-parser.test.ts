// The direct card reader (grammar/card-parser.ts) gives the AST and diagnostics the CST
// parser gives, on well-formed cards and on cards broken anywhere; it leaves to the CST
// parser every piece it does not read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCards } from "../../grammar/card-parser.js";
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
];

function same(text: string): boolean {
  const direct = parseText(text, "cards.wb", true);
  const cst = parseText(text, "cards.wb", false);
  expect(direct.ast).toEqual(cst.ast);
  expect(direct.diagnostics).toEqual(cst.diagnostics);
  return readCards(warbandLexer.tokenize(text).tokens) !== null;
}

describe("the direct card reader", () => {
  it("reads well-formed cards into the CST parser's AST", () => {
    for (const text of cards) expect(same(text)).toBe(true);
    expect(same(cards.join("\n"))).toBe(true);
  });

  it("leaves other declarations and broken cards to the CST parser", () => {
    const map = `map "Ruins" {\n  size 20 by 20\n}\n`;
    const broken = `creature "X" {\n  level 6 cost\n  attack melee "Y" +5 vs AC; 5 damage\n}\n`;
    const unclosed = `creature "X" {\n  hp 10\n`;
    for (const text of [map, broken, unclosed]) expect(same(text)).toBe(false);
    expect(parseText(broken, "bad.wb").diagnostics.map((d) => d.code)).toContain("WB110");
  });

  it("agrees with the CST parser on cards with characters deleted, or grammar words put in, anywhere", () => {
    const pieces = ["\n", ":", ";", ",", " and ", "(", ")", "{", "}", "-", "+", "3", '"', '"Z"', "champion", "power", "attack", "speed", "level", "size", "keywords", "text", "aura", "item", "map", "good", "flight"];
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
