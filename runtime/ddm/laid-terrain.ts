// Terrain laid by powers for a while: "each square within 3 squares of this creature
// becomes smoke terrain until the start of its next turn", "1 clear square within 10
// squares becomes fire terrain until end of battle", "forest terrain is also fire terrain
// until end of round" (every forest square of the map). The squares gain the type beside
// their own terrain, so its rules (content/ddm/core/terrain.wb) apply there as on the
// map's, and they lose it when the duration ends. Durations count the turns of the
// creature that laid it; one whose end can no longer come (that creature left play) ends
// with the round, as effects do.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Powers and Effects; § Conditions (Duration)
import type { DurationIR } from "../../compiler/ir.js";
import type { Cause, TerrainLaying } from "../../compiler/primitives/host.js";
import type { Square } from "../geometry/geometry.js";
import { endMarkers } from "./effects.js";
import { applyDamage } from "./damage.js";
import { ask, isOver, log, refreshTerrain, type Game } from "./game.js";
import { seesSquare } from "./sight.js";
import { creatureById, inPlay, label, type CreatureState, type LaidTerrain } from "./state.js";
import { typesAt } from "./terrain.js";

const key = (q: Square) => `${q.x},${q.y}`;

/** The squares gain the terrain type: around `centre` (within N, or only adjacent), one clear square its player picks, or all over the map (`over`). */
export function layTerrain(g: Game, centre: string, where: TerrainLaying, span: DurationIR, cause: Cause): void {
  const c = creatureById(g.state, centre);
  if (c.status !== "in-play" || !c.space) return;
  if (where.over) {
    const over = where.over;
    const what = over === "clear" ? "clear squares" : `squares of ${over.join(" or ")} terrain`;
    const squares = mapSquares(g).filter((q) => {
      const types = typesAt(g, q);
      return !types.has(where.type) && (over === "clear" ? types.size === 0 && !g.grid.touchesWall({ ...q, size: 1 }) : over.some((t) => types.has(t)));
    });
    if (squares.length === 0) log(g, "terrain", `no ${what} to become ${where.type} terrain (${cause.rule})`, cause, { creature: centre });
    else lay(g, c, where.type, squares, span, cause, `${squares.length} ${what} are ${where.instead ? "instead" : "also"}`, where.instead && over !== "clear" ? over : undefined);
    return;
  }
  if (where.walls) return raiseWalls(g, c, where.within, where.walls, span, cause);
  if (where.area) return layInArea(g, c, where, span, cause);
  if (where.contiguousSeen) return layContiguousSeen(g, c, where, span, cause);
  const own = new Set(g.grid.squaresOf(c.space).map(key));
  let squares = g.grid.squaresWithin(c.space, where.within).filter((q) => !(where.adjacent && own.has(key(q))));
  if (where.pick) {
    // One clear square, or with `around` any square (walls are never within reach) and those around it.
    const clear = where.around !== undefined ? squares : squares.filter((q) => typesAt(g, q).size === 0);
    if (clear.length === 0) {
      log(g, "terrain", `${label(c)} has no clear square within ${where.within} squares for ${where.type} terrain (${cause.rule})`, cause, { creature: centre });
      return;
    }
    const what = where.zone ? "is the centre of the zone" : `becomes ${where.type} terrain`;
    const pick = ask(g, {
      player: c.owner,
      kind: "terrain-square",
      prompt: `${label(c)}: which square ${what}${where.around !== undefined ? `, with those within ${where.around} of it` : ""}? (${cause.rule})`,
      options: clear.map((q) => ({ id: key(q), label: key(q), legal: true })),
    });
    const picked = clear.find((q) => key(q) === pick)!;
    squares = where.around !== undefined ? g.grid.squaresWithin({ ...picked, size: 1 }, where.around) : [picked];
  }
  if (where.zone) {
    const laid: LaidTerrain = { id: g.state.nextEffectId++, type: where.type, squares, ...endMarkers(g, c, span, c.id), source: c.id, rule: cause.rule, src: cause.src, zone: where.zone, ...(where.zoneOnEntering ? { zoneOnEntering: true } : {}) };
    (g.state.laidTerrain ??= []).push(laid);
    const whom = where.zoneOnEntering ? "creatures that enter them" : "creatures that start a turn there";
    log(g, "terrain", `${squares.length} squares around ${key(squares[0]!)} burn ${whom} (${laid.duration.replace(/-/g, " ")}; ${cause.rule})`, cause, { creature: c.id, squares: squares.length });
    return;
  }
  lay(g, c, where.type, squares, span, cause, squares.length === 1 ? `square ${key(squares[0]!)} is` : `${squares.length} squares around ${label(c)} are`);
}

