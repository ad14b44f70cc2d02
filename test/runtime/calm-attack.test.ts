// "Use when this creature is hit by a ranged attack: it makes a Shortbow attack that does
// not provoke opportunity attacks as an immediate action": that attack, ranged beside an
// enemy, provokes none; made otherwise, it would. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Opportunity Attacks; § Ranged Attacks; § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Arena, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Halfling
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

const cards: SourceFile = {
  path: "test/calm-attack.wb",
  text: `creature "Club Brute" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
}
creature "Slinger" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 5 damage
  attack ranged 10 basic "Sling": +6 vs AC; 5 damage
}
creature "Quick Archer" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 5 damage
  attack ranged 10 "Shortbow": +6 vs AC; 10 damage
  power "Snap Shot" uses 1: immediate action, use when this creature is hit by ranged attack: this creature makes "Shortbow" attack without provoking
}
creature "Hasty Archer" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 5 damage
  attack ranged 10 "Shortbow": +6 vs AC; 10 damage
  power "Snap Shot" uses 1: immediate action, use when this creature is hit by ranged attack: this creature makes "Shortbow" attack
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const sling = (a: Arena) => resolveAttack(a.g, "A2", attackOf(a, "A2", "Sling"), "B1");

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: an attack made by a power 'that does not provoke'", () => {
  it("the quick archer shoots back at the slinger beside the brute without drawing the brute's club", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Slinger", side: "A", at: [4, 9] },
      { card: "Quick Archer", side: "B", at: [4, 5] },
    ], [15, 15], ["use", "Shortbow:A2"]);
    sling(a);
    expect(creature(a, "A2").hp).toBe(30);
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("the hasty archer's shot provokes: the brute clubs it (15 hits, 10 damage)", () => {
    const a = field([
      { card: "Club Brute", side: "A", at: [4, 4] },
      { card: "Slinger", side: "A", at: [4, 9] },
      { card: "Hasty Archer", side: "B", at: [4, 5] },
    ], [15, 15, 15], ["use", "Shortbow:A2", "attack"]);
    sling(a);
    expect(creature(a, "B1").hp).toBe(25);
  });
});
