// A shift by a power that lends a movement mode, or passage through enemies, for that
// shift alone: "shift 4 with Flight", "shift 3 squares; can move through enemies".
// ddm-battle-rules-2011.txt § Move Actions (Shift); § Movement Modes; § Legal Position (Enemy)
import { describe, expect, it } from "vitest";
import { modesOf } from "../../runtime/ddm/terrain.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/shift-passages.wb",
  text: `creature "Skitter Weaver" {
  level 6  cost 25  evil  factions Underdark  keywords Spider
  AC 17  Fort 16  Ref 14  Will 14  speed 6  hp 50
  attack melee basic "Fang": +8 vs AC; 10 damage
  power "Slip Past": minor action: this creature shifts 2 through enemies
  power "Ghost Step": move action: this creature shifts 2 with phasing
  power "Sidestep": minor action: this creature shifts 2
}
creature "Shield Wall" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 5  hp 30
  attack melee basic "Spear": +6 vs AC; 5 damage
}
`,
};

/** The weaver at the map's edge, two enemies barring every 2-square way to 0,5. */
function corridor(choices: string[]) {
  return arena(
    [
      { card: "Skitter Weaver", side: "A", at: [0, 3] },
      { card: "Shield Wall", side: "B", at: [0, 4] },
      { card: "Shield Wall", side: "B", at: [1, 4] },
    ],
    { extra: [cards], choices },
  );
}

describe("'shifts N through enemies' (§ Legal Position, Enemy)", () => {
  it("passes the enemies' squares in this shift, provoking nothing; a plain shift cannot", () => {
    const a = corridor(["power:Slip Past", "0,5", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 5 });
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(false);
    expect(creature(a, "A1").effects.some((e) => e.name === "through enemies")).toBe(false);
    const plain = corridor(["power:Sidestep", "stay", "end"]);
    creatureTurn(plain.g, "A1");
    const offered = plain.decisions.find((d) => d.kind === "shift")!.options.map((o) => o.id);
    expect(offered).not.toContain("0,5");
  });
});

describe("'shifts N with phasing' (§ Movement Modes)", () => {
  it("phases through the enemies for this shift, and the mode is gone after it", () => {
    const a = corridor(["power:Ghost Step", "0,5", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 0, y: 5 });
    expect(modesOf(a.g, creature(a, "A1")).phasing).toBe(false);
  });
});
