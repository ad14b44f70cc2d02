// Trigger parties named by their card's level or cost: "a level 5 or lower Undead ally",
// "a lower-level ally" (than the power's owner), "a cost 20 or less ally".
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost); § Automatic Powers
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const body = `AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Claw": +6 vs AC; 10 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/ranked-parties.wb",
  text: `creature "Bone Marshal" {
  level 8  cost 30  unaligned  factions Wild  keywords Undead
  ${body}
  power "Raise the Fallen": whenever level 5 or lower Undead ally would be destroyed: that ally has 10 hp instead of being destroyed
  power "Drive Them On": whenever lower-level ally hits enemy: that enemy takes 5 damage
}
creature "Bone Pawn" {
  level 5  cost 10  unaligned  factions Wild  keywords Undead
  ${body}
}
creature "Bone Knight" {
  level 8  cost 25  unaligned  factions Wild  keywords Undead
  ${body}
}
creature "Living Foe" {
  level 5  cost 10  unaligned  factions Wild  keywords Human
  ${body}
}
`,
};

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level): parties by level", () => {
  it("a level 5 Undead ally dropped to 0 stays at 10 hp; a level 8 one is destroyed", () => {
    const a = arena([
      { card: "Bone Marshal", side: "A", at: [1, 1] },
      { card: "Bone Pawn", side: "A", at: [5, 4], hp: 5 },
      { card: "Bone Knight", side: "A", at: [6, 4], hp: 5 },
      { card: "Living Foe", side: "B", at: [5, 5] },
    ], { extra: [cards], dice: [15, 15] });
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Claw"), "A2");
    expect(creature(a, "A2").status).toBe("in-play");
    expect(creature(a, "A2").hp).toBe(10);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Claw"), "A3");
    expect(creature(a, "A3").status).not.toBe("in-play");
  });

  it("a hit by the level 5 ally deals 5 more to the enemy (40 → 25); a hit by the level 8 ally does not (40 → 30)", () => {
    const a = arena([
      { card: "Bone Marshal", side: "A", at: [1, 1] },
      { card: "Bone Pawn", side: "A", at: [5, 4] },
      { card: "Bone Knight", side: "A", at: [8, 4] },
      { card: "Living Foe", side: "B", at: [5, 5] },
      { card: "Living Foe", side: "B", at: [8, 5] },
    ], { extra: [cards], dice: [15, 15] });
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Claw"), "B1");
    expect(creature(a, "B1").hp).toBe(25);
    resolveAttack(a.g, "A3", attackOf(a, "A3", "Claw"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
  });
});
