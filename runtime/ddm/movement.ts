// Moving: where a creature can go with a number of squares (terrain costs, walls,
// enemies and movement modes), walking a path (opportunity attacks, terrain entered),
// and forced movement (push, pull, slide, teleport, place; pits and their followup).
// ddm-battle-rules-2011.txt § Moving; § Legal Position; § Difficult Terrain; § Walls;
// § Movement Modes; § Forced-Movement Effects; § Battle Maps and Terrain
import type { AttackIR, TerrainRuleIR } from "../../compiler/ir.js";
import type { Cause, DamagePart, ForcedLimits } from "../../compiler/primitives/host.js";
import type { Space, Square } from "../geometry/geometry.js";
import { opportunityAttacks } from "./attack.js";
import { immuneToForcedMovement, movesThroughEnemy, movesWithoutProvoking, punishesShifting } from "./continuous.js";
import { addCondition, endApart, endUntil } from "./effects.js";
import { stingOnMove } from "./move-stings.js";
import { adjacentTo, afterEntering, afterMoving, beforeEntering, beforeMoving, sharingWith } from "./move-windows.js";
import { forcedDismount } from "./mounts.js";
import { endingTest } from "./move-endings.js";
import { difficultNear } from "./difficult-near.js";
import { ask, cardOf, isOver, log, roll, type Game } from "./game.js";
import { creatureById, inPlay, label, ridersOf, type CreatureState } from "./state.js";
import { sightBetween } from "./sight.js";
import { rulesView } from "./view.js";
import { flagOption } from "./options.js";
import { endMovementInTerrain, enterTerrain, mayEndOn, modesOf, rulesWith, squareHas, squareTerrain, takeTerrainDamage, terrainDamageFor, terrainLine, typesAffecting, typesAt, typesIn } from "./terrain.js";
import { attackBonusOf, contributionsTo, defenseOf } from "./values.js";

export interface Route {
  space: Space;
  cost: number;
  /** The squares entered, in order, along the cheapest path found. */
  path: Space[];
}

const at = (q: Square) => `${q.x},${q.y}`;

/** Who stands on each square, apart from `except` and the creatures sharing its space (its riders, its mount). */
function occupancy(g: Game, except: string): Map<string, CreatureState> {
  const occ = new Map<string, CreatureState>();
  const self = g.state.creatures.find((c) => c.id === except);
  for (const c of inPlay(g.state)) if (c.id !== except && c.riding !== except && self?.riding !== c.id) for (const q of g.grid.squaresOf(c.space!)) occ.set(at(q), c);
  return occ;
}

/** Riders occupy their mount's space and move when it moves (ddm-battle-rules-2011.txt § Mounts and Riders, Mount: Movement). */
export function carryRiders(g: Game, mount: string): void {
  const m = creatureById(g.state, mount);
  if (!m.space) return;
  for (const r of ridersOf(g.state, mount)) r.space = { ...m.space };
}

/**
 * On the map, no wall, no other creature, no terrain that cannot be ended in (pit, statue)
 * unless the mover's power lets it occupy that terrain; `pitsAllowed` for forced movement.
 */
function legalIn(g: Game, mover: string, occ: Map<string, CreatureState>, space: Space, pitsAllowed = false): boolean {
  if (!g.grid.inBounds(space) || g.grid.touchesWall(space)) return false;
  return g.grid.squaresOf(space).every((q) => {
    if (occ.has(at(q))) return false;
    const t = squareTerrain(g, q);
    return !t?.noEnding || (pitsAllowed && squareHas(g, q, "pit-followup")) || mayEndOn(g, mover, q);
  });
}

/** A legal position: on the map, no wall over it, no other creature, no pit or statue (§ Legal Position). */
export function isLegalPosition(g: Game, mover: string, space: Space): boolean {
  return legalIn(g, mover, occupancy(g, mover), space);
}

/** Squares of `to` that are not in `from`: what a step enters. */
function entered(g: Game, from: Space, to: Space): Square[] {
  if (to.size === 1) return [to];
  return g.grid.squaresOf(to).filter((q) => q.x < from.x || q.y < from.y || q.x >= from.x + from.size || q.y >= from.y + from.size);
}

