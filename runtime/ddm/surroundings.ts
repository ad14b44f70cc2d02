// What lies in and next to a creature's space: a wall, a terrain type; and how far it has
// come this turn. Powers ask it to limit their use ("only while adjacent to a wall"), to
// say where a move must end, and for the states continuous powers hold in ("while
// occupying forest terrain", "after moving 2 or more squares this turn").
// ddm-battle-rules-2011.txt § How to Choose Targets (adjacent: distance 1, a square is adjacent to itself); § Walls;
// § Battle Maps and Terrain; § Taking a Turn
import type { Space, Square } from "../geometry/geometry.js";
import type { Game } from "./game.js";
import { creatureById } from "./state.js";
import { squareTerrain, typesAt } from "./terrain.js";

/** The board's squares at distance 1 around the space, outside it. */
function around(g: Game, sp: Space): Square[] {
  const out: Square[] = [];
  for (let y = sp.y - 1; y <= sp.y + sp.size; y++) {
    for (let x = sp.x - 1; x <= sp.x + sp.size; x++) {
      const inside = x >= sp.x && x < sp.x + sp.size && y >= sp.y && y < sp.y + sp.size;
      if (!inside && g.grid.inBounds({ x, y, size: 1 })) out.push({ x, y });
    }
  }
  return out;
}

/** A wall fills a square next to the space, or a thin wall parts it from one (so that square is not adjacent). */
export function besideWall(g: Game, sp: Space): boolean {
  return around(g, sp).some((q) => {
    const p = { ...q, size: 1 };
    return g.grid.touchesWall(p) || !g.grid.adjacent(sp, p);
  });
}

/** A square of the terrain type is in the space or adjacent to it. */
export function besideTerrain(g: Game, sp: Space, terrain: string): boolean {
  const has = (q: Square) => isTerrain(g, q, terrain);
  return g.grid.squaresOf(sp).some(has) || around(g, sp).some((q) => has(q) && g.grid.adjacent(sp, { ...q, size: 1 }));
}

/** Is the square terrain of the type? "difficult" is any terrain that costs extra to enter (§ Difficult Terrain). */
function isTerrain(g: Game, q: Square, terrain: string): boolean {
  const t = terrain.toLowerCase();
  if (t === "difficult") return (squareTerrain(g, q)?.difficultCost ?? 1) > 1;
  return typesAt(g, q).has(t);
}

/** Terrain of the type in a square of the space ("occupies"), or in every square of it ("fills"). */
export function terrainIn(g: Game, sp: Space, terrain: string, how: "occupies" | "fills"): boolean {
  const own = g.grid.squaresOf(sp);
  return how === "fills" ? own.every((q) => isTerrain(g, q, terrain)) : own.some((q) => isTerrain(g, q, terrain));
}

/** On its own turn: the counted distance from where it started the turn (null on another's turn). */
export function turnStartDistance(g: Game, id: string): number | null {
  const a = g.state.active;
  const space = creatureById(g.state, id).space;
  if (a?.creature !== id || !a.startSpace || !space) return null;
  return g.grid.distance(a.startSpace, space);
}
