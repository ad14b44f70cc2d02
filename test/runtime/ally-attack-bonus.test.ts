// "That ally makes a basic melee attack against that enemy, at +10 damage": the bonus counts
// for the attack the power grants, and for no other.
// ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties; § Powers and Effects
import { describe, expect, it } from "vitest";
import { resolveAttack, makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/ally-attack-bonus.wb",
  text: `creature "Drill Sergeant" {
  ${stats}
  attack melee basic "Baton": +6 vs AC; 10 damage
  power "Press the Attack" uses 1: use when ally hits enemy: that ally makes basic melee attack against that enemy with +10 damage
}
creature "Recruit" {
  ${stats}
  attack melee basic "Spear": +6 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: a bonus on an attack granted to another creature", () => {
  it("the ally's hit (10), then its granted attack with +10 (20): 60 → 30; its next attack deals 10 again", () => {
    const a = arena([
      { card: "Drill Sergeant", side: "A", at: [1, 1] },
      { card: "Recruit", side: "A", at: [5, 4] },
      { card: "Recruit", side: "B", at: [5, 5] },
    ], { extra: [cards], dice: [15, 15, 15], choices: ["use", "Spear:B1"] });
    makeAttack(a.g, "A2", attackOf(a, "A2", "Spear"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Spear"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});
