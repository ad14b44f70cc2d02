// Terrain in play: which types a space is in, the rules of those types (written in
// content/ddm/core/terrain.wb), terrain damage with its per-turn cap, and what
// terrain does at the start and end of a turn.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Terrain and Damage
import type { ModifierIR, TerrainIR, TerrainRuleIR } from "../../compiler/ir.js";
import type { Cause, DamagePart } from "../../compiler/primitives/host.js";
import type { SourceRef } from "../../grammar/source.js";
import type { Space, Square } from "../geometry/geometry.js";
import { addCondition } from "./effects.js";
import { applyDamage, damageAfterDefences } from "./damage.js";
import { cardOf, isOver, log, roll, type Game } from "./game.js";
import { numberOption } from "./options.js";
import { terrainNow } from "./carried-terrain.js";
import { terrainNear } from "./terrain-near.js";
import { zonesEntered } from "./laid-terrain.js";
import { contributionsTo } from "./values.js";
import { creatureById, inPlay, label, ridersOf, type CreatureState } from "./state.js";

/** What a square's terrain means for a creature moving into it; null for a clear square. */
export interface SquareTerrain {
  types: Set<string>;
  /** Total cost to enter for a creature that pays difficult terrain; keywords that waive it (river). */
  difficultCost: number;
  waivedBy: string[];
  /** A statue's total cost; paid by fliers too. */
  enterCost: number;
  flightOnly: boolean;
  noEnding: boolean;
  enterDamage: DamagePart[];
  enterDamagePaid: DamagePart[];
  /** Entering ends a walker's movement (web, steep slope). */
  stops: boolean;
}

interface TerrainIndex {
  rules: Map<string, TerrainRuleIR[]>;
  squares: (SquareTerrain | null)[];
  /** The map's terrain line for each type on each square ("x,y|type"), for its direction or amount. */
  lines: Map<string, TerrainIR>;
}

// Kept per terrain map, which is replaced whenever terrain is laid or ends (game.ts refreshTerrain).
const indexes = new WeakMap<Map<string, Set<string>>, TerrainIndex>();

function indexOf(g: Game): TerrainIndex {
  const now = terrainNow(g);
  let ix = indexes.get(now);
  if (!ix) {
    ix = { rules: new Map([...g.terrainTypes].map(([name, t]) => [name, t.rules])), lines: new Map(), squares: [] };
    for (const t of g.map.terrain) for (const q of t.squares) ix.lines.set(`${q.x},${q.y}|${t.type}`, t);
    indexes.set(now, ix);
    for (let y = 0; y < g.map.height; y++) for (let x = 0; x < g.map.width; x++) ix.squares.push(profile(g, { x, y }));
  }
  return ix;
}

function profile(g: Game, q: Square): SquareTerrain | null {
  const types = typesAt(g, q);
  if (types.size === 0) return null;
  const rules = (op: string) => rulesWith(g, types, op).map((r) => r.rule);
  const difficult = rules("extra-cost").map((r) => 1 + ((r.args.squares as number | undefined) ?? 1));
  const unless = rules("extra-cost-unless");
  return {
    types,
    difficultCost: Math.max(1, ...difficult, ...(unless.length ? [2] : [])),
    waivedBy: difficult.length ? [] : unless.map((r) => (r.args.keyword as { keyword: string }).keyword.toLowerCase()),
    enterCost: Math.max(1, ...rules("enter-cost").map((r) => r.args.squares as number)),
    flightOnly: rules("flight-only").length > 0,
    noEnding: rules("no-ending").length > 0,
    enterDamage: rules("enter-damage").flatMap((r) => r.args.damage as DamagePart[]),
    enterDamagePaid: rules("enter-damage-paid").flatMap((r) => r.args.damage as DamagePart[]),
    stops: rules("entangles").length > 0 || rules("falls").length > 0,
  };
}

