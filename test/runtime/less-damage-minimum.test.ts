// "Takes 10 less damage from that attack (minimum 10 damage)": a cancellation effect whose
// cut stops at the minimum the card gives, and never raises damage already below it.
// ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Attack Roll (Critical Hit)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = `level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60`;

// Made-up creatures (not bundled content).
const cards: SourceFile = {
  path: "test/less-damage-minimum.wb",
  text: `creature "Maul Brute" {
  ${stats}
  attack melee basic "Maul": +5 vs AC; 15 damage
  attack melee "Jab": +5 vs AC; 5 damage
}
creature "Plated Sentry" {
  ${stats}
  attack melee basic "Pike": +5 vs AC; 10 damage
  power "Bracing Plates": whenever enemy scores critical hit against this creature: this creature takes 25 less damage from that attack (minimum 10 damage)
}
creature "Hide Sentry" {
  ${stats}
  attack melee basic "Pike": +5 vs AC; 10 damage
  power "Thick Hide": whenever enemy hits this creature: this creature takes 5 less damage from that attack (minimum 10 damage)
}
`,
};

const field = (placements: Placement[], dice: number[]) => arena(placements, { dice, extra: [cards] });

describe("ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects): N less damage with a minimum", () => {
  it("a critical hit of 30 cut by 25 with a minimum of 10 deals 10 (60 → 50), not 5", () => {
    const a = field([
      { card: "Maul Brute", side: "A", at: [3, 3] },
      { card: "Plated Sentry", side: "B", at: [3, 4] },
    ], [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("an ordinary hit of 15 is not cut (no critical hit): 60 → 45", () => {
    const a = field([
      { card: "Maul Brute", side: "A", at: [3, 3] },
      { card: "Plated Sentry", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(45);
  });

  it("damage already below the minimum stays as it is: a 5-damage hit cut by 5 (minimum 10) still deals 5 (60 → 55)", () => {
    const a = field([
      { card: "Maul Brute", side: "A", at: [3, 3] },
      { card: "Hide Sentry", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Jab"), "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("a 15-damage hit cut by 5 with a minimum of 10 deals 10 (60 → 50)", () => {
    const a = field([
      { card: "Maul Brute", side: "A", at: [3, 3] },
      { card: "Hide Sentry", side: "B", at: [3, 4] },
    ], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });
});
