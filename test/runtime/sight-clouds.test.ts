// "Use at start of round: Until end of round, line of sight is limited to 10 squares for
// each enemy and ally": every other creature sees no farther than that until the round ends.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight); § The Battle, step 4
import { describe, expect, it } from "vitest";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { sees } from "../../runtime/ddm/sight.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/sight-clouds.wb",
  text: `creature "Soot Priest" {
  level 6  cost 25  evil  factions Underdark  keywords Dwarf
  AC 16  Fort 15  Ref 15  Will 15  speed 5  hp 50
  attack melee basic "Mace": +8 vs AC; 10 damage
  power "Soot Cloud": use at start of round: creatures get line of sight ends after 4 squares until end of round
}
`,
};

describe("'creatures get line of sight ends after 4 squares until end of round' (§ Line of Sight)", () => {
  it("the enemy 6 squares away cannot see the priest this round, the priest still sees it; next round both see", () => {
    const a = arena(
      [
        { card: "Soot Priest", side: "A", at: [3, 2] },
        { card: "Soot Priest", side: "B", at: [3, 8] },
      ],
      { extra: [cards], choices: ["use", "decline"] },
    );
    expect(sees(a.g, "B1", "A1")).toBe(true);
    startRound(a.g);
    expect(sees(a.g, "B1", "A1")).toBe(false);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    endRound(a.g);
    expect(sees(a.g, "B1", "A1")).toBe(true);
  });
});