/** The square's terrain, precomputed once per game; null when it is clear. */
export function squareTerrain(g: Game, q: Square): SquareTerrain | null {
  return indexOf(g).squares[q.y * g.map.width + q.x] ?? null;
}

export function typesAt(g: Game, q: Square): Set<string> {
  return terrainNow(g).get(`${q.x},${q.y}`) ?? new Set();
}

/** Every terrain type any square of the space is in; each counts once (§ Big Creatures and Terrain). */
export function typesIn(g: Game, space: Space | Square[]): Set<string> {
  const squares = Array.isArray(space) ? space : g.grid.squaresOf(space);
  const out = new Set<string>();
  for (const q of squares) for (const t of typesAt(g, q)) out.add(t);
  return out;
}

export function rulesOf(g: Game, type: string): TerrainRuleIR[] {
  return indexOf(g).rules.get(type) ?? [];
}

/** Rules with this op among the types, with the type each comes from. */
export function rulesWith(g: Game, types: Iterable<string>, op: string): { type: string; rule: TerrainRuleIR }[] {
  const out: { type: string; rule: TerrainRuleIR }[] = [];
  for (const type of types) for (const rule of rulesOf(g, type)) if (rule.op === op) out.push({ type, rule });
  return out;
}

/**
 * The terrain types the creature's powers let it end its movement in ("may occupy statue
 * terrain"), each with the power that says so.
 */
export function occupiedTerrains(g: Game, id: string): Map<string, { rule: string; text: string; src: SourceRef | null }> {
  const out = new Map<string, { rule: string; text: string; src: SourceRef | null }>();
  for (const x of contributionsTo(g, id)) if (x.stat === "occupies-terrain" && x.terrain) out.set(x.terrain, { rule: x.rule, text: x.text, src: x.src });
  return out;
}

/**
 * May the creature end its movement on this square? Terrain no creature may end in (a
 * statue: core, tier 2) forbids it, unless a power of the creature lets it occupy each such
 * terrain type there (card text naming the restriction it breaks: tier 3). An empty id
 * (no creature yet) may not.
 * ddm-battle-rules-2011.txt § Statue; § Legal Position; § Core Rules and Exceptions
 */
export function mayEndOn(g: Game, id: string, q: Square): boolean {
  const barring = rulesWith(g, typesAt(g, q), "no-ending");
  if (barring.length === 0) return true;
  if (!id) return false;
  const occupies = occupiedTerrains(g, id);
  return barring.every(({ type }) => occupies.has(type.toLowerCase()));
}

export function squareHas(g: Game, q: Square, op: string, ignored?: ReadonlySet<string>): boolean {
  const types = ignored?.size ? [...typesAt(g, q)].filter((t) => !ignored.has(t.toLowerCase())) : typesAt(g, q);
  return rulesWith(g, types, op).length > 0;
}

/** The map's terrain line of a type on a square (a slope's direction, a font's amount). */
export function terrainLine(g: Game, q: Square, type: string): TerrainIR | undefined {
  return indexOf(g).lines.get(`${q.x},${q.y}|${type}`);
}

export function modesOf(g: Game, c: CreatureState): { flight: boolean; burrow: boolean; phasing: boolean } {
  // The card's speed line, and modes its powers give ("Phasing", "has flight until end of turn").
  const given = contributionsTo(g, c.id);
  // "target loses flight until end of its next turn": a mode taken away wins over the card's (card text).
  const lost = given.filter((x) => x.stat === "loses-movement-mode").map((x) => x.mode!);
  const modes = [...cardOf(g, c.card).modes.map((m) => m.toLowerCase()), ...given.filter((x) => x.stat === "movement-mode").map((x) => x.mode!)].filter((m) => !lost.includes(m));
  return { flight: modes.includes("flight"), burrow: modes.includes("burrow"), phasing: modes.includes("phasing") };
}


/** The key of the turn terrain damage is capped in: each creature-turn, start of round and end of round. */
function turnKey(g: Game): string {
  return `${g.state.round}:${g.state.phase}:${g.state.turn}`;
}

