// Moves by powers that must end at a place: next to a wall, next to a terrain type, next
// to a creature of a kind, or still next to the enemy it stood beside; and powers usable
// only while next to a wall. ddm-battle-rules-2011.txt § Powers and Effects; § Move Actions
// (Shift); § Forced-Movement Effects (Teleport); § Walls; § How to Choose Targets (adjacent)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { mayUsePower, powersOf } from "../../runtime/ddm/powers.js";
import { arena, creature, type Placement } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const skulkers = {
  path: "test/skulkers.wb",
  text: `creature "Wall Skulker" {
  level 4  cost 15  evil  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Cling": move action: this creature teleports 4 ending adjacent to a wall
  power "Wall Leap": move action, while adjacent to a wall: this creature teleports 9 ending adjacent to "difficult" terrain
  power "Circle": replaces move action, while adjacent to an enemy: this creature shifts 3 ending adjacent to that enemy
  power "Pounce": minor action: this creature shifts 2 ending adjacent to a bloodied enemy
}
`,
};
const field = (placements: Placement[], choices: string[]) => arena(placements, { choices, extra: [terrainField, skulkers], battle: "Terrain Test" });
const offered = (a: ReturnType<typeof field>, i: number) => a.decisions[i]!.options.map((o) => o.id).filter((id) => /^\d+,\d+$/.test(id));

describe("moves by powers that must end at a place", () => {
  it("'teleports 4 ending adjacent to a wall' offers only the squares next to the wall (2,0 to 2,2) within 4, below it too", () => {
    const a = field([{ card: "Wall Skulker", side: "A", at: [6, 2] }], ["power:Cling", "3,1", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 1 });
    const squares = offered(a, 1);
    expect(squares.sort()).toEqual(["2,3", "3,0", "3,1", "3,2", "3,3"]);
  });

  it("a power usable only while adjacent to a wall is refused elsewhere, and its teleport must end next to difficult terrain", () => {
    const far = field([{ card: "Wall Skulker", side: "A", at: [6, 8] }], []);
    const leap = powersOf(far.g, "A1").find((p) => p.name === "Wall Leap")!;
    far.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    expect(mayUsePower(far.g, "A1", leap, leap.clauses.find((c) => c.kind === "trigger") as never).allowed).toBe(false);

    const a = field([{ card: "Wall Skulker", side: "A", at: [3, 1] }], ["power:Wall Leap", "5,4", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 4 });
    // Every square offered touches difficult terrain (a square is adjacent to itself): the plain kind at 3,3 to 4,4, and
    // the kinds that cost extra to enter (§ Difficult Terrain): web 10,5, spike stones 9,9, river 3,10, dangerous 11,11.
    const difficult = [[3, 3], [4, 3], [3, 4], [4, 4], [10, 5], [9, 9], [3, 10], [11, 11]] as const;
    for (const sq of offered(a, 1)) {
      const [x, y] = sq.split(",").map(Number) as [number, number];
      expect(difficult.some(([dx, dy]) => Math.max(Math.abs(x - dx), Math.abs(y - dy)) <= 1)).toBe(true);
    }
    expect(offered(a, 1)).toContain("9,5");
  });

  it("'shifts 3 ending adjacent to that enemy' keeps it beside the enemy it stood next to", () => {
    const a = field(
      [
        { card: "Wall Skulker", side: "A", at: [6, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 5] },
      ],
      ["power:Circle", "7,6", "end"],
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 6 });
    for (const sq of offered(a, 1)) {
      const [x, y] = sq.split(",").map(Number) as [number, number];
      expect(Math.max(Math.abs(x - 6), Math.abs(y - 5))).toBe(1);
    }
  });

  it("'shifts 2 ending adjacent to a bloodied enemy' offers nothing but staying away from unbloodied enemies: it does not move", () => {
    const a = field(
      [
        { card: "Wall Skulker", side: "A", at: [6, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 3] },
      ],
      ["power:Pounce", "end"],
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 6, y: 3 });
    expect(a.g.state.log.some((e) => /cannot shift: no square within 2/.test(e.text))).toBe(true);

    const b = field(
      [
        { card: "Wall Skulker", side: "A", at: [6, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 3], hp: 5 },
      ],
      ["power:Pounce", "8,3", "end"],
    );
    creatureTurn(b.g, "A1");
    expect(creature(b, "A1").space).toMatchObject({ x: 8, y: 3 });
  });
});
