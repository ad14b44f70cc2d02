// Forced movement's own rules: slide in any direction, no opportunity attacks, no extra
// cost for terrain, and the effect ends where no legal position is left.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Slide; Legal Position; Ignore Extra
// Movement Cost; No Opportunity Attacks; No More Legal Positions)
import { describe, expect, it } from "vitest";
import { forcedMove } from "../../runtime/ddm/movement.js";
import { arena, creature, type Placement } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const field = (placements: Placement[], choices: string[] = []) => arena(placements, { choices, extra: [terrainField], battle: "Terrain Test" });
const by = (id: string) => ({ creature: id, rule: "test", src: null });

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Slide)", () => {
  it("a slide may move the creature in any direction, closer to the actor too; a push may not", () => {
    const placed: Placement[] = [
      { card: "Hollow Brute", side: "A", at: [6, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [8, 3] },
    ];
    const a = field(placed, ["7,3"]);
    forcedMove(a.g, "B1", "slide", 1, by("A1"));
    expect(a.decisions[0]!.options.filter((o) => o.id !== "stop")).toHaveLength(8);
    expect(creature(a, "B1").space).toMatchObject({ x: 7, y: 3 });
    const b = field(placed, ["9,3"]);
    forcedMove(b.g, "B1", "push", 1, by("A1"));
    expect(b.decisions[0]!.options.map((o) => o.id)).not.toContain("7,3");
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (No Opportunity Attacks; Ignore Extra Movement Cost)", () => {
  it("slid 2 squares away from an adjacent enemy, through difficult terrain: no opportunity attack, and both squares count 1", () => {
    // An opportunity attack would be a decision for B2's player; none is asked.
    const a = field(
      [
        { card: "Hollow Brute", side: "A", at: [5, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 4] },
        { card: "Cinder Goblin Cutter", side: "A", at: [1, 4] },
      ],
      ["3,4", "4,4"],
    );
    forcedMove(a.g, "B1", "slide", 2, by("A1"));
    expect(creature(a, "B1").space).toMatchObject({ x: 4, y: 4 });
    expect(a.decisions.map((d) => d.kind)).toEqual(["forced-move", "forced-move"]);
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (No More Legal Positions)", () => {
  it("a push against the wall ends where no square farther away is legal, having moved as far as it could", () => {
    // The wall runs 2,0 to 2,2: pushed west from 4,1 the goblin reaches 3,x, then nothing farther is open.
    const a = field(
      [
        { card: "Hollow Brute", side: "A", at: [5, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 1] },
      ],
      ["3,1"],
    );
    forcedMove(a.g, "B1", "push", 3, by("A1"));
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 1 });
    expect(a.decisions).toHaveLength(1);
  });
});
