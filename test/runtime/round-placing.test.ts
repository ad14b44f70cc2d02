// Powers used at the start of a round that put their creature somewhere: a teleport that
// must end closer to an enemy, usable only while no enemy can see the creature, and places
// beside (not in) a victory area or near its start area. The player picks the square.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 4; § Forced-Movement Effects (Teleport; Place);
// § How to Choose Targets (Line of Sight); § Victory Areas; § Set-Up
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const stats = `level 3  cost 10  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 30
  attack melee basic "Knife": +4 vs AC; 5 damage`;

// Made-up creatures and a map with a wall to hide behind (not bundled content).
const content = {
  path: "test/round-placing.wb",
  text: `map "Tunnel Field" {
  size 12 x 12
  wall 2,5 to 9,5
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 5,8 to 6,9
  victory B 5,2 to 6,3
}
battle "Tunnel Battle" {
  scenario Assault
  points 100
  map "Tunnel Field"
  side A "Test A"
  side B "Test B"
}
creature "Burrow Lurker" {
  ${stats}
  power "Tunnel Up": use at start of round while no enemy can see it: this creature teleports 6 ending closer to enemy
}
creature "Mound Riser" {
  ${stats}
  power "Rise Beside": use at start of round: place this creature in square adjacent to victory area
}
creature "Home Runner" {
  ${stats}
  power "Run Home": minor action: place this creature in square within 2 squares of your start area
}
`,
};

const offered = (a: ReturnType<typeof arena>, kind: string) => a.decisions.filter((d) => d.kind === kind).flatMap((d) => d.options.map((o) => o.id));
const at = (id: string) => id.split(",").map(Number) as [number, number];

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport): 'teleports 6 ending closer to an enemy', only while no enemy can see it", () => {
  // Squares are counted around walls, as distances are (§ How to Choose Targets, Counting Distance): 5,7 to 5,2 is 8 around the wall's end.
  it("behind the wall, unseen, the Lurker is offered only squares nearer to the enemy (counted around the wall) than now, and ends on the one picked", () => {
    const a = arena(
      [
        { card: "Burrow Lurker", side: "A", at: [5, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 2] },
      ],
      { extra: [content], battle: "Tunnel Battle", choices: ["use", "4,6"] },
    );
    const counted = (s: [number, number]) => a.g.grid.distance({ x: s[0], y: s[1], size: 1 }, { x: 5, y: 2, size: 1 });
    const now = counted([5, 7]);
    expect(now).toBe(8);
    startRound(a.g);
    const squares = offered(a, "place");
    expect(squares.length).toBeGreaterThan(0);
    expect(squares.every((s) => counted(at(s)) < now)).toBe(true);
    expect(squares).not.toContain("5,8");
    expect(creature(a, "A1").space).toMatchObject({ x: 4, y: 6 });
  });

  it("in the enemy's sight the power is not offered and the Lurker stays", () => {
    const a = arena(
      [
        { card: "Burrow Lurker", side: "A", at: [10, 7] },
        { card: "Cinder Goblin Cutter", side: "B", at: [11, 2] },
      ],
      { extra: [content], battle: "Tunnel Battle" },
    );
    startRound(a.g);
    expect(a.decisions.some((d) => /Tunnel Up/.test(d.prompt))).toBe(false);
    expect(creature(a, "A1").space).toMatchObject({ x: 10, y: 7 });
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § Victory Areas: beside a victory area, not in it", () => {
  it("'place this creature in a square adjacent to a victory area' offers squares touching an area's edge and none inside one", () => {
    const a = arena([{ card: "Mound Riser", side: "A", at: [0, 11] }], { extra: [content], battle: "Tunnel Battle", choices: ["use", "7,9"] });
    startRound(a.g);
    const squares = offered(a, "place").map(at);
    const inArea = ([x, y]: [number, number]) => x >= 5 && x <= 6 && ((y >= 8 && y <= 9) || (y >= 2 && y <= 3));
    expect(squares.length).toBeGreaterThan(0);
    expect(squares.some(inArea)).toBe(false);
    expect(squares.every(([x, y]) => x >= 4 && x <= 7 && ((y >= 7 && y <= 10) || (y >= 1 && y <= 4)))).toBe(true);
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 9 });
  });
});

describe("ddm-battle-rules-2011.txt § Set-Up; § Forced-Movement Effects (Place): near its own start area", () => {
  it("'place this creature in a square within 2 squares of your start area' offers rows 0 to 2 only (side A's area is row 0)", () => {
    const a = arena([{ card: "Home Runner", side: "A", at: [5, 7] }], { extra: [content], battle: "Tunnel Battle", choices: ["power:Run Home", "3,2", "end"] });
    creatureTurn(a.g, "A1");
    const rows = offered(a, "place").map((s) => at(s)[1]);
    expect(rows.length).toBeGreaterThan(0);
    expect(Math.max(...rows)).toBe(2);
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 2 });
  });
});