const DIRS: [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

/** Burrow and Phasing move through walls: every neighbouring position on the map (§ Movement Modes). */
function stepsThroughWalls(g: Game, p: Space): Space[] {
  return DIRS.map(([dx, dy]) => ({ x: p.x + dx, y: p.y + dy, size: p.size })).filter((s) => g.grid.inBounds(s));
}

/**
 * Every legal position reachable with `allowance` squares, with its cheapest path.
 * Entering difficult terrain costs 1 extra, once per square of movement for a big
 * creature; a statue costs 2. Flight ignores difficult terrain and may cross pits;
 * Burrow and Phasing ignore walls and all terrain but pits. Allies may be passed
 * through; enemies only by Burrow, Phasing, Flight over non-fliers, or if Helpless.
 * A creature may not enter terrain that would destroy it (§ Terrain and Damage), and
 * web and steep slope end the movement of a creature that enters them. With
 * `endAnywhere` a route may end where the creature cannot stay (an ally's square). With `toward`
 * (a space) every step must bring the creature nearer to it.
 */
/**
 * "Cannot move closer to this creature" and "cannot move farther from this creature than its
 * starting position" (compiler/primitives/chosen.ts): does a step of the creature's own
 * movement from `from` to `to` bring it nearer a creature it may not approach, or farther
 * from one it may not leave than the square it started its turn in (outside its turn, the
 * square this movement starts from)?
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions (restrictive card text); § Move Actions
 */
export function stepBanned(g: Game, id: string): (from: Space, to: Space) => boolean {
  const mine = contributionsTo(g, id);
  const spacesOf = (stat: string) =>
    mine.flatMap((x) => (x.stat === stat && x.versus ? [creatureById(g.state, x.versus)] : [])).flatMap((o) => (o.status === "in-play" && o.space ? [o.space] : []));
  const nearer = spacesOf("cannot-move-closer");
  const held = spacesOf("cannot-move-farther");
  const active = g.state.active;
  const start: Space | null = active?.creature === id && active.startSpace ? active.startSpace : creatureById(g.state, id).space;
  return (a, b) => nearer.some((o) => g.grid.distance(b, o) < g.grid.distance(a, o)) || (start !== null && held.some((o) => g.grid.distance(b, o) > g.grid.distance(start, o)));
}

export function reachable(g: Game, id: string, allowance: number, endAnywhere = false, shift = false, toward: Space | null = null): Map<string, Route> {
  const c = creatureById(g.state, id);
  const start = c.space!;
  const occ = occupancy(g, id);
  const m = modesSettingOut(g, c);
  const card = cardOf(g, c.card);
  const throughAll = m.burrow || m.phasing;
  const ignoresCost = m.flight || throughAll;
  // "Ignores the extra movement cost of terrain": every square costs one; the terrain's other effects stay (§ Difficult Terrain).
  const mine = contributionsTo(g, id);
  const paysOne = mine.some((x) => x.stat === "ignores-terrain-costs");
  // "May not enter squares occupied by allies": card text closing what the rules leave open (§ Core Rules and Exceptions).
  const shunsAllies = contributionsTo(g, id).some((x) => x.stat === "never-enters-allies");
  const passable = (q: Square): boolean => {
    const o = occ.get(at(q));
    if (o && o.side === c.side && shunsAllies) return false;
    if (!o || o.side === c.side || throughAll || movesThroughEnemy(g, id, o.id)) return true;
    if (o.effects.some((e) => e.kind === "condition" && e.name === "Helpless")) return true;
    return m.flight && !modesOf(g, o).flight;
  };
  const keywords = card.keywords.map((k) => k.toLowerCase());
  const transits = mine.flatMap((x) => (x.stat === "transits-terrain" && x.terrain ? [x.terrain] : []));
  // Powers that ignore difficult terrain, of every type or of one (§ Difficult Terrain).
  const ignoring = mine.filter((x) => x.stat === "ignores-difficult-terrain" || (shift && x.stat === "ignores-difficult-terrain-shifting"));
  const ignoresDifficult = (types: Set<string>) => ignoring.some((x) => !x.terrain || types.has(x.terrain));
  // Squares difficult for this creature alone: near a creature whose power hampers it ("for enemies"), or away from
  // its own terrain ("treats squares without river terrain as difficult terrain"). Neither has a terrain type of its own.
  const waived = ignoresCost || paysOne || ignoring.some((x) => !x.terrain);
  const hampered = waived ? null : difficultNear(g, id);
  const homes = waived ? [] : mine.flatMap((x) => (x.stat === "difficult-outside-terrain" && x.terrain ? [x.terrain] : []));
  const banned = stepBanned(g, id);
  /** Cost of a step and whether it ends the movement; null if it may not be taken. Terrain is counted once per step. */
  const stepCost = (from: Space, to: Space): { cost: number; stops: boolean } | null => {
    if (banned(from, to)) return null;
    // "each square closer to that enemy": no step that does not close on it.
    if (toward && g.grid.distance(to, toward) >= g.grid.distance(from, toward)) return null;
    let cost = 1;
    let stops = false;
    const parts: DamagePart[] = [];
    let seen: Set<string> | null = null;
    for (const q of entered(g, from, to)) {
      if (hampered?.(q) || (homes.length && !homes.some((h) => typesAt(g, q).has(h)))) cost = Math.max(cost, 2);
      const t = squareTerrain(g, q);
      if (!t) continue;
      seen ??= new Set();
      const fresh = [...t.types].some((x) => !seen!.has(x));
      for (const x of t.types) seen.add(x);
      // "May transit pit terrain": it enters (and crosses) squares only Flight may enter; it still may not end there.
      if (t.flightOnly && !m.flight && !transits.some((x) => t.types.has(x))) return null;
      if (!ignoresCost && !paysOne && !t.waivedBy.some((k) => keywords.includes(k)) && !ignoresDifficult(t.types)) cost = Math.max(cost, t.difficultCost);
      if (!throughAll && !paysOne) cost = Math.max(cost, t.enterCost);
      if (fresh && !throughAll) parts.push(...t.enterDamage);
      if (fresh && !ignoresCost) parts.push(...t.enterDamagePaid);
      stops ||= t.stops && !m.flight && !throughAll;
    }
    // A creature may not use its own movement to enter terrain that would destroy it.
    if (parts.length && terrainDamageFor(g, c, parts) >= c.hp) return null;
    return { cost, stops };
  };
  // Costs are small whole numbers, so a bucket per cost is an exact shortest-path search.
  const best = new Map<string, { space: Space; cost: number; from: string | null; stops: boolean }>([[g.grid.key(start), { space: start, cost: 0, from: null, stops: false }]]);
  const buckets: Space[][] = [[start]];
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const here of buckets[cost] ?? []) {
      const hereKey = g.grid.key(here);
      const node = best.get(hereKey)!;
      if (node.cost !== cost || node.stops) continue;
      for (const step of throughAll ? stepsThroughWalls(g, here) : g.grid.steps(here)) {
        if (step.size === 1 ? !passable(step) : !g.grid.squaresOf(step).every(passable)) continue;
        const price = stepCost(here, step);
        if (price === null) continue;
        const total = cost + price.cost;
        if (total > allowance) continue;
        const k = g.grid.key(step);
        const prev = best.get(k);
        if (prev && prev.cost <= total) continue;
        best.set(k, { space: step, cost: total, from: hereKey, stops: price.stops });
        (buckets[total] ??= []).push(step);
      }
    }
  }
  const routes = new Map<string, Route>();
  for (const [k, r] of best) {
    // The first move of a double move need not end in a legal position (§ Move, Double Move).
    if (r.from === null || (!endAnywhere && !legalIn(g, id, occ, r.space))) continue;
    const path: Space[] = [];
    for (let step: string | null = k; step !== null && best.get(step)!.from !== null; step = best.get(step)!.from) path.unshift(best.get(step)!.space);
    routes.set(k, { space: r.space, cost: r.cost, path });
  }
  return routes;
}

