// The attack damage pipeline: critical hits, bonus damage, halving, Weakened and
// Insubstantial, before Immune, Resist and Vulnerable.
// ddm-battle-rules-2011.txt § Applying Damage; § Hit Points; § Weakened; § Insubstantial; ../shared/spec/ddm-2011.md § 4.4
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { halveDamage, halveHitPoints } from "../../runtime/ddm/damage.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const duel = (attacker: Placement, target: Placement, dice: number[]) => arena([attacker, target], { dice, extra: [combatFixtures] });

describe("ddm-battle-rules-2011.txt § Applying Damage (Halving Damage) and § Hit Points (Round Down)", () => {
  it("the rulebook's examples: half of 85 hit points is 40, half of 15 damage is 5", () => {
    expect(halveHitPoints(85)).toBe(40);
    expect(halveDamage(15)).toBe(5);
  });

  it("halving damage rounds down to a multiple of 5 with a minimum of 5; nothing halves to nothing (A-16)", () => {
    expect([0, 5, 10, 20, 25, 35].map(halveDamage)).toEqual([0, 5, 5, 10, 10, 15]);
    expect(halveHitPoints(5)).toBe(0);
  });
});

describe("ddm-battle-rules-2011.txt § Weakened", () => {
  it("the rulebook's example: 20 damage and ongoing 10 from a Weakened attacker deals 10 and still gives ongoing 10", () => {
    const a = duel({ card: "Venom Spitter", side: "A", at: [3, 3], conditions: ["Sapped"] }, { card: "Ember Drake", side: "B", at: [4, 3] }, [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Venom Bite"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B1").effects).toMatchObject([{ kind: "ongoing", amount: 10, duration: "save-ends" }]);
    expect(logText(a).find((t) => t.includes("takes 10 damage"))).toContain("halved: Sapped");
  });

  it("halves after bonuses from other powers are added by default (A-15): (10 + 5) / 2 = 5", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3], conditions: ["Sapped"] }, { card: "Ember Drake", side: "B", at: [4, 3] }, [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("with the option 'weakened halves bonus damage too' set to no, halves the base only: 10 / 2 + 5 = 10", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3], conditions: ["Sapped"] }, { card: "Ember Drake", side: "B", at: [4, 3] }, [15]);
    a.g.options.set("weakened halves bonus damage too", { name: "weakened halves bonus damage too", value: false, src: null });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });
});

describe("ddm-battle-rules-2011.txt § Applying Damage (Critical Hits, Bonus and Penalty Damage)", () => {
  it("a critical hit doubles the base damage before the bonus is added: 10 × 2 + 5 = 25", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3] }, { card: "Ember Drake", side: "B", at: [4, 3] }, [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
    expect(logText(a).find((t) => t.includes("takes 25 damage"))).toContain("+5 damage (Heavy Hands)");
  });

  it("bonus damage applies only to a hit: miss damage of 10 stays 10", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3] }, { card: "Ember Drake", side: "B", at: [4, 3] }, [2]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });
});

describe("ddm-battle-rules-2011.txt § Insubstantial", () => {
  it("takes half damage from attacks after bonuses: (10 + 5) / 2 = 5", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3] }, { card: "Drifting Wisp", side: "B", at: [4, 3] }, [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(80);
  });

  it("does not work against a critical hit: 25 in full", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3] }, { card: "Drifting Wisp", side: "B", at: [4, 3] }, [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(60);
  });

  it("a Weakened attacker against an insubstantial target halves twice: 15 → 5 → 5 (minimum 5)", () => {
    const a = duel({ card: "Heavy Hitter", side: "A", at: [3, 3], conditions: ["Sapped"] }, { card: "Drifting Wisp", side: "B", at: [4, 3] }, [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(80);
  });
});
