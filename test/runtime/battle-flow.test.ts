// The battle before its first round: the champion test for the map, the map choice
// (or deferring it), who sets up first and on which side, and map size classes.
// ddm-battle-rules-2011.txt § The Battle (steps 2-3); § Champion Test; § Set-Up;
// § Battle Maps and Terrain (Size); § Arena; spec
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { play } from "../../runtime/ddm/battle.js";
import { scriptedDice } from "../../runtime/kernel/dice.js";
import { libraryWith } from "../library.js";

const field = (name: string, w: number, h: number) => `map "${name}" {
  size ${w} x ${h}
  start A 0,0 to ${w - 1},1
  start B 0,${h - 2} to ${w - 1},${h - 1}
  victory A 1,${h - 4}
  victory B 1,3
}
`;

const flow: SourceFile = {
  path: "test/battle-flow.wb",
  text: `${field("North Field", 12, 12)}${field("South Field", 14, 10)}
warband "Goblins" {
  creature "Cinder Goblin Cutter" x 2
}
warband "Archers" {
  creature "Mire Archer"
}
battle "Two Maps" {
  scenario Assault
  points 100
  map "North Field", "South Field"
  side A "Goblins"
  side B "Archers"
}
battle "Open Sides" {
  scenario Assault
  points 100
  map "North Field", "South Field"
  player "Goblins"
  player "Archers"
}
`,
};

const noDefer: SourceFile = {
  path: "test/no-defer.wb",
  text: `layer house "Firm Choice"\nhouse "Firm Choice" {\n  option "map choice may be deferred" no\n}\n`,
};

const ir = libraryWith(flow, noDefer).ir;
const errorsOf = (r: ReturnType<typeof libraryWith>) => r.diagnostics.filter((d) => d.severity === "error").map((d) => d.message);

/** Plays the recorded choices with scripted dice; stops at the first decision nobody made. */
function start(battle: string, dice: number[], choices: string[], houseRules: string[] = []) {
  return play(ir, { battle, seed: 1, choices, houseRules }, { dice: scriptedDice(dice) });
}

describe("§ The Battle, step 2: choose the battle map", () => {
  it("compiles the battles with two maps and with player lines", () => {
    expect(errorsOf(libraryWith(flow, noDefer))).toEqual([]);
  });

  it("the champion test's winner chooses among the offered maps; set-up is on that map", () => {
    // Map test 15 to 8: player 1 wins and picks the South Field; set-up then asks side A's player to place on it.
    const r = start("Two Maps", [15, 8], ["map:South Field"]);
    expect(r.state.map).toBe("South Field");
    expect(r.state.lastChampionTest).toMatchObject({ winner: 0, loser: 1 });
    expect(r.state.log.some((e) => e.kind === "map" && e.text.includes("Player 1 (Goblins) chooses the battle map: South Field"))).toBe(true);
    expect(r.pending?.kind).toBe("place");
    // South Field is 14 x 10: side A's start area runs to x = 13.
    expect(r.pending?.options.some((o) => o.id === "13,1")).toBe(true);
  });

  it("the winner may defer, and the opponent's choice is final (spec A-05)", () => {
    // 3 to 17: player 2 wins, defers; player 1 must pick one of the maps, with no way to defer back.
    const r = start("Two Maps", [3, 17], ["defer"]);
    expect(r.pending?.kind).toBe("map");
    expect(r.pending?.player).toBe(0);
    expect(r.pending?.options.map((o) => o.id)).toEqual(["map:North Field", "map:South Field"]);
    const on = start("Two Maps", [3, 17], ["defer", "map:North Field"]);
    expect(on.state.map).toBe("North Field");
    expect(on.state.log.some((e) => e.kind === "map" && e.text.startsWith("Player 1 (Goblins) chooses"))).toBe(true);
  });

  it("with the rule option 'map choice may be deferred' off, the winner must pick", () => {
    const r = start("Two Maps", [15, 8], [], ["Firm Choice"]);
    expect(r.pending?.kind).toBe("map");
    expect(r.pending?.options.map((o) => o.id)).toEqual(["map:North Field", "map:South Field"]);
  });

  it("a battle with one map and fixed sides rolls no map test and sets up side A first", () => {
    const r = play(ir, { battle: "First Blood", seed: 1, choices: [] }, { dice: scriptedDice([]) });
    expect(r.state.log.filter((e) => e.kind === "roll")).toEqual([]);
    expect(r.pending?.kind).toBe("place");
    expect(r.pending?.player).toBe(0);
  });
});