/**
 * Its movement modes for a move from where it stands, planned as the walk will make it:
 * powers "while moving" count ("considered to have Flight while moving if it begins its
 * move adjacent to a wall"). ddm-battle-rules-2011.txt § Movement Modes
 */
function modesSettingOut(g: Game, c: CreatureState): ReturnType<typeof modesOf> {
  if (c.moving) return modesOf(g, c);
  c.moving = true;
  c.movingFrom = c.space!;
  try {
    return modesOf(g, c);
  } finally {
    delete c.moving;
    delete c.movingFrom;
  }
}

/**
 * Walks a path square by square. Leaving a square next to an enemy provokes it when
 * `provokes` (Burrow never provokes; Flight provokes every adjacent enemy when leaving its
 * starting square, later only flying ones, A-64). Terrain entered
 * acts at once; web and steep slope end the walk. Returns false if the mover was destroyed.
 */
export function walk(g: Game, id: string, path: Space[], provokes: boolean, cause: Cause): boolean {
  const c = creatureById(g.state, id);
  // "+5 AC against opportunity attacks while moving": the state holds for the whole walk.
  c.moving = true;
  c.movingFrom = c.space!;
  let alive: boolean;
  try {
    alive = walkSteps(g, c, id, path, provokes, cause);
  } finally {
    delete c.moving;
    delete c.movingFrom;
  }
  // Effects that last while it stays beside their source (or it beside its target's) end once apart.
  endApart(g);
  return alive;
}

