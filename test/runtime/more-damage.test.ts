// "Whenever a bloodied enemy within 5 squares takes damage, that enemy takes +5 damage":
// the damage it is about to take grows by 5 (the power acts in the window where it would
// take it, so its own 5 do not trigger it again), as Vulnerable's "takes X more damage".
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take; Vulnerable); § Resolving Effects
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/more-damage.wb",
  text: `creature "Dread Courtier" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 10 damage
  power "Scent of Blood": whenever bloodied enemy within 5 squares would take damage: that enemy takes 5 more damage from that attack
}
creature "Fire Pawn" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Torch": +6 vs AC; 10 fire damage
  power "Fire Ward": resist 5 fire
}
`,
};

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability: 'takes N more damage' in the would-take window", () => {
  it("a bloodied enemy within 5 squares takes 15 from a 10-damage hit; one not bloodied takes 10", () => {
    const a = arena([
      { card: "Dread Courtier", side: "A", at: [5, 4] },
      { card: "Fire Pawn", side: "B", at: [5, 5], hp: 20 },
      { card: "Fire Pawn", side: "B", at: [4, 4] },
    ], { extra: [cards], dice: [15, 15] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B1");
    expect(creature(a, "B1").hp).toBe(5);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
  });

  it("the 5 more are of the damage's type, so Resist 5 Fire takes them off again (a bloodied Fire Pawn hit by a 10-fire Torch takes 10)", () => {
    const a = arena([
      { card: "Dread Courtier", side: "A", at: [5, 4] },
      { card: "Fire Pawn", side: "A", at: [5, 6] },
      { card: "Fire Pawn", side: "B", at: [5, 5], hp: 20 },
    ], { extra: [cards], dice: [15] });
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Torch"), "B1");
    expect(creature(a, "B1").hp).toBe(10);
  });

  it("an enemy more than 5 squares away is not affected (10 fire less Resist 5: 5 taken)", () => {
    const a = arena([
      { card: "Dread Courtier", side: "A", at: [1, 1] },
      { card: "Fire Pawn", side: "A", at: [9, 8] },
      { card: "Fire Pawn", side: "B", at: [9, 9], hp: 20 },
    ], { extra: [cards], dice: [15] });
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Torch"), "B1");
    expect(creature(a, "B1").hp).toBe(15);
  });
});
