// Terrain a creature's space is by its own power, moving with it: "this creature's space
// is \"smoke\" terrain while not its turn". Between its turns a creature not adjacent to it
// cannot see it (nor it them); an adjacent one can; on its own turn the smoke is gone; when
// it moves, the smoke goes with it.
// ddm-battle-rules-2011.txt § Smoke; § How to Choose Targets (Line of Sight); § Battle Maps and Terrain
import { describe, expect, it } from "vitest";
import { sees } from "../../runtime/ddm/sight.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/carried-terrain.wb",
  text: `creature "Veil Dancer" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Blade": +6 vs AC; 5 damage
  power "Shadow Cloak": this creature's space is "smoke" terrain while not its turn
}
`,
};

describe("§ Smoke: a creature's space is smoke while it is not its turn", () => {
  it("hides it from a far enemy between its turns, not from an adjacent one; on its turn it is seen; the smoke moves with it", () => {
    const a = arena(
      [
        { card: "Veil Dancer", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 9] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
      ],
      { extra: [cards] },
    );
    a.g.state.active = { creature: "B1", attack: 1, move: 1, minor: 1 };
    expect([...typesAt(a.g, { x: 5, y: 5 })]).toEqual(["smoke"]);
    expect([sees(a.g, "B1", "A1"), sees(a.g, "A1", "B1"), sees(a.g, "B2", "A1")]).toEqual([false, false, true]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    expect([...typesAt(a.g, { x: 5, y: 5 })]).toEqual([]);
    expect(sees(a.g, "B1", "A1")).toBe(true);
    // It moves on its turn; once the turn passes, its new square is smoke and the old one clear.
    creature(a, "A1").space = { x: 2, y: 2, size: 1 };
    a.g.state.active = null;
    expect([[...typesAt(a.g, { x: 2, y: 2 })], [...typesAt(a.g, { x: 5, y: 5 })]]).toEqual([["smoke"], []]);
  });
});