function walkSteps(g: Game, c: CreatureState, id: string, path: Space[], provokes: boolean, cause: Cause): boolean {
  const m = modesOf(g, c);
  let moved = 0;
  // A shift is a walk that provokes no one (§ Shift); the move's windows are move-windows.ts's.
  const shift = !provokes;
  const atStart = adjacentTo(g, id);
  const stopped = haltsOnTheWay(g, id);
  // "Never provokes opportunity attacks while moving": it still moves, not shifts (§ Opportunity Attacks).
  const quiet = provokes && movesWithoutProvoking(g, id) !== undefined;
  if (path.length && !beforeMoving(g, id, path[path.length - 1]!, shift)) return c.status === "in-play";
  const startedAt = c.space!;
  for (const step of path) {
    if (stopped(moved)) break;
    if (provokes && !m.burrow && !quiet) {
      const fliersOnly = m.flight && moved > 0;
      // "Can make opportunity attacks against enemies with Flight for moving out of an adjacent square": such a creature all the way.
      const snatches = (e: string) => contributionsTo(g, e).some((x) => x.stat === "opportunity-attacks-against-flight");
      opportunityAttacks(g, id, "moving out of a square next to it", fliersOnly ? (e) => modesOf(g, creatureById(g.state, e)).flight || snatches(e) : undefined);
      if (c.status !== "in-play" || isOver(g)) return false;
    } else if (!provokes && !m.burrow) {
      // A shift provokes only enemies whose powers say so (§ Opportunity Attacks; § Shift).
      const from = c.space!;
      opportunityAttacks(g, id, "shifting out of a square next to it", (e) => g.grid.adjacent(from, creatureById(g.state, e).space!) && punishesShifting(g, e) !== undefined);
      if (c.status !== "in-play" || isOver(g)) return false;
    }
    if (stopped(moved)) break;
    // An interrupt before the square may have destroyed it ("that enemy takes 10 damage" as a charger comes near): it has no square to stop in.
    if (!beforeEntering(g, id, step, shift)) {
      if (c.status !== "in-play" || isOver(g)) return false;
      break;
    }
    const from = c.space!;
    // "until it moves": its own move or shift ends those effects as it leaves its square.
    if (moved === 0) {
      endUntil(g, id, "moves");
      // "Takes 10 damage if it moves": dealt as it leaves its first square, which may destroy it.
      stingOnMove(g, id);
      if (c.status !== "in-play" || isOver(g)) return false;
    }
    const nearBefore = adjacentTo(g, id);
    const sharedBefore = sharingWith(g, id);
    c.space = step;
    carryRiders(g, id);
    moved++;
    if (g.state.active?.creature === id) {
      g.state.active.moved = true;
      g.state.active.squaresMoved = (g.state.active.squaresMoved ?? 0) + 1;
    }
    const squares = entered(g, from, step);
    enterTerrain(g, id, squares, true);
    if (c.status !== "in-play" || isOver(g)) return false;
    // One square of movement is one occurrence of a movement trigger (A-59): entering, leaving adjacency.
    afterEntering(g, id, nearBefore, shift, sharedBefore);
    if (c.status !== "in-play" || isOver(g)) return false;
    if (!m.flight && !m.burrow && !m.phasing) {
      const slope = rulesWith(g, typesIn(g, squares), "falls")[0];
      if (slope) {
        log(g, "move", `${label(c)} ${cause.rule} to ${step.x},${step.y} (${moved} square${moved === 1 ? "" : "s"})`, cause, { creature: id, x: step.x, y: step.y });
        return fall(g, id, slope.type, slope.rule, squares);
      }
      if (c.effects.some((e) => e.kind === "condition" && e.rule.endsWith(" terrain") && e.name === "Immobilized")) break;
    }
  }
  const end = c.space!;
  log(g, "move", `${label(c)} ${cause.rule} to ${end.x},${end.y} (${moved} square${moved === 1 ? "" : "s"})`, cause, { creature: id, x: end.x, y: end.y });
  // Stopped short of its route's end where it may not end: its owner puts it back in the
  // last legal position it occupied (ddm-battle-rules-2011.txt § Legal Position). A route
  // that ends there (a double move's first move) is left alone.
  const short = path.length > 0 && !g.grid.same(end, path[path.length - 1]!);
  // Asked only then, so a move pays nothing for it: the squares it stood in, latest first.
  const lastLegal = short && !isLegalPosition(g, id, end) ? [startedAt, ...path.slice(0, moved)].reverse().find((s) => isLegalPosition(g, id, s)) : undefined;
  if (lastLegal) {
    c.space = lastLegal;
    carryRiders(g, id);
    log(g, "move", `${label(c)} is put back at ${lastLegal.x},${lastLegal.y}: stopped where it may not end`, cause, { creature: id, x: lastLegal.x, y: lastLegal.y });
  }
  if (!endOfMovement(g, id)) return false;
  // "Use after an adjacent enemy shifts": once the whole move or shift is made, adjacency as it started.
  if (moved > 0) afterMoving(g, id, atStart, shift);
  return c.status === "in-play";
}

