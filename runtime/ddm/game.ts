// A game in progress: the state plus everything the rules procedures consult
// (content, geometry, dice, the players' chooser). Procedures take a Game and mutate
// its state; nothing here holds data the state does not.
import type { ActionIR, BattleIR, ConditionIR, CreatureIR, IR, MapIR, RuleOptionIR, ScenarioIR, TerrainTypeIR } from "../../compiler/ir.js";
import type { ScenarioFacts } from "../../compiler/primitives/index.js";
import { SquareGrid } from "../geometry/square-grid.js";
import { ChainGuard } from "../kernel/chain.js";
import type { Chooser, Decision } from "../kernel/decisions.js";
import { seededDice, type Dice } from "../kernel/dice.js";
import { record } from "../kernel/trace.js";
import { housePacks, rulesInForce } from "./house-rules.js";
import type { SourceRef } from "../../grammar/source.js";
import type { BattleState } from "./state.js";
import { shutDoors } from "./doors.js";

export interface Game {
  state: BattleState;
  ir: IR;
  battle: BattleIR;
  scenario: ScenarioIR;
  map: MapIR;
  grid: SquareGrid;
  /** Terrain types per square, keyed "x,y". */
  terrain: Map<string, Set<string>>;
  facts: ScenarioFacts;
  dice: Dice;
  choose: Chooser;
  chain: ChainGuard;
  cards: Map<string, CreatureIR>;
  conditions: Map<string, ConditionIR>;
  /** Terrain types in force by lower-cased name: the core's, or a house-rule pack's. */
  terrainTypes: Map<string, TerrainTypeIR>;
  /** Actions in force: the core's, or a house-rule pack's. */
  actions: ActionIR[];
  /** Rule options in force, by lower-cased name (runtime/ddm/options.ts reads them). */
  options: Map<string, RuleOptionIR>;
}

export interface GameOptions {
  /** Dice to use instead of the seeded dice in the state (tests script them). */
  dice?: Dice;
}

const lower = (s: string) => s.toLowerCase();

function find<T extends { name: string }>(list: T[], name: string, what: string): T {
  const x = list.find((i) => lower(i.name) === lower(name));
  if (!x) throw new Error(`the content has no ${what} named "${name}"`);
  return x;
}

export function gridOf(map: MapIR): SquareGrid {
  return new SquareGrid({ width: map.width, height: map.height, wallSquares: map.walls, wallLines: map.wallLines });
}

/** Terrain types per square, keyed "x,y": the map's, and those powers laid for a while. */
function terrainBySquare(map: MapIR, laid: BattleState["laidTerrain"]): Map<string, Set<string>> {
  const terrain = new Map<string, Set<string>>();
  for (const t of [...map.terrain, ...(laid ?? [])]) {
    // A zone that burns creatures starting a turn in it is no terrain of the squares.
    if (("zone" in t && t.zone) || ("walls" in t && t.walls)) continue;
    for (const sq of t.squares) {
      const k = `${sq.x},${sq.y}`;
      if (!terrain.has(k)) terrain.set(k, new Set());
      terrain.get(k)!.add(t.type);
    }
  }
  // Terrain laid "instead" of a type: those squares are not of it while the new type lasts.
  for (const t of laid ?? []) for (const r of ("replaces" in t ? t.replaces : undefined) ?? []) for (const sq of t.squares) terrain.get(`${sq.x},${sq.y}`)?.delete(r);
  return terrain;
}

/** The battle is fought on this map from now on: the state remembers it (ddm-battle-rules-2011.txt § The Battle, step 2). */
export function useMap(g: Game, name: string): void {
  g.map = find(g.ir.maps, name, "map");
  g.grid = gridOf(g.map);
  g.terrain = terrainBySquare(g.map, g.state.laidTerrain);
  raisedWalls.delete(g);
  shutDoors(g);
  g.state.map = g.map.name;
}

