// "Whenever this creature hits an enemy that has damaged it": the enemy must have dealt
// the power's owner damage earlier in the battle.
// ddm-battle-rules-2011.txt § Automatic Powers; § Applying Damage
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Dwarf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/damager-triggers.wb",
  text: `creature "Oath Keeper" {
  ${stats}
  attack melee basic "Hammer": +6 vs AC; 10 damage
  power "Old Debts": whenever this creature hits enemy that damaged this creature: +10 damage on that attack
}
creature "Raider" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 5 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Automatic Powers: a hit on an enemy that has damaged this creature", () => {
  it("the Hammer deals 10 to a raider that never damaged it, 20 to one that did", () => {
    const a = arena([
      { card: "Oath Keeper", side: "A", at: [5, 4] },
      { card: "Raider", side: "B", at: [5, 5] },
      { card: "Raider", side: "B", at: [4, 4] },
    ], { extra: [cards], dice: [15, 15, 15] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hammer"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Knife"), "A1");
    expect(creature(a, "A1").hp).toBe(55);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Hammer"), "B2");
    expect(creature(a, "B2").hp).toBe(40);
  });
});
