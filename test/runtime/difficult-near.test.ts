// Squares that count as difficult terrain for some creatures only. Near a creature: an
// enemy pays 1 extra square to enter each, and so cannot shift into one; allies, other
// keywords and fliers move as usual; an aura's squares are gone while its holder is
// inactive. Away from its own terrain: every other square is difficult for the holder.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Auras
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const wardens = {
  path: "test/difficult-near.wb",
  text: `creature "Briar Warden" {
  level 4  cost 15  unaligned  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Thorn": +6 vs AC; 5 damage
  power "Thorn Ring": squares within 2 squares count as difficult terrain for enemies
}
creature "Root Keeper" {
  level 4  cost 15  unaligned  factions Wild  keywords Plant
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Lash": +6 vs AC; 5 damage
  power "Root Snare": squares adjacent to this creature count as difficult terrain for non-Plant enemies
}
creature "Bramble Spirit" {
  level 4  cost 15  unaligned  factions Wild  keywords Fey
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Scratch": +6 vs AC; 5 damage
  aura 2 "Bramble Aura": squares within 2 squares count as difficult terrain for enemies
}
creature "River Eel" {
  level 4  cost 15  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Bite": +6 vs AC; 5 damage
  power "Waterbound": treats squares without "river" terrain as difficult terrain
}
creature "Marsh Kite" {
  level 4  cost 15  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 14  Will 14  speed 6 flight  hp 30
  attack melee basic "Talon": +6 vs AC; 5 damage
}
`,
};

describe("§ Difficult Terrain: squares near a creature, difficult for its enemies", () => {
  it("an enemy pays 2 for each square within 2 of the warden: 2,6 to 4,6 costs 3, and it cannot shift into one", () => {
    const a = arena(
      [
        { card: "Briar Warden", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 6] },
      ],
      { extra: [wardens] },
    );
    expect(reachable(a.g, "A1", 6).get("3,6")?.cost).toBe(1);
    expect(reachable(a.g, "A1", 6).get("4,6")?.cost).toBe(3);
    a.g.state.creatures.find((c) => c.id === "A1")!.space = { x: 3, y: 6, size: 1 };
    expect(reachable(a.g, "A1", 1, false, true).has("4,6")).toBe(false);
    expect(reachable(a.g, "A1", 1, false, true).has("2,6")).toBe(true);
  });

  it("its allies and a flying enemy move as usual", () => {
    const a = arena(
      [
        { card: "Briar Warden", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 6] },
        { card: "Marsh Kite", side: "A", at: [2, 8] },
      ],
      { extra: [wardens] },
    );
    expect(reachable(a.g, "B2", 6).get("4,6")?.cost).toBe(2);
    expect(reachable(a.g, "A1", 6).get("4,8")?.cost).toBe(2);
  });

  it("'for non-Plant enemies': a Goblin pays for the squares adjacent to the keeper, a Plant does not; farther squares cost 1", () => {
    const a = arena(
      [
        { card: "Root Keeper", side: "B", at: [6, 6] },
        { card: "Cinder Goblin Cutter", side: "A", at: [3, 6] },
        { card: "Root Keeper", side: "A", at: [3, 4] },
      ],
      { extra: [wardens] },
    );
    expect(reachable(a.g, "A1", 6).get("4,6")?.cost).toBe(1);
    expect(reachable(a.g, "A1", 6).get("5,6")?.cost).toBe(3);
    expect(reachable(a.g, "A2", 6).get("5,5")?.cost).toBe(2);
  });

  it("an aura's squares are gone while its holder is Stunned (inactive)", () => {
    const placed = (conditions: string[]) =>
      arena(
        [
          { card: "Bramble Spirit", side: "B", at: [6, 6], conditions },
          { card: "Cinder Goblin Cutter", side: "A", at: [2, 6] },
        ],
        { extra: [wardens] },
      );
    expect(reachable(placed([]).g, "A1", 6).get("4,6")?.cost).toBe(3);
    expect(reachable(placed(["Stunned"]).g, "A1", 6).get("4,6")?.cost).toBe(2);
  });
});

describe("§ Difficult Terrain: 'treats squares without river terrain as difficult terrain'", () => {
  it("leaving the river at 3,10 for the clear square 4,10 costs the eel 2 squares, a Goblin 1; the eel cannot shift out", () => {
    const a = arena(
      [
        { card: "River Eel", side: "A", at: [3, 10] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 6] },
      ],
      { extra: [terrainField, wardens], battle: "Terrain Test" },
    );
    expect(reachable(a.g, "A1", 6).get("4,10")?.cost).toBe(2);
    expect(reachable(a.g, "A1", 1, false, true).has("4,10")).toBe(false);
    a.g.state.creatures.find((c) => c.id === "B1")!.space = { x: 3, y: 10, size: 1 };
    a.g.state.creatures.find((c) => c.id === "A1")!.space = { x: 8, y: 6, size: 1 };
    expect(reachable(a.g, "B1", 6).get("4,10")?.cost).toBe(1);
  });
});
