// Where a move by a power must end: "teleports 10 ending adjacent to a wall", "shifts 3
// ending adjacent to that enemy", "shifts 1 square closer to target". Each square the creature could end in is tried: the
// state named must hold of the creature standing there.
// ddm-battle-rules-2011.txt § Powers and Effects; § Move Actions (Shift); § Forced-Movement Effects (Teleport)
import { gateEntry } from "../../compiler/primitives/index.js";
import type { MoveEnding } from "../../compiler/primitives/host.js";
import type { Space } from "../geometry/geometry.js";
import type { Game } from "./game.js";
import { creatureById, inPlay } from "./state.js";
import { rulesView } from "./view.js";

/** A test of the squares a move may end in, or null when the move may end anywhere. */
export function endingTest(g: Game, id: string, ending: MoveEnding | undefined): ((s: Space) => boolean) | null {
  if (!ending) return null;
  const c = creatureById(g.state, id);
  if (ending.beside !== undefined) {
    // The space it stands in, or stood in while its destruction resolves ("adjacent to the space occupied by that enemy").
    const other = creatureById(g.state, ending.beside).space;
    return (s) => other !== null && g.grid.adjacent(s, other);
  }
  if (ending.inSpaceOf !== undefined) {
    // "In a square that was occupied by that ally": a destroyed creature's space is known after it left (damage.ts).
    const other = creatureById(g.state, ending.inSpaceOf);
    const was = other.space ?? other.lastSpace;
    const squares = new Set(was ? g.grid.squaresOf(was).map((q) => `${q.x},${q.y}`) : []);
    return (s) => g.grid.squaresOf(s).some((q) => squares.has(`${q.x},${q.y}`));
  }
  if (ending.closer !== undefined) {
    // Nearer than it stands now, counted as distances are (§ How to Choose Targets).
    const other = creatureById(g.state, ending.closer).space;
    const now = other && c.space ? g.grid.distance(c.space, other) : null;
    return (s) => other !== null && now !== null && g.grid.distance(s, other) < now;
  }
  if (ending.farFrom !== undefined) {
    // "At least 5 squares away from that enemy": counted as distances are (§ How to Choose Targets), a destroyed one from where it stood.
    const other = creatureById(g.state, ending.farFrom.from);
    const was = other.space ?? other.lastSpace ?? null;
    const squares = ending.farFrom.squares;
    return (s) => was === null || g.grid.distance(s, was) >= squares;
  }
  if (ending.closerToEnemy) {
    // Nearer to any one enemy than it stands now: each enemy's distance is taken before the move.
    const now = inPlay(g.state)
      .filter((e) => e.side !== c.side && c.space !== null)
      .map((e) => ({ space: e.space!, d: g.grid.distance(c.space!, e.space!) }));
    return (s) => now.some((e) => g.grid.distance(s, e.space) < e.d);
  }
  if (ending.besideEnemy) {
    // "that enemy": one it stood next to when the power was used.
    const beside = inPlay(g.state).filter((e) => e.side !== c.side && c.space !== null && g.grid.adjacent(c.space, e.space!));
    return (s) => beside.some((e) => e.status === "in-play" && g.grid.adjacent(s, e.space!));
  }
  const gate = ending.gate!;
  const entry = gateEntry(gate.op);
  return (s) => {
    const was = c.space;
    c.space = s;
    try {
      return entry.holds(gate.args, rulesView(g), id, id);
    } finally {
      c.space = was;
    }
  };
}
