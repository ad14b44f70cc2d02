// Line of sight and line of effect between creatures and squares: the map's walls,
// terrain that blocks sight (smoke: a line entering it; forest: a line through it),
// unoccupied secret doors (walls for both), rules that take a creature's sight away
// ("has no line of sight", as Blinded says) and invisible creatures.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Line of Effect,
// Invisible); § Smoke; § Forest (or Market Stall); § Secret Door; § Blinded;
// ../shared/spec/ddm-2011.md
import type { Space, Square } from "../geometry/geometry.js";
import type { LineBlockers } from "../geometry/square-grid.js";
import type { Game } from "./game.js";
import { creatureById, inPlay, label } from "./state.js";
import { terrainNow } from "./carried-terrain.js";
import { rangedCover } from "./cover.js";
import { squareHas } from "./terrain.js";
import { contributionsTo } from "./values.js";
import { seesInvisible } from "./continuous.js";

/** The squares of the map whose terrain bears on lines: read once per game. */
interface SightTerrain {
  smoke: Square[];
  forest: Square[];
  doors: Square[];
}

// Kept per terrain map, which is replaced whenever terrain is laid or ends (game.ts refreshTerrain).
const terrains = new WeakMap<Map<string, Set<string>>, SightTerrain>();

function sightTerrain(g: Game): SightTerrain {
  const now = terrainNow(g);
  let t = terrains.get(now);
  if (!t) {
    t = { smoke: [], forest: [], doors: [] };
    for (const key of now.keys()) {
      const [x, y] = key.split(",").map(Number) as [number, number];
      const q = { x, y };
      if (squareHas(g, q, "blocks-sight")) t.smoke.push(q);
      if (squareHas(g, q, "blocks-sight-through")) t.forest.push(q);
      if (squareHas(g, q, "wall-while-empty")) t.doors.push(q);
    }
    terrains.set(now, t);
  }
  return t;
}

const keyOf = (q: Square) => `${q.x},${q.y}`;

/** Secret door squares no creature stands in: walls for sight and effect (§ Secret Door; A-39). */
function closedDoors(g: Game, t: SightTerrain, own: Set<string>): Square[] {
  if (t.doors.length === 0) return [];
  const occupied = new Set(inPlay(g.state).flatMap((c) => g.grid.squaresOf(c.space!).map(keyOf)));
  return t.doors.filter((q) => !occupied.has(keyOf(q)) && !own.has(keyOf(q)));
}

/**
 * Can a line of sight be traced from the space to the other space? `toSquare`: the other
 * is a square (an area's origin, a charge's end, a teleport's destination), whose own
 * smoke does not hide it; a creature's smoke squares hide it from beyond the
 * adjacent squares (§ Smoke).
 */
export function sightBetween(g: Game, from: Space, to: Space, toSquare = false, ignoreSmoke = false, ignored?: ReadonlySet<string>): boolean {
  const t0 = sightTerrain(g);
  // "Its {r} attacks ignore forest terrain": that type's squares block nothing for them.
  const t1 = ignored?.size ? { ...t0, smoke: t0.smoke.filter((q) => squareHas(g, q, "blocks-sight", ignored)), forest: t0.forest.filter((q) => squareHas(g, q, "blocks-sight-through", ignored)) } : t0;
  const t = ignoreSmoke ? { ...t1, smoke: [] } : t1;
  const fromSquares = g.grid.squaresOf(from);
  const toSquares = g.grid.squaresOf(to);
  const own = new Set([...fromSquares, ...toSquares].map(keyOf));
  const doors = closedDoors(g, t, own);
  if (t.smoke.length === 0 && t.forest.length === 0 && doors.length === 0) return g.grid.lineOfSight(from, to);
  let starts = fromSquares;
  let ends = toSquares;
  if (t.smoke.length && !g.grid.adjacent(from, to)) {
    // Non-adjacent: a creature sees only from its squares outside smoke, and is seen only in them.
    const smoky = new Set(t.smoke.map(keyOf));
    starts = fromSquares.filter((q) => !smoky.has(keyOf(q)));
    if (!toSquare) ends = toSquares.filter((q) => !smoky.has(keyOf(q)));
  }
  const endKeys = new Set(ends.map(keyOf));
  const blockers: LineBlockers = {
    // Forest squares in either space do not count: a line must pass through a forest square to be blocked.
    touching: [...doors, ...t.forest.filter((q) => !own.has(keyOf(q)))],
    entering: t.smoke.filter((q) => !endKeys.has(keyOf(q)) && !starts.some((s) => s.x === q.x && s.y === q.y)),
  };
  return g.grid.clearLineBetween(starts, ends, blockers);
}

