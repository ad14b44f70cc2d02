// "+2 Speed until end of turn if it occupies forest terrain at start of its turn or enters
// forest terrain on its turn", as the importer writes it: a turn-start trigger gated on the
// terrain it stands in, and the trigger self-enters-terrain for each forest square it walks
// into on its own turn; one power, so the +2 counts once. Invented creatures and map.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Start of Turn Phase; § Bonuses and Penalties (Duplicate Effects)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { walk } from "../../runtime/ddm/movement.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { speedOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const pieces: SourceFile = {
  path: "test/terrain-earned.wb",
  text: `map "Grove" {
  size 12 x 12
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,6
  victory B 11,5
  terrain forest 1,5 to 1,6
}
battle "Grove Battle" {
  scenario Assault
  points 100
  map "Grove"
  side A "Test A"
  side B "Test B"
}
creature "Grove Runner" {
  level 3  cost 12  unaligned  factions Wild  keywords Plant
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Branch": +5 vs AC; 5 damage
  power "Leaf Sprint": at start of its turn while occupying "forest" terrain: this creature gets +2 speed until end of turn
  power "Leaf Sprint": whenever this creature enters "forest" terrain while on its turn: this creature gets +2 speed until end of turn
}
creature "Bow Watcher" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Bow": +5 vs AC; 5 damage
}
`,
};

const field = (at: [number, number], choices: string[] = []) =>
  arena(
    [
      { card: "Grove Runner", side: "A", at },
      { card: "Bow Watcher", side: "B", at: [10, 10] },
    ],
    { extra: [pieces], battle: "Grove Battle", choices },
  );

describe("ddm-battle-rules-2011.txt § Battle Maps and Terrain: a bonus for the turn earned in forest terrain", () => {
  it("starting its turn in forest: it may move 7 squares that turn (speed 5 + 2), and after the turn its speed is 5 again", () => {
    const a = field([1, 5], ["move:8,5", "end"]);
    creatureTurn(a.g, "A1");
    expect(a.g.state.creatures.find((c) => c.id === "A1")!.space).toMatchObject({ x: 8, y: 5 });
    expect(speedOf(a.g, "A1").value).toBe(5);
  });

  it("starting its turn outside forest: 7 squares is too far", () => {
    const a = field([1, 7], ["move:8,7"]);
    expect(() => creatureTurn(a.g, "A1")).toThrow(/no scripted choice/);
  });

  it("entering forest on its own turn gives +2 once, however many forest squares it enters; entering it on another's turn gives nothing", () => {
    const a = field([0, 3]);
    const cause = { creature: "A1", rule: "test", src: null };
    walk(a.g, "A1", [{ x: 0, y: 4, size: 1 }, { x: 1, y: 5, size: 1 }], true, cause);
    expect(speedOf(a.g, "A1").value).toBe(5);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1, taken: 0 };
    walk(a.g, "A1", [{ x: 1, y: 6, size: 1 }], true, cause);
    expect(speedOf(a.g, "A1").value).toBe(7);
    walk(a.g, "A1", [{ x: 0, y: 5, size: 1 }, { x: 1, y: 5, size: 1 }], true, cause);
    expect(speedOf(a.g, "A1").value).toBe(7);
  });
});
