// Move actions beyond a single move or shift: the double move declared in advance, and
// squeezing a huge creature into a 2-by-2 space.
// ddm-battle-rules-2011.txt § Move Actions (Move: Double Move); § Legal Position
// (Occupying a Non-Legal Position); § Squeezing; spec A-53
import type { Option } from "../kernel/decisions.js";
import type { Space } from "../geometry/geometry.js";
import { opportunityAttacks } from "./attack.js";
import { addCondition } from "./effects.js";
import { cardOf, conditionNamed, isOver, log, type Game } from "./game.js";
import { carryRiders, isLegalPosition } from "./movement.js";
import { explainBriefly, mayAct } from "./permissions.js";
import { creatureById, label, ridersOf, type CreatureState } from "./state.js";
import { actionsAllowedOf, speedOf } from "./values.js";

const key = (s: { x: number; y: number }) => `${s.x},${s.y}`;

/** 0: no double move; 1: declared, its first move to come; 2: its second move to come. */
export function doubleMoveStage(g: Game, id: string): 0 | 1 | 2 {
  const t = g.state.active;
  return t?.creature === id && t.doubleMove ? t.doubleMove.stage : 0;
}

const squeezed = (c: CreatureState) => c.effects.some((e) => e.kind === "condition" && e.name === "Squeezed");

/** A huge creature: the size whose space is 3 by 3 (§ Squeezing; spec A-01). */
function isHuge(g: Game, c: CreatureState): boolean {
  const huge = g.ir.ruleset.sizes.find((s) => s.name.toLowerCase() === "huge");
  return huge !== undefined && cardOf(g, c.card).squares === huge.squares;
}

/** 2-by-2 legal positions entirely within the creature's 3-by-3 space. */
function squeezeSpaces(g: Game, c: CreatureState): Space[] {
  const s = c.space!;
  const out: Space[] = [];
  for (let dy = 0; dy + 2 <= s.size; dy++) for (let dx = 0; dx + 2 <= s.size; dx++) out.push({ x: s.x + dx, y: s.y + dy, size: 2 });
  return out.filter((p) => isLegalPosition(g, c.id, p));
}

/** 3-by-3 legal positions that entirely contain the creature's squeezed 2-by-2 space (spec A-53). */
function unsqueezeSpaces(g: Game, c: CreatureState): Space[] {
  const s = c.space!;
  const size = cardOf(g, c.card).squares;
  const out: Space[] = [];
  for (let y = s.y + s.size - size; y <= s.y; y++) for (let x = s.x + s.size - size; x <= s.x; x++) out.push({ x, y, size });
  return out.filter((p) => isLegalPosition(g, c.id, p));
}

/**
 * The extra move-action options of the active creature: declaring a double move (it
 * needs two move actions left: the move action and the attack action spent as one);
 * starting to squeeze (a huge creature with speed 2 or more, at the start of a move or
 * attack action); ending a squeeze (after an action, into a 3-by-3 space containing the
 * squeezed one).
 */
export function moveActionOptions(g: Game, id: string): Option[] {
  const c = creatureById(g.state, id);
  const t = g.state.active!;
  const out: Option[] = [];
  const double = mayAct(g, id, "double move");
  if (!double.allowed) out.push({ id: "double-move", label: "double move", legal: false, why: explainBriefly(double) });
  else if (!(t.move > 0 && t.attack > 0)) out.push({ id: "double-move", label: "double move", legal: false, why: "a double move needs two move actions: the move action and the attack action" });
  else if (actionsAllowedOf(g, id).value - (t.taken ?? 0) < 2) out.push({ id: "double-move", label: "double move", legal: false, why: `a double move is two actions; only ${actionsAllowedOf(g, id).value - (t.taken ?? 0)} may be taken this turn` });
  else out.push({ id: "double-move", label: "declare a double move (two moves; the first need not end in a legal position)", legal: true });
  if (isHuge(g, c) && !squeezed(c)) {
    const ruling = mayAct(g, id, "squeeze");
    const why = !ruling.allowed ? explainBriefly(ruling) : speedOf(g, id).value < 2 ? "squeezing needs a speed of 2 or more" : t.move <= 0 && t.attack <= 0 ? "squeezing starts a move or attack action: none is left" : null;
    const spaces = why ? [] : squeezeSpaces(g, c);
    if (why || spaces.length === 0) out.push({ id: "squeeze", label: "squeeze", legal: false, why: why ?? "no legal 2-by-2 position within its space" });
    for (const s of spaces) out.push({ id: `squeeze:${key(s)}`, label: `squeeze into ${key(s)} (2 by 2)`, legal: true });
  }
  if (squeezed(c) && (t.taken ?? 0) > 0) {
    const spaces = unsqueezeSpaces(g, c);
    if (spaces.length === 0) out.push({ id: "unsqueeze", label: "stop squeezing", legal: false, why: "no legal 3-by-3 position contains its space" });
    for (const s of spaces) out.push({ id: `unsqueeze:${key(s)}`, label: `stop squeezing at ${key(s)}`, legal: true });
  }
  return out;
}

