// A creature moved by a power of its own side: it shifts or moves up to N squares (or
// its speed), its controller choosing where or to stay. The power's cost is already
// paid, so the turn's action slots are not asked; every other rule about moving and
// shifting is (Immobilized, "cannot shift", card permissions), decided by tier.
// ddm-battle-rules-2011.txt § Move Actions (Move, Shift); § Core Rules and Exceptions
import type { Cause, MoveEnding } from "../../compiler/primitives/host.js";
import type { Space } from "../geometry/geometry.js";
import { decide } from "../kernel/permission.js";
import { ask, log, type Game } from "./game.js";
import { endingTest } from "./move-endings.js";
import { reachable, walk } from "./movement.js";
import { explainBriefly, verdictsFor } from "./permissions.js";
import { creatureById, inPlay, label, type CreatureState } from "./state.js";
import { speedOf } from "./values.js";

/**
 * Returns the squares of allowance the move used (0 if it stayed or could not move).
 * `how.times` multiplies its speed ("up to twice its speed"); `how.mode` lends a
 * movement mode for this move only ("moves up to its speed with Flight", § Movement Modes);
 * `how.throughEnemies` lets this move alone pass through enemies ("shift 3; can move through
 * enemies", § Legal Position, Enemy);
 * `how.ending` says where it must end ("ending adjacent to a wall"): only those squares
 * are offered, and staying only if it already stands in one. `how.minimum` ("moves at
 * least 2 squares"): only squares costing that much of its movement or more are offered,
 * and staying is not. `how.entered` gathers, in order, the other creatures whose space the
 * route (the shortest to the square chosen) entered. The positions the move entered are kept
 * as the creature's last move by a power (`enteredByPower` in the state), none if it stayed or could not move.
 * `how.toward` (a creature's id): every square entered is closer to that creature than the one before; with it out of play, no move.
 */
export function moveByPower(g: Game, id: string, verb: "shift" | "move", squares: number | "speed", cause: Cause, how: { mode?: string; throughEnemies?: boolean; times?: number; ending?: MoveEnding; minimum?: number; entered?: string[]; toward?: string } = {}): number {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play" || !c.space) return 0;
  (g.state.enteredByPower ??= {})[id] = [];
  if (how.mode) {
    const { mode, ...rest } = how;
    return lentFor(g, c, mode, `mode-${mode}`, cause, () => moveByPower(g, id, verb, squares, cause, rest));
  }
  if (how.throughEnemies) {
    return lentFor(g, c, "through enemies", "moves-through-enemies", cause, () => moveByPower(g, id, verb, squares, cause, { ...how, throughEnemies: false }));
  }
  const allowance = (squares === "speed" ? speedOf(g, id).value : squares) * (how.times ?? 1);
  // The turn's own bookkeeping (slots, own turn) is for actions, not for a power that already paid.
  const rules = verdictsFor(g, id, verb).filter((v) => v.rule !== "core: actions" && !v.rule.startsWith("core action "));
  const ruling = decide([{ tier: 0, polarity: "can", rule: cause.rule, text: `${verb} up to ${allowance} squares (${cause.rule})`, src: cause.src, squares: allowance }, ...rules]);
  if (!ruling.allowed || allowance <= 0) {
    log(g, verb, `${label(c)} cannot ${verb} (${ruling.allowed ? "speed 0" : explainBriefly(ruling)})`, cause, { creature: id });
    return 0;
  }
  const fits = endingTest(g, id, how.ending);
  const least = how.minimum ?? 0;
  const toward = how.toward !== undefined ? creatureById(g.state, how.toward) : null;
  if (toward && (toward.status !== "in-play" || !toward.space)) {
    log(g, verb, `${label(c)} does not ${verb}: ${label(toward)}, whom every square must close on, is no longer in play (${cause.rule})`, cause, { creature: id });
    return 0;
  }
  const routes = [...reachable(g, id, allowance, false, verb === "shift", toward?.space ?? null).values()].filter((r) => (!fits || fits(r.space)) && r.cost >= least);
  const stay = (!fits || fits(c.space)) && least === 0;
  if (routes.length === 0 && !stay) {
    log(g, verb, `${label(c)} cannot ${verb}: no square within ${allowance}${least ? ` and at least ${least} squares of movement away` : ""} where the move may end (${cause.rule})`, cause, { creature: id });
    return 0;
  }
  const pick = ask(g, {
    player: c.owner,
    kind: verb,
    prompt: `${label(c)}: ${verb} ${least ? `${least} to ` : "up to "}${allowance} squares (${cause.rule})`,
    options: [...(stay ? [{ id: "stay", label: "stay where it is", legal: true }] : []), ...routes.map((r) => ({ id: `${r.space.x},${r.space.y}`, label: `${verb} to ${r.space.x},${r.space.y} (${r.cost})`, legal: true }))],
  });
  const route = routes.find((r) => `${r.space.x},${r.space.y}` === pick);
  if (!route) return 0;
  if (how.entered) how.entered.push(...passedThrough(g, id, route.path));
  walk(g, id, route.path, verb === "move", { ...cause, rule: `${verb === "move" ? "moves" : "shifts"} (${cause.rule})` });
  g.state.enteredByPower![id] = enteredUpTo(g, c, route.path);
  return route.cost;
}

/** The positions of the path the creature walked, up to where it stands now (a move cut short enters fewer). */
function enteredUpTo(g: Game, c: CreatureState, path: Space[]): Space[] {
  const at = c.status === "in-play" && c.space ? path.findIndex((p) => g.grid.same(p, c.space!)) : -1;
  return path.slice(0, at + 1);
}

/** The creatures in play, other than the mover, some square of whose space a position of the path overlaps, in the order reached. */
function passedThrough(g: Game, id: string, path: Space[]): string[] {
  const out: string[] = [];
  for (const step of path) {
    const here = new Set(g.grid.squaresOf(step).map((q) => `${q.x},${q.y}`));
    for (const c of inPlay(g.state)) {
      if (c.id === id || out.includes(c.id) || !c.space) continue;
      if (g.grid.squaresOf(c.space).some((q) => here.has(`${q.x},${q.y}`))) out.push(c.id);
    }
  }
  return out;
}

/** The mode (or passage through enemies) is the creature's for the move only: gained before it, gone after (whatever the move's outcome). */
function lentFor(g: Game, c: CreatureState, name: string, op: string, cause: Cause, move: () => number): number {
  const id = g.state.nextEffectId++;
  c.effects.push({ id, kind: "modifier", name, modifier: { op, args: {} }, duration: "end-of-current-turn", endsOnBattleTurn: g.state.turn, source: cause.creature, rule: cause.rule, src: cause.src });
  try {
    return move();
  } finally {
    c.effects = c.effects.filter((e) => e.id !== id);
  }
}