describe("§ The Battle, step 3: who sets up first, and on which side", () => {
  it("the player who did not choose the map decides who sets up first; that player picks the side", () => {
    // Player 1 wins the map test (15 to 8) and picks North Field; player 2 decides to set up first and takes side A.
    const r = start("Open Sides", [15, 8], ["map:North Field", "me", "side:A"]);
    const order = r.state.log.filter((e) => e.kind === "choice").map((e) => [e.data!.player, e.data!.decision, e.data!.option]);
    expect(order).toEqual([
      [0, "map", "map:North Field"],
      [1, "setup-order", "me"],
      [1, "side", "side:A"],
    ]);
    expect(r.state.players.map((p) => p.side)).toEqual(["B", "A"]);
    // Creature ids follow the side: the Archers' one creature is A1, the Goblins are B1 and B2.
    expect(r.state.creatures.map((c) => `${c.id} ${c.card} ${c.owner}`)).toEqual(["B1 Cinder Goblin Cutter 0", "B2 Cinder Goblin Cutter 0", "A1 Mire Archer 1"]);
    // The first setter places first, in start area A.
    expect(r.pending?.kind).toBe("place");
    expect(r.pending?.player).toBe(1);
    expect(r.pending?.prompt).toContain("start area A");
  });

  it("letting the opponent set up first gives the map's chooser the side choice", () => {
    const r = start("Open Sides", [15, 8], ["map:South Field", "opponent"]);
    expect(r.pending?.kind).toBe("side");
    expect(r.pending?.player).toBe(0);
  });

  it("the map test counts the champions of the whole warband before any creature is on the map (spec A-07)", () => {
    const champ: SourceFile = {
      path: "test/champ.wb",
      text: `creature "Flow Champion" {\n  level 3 cost 10 unaligned factions Wild\n  AC 10 Fort 10 Ref 10 Will 10 speed 6 hp 20 champion 2\n  attack melee basic "Hit": +1 vs AC; 5 damage\n}\nwarband "Champions" {\n  creature "Flow Champion"\n}\nbattle "Champion Map" {\n  scenario Assault\n  points 100\n  map "North Field", "South Field"\n  player "Goblins"\n  player "Champions"\n}\n`,
    };
    const withChamp = libraryWith(flow, champ).ir;
    // Player 2 has the higher rating: it rolls twice (4, then 12) and keeps 12, beating 9.
    const r = play(withChamp, { battle: "Champion Map", seed: 1, choices: [] }, { dice: scriptedDice([9, 4, 12]) });
    expect(r.state.lastChampionTest).toMatchObject({ winner: 1, loser: 0 });
    expect(r.pending?.kind).toBe("map");
    expect(r.pending?.player).toBe(1);
  });
});

describe("§ Battle Maps and Terrain (Size): map size classes", () => {
  const battle = (scenario: string, points: number, map: string) => ({
    path: "test/size.wb",
    text: `${field("Great Plain", 28, 21)}${field("Yard", 16, 12)}${field("Odd Court", 20, 20)}
warband "Few" {\n  creature "Mire Archer"\n}\nbattle "Sized" {\n  scenario ${scenario}\n  points ${points}\n  map "${map}"\n  side A "Few"\n  side B "Few"\n}\n`,
  });
  const warnings = (r: ReturnType<typeof libraryWith>) => r.diagnostics.filter((d) => d.file === "test/size.wb").map((d) => `${d.severity} ${d.code} ${d.range.start.line}`);

  it("a map is full-size from 21 by 28 squares, half-size up to 22 by 17, and neither between", () => {
    const maps = libraryWith(battle("Assault", 100, "Yard")).ir.maps;
    const cls = (n: string) => maps.find((m) => m.name === n)!.sizeClass;
    expect([cls("Great Plain"), cls("Yard"), cls("Odd Court")]).toEqual(["full", "half", null]);
  });

  it("Assault uses a half-size map at 100 points and a full-size one at 200 (spec A-55): another size is a warning at the map line", () => {
    expect(warnings(libraryWith(battle("Assault", 100, "Yard")))).toEqual([]);
    expect(warnings(libraryWith(battle("Assault", 200, "Great Plain")))).toEqual([]);
    const big = libraryWith(battle("Assault", 100, "Great Plain"));
    expect(warnings(big)).toEqual(["warning WB373 29"]);
    expect(big.diagnostics.find((d) => d.code === "WB373")!.message).toContain("half-size map");
  });

  it("Arena is played on a half-size map even at 200 and 500 points (§ Arena)", () => {
    expect(warnings(libraryWith(battle("Arena", 200, "Yard")))).toEqual([]);
    expect(warnings(libraryWith(battle("Arena", 200, "Great Plain")))).toEqual(["warning WB373 29"]);
    expect(warnings(libraryWith(battle("Arena", 100, "Odd Court")))).toEqual(["warning WB373 29"]);
  });

  it("a scenario gives one map size or one per point limit", () => {
    const bad = libraryWith({ path: "test/size.wb", text: `scenario Odd {\n  points 100, 200\n  map size half, full, full\n  score cost when an enemy is destroyed\n  win at point limit\n}\n` });
    expect(bad.diagnostics.filter((d) => d.file === "test/size.wb").map((d) => `${d.code} ${d.range.start.line}`)).toEqual(["WB360 3"]);
  });
});
