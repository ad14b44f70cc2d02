// Where on the map an option of a decision points: the square a move or shift ends on,
// the squares of an attack's target or of a close or area attack's placement, or of the
// creature to activate. The map highlights
// these when an option is hovered or selected, and a click on a square picks its option.
import type { Square } from "../../../runtime/geometry/geometry.js";
import type { BattleState } from "../../../runtime/ddm/state.js";
import type { Decision, Option } from "../../../runtime/kernel/decisions.js";

const SQUARE = /^(?:(move|shift|[a-z-]+):)?(\d+),(\d+)$/;

function creatureSquares(state: BattleState, id: string): Square[] {
  const c = state.creatures.find((x) => x.id === id);
  if (!c?.space || c.status !== "in-play") return [];
  const { x, y, size } = c.space;
  return Array.from({ length: size * size }, (_, i) => ({ x: x + (i % size), y: y + Math.floor(i / size) }));
}

/** The verb of a movement option ("move", "shift"), or null. */
export function movementVerb(o: Option): string | null {
  const m = SQUARE.exec(o.id);
  return m?.[1] ?? null;
}

export function optionSquares(d: Decision, o: Option, state: BattleState): Square[] {
  if (o.squares) return o.squares;
  const at = SQUARE.exec(o.id);
  if (at) return [{ x: Number(at[2]), y: Number(at[3]) }];
  const attack = /^attack:[^:]*:(.+)$/.exec(o.id);
  if (attack) return creatureSquares(state, attack[1]!);
  if (d.kind === "activate") return creatureSquares(state, o.id);
  return [];
}

/** The legal options pointing at square x,y; with a verb chosen, only that verb's movement. */
export function optionsAt(d: Decision, state: BattleState, x: number, y: number, verb: string | null): Option[] {
  return d.options.filter((o) => {
    if (!o.legal) return false;
    const v = movementVerb(o);
    if (verb && v && v !== verb) return false;
    return optionSquares(d, o, state).some((q) => q.x === x && q.y === y);
  });
}
