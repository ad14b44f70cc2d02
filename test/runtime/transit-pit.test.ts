// "May transit pit terrain": it enters pit squares, which only flying creatures may enter,
// and crosses them; it still may not end its movement in one.
// ddm-battle-rules-2011.txt § Pit; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { isLegalPosition, reachable } from "../../runtime/ddm/movement.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/transit-pit.wb",
  text: `creature "Cliff Crawler" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 17  Fort 17  Ref 15  Will 13  speed 6  hp 50
  attack melee basic "Bite": +9 vs AC; 10 damage
  power "Cliffhanger": may transit "pit" terrain
}
`,
};

const field = (card: string) => arena([{ card, side: "A", at: [5, 6] }], { extra: [terrainField, cards], battle: "Terrain Test" });

describe("§ Pit: crossed by a creature that may transit it", () => {
  it("the crawler's movement may pass through the pit square, but not end there", () => {
    const a = field("Cliff Crawler");
    expect(reachable(a.g, "A1", 6, true).has("6,6")).toBe(true);
    expect(reachable(a.g, "A1", 6).has("6,6")).toBe(false);
    expect(isLegalPosition(a.g, "A1", { x: 6, y: 6, size: 1 })).toBe(false);
  });

  it("a goblin without the power never enters it", () => {
    const a = field("Cinder Goblin Cutter");
    expect(reachable(a.g, "A1", 6, true).has("6,6")).toBe(false);
  });
});