/**
 * Conditions gained on the way that end a move before its next square, whether from an
 * opportunity attack or a power triggered by the last square (a condition it had from the
 * start is already in its route): Immobilized stops it (§ Immobilized; one Immobilized from
 * the start moves only as its card allows); Slowed stops it once it has moved 2 squares in
 * this action (§ Slowed; A-30); Blinded stops a charge (§ Blinded; the charge then makes no
 * attack, charge.ts).
 */
function haltsOnTheWay(g: Game, id: string): (moved: number) => boolean {
  const view = rulesView(g);
  const before = new Set(["Immobilized", "Slowed", "Blinded"].filter((n) => view.hasCondition(id, n)));
  const gained = (name: string) => !before.has(name) && view.hasCondition(id, name);
  return (moved) => gained("Immobilized") || (moved >= 2 && gained("Slowed")) || (gained("Blinded") && view.isCharging?.(id) === true);
}

/** Fliers, burrowers and phasers meet web and steep slope only where their movement ends (§ Movement Modes). */
function endOfMovement(g: Game, id: string): boolean {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play" || !c.space) return false;
  const m = modesOf(g, c);
  if (m.flight || m.burrow || m.phasing) {
    endMovementInTerrain(g, id);
    const squares = g.grid.squaresOf(c.space);
    const slope = rulesWith(g, typesIn(g, squares), "falls")[0];
    if (slope) return fall(g, id, slope.type, slope.rule, squares);
  }
  return c.status === "in-play";
}

const directionSteps: Record<string, [number, number]> = { north: [0, -1], south: [0, 1], east: [1, 0], west: [-1, 0] };

/**
 * Steep slope: the creature falls to the nearest legal position without steep slope in
 * the slope's direction, takes the damage, and its current action ends (§ Steep Slope).
 */
function fall(g: Game, id: string, type: string, rule: TerrainRuleIR, squares: Square[]): boolean {
  const c = creatureById(g.state, id);
  const occ = occupancy(g, id);
  const line = squares.map((q) => terrainLine(g, q, type)).find((l) => l !== undefined);
  const [dx, dy] = directionSteps[line?.direction ?? "south"]!;
  const clear = (s: Space) => legalIn(g, id, occ, s) && !typesIn(g, s).has(type);
  let landing: Space | null = null;
  for (let k = 1; k < Math.max(g.grid.width, g.grid.height) && !landing; k++) {
    const s = { x: c.space!.x + dx * k, y: c.space!.y + dy * k, size: c.space!.size };
    if (!g.grid.inBounds(s)) break;
    if (clear(s)) landing = s;
  }
  const cause = { creature: null, rule: `${type} terrain`, src: rule.src };
  if (landing) {
    c.space = landing;
    carryRiders(g, id);
    log(g, "fall", `${label(c)} falls down the ${type} to ${landing.x},${landing.y}; its action ends`, cause, { creature: id, x: landing.x, y: landing.y });
  } else placeNearest(g, id, cause, (s) => !typesIn(g, s).has(type));
  // Its riders entered the slope with it and fall with it (§ Mounts and Riders; § Steep Slope).
  const riders = ridersOf(g.state, id).filter((r) => typesAffecting(g, r, squares).has(type));
  takeTerrainDamage(g, id, rule.args.damage as DamagePart[], cause);
  for (const r of riders) if (!isOver(g)) takeTerrainDamage(g, r.id, rule.args.damage as DamagePart[], cause);
  return c.status === "in-play";
}

/**
 * Legal positions of the creature's size, nearest to where it is (straight distance), or
 * with `from` nearest to that space, which may itself be one; `also` filters further.
 */
function nearestLegal(g: Game, id: string, also: (s: Space) => boolean = () => true, from?: Space): Space[] {
  const c = creatureById(g.state, id);
  const occ = occupancy(g, id);
  const anchor = from ?? c.space!;
  const size = anchor.size;
  let best = Infinity;
  let out: Space[] = [];
  for (let y = 0; y + size <= g.grid.height; y++) {
    for (let x = 0; x + size <= g.grid.width; x++) {
      const s = { x, y, size };
      if ((!from && g.grid.same(s, anchor)) || !legalIn(g, id, occ, s) || !also(s)) continue;
      const d = g.grid.rawDistance(s, anchor);
      if (d < best) {
        best = d;
        out = [s];
      } else if (d === best) out.push(s);
    }
  }
  return out;
}

/** Its controller puts the creature in the nearest legal position, choosing among ties (§ Legal Position; A-41). */
export function placeNearest(g: Game, id: string, cause: Cause, also?: (s: Space) => boolean): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play" || !c.space) return;
  const spaces = nearestLegal(g, id, also);
  if (spaces.length === 0) return;
  place(g, id, spaces, c.owner, cause);
}

