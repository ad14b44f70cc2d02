// "Whenever an adjacent enemy provokes an opportunity attack, that enemy takes 10 damage":
// once for each act that provokes (a move out of a square next to an enemy, a ranged attack
// made next to one), whether or not the opportunity attack is taken.
// ddm-battle-rules-2011.txt § Opportunity Attacks; § Automatic Powers
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Dwarf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/provoke-triggers.wb",
  text: `creature "Thorn Knight" {
  ${stats}
  attack melee basic "Mace": +6 vs AC; 10 damage
  power "Barbed Mail": whenever adjacent enemy provokes opportunity attack: that enemy takes 10 damage
}
creature "Skirmisher" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 5 damage
  attack ranged 10 "Dart": +6 vs AC; 5 damage
}
`,
};

const path = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 1 }));

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: a trigger on provoking", () => {
  it("moving away from the Knight provokes: 10 damage, the opportunity attack declined (40 → 30)", () => {
    const a = arena([
      { card: "Skirmisher", side: "A", at: [5, 4] },
      { card: "Thorn Knight", side: "B", at: [5, 5] },
    ], { extra: [cards], choices: ["decline"] });
    walk(a.g, "A1", path([5, 3], [5, 2]), true, { creature: "A1", rule: "moves", src: null });
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("a ranged attack made next to the Knight provokes too (40 → 30), and a shift provokes nothing", () => {
    const a = arena([
      { card: "Skirmisher", side: "A", at: [5, 4] },
      { card: "Thorn Knight", side: "B", at: [5, 5] },
      { card: "Skirmisher", side: "B", at: [9, 4] },
    ], { extra: [cards], choices: ["decline"], dice: [2] });
    makeAttack(a.g, "A1", attackOf(a, "A1", "Dart"), "B2");
    expect(creature(a, "A1").hp).toBe(30);
    walk(a.g, "A1", path([5, 3]), false, { creature: "A1", rule: "shifts", src: null });
    expect(creature(a, "A1").hp).toBe(30);
  });
});
