// "Each Rage ally within 3 squares of this creature makes a melee attack": every one of those
// allies makes one attack of its own card, by the power, its player picking attack and target.
// ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/group-attacks-by-power.wb",
  text: `creature "War Drummer" {
  level 5  cost 15  evil  factions Wild  keywords Goblin
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Club": +6 vs AC; 5 damage
  power "Riot Beat": minor action: Goblin allies within 3 squares makes melee attack
}
`,
};

describe("'Goblin allies within 3 squares makes melee attack' (ddm-battle-rules-2011.txt § Making an Attack)", () => {
  it("both Goblin allies within 3 squares attack once each; the one 6 squares away does not", () => {
    const a = arena(
      [
        { card: "War Drummer", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 7] },
        { card: "Cinder Goblin Cutter", side: "A", at: [7, 5] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 12] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["power:Riot Beat", "Short Blade:B1", "Short Blade:B2", "end"] },
    );
    creatureTurn(a.g, "A1");
    // Short Blade: 5 damage each (20 → 15); B3, beside only the far goblin, is untouched.
    expect(["B1", "B2", "B3"].map((id) => creature(a, id).hp)).toEqual([15, 15, 20]);
  });
});
