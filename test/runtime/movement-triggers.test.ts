// Triggers on movement: a creature entering a square adjacent to this creature (or
// within N squares), leaving one, moving to a square no longer adjacent, and shifting (a
// shift also stopped as it is declared: "that enemy does not shift instead").
// Each square of movement is one occurrence of the trigger.
// ddm-battle-rules-2011.txt § Moving; § Common Triggered Powers; § Resolving Effects (Cancellation Effects); ../shared/spec/ddm-2011.md A-59
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Dwarf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures, one power each (not bundled content).
const cards = {
  path: "test/movement-triggers.wb",
  text: `creature "Gate Warden" {
  ${stats}
  attack melee basic "Halberd": +6 vs AC; 10 damage
  power "Bar the Way": immediate action, use when enemy enters square adjacent to this creature: that enemy is Immobilized (save ends)
}
creature "Spear Sentry" {
  ${stats}
  attack melee reach 2 basic "Spear": +6 vs AC; 10 damage
  power "Ready Spear": use when enemy enters square within 2 squares: this creature makes basic melee attack against that enemy
}
creature "Bramble Beard" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 5 damage
  power "Grasping Beard": whenever enemy moves out of square adjacent to this creature: that enemy takes 5 damage
}
creature "Stalker" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 5 damage
  power "Shadow Step": use when adjacent enemy shifts: this creature shifts 1
}
creature "Grave Binder" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 5 damage
  power "Dead Stop": use when enemy declares shift: that enemy does not shift instead and that enemy is Dazed
}
creature "Cage Keeper" {
  ${stats}
  attack melee basic "Fist": +6 vs AC; 5 damage
  power "No Escape": whenever enemy adjacent to this creature moves to square not adjacent to this creature: that enemy takes 5 damage
}
`,
};

const field = (placements: Placement[], choices: string[] = [], dice: number[] = []) => arena(placements, { extra: [cards], choices, dice });
const path = (...squares: [number, number][]) => squares.map(([x, y]) => ({ x, y, size: 1 }));
const moves = { creature: "A1", rule: "moves", src: null };
const shifts = { creature: "A1", rule: "shifts", src: null };

describe("ddm-battle-rules-2011.txt § Moving: entering a square next to this creature", () => {
  it("the enemy about to step next to the Warden is Immobilized first (an immediate action interrupts) and stays where it stood", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 2] },
        { card: "Gate Warden", side: "B", at: [5, 5] },
      ],
      ["use"],
    );
    walk(a.g, "A1", path([5, 3], [5, 4], [6, 5], [6, 6]), true, moves);
    expect(creature(a, "A1").effects.some((e) => e.kind === "condition" && e.name === "Immobilized")).toBe(true);
    // The option "immediate actions interrupt their trigger": it acts before 5,4 is entered (runtime/ddm/move-windows.ts).
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 3 });
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("'within 2 squares': the Sentry attacks when the enemy comes within 2 (15 + 6 hits for 10)", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 1], hp: 20 },
        { card: "Spear Sentry", side: "B", at: [5, 5] },
      ],
      ["use", "Spear:A1"],
      [15],
    );
    // 5,2 is 3 squares away: nothing is offered there; 5,3 is 2 away.
    walk(a.g, "A1", path([5, 2], [5, 3]), true, moves);
    expect(creature(a, "A1").hp).toBe(10);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});

describe("ddm-battle-rules-2011.txt § Moving: leaving a square next to this creature", () => {
  it("each square left next to the Beard is one occurrence: three squares, 5 damage three times (A-59)", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 4] },
        { card: "Bramble Beard", side: "B", at: [5, 5] },
      ],
    );
    // A shift (no opportunity attack): 4,4 → 4,5 → 4,6 → 3,7 leaves three squares beside the Beard.
    walk(a.g, "A1", path([4, 5], [4, 6], [3, 7]), false, shifts);
    expect(creature(a, "A1").hp).toBe(5);
  });

  it("'moves to a square not adjacent': only the step that ends the adjacency counts", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [4, 4] },
        { card: "Cage Keeper", side: "B", at: [5, 5] },
      ],
    );
    walk(a.g, "A1", path([4, 5], [4, 6], [3, 7]), false, shifts);
    expect(creature(a, "A1").hp).toBe(15);
  });
});

describe("ddm-battle-rules-2011.txt § Shift: a shift by an adjacent enemy", () => {
  it("the Stalker shifts after an adjacent enemy's shift, once for the whole shift; a move does not count", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4] },
        { card: "Stalker", side: "B", at: [5, 5] },
      ],
      ["use", "5,4"],
    );
    walk(a.g, "A1", path([4, 3], [3, 2]), false, shifts);
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 4 });
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
    const b = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4] },
        { card: "Stalker", side: "B", at: [5, 5] },
      ],
      ["decline"],
    );
    walk(b.g, "A1", path([4, 3]), true, moves);
    expect(b.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });
});

describe("ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects): a shift stopped as it is declared", () => {
  it("used, the enemy stays where it stood and is Dazed; a move is not a shift and is not offered", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4] },
        { card: "Grave Binder", side: "B", at: [9, 9] },
      ],
      ["use"],
    );
    walk(a.g, "A1", path([4, 3]), false, shifts);
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 4 });
    expect(creature(a, "A1").effects.some((e) => e.kind === "condition" && e.name === "Dazed")).toBe(true);
    const b = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4] },
        { card: "Grave Binder", side: "B", at: [9, 9] },
      ],
    );
    walk(b.g, "A1", path([4, 3]), true, moves);
    expect(creature(b, "A1").space).toMatchObject({ x: 4, y: 3 });
    expect(b.decisions.filter((d) => d.kind === "use-power")).toHaveLength(0);
  });

  it("declined, the shift is made", () => {
    const a = field(
      [
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4] },
        { card: "Grave Binder", side: "B", at: [9, 9] },
      ],
      ["decline"],
    );
    walk(a.g, "A1", path([4, 3]), false, shifts);
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 3 });
  });
});
