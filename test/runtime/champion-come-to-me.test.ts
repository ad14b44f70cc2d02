// A champion power that brings allies to its owner: "up to 2 Goblin allies this creature can
// see move to square adjacent to this creature". Each one chosen moves up to its speed, as a
// move does, and ends next to the owner; one the owner cannot see is not offered.
// ddm-battle-rules-2011.txt § Champion Powers; § Move Actions (Move); § How to Choose Targets (Line of Sight)
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/champion-come-to-me.wb",
  text: `creature "Wolf Boss" {
  level 6  cost 20  evil  factions Wild  keywords Goblin  champion 1
  AC 16  Fort 15  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Spear": +6 vs AC; 10 damage
  champion power "Rally to Me": use at start of round: up to 2 Goblin allies this creature can see move to square adjacent to this creature
}
`,
};

describe("§ Champion Powers: allies moving to the power's owner", () => {
  it("the two goblins chosen each move up to 6 squares and end beside the boss; the enemy goblin stays", () => {
    const a = arena(
      [
        { card: "Wolf Boss", side: "A", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "A", at: [6, 2] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
      ],
      { extra: [cards], choices: ["use", "A2", "A3", "3,2", "2,3"] },
    );
    startRound(a.g);
    expect(creature(a, "A2").space).toMatchObject({ x: 3, y: 2 });
    expect(creature(a, "A3").space).toMatchObject({ x: 2, y: 3 });
    expect(creature(a, "B1").space).toMatchObject({ x: 11, y: 11 });
  });

  it("a goblin farther than its speed from every square beside the boss is offered no square and stays", () => {
    const a = arena(
      [
        { card: "Wolf Boss", side: "A", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "A", at: [11, 2] },
      ],
      { extra: [cards], choices: ["use", "A2", "done"] },
    );
    startRound(a.g);
    expect(creature(a, "A2").space).toMatchObject({ x: 11, y: 2 });
  });
});
