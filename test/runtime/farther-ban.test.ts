// "That enemy cannot move to a square farther from this creature than its starting position
// this turn": in its own movement that turn the enemy may not step into a square farther from
// the creature whose power held it than the square it started the turn in; it may still close
// in or keep its distance. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions (restrictive card text); § Move Actions; § Start of Turn Phase
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/farther-ban.wb",
  text: `creature "Grave Warden" {
  ${tenDefences(40, "Undead")}
  attack melee basic "Blade": +5 vs AC; 5 damage
  attack ranged 10 "Tether" does not provoke: +5 vs Will; target cannot move farther from this creature than its starting position until end of its next turn
  power "Cold Grip": whenever enemy starts its turn adjacent to this creature: that enemy takes 5 damage and that enemy cannot move farther from this creature than its starting position until end of turn
}
creature "Plain Brute" {
  ${tenDefences(60)}
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

const field = fieldOf(cards);

/** Distances from a warden of the squares the brute can reach with 3 squares of movement. */
const distancesFrom = (a: ReturnType<typeof field>, warden: string) => [...reachable(a.g, "B1", 3).values()].map((r) => a.g.grid.distance(r.space, creature(a, warden).space!));

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: cannot move farther from this creature than its starting position", () => {
  it("unhindered, the brute can go 3 squares farther from the warden", () => {
    const a = field([{ card: "Grave Warden", side: "A", at: [5, 2] }, { card: "Plain Brute", side: "B", at: [5, 5] }], []);
    expect(Math.max(...distancesFrom(a, "A1"))).toBe(6);
  });

  it("once held, no square it can reach is farther from the warden than the 3 it stands at; it may still come nearer", () => {
    const a = field([{ card: "Grave Warden", side: "A", at: [5, 2] }, { card: "Grave Warden", side: "A", at: [9, 9] }, { card: "Plain Brute", side: "B", at: [5, 5] }], [15]);
    attackNow(a, "A1", "Tether", "B1");
    expect(Math.max(...distancesFrom(a, "A1"))).toBe(3);
    expect(Math.min(...distancesFrom(a, "A1"))).toBe(1);
    // The other warden held nothing: the brute may still move away from it.
    expect(Math.max(...distancesFrom(a, "A2"))).toBeGreaterThan(a.g.grid.distance(creature(a, "B1").space!, creature(a, "A2").space!));
  });

  it("held at the start of its turn, on that turn every move offered keeps it adjacent to the warden", () => {
    const a = field([{ card: "Grave Warden", side: "A", at: [5, 4] }, { card: "Plain Brute", side: "B", at: [5, 5] }], [], ["end"]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(55);
    const squares = a.decisions[0]!.options.filter((o) => o.legal && /^(move|shift):/.test(o.id)).map((o) => o.id.split(":")[1]!.split(",").map(Number));
    expect(squares.length).toBeGreaterThan(4);
    for (const [x, y] of squares) expect(a.g.grid.distance({ x: x!, y: y!, size: 1 }, creature(a, "A1").space!)).toBe(1);
  });
});
