// The importer's readings of continuous permissions and the creatures they reach, on texts
// written for these tests in the cards' phrasing: immunity to a condition only cards define
// (by its name), occupying statue terrain, charges barred against it or allies near it,
// allies' combat advantage against enemies beside this creature, sight near it, and keyword
// creatures of either side. Each must become the language's words and compile to primitives
// that act (test/runtime/immune-card-conditions.test.ts, occupied-terrain.test.ts,
// charge-barred.test.ts, allies-advantage-near.test.ts), or stay text when it names what the
// rules lack.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune); § Statue; § Charge;
// § Combat Advantage; § Attack Roll (Conceal); § Keywords; § Continuous Powers (Aura)
import { describe, expect, it } from "vitest";
import { expectReadings, type ReadingCase, readPower } from "./reading.js";

const cases: ReadingCase[] = [
  ["ABILITY", "Immune Calcified", 'power "Immune Calcified": immune "Calcified"'],
  ["SPECIAL", "Perch: Can occupy statue terrain.", 'power "Perch": may occupy "statue" terrain'],
  ["SPECIAL", "Wolf Circle: Enemies adjacent to this creature grant combat advantage to its allies.", 'power "Wolf Circle": allies has combat advantage against targets adjacent to this creature'],
  [
    "SPECIAL",
    "Vermin Rush: Tiny Vermin allies have combat advantage against enemies adjacent to this creature.",
    'power "Vermin Rush": Tiny Vermin allies has combat advantage against targets adjacent to this creature',
  ],
  [
    "SPECIAL",
    "Lantern Glow: While within 4 squares of this creature, creatures do not benefit from Conceal and invisible creatures are visible.",
    'power "Lantern Glow": creatures within 4 squares loses conceal and creatures within 4 squares visible',
  ],
  ["SPECIAL", "Scale Banner: (aura 3) Kobolds within aura have +1 AC and are Immune Slowed.", 'aura 3 "Scale Banner": Kobold creatures +1 AC and Kobold creatures immune Slowed'],
  ["SPECIAL", "Warcamp: (Aura 4) Orc and Goblin in aura have +1 attack and +5 damage.", 'aura 4 "Warcamp": Orc or Goblin creatures +1 attack and Orc or Goblin creatures +5 damage'],
  ["SPECIAL", "Mist Walk: Each Fey and Elemental has Phasing.", 'power "Mist Walk": Fey or Elemental creatures phasing'],
  ["SPECIAL", "Spear Hedge: (Aura) Enemies cannot charge allies within 3 squares of this creature.", 'aura 3 "Spear Hedge": allies cannot be charged'],
  [
    "SPECIAL",
    "Bramble Guard: (aura 1) Enemies may not use the Charge power against allies in aura or against this creature.",
    'aura 1 "Bramble Guard": allies cannot be charged and this creature cannot be charged',
  ],
  ["SPECIAL", "Stiff Shield: Enemies cannot charge this creature.", 'power "Stiff Shield": this creature cannot be charged'],
  // A printing slip mended ("adjacent ot").
  [
    "SPECIAL",
    "Gore Hunger: On its turn, cannot move or attack a nonbloodied enemy if a bloodied enemy is adjacent ot it.",
    'power "Gore Hunger": cannot move while on its turn if adjacent to bloodied enemy and cannot attack not bloodied targets while on its turn if adjacent to bloodied enemy',
  ],
];

describe("importer: continuous permissions and the creatures they reach", () => {
  expectReadings(cases);

  it("a terrain the rules do not have (a wall is no terrain type) stays text", () => {
    expect(readPower("Crag Sitter: May occupy statue and wall terrain.").structured).toBe(false);
  });

  it("an aura printed without a size says none in its charge ban either: it stays text", () => {
    expect(readPower("Loose Ranks: (Aura) Enemies cannot charge allies.").structured).toBe(false);
  });
});
