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
creature "Tri Drummer" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Tri March": use at start of round: Kobold or Human or Goblin creatures in your warband get +2 speed until end of round
  champion power "Pick": use at start of round: one creature in your warband gets +3 speed until end of round
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

  it("'Kobold or Human or Goblin creatures in your warband' reaches the Goblin ally (any of three), not the Orc owner nor the Goblin enemy", () => {
    const a = arena(
      [
        { card: "Tri Drummer", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra: [cards], choices: ["use", "decline"] },
    );
    startRound(a.g);
    expect(["A1", "A2", "B1"].map((id) => speedOf(a.g, id).value)).toEqual([6, 8, 6]);
  });

  it("'one creature in your warband' is the one its player picks, an ally here; an enemy is never offered", () => {
    const a = arena(
      [
        { card: "Tri Drummer", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 11] },
      ],
      { extra: [cards], choices: ["decline", "use", "A2"] },
    );
    startRound(a.g);
    expect(["A1", "A2", "B1"].map((id) => speedOf(a.g, id).value)).toEqual([6, 9, 6]);
    const pick = a.decisions.find((d) => d.options.some((o) => o.id === "A2"));
    expect(pick?.options.map((o) => o.id).sort()).toEqual(["A1", "A2"]);
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