/** Terrain laid or gone: the squares' types are read again (caches of terrain are kept per `g.terrain`, so they follow). */
export function refreshTerrain(g: Game): void {
  g.terrain = terrainBySquare(g.map, g.state.laidTerrain);
  // Walls a power raised for a while: the grid is built again with them, or without them once they fall.
  const raised = (g.state.laidTerrain ?? []).filter((t) => t.walls).flatMap((t) => t.squares);
  const said = raised.map((q) => `${q.x},${q.y}`).join(" ");
  if (said === (raisedWalls.get(g) ?? "")) return;
  raisedWalls.set(g, said);
  g.grid = new SquareGrid({ width: g.map.width, height: g.map.height, wallSquares: [...g.map.walls, ...raised], wallLines: g.map.wallLines });
  shutDoors(g);
}

// The walls powers have raised that the grid was last built with, per game.
const raisedWalls = new WeakMap<Game, string>();

export function makeGame(ir: IR, state: BattleState, choose: Chooser, options: GameOptions = {}): Game {
  const battle = find(ir.battles, state.battle, "battle");
  const rules = rulesInForce(ir, housePacks(ir, [...battle.houseRules, ...(state.houseRules ?? [])]));
  const scenario = find([...rules.scenarios.values()], battle.scenario, "scenario");
  const map = find(ir.maps, state.map ?? battle.map, "map");
  const limitIndex = Math.max(0, scenario.pointLimits.indexOf(battle.points));
  const g: Game = {
    state,
    ir,
    battle,
    scenario,
    map,
    grid: gridOf(map),
    terrain: terrainBySquare(map, state.laidTerrain),
    facts: { pointLimit: battle.points, limitIndex },
    dice: options.dice ?? seededDice(state),
    choose,
    chain: new ChainGuard(),
    cards: new Map(ir.creatures.map((c) => [lower(c.name), c])),
    conditions: rules.conditions,
    terrainTypes: rules.terrains,
    actions: rules.actions,
    options: rules.options,
  };
  // A saved battle's walls raised by a power stand again.
  if (state.laidTerrain?.some((t) => t.walls)) refreshTerrain(g);
  shutDoors(g);
  return g;
}

export function cardOf(g: Game, card: string): CreatureIR {
  const c = g.cards.get(lower(card));
  if (!c) throw new Error(`the content has no creature named "${card}"`);
  return c;
}

export function conditionNamed(g: Game, name: string): ConditionIR | undefined {
  return g.conditions.get(lower(name));
}

/** The battle has a result (a function, so TypeScript does not narrow the phase across calls). */
export function isOver(g: Game): boolean {
  return g.state.phase === "over";
}

/** Adds a trace entry for the current round. */
export function log(g: Game, kind: string, text: string, cause?: { rule?: string; src?: SourceRef | null }, data?: Record<string, unknown>): void {
  record({ round: g.state.round, log: g.state.log }, kind, text, cause, data);
}

/** Rolls a die and records the roll in the trace. */
export function roll(g: Game, why: string, sides = g.ir.ruleset.die): number {
  const v = g.dice.roll(sides, why);
  log(g, "roll", `d${sides} ${why}: ${v}`, undefined, { die: sides, value: v });
  return v;
}

/** Asks a player to choose, records the choice in the trace, returns the chosen option's id. */
export function ask(g: Game, d: Decision): string {
  const legal = d.options.filter((o) => o.legal);
  if (legal.length === 0) throw new Error(`no legal option for: ${d.prompt}`);
  const i = legal.length === 1 && d.options.length === 1 ? 0 : g.choose(d);
  const o = d.options[i];
  if (!o || !o.legal) throw new Error(`player ${d.player + 1} chose an illegal option (${i}) for: ${d.prompt}`);
  log(g, "choice", `${g.state.players[d.player]!.name} chooses ${o.label}`, undefined, { player: d.player, decision: d.kind, option: o.id });
  return o.id;
}

/**
 * The creature-turn that per-turn limits count against: the creature-turn in play, or the
 * start or the end of the round, which each count as one creature-turn of their own.
 * ddm-battle-rules-2011.txt § The Battle (Game Overview), steps 4 and 7
 */
export function turnKey(g: Game): number {
  const s = g.state;
  if (s.phase === "round-start") return -2 * s.round;
  if (s.phase === "round-end") return -2 * s.round - 1;
  return s.turn;
}
