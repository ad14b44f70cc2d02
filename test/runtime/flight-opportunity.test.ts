// Flight and opportunity attacks: leaving its starting square provokes every adjacent
// enemy; after that only flying enemies may take them.
// ddm-battle-rules-2011.txt § Movement Modes (Flight); § Opportunity Attacks; ../shared/spec/ddm-2011.md A-64
import { describe, expect, it } from "vitest";
import { walk } from "../../runtime/ddm/movement.js";
import { arena, creature, type Placement } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [terrainField], battle: "Terrain Test" });
const path = [{ x: 4, y: 7, size: 1 }, { x: 4, y: 8, size: 1 }, { x: 4, y: 9, size: 1 }];
const cause = { creature: "A1", rule: "moves", src: null };

describe("ddm-battle-rules-2011.txt § Movement Modes (Flight): later opportunity attacks (A-64)", () => {
  it("past its first square, a flier provokes the flying enemy it leaves, not the walking one beside it", () => {
    const a = field([
      { card: "Gust Sprite", side: "A", at: [4, 6] },
      { card: "Mire Archer", side: "B", at: [5, 8] },
      { card: "Gust Sprite", side: "B", at: [3, 8] },
    ], [15], ["attack"]);
    walk(a.g, "A1", path, true, cause);
    const offered = a.decisions.filter((d) => d.kind === "opportunity-attack").map((d) => d.prompt);
    expect(offered).toEqual(["Gust Sprite (B2) may make an opportunity attack on Gust Sprite (A1) (moving out of a square next to it)"]);
    // Sting: 15 + 5 against AC 15 hits for 5.
    expect(creature(a, "A1").hp).toBe(15);
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 9 });
  });

  it("leaving its starting square, a flier provokes walking enemies too", () => {
    const a = field([
      { card: "Gust Sprite", side: "A", at: [4, 7] },
      { card: "Mire Archer", side: "B", at: [5, 8] },
    ], [15], ["attack"]);
    walk(a.g, "A1", path.slice(1), true, cause);
    expect(a.decisions.filter((d) => d.kind === "opportunity-attack").map((d) => d.prompt)).toEqual([
      "Mire Archer (B1) may make an opportunity attack on Gust Sprite (A1) (moving out of a square next to it)",
    ]);
  });
});
