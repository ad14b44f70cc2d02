// States that compare an attack's target with others (compiler/primitives/compared-gates.ts):
// combat advantage against creatures with a lower Speed, a bonus against the lowest-level
// enemy in play, against targets within N squares, against Resist All, against a penalty to AC.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Speed); § Combat Advantage;
// § Counting Distance; § Resistance and Vulnerability; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { addCondition, addModifier } from "../../runtime/ddm/effects.js";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const cause = { rule: "a test's power", creature: null, src: null };

const cards = {
  path: "test/compared-gate-creatures.wb",
  text: `creature "Dusk Harrier" {
  level 6  cost 20  evil  factions Wild  keywords Beast
  AC 17  Fort 15  Ref 16  Will 14  speed 7  hp 50
  attack melee basic "Talon": +6 vs AC; 10 damage
  power "Sly Cut": has combat advantage against targets with lower speed
  power "Runt Hunter": +10 damage against lowest level enemy in play targets
}
creature "Plodding Ox" {
  level 3  cost 10  unaligned  factions Civilization  keywords Beast
  AC 15  Fort 15  Ref 12  Will 12  speed 4  hp 60
  attack melee basic "Horn": +5 vs AC; 5 damage
}
creature "Quick Imp" {
  level 5  cost 14  evil  factions Wild  keywords Devil
  AC 15  Fort 13  Ref 15  Will 13  speed 8  hp 60
  attack melee basic "Sting": +6 vs AC; 5 damage
}
creature "Shard Golem" {
  level 5  cost 16  unaligned  factions Borderlands  keywords Construct
  AC 15  Fort 17  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Fist": +6 vs AC; 10 damage
  power "Stone Skin": resist 20 all
}
creature "Rune Breaker" {
  level 4  cost 12  good  factions Civilization  keywords Dwarf
  AC 16  Fort 15  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Maul": +7 vs AC; 10 damage
  power "Splitter": +20 damage against targets with resist all 15 to 25 and +5 damage against targets with penalty to AC
  power "Close Work": +2 attack against targets within 2 squares of it
}
`,
};

describe("§ Combat Advantage; § Level: against slower creatures and the lowest-level enemy", () => {
  it("the slower ox grants combat advantage (+2: 7 + 8 = 15 hits AC 15) and, lowest level of the enemies, takes 10 + 10", () => {
    const a = arena(
      [
        { card: "Dusk Harrier", side: "A", at: [3, 3] },
        { card: "Plodding Ox", side: "B", at: [3, 4] },
        { card: "Quick Imp", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [7] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Talon"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("the faster imp grants none (7 + 6 = 13 misses AC 15); Slowed to speed 2, it does, but is not the lowest level", () => {
    const a = arena(
      [
        { card: "Dusk Harrier", side: "A", at: [3, 3] },
        { card: "Plodding Ox", side: "B", at: [6, 6] },
        { card: "Quick Imp", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [7, 7] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Talon"), "B2");
    expect(creature(a, "B2").hp).toBe(60);
    addCondition(a.g, "B2", "Slowed", { kind: "save-ends" }, cause);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Talon"), "B2");
    expect(creature(a, "B2").hp).toBe(50);
  });

  it("once the ox is destroyed, the imp is the lowest-level enemy in play", () => {
    const a = arena(
      [
        { card: "Dusk Harrier", side: "A", at: [3, 3] },
        { card: "Plodding Ox", side: "B", at: [6, 6] },
        { card: "Quick Imp", side: "B", at: [4, 4] },
      ],
      { extra: [cards] },
    );
    const talon = attackOf(a, "A1", "Talon");
    expect(damageBonusOf(a.g, "A1", talon, "B2").value).toBe(0);
    creature(a, "B1").status = "destroyed";
    expect(damageBonusOf(a.g, "A1", talon, "B2").value).toBe(10);
  });
});

describe("§ Resistance and Vulnerability; § Bonuses and Penalties; § Counting Distance", () => {
  it("+20 damage against Resist 20 All: 10 + 20 - 20 resisted = 10; not against a creature without it", () => {
    const a = arena(
      [
        { card: "Rune Breaker", side: "A", at: [3, 3] },
        { card: "Shard Golem", side: "B", at: [3, 4] },
        { card: "Plodding Ox", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [10, 10] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B2");
    expect(creature(a, "B2").hp).toBe(50);
  });

  it("+5 damage against a target with a penalty to AC, +2 attack within 2 squares only", () => {
    const a = arena(
      [
        { card: "Rune Breaker", side: "A", at: [3, 3] },
        { card: "Plodding Ox", side: "B", at: [3, 4] },
        { card: "Quick Imp", side: "B", at: [3, 8] },
      ],
      { extra: [cards] },
    );
    const maul = attackOf(a, "A1", "Maul");
    expect(damageBonusOf(a.g, "A1", maul, "B1").value).toBe(0);
    addModifier(a.g, "B1", { op: "bonus", args: { amount: -2, stat: "AC" } }, { kind: "save-ends" }, cause);
    expect(damageBonusOf(a.g, "A1", maul, "B1").value).toBe(5);
    expect(attackBonusOf(a.g, "A1", maul, "B1").value).toBe(9);
    expect(attackBonusOf(a.g, "A1", maul, "B2").value).toBe(7);
  });
});
