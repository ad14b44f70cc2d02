// "Can make opportunity attacks against enemies with Flight for moving out of an adjacent
// square": past its starting square a flier provokes only flying enemies, and this walking
// creature too. ddm-battle-rules-2011.txt § Opportunity Attacks; § Movement Modes (Flight); spec A-64
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, type Placement } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const cards = {
  path: "test/snatching.wb",
  text: `creature "Grasping Oak" {
  level 6  cost 20  unaligned  factions Wild  keywords Plant
  AC 17  Fort 19  Ref 12  Will 15  speed 4  hp 60
  attack melee basic "Branch": +9 vs AC; 10 damage
  power "Snatching Limbs": can make opportunity attacks against enemies with flight moving out of adjacent squares
}
`,
};

const field = (placements: Placement[]) => arena(placements, { dice: [1, 1], choices: ["attack", "attack"], extra: [terrainField, cards], battle: "Terrain Test" });
const path = [{ x: 4, y: 7, size: 1 }, { x: 4, y: 8, size: 1 }, { x: 4, y: 9, size: 1 }];
const cause = { creature: "A1", rule: "moves", src: null };

describe("§ Opportunity Attacks: a walking creature that snatches fliers", () => {
  it("the oak may strike the sprite as it flies on past its starting square; the archer may not", () => {
    const a = field([
      { card: "Gust Sprite", side: "A", at: [4, 6] },
      { card: "Grasping Oak", side: "B", at: [5, 8] },
      { card: "Mire Archer", side: "B", at: [3, 8] },
    ]);
    walk(a.g, "A1", path, true, cause);
    const offered = a.decisions.filter((d) => d.kind === "opportunity-attack").map((d) => d.prompt);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((p) => p.startsWith("Grasping Oak (B1)"))).toBe(true);
  });
});
