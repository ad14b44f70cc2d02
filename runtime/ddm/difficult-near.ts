// Squares near a creature that count as difficult terrain for some creatures only
// ("squares within 2 squares count as difficult terrain for enemies"): for a creature
// about to move, where those squares are now. Movement charges the extra square there as
// it does for difficult terrain (runtime/ddm/movement.ts).
// ddm-battle-rules-2011.txt § Difficult Terrain; § Auras
import { hasTrait, onSide } from "../../compiler/primitives/place-gates.js";
import type { Space, Square } from "../geometry/geometry.js";
import type { Game } from "./game.js";
import { powersOf } from "./powers.js";
import { inPlay } from "./state.js";
import { contributionsTo } from "./values.js";
import { rulesView } from "./view.js";

const ops = new Set(["difficult-within", "difficult-adjacent"]);

/** Could any creature in play hold such squares (a power of its card, or one given for a while)? A quick look before the full one. */
function anyHolder(g: Game): boolean {
  return inPlay(g.state).some((c) => c.effects.some((e) => e.kind === "modifier" && !!e.modifier && ops.has(e.modifier.op)) || powersOf(g, c.id).some((p) => p.clauses.some((k) => k.kind === "modifier" && ops.has(k.op))));
}

/**
 * For `mover`: is the square difficult terrain by a creature's power near it? Null when no
 * such squares hamper it. The holders' powers are read once, as the move is worked out;
 * an aura's squares are gone while its holder is inactive (in-force.ts).
 */
export function difficultNear(g: Game, mover: string): ((q: Square) => boolean) | null {
  if (!anyHolder(g)) return null;
  const view = rulesView(g);
  const zones: { at: Space; within: number }[] = [];
  for (const holder of inPlay(g.state)) {
    if (holder.id === mover || !holder.space) continue;
    for (const c of contributionsTo(g, holder.id)) {
      if (c.stat !== "difficult-near" || !c.hampers || !onSide(c.hampers.side, view, holder.id, mover)) continue;
      if (c.hampers.trait && !hasTrait({ trait: c.hampers.trait }, view, mover)) continue;
      if (c.hampers.also && !hasTrait({ trait: c.hampers.also }, view, mover)) continue;
      zones.push({ at: holder.space, within: c.within ?? 1 });
    }
  }
  if (zones.length === 0) return null;
  return (q) => zones.some((z) => g.grid.distance(z.at, { x: q.x, y: q.y, size: 1 }) <= z.within);
}
