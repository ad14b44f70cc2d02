// A power of a rule and a trigger, and a card condition with a keyword's exception: +4 to
// all defences against Arcane attackers and 10 HP healed whenever one misses; "Drain" for
// the rest of the battle, -5 Damage, or Weakened (half damage) for an Arcane creature
// instead. Dice are scripted.
// ddm-battle-rules-2011.txt § Continuous Powers; § Automatic Powers; § Conditions (Weakened)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

// Made-up creatures (not bundled content), written as the importer reads such powers.
const cards = {
  path: "test/dead-magic.wb",
  text: `creature "Null Warden" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human
  AC 14  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Drain Blade": +30 vs AC; 5 damage and "Drain" until end of battle
  power "Null Field": +4 defenses against attacks by Arcane creatures
  power "Null Field": whenever Arcane creature misses this creature with attack: this creature heals 10
  power "Drain" condition: -5 damage while not Arcane; is Weakened while Arcane
}
creature "Hedge Mage" {
  level 3  cost 10  unaligned  factions Civilization  keywords Arcane
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Staff": +5 vs AC; 20 damage
}
creature "Hired Sword" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Sword": +5 vs AC; 20 damage
}
`,
};
const extra = [cards];

describe("§ Continuous Powers: defences against Arcane attackers, healing when one misses", () => {
  it("the mage rolls 12: +5 is 17, short of AC 14 + 4; the warden, hurt to 20, heals 10", () => {
    const a = arena(
      [
        { card: "Null Warden", side: "A", at: [3, 3], hp: 20 },
        { card: "Hedge Mage", side: "B", at: [3, 4] },
      ],
      { extra, dice: [12] },
    );
    makeAttack(a.g, "B1", attackOf(a, "B1", "Staff"), "A1");
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("the sword-for-hire rolls 12: 17 hits AC 14 for 20, and nothing is healed", () => {
    const a = arena(
      [
        { card: "Null Warden", side: "A", at: [3, 3] },
        { card: "Hired Sword", side: "B", at: [3, 4] },
      ],
      { extra, dice: [12] },
    );
    makeAttack(a.g, "B1", attackOf(a, "B1", "Sword"), "A1");
    expect(creature(a, "A1").hp).toBe(20);
  });
});

describe("§ Conditions: Drain, -5 Damage, or Weakened for an Arcane creature instead", () => {
  const field = (enemy: string) =>
    arena(
      [
        { card: "Null Warden", side: "A", at: [3, 3] },
        { card: enemy, side: "B", at: [3, 4] },
      ],
      { extra, dice: [10, 19] },
    );

  it("a drained sword-for-hire deals 15 (20 - 5)", () => {
    const a = field("Hired Sword");
    makeAttack(a.g, "A1", attackOf(a, "A1", "Drain Blade"), "B1");
    makeAttack(a.g, "B1", attackOf(a, "B1", "Sword"), "A1");
    expect(creature(a, "A1").hp).toBe(25);
  });

  it("a drained mage is Weakened: its 20 halved to 10, no -5", () => {
    const a = field("Hedge Mage");
    makeAttack(a.g, "A1", attackOf(a, "A1", "Drain Blade"), "B1");
    makeAttack(a.g, "B1", attackOf(a, "B1", "Staff"), "A1");
    expect(creature(a, "A1").hp).toBe(30);
  });
});
