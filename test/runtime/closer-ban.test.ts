// "Target cannot move closer to this creature until end of its next turn": in its own
// movement the target may not step nearer the creature whose attack gave the effect; a
// creature that did not give it may still be approached. Every creature and number is
// invented for these tests.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions (restrictive card text); § Move Actions
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/closer-ban.wb",
  text: `creature "Dread Caller" {
  ${tenDefences(40, "Human")}
  attack melee basic "Staff": +5 vs AC; 5 damage
  attack ranged 10 "Shun" does not provoke: +5 vs Will; target cannot move closer to this creature until end of its next turn
}
creature "Plain Brute" {
  ${tenDefences(60)}
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

const field = fieldOf(cards);
const place = () => [
  { card: "Dread Caller", side: "A" as const, at: [5, 2] as [number, number] },
  { card: "Dread Caller", side: "A" as const, at: [9, 6] as [number, number] },
  { card: "Plain Brute", side: "B" as const, at: [5, 6] as [number, number] },
];

/** The squares the brute can reach with 3 squares of movement, and their distances from a caller. */
const distancesFrom = (a: ReturnType<typeof field>, caller: string) => [...reachable(a.g, "B1", 3).values()].map((r) => a.g.grid.distance(r.space, creature(a, caller).space!));

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: cannot move closer to this creature", () => {
  it("unhindered, the brute can come within 1 square of the caller", () => {
    const a = field(place(), []);
    expect(Math.min(...distancesFrom(a, "A1"))).toBe(1);
  });

  it("once hit, no square it can reach is nearer the caller than the 4 it stands at; the other caller it may still approach", () => {
    const a = field(place(), [15]);
    attackNow(a, "A1", "Shun", "B1");
    expect(Math.min(...distancesFrom(a, "A1"))).toBe(4);
    expect(Math.min(...distancesFrom(a, "A2"))).toBe(1);
  });
});
