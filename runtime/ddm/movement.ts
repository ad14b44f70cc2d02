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

/** Entering a difficult square costs 1 extra; a big creature pays once per square of movement; Flight and Burrow ignore it. */
function stepCost(g: Game, c: CreatureState, from: Space, to: Space): number {
  const card = cardOf(g, c.card);
  if (card.modes.includes("flight") || card.modes.includes("burrow")) return 1;
  const before = new Set(g.grid.squaresOf(from).map((q) => `${q.x},${q.y}`));
  const entersDifficult = g.grid.squaresOf(to).some((q) => !before.has(`${q.x},${q.y}`) && g.terrain.get(`${q.x},${q.y}`)?.has("difficult"));
  return entersDifficult ? 2 : 1;
}

/** Every position reachable with `allowance` squares, cheapest path first, in a stable order. */
export function reachable(g: Game, id: string, allowance: number): Map<string, Route> {
  const c = creatureById(g.state, id);
  const start = c.space!;
  const occ = occupancy(g, id);
  const enemyOn = (q: { x: number; y: number }) => {
    const o = occ.get(`${q.x},${q.y}`);
    return o !== undefined && o.side !== c.side;
  };
  const best = new Map<string, Route>([[g.grid.key(start), { space: start, cost: 0, path: [] }]]);
  let frontier: Route[] = [best.get(g.grid.key(start))!];
  while (frontier.length) {
    const next: Route[] = [];
    for (const r of frontier) {
      for (const step of g.grid.steps(r.space)) {
        // Allies may be passed through, enemies may not (§ Legal Position, Ally / Enemy).
        if (g.grid.squaresOf(step).some(enemyOn)) continue;
        const cost = r.cost + stepCost(g, c, r.space, step);
        if (cost > allowance) continue;
        const k = g.grid.key(step);
        const prev = best.get(k);
        if (prev && prev.cost <= cost) continue;
        const route = { space: step, cost, path: [...r.path, step] };
        best.set(k, route);
        next.push(route);
      }
    }
    frontier = next;
  }
  best.delete(g.grid.key(start));
  for (const [k, r] of best) if (!legalIn(g, occ, r.space)) best.delete(k);
  return best;
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
