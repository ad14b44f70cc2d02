// Resistance, immunity, vulnerability, ongoing damage, saving throws, bloodied and destroyed.
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { addCondition, endOfTurnEffects, takeOngoingDamage } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText } from "./arena.js";
import { testCreatures } from "./test-creatures.js";

const cause = { creature: null, rule: "test", src: null };

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability", () => {
  it("the rulebook's example: Resist 5 fire and Resist 10 lightning against 10 lightning + 10 fire takes 10 fire", () => {
    const a = arena([
      { card: "Storm Warden", side: "A", at: [3, 3] },
      { card: "Storm Warden", side: "B", at: [4, 3] },
    ], { dice: [10], extra: [testCreatures] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Storm Fist"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(logText(a).find((t) => t.includes("takes"))).toContain("resist 10 lightning (Grounded)");
  });

  it("immune takes nothing of the type and cannot gain ongoing damage of it", () => {
    const a = arena([
      { card: "Frost Spitter", side: "A", at: [3, 3] },
      { card: "Fire Imp", side: "B", at: [5, 3] },
    ], { dice: [10], extra: [testCreatures] });
    applyDamage(a.g, "B1", [{ amount: 10, type: "fire" }], cause);
    expect(creature(a, "B1").hp).toBe(30);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Frost Spit"), "B1");
    expect(creature(a, "B1").effects).toEqual([]);
  });

  it("only the highest Vulnerable applies, and only if damage of the type is taken", () => {
    const a = arena([{ card: "Fire Imp", side: "B", at: [5, 3] }], { extra: [testCreatures] });
    applyDamage(a.g, "B1", [{ amount: 5, type: "cold" }], cause);
    expect(creature(a, "B1").hp).toBe(30 - 15);
    applyDamage(a.g, "B1", [{ amount: 5, type: null }], cause);
    expect(creature(a, "B1").hp).toBe(10);
  });

  it("resist from a card: the Hollow Brute takes 5 less necrotic", () => {
    const a = arena([{ card: "Hollow Brute", side: "B", at: [5, 3] }]);
    applyDamage(a.g, "B1", [{ amount: 10, type: "necrotic" }], cause);
    expect(creature(a, "B1").hp).toBe(80);
  });
});

describe("ddm-battle-rules-2011.txt § Ongoing Damage and § Saving Throws", () => {
  it("ongoing damage is taken at the start of the creature's turn; the same type does not stack", () => {
    const a = arena([{ card: "Hollow Brute", side: "B", at: [5, 3] }]);
    a.g.state.creatures[0]!.effects.push(
      { id: 1, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "a", src: null },
      { id: 2, kind: "ongoing", name: "fire", amount: 10, duration: "save-ends", source: null, rule: "b", src: null },
      { id: 3, kind: "ongoing", name: "acid", amount: 5, duration: "save-ends", source: null, rule: "c", src: null },
    );
    takeOngoingDamage(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(85 - 10 - 5);
  });

  it("a save of 10 or more ends the effect, 9 or less does not; one save per ongoing type", () => {
    const a = arena([{ card: "Hollow Brute", side: "B", at: [5, 3] }], { dice: [9, 10] });
    const c = creature(a, "B1");
    c.effects.push(
      { id: 1, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "a", src: null },
      { id: 2, kind: "ongoing", name: "fire", amount: 10, duration: "save-ends", source: null, rule: "b", src: null },
      { id: 3, kind: "condition", name: "Slowed", duration: "save-ends", source: null, rule: "c", src: null },
    );
    endOfTurnEffects(a.g, "B1");
    expect(c.effects.map((e) => e.name)).toEqual(["fire", "fire"]);
    expect(a.dice.remaining()).toBe(0);
  });

  it("a natural 20 on a save ends every save-ends effect", () => {
    const a = arena([{ card: "Hollow Brute", side: "B", at: [5, 3] }], { dice: [20] });
    const c = creature(a, "B1");
    c.effects.push(
      { id: 1, kind: "ongoing", name: "fire", amount: 5, duration: "save-ends", source: null, rule: "a", src: null },
      { id: 3, kind: "condition", name: "Slowed", duration: "save-ends", source: null, rule: "c", src: null },
    );
    endOfTurnEffects(a.g, "B1");
    expect(c.effects).toEqual([]);
  });

  it("a condition with no duration ends at the end of the creature's next turn (§ Conditions, Duration)", () => {
    const a = arena([{ card: "Cinder Goblin Cutter", side: "B", at: [5, 3] }], { choices: ["end"] });
    addCondition(a.g, "B1", "Slowed", null, cause);
    expect(creature(a, "B1").effects).toHaveLength(1);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").effects).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Hit Points", () => {
  it("bloodied at or below the bloodied score; destroyed at 0 or below, scoring its cost for the opponent", () => {
    const a = arena([
      { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 3] },
    ]);
    applyDamage(a.g, "B1", [{ amount: 10, type: null }], cause);
    expect(a.g.state.log.some((e) => e.kind === "bloodied")).toBe(true);
    applyDamage(a.g, "B1", [{ amount: 10, type: null }], cause);
    expect(creature(a, "B1")).toMatchObject({ status: "destroyed", space: null });
    expect(a.g.state.players[0]!.vp).toBe(9);
  });

  it("healing never raises hit points above the maximum", () => {
    const a = arena([{ card: "Hollow Brute", side: "B", at: [5, 3], hp: 30 }], { choices: ["end"] });
    // Hungry Dead: at the start of its turn while bloodied, it heals 5.
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(35);
    const full = arena([{ card: "Hollow Brute", side: "B", at: [5, 3] }], { choices: ["end"] });
    creatureTurn(full.g, "B1");
    expect(creature(full, "B1").hp).toBe(85);
  });
});