/**
 * Start of turn, step 2: a creature that starts its turn with a square of its space in a
 * zone a power made takes its damage, unless it is the zone's own creature ("each enemy
 * or ally that starts its turn in that square … takes 10 fire damage").
 * ddm-battle-rules-2011.txt § Start of Turn Phase; § Powers and Effects
 */
export function zonesAtStartOfTurn(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  for (const t of g.state.laidTerrain ?? []) {
    if (!t.zone || t.zoneOnEntering || t.source === id || c.status !== "in-play" || !c.space || isOver(g)) continue;
    const inside = new Set(t.squares.map(key));
    if (g.grid.squaresOf(c.space).some((q) => inside.has(key(q)))) applyDamage(g, id, t.zone, { creature: t.source, rule: t.rule, src: t.src });
  }
}

/**
 * A creature entering a square of a zone that burns on entering ("whenever a creature enters
 * that square, it takes 5 acid damage") takes its damage, once for each zone entered.
 * ddm-battle-rules-2011.txt § Powers and Effects; § Movement
 */
export function zonesEntered(g: Game, id: string, entered: Square[]): void {
  const steps = new Set(entered.map(key));
  for (const t of g.state.laidTerrain ?? []) {
    if (!t.zone || !t.zoneOnEntering || creatureById(g.state, id).status !== "in-play" || isOver(g)) continue;
    if (t.squares.some((q) => steps.has(key(q)))) applyDamage(g, id, t.zone, { creature: t.source, rule: t.rule, src: t.src });
  }
}

/**
 * "each square in area … gains spike stones terrain", "1 clear square in
 * area becomes difficult terrain": the squares of the attack being resolved (none outside an
 * attack, when nothing is laid).
 */
function layInArea(g: Game, c: CreatureState, where: TerrainLaying, span: DurationIR, cause: Cause): void {
  const area = (cause.area ?? []).filter((q) => !g.grid.touchesWall({ ...q, size: 1 }));
  const squares = where.pick ? area.filter((q) => typesAt(g, q).size === 0) : area;
  if (squares.length === 0) {
    log(g, "terrain", `no ${where.pick ? "clear " : ""}square of an attack's area for ${where.type} terrain (${cause.rule})`, cause, { creature: c.id });
    return;
  }
  if (!where.pick) return lay(g, c, where.type, squares, span, cause, `${squares.length} squares of the area are`);
  const pick = ask(g, {
    player: c.owner,
    kind: "terrain-square",
    prompt: `${label(c)}: which square of the area becomes ${where.type} terrain? (${cause.rule})`,
    options: squares.map((q) => ({ id: key(q), label: key(q), legal: true })),
  });
  lay(g, c, where.type, [squares.find((q) => key(q) === pick)!], span, cause, `square ${pick} is`);
}

/**
 * "Choose up to 3 contiguous, unoccupied squares within 5 squares …; the chosen squares are
 * considered wall terrain": its player picks them one by one, each after the first adjacent
 * to one picked (corners count, as adjacency does: warband's own reading of "contiguous"),
 * and may stop after any.
 */
function raiseWalls(g: Game, c: CreatureState, within: number, most: number, span: DurationIR, cause: Cause): void {
  const occupied = new Set(inPlay(g.state).flatMap((o) => (o.space ? g.grid.squaresOf(o.space).map(key) : [])));
  const open = g.grid.squaresWithin(c.space!, within).filter((q) => !occupied.has(key(q)));
  const picked = pickContiguous(g, c, open, most, "becomes a wall", cause);
  if (picked.length === 0) {
    log(g, "terrain", `${label(c)} has no unoccupied square within ${within} squares to raise a wall (${cause.rule})`, cause, { creature: c.id });
    return;
  }
  const laid: LaidTerrain = { id: g.state.nextEffectId++, type: "wall", squares: picked, ...endMarkers(g, c, span, c.id), source: c.id, rule: cause.rule, src: cause.src, walls: true };
  (g.state.laidTerrain ??= []).push(laid);
  refreshTerrain(g);
  log(g, "terrain", `${picked.map(key).join(" ")} ${picked.length === 1 ? "is a wall" : "are walls"} (${laid.duration.replace(/-/g, " ")}; ${cause.rule})`, cause, { creature: c.id, squares: picked.length });
}

/**
 * Up to `most` of the candidate squares, picked one by one by the creature's player, each
 * after the first adjacent to one picked (corners count, as adjacency does: warband's own
 * reading of "contiguous"); its player may stop after any.
 */