/**
 * A creature off the map is put back on it: adjacent to `beside` (a space, possibly one
 * a destroyed creature occupied), or else at `at`; where none of those is a legal
 * position, in the nearest legal one. `chooser` picks among ties.
 * ddm-battle-rules-2011.txt § Legal Position (Occupying a Non-Legal Position); § Forced-Movement Effects (Place)
 */
export function putOnMap(g: Game, id: string, where: { beside: Space } | { at: Space }, size: number, chooser: number, cause: Cause): void {
  const anchor = "beside" in where ? where.beside : where.at;
  const fits = (s: Space) => ("beside" in where ? g.grid.adjacent(s, anchor) && !g.grid.squaresOf(s).some((q) => g.grid.squaresOf(anchor).some((a) => a.x === q.x && a.y === q.y)) : g.grid.same(s, anchor));
  const from = { x: anchor.x, y: anchor.y, size };
  const spaces = nearestLegal(g, id, fits, from);
  place(g, id, spaces.length ? spaces : nearestLegal(g, id, undefined, from), chooser, cause);
}

/** Place: the creature is put in one of the given positions, chosen by `chooser` (§ Forced-Movement Effects, Place). */
export function place(g: Game, id: string, spaces: Space[], chooser: number, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (spaces.length === 0) return;
  const key = ask(g, {
    player: chooser,
    kind: "place",
    prompt: `place ${label(c)} (${cause.rule})`,
    options: spaces.map((s) => ({ id: g.grid.key(s), label: `place at ${s.x},${s.y}`, legal: true })),
  });
  c.space = spaces.find((s) => g.grid.key(s) === key)!;
  carryRiders(g, id);
  log(g, "place", `${label(c)} is placed at ${c.space.x},${c.space.y} (${cause.rule})`, cause, { creature: id, x: c.space.x, y: c.space.y });
  endApart(g);
}

/**
 * Teleport: to a legal position within `squares` (counted normally) that the acting
 * creature can see from where it stands; no opportunity attacks, terrain between is
 * not crossed (§ Forced-Movement Effects, Teleport). `fits`, if given, says which
 * positions it may end in ("teleports 10 ending adjacent to a wall").
 */
export function teleport(g: Game, target: string, squares: number, cause: Cause, fits?: ((s: Space) => boolean) | null): void {
  const c = creatureById(g.state, target);
  if (c.riding) forcedDismount(g, target, cause);
  const actor = cause.creature ? creatureById(g.state, cause.creature) : c;
  if (!c.space || !actor.space) return;
  const occ = occupancy(g, target);
  const spaces: Space[] = [];
  for (let y = 0; y < g.grid.height; y++) {
    for (let x = 0; x < g.grid.width; x++) {
      const s = { x, y, size: c.space.size };
      if (!legalIn(g, target, occ, s) || g.grid.same(s, c.space) || g.grid.distance(c.space, s) > squares || (fits && !fits(s))) continue;
      if (sightBetween(g, actor.space, s, true)) spaces.push(s);
    }
  }
  if (spaces.length === 0) {
    if (fits) log(g, "teleport", `${label(c)} cannot teleport: no square in reach where it may end (${cause.rule})`, cause, { creature: target });
    return;
  }
  place(g, target, spaces, actor.owner, { ...cause, rule: `teleport ${Number.isFinite(squares) ? squares : "to a square it can see"} (${cause.rule})` });
  enterTerrain(g, target, g.grid.squaresOf(c.space), false);
  if (c.status === "in-play") endMovementInTerrain(g, target);
}

/**
 * Place by a power: "place this creature adjacent to that enemy", "place that enemy
 * adjacent to this creature", "place this creature in a square adjacent to a bloodied
 * enemy". Any legal position on the map other than its own where `fits` holds, chosen
 * by the acting creature's player; unlike a teleport it needs no sight, and nothing in
 * between is crossed or provoked. No such position: it stays (§ No More Legal Positions).
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)
 */
export function placeWhere(g: Game, target: string, fits: ((s: Space) => boolean) | null, cause: Cause, leaving?: string): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return;
  // A creature off the map (Delayed Appearance) enters play where the effect puts it (§ Set-Up).
  const from = c.space;
  const occ = occupancy(g, target);
  // "In a square that was occupied by that ally", said as it is destroyed: warband's own reading is that a creature at 0 hp
  // leaving the map keeps no one out of its space (its "when destroyed" powers resolve while it still stands there, damage.ts).
  const gone = leaving !== undefined ? creatureById(g.state, leaving) : null;
  if (gone?.space && gone.hp <= 0) for (const q of g.grid.squaresOf(gone.space)) occ.delete(at(q));
  const spaces: Space[] = [];
  for (let y = 0; y < g.grid.height; y++) {
    for (let x = 0; x < g.grid.width; x++) {
      const s = { x, y, size: from?.size ?? cardOf(g, c.card).squares };
      if (legalIn(g, target, occ, s) && !(from && g.grid.same(s, from)) && (!fits || fits(s))) spaces.push(s);
    }
  }
  if (spaces.length === 0) {
    log(g, "place", `${label(c)} cannot be placed: no legal position where it may end (${cause.rule})`, cause, { creature: target });
    return;
  }
  if (c.riding) forcedDismount(g, target, cause);
  const chooser = cause.creature ? creatureById(g.state, cause.creature).owner : c.owner;
  place(g, target, spaces, chooser, cause);
  if (!from && g.state.phase === "turns" && !flagOption(g, "new creatures act this round")) c.actedThisRound = true;
  enterTerrain(g, target, g.grid.squaresOf(c.space!), false);
  if (c.status === "in-play") endMovementInTerrain(g, target);
}

