// The windows around a creature's own move or shift. Before the move starts and before
// each square is entered, immediate interrupts act ("use when an adjacent enemy shifts",
// "use when an enemy enters a square adjacent to this creature") and the mover's powers
// with no condition are offered (the default timing point "before moving into a
// square"); after each square and after the whole move, the other powers act
// (compiler/primitives/movement-triggers.ts: one square is one occurrence, A-59). A power
// in a window before that destroys the mover, moves it or leaves it unable to move stops
// the movement where it stands.
// ddm-battle-rules-2011.txt § Actions (Immediate Action); § Common Triggered Powers (Default Condition); § Moving
import type { Space } from "../geometry/geometry.js";
import { emit } from "./events.js";
import { isOver, log, type Game } from "./game.js";
import type { Cause } from "../../compiler/primitives/host.js";
import { creatureById, inPlay, label } from "./state.js";
import { speedOf } from "./values.js";

/** The creatures in play adjacent to the mover where it stands now. */
export function adjacentTo(g: Game, id: string): string[] {
  const here = creatureById(g.state, id).space;
  return here ? inPlay(g.state).filter((o) => o.id !== id && o.space && g.grid.adjacent(here, o.space)).map((o) => o.id) : [];
}

/** Movers in an open window before a move or shift, innermost last, and whether a power stopped it ("does not shift instead"). */
const opening = new WeakMap<Game, { id: string; cancelledBy?: string }[]>();

/**
 * "That enemy does not shift instead": the move or shift the creature is about to begin
 * does not happen. ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects)
 */
export function cancelMovement(g: Game, id: string, cause: Cause): void {
  const w = [...(opening.get(g) ?? [])].reverse().find((x) => x.id === id);
  if (!w) {
    log(g, "cancel", `${cause.rule}: ${label(creatureById(g.state, id))} is not about to move`, cause);
    return;
  }
  w.cancelledBy = cause.rule;
}

/** Emits the window before `kind`; true if the creature may go on moving after it. */
function windowBefore(g: Game, id: string, kind: string, to: Space, shift: boolean, what: string): boolean {
  const c = creatureById(g.state, id);
  const at = c.space;
  const couldMove = speedOf(g, id).value > 0;
  const stack = opening.get(g) ?? [];
  opening.set(g, stack);
  const w: { id: string; cancelledBy?: string } = { id };
  stack.push(w);
  try {
    emit(g, { kind, actor: id, subject: id, nearBefore: adjacentTo(g, id), shift, to: { x: to.x, y: to.y, size: to.size }, before: true });
  } finally {
    stack.pop();
  }
  if (c.status !== "in-play" || isOver(g)) return false;
  if (w.cancelledBy) {
    log(g, "move", `${label(c)} does not ${shift ? "shift" : "move"} (${w.cancelledBy})`, { rule: w.cancelledBy, src: null }, { creature: id });
    return false;
  }
  if (c.space !== at || (couldMove && speedOf(g, id).value <= 0)) {
    log(g, "move", `${label(c)} stops ${what}: a power answered it`, { rule: "core: immediate interrupts", src: null }, { creature: id });
    return false;
  }
  return true;
}

/** Before a move or shift begins (toward `to`): "use when an adjacent enemy shifts" as an interrupt. */
export function beforeMoving(g: Game, id: string, to: Space, shift: boolean): boolean {
  return windowBefore(g, id, "creature.moved", to, shift, "before moving");
}

/** Before the creature moves into a square: interrupts to its entering it, and its own powers with no condition. */
export function beforeEntering(g: Game, id: string, to: Space, shift: boolean): boolean {
  return windowBefore(g, id, "creature.stepped", to, shift, `before entering ${to.x},${to.y}`);
}

/** The creatures in play whose space shares a square with the mover's where it stands now (one passing through them). */
export function sharingWith(g: Game, id: string): string[] {
  const here = creatureById(g.state, id).space;
  return here ? inPlay(g.state).filter((o) => o.id !== id && o.space && g.grid.distance(here, o.space) === 0).map((o) => o.id) : [];
}

/**
 * One square of movement made: entering a square, leaving adjacency; `nearBefore` is who
 * was adjacent before it, `sharedBefore` whose space it already shared (so entering a space is told once).
 */
export function afterEntering(g: Game, id: string, nearBefore: string[], shift: boolean, sharedBefore: string[] = []): void {
  emit(g, { kind: "creature.stepped", actor: id, subject: id, nearBefore, shift, sharedBefore });
}

/** The whole move or shift made: "use after an adjacent enemy shifts", adjacency as it started. */
export function afterMoving(g: Game, id: string, nearAtStart: string[], shift: boolean): void {
  emit(g, { kind: "creature.moved", actor: id, subject: id, nearBefore: nearAtStart, shift });
}