/**
 * While a double move is under way only its moves may follow; after the first, the turn may
 * also end (§ Move). A creature with nowhere to move (speed 0, or hemmed in) cannot make the
 * move it declared, so its turn may end there too.
 */
export function duringDoubleMove(g: Game, id: string, options: Option[]): Option[] {
  const stage = doubleMoveStage(g, id);
  if (stage === 0) return options;
  const moves = options.filter((o) => o.id.startsWith("move:"));
  const stuck = !moves.some((o) => o.legal);
  return options.filter((o) => o.id.startsWith("move:") || ((stage === 2 || stuck) && o.id === "end"));
}

/** Takes a declaration or a squeeze; false if the choice is not one of these. */
export function takeMoveAction(g: Game, id: string, choice: string): boolean {
  const c = creatureById(g.state, id);
  const t = g.state.active!;
  const [kind, at] = [choice.split(":")[0], choice.split(":")[1]];
  if (kind === "double-move") {
    t.doubleMove = { stage: 1, lastLegal: { ...c.space! } };
    const action = g.actions.find((a) => a.name === "double move");
    log(g, "double-move", `${label(c)} declares a double move`, { rule: "double move", src: action?.src ?? null }, { creature: id });
    return true;
  }
  if (kind === "squeeze") {
    const to = squeezeSpaces(g, c).find((s) => key(s) === at);
    if (!to) throw new Error(`${label(c)} cannot squeeze into ${at}`);
    const cause = { creature: id, rule: "squeeze", src: g.actions.find((a) => a.name === "squeeze")?.src ?? null };
    opportunityAttacks(g, id, "starting to squeeze");
    if (c.status !== "in-play" || isOver(g)) return true;
    c.space = to;
    carryRiders(g, id);
    log(g, "squeeze", `${label(c)} squeezes into ${key(to)} (2 by 2)`, cause, { creature: id, x: to.x, y: to.y });
    // A mount's rider takes the squeezing penalties with it (§ Mounts and Riders, Mount: Squeezing).
    const riders = ridersOf(g.state, id).map((r) => r.id);
    if (conditionNamed(g, "Squeezed")) for (const who of [id, ...riders]) addCondition(g, who, "Squeezed", { kind: "end-of-battle" }, cause);
    return true;
  }
  if (kind === "unsqueeze") {
    const to = unsqueezeSpaces(g, c).find((s) => key(s) === at);
    if (!to) throw new Error(`${label(c)} cannot stop squeezing at ${at}`);
    c.space = to;
    carryRiders(g, id);
    for (const who of g.state.creatures.filter((r) => r.id === id || r.riding === id)) who.effects = who.effects.filter((e) => !(e.kind === "condition" && e.name === "Squeezed"));
    log(g, "squeeze", `${label(c)} stops squeezing at ${key(to)}`, { rule: "squeeze", src: conditionNamed(g, "Squeezed")?.src ?? null }, { creature: id, x: to.x, y: to.y });
    return true;
  }
  return false;
}

/** After a move of a double move: the first hands over to the second; a legal position reached is remembered. */
export function afterMove(g: Game, id: string): void {
  const t = g.state.active;
  const c = creatureById(g.state, id);
  if (!t?.doubleMove || t.creature !== id || !c.space) return;
  if (isLegalPosition(g, id, c.space)) t.doubleMove.lastLegal = { ...c.space };
  if (t.doubleMove.stage === 1) t.doubleMove.stage = 2;
  else delete t.doubleMove;
}

/**
 * A creature that ends its turn in a non-legal position (a double move cut short) is
 * put back in the last legal position it occupied (§ Legal Position).
 */
export function settleAtEndOfTurn(g: Game, id: string): void {
  const t = g.state.active;
  const c = creatureById(g.state, id);
  const last = t?.doubleMove?.lastLegal;
  if (t) delete t.doubleMove;
  if (!last || !c.space || c.status !== "in-play" || isLegalPosition(g, id, c.space)) return;
  c.space = last;
  log(g, "place", `${label(c)} is not in a legal position and is put back at ${key(last)}`, { rule: "core: legal position", src: null }, { creature: id, x: last.x, y: last.y });
}