/**
 * "This creature switches positions with one Shadow ally": each is placed in the other's
 * space, provoking nothing. Only when each space is a legal position for the other (one
 * size) and neither rides nor is ridden; otherwise neither moves.
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)
 */
export function switchPositions(g: Game, a: string, b: string, cause: Cause): void {
  const x = creatureById(g.state, a);
  const y = creatureById(g.state, b);
  const riders = g.state.creatures.some((c) => c.riding === a || c.riding === b) || x.riding || y.riding;
  if (!x.space || !y.space || x.space.size !== y.space.size || riders) {
    log(g, "place", `${label(x)} and ${label(y)} cannot switch positions (${cause.rule})`, cause, { creature: a });
    return;
  }
  [x.space, y.space] = [y.space, x.space];
  log(g, "place", `${label(x)} and ${label(y)} switch positions: ${x.space.x},${x.space.y} and ${y.space.x},${y.space.y} (${cause.rule})`, cause, { creature: a, other: b });
  endApart(g);
  for (const c of [x, y]) {
    enterTerrain(g, c.id, g.grid.squaresOf(c.space!), false);
    if (c.status === "in-play") endMovementInTerrain(g, c.id);
  }
}

/**
 * Push, pull or slide up to N squares, one square at a time chosen by the acting
 * creature's controller; every square entered must be a legal position, except that
 * forced movement may enter a pit; extra costs are ignored; no opportunity attacks.
 * Push: each square farther from the actor; pull: closer (§ Forced-Movement Effects).
 * `exactly` (a card's "exactly N squares"): no stopping before the last square, unless
 * no square is left to enter. `limits`: a pit is never offered ("cannot be pushed into a
 * pit"); or the movement may stop only where the creature ends as the card says ("must end
 * adjacent to this creature"), and is steered only through squares from which such an end
 * is still in reach; a pit is no such end (no creature can end movement in one, § Pit).
 */
