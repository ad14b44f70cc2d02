// Creatures a power takes off the battle map and puts back (compiler/primitives/off-map.ts).
// Off the map a creature is still in play, not destroyed: it takes no turns and cannot be
// targeted, as with Delayed Appearance; when it is put back and the place named has no
// legal position, it goes to the nearest one.
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance; Set-Up Powers); § Forced-Movement
// Effects (Place; Legal Position)
import type { Cause } from "../../compiler/primitives/host.js";
import type { Args } from "../../compiler/primitives/entry.js";
import { fitsReserve } from "../../compiler/primitives/off-map.js";
import type { Space } from "../geometry/geometry.js";
import { ask, cardOf, log, type Game } from "./game.js";
import { forcedDismount } from "./mounts.js";
import { placeWhere, putOnMap } from "./movement.js";
import { seesSquare } from "./sight.js";
import { creatureById, label, ridersOf, type CreatureState } from "./state.js";
import { endApart } from "./effects.js";
import { rulesView } from "./view.js";

/** Off the map, remembering `from`; held in reserve by `holder` when a reserve power took it. */
function takeOff(g: Game, c: CreatureState, cause: Cause, why: string, holder?: string): void {
  // A rider is set down beside its mount first; riders of a mount leaving are set down too (§ Mounts and Riders).
  if (c.riding) forcedDismount(g, c.id, cause);
  for (const r of ridersOf(g.state, c.id)) forcedDismount(g, r.id, cause);
  c.leftFrom = c.space!;
  c.space = null;
  if (holder) c.heldBy = holder;
  log(g, "off-map", `${label(c)} ${why} (${cause.rule})`, cause, { creature: c.id });
  endApart(g);
}

/** "Remove this creature from the battle map": in play but off it; its turn in progress ends (runtime/ddm/turn.ts). */
export function removeFromMap(g: Game, id: string, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (c.status === "in-play" && c.space) takeOff(g, c, cause, "is removed from the battle map");
}

/**
 * "Up to 2 Beast allies with cost 10 or less start the battle off the battle map": at
 * set-up, once its player has placed its creatures, it takes up to `count` of them that
 * fit off the map again, one at a time, choosing "done" to keep the rest.
 */
export function holdInReserve(g: Game, self: string, count: number, kind: Args, cause: Cause): void {
  const me = creatureById(g.state, self);
  const view = rulesView(g);
  for (let held = 0; held < count; held++) {
    const fit = g.state.creatures.filter((c) => c.id !== self && c.side === me.side && c.status === "in-play" && c.space !== null && fitsReserve(kind, view, self, c.id));
    if (fit.length === 0) return;
    const pick = ask(g, {
      player: me.owner,
      kind: "hold-in-reserve",
      prompt: `${label(me)}: which creature starts the battle off the battle map? (${cause.rule}, ${held} of up to ${count} chosen)`,
      options: [...fit.map((c) => ({ id: c.id, label: `${label(c)} (${c.card})`, legal: true })), { id: "done", label: "keep the rest on the battle map", legal: true }],
    });
    if (pick === "done") return;
    takeOff(g, creatureById(g.state, pick), cause, `starts the battle off the battle map, held in reserve by ${label(me)}`, self);
  }
}

/** The creature is placed within `squares` of `near.of`, or in a square it can see; none fits: the nearest legal position beside it. */
export function placeNear(g: Game, target: string, cause: Cause, near: { of: string; squares?: number; seen?: true }): void {
  const c = creatureById(g.state, target);
  const anchor = creatureById(g.state, near.of).space;
  if (c.status !== "in-play" || !anchor) return;
  const fits = (s: Space) => (near.squares === undefined || g.grid.distance(s, anchor) <= near.squares) && (!near.seen || seesSquare(g, near.of, s));
  const before = c.space;
  placeWhere(g, target, fits, cause);
  if (!before && !c.space) putOnMap(g, target, { beside: anchor }, cardOf(g, c.card).squares, creatureById(g.state, near.of).owner, cause);
}

/** "In a legal space nearest to its previous space": back where it left the map, or the nearest legal position to it. */
export function putBackWhereLeft(g: Game, target: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play" || c.space || !c.leftFrom) return;
  putOnMap(g, target, { at: c.leftFrom }, c.leftFrom.size, c.owner, cause);
}

/** "Is considered to have activated this round": it takes no more turns this round (§ The Battle, step 6). */
export function countAsActivated(g: Game, target: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play" || c.actedThisRound) return;
  c.actedThisRound = true;
  log(g, "activated", `${label(c)} counts as having activated this round (${cause.rule})`, cause, { creature: target });
}
