// Moving: where a creature can go with a number of squares, walking a path (with
// opportunity attacks for leaving squares next to enemies), and forced movement.
// ddm-battle-rules-2011.txt § Moving; § Legal Position; § Difficult Terrain; § Forced-Movement Effects
import type { Cause } from "../../compiler/primitives/host.js";
import type { Space } from "../geometry/geometry.js";
import { opportunityAttacks } from "./attack.js";
import { ask, cardOf, isOver, log, type Game } from "./game.js";
import { creatureById, inPlay, label, type CreatureState } from "./state.js";

export interface Route {
  space: Space;
  cost: number;
  /** The squares entered, in order, along the cheapest path found. */
  path: Space[];
}

/** Who stands on each square, apart from `except`. */
function occupancy(g: Game, except: string): Map<string, CreatureState> {
  const occ = new Map<string, CreatureState>();
  for (const c of inPlay(g.state)) if (c.id !== except) for (const q of g.grid.squaresOf(c.space!)) occ.set(`${q.x},${q.y}`, c);
  return occ;
}

function legalIn(g: Game, occ: Map<string, CreatureState>, space: Space): boolean {
  if (!g.grid.inBounds(space) || g.grid.touchesWall(space)) return false;
  return g.grid.squaresOf(space).every((q) => !occ.has(`${q.x},${q.y}`));
}

/** A legal position: on the map, no wall, no other creature (§ Legal Position). */
export function isLegalPosition(g: Game, mover: string, space: Space): boolean {
  return legalIn(g, occupancy(g, mover), space);
}

/**
 * Every legal position reachable with `allowance` squares, with its cheapest path.
 * Entering a difficult square costs 1 extra (a big creature pays once per square of
 * movement); Flight and Burrow ignore it. Allies may be passed through, enemies may not.
 */
export function reachable(g: Game, id: string, allowance: number): Map<string, Route> {
  const c = creatureById(g.state, id);
  const start = c.space!;
  const occ = occupancy(g, id);
  const modes = cardOf(g, c.card).modes;
  const ignoresDifficult = modes.includes("flight") || modes.includes("burrow");
  const enemyOn = (q: { x: number; y: number }) => {
    const o = occ.get(`${q.x},${q.y}`);
    return o !== undefined && o.side !== c.side;
  };
  const stepCost = (from: Space, to: Space): number => {
    if (ignoresDifficult) return 1;
    const entered = g.grid.squaresOf(to).filter((q) => q.x < from.x || q.y < from.y || q.x >= from.x + from.size || q.y >= from.y + from.size);
    return entered.some((q) => g.terrain.get(`${q.x},${q.y}`)?.has("difficult")) ? 2 : 1;
  };
  // Costs are small whole numbers, so a bucket per cost is an exact shortest-path search.
  const best = new Map<string, { space: Space; cost: number; from: string | null }>([[g.grid.key(start), { space: start, cost: 0, from: null }]]);
  const buckets: Space[][] = [[start]];
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const here of buckets[cost] ?? []) {
      const hereKey = g.grid.key(here);
      if (best.get(hereKey)!.cost !== cost) continue;
      for (const step of g.grid.steps(here)) {
        if (g.grid.squaresOf(step).some(enemyOn)) continue;
        const total = cost + stepCost(here, step);
        if (total > allowance) continue;
        const k = g.grid.key(step);
        const prev = best.get(k);
        if (prev && prev.cost <= total) continue;
        best.set(k, { space: step, cost: total, from: hereKey });
        (buckets[total] ??= []).push(step);
      }
    }
  }
  const routes = new Map<string, Route>();
  for (const [k, r] of best) {
    if (r.from === null || !legalIn(g, occ, r.space)) continue;
    const path: Space[] = [];
    for (let at: string | null = k; at !== null && best.get(at)!.from !== null; at = best.get(at)!.from) path.unshift(best.get(at)!.space);
    routes.set(k, { space: r.space, cost: r.cost, path });
  }
  return routes;
}

/** Walks a path square by square. Leaving a square next to an enemy provokes it when `provokes`. Returns false if the mover was destroyed. */
export function walk(g: Game, id: string, path: Space[], provokes: boolean, cause: Cause): boolean {
  const c = creatureById(g.state, id);
  for (const step of path) {
    if (provokes) {
      opportunityAttacks(g, id, "moving out of a square next to it");
      if (c.status !== "in-play" || isOver(g)) return false;
    }
    c.space = step;
  }
  const end = c.space!;
  log(g, "move", `${label(c)} ${cause.rule} to ${end.x},${end.y} (${path.length} square${path.length === 1 ? "" : "s"})`, cause, { creature: id, x: end.x, y: end.y });
  return true;
}

/**
 * Push, pull or slide up to N squares, one square at a time chosen by the acting
 * creature's controller; every square entered must be a legal position; no
 * opportunity attacks. Push: each square farther from the actor; pull: closer.
 */
export function forcedMove(g: Game, target: string, kind: "push" | "pull" | "slide", squares: number, cause: Cause): void {
  const c = creatureById(g.state, target);
  const actor = cause.creature ? creatureById(g.state, cause.creature) : null;
  const chooser = actor?.owner ?? c.owner;
  let moved = 0;
  for (let i = 0; i < squares && c.status === "in-play"; i++) {
    const here = c.space!;
    const from = actor?.space ? g.grid.distance(actor.space, here) : 0;
    const options = g.grid.steps(here).filter((s) => {
      if (!isLegalPosition(g, target, s)) return false;
      if (!actor?.space || kind === "slide") return true;
      const d = g.grid.distance(actor.space, s);
      return kind === "push" ? d > from : d < from;
    });
    if (options.length === 0) break;
    const choice = ask(g, {
      player: chooser,
      kind: "forced-move",
      prompt: `${kind} ${label(c)}: square ${i + 1} of up to ${squares}`,
      options: [
        ...options.map((s) => ({ id: `${s.x},${s.y}`, label: `${kind} to ${s.x},${s.y}`, legal: true })),
        { id: "stop", label: "stop here", legal: true },
      ],
    });
    if (choice === "stop") break;
    c.space = options.find((s) => `${s.x},${s.y}` === choice)!;
    moved++;
  }
  if (moved > 0) log(g, "forced-move", `${label(c)} is ${kind === "push" ? "pushed" : kind === "pull" ? "pulled" : "slid"} ${moved} square${moved === 1 ? "" : "s"} to ${c.space!.x},${c.space!.y}`, cause, { creature: target, x: c.space!.x, y: c.space!.y });
}
