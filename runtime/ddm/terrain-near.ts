// Terrain that counts for some creatures only, near the creature whose power says so
// (compiler/primitives/terrain-near.ts): "squares within 2 squares count as \"slippery\"
// terrain for enemies", "squares within 1 square count as \"blood-rock\" terrain for allies
// or this creature". Asked by the terrain rules for the creature affected
// (terrain.ts typesAffecting). The holders' powers are read from their cards, not from
// every rule in force, since the rules in force ask the terrain a creature occupies.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Auras
import { gateEntry, modifierEntry } from "../../compiler/primitives/index.js";
import { hasTrait, onSide } from "../../compiler/primitives/place-gates.js";
import type { Square } from "../geometry/geometry.js";
import { cardOf, type Game } from "./game.js";
import { isInactive } from "./in-force.js";
import { powersOf } from "./powers.js";
import { inPlay } from "./state.js";
import { rulesView } from "./view.js";

const ops = new Set(["terrain-within-for", "terrain-within-all", "terrain-within-for-own-side"]);

// Whether any creature of the battle has such a power, kept per game and recounted when creatures join it.
const holders = new WeakMap<Game, { count: number; any: boolean }>();

function anyHolder(g: Game): boolean {
  const seen = holders.get(g);
  if (seen && seen.count === g.state.creatures.length) return seen.any;
  const cards = new Set(g.state.creatures.map((c) => c.card));
  const any = [...cards].some((name) => cardOf(g, name).powers.some((p) => p.clauses.some((k) => k.kind === "modifier" && ops.has(k.op))));
  holders.set(g, { count: g.state.creatures.length, any });
  return any;
}

/** The terrain types that count for creature `id` in these squares by a power of a creature near them. */
export function terrainNear(g: Game, id: string, squares: Square[]): Set<string> {
  const out = new Set<string>();
  if (!anyHolder(g)) return out;
  const view = rulesView(g);
  for (const holder of inPlay(g.state)) {
    if (!holder.space) continue;
    let inactive: boolean | undefined;
    for (const p of powersOf(g, holder.id)) {
      if (p.champion || p.action !== null) continue;
      // An aura has no effect while its creature is inactive (§ Auras).
      if (p.aura !== null && (inactive ??= isInactive(g, holder.id) !== null)) continue;
      for (const k of p.clauses) {
        if (k.kind !== "modifier" || !ops.has(k.op) || k.subject !== null) continue;
        if (k.gate && !gateEntry(k.gate.op).holds(k.gate.args, view, holder.id, holder.id)) continue;
        for (const c of modifierEntry(k.op).contributions(k.args)) {
          if (!c.terrain || !c.hampers || out.has(c.terrain)) continue;
          const counts = (id === holder.id && c.withHolder) || (onSide(c.hampers.side, view, holder.id, id) && (!c.hampers.trait || hasTrait({ trait: c.hampers.trait }, view, id)));
          if (counts && squares.some((q) => g.grid.distance(holder.space!, { x: q.x, y: q.y, size: 1 }) <= (c.within ?? 1))) out.add(c.terrain);
        }
      }
    }
  }
  return out;
}

