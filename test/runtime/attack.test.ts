// Attack rolls, critical hits, base damage and riders.
// ddm-battle-rules-2011.txt § Attack Roll; § Applying Damage; § Melee Attacks; § Ranged Attacks
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkTargets, resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText } from "./arena.js";
import { testCreatures } from "./test-creatures.js";


describe("§ Attack Roll", () => {
  const duel = (dice: number[]) =>
    arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
    ], { dice });

  it("hits when d20 + attack bonus reaches the defence, and deals the base damage", () => {
    const a = duel([5]); // 5 + 11 = 16 vs AC 16
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Pick"), "B1");
    expect(creature(a, "B1").hp).toBe(5);
    expect(logText(a)).toContain("Pick: 5 + 11 = 16 vs AC 16 — hit");
  });

  it("misses when the total is below the defence", () => {
    const a = duel([4]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Pick"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("a natural 20 is a critical hit that doubles the base damage", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Hollow Brute", side: "B", at: [4, 3] },
    ], { dice: [20] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Pick"), "B1");
    expect(creature(a, "B1").hp).toBe(85 - 30);
    expect(logText(a)).toContain("Pick: 20 + 11 = 31 vs AC 20 — critical hit");
  });

  it("a natural 1 misses even when the total would hit", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Training Dummy", side: "B", at: [4, 3] },
    ], { dice: [1], extra: [testCreatures] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Pick"), "B1"); // 1 + 11 = 12 vs AC 5
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("a critical hit doubles only base damage, each type, not the ongoing rider (§ Applying Damage, Critical Hits)", () => {
    const a = arena([
      { card: "Ashfall Sentinel", side: "A", at: [3, 3] },
      { card: "Training Dummy", side: "B", at: [6, 3] },
    ], { dice: [20], extra: [testCreatures] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Ember Sling"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B1").effects).toMatchObject([{ kind: "ongoing", name: "fire", amount: 5, duration: "save-ends" }]);
  });
});

describe("§ How to Choose Targets", () => {
  it("melee reaches adjacent enemies, reach 2 two squares away; allies are never targets", () => {
    const a = arena([
      { card: "Hollow Brute", side: "A", at: [3, 3] },
      { card: "Mire Archer", side: "A", at: [4, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [8, 3] },
    ]);
    const flail = checkTargets(a.g, "A1", attackOf(a, "A1", "Chain Flail"));
    expect(flail).toEqual([
      { target: "B1", ok: true },
      { target: "B2", ok: false, why: "beyond reach 2" },
    ]);
    const grip = checkTargets(a.g, "A1", attackOf(a, "A1", "Grave Grip"));
    expect(grip[0]).toEqual({ target: "B1", ok: false, why: "not adjacent" });
  });

  it("ranged attacks need range; 'nearest' must pick the nearest enemy in sight", () => {
    const a = arena([
      { card: "Mire Archer", side: "A", at: [0, 0] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
      { card: "Corpus Wight", side: "A", at: [0, 1] },
    ], { extra: [{ path: "test/corpus/clean-card.wb", text: readFileSync("test/corpus/clean-card.wb", "utf8") }] });
    expect(checkTargets(a.g, "A1", attackOf(a, "A1", "Longbow")).map((c) => c.ok)).toEqual([true, false]);
    expect(checkTargets(a.g, "A1", attackOf(a, "A1", "Tangle Arrow")).map((c) => c.ok)).toEqual([true, true]);
    expect(checkTargets(a.g, "A2", attackOf(a, "A2", "Grave Dust"))).toEqual([
      { target: "B1", ok: true },
      { target: "B2", ok: false, why: "not the nearest enemy in sight" },
    ]);
  });
});

describe("§ Applying Damage: riders resolve in order after the base damage", () => {
  it("a hit with 'and Immobilized (save ends)' leaves the target Immobilized", () => {
    const a = arena([
      { card: "Mire Archer", side: "A", at: [0, 0] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
    ], { dice: [15] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Tangle Arrow"), "B1");
    expect(creature(a, "B1").hp).toBe(15);
    expect(creature(a, "B1").effects.map((e) => [e.name, e.duration])).toEqual([["Immobilized", "save-ends"]]);
    expect(creature(a, "A1").spent["Tangle Arrow"]).toBe(1);
  });

  it("push moves the target away, one square at a time, as the attacker's player chooses", () => {
    const a = arena([
      { card: "Hollow Brute", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
    ], { dice: [15], choices: ["5,3"] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Chain Flail"), "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 3 });
    const push = a.decisions[0]!;
    expect(push.kind).toBe("forced-move");
    // Only squares farther from the Brute are offered (§ Forced-Movement Effects, Push).
    expect(push.options.filter((o) => o.id !== "stop").map((o) => o.id).sort()).toEqual(["5,2", "5,3", "5,4"]);
  });
});