export function forcedMove(g: Game, target: string, kind: "push" | "pull" | "slide", squares: number, cause: Cause, provoking = false, exactly = false, limits: ForcedLimits = {}): void {
  const c = creatureById(g.state, target);
  const immune = immuneToForcedMovement(g, target, cause.creature);
  if (immune) {
    log(g, "forced-move", `${label(c)} is not moved by the ${kind} (${immune.rule}: ${immune.text})`, cause, { creature: target });
    return;
  }
  // A rider hit by forced movement is forcibly dismounted first (§ Mounts and Riders, Dismount).
  if (c.riding) forcedDismount(g, target, cause);
  const actor = cause.creature ? creatureById(g.state, cause.creature) : null;
  const chooser = actor?.owner ?? c.owner;
  let moved = 0;
  let intoPit = false;
  const pit = (s: Space) => rulesWith(g, typesIn(g, g.grid.squaresOf(s)), "pit-followup").length > 0;
  const occ = occupancy(g, target);
  // The squares one step on from `here` that the movement may enter.
  const stepsFrom = (here: Space) => {
    const from = actor?.space ? g.grid.distance(actor.space, here) : 0;
    return g.grid.steps(here).filter((s) => {
      if (!legalIn(g, target, occ, s, true) || ((limits.avoidPits || limits.ending) && pit(s))) return false;
      if (!actor?.space || kind === "slide") return true;
      const d = g.grid.distance(actor.space, s);
      return kind === "push" ? d > from : d < from;
    });
  };
  const ends = endingTest(g, target, limits.ending);
  // Can the movement still end where it must, from `s` with `left` squares to go?
  const reach = new Map<string, boolean>();
  const canEnd = (s: Space, left: number): boolean => {
    if (!ends || ends(s)) return true;
    const key = `${s.x},${s.y},${left}`;
    if (left === 0 || reach.has(key)) return reach.get(key) ?? false;
    reach.set(key, false);
    const yes = stepsFrom(s).some((n) => canEnd(n, left - 1));
    reach.set(key, yes);
    return yes;
  };
  if (ends && !canEnd(c.space!, squares)) {
    log(g, "forced-move", `${label(c)} is not moved: no square within ${squares} where the ${kind} may end (${cause.rule})`, cause, { creature: target });
    return;
  }
  for (let i = 0; i < squares && c.status === "in-play"; i++) {
    const here = c.space!;
    const options = stepsFrom(here).filter((s) => canEnd(s, squares - i - 1));
    if (options.length === 0) break;
    const choice = ask(g, {
      player: chooser,
      kind: "forced-move",
      prompt: `${kind} ${label(c)}: square ${i + 1} of ${exactly ? "exactly" : "up to"} ${squares}`,
      options: [
        ...options.map((s) => ({ id: `${s.x},${s.y}`, label: `${kind} to ${s.x},${s.y}`, legal: true })),
        ...(exactly || (ends && !ends(here)) ? [] : [{ id: "stop", label: "stop here", legal: true }]),
      ],
    });
    if (choice === "stop") break;
    // "This movement provokes opportunity attacks": leaving the square provokes, as a move does (§ Opportunity Attacks).
    if (provoking) {
      opportunityAttacks(g, target, `${cause.rule}: this movement provokes opportunity attacks`);
      if (c.status !== "in-play" || isOver(g)) break;
    }
    const next = options.find((s) => `${s.x},${s.y}` === choice)!;
    const newSquares = entered(g, here, next);
    c.space = next;
    carryRiders(g, target);
    moved++;
    enterTerrain(g, target, newSquares, false);
    if (rulesWith(g, typesIn(g, newSquares), "pit-followup").length) {
      intoPit = true;
      break;
    }
  }
  if (moved > 0 && c.space) log(g, "forced-move", `${label(c)} is ${kind === "push" ? "pushed" : kind === "pull" ? "pulled" : "slid"} ${moved} square${moved === 1 ? "" : "s"} to ${c.space.x},${c.space.y}`, cause, { creature: target, x: c.space.x, y: c.space.y });
  if (moved > 0) endApart(g);
  if (c.status !== "in-play" || isOver(g)) return;
  if (intoPit) pitFollowup(g, target, cause);
  else if (moved > 0) endMovementInTerrain(g, target);
}

/**
 * A creature moved into a pit: a followup attack with the bonus and defence of the
 * attack that moved it; a big creature gets +1 to its defence per square of its space
 * not on a pit. Hit: Dazed, and its controller places it at once. Miss, or no attack
 * roll: it stays until the end of the turn, then is placed (§ Pit; A-41).
 */
function pitFollowup(g: Game, target: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  const actor = cause.creature ? creatureById(g.state, cause.creature) : null;
  const attack = actor ? cardOf(g, actor.card).attacks.find((a) => a.name === cause.rule) : undefined;
  const pitCause = { creature: actor?.id ?? null, rule: "pit followup attack", src: cause.src };
  if (!actor || !attack) {
    log(g, "pit", `${label(c)} is in a pit; with no attack roll it is placed at the end of the turn`, pitCause);
    return;
  }
  const die = roll(g, `pit followup attack against ${label(c)}`);
  const bonus = attackBonusOf(g, actor.id, attack).value;
  const offPit = g.grid.squaresOf(c.space!).filter((q) => !squareHas(g, q, "pit-followup")).length;
  const defense = defenseOf(g, target, attack.defense).value + offPit;
  const hit = die === g.ir.ruleset.die || (die !== 1 && die + bonus >= defense);
  log(g, "roll-result", `pit followup (${attack.name}): ${die} + ${bonus} = ${die + bonus} vs ${attack.defense} ${defense}${offPit ? ` (+${offPit} for squares off the pit)` : ""} — ${hit ? "hit" : "miss"}`, pitCause, { die, bonus, defense, hit });
  if (!hit) return;
  addCondition(g, target, "Dazed", null, pitCause);
  placeNearest(g, target, pitCause);
}

/**
 * Slippery terrain: a creature on it that takes damage from a melee attack is pushed
 * by the attacker (no push when no damage is taken, A-65); into a pit, that attack
 * makes the followup (§ Slippery).
 */
export function slipperyPush(g: Game, attacker: string, attack: AttackIR, target: string, taken: number): void {
  const t = creatureById(g.state, target);
  if (attack.kind !== "melee" || taken <= 0 || t.status !== "in-play" || !t.space || isOver(g)) return;
  // The terrain that counts for it: the map's, and squares a power near it makes slippery for it.
  const push = rulesWith(g, typesAffecting(g, t), "slippery")[0];
  if (push) forcedMove(g, target, "push", push.rule.args.squares as number, { creature: attacker, rule: attack.name, src: push.rule.src });
}
