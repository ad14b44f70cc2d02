// "Use when this creature enters a space adjacent to an enemy": this creature's own move
// or shift, each square entered, with "that enemy" the creature it came beside.
// ddm-battle-rules-2011.txt § Moving; § Common Triggered Powers; § Actions (Immediate Action); ../shared/spec/ddm-2011.md A-59
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Dwarf
  AC 14  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/self-enters-adjacent.wb",
  text: `creature "Outrider" {
  ${stats}
  attack melee basic "Lance": +6 vs AC; 10 damage
  power "Charging Herald" uses 1: immediate reaction, use when this creature enters square adjacent to enemy: this creature makes basic melee attack against that enemy with +4 attack
}
creature "Goblin Hunter" {
  ${stats}
  attack melee basic "Knife": +6 vs AC; 5 damage
  power "Goblin Bane": whenever this creature enters square adjacent to Goblin enemy: that enemy takes 5 damage
}
creature "Hay Dummy" {
  ${stats}
  attack melee basic "Flail": +6 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], choices: string[] = [], dice: number[] = []) => arena(placements, { extra: [cards], choices, dice });
const path = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 1 }));
const moves = { creature: "A1", rule: "moves", src: null };

describe("ddm-battle-rules-2011.txt § Moving: this creature entering a square next to an enemy", () => {
  it("offered once the square beside the enemy is entered (not before): a roll of 5 + 6 + 4 hits AC 14 for 10 (40 → 30)", () => {
    const a = field(
      [
        { card: "Outrider", side: "A", at: [5, 1] },
        { card: "Hay Dummy", side: "B", at: [5, 6] },
      ],
      ["use", "Lance:B1"],
      [5],
    );
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4], [5, 5]), true, moves);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 5 });
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("a roll of 3 + 6 + 4 = 13 misses AC 14: no damage (40 stays 40)", () => {
    const a = field(
      [
        { card: "Outrider", side: "A", at: [5, 1] },
        { card: "Hay Dummy", side: "B", at: [5, 6] },
      ],
      ["use", "Lance:B1"],
      [3],
    );
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4], [5, 5]), true, moves);
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("coming beside an ally offers nothing", () => {
    const a = field([
      { card: "Outrider", side: "A", at: [5, 1] },
      { card: "Hay Dummy", side: "A", at: [5, 6] },
    ]);
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4], [5, 5]), true, moves);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });

  it("'that enemy' is the one the party names: of two enemies newly beside it, the Goblin takes 5 (20 → 15), the Dwarf none", () => {
    const a = field([
      { card: "Goblin Hunter", side: "A", at: [5, 1] },
      { card: "Hay Dummy", side: "B", at: [4, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [6, 3] },
    ]);
    walk(a.g, "A1", path([5, 2]), true, moves);
    expect(creature(a, a.id("Cinder Goblin Cutter", "B")).hp).toBe(15);
    expect(creature(a, a.id("Hay Dummy", "B")).hp).toBe(40);
  });
});
