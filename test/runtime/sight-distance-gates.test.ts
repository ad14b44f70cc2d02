// States of continuous powers added for sight, distance and two states at once
// (compiler/primitives/state-gates.ts can-see-owner and both-states; compared-gates.ts
// far-from-owner): a penalty to the enemies that can see the power's owner, a defence
// against attackers far from it, a bonus against targets in two states together.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible); § Counting
// Distance; § Bonuses and Penalties; § Combat Advantage; § Continuous Powers
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addCondition } from "../../runtime/ddm/effects.js";
import { damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const cause = { rule: "a test's power", creature: null, src: null };

const cards = {
  path: "test/sight-distance-creatures.wb",
  text: `creature "Gleaming Herald" {
  level 8  cost 30  good  factions Civilization  keywords Angel
  AC 20  Fort 18  Ref 18  Will 18  speed 6  hp 80
  attack melee basic "Blade": +10 vs AC; 10 damage
  power "Dim Veil": invisible to enemies 5 or more squares away
  power "Stern Glare": enemies that can see this creature -2 AC while this creature is not bloodied
}
creature "Far Watcher" {
  level 5  cost 15  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack ranged 20 "Longbow": +8 vs AC; 10 damage
  power "Keep Away": +4 defenses against targets 11 or more squares away from it
}
creature "Grave Reaper" {
  level 7  cost 25  evil  factions Wild  keywords Shadow
  AC 18  Fort 17  Ref 17  Will 17  speed 6  hp 60
  attack melee basic "Scythe": +10 vs AC; 10 damage
  power "Harvest": +10 damage against targets both bloodied as well as granting combat advantage
}
creature "Plain Footman" {
  level 2  cost 6  unaligned  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Spear": +4 vs AC; 5 damage
  attack ranged 20 "Javelin": +4 vs AC; 5 damage
}
`,
};

describe("§ Line of Sight: a penalty to the enemies that can see the power's owner", () => {
  it("the footman 2 squares off sees the herald and has AC 12; the one 6 squares off, beyond the veil, keeps AC 14", () => {
    const a = arena(
      [
        { card: "Gleaming Herald", side: "A", at: [3, 3] },
        { card: "Plain Footman", side: "B", at: [3, 5] },
        { card: "Plain Footman", side: "B", at: [3, 9] },
      ],
      { extra: [cards] },
    );
    expect(defenseOf(a.g, "B1", "AC").value).toBe(12);
    expect(defenseOf(a.g, "B2", "AC").value).toBe(14);
  });

  it("once the herald is bloodied the penalty ends: the near footman is back at AC 14", () => {
    const a = arena(
      [
        { card: "Gleaming Herald", side: "A", at: [3, 3], hp: 40 },
        { card: "Plain Footman", side: "B", at: [3, 5] },
      ],
      { extra: [cards] },
    );
    expect(defenseOf(a.g, "B1", "AC").value).toBe(14);
  });
});

describe("§ Counting Distance: a defence against attackers 11 or more squares away", () => {
  it("a javelin from 11 squares meets AC 19 (a roll of 10 + 4 misses); from 10 squares AC 15 (it hits)", () => {
    const a = arena(
      [
        { card: "Far Watcher", side: "A", at: [0, 0] },
        { card: "Plain Footman", side: "B", at: [11, 0] },
        { card: "Plain Footman", side: "B", at: [10, 0] },
      ],
      { extra: [cards], dice: [11, 11] },
    );
    expect(defenseOf(a.g, "A1", "AC", "ranged", false, "B1").value).toBe(19);
    expect(defenseOf(a.g, "A1", "Ref", "ranged", false, "B1").value).toBe(18);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Javelin"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Javelin"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
  });
});

describe("§ Bonuses and Penalties: a bonus against targets in two states at once", () => {
  it("+10 damage only against a bloodied target that grants combat advantage, not against one in either state alone", () => {
    const a = arena(
      [
        { card: "Grave Reaper", side: "A", at: [3, 3] },
        { card: "Plain Footman", side: "B", at: [3, 4], hp: 20 },
        { card: "Plain Footman", side: "B", at: [4, 4] },
        { card: "Plain Footman", side: "B", at: [2, 4], hp: 20 },
      ],
      { extra: [cards] },
    );
    const scythe = attackOf(a, "A1", "Scythe");
    // Bloodied (20 of 40) but granting no combat advantage.
    expect(damageBonusOf(a.g, "A1", scythe, "B1").value).toBe(0);
    // Dazed grants combat advantage (§ Dazed), but it is not bloodied.
    addCondition(a.g, "B2", "Dazed", { kind: "save-ends" }, cause);
    expect(damageBonusOf(a.g, "A1", scythe, "B2").value).toBe(0);
    // Both.
    addCondition(a.g, "B3", "Dazed", { kind: "save-ends" }, cause);
    expect(damageBonusOf(a.g, "A1", scythe, "B3").value).toBe(10);
  });
});
