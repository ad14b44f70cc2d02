// A trigger on a creature ending its move next to this creature ("whenever a non-Spider
// enemy ends its move adjacent to this creature: that enemy is Immobilized"): once per
// move, where the move ends, not for the squares passed on the way.
// ddm-battle-rules-2011.txt § Moving; § Common Triggered Powers
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { creature } from "./arena.js";
import { fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/move-end-triggers.wb",
  text: `creature "Web Lurker" {
  ${tenDefences(40, "Spider")}
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Sticky Threads": whenever non-Spider enemy ends its move adjacent to this creature: that enemy is Immobilized
}
creature "Grey Wolf" {
  ${tenDefences(40, "Wolf")}
  attack melee basic "Fang": +6 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);
const path = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 1 }));
const immobilized = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.some((e) => e.kind === "condition" && e.name === "Immobilized");

describe("ddm-battle-rules-2011.txt § Moving: a move ending next to this creature", () => {
  it("the Wolf's move ends next to the Lurker: the Wolf is Immobilized", () => {
    const a = field([
      { card: "Web Lurker", side: "A", at: [5, 5] },
      { card: "Grey Wolf", side: "B", at: [5, 2] },
    ], []);
    walk(a.g, "B1", path([5, 3], [5, 4]), true, { creature: "B1", rule: "moves", src: null });
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 4 });
    expect(immobilized(a, "B1")).toBe(true);
  });

  it("a move that passes next to the Lurker and ends away from it (its opportunity attack declined): nothing", () => {
    const a = field([
      { card: "Web Lurker", side: "A", at: [5, 5] },
      { card: "Grey Wolf", side: "B", at: [3, 4] },
    ], [], ["decline"]);
    walk(a.g, "B1", path([4, 4], [5, 3], [6, 2]), true, { creature: "B1", rule: "moves", src: null });
    expect(creature(a, "B1").space).toMatchObject({ x: 6, y: 2 });
    expect(immobilized(a, "B1")).toBe(false);
  });
});
