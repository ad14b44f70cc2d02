// Bonuses with attacks dealing a damage type: "+2 attack with attacks that deal cold damage"
// counts for a cold attack and not for a plain one; "-2 AC against attacks that deal
// lightning damage" lowers AC against lightning attacks only; "-5 cold damage" in an aura
// takes from the cold part of an attack's damage only.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Base Damage)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/damage-type-creatures.wb",
  text: `creature "Frost Adept" {
  level 5  cost 16  good  factions Civilization  keywords Human, Arcane
  AC 16  Fort 14  Ref 16  Will 16  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 10 damage
  attack ranged 6 "Rime Bolt": +6 vs Ref; 10 cold damage
  attack ranged 6 "Spark": +6 vs AC; 10 lightning damage
  power "Winter's Focus": +2 attack with attacks that deal cold damage
}
creature "Storm Totem" {
  level 4  cost 12  unaligned  factions Wild  keywords Construct
  AC 16  Fort 16  Ref 16  Will 16  speed 4  hp 60
  attack melee basic "Slam": +5 vs AC; 5 damage
  aura 1 "Static Field": creatures -2 AC against attacks that deal lightning damage
  aura 1 "Warm Field": creatures -5 cold damage
}
`,
};

describe("§ Bonuses and Penalties: with attacks of a damage type", () => {
  it("+2 with the cold bolt only; a roll of 8 + 6 = 14 hits a goblin beside the totem (AC 16 - 2) with the spark, misses one away from it", () => {
    const a = arena(
      [
        { card: "Frost Adept", side: "A", at: [3, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Storm Totem", side: "B", at: [4, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [7, 3] },
      ],
      { extra: [cards], dice: [8, 8] },
    );
    expect(attackBonusOf(a.g, "A1", attackOf(a, "A1", "Rime Bolt"), "B1").value).toBe(8);
    expect(attackBonusOf(a.g, "A1", attackOf(a, "A1", "Staff"), "B1").value).toBe(6);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spark"), "B1");
    expect(creature(a, "B1").hp).toBe(10);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spark"), "B3");
    expect(creature(a, "B3").hp).toBe(20);
  });

  it("the adept beside the totem deals 10 - 5 = 5 with its cold bolt, the full 10 with its spark", () => {
    const a = arena(
      [
        { card: "Frost Adept", side: "A", at: [4, 3] },
        { card: "Storm Totem", side: "B", at: [4, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 8] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["decline", "decline"] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rime Bolt"), "B2");
    expect(creature(a, "B2").hp).toBe(15);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Spark"), "B2");
    expect(creature(a, "B2").hp).toBe(5);
  });
});
