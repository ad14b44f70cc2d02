// "Immediate action, use after an enemy enters a square exactly 2 squares away": each square
// entered at that counted distance, the reaction once the enemy stands in it.
// ddm-battle-rules-2011.txt § Moving; § Counting Distance; § Actions (Immediate Action)
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 20`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/movement-at-distance.wb",
  text: `creature "Pike Guard" {
  ${stats}
  attack melee reach 2 basic "Pike": +6 vs AC; 10 damage
  power "Long Reach": immediate reaction, use when enemy enters square exactly 2 squares away: this creature makes "Pike" attack against that enemy
}
creature "Runner" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 5 damage
}
`,
};

const path = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 1 }));

describe("ddm-battle-rules-2011.txt § Counting Distance: a trigger at exactly N squares", () => {
  it("the runner passing 4, 3, 2 and 1 squares away is offered once, at 2 squares, and hit there (20 → 10)", () => {
    const a = arena([
      { card: "Runner", side: "A", at: [5, 1] },
      { card: "Pike Guard", side: "B", at: [5, 6] },
    ], { extra: [cards], choices: ["use", "Pike:A1"], dice: [15] });
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4], [5, 5]), true, { creature: "A1", rule: "moves", src: null });
    expect(creature(a, "A1").hp).toBe(10);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});
