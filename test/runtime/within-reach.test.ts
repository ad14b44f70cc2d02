// "Make a Lashing Tendrils attack against each creature within Reach": the creatures, enemy
// or ally, within the power's owner's melee reach (adjacent at reach 1, else within its
// longest reach in squares), one attack each. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Melee Attacks (Range: reach); § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/within-reach.wb",
  text: `creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 20 damage
}
creature "Tendril Crawler" {
  ${stats}
  attack melee basic "Bite": +6 vs AC; 5 damage
  attack melee reach 2 can target allies "Lashing Tendrils": +6 vs Fort; 10 damage
  power "Thrash": immediate action, use when this creature becomes bloodied: this creature makes "Lashing Tendrils" attack against creatures within reach
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const club = (a: Arena, by: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, "Club"), target);

describe("ddm-battle-rules-2011.txt § Melee Attacks (reach): 'each creature within reach'", () => {
  it("bloodied, the crawler lashes the brute beside it and its ally 2 squares away, not the brute 3 squares away", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Club Brute", side: "A", at: [4, 8] },
      { card: "Tendril Crawler", side: "B", at: [4, 5] },
      { card: "Club Brute", side: "B", at: [4, 7] },
    ], [15, 15, 15, 15], ["use", "Lashing Tendrils:A1", "Lashing Tendrils:B2"]);
    club(a, "A1", "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "B2").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(40);
  });
});
