// More damage from one creature's attacks, given by its attack to the target: "target takes 15
// more damage from this creature's attacks until end of battle" (the cards' "whenever target
// takes damage from this creature's attacks, it takes 15 additional damage"), and "… from this
// creature's melee attacks (save ends)". Played with scripted dice; every creature and number is
// invented for these tests.
// ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage)
import { describe, expect, it } from "vitest";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/damage-from-source.wb",
  text: `creature "Marking Stalker" {
  ${tenDefences(40, "Human")}
  attack melee basic "Knife": +5 vs AC; 10 damage
  attack ranged 10 "Dart" does not provoke: +5 vs AC; 5 damage
  attack ranged 10 "Find Weakness" does not provoke: +5 vs Fort; target takes 15 more damage from this creature's attacks until end of battle
  attack ranged 10 "Find Gap" does not provoke: +5 vs Fort; target takes 10 more damage from this creature's melee attacks until end of battle
}
creature "Plain Brute" {
  ${tenDefences(80)}
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

const field = fieldOf(cards);
const place = () => [
  { card: "Marking Stalker", side: "A" as const, at: [5, 5] as [number, number] },
  { card: "Marking Stalker", side: "A" as const, at: [4, 5] as [number, number] },
  { card: "Plain Brute", side: "B" as const, at: [5, 6] as [number, number] },
];

describe("ddm-battle-rules-2011.txt § Applying Damage: more damage from the marking creature's attacks", () => {
  it("after the mark, the marker's knife deals 10 + 15; the other stalker's knife still deals 10", () => {
    const a = field(place(), [15, 15, 15]);
    attackNow(a, "A1", "Find Weakness", "B1");
    expect(creature(a, "B1").hp).toBe(80);
    attackNow(a, "A1", "Knife", "B1");
    expect(creature(a, "B1").hp).toBe(55);
    attackNow(a, "A2", "Knife", "B1");
    expect(creature(a, "B1").hp).toBe(45);
  });

  it("a miss deals no damage, so nothing is added", () => {
    const a = field(place(), [15, 2]);
    attackNow(a, "A1", "Find Weakness", "B1");
    attackNow(a, "A1", "Knife", "B1");
    expect(creature(a, "B1").hp).toBe(80);
  });

  it("'from this creature's melee attacks': the knife deals 10 + 10, the dart only its 5", () => {
    const a = field(place(), [15, 15, 15]);
    attackNow(a, "A1", "Find Gap", "B1");
    attackNow(a, "A1", "Dart", "B1");
    expect(creature(a, "B1").hp).toBe(75);
    attackNow(a, "A1", "Knife", "B1");
    expect(creature(a, "B1").hp).toBe(55);
  });
});
