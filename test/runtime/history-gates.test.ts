// States of what an attack's target did to the power's owner or suffers from it: it attacked
// the owner this round, an attack of the owner with a name has hit it, it is vulnerable to
// the damage the owner's attacks deal; and the owner's rider as a subject.
// ddm-battle-rules-2011.txt § Making an Attack; § Rounds and Turns; § Resistance and Vulnerability;
// § Combat Advantage; § Mounts and Riders
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/history-gate-creatures.wb",
  text: `creature "Ash Templar" {
  level 6  cost 20  good  factions Civilization  keywords Human
  AC 17  Fort 15  Ref 14  Will 15  speed 6  hp 50
  attack melee basic "Sword": +6 vs AC; 5 damage
  attack melee "Brand": +6 vs AC; 10 damage
  power "Retort": +5 damage against targets that attacked it this round
  power "Follow Through": +10 damage against targets previously hit by its "Brand"
}
creature "Ember Sprite" {
  level 3  cost 9  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 12  Ref 15  Will 12  speed 6  hp 20
  attack ranged 6 "Cinder": +5 vs Ref; 5 fire damage
  power "Find the Crack": has combat advantage against targets vulnerable to its damage types
}
creature "Frost Troll" {
  level 5  cost 15  evil  factions Wild  keywords Giant
  AC 15  Fort 16  Ref 14  Will 12  speed 5  hp 50
  attack melee basic "Claw": +6 vs AC; 10 damage
  power "Melts": vulnerable 5 fire
}
creature "Battle Boar" {
  level 4  cost 12  unaligned  factions Wild  keywords Beast
  AC 15  Fort 15  Ref 13  Will 12  speed 6  hp 40
  attack melee basic "Tusk": +5 vs AC; 5 damage
  power "Saddle": can carry rider
  power "Frenzy": its rider +10 damage with melee attacks while this creature is bloodied
}
`,
};

describe("§ Making an Attack: what the target did to the owner", () => {
  it("+5 against the goblin that attacked it this round, not the other one, and no longer next round", () => {
    const a = arena(
      [
        { card: "Ash Templar", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [2] },
    );
    const sword = attackOf(a, "A1", "Sword");
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Short Blade"), "A1");
    expect(damageBonusOf(a.g, "A1", sword, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, "A1", sword, "B2").value).toBe(0);
    a.g.state.round += 1;
    expect(damageBonusOf(a.g, "A1", sword, "B1").value).toBe(0);
  });

  it("once its Brand has hit the troll (45 - 10 = 35), its sword deals 5 + 10 there", () => {
    const a = arena(
      [
        { card: "Ash Templar", side: "A", at: [3, 3] },
        { card: "Frost Troll", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 15] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").hp).toBe(45);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Brand"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(damageBonusOf(a.g, "A1", attackOf(a, "A1", "Sword"), "B1").value).toBe(10);
  });
});

describe("§ Resistance and Vulnerability; § Combat Advantage: vulnerable to its damage", () => {
  it("the fire sprite has combat advantage against the troll (vulnerable to fire): a roll of 8 + 5 + 2 = 15 hits Ref 14, 5 + 5 fire", () => {
    const a = arena(
      [
        { card: "Ember Sprite", side: "A", at: [3, 1] },
        { card: "Frost Troll", side: "B", at: [3, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 5] },
      ],
      { extra: [cards], dice: [8] },
    );
    expect(rulesView(a.g).combatAdvantage("A1", "B1")).toBe(true);
    expect(rulesView(a.g).combatAdvantage("A1", "B2")).toBe(false);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Cinder"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("§ Mounts and Riders: its rider as a subject", () => {
  it("the boar's rider has +10 melee damage while the boar is bloodied", () => {
    const a = arena(
      [
        { card: "Battle Boar", side: "A", at: [3, 3] },
        { card: "Ash Templar", side: "A", at: [4, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards] },
    );
    const sword = attackOf(a, "A2", "Sword");
    creature(a, "A2").riding = "A1";
    expect(damageBonusOf(a.g, "A2", sword, "B1").value).toBe(0);
    creature(a, "A1").hp = 20;
    expect(damageBonusOf(a.g, "A2", sword, "B1").value).toBe(10);
    creature(a, "A2").riding = undefined;
    expect(damageBonusOf(a.g, "A2", sword, "B1").value).toBe(0);
  });
});
