// Allies named by where they stand: "allies within 2 squares of this creature or victory area
// +2 AC" (the card's "Allies within N squares of this creature or a victory area have +2 AC"):
// near the power's owner, or near a victory area of either side (inside one counts as near).
// The arena's areas: 5,8 to 6,9 and 5,2 to 6,3. Every creature and number is invented.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Scenarios and Variants (victory areas); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/near-victory-area.wb",
  text: `creature "Hoard Keeper" {
  level 6  cost 20  good  factions Wild  keywords Dragon
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 60
  attack melee basic "Bite": +8 vs AC; 10 damage
  power "Hoard Ward": allies within 2 squares of this creature or victory area +2 AC
}
`,
};

describe("§ How to Choose Targets: allies near the creature or near a victory area", () => {
  it("+2 AC beside the keeper and 2 squares from A's area; none 5 squares from both areas; none for an enemy or the keeper itself", () => {
    const a = arena(
      [
        { card: "Hoard Keeper", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [1, 1] },
        { card: "Cinder Goblin Cutter", side: "A", at: [8, 9] },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 11] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 8] },
      ],
      { extra: [cards] },
    );
    // The goblins' AC is 16 (the keeper's 18).
    expect(["A2", "A3", "A4", "B1", "A1"].map((id) => defenseOf(a.g, id, "AC").value)).toEqual([18, 18, 16, 16, 18]);
  });
});
