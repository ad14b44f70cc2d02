// "(aura 2) squares within 2 squares are not \"smoke\" terrain": smoke near the creature is
// clear for every creature, so it blocks no line of sight there; smoke farther away still
// does; while the creature is inactive its aura does nothing and the smoke is back.
// ddm-battle-rules-2011.txt § Smoke; § Auras; § How to Choose Targets (Line of Sight)
import { describe, expect, it } from "vitest";
import { addCondition } from "../../runtime/ddm/effects.js";
import { sees } from "../../runtime/ddm/sight.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/cleared-terrain.wb",
  text: `creature "Wind Caller" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  aura 2 "Clearing Gust": squares within 2 squares are not "smoke" terrain
}
map "Smoky Field" {
  size 12 x 12
  start A 0,0 to 1,1
  start B 10,10 to 11,11
  terrain smoke 5,5 to 6,6
  terrain smoke 9,9
}
battle "Smoke Test" {
  scenario Assault
  points 100
  map "Smoky Field"
  side A "Test A"
  side B "Test B"
}
`,
};
const cause = { creature: null, rule: "test", src: null };

describe("§ Smoke, § Auras: smoke within the aura is clear terrain", () => {
  it("the goblin in the smoke beside the caller is seen from afar; one in smoke out of the aura is not; a Stunned caller clears nothing", () => {
    const a = arena(
      [
        { card: "Wind Caller", side: "A", at: [4, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 9] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 10] },
      ],
      { extra: [cards], battle: "Smoke Test" },
    );
    expect([typesAt(a.g, { x: 5, y: 5 }).size, [...typesAt(a.g, { x: 9, y: 9 })]]).toEqual([0, ["smoke"]]);
    expect([sees(a.g, "A2", "B1"), sees(a.g, "A2", "B2")]).toEqual([true, false]);
    addCondition(a.g, "A1", "Stunned", null, cause);
    expect([...typesAt(a.g, { x: 5, y: 5 })]).toEqual(["smoke"]);
    expect(sees(a.g, "A2", "B1")).toBe(false);
  });
});