function pickContiguous(g: Game, c: CreatureState, candidates: Square[], most: number, what: string, cause: Cause): Square[] {
  const picked: Square[] = [];
  while (picked.length < most) {
    const next = candidates.filter((q) => !picked.some((p) => key(p) === key(q)) && (picked.length === 0 || picked.some((p) => Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y)) === 1)));
    if (next.length === 0) break;
    const options = [...next.map((q) => ({ id: key(q), label: key(q), legal: true })), ...(picked.length ? [{ id: "done", label: "no more squares", legal: true }] : [])];
    const pick = ask(g, { player: c.owner, kind: "terrain-square", prompt: `${label(c)}: which square ${what}${picked.length ? ` (${picked.length} of up to ${most} chosen)` : ""}? (${cause.rule})`, options });
    if (pick === "done") break;
    picked.push(next.find((q) => key(q) === pick)!);
  }
  return picked;
}

/** "Up to 3 contiguous squares within line of sight become forest terrain": squares it can see, walls apart. */
function layContiguousSeen(g: Game, c: CreatureState, where: TerrainLaying, span: DurationIR, cause: Cause): void {
  const seen = mapSquares(g).filter((q) => !g.grid.touchesWall({ ...q, size: 1 }) && seesSquare(g, c.id, { ...q, size: 1 }));
  const picked = pickContiguous(g, c, seen, where.contiguousSeen!, `becomes ${where.type} terrain`, cause);
  if (picked.length === 0) {
    log(g, "terrain", `${label(c)} sees no square for ${where.type} terrain (${cause.rule})`, cause, { creature: c.id });
    return;
  }
  lay(g, c, where.type, picked, span, cause, picked.length === 1 ? `square ${key(picked[0]!)} is` : `squares ${picked.map(key).join(" ")} are`);
}

/** Every square of the map, row by row. */
function mapSquares(g: Game): Square[] {
  const out: Square[] = [];
  for (let y = 0; y < g.grid.height; y++) for (let x = 0; x < g.grid.width; x++) out.push({ x, y });
  return out;
}

/** The squares are of the type until the duration ends (counted on `c`'s turns), logged as `said` "… terrain"; no longer of the types it `replaces` meanwhile. */
function lay(g: Game, c: CreatureState, type: string, squares: Square[], span: DurationIR, cause: Cause, said: string, replaces?: string[]): void {
  const laid: LaidTerrain = { id: g.state.nextEffectId++, type, squares, ...endMarkers(g, c, span, c.id), source: c.id, rule: cause.rule, src: cause.src, ...(replaces ? { replaces } : {}) };
  (g.state.laidTerrain ??= []).push(laid);
  refreshTerrain(g);
  log(g, "terrain", `${said} ${type} terrain (${laid.duration.replace(/-/g, " ")}; ${cause.rule})`, cause, { creature: c.id, type, squares: squares.length });
}

/** The laid terrain whose duration ends at this moment goes: the start or end of a creature's turn, the end of the creature-turn or of the round. */
export function endLaidTerrain(g: Game, moment: { start: string } | { end: string } | "turn" | "round"): void {
  const laid = g.state.laidTerrain;
  if (!laid?.length) return;
  const ending = laid.filter((t) => endsNow(g, t, moment));
  if (ending.length === 0) return;
  g.state.laidTerrain = laid.filter((t) => !ending.includes(t));
  if (g.state.laidTerrain.length === 0) delete g.state.laidTerrain;
  refreshTerrain(g);
  for (const t of ending) log(g, "ends", `${t.squares.length === 1 ? `square ${key(t.squares[0]!)} is` : `${t.squares.length} squares are`} no longer ${t.zone ? "a zone" : t.walls ? "walls" : `${t.type} terrain`} (${t.rule})`, { rule: t.rule, src: t.src }, { type: t.type });
}

function endsNow(g: Game, t: LaidTerrain, moment: { start: string } | { end: string } | "turn" | "round"): boolean {
  const counts = t.turnsOf ?? t.source;
  if (moment === "turn" || moment === "round") {
    if (t.endsOnBattleTurn !== undefined && t.endsOnBattleTurn <= g.state.turn) return true;
    if (moment === "turn") return false;
    if (t.duration === "end-of-round") return t.endsOnRound === g.state.round;
    return t.endsOnTurn !== undefined && creatureById(g.state, counts).status !== "in-play";
  }
  if (t.endsOnTurn === undefined) return false;
  const id = "start" in moment ? moment.start : moment.end;
  if (counts !== id || creatureById(g.state, id).turns !== t.endsOnTurn) return false;
  return "start" in moment ? t.duration === "start-of-next-turn" : t.duration === "end-of-next-turn" || t.duration === "end-of-turn";
}
