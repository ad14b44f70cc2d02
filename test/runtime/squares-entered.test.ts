// "Move up to its speed; each creature adjacent to squares entered during that move takes 10
// fire damage": the creatures next to a square the power's move entered, each once; those next
// only to where it started are not, and a creature that stays enters nothing.
// ddm-battle-rules-2011.txt § Move Actions (Move, Shift); § Powers and Effects
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const rollers = {
  path: "test/rollers.wb",
  text: `creature "Ember Roller" {
  level 5  cost 18  unaligned  factions Wild  keywords Elemental
  AC 17  Fort 15  Ref 15  Will 14  speed 6  hp 40
  attack melee basic "Slam": +8 vs AC; 10 damage
  power "Cinder Trail": replaces attack action: this creature shifts up to its speed and creatures adjacent to squares entered take 10 fire damage
  power "Scorch Path": replaces attack action: this creature shifts up to its speed and enemies adjacent to squares entered take 5 fire damage
}
`,
};

describe("creatures adjacent to the squares a power's move entered", () => {
  it("burns each creature next to the path once, ally or enemy, but not one next only to the starting square", () => {
    // A1 shifts 3,3 → 7,7 (the one 4-square path: 4,4 5,5 6,6 7,7). B1 at 6,4 and the ally A2 at 4,6
    // are next to 5,5; B2 at 2,2 is next only to 3,3; B3 at 9,9 is 2 squares from 7,7.
    const a = arena(
      [
        { card: "Ember Roller", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 9] },
      ],
      { extra: [rollers], choices: ["power:Cinder Trail", "7,7", "end"] },
    );
    const full = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 7 });
    expect([creature(a, "A2").hp, creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([full - 10, full - 10, full, full]);
  });

  it("names only enemies when the power says so, and none when the creature stays where it is", () => {
    const moved = arena(
      [
        { card: "Ember Roller", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 4] },
      ],
      { extra: [rollers], choices: ["power:Scorch Path", "7,7", "end"] },
    );
    const full = creature(moved, "B1").hp;
    creatureTurn(moved.g, "A1");
    expect([creature(moved, "A2").hp, creature(moved, "B1").hp]).toEqual([full, full - 5]);

    const stayed = arena(
      [
        { card: "Ember Roller", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [rollers], choices: ["power:Scorch Path", "stay", "end"] },
    );
    creatureTurn(stayed.g, "A1");
    expect(creature(stayed, "B1").hp).toBe(full);
  });
});
