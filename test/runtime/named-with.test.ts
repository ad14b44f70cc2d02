// "Use after this creature takes damage but is not destroyed by an enemy attack: each Good
// Dragon ally with the word 'Silver' in its name has +4 attack until end of battle": allies
// of those keywords whose card's name has the word. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Keywords; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Arena, type Placement } from "./arena.js";

const dragon = (hp: number) => `level 4  cost 15  good  factions Wild  keywords Dragon
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp ${hp}`;

const cards: SourceFile = {
  path: "test/named-with.wb",
  text: `creature "Club Brute" {
  level 4  cost 15  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Club": +6 vs AC; 10 damage
}
creature "Silver Whelp" {
  ${dragon(20)}
  attack melee basic "Bite": +0 vs AC; 5 damage
  power "Cry for Kin" uses 1: use when this creature is damaged by enemy with attack: Good Dragon allies with "Silver" in name get +4 attack until end of battle
}
creature "Silver Drake" {
  ${dragon(40)}
  attack melee basic "Claw": +0 vs AC; 5 damage
}
creature "Copper Drake" {
  ${dragon(40)}
  attack melee basic "Claw": +0 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const strike = (a: Arena, by: string, name: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, name), target);
const placed: Placement[] = [
  { card: "Club Brute", side: "A", at: [4, 4] },
  { card: "Silver Whelp", side: "B", at: [4, 5] },
  { card: "Silver Drake", side: "B", at: [5, 4] },
  { card: "Copper Drake", side: "B", at: [3, 4] },
];

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name): allies with a word in their name", () => {
  it("the whelp, damaged, gives the Silver drake +4 attack (7 + 4 hits AC 10); the Copper drake's 7 still misses", () => {
    const a = field(placed, [15, 7, 7], ["use"]);
    strike(a, "A1", "Club", "B1");
    expect(creature(a, "B1").hp).toBe(10);
    strike(a, "B2", "Claw", "A1");
    expect(creature(a, "A1").hp).toBe(55);
    strike(a, "B3", "Claw", "A1");
    expect(creature(a, "A1").hp).toBe(55);
  });

  it("destroyed by the blow, the whelp cannot use it: the Silver drake's 7 misses", () => {
    const a = field(placed.map((p) => (p.card === "Silver Whelp" ? { ...p, hp: 10 } : p)), [15, 7]);
    strike(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    strike(a, "B2", "Claw", "A1");
    expect(creature(a, "A1").hp).toBe(60);
  });
});