/** Line of effect: walls and unoccupied secret doors block it; smoke and forest do not (§ Line of Effect; § Smoke). */
export function effectBetween(g: Game, from: Space, to: Space): boolean {
  const t = sightTerrain(g);
  if (t.doors.length === 0) return g.grid.lineOfEffect(from, to);
  const own = new Set([...g.grid.squaresOf(from), ...g.grid.squaresOf(to)].map(keyOf));
  const doors = closedDoors(g, t, own);
  if (doors.length === 0) return g.grid.lineOfEffect(from, to);
  return g.grid.clearLineBetween(g.grid.squaresOf(from), g.grid.squaresOf(to), { touching: doors });
}

/** The rule that leaves the creature unable to trace line of sight, if one reaches it. */
export function sightless(g: Game, viewer: string) {
  return contributionsTo(g, viewer).find((c) => c.stat === "no-line-of-sight");
}

/**
 * The rule that makes the creature invisible to the viewer, if one reaches it (A-49: no
 * creature traces line of sight to it). One "to nonadjacent enemies" hides it only from
 * creatures farther than its reach; "visible" (an enemy's aura) undoes them all.
 */
function invisibleTo<C extends { stat: string; beyond?: number }>(g: Game, theirs: C[], viewer: Space, target: Space): C | undefined {
  if (theirs.some((c) => c.stat === "visible")) return undefined;
  // "Invisible to nonadjacent creatures" for a while (an effect) is the same rule with a reach of 1.
  const beyond = (c: C) => (c.stat === "invisible-to-nonadjacent" ? 1 : c.beyond);
  return theirs.find((c) => (c.stat === "invisible" || c.stat === "invisible-to-nonadjacent") && (beyond(c) === undefined || (beyond(c)! <= 1 ? !g.grid.adjacent(viewer, target) : g.grid.distance(viewer, target) > beyond(c)!)));
}

/** Hide: the target is invisible to an enemy against whose ranged attacks walls or terrain give it cover (§ Cover Against Ranged Attacks). */
function hiddenFrom<C extends { stat: string }>(g: Game, viewer: string, target: string, theirs: C[]): C | undefined {
  // "loses Hide" (compiler/primitives/card-modifiers.ts) undoes it as an enemy's "visible" does.
  const hide = theirs.some((c) => c.stat === "visible" || c.stat === "loses-hide") ? undefined : theirs.find((c) => c.stat === "hide");
  if (!hide || creatureById(g.state, viewer).side === creatureById(g.state, target).side) return undefined;
  return rangedCover(g, viewer, target, false) ? hide : undefined;
}

/** Blindsight N: smoke does not block the viewer's sight within N squares (§ Smoke). */
function blindsightReaches(g: Game, viewer: Space, rules: { stat: string; amount: number }[], to: Space): boolean {
  const range = Math.max(0, ...rules.filter((c) => c.stat === "blindsight").map((c) => c.amount));
  return range > 0 && g.grid.distance(viewer, to) <= range;
}

/**
 * "Its line of sight ends after 8 squares": the shortest such limit of the viewer, if it has
 * one, and whether `to` lies beyond it (§ How to Choose Targets, Counting Distance).
 */
function beyondSight(g: Game, rules: { stat: string; amount: number; rule: string; text: string }[], from: Space, to: Space) {
  const limits = rules.filter((c) => c.stat === "sight-limit");
  if (limits.length === 0) return undefined;
  const shortest = limits.reduce((a, b) => (b.amount < a.amount ? b : a));
  return g.grid.distance(from, to) > shortest.amount ? shortest : undefined;
}

/** A power by which walls and terrain do not block the creature's line of sight (compiler/primitives/sight-rules.ts). */
const seesThroughWalls = (rules: { stat: string }[]) => rules.some((c) => c.stat === "sees-through-walls");

