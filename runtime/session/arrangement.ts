// The sandbox's set-up: which battle, scenario and map, which creatures stand where
// and where the terrain lies. The rules only play battles the content declares, so the
// arrangement becomes content: the battle with its scenario and map swapped in, its
// warbands holding the placed creatures, and the map's start areas shrunk to the
// placed squares, so that set-up (ddm-battle-rules-2011.txt § Set-Up) can only put
// each creature where the designer dropped it.
import type { BattleIR, IR, MapIR, TerrainIR } from "../../compiler/ir.js";
import type { Space } from "../geometry/geometry.js";
import { randomLegalAgent } from "../agents/random-legal.js";
import { play } from "../ddm/battle.js";
import { gridOf } from "../ddm/game.js";

export interface PlacedCreature {
  card: string;
  side: string;
  x: number;
  y: number;
}

export interface PlacedTerrain {
  type: string;
  x: number;
  y: number;
  /** As the map declares it: a steep slope's downhill direction, a healing font's amount. */
  direction?: string | null;
  amount?: number | null;
}

export interface Arrangement {
  /** The battle it starts from: sides, warband names, points and the round limit. */
  battle: string;
  scenario: string;
  map: string;
  seed: number;
  creatures: PlacedCreature[];
  terrain: PlacedTerrain[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function named<T extends { name: string }>(list: T[], name: string, what: string): T {
  const x = list.find((i) => same(i.name, name));
  if (!x) throw new Error(`the content has no ${what} named "${name}"`);
  return x;
}

export function sizeOf(ir: IR, card: string): number {
  return named(ir.creatures, card, "creature").squares;
}

/** The sandbox plays the battle on the map it shows, with the sides it shows: no map or side choice at set-up. */
function fixedOn(battle: BattleIR, map: string): BattleIR {
  const { maps: _maps, chooseSides: _choose, ...rest } = battle;
  return { ...rest, map };
}

/** The sides of the arrangement's battle, in the order players are numbered. */
export function sidesOf(ir: IR, a: Arrangement): string[] {
  return named(ir.battles, a.battle, "battle").sides.map((s) => s.side);
}

/** The terrain of an arrangement as the map declares terrain: one entry per type, direction and amount. */
function terrainIR(a: Arrangement, src: MapIR["src"]): TerrainIR[] {
  const kindOf = (t: PlacedTerrain) => JSON.stringify([t.type, t.direction ?? null, t.amount ?? null]);
  const kinds = [...new Set(a.terrain.map(kindOf))];
  return kinds.map((kind) => {
    const [type, direction, amount] = JSON.parse(kind) as [string, string | null, number | null];
    return { type, squares: a.terrain.filter((t) => kindOf(t) === kind).map(({ x, y }) => ({ x, y })), direction, amount, src };
  });
}

/** The arrangement's map as people see it: the chosen map with the arranged terrain. */
export function arrangedMap(ir: IR, a: Arrangement): MapIR {
  const map = named(ir.maps, a.map, "map");
  return { ...map, terrain: terrainIR(a, map.src) };
}

/**
 * The content with the arrangement in it. The battle keeps its name (players are named
 * after its warbands); a battle whose two sides share a warband gets a second one.
 */
export function arrangedContent(ir: IR, a: Arrangement): IR {
  const battle = named(ir.battles, a.battle, "battle");
  named(ir.scenarios, a.scenario, "scenario");
  const shown = arrangedMap(ir, a);
  for (const c of a.creatures) named(ir.creatures, c.card, "creature");
  const grid = gridOf(shown);
  const warbandNames = battle.sides.map((s, i) => (battle.sides.findIndex((o) => same(o.warband, s.warband)) < i ? `${s.warband} (${s.side})` : s.warband));
  const warbands = battle.sides.map((s, i) => ({
    ...named(ir.warbands, s.warband, "warband"),
    name: warbandNames[i]!,
    creatures: a.creatures.filter((c) => c.side === s.side).map((c) => c.card),
  }));
  const map: MapIR = {
    ...shown,
    startAreas: battle.sides.map((s) => ({
      side: s.side,
      src: shown.src,
      squares: a.creatures
        .filter((c) => c.side === s.side)
        .flatMap((c) => grid.squaresOf({ x: c.x, y: c.y, size: sizeOf(ir, c.card) })),
    })),
  };
  return {
    ...ir,
    maps: [...ir.maps.filter((m) => !same(m.name, map.name)), map],
    warbands: [...ir.warbands.filter((w) => !warbands.some((x) => same(x.name, w.name))), ...warbands],
    battles: [
      ...ir.battles.filter((b) => !same(b.name, battle.name)),
      { ...fixedOn(battle, map.name), scenario: a.scenario, sides: battle.sides.map((s, i) => ({ side: s.side, warband: warbandNames[i]! })) },
    ],
  };
}

/** Placement choices per player, in the order set-up asks for them: each side's creatures in order. */
export function placementQueues(ir: IR, a: Arrangement): string[][] {
  return sidesOf(ir, a).map((side) => a.creatures.filter((c) => c.side === side).map((c) => `${c.x},${c.y}`));
}

/**
 * A battle as it would be set up by its players: the battle's warbands placed in the
 * chosen map's start areas by seeded random players, on the chosen scenario and map.
 */
export function arrangementFromBattle(ir: IR, battleName: string, seed: number, choice: { scenario?: string; map?: string } = {}): Arrangement {
  const battle = named(ir.battles, battleName, "battle");
  const scenario = named(ir.scenarios, choice.scenario ?? battle.scenario, "scenario").name;
  const map = named(ir.maps, choice.map ?? battle.map, "map");
  const content: IR = { ...ir, battles: ir.battles.map((b) => (b === battle ? { ...fixedOn(b, map.name), scenario } : b)) };
  const agents = [randomLegalAgent(seed * 2 + 1), randomLegalAgent(seed * 2 + 2)];
  const { state } = play(content, { battle: battle.name, seed, choices: [] }, { agents, stopAfterTurns: 0 });
  return {
    battle: battle.name,
    scenario,
    map: map.name,
    seed,
    creatures: state.creatures.filter((c) => c.space).map((c) => ({ card: c.card, side: c.side, x: c.space!.x, y: c.space!.y })),
    terrain: map.terrain.flatMap((t) => t.squares.map(({ x, y }) => ({ type: t.type, x, y, direction: t.direction ?? null, amount: t.amount ?? null }))),
  };
}

/**
 * Why a creature cannot stand at x,y (on the map, no wall, no other creature: § Legal
 * Position), or null when it can. `moving` is the index of the creature being moved.
 */
export function whyNotStand(ir: IR, a: Arrangement, card: string, x: number, y: number, moving?: number): string | null {
  const grid = gridOf(arrangedMap(ir, a));
  const space: Space = { x, y, size: sizeOf(ir, card) };
  if (!grid.inBounds(space)) return `${x},${y} is off the map`;
  if (grid.touchesWall(space)) return `${x},${y} is a wall`;
  const mine = new Set(grid.squaresOf(space).map((q) => `${q.x},${q.y}`));
  const other = a.creatures.find(
    (c, i) => i !== moving && grid.squaresOf({ x: c.x, y: c.y, size: sizeOf(ir, c.card) }).some((q) => mine.has(`${q.x},${q.y}`)),
  );
  return other ? `${other.card} stands there` : null;
}

/** The index of the creature covering square x,y, or -1. */
export function creatureAt(ir: IR, a: Arrangement, x: number, y: number): number {
  return a.creatures.findIndex((c) => {
    const n = sizeOf(ir, c.card);
    return x >= c.x && x < c.x + n && y >= c.y && y < c.y + n;
  });
}

function checked(ir: IR, a: Arrangement, card: string, x: number, y: number, moving?: number): void {
  const why = whyNotStand(ir, a, card, x, y, moving);
  if (why) throw new Error(`${card} cannot stand at ${x},${y}: ${why}`);
}

export function placeCreature(ir: IR, a: Arrangement, card: string, side: string, x: number, y: number): Arrangement {
  const name = named(ir.creatures, card, "creature").name;
  checked(ir, a, name, x, y);
  return { ...a, creatures: [...a.creatures, { card: name, side, x, y }] };
}

export function moveCreature(ir: IR, a: Arrangement, index: number, x: number, y: number): Arrangement {
  const c = a.creatures[index];
  if (!c) throw new Error(`no creature number ${index + 1} in the set-up`);
  checked(ir, a, c.card, x, y, index);
  return { ...a, creatures: a.creatures.map((o, i) => (i === index ? { ...o, x, y } : o)) };
}

export function removeCreature(a: Arrangement, index: number): Arrangement {
  return { ...a, creatures: a.creatures.filter((_, i) => i !== index) };
}

/** Lays terrain of a type on a square (replacing what terrain of that type was there). */
export function placeTerrain(ir: IR, a: Arrangement, type: string, x: number, y: number): Arrangement {
  const map = named(ir.maps, a.map, "map");
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) throw new Error(`${x},${y} is off the map`);
  return { ...a, terrain: [...a.terrain.filter((t) => !(t.type === type && t.x === x && t.y === y)), { type, x, y }] };
}

export function removeTerrain(a: Arrangement, x: number, y: number): Arrangement {
  return { ...a, terrain: a.terrain.filter((t) => t.x !== x || t.y !== y) };
}

export function moveTerrain(ir: IR, a: Arrangement, from: { x: number; y: number }, x: number, y: number): Arrangement {
  const moved = a.terrain.filter((t) => t.x === from.x && t.y === from.y);
  const map = named(ir.maps, a.map, "map");
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) throw new Error(`${x},${y} is off the map`);
  const rest = removeTerrain(a, from.x, from.y).terrain.filter((t) => !(t.x === x && t.y === y && moved.some((m) => m.type === t.type)));
  return { ...a, terrain: [...rest, ...moved.map((t) => ({ ...t, x, y }))] };
}
