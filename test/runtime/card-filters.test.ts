// Keyword filters and condition immunity, the registry entries cards need.
// ddm-battle-rules-2011.txt § Keywords; § Resistance and Vulnerability (Immune); § Conditions
import { describe, expect, it } from "vitest";
import { addCondition } from "../../runtime/ddm/effects.js";
import { defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/filters.wb",
  text: `creature "Grave Banner" {
  level 4  cost 12  evil  factions Borderlands  keywords Undead
  AC 16  Fort 14  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Pole": +6 vs AC; 5 damage
  aura 3 "Dread Standard": Undead allies +2 AC and non-Undead enemies -1 AC
}
creature "Bone Guard" {
  level 2  cost 8  evil  factions Borderlands  keywords Undead, Skeleton
  AC 15  Fort 13  Ref 13  Will 12  speed 5  hp 20
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "Unfeeling": immune Immobilized
}
creature "Living Guard" {
  level 2  cost 8  evil  factions Borderlands  keywords Human
  AC 15  Fort 13  Ref 13  Will 12  speed 5  hp 20
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

describe("keyword filters (ddm-battle-rules-2011.txt § Keywords)", () => {
  it("an aura for Undead allies reaches an Undead ally in range, not a living one; non-Undead enemies get the penalty", () => {
    const a = arena(
      [
        { card: "Grave Banner", side: "A", at: [5, 5] },
        { card: "Bone Guard", side: "A", at: [6, 5] },
        { card: "Living Guard", side: "A", at: [4, 5] },
        { card: "Living Guard", side: "B", at: [5, 7] },
        { card: "Bone Guard", side: "B", at: [6, 7] },
      ],
      { extra: [cards] },
    );
    expect(defenseOf(a.g, "A2", "AC").value).toBe(17);
    expect(defenseOf(a.g, "A3", "AC").value).toBe(15);
    expect(defenseOf(a.g, "B1", "AC").value).toBe(14);
    expect(defenseOf(a.g, "B2", "AC").value).toBe(15);
  });
});

describe("immune to a condition (ddm-battle-rules-2011.txt § Resistance and Vulnerability, Immune)", () => {
  it("never gains the condition, and the log says why; a creature without the immunity gains it", () => {
    const a = arena(
      [
        { card: "Bone Guard", side: "A", at: [5, 5] },
        { card: "Living Guard", side: "B", at: [5, 6] },
      ],
      { extra: [cards] },
    );
    const cause = { creature: "B1", rule: "test", src: null };
    addCondition(a.g, "A1", "Immobilized", { kind: "save-ends" }, cause);
    addCondition(a.g, "B1", "Immobilized", { kind: "save-ends" }, cause);
    expect(creature(a, "A1").effects.map((e) => e.name)).toEqual([]);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    expect(logText(a).some((t) => t.includes("is not Immobilized (immune, Unfeeling)"))).toBe(true);
  });
});

const hunters = {
  path: "test/hunters.wb",
  text: `creature "Back Stabber" {
  level 3  cost 10  evil  factions Borderlands  keywords Goblin
  AC 16  Fort 14  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Knife": +6 vs AC; 5 damage
  power "Sneak Attack 10"
  power "Finisher": +5 damage with melee attacks against bloodied targets
  power "Hates the Dead": +2 attack against Undead targets
}
`,
};

describe("bonuses against some targets (ddm-battle-rules-2011.txt § Bonuses and Penalties; § Combat Advantage)", () => {
  it("Sneak Attack 10 adds 10 damage only against a target granting combat advantage; +5 only against a bloodied one; +2 attack only against Undead", async () => {
    const { attackBonusOf, damageBonusOf } = await import("../../runtime/ddm/values.js");
    const a = arena(
      [
        { card: "Back Stabber", side: "A", at: [5, 5] },
        { card: "Bone Guard", side: "B", at: [5, 6], hp: 10 },
        { card: "Living Guard", side: "B", at: [6, 6] },
        { card: "Living Guard", side: "A", at: [7, 7] },
      ],
      { extra: [cards, hunters] },
    );
    const knife = a.g.ir.creatures.find((c) => c.name === "Back Stabber")!.attacks[0]!;
    // B1 is bloodied (10 of 20) and Undead; B2 is flanked by A1 and A2, so A1 has combat advantage against it.
    expect(damageBonusOf(a.g, "A1", knife, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, "A1", knife, "B2").value).toBe(10);
    expect(damageBonusOf(a.g, "A1", knife).value).toBe(0);
    expect(attackBonusOf(a.g, "A1", knife, "B1").value).toBe(8);
    expect(attackBonusOf(a.g, "A1", knife, "B2").value).toBe(6);
  });
});

const medic = {
  path: "test/medic.wb",
  text: `creature "Field Medic" {
  level 3  cost 10  evil  factions Borderlands  keywords Human
  AC 16  Fort 14  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Knife": +6 vs AC; 5 damage
  power "Steady Hands": whenever an ally becomes bloodied: that ally heals 5
  power "Gloat": whenever an enemy is destroyed: this creature heals 5
}
`,
};

describe("triggers on other creatures (ddm-battle-rules-2011.txt § Automatic Powers; § Hit Points, Bloodied)", () => {
  it("an ally becoming bloodied heals it; an enemy destroyed by anyone heals the owner; its own bloodying does not fire the ally trigger", async () => {
    const { applyDamage } = await import("../../runtime/ddm/damage.js");
    const a = arena(
      [
        { card: "Field Medic", side: "A", at: [1, 1], hp: 20 },
        { card: "Living Guard", side: "A", at: [8, 8] },
        { card: "Living Guard", side: "B", at: [4, 4], hp: 5 },
      ],
      { extra: [cards, medic] },
    );
    const cause = { creature: "B1", rule: "test", src: null };
    applyDamage(a.g, "A2", [{ amount: 10, type: null }], cause);
    expect(creature(a, "A2").hp).toBe(15);
    applyDamage(a.g, "A1", [{ amount: 10, type: null }], cause);
    expect(creature(a, "A1").hp).toBe(10);
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], { creature: "A2", rule: "test", src: null });
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(creature(a, "A1").hp).toBe(15);
  });
});
