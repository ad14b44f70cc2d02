// Creatures named by their card's level or cost: "each level 5 or lower enemy", "one cost
// 10 or less Goblin ally", "lower-level allies within 5 squares". Only creatures whose card
// fits are reached or offered; "lower-level" compares with the power's owner.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const card = (name: string, level: number, cost: number, keywords: string, power = "") => `creature "${name}" {
  level ${level}  cost ${cost}  evil  factions Wild  keywords ${keywords}  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
${power}
}
`;

const extra = [
  {
    path: "test/rank-subjects.wb",
    text: [
      card("Culling Shaman", 6, 20, "Goblin", '  champion power "Cull": use at start of round: each level 5 or lower enemy takes 10 damage'),
      card("Thrifty Chief", 6, 20, "Goblin", '  champion power "Cheap Armour": use at start of round: one cost 10 or less Goblin ally gets +2 AC until end of battle'),
      card("Elder Chief", 6, 20, "Goblin", '  champion power "Rouse": use at start of round: lower-level allies within 5 squares gets +2 AC until end of round'),
      card("Low Goblin", 3, 8, "Goblin"),
      card("Dear Goblin", 3, 15, "Goblin"),
      card("High Goblin", 8, 30, "Goblin"),
      card("Low Ghoul", 3, 8, "Undead"),
    ].join(""),
  },
];

describe("§ How to Choose Targets: creatures by level or cost", () => {
  it("'each level 5 or lower enemy' reaches enemies of level 5 or lower only, wherever they stand", () => {
    const a = arena(
      [
        { card: "Culling Shaman", side: "A", at: [0, 0] },
        { card: "Low Goblin", side: "A", at: [1, 0] },
        { card: "Low Goblin", side: "B", at: [11, 11] },
        { card: "High Goblin", side: "B", at: [10, 11] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B2").hp).toBe(40);
    // Its own low-level ally is no enemy.
    expect(creature(a, "A2").hp).toBe(40);
  });

  it("'one cost 10 or less Goblin ally' offers only allies of that keyword whose card costs 10 or less", () => {
    const a = arena(
      [
        { card: "Thrifty Chief", side: "A", at: [0, 0] },
        { card: "Dear Goblin", side: "A", at: [5, 5] },
        { card: "Low Ghoul", side: "A", at: [6, 5] },
        { card: "Low Goblin", side: "A", at: [7, 5] },
        { card: "Low Goblin", side: "B", at: [11, 11] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    // Only A4 fits (A2 costs 15, A3 is no Goblin, B1 is no ally): no question is asked.
    expect(a.decisions.length).toBe(1);
    expect(defenseOf(a.g, "A4", "AC").value).toBe(18);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(16);
    expect(defenseOf(a.g, "A3", "AC").value).toBe(16);
  });

  it("'lower-level allies within 5 squares' compares each ally's level with the power's owner's", () => {
    const a = arena(
      [
        { card: "Elder Chief", side: "A", at: [0, 0] },
        { card: "Low Goblin", side: "A", at: [1, 0] },
        { card: "High Goblin", side: "A", at: [2, 0] },
        { card: "Low Goblin", side: "A", at: [9, 9] },
        { card: "Low Goblin", side: "B", at: [11, 11] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    expect(defenseOf(a.g, "A2", "AC").value).toBe(18);
    // Level 8 is not lower than 6; the far goblin is out of reach.
    expect(defenseOf(a.g, "A3", "AC").value).toBe(16);
    expect(defenseOf(a.g, "A4", "AC").value).toBe(16);
  });
});
