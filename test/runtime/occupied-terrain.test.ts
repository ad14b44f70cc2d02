// "May occupy statue terrain": card text that breaks the statue's restriction (no creature
// may end its movement there, a core rule of tier 2) by naming it, so it wins at tier 3.
// The creature may end a move on the statue, which still costs 2 to enter, and stays there
// at the end of its turn; a creature without the power may only pass over it.
// ddm-battle-rules-2011.txt § Statue; § Legal Position; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { answer } from "../../runtime/ddm/questions.js";
import { terrainAtEndOfTurn } from "../../runtime/ddm/terrain.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const sculpted = {
  path: "test/occupied-terrain.wb",
  text: `creature "Plinth Gargoyle" {
  level 4  cost 14  unaligned  factions Wild  keywords Elemental
  AC 17  Fort 15  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Talon": +8 vs AC; 10 damage
  power "Pedestal Rest": may occupy "statue" terrain
}
`,
};

// The statue of the terrain field stands at 8,1; each creature starts beside it at 7,1.
const field = (card: string) => arena([{ card, side: "A", at: [7, 1] }], { extra: [terrainField, sculpted], battle: "Terrain Test" });

describe("§ Statue: a creature whose card lets it occupy statue terrain", () => {
  it("may end its move on the statue, entering it for 2 squares", () => {
    const a = field("Plinth Gargoyle");
    expect(reachable(a.g, "A1", 6).get("8,1")!.cost).toBe(2);
  });

  it("the ruling: the terrain's tier-2 restriction is broken by the card's tier-3 permission", () => {
    const a = field("Plinth Gargoyle");
    const r = answer(a.g, "A1", ["enter", "8,1"]);
    expect(r.kind === "ruling" && { allowed: r.ruling.allowed, tier: r.ruling.tier }).toEqual({ allowed: true, tier: 3 });
  });

  it("a creature without the power may not end there (tier 2)", () => {
    const a = field("Cinder Goblin Cutter");
    expect(reachable(a.g, "A1", 6).has("8,1")).toBe(false);
    const r = answer(a.g, "A1", ["enter", "8,1"]);
    expect(r.kind === "ruling" && { allowed: r.ruling.allowed, tier: r.ruling.tier }).toEqual({ allowed: false, tier: 2 });
  });

  it("standing on the statue at the end of a turn, it is not moved off; a creature without the power is", () => {
    const moved: string[] = [];
    const a = arena(
      [
        { card: "Plinth Gargoyle", side: "A", at: [8, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 6] },
      ],
      { extra: [terrainField, sculpted], battle: "Terrain Test" },
    );
    terrainAtEndOfTurn(a.g, "A1", (id) => moved.push(id));
    expect(moved).toEqual(["B1"]);
  });
});
