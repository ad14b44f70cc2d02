// Limits on the targets of a repeated attack: "at most N per target" and "targets within N
// of each other" (1: adjacent to each other). Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const limited: SourceFile = {
  path: "test/target-limits.wb",
  text: `creature "Hail Caller" {
  level 5  cost 20  unaligned  factions Wild  keywords Elemental
  AC 14  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Slap": +4 vs AC; 5 damage
  attack ranged 8 "Hailstones" make 3 attacks at most 2 per target: +5 vs AC; 5 cold damage
  attack ranged 8 "Forked Bolt" make 2 attacks different targets targets within 1 of each other: +5 vs Ref; 10 lightning damage
  attack ranged 8 "Wide Bolt" make 2 attacks different targets targets within 3 of each other: +5 vs Ref; 10 lightning damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [combatFixtures, limited] });

describe("ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks): limits on the targets", () => {
  it("'at most 2 per target': the third attack cannot pick the target already attacked twice", () => {
    const a = field([
      { card: "Hail Caller", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [3, 6] },
      { card: "Ember Drake", side: "B", at: [6, 6] },
    ], [15, 15, 15], ["B1"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Hailstones"), "B1");
    // Attack 2 may go to B1 again; attack 3 has B2 alone left, so no choice is asked.
    expect(a.decisions.map((d) => d.options.map((o) => o.id))).toEqual([["B1", "B2"]]);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([50, 55]);
  });

  it("'targets within 1 of each other': the second target must stand adjacent to the first", () => {
    const a = field([
      { card: "Hail Caller", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [3, 6] },
      { card: "Ember Drake", side: "B", at: [4, 6] },
      { card: "Ember Drake", side: "B", at: [7, 6] },
    ], [15, 15]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Forked Bolt"), "B1");
    // B3 is in range but not beside B1: B2 is the only target offered, so no choice is asked.
    expect(a.decisions).toHaveLength(0);
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([50, 50, 60]);
  });

  it("no target near enough: the second attack is lost; 'within 3' reaches a target 3 squares away", () => {
    const lost = field([
      { card: "Hail Caller", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [3, 6] },
      { card: "Ember Drake", side: "B", at: [7, 6] },
    ], [15]);
    makeAttack(lost.g, "A1", attackOf(lost, "A1", "Forked Bolt"), "B1");
    expect(lost.decisions).toHaveLength(0);
    expect([creature(lost, "B1").hp, creature(lost, "B2").hp]).toEqual([50, 60]);
    const wide = field([
      { card: "Hail Caller", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [3, 6] },
      { card: "Ember Drake", side: "B", at: [6, 6] },
    ], [15, 15]);
    makeAttack(wide.g, "A1", attackOf(wide, "A1", "Wide Bolt"), "B1");
    expect([creature(wide, "B1").hp, creature(wide, "B2").hp]).toEqual([50, 50]);
  });
});