/** Terrain damage the creature could still take this turn. */
export function terrainDamageLeft(g: Game, c: CreatureState): number {
  const cap = numberOption(g, "terrain damage cap");
  const taken = c.terrainDamage?.turn === turnKey(g) ? c.terrainDamage.amount : 0;
  return Math.max(0, cap - taken);
}

/** What the creature would take from this terrain damage now, after defences and the cap. */
export function terrainDamageFor(g: Game, c: CreatureState, parts: DamagePart[]): number {
  return Math.min(damageAfterDefences(g, c.id, parts).total, terrainDamageLeft(g, c));
}

/** Terrain damage: at most the cap from all terrain in one turn, counted after Immune and Resist (§ Terrain and Damage; A-36). */
export function takeTerrainDamage(g: Game, id: string, parts: DamagePart[], cause: Cause): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play") return;
  const full = damageAfterDefences(g, id, parts).total;
  const allowed = Math.min(full, terrainDamageLeft(g, c));
  if (allowed < full) log(g, "terrain-cap", `${label(c)} takes only ${allowed} more terrain damage this turn (cap ${numberOption(g, "terrain damage cap")})`, cause);
  if (allowed <= 0) return;
  const key = turnKey(g);
  const before = c.terrainDamage?.turn === key ? c.terrainDamage.amount : 0;
  c.terrainDamage = { turn: key, amount: before + allowed };
  applyDamage(g, id, allowed < full ? [{ amount: allowed, type: parts[0]?.type ?? null }] : parts, cause);
}

function causeOf(type: string, rule: TerrainRuleIR): Cause {
  return { creature: null, rule: `${type} terrain`, src: rule.src };
}

/**
 * The terrain types that affect the creature in these squares (its space if none given).
 * A rider occupies its mount's space, so its mount's terrain affects it, except
 * types whose rules spare riders (spike stones). § Mounts and Riders; § Spike Stones
 */
export function typesAffecting(g: Game, c: CreatureState, squares: Space | Square[] | null = c.space): Set<string> {
  if (!squares) return new Set();
  const types = typesIn(g, squares);
  // Terrain a creature's power makes of squares near it for some creatures ("count as slippery terrain for enemies").
  for (const t of terrainNear(g, c.id, Array.isArray(squares) ? squares : g.grid.squaresOf(squares))) types.add(t);
  if (c.riding) for (const { type } of rulesWith(g, types, "spares-riders")) types.delete(type);
  return types;
}

/**
 * Damage and conditions for entering squares; `moving` is false for forced movement
 * (§ Forced-Movement Effects). The mount's riders are carried into the same squares
 * with the mount's movement modes (§ Mounts and Riders, Mount: Movement).
 */
export function enterTerrain(g: Game, id: string, entered: Square[], moving: boolean): void {
  const c = creatureById(g.state, id);
  const m = modesOf(g, c);
  const riders = ridersOf(g.state, id);
  enterAs(g, c, entered, moving, m);
  for (const r of riders) if (r.status === "in-play" && !isOver(g)) enterAs(g, r, entered, moving, m);
}

function enterAs(g: Game, c: CreatureState, entered: Square[], moving: boolean, m: ReturnType<typeof modesOf>): void {
  const id = c.id;
  const ignoresTerrain = m.burrow || m.phasing;
  const ignoresCost = !moving || m.flight || m.burrow || m.phasing;
  const types = typesAffecting(g, c, entered);
  for (const { type, rule } of rulesWith(g, types, "enter-damage")) {
    if (ignoresTerrain && moving) continue;
    takeTerrainDamage(g, id, rule.args.damage as DamagePart[], causeOf(type, rule));
  }
  for (const { type, rule } of rulesWith(g, types, "enter-damage-paid")) {
    if (ignoresCost) continue;
    takeTerrainDamage(g, id, rule.args.damage as DamagePart[], causeOf(type, rule));
  }
  if (c.status !== "in-play" || isOver(g)) return;
  // A zone a power left on squares ("whenever a creature enters that square, it takes 5 acid damage"): not terrain, so any mode enters it.
  zonesEntered(g, id, entered);
  if (c.status !== "in-play" || isOver(g)) return;
  if (!(m.flight || m.burrow || m.phasing)) {
    for (const { type, rule } of rulesWith(g, types, "entangles")) entangle(g, c, type, rule);
  }
}

