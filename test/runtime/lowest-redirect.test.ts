// "Whenever an enemy targets an ally adjacent to this creature with a melee attack, that
// attack instead targets the enemy or ally with the lowest current HP within that enemy's
// reach": the redirect picks, among the creatures the attacker reaches, the one with the
// fewest hit points. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Melee Attacks (Range: reach)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/lowest-redirect.wb",
  text: `creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
}
creature "Frenzied Warder" {
  ${stats}
  attack melee basic "Axe": +6 vs AC; 10 damage
  power "Wild Deflection": whenever enemy targets ally adjacent to this creature with melee attack: redirect that attack to one creature with lowest hp within reach of attacker
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const club = (a: Arena, by: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, "Club"), target);

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects): to the creature with the fewest hit points in the attacker's reach", () => {
  it("the club aimed at the warder's ally (40 hp) strikes the wounded ally (15 hp) the brute also reaches", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Frenzied Warder", side: "B", at: [6, 5] },
      { card: "Club Brute", side: "B", at: [5, 5] },
      { card: "Club Brute", side: "B", at: [3, 4], hp: 15 },
    ], [15]);
    club(a, "A1", "B2");
    expect(creature(a, "B2").hp).toBe(40);
    expect(creature(a, "B3").hp).toBe(5);
  });

  it("an ally not adjacent to the warder is not shielded: the club strikes it", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Frenzied Warder", side: "B", at: [8, 8] },
      { card: "Club Brute", side: "B", at: [5, 5] },
      { card: "Club Brute", side: "B", at: [3, 4], hp: 15 },
    ], [15]);
    club(a, "A1", "B2");
    expect(creature(a, "B2").hp).toBe(30);
    expect(creature(a, "B3").hp).toBe(15);
  });
});