/** Cards of the battle that ask who could see a creature as its turn started, per IR. */
const asksTurnStartSight = new WeakMap<object, boolean>();

/**
 * As a creature's turn starts: the creatures that can trace line of sight to it then, kept
 * for "a target that did not have line of sight to this creature at start of this creature's
 * turn" (state-gates.ts, unseeing-at-turn-start); only when a card of the battle asks it.
 * ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight; Invisible)
 */
export function noteSightAtTurnStart(g: Game, id: string): void {
  let asks = asksTurnStartSight.get(g.ir);
  if (asks === undefined) {
    asks = JSON.stringify(g.ir.creatures).includes('"unseeing-at-turn-start"');
    asksTurnStartSight.set(g.ir, asks);
  }
  if (!asks) return;
  creatureById(g.state, id).seenAtTurnStart = inPlay(g.state).filter((o) => o.id !== id && sees(g, o.id, id)).map((o) => o.id);
}

export function sees(g: Game, viewer: string, target: string): boolean {
  const v = creatureById(g.state, viewer);
  const t = creatureById(g.state, target);
  if (!v.space || !t.space) return false;
  // Each creature's rules are read once: this is asked for every pair many times a turn.
  const mine = contributionsTo(g, viewer);
  if (mine.some((c) => c.stat === "no-line-of-sight")) return false;
  if (viewer !== target && beyondSight(g, mine, v.space, t.space)) return false;
  // A power that treats invisible creatures as visible sees through invisibility and Hide alike.
  if (viewer !== target && !seesInvisible(g, viewer, target)) {
    const theirs = contributionsTo(g, target);
    if (invisibleTo(g, theirs, v.space, t.space)) return false;
    if (hiddenFrom(g, viewer, target, theirs)) return false;
  }
  // "Terrain and walls do not block its line of sight": no line need be traced.
  if (seesThroughWalls(mine)) return true;
  return sightBetween(g, v.space, t.space, false, blindsightReaches(g, v.space, mine, t.space));
}

/** Why the viewer cannot see the target, for rulings and `warband why`; null when it can. `ignored`: terrain types its attack ignores. */
export function unseenBecause(g: Game, viewer: string, target: string, ignored?: ReadonlySet<string>): string | null {
  const v = creatureById(g.state, viewer);
  const t = creatureById(g.state, target);
  if (!v.space || !t.space) return "not on the battlefield";
  const blind = sightless(g, viewer);
  if (blind) return `${blind.rule}: ${blind.text}`;
  const far = viewer === target ? undefined : beyondSight(g, contributionsTo(g, viewer), v.space, t.space);
  if (far) return `beyond its sight (${far.rule}: ${far.text})`;
  const seesAll = viewer === target || seesInvisible(g, viewer, target) !== undefined;
  const hidden = seesAll ? undefined : invisibleTo(g, contributionsTo(g, target), v.space, t.space);
  if (hidden) return `${label(t)} is invisible (${hidden.rule})`;
  const hides = seesAll ? undefined : hiddenFrom(g, viewer, target, contributionsTo(g, target));
  if (hides) return `${label(t)} hides behind cover (${hides.rule})`;
  if (seesThroughWalls(contributionsTo(g, viewer))) return null;
  if (sightBetween(g, v.space, t.space, false, blindsightReaches(g, v.space, contributionsTo(g, viewer), t.space), ignored)) return null;
  return g.grid.lineOfSight(v.space, t.space) ? "smoke, forest or a closed secret door blocks every line" : "walls block every line";
}

/** Can the creature see the square (or the space a creature would occupy there)? */
export function seesSquare(g: Game, viewer: string, to: Space): boolean {
  const v = creatureById(g.state, viewer);
  if (!v.space || sightless(g, viewer)) return false;
  const mine = contributionsTo(g, viewer);
  if (beyondSight(g, mine, v.space, to)) return false;
  if (seesThroughWalls(mine)) return true;
  return sightBetween(g, v.space, to, true, blindsightReaches(g, v.space, mine, to));
}

/** Line of effect between two creatures. */
export function reaches(g: Game, from: string, to: string): boolean {
  const a = creatureById(g.state, from);
  const b = creatureById(g.state, to);
  return a.space !== null && b.space !== null && effectBetween(g, a.space, b.space);
}
