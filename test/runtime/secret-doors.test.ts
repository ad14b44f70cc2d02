// Secret doors as walls for distance and adjacency while unoccupied, and clear while a
// creature stands in one; movement may still enter them at cost 1.
// ddm-battle-rules-2011.txt § Secret Door; ../shared/spec/ddm-2011.md A-39
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { mayTakeOpportunityAttack } from "../../runtime/ddm/attack.js";
import { arena, creature, type Placement } from "./arena.js";

// A hall cut in two by a wall with a secret door at 5,5 (made up, not bundled content).
const hall: SourceFile = {
  path: "test/door-hall.wb",
  text: `map "Door Hall" {
  size 12 x 12
  wall 0,5 to 4,5
  wall 6,5 to 11,5
  start A 0,0 to 11,1
  start B 0,10 to 11,11
  victory A 0,8
  victory B 11,2
  terrain secret-door 5,5
}
battle "Door Battle" {
  scenario Assault
  points 100
  map "Door Hall"
  side A "Test A"
  side B "Test B"
}
creature "Pike Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 13  speed 6  hp 30
  attack melee reach 2 basic "Pike": +6 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[]) => arena(placements, { extra: [hall], battle: "Door Battle" });
const space = (a: ReturnType<typeof field>, id: string) => creature(a, id).space!;

describe("ddm-battle-rules-2011.txt § Secret Door: a wall for distance and adjacency while unoccupied (A-39)", () => {
  it("no distance is counted through an empty secret door; with a creature in it, the distance is counted through", () => {
    const shut = field([
      { card: "Pike Guard", side: "A", at: [5, 4] },
      { card: "Pike Guard", side: "B", at: [5, 6] },
    ]);
    expect(shut.g.grid.distance(space(shut, "A1"), space(shut, "B1"))).toBe(Number.POSITIVE_INFINITY);
    const pike = cardOf(shut.g, "Pike Guard").attacks[0]!;
    expect(mayTarget(shut.g, "A1", pike, "B1").allowed).toBe(false);
    const open = field([
      { card: "Pike Guard", side: "A", at: [5, 4] },
      { card: "Pike Guard", side: "B", at: [5, 6] },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 5] },
    ]);
    expect(open.g.grid.distance(space(open, "A1"), space(open, "B1"))).toBe(2);
    expect(mayTarget(open.g, "A1", pike, "B1").allowed).toBe(true);
  });

  it("a creature beside an empty door is not adjacent to one across it; it is adjacent to the creature standing in it", () => {
    const a = field([
      { card: "Pike Guard", side: "A", at: [4, 4] },
      { card: "Pike Guard", side: "B", at: [5, 6] },
    ]);
    expect(a.g.grid.adjacent(space(a, "A1"), { x: 5, y: 5, size: 1 })).toBe(false);
    const b = field([
      { card: "Pike Guard", side: "A", at: [4, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
    ]);
    expect(b.g.grid.adjacent(space(b, "A1"), space(b, "B1"))).toBe(true);
    // So the creature in the doorway provokes from beside it.
    expect(mayTakeOpportunityAttack(b.g, "A1", "B1").allowed).toBe(true);
  });

  it("movement still enters the door at cost 1, ends there or goes through", () => {
    const a = field([
      { card: "Pike Guard", side: "A", at: [5, 3] },
      { card: "Pike Guard", side: "B", at: [0, 11] },
    ]);
    const routes = reachable(a.g, "A1", 6);
    expect(routes.get("5,5")?.cost).toBe(2);
    expect(routes.get("5,7")?.cost).toBe(4);
  });
});
