// A rider on a target already taking ongoing damage of a type, said before the hit's own
// ongoing damage of that type so that "already" means before this hit: "target that is taking
// ongoing poison damage takes ongoing 5 necrotic (save ends) and ongoing 5 poison (save ends)".
// Played with scripted dice; every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Applying Damage (Additional Effects); § Ongoing Damage
import { describe, expect, it } from "vitest";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/already-ongoing.wb",
  text: `creature "Blight Spider" {
  ${tenDefences(40)}
  attack melee basic "Blight Bite": +5 vs AC; 5 damage and target that is taking ongoing poison damage takes ongoing 5 necrotic (save ends) and ongoing 5 poison (save ends)
}
creature "Plain Brute" {
  ${tenDefences(60)}
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

const field = fieldOf(cards);
// The kinds of ongoing damage it takes (a second of the same type is kept beside the first; only the highest counts).
const ongoing = (a: ReturnType<typeof field>) => [...new Set(creature(a, "B1").effects.filter((e) => e.kind === "ongoing").map((e) => e.name))].sort();

describe("ddm-battle-rules-2011.txt § Ongoing Damage: more ongoing damage on a target already poisoned", () => {
  it("the first bite poisons only; the second, on a poisoned target, adds necrotic", () => {
    const a = field(
      [
        { card: "Blight Spider", side: "A", at: [5, 5] },
        { card: "Plain Brute", side: "B", at: [5, 6] },
      ],
      [15, 15],
    );
    attackNow(a, "A1", "Blight Bite", "B1");
    expect(ongoing(a)).toEqual(["poison"]);
    attackNow(a, "A1", "Blight Bite", "B1");
    expect(ongoing(a)).toEqual(["necrotic", "poison"]);
  });
});
