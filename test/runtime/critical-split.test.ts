// "Use when an enemy hits this creature or an adjacent ally with a melee attack: that enemy
// takes 15 poison damage (30 poison damage instead on a critical hit)": one trigger for the
// hit that is not critical, one for the critical hit, one use between them. Invented
// creatures; dice scripted. ddm-battle-rules-2011.txt § Attack Roll (Critical Hits); § Activated Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Spider
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60`;

const cards: SourceFile = {
  path: "test/critical-split.wb",
  text: `creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 5 damage
}
creature "Venom Weaver" {
  ${stats}
  attack melee basic "Fang": +6 vs AC; 5 damage
  power "Spiteful Venom" uses 1: use when enemy hits this creature or adjacent ally with melee attack without critical hit: that enemy takes 15 poison damage; use when enemy scores critical hit against this creature or adjacent ally with melee attack: that enemy takes 30 poison damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const club = (a: Arena, by: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, "Club"), target);

describe("ddm-battle-rules-2011.txt § Attack Roll (Critical Hits): damage back, more on a critical hit", () => {
  const brute = (die: number) => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Venom Weaver", side: "B", at: [4, 5] },
    ], [die], ["use"]);
    club(a, "A1", "B1");
    return a;
  };
  it("a plain hit (15): the brute takes 15 poison damage", () => {
    const a = brute(15);
    expect(creature(a, "A1").hp).toBe(45);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
  it("a critical hit (natural 20): the brute takes 30 poison damage, the power used once", () => {
    const a = brute(20);
    expect(creature(a, "A1").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});
