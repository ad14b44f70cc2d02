// "Considered to have Flight while moving if it begins its move adjacent to a wall", written
// "has flight while moving from square adjacent to wall": a move planned or made from beside a
// wall is a flight (forest costs it no extra square), a move from the open is not, and standing
// still it does not fly. ddm-battle-rules-2011.txt § Movement Modes; § Difficult Terrain; § Walls
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { rulesView } from "../../runtime/ddm/view.js";
import { arena } from "./arena.js";
import { walledYard } from "./continuous-fixtures.js";

const cards = {
  path: "test/flight-from-wall.wb",
  text: `${walledYard("Ledge Yard", "Ledge Arena", ["forest 5,3", "forest 1,8"])}creature "Ledge Skitterer" {
  level 3  cost 12  unaligned  factions Wild  keywords Vermin
  AC 15  Fort 13  Ref 13  Will 13  speed 4  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
  power "Ledge Walker": has flight while moving from square adjacent to wall
}
`,
};

const field = (x: number, y: number) => arena([{ card: "Ledge Skitterer", side: "A", at: [x, y] }], { extra: [cards], battle: "Ledge Arena" });
const costTo = (a: ReturnType<typeof field>, x: number, y: number) => [...reachable(a.g, "A1", 4).values()].find((r) => r.space.x === x && r.space.y === y)?.cost;

describe("ddm-battle-rules-2011.txt § Movement Modes: flight for a move begun beside a wall", () => {
  it("from beside the wall, the forest square costs 1 (flight); from the open, 2", () => {
    expect(costTo(field(5, 4), 5, 3)).toBe(1);
    expect(costTo(field(2, 8), 1, 8)).toBe(2);
  });

  it("standing beside the wall it does not fly", () => {
    const a = field(5, 4);
    expect(rulesView(a.g).hasMode?.("A1", "flight")).toBe(false);
  });
});
