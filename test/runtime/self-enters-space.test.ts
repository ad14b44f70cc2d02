// "Use when this creature enters a Medium or smaller enemy's space", "Use while moving through
// a space occupied by an enemy": a creature that may pass through enemies, each space it
// enters once, with "that enemy" the creature whose space it entered.
// ddm-battle-rules-2011.txt § Moving (Legal Position, Enemy); § Movement Modes; § Common Triggered Powers
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Giant
  AC 14  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/self-enters-space.wb",
  text: `creature "Stampede Ox" {
  ${stats}
  attack melee basic "Horns": +6 vs AC; 10 damage
  power "Overrun": can move through enemies
  power "Hoofbeat": use when this creature moves through space occupied by enemy, once per turn: this creature makes basic melee attack against that enemy
}
creature "Boulder Titan" {
  level 5  cost 20  unaligned  size Large  factions Wild  keywords Giant
  AC 14  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fist": +6 vs AC; 10 damage
  power "Overrun": can move through enemies
  power "Grind": whenever this creature enters space occupied by Medium or smaller enemy: that enemy takes 5 damage
}
creature "Hay Dummy" {
  ${stats}
  attack melee basic "Flail": +6 vs AC; 5 damage
}
creature "Straw Giant" {
  level 5  cost 20  unaligned  size Large  factions Wild  keywords Giant
  AC 14  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Flail": +6 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], choices: string[] = [], dice: number[] = []) => arena(placements, { extra: [cards], choices, dice });
const path = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 1 }));
const big = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 2 }));
const moves = (id: string) => ({ creature: id, rule: "moves", src: null });
const offered = (a: ReturnType<typeof field>) => a.decisions.filter((d) => d.kind === "use-power").length;

describe("ddm-battle-rules-2011.txt § Moving: this creature entering an enemy's space", () => {
  it("offered as it enters the enemy's square: a roll of 10 + 6 = 16 hits AC 14 for 10 (40 → 30); once per turn, so the second enemy passed is not offered", () => {
    const a = field(
      [
        { card: "Stampede Ox", side: "A", at: [5, 1] },
        { card: "Hay Dummy", side: "B", at: [5, 3] },
        { card: "Hay Dummy", side: "B", at: [5, 5] },
      ],
      ["use", "Horns:B1"],
      [10],
    );
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4], [5, 5], [5, 6]), false, moves("A1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 6 });
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "B2").hp).toBe(40);
    expect(offered(a)).toBe(1);
  });

  it("a roll of 7 + 6 = 13 misses AC 14: used, no damage (40 stays 40)", () => {
    const a = field(
      [
        { card: "Stampede Ox", side: "A", at: [5, 1] },
        { card: "Hay Dummy", side: "B", at: [5, 3] },
      ],
      ["use", "Horns:B1"],
      [7],
    );
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4]), false, moves("A1"));
    expect(creature(a, "B1").hp).toBe(40);
    expect(offered(a)).toBe(1);
  });

  it("passing beside an enemy, not through it, offers nothing", () => {
    const a = field([
      { card: "Stampede Ox", side: "A", at: [5, 1] },
      { card: "Hay Dummy", side: "B", at: [6, 3] },
    ]);
    walk(a.g, "A1", path([5, 2], [5, 3], [5, 4]), false, moves("A1"));
    expect(offered(a)).toBe(0);
  });

  it("a Large creature stays two squares in a Medium enemy's space: that space is entered once (5 damage, 40 → 35)", () => {
    const a = field([
      { card: "Boulder Titan", side: "A", at: [5, 1] },
      { card: "Hay Dummy", side: "B", at: [5, 3] },
    ]);
    walk(a.g, "A1", big([5, 2], [5, 3], [5, 4]), false, moves("A1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 4 });
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("the party's size is asked of the enemy: a Large enemy's space entered deals nothing (40 stays 40)", () => {
    const a = field([
      { card: "Boulder Titan", side: "A", at: [5, 1] },
      { card: "Straw Giant", side: "B", at: [5, 4] },
    ]);
    walk(a.g, "A1", big([5, 2], [5, 3], [5, 4], [5, 5], [5, 6]), false, moves("A1"));
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 6 });
    expect(creature(a, "B1").hp).toBe(40);
  });
});
