// "Ogre and Orc creatures in your warband" (either keyword) and "Small Goblin creatures in
// your warband" (both): the power's owner among them when it fits, never an enemy.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/warband-subject-creatures.wb",
  text: `creature "War Drummer" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "March": use at start of round: Orc or Goblin creatures in your warband get +2 speed until end of round
}
creature "Little Drummer" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Skip": use at start of round: Medium Goblin creatures in your warband get +2 speed until end of round
}
`,
};

describe("§ How to Choose Targets: keyword creatures in your warband", () => {
  it("'Orc or Goblin creatures in your warband' reaches the Orc owner and the Goblin ally, not the Goblin enemy", () => {
    const a = arena(
      [
        { card: "War Drummer", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    startRound(a.g);
    expect(["A1", "A2", "B1"].map((id) => speedOf(a.g, id).value)).toEqual([8, 8, 6]);
  });

  it("'Medium Goblin creatures in your warband' needs both: the Goblin ally, not the Orc owner", () => {
    const a = arena(
      [
        { card: "Little Drummer", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 0] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    startRound(a.g);
    expect(["A1", "A2"].map((id) => speedOf(a.g, id).value)).toEqual([6, 8]);
  });
});
