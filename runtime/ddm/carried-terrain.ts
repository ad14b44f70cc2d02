// Terrain a creature's space is by its own power ("this creature's space is smoke terrain
// while not its turn"), or that squares near it are not ("squares within 2 squares are not
// \"smoke\" terrain"): it moves with the creature, and counts for every rule that reads
// the squares' terrain (sight, movement, terrain damage). The map's terrain with laid
// terrain (game.ts) is the base; the squares carried now are added to it, and the merged
// map is kept until a carrier moves, leaves play or its state changes.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Smoke
import { gateEntry } from "../../compiler/primitives/index.js";
import { cardOf, type Game } from "./game.js";
import { isInactive } from "./in-force.js";
import { powersOf } from "./powers.js";
import { inPlay } from "./state.js";
import { rulesView } from "./view.js";

const ops = new Set(["space-is-terrain", "clears-terrain-within"]);

// The creatures of the battle whose card has such a power, kept per game and found again when creatures join it.
const carriers = new WeakMap<Game, { count: number; ids: string[] }>();
// The merged map for a base map and the squares carried.
const merged = new WeakMap<Game, { base: Map<string, Set<string>>; said: string; terrain: Map<string, Set<string>> }>();
// A state of a carrier that asks for terrain while the carried squares are being found sees the base map.
const finding = new WeakSet<Game>();

function carrierIds(g: Game): string[] {
  const seen = carriers.get(g);
  if (seen && seen.count === g.state.creatures.length) return seen.ids;
  const ids = g.state.creatures.filter((c) => cardOf(g, c.card).powers.some((p) => p.clauses.some((k) => k.kind === "modifier" && ops.has(k.op)))).map((c) => c.id);
  carriers.set(g, { count: g.state.creatures.length, ids });
  return ids;
}

/** The squares carried now, as "x,y|type" (or "x,y|-type" for a type cleared there). */
function carried(g: Game, ids: string[]): string[] {
  const view = rulesView(g);
  const out: string[] = [];
  for (const c of inPlay(g.state)) {
    if (!ids.includes(c.id) || !c.space) continue;
    let inactive: boolean | undefined;
    for (const p of powersOf(g, c.id)) {
      if (p.champion || p.action !== null) continue;
      // An aura has no effect while its creature is inactive (§ Auras).
      if (p.aura !== null && (inactive ??= isInactive(g, c.id) !== null)) continue;
      for (const k of p.clauses) {
        if (k.kind !== "modifier" || !ops.has(k.op) || k.subject !== null) continue;
        if (k.gate && !gateEntry(k.gate.op).holds(k.gate.args, view, c.id, c.id)) continue;
        const type = String(k.args.terrain).toLowerCase();
        if (k.op === "clears-terrain-within") for (const q of g.grid.squaresWithin(c.space, k.args.squares as number)) out.push(`${q.x},${q.y}|-${type}`);
        else for (const q of g.grid.squaresOf(c.space)) out.push(`${q.x},${q.y}|${type}`);
      }
    }
  }
  return out;
}

/** The terrain of each square now: the map's and laid terrain, with the squares creatures carry. */
export function terrainNow(g: Game): Map<string, Set<string>> {
  const ids = carrierIds(g);
  if (ids.length === 0 || finding.has(g)) return g.terrain;
  finding.add(g);
  let squares: string[];
  try {
    squares = carried(g, ids);
  } finally {
    finding.delete(g);
  }
  if (squares.length === 0) return g.terrain;
  const said = squares.join(" ");
  const kept = merged.get(g);
  if (kept && kept.base === g.terrain && kept.said === said) return kept.terrain;
  const terrain = new Map([...g.terrain].map(([k, v]) => [k, new Set(v)]));
  // Types carried onto squares first, then those cleared ("smoke squares within the aura are clear terrain").
  for (const sq of squares) {
    const [k, type] = sq.split("|") as [string, string];
    if (type.startsWith("-")) continue;
    if (!terrain.has(k)) terrain.set(k, new Set());
    terrain.get(k)!.add(type);
  }
  for (const sq of squares) {
    const [k, type] = sq.split("|") as [string, string];
    if (type.startsWith("-")) terrain.get(k)?.delete(type.slice(1));
  }
  merged.set(g, { base: g.terrain, said, terrain });
  return terrain;
}
