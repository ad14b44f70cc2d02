// The sandbox's set-up: creatures and terrain placed by the designer become the
// battle's content. ddm-battle-rules-2011.txt § Legal Position; § Difficult Terrain; § Set-Up
import { describe, expect, it } from "vitest";
import {
  arrangementFromBattle,
  creatureAt,
  moveCreature,
  moveTerrain,
  placeCreature,
  placeTerrain,
  removeCreature,
  removeTerrain,
  whyNotStand,
  type Arrangement,
} from "../../runtime/session/arrangement.js";
import { BattleSession, newSandboxBattle } from "../../runtime/session/battle-session.js";
import { library, libraryWith } from "../library.js";

const ir = () => library().ir!;
const empty = (): Arrangement => ({ ...arrangementFromBattle(ir(), "First Blood", 1), creatures: [], terrain: [] });

describe("arrangement", () => {
  it("sets the battle's warbands up inside the map's start areas (§ Set-Up)", () => {
    const a = arrangementFromBattle(ir(), "First Blood", 1);
    expect(a.creatures.map((c) => `${c.side} ${c.card}`)).toEqual([
      "A Ashfall Sentinel",
      "A Mire Archer",
      "A Mire Archer",
      "A Cinder Goblin Cutter",
      "A Cinder Goblin Cutter",
      "B Hollow Brute",
      "B Mire Archer",
      "B Cinder Goblin Cutter",
      "B Cinder Goblin Cutter",
      "B Cinder Goblin Cutter",
      "B Cinder Goblin Cutter",
    ]);
    // Ashfall Ford: side A starts on rows 0–1, side B on rows 10–11.
    for (const c of a.creatures) expect(c.side === "A" ? c.y <= 1 : c.y >= 10).toBe(true);
    expect(a.terrain).toHaveLength(8);
  });

  it("refuses a creature on a wall, off the map or on another creature (§ Legal Position)", () => {
    let a = placeCreature(ir(), empty(), "Ashfall Sentinel", "A", 3, 3);
    expect(whyNotStand(ir(), a, "Mire Archer", 2, 4)).toBe("2,4 is a wall");
    expect(whyNotStand(ir(), a, "Mire Archer", 16, 0)).toBe("16,0 is off the map");
    expect(whyNotStand(ir(), a, "Mire Archer", 3, 3)).toBe("Ashfall Sentinel stands there");
    expect(() => placeCreature(ir(), a, "Mire Archer", "B", 3, 3)).toThrow(/cannot stand at 3,3: Ashfall Sentinel stands there/);
    a = placeCreature(ir(), a, "mire archer", "B", 3, 4);
    expect(a.creatures[1]).toEqual({ card: "Mire Archer", side: "B", x: 3, y: 4 });
    expect(creatureAt(ir(), a, 3, 4)).toBe(1);
    // Moving onto its own square is fine; onto the other creature is not.
    expect(moveCreature(ir(), a, 1, 3, 4).creatures[1]).toMatchObject({ x: 3, y: 4 });
    expect(() => moveCreature(ir(), a, 1, 3, 3)).toThrow(/Ashfall Sentinel stands there/);
    expect(removeCreature(a, 0).creatures.map((c) => c.card)).toEqual(["Mire Archer"]);
  });

  it("lays, moves and lifts terrain; difficult terrain laid in the sandbox costs 2 to enter (§ Difficult Terrain)", () => {
    let a = placeCreature(ir(), empty(), "Ashfall Sentinel", "A", 5, 5);
    a = placeCreature(ir(), a, "Cinder Goblin Cutter", "B", 12, 10);
    const open = new BattleSession(ir(), newSandboxBattle({ ...a, seed: 2 }, [0, 1]));
    open.choose("first");
    expect(open.view.pending!.options.find((o) => o.id === "move:5,4")!.label).toBe("move to 5,4 (1)");
    a = placeTerrain(ir(), a, "difficult", 6, 6);
    a = moveTerrain(ir(), a, { x: 6, y: 6 }, 5, 4);
    expect(a.terrain).toEqual([{ type: "difficult", x: 5, y: 4 }]);
    const rough = new BattleSession(ir(), newSandboxBattle({ ...a, seed: 2 }, [0, 1]));
    rough.choose("first");
    expect(rough.view.pending!.options.find((o) => o.id === "move:5,4")!.label).toBe("move to 5,4 (2)");
    expect(removeTerrain(a, 5, 4).terrain).toEqual([]);
    expect(() => placeTerrain(ir(), a, "difficult", 20, 1)).toThrow(/off the map/);
  });

  it("plays the designer's own creature from their file", () => {
    const own = libraryWith({
      path: "mine.wb",
      text: `creature "Marsh Wolf" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 17  Fort 15  Ref 15  Will 13  speed 8  hp 30
  attack melee basic "Bite": +7 vs AC; 10 damage
}
`,
    }).ir!;
    let a: Arrangement = { ...arrangementFromBattle(own, "First Blood", 1), creatures: [], terrain: [], seed: 2 };
    a = placeCreature(own, a, "Marsh Wolf", "A", 5, 5);
    a = placeCreature(own, a, "Ashfall Sentinel", "B", 5, 6);
    const s = new BattleSession(own, newSandboxBattle(a, [0, 1]));
    s.choose("first");
    expect(s.view.pending!.options.filter((o) => o.legal && o.id.startsWith("attack:")).map((o) => o.id)).toEqual(["attack:Bite:B1"]);
    expect(s.view.whyNot.shift!.verdicts[0]).toMatchObject({ tier: 4, rule: "Grasping Ash" });
    s.choose("attack:Bite:B1");
    const attack = s.view.state.log.find((e) => e.kind === "attack")!;
    expect(attack.src).toMatchObject({ file: "mine.wb", line: 4, column: 3 });
  });
});

describe("arrangement terrain", () => {
  it("keeps a map's terrain direction and amount through the set-up, and moves them with the square", () => {
    const own = libraryWith({
      path: "slope.wb",
      text: `map "Slope Field" {
  size 8 x 8
  start A 0,0 to 7,0
  start B 0,7 to 7,7
  terrain steep-slope 3,3 to 4,3 falling south
}
`,
    }).ir!;
    const a = arrangementFromBattle(own, "First Blood", 1, { map: "Slope Field" });
    expect(a.terrain).toEqual([
      { type: "steep-slope", x: 3, y: 3, direction: "south", amount: null },
      { type: "steep-slope", x: 4, y: 3, direction: "south", amount: null },
    ]);
    const moved = moveTerrain(own, a, { x: 4, y: 3 }, 6, 6);
    expect(moved.terrain).toContainEqual({ type: "steep-slope", x: 6, y: 6, direction: "south", amount: null });
    const s = new BattleSession(own, newSandboxBattle(moved));
    expect(s.view.map.terrain).toEqual([{ type: "steep-slope", squares: [{ x: 3, y: 3 }, { x: 6, y: 6 }], direction: "south", amount: null, src: s.view.map.src }]);
  });
});