function entangle(g: Game, c: CreatureState, type: string, rule: TerrainRuleIR): void {
  const condition = rule.args.condition as string;
  if (c.effects.some((e) => e.kind === "condition" && e.name === condition && e.rule === `${type} terrain`)) return;
  addCondition(g, c.id, condition, (rule.args.duration as never) ?? null, causeOf(type, rule));
}

/** At the end of a movement: web catches fliers, burrowers and phasers too, and their riders (§ Movement Modes). */
export function endMovementInTerrain(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play" || !c.space) return;
  for (const who of [c, ...ridersOf(g.state, id)]) {
    for (const { type, rule } of rulesWith(g, typesAffecting(g, who), "entangles")) entangle(g, who, type, rule);
  }
}

/** Modifiers of terrain the creature occupies (sacred circle, dangerous), as rules in force. */
export function terrainModifiers(g: Game, id: string): { clause: ModifierIR; rule: string; src: TerrainRuleIR["src"] }[] {
  const c = creatureById(g.state, id);
  if (!c.space || c.status !== "in-play") return [];
  return rulesWith(g, typesAffecting(g, c), "occupant-modifier").map(({ type, rule }) => {
    const m = rule.args.modifier as { op: string; args: Record<string, unknown> };
    return { clause: { kind: "modifier", op: m.op, args: m.args, text: rule.text, src: rule.src, subject: null, gate: null }, rule: `${type} terrain`, src: rule.src };
  });
}

/** The lowest natural roll that is an automatic critical hit for this attacker's melee attack (blood rock), else the die's top. */
export function criticalFrom(g: Game, attacker: string, kind: string): number {
  const c = creatureById(g.state, attacker);
  let from = g.ir.ruleset.die;
  if (kind !== "melee" || !c.space) return from;
  for (const { rule } of rulesWith(g, typesAffecting(g, c), "melee-critical-range")) from = Math.min(from, rule.args.min as number);
  return from;
}

/** Start of turn, step 2: damage from terrain the creature starts in (§ Taking a Turn; § Fire). */
export function terrainAtStartOfTurn(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play" || !c.space) return;
  for (const { type, rule } of rulesWith(g, typesAffecting(g, c), "start-damage")) {
    takeTerrainDamage(g, id, rule.args.damage as DamagePart[], causeOf(type, rule));
    if (c.status !== "in-play" || isOver(g)) return;
  }
}

/**
 * End of turn, step 3: the dangerous-terrain roll for the acting creature, then
 * every creature left on a square no creature may end in (a pit) is put in the
 * nearest legal position by its controller.
 */
export function terrainAtEndOfTurn(g: Game, id: string, placeNearest: (id: string) => void): void {
  const c = creatureById(g.state, id);
  if (c.status === "in-play" && c.space) {
    for (const { type, rule } of rulesWith(g, typesAffecting(g, c), "end-turn-roll")) {
      const r = roll(g, `${type} terrain for ${label(c)}`);
      if (r <= (rule.args.max as number)) takeTerrainDamage(g, id, rule.args.damage as DamagePart[], causeOf(type, rule));
      if (c.status !== "in-play" || isOver(g)) return;
    }
  }
  // A rider stays with its mount, which is placed for both.
  for (const other of inPlay(g.state)) {
    if (!other.riding && !g.grid.squaresOf(other.space!).every((q) => mayEndOn(g, other.id, q))) placeNearest(other.id);
  }
}
