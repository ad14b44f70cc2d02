// Cancellation effects: powers that change an attack roll or damage while it is being
// resolved. In the window before a hit or miss is applied, "that attack misses" turns
// the hit into a miss and "the attacker rerolls that attack roll" rolls it again; "this
// creature takes no (half) damage from that attack" changes the damage the attack will
// deal it. In the window before a creature takes damage ("would take damage"), the same
// words change that damage. Such effects resolve before the other powers answering the
// same trigger, and a trigger they invalidate fires nothing more.
// ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Resistance and
// Vulnerability (take, would take); ../shared/spec/ddm-2011.md P-01, A-45
import type { Cause, DamagePart } from "../../compiler/primitives/host.js";
import { halveDamage } from "./damage.js";
import { log, roll, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** No damage, half the damage, or N less damage. */
/** No damage, half of it, or N less ("(minimum 10 damage)": the cut leaves at least that much). */
export type Reduction = "none" | "half" | { less: number; minimum?: number } | { more: number };

/** One attack roll's result being applied to one target. */
export interface RollWindow {
  kind: "roll";
  attacker: string;
  target: string;
  attack: string;
  hit: boolean;
  /** A cancellation asked for: the hit becomes a miss, or the roll is made again; or the hit becomes a critical hit; or the attack has no effect. */
  cancel: "miss" | "reroll" | "normal-hit" | "critical" | "void" | null;
  crit: boolean;
  /** Powers that already had this roll rerolled: each may do it once per roll. */
  rerolledBy: Set<string>;
  /** Damage this attack will deal a creature, changed by "takes no/half/N less damage from that attack". */
  reductions: Map<string, Reduction[]>;
  /** The attack's printed base damage (0 without any), for "a d20 roll equal to or above the base damage of that attack". */
  base: number;
}

/** One damage instance about to be taken ("would take damage"). */
interface IncomingWindow {
  target: string;
  reductions: Reduction[];
  /** The damage about to be taken and its cause, for a power that takes it instead. */
  parts: DamagePart[];
  cause: Cause;
}

/** An attack being declared and targeted, before its roll: "that attack misses" then means no roll is made. */
export interface TargetingWindow {
  kind: "targeting";
  attacker: string;
  attack: string;
  misses: boolean;
  /** "That attack has no effect": no roll is made and nothing it would do happens. */
  voided?: boolean;
  /** "That attack is an automatic hit" / "…is a critical hit": it hits without a roll (critically). */
  automatic?: { crit: boolean };
  /** "Roll that attack twice keeping the higher": the d20s its roll is made with, the highest kept. */
  rolls?: number;
  /** "Treat that attack roll as a natural 10": its natural roll, no d20 rolled. */
  natural?: number;
  /** "That attack cannot be redirected": it keeps its target. */
  kept?: boolean;
}

export const targetingWindow = (attacker: string, attack: string): TargetingWindow => ({ kind: "targeting", attacker, attack, misses: false });

/**
 * The attack roll just made, before its hit or miss is resolved: powers answering the natural
 * roll ("use when this creature rolls a natural 18 or 19: that attack is a hit and a critical
 * hit") make it hit whatever its total (a critical hit is a hit, § Attack Roll, Critical Hit).
 */
export interface RolledWindow {
  kind: "rolled";
  attack: string;
  target: string;
  /** "That attack is a critical hit" / "…an automatic hit": the roll hits (critically). */
  forced?: { crit: boolean };
  /** "Re-roll that attack and use the higher result": one more d20, the higher natural roll stands. */
  keepHigher?: boolean;
}

/**
 * A conceal roll that just turned a hit into a miss: "use after an opponent succeeds on a
 * Conceal roll: opponent must reroll" has it rolled again, the new roll standing.
 */
export interface ConcealWindow {
  kind: "conceal";
  attack: string;
  target: string;
  reroll?: boolean;
}

type Window = TargetingWindow | RollWindow | RolledWindow | ConcealWindow;

/** Open windows, innermost last: an attack made by a power inside another attack's window nests. */
const windows = new WeakMap<Game, Window[]>();
const incoming = new WeakMap<Game, IncomingWindow[]>();

function within<T>(g: Game, w: Window, fn: () => T): T {
  const stack = windows.get(g) ?? [];
  windows.set(g, stack);
  stack.push(w);
  try {
    return fn();
  } finally {
    stack.pop();
  }
}

/** Runs `fn` (the declare or "on target" powers) with the targeting window open. */
export const withTargetingWindow = <T>(g: Game, w: TargetingWindow, fn: () => T): T => within(g, w, fn);

/** Runs `fn` (the powers answering a hit or miss, then its damage) with the roll window open. */
export const withRollWindow = <T>(g: Game, w: RollWindow, fn: () => T): T => within(g, w, fn);

/** Runs `fn` (the powers answering the natural roll) with the rolled window open. */
export const withRolledWindow = <T>(g: Game, w: RolledWindow, fn: () => T): T => within(g, w, fn);

/** Runs `fn` (the powers answering a conceal roll that made the attack miss) with the conceal window open. */
export const withConcealWindow = <T>(g: Game, w: ConcealWindow, fn: () => T): T => within(g, w, fn);

/** "Opponent must reroll": the conceal roll just made is rolled again, the new roll standing (§ Attack Roll, Conceal). */
export function rerollConceal(g: Game, cause: Cause): void {
  const t = windows.get(g)?.at(-1);
  if (t?.kind !== "conceal" || t.reroll) {
    log(g, "cancel", `${cause.rule}: there is no conceal roll just made to roll again`, cause);
    return;
  }
  t.reroll = true;
  log(g, "cancel", `${cause.rule}: the conceal roll against ${t.attack} is rolled again`, cause, { target: t.target });
}

const said = (r: Reduction) => (r === "none" ? "no" : r === "half" ? "half" : "more" in r ? `${r.more} more` : `${r.less} less${r.minimum !== undefined ? ` (minimum ${r.minimum})` : ""}`);

/** The innermost roll window, if the innermost window is one. */
function currentRoll(g: Game): RollWindow | undefined {
  const w = windows.get(g)?.at(-1);
  return w?.kind === "roll" ? w : undefined;
}

/** "That attack misses": the hit being resolved becomes a miss. */
export function cancelHit(g: Game, cause: Cause): void {
  const t = windows.get(g)?.at(-1);
  // Before the roll (declared or targeted), the attack will miss without one.
  if (t?.kind === "targeting") {
    t.misses = true;
    log(g, "cancel", `${cause.rule}: ${t.attack} will miss`, cause);
    return;
  }
  const w = currentRoll(g);
  if (!w || !w.hit) {
    log(g, "cancel", `${cause.rule}: there is no hit being resolved to turn into a miss`, cause);
    return;
  }
  w.cancel = "miss";
  log(g, "cancel", `${cause.rule}: ${w.attack} misses ${label(creatureById(g.state, w.target))} instead`, cause, { target: w.target });
}

/**
 * "That attack misses if a d20 roll is at least its base damage": the power's player rolls a d20 against the printed base damage of the hit
 * being resolved (all its damage before other effects, § Applying Damage, Base Damage); on
 * that much or more, the hit becomes a miss. An attack with no base damage is not turned
 * (warband's own reading: there is nothing to roll against).
 */
export function cancelHitOnBaseRoll(g: Game, cause: Cause): void {
  const w = currentRoll(g);
  if (!w || !w.hit) {
    log(g, "cancel", `${cause.rule}: there is no hit being resolved to roll against`, cause);
    return;
  }
  if (w.base <= 0) {
    log(g, "cancel", `${cause.rule}: ${w.attack} has no base damage to roll against`, cause);
    return;
  }
  const d = roll(g, `${cause.rule}: d20 against the base damage ${w.base} of ${w.attack}`);
  if (d < w.base) {
    log(g, "cancel", `${cause.rule}: rolls ${d}, under the base damage ${w.base}: ${w.attack} still hits`, cause, { target: w.target });
    return;
  }
  w.cancel = "miss";
  log(g, "cancel", `${cause.rule}: rolls ${d}, at least the base damage ${w.base}: ${w.attack} misses ${label(creatureById(g.state, w.target))} instead`, cause, { target: w.target });
}

/**
 * "That attack has no effect": declared or targeted, it is lost before its roll; being
 * resolved, its hit or miss is set aside and none of its effects happen. The attack is used
 * all the same. ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects)
 */
export function voidAttack(g: Game, cause: Cause): void {
  const w = windows.get(g)?.at(-1);
  if (w?.kind === "targeting") w.voided = true;
  else if (w?.kind === "roll") w.cancel = "void";
  else {
    log(g, "cancel", `${cause.rule}: there is no attack being resolved`, cause);
    return;
  }
  log(g, "cancel", `${cause.rule}: ${w.attack} has no effect`, cause);
}

/**
 * "That attack is a critical hit", "that attack is an automatic hit": declared or
 * targeted, the attack will hit without a roll (a critical hit doubles its damage); a hit
 * being resolved becomes a critical hit. ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit; Critical Hit)
 */
export function forceHit(g: Game, crit: boolean, cause: Cause): void {
  const t = windows.get(g)?.at(-1);
  if (t?.kind === "targeting") {
    t.automatic = { crit: crit || t.automatic?.crit === true };
    log(g, "cancel", `${cause.rule}: ${t.attack} will be ${crit ? "a critical hit" : "an automatic hit"}`, cause);
    return;
  }
  // Answering the natural roll: the roll hits, critically if said so, whatever its total.
  if (t?.kind === "rolled") {
    t.forced = { crit: crit || t.forced?.crit === true };
    log(g, "cancel", `${cause.rule}: ${t.attack} is ${crit ? "a critical hit" : "an automatic hit"} against ${label(creatureById(g.state, t.target))}`, cause, { target: t.target });
    return;
  }
  const w = currentRoll(g);
  if (!w || !w.hit || !crit || w.crit) {
    log(g, "cancel", `${cause.rule}: there is no hit being resolved to make ${crit ? "critical" : "automatic"}`, cause);
    return;
  }
  w.cancel = "critical";
  log(g, "cancel", `${cause.rule}: ${w.attack} is a critical hit against ${label(creatureById(g.state, w.target))}`, cause, { target: w.target });
}

/**
 * "That attack cannot be redirected": declared or targeted, the attack keeps its target; a
 * redirect effect after it does nothing (ddm-battle-rules-2011.txt § How to Choose Targets,
 * Redirect Effects: card text that says it cannot be redirected overrides the rule).
 */
export function keepTarget(g: Game, cause: Cause): void {
  const t = windows.get(g)?.at(-1);
  if (t?.kind !== "targeting") {
    log(g, "cancel", `${cause.rule}: there is no attack being declared or targeted`, cause);
    return;
  }
  t.kept = true;
  log(g, "cancel", `${cause.rule}: ${t.attack} cannot be redirected`, cause);
}

/** Is the attack of `attacker` being targeted one a power said cannot be redirected? */
export function targetKept(g: Game, attacker: string, attack: string): boolean {
  return (windows.get(g) ?? []).some((x) => x.kind === "targeting" && x.attacker === attacker && x.attack === attack && x.kept === true);
}

/**
 * "Roll 1d20 twice and use the higher result as the attack roll", "roll 3d20 and use the
 * highest result": before the roll, the attack declared or targeted is rolled with that
 * many d20s, the highest kept as its natural roll; of two such powers, the more dice.
 * ddm-battle-rules-2011.txt § Attack Roll; § Resolving Effects (Cancellation Effects)
 */
export function rollTwice(g: Game, cause: Cause, dice = 2): void {
  const t = windows.get(g)?.at(-1);
  if (t?.kind !== "targeting") {
    log(g, "cancel", `${cause.rule}: there is no attack about to be rolled`, cause);
    return;
  }
  t.rolls = Math.max(t.rolls ?? 1, dice);
  log(g, "cancel", `${cause.rule}: ${t.attack} will be rolled ${dice === 2 ? "twice, the higher" : `with ${dice} d20s, the highest`} kept`, cause);
}

/**
 * "Treat that attack roll as a natural 10": before the roll, the attack declared or targeted
 * is given that natural roll and no d20 is rolled; everything that asks the natural roll
 * (critical hits, natural 1s, "rolls a natural N") sees it. ddm-battle-rules-2011.txt § Attack Roll
 */
export function setAttackRoll(g: Game, natural: number, cause: Cause): void {
  const t = windows.get(g)?.at(-1);
  if (t?.kind !== "targeting" || !Number.isInteger(natural) || natural < 1 || natural > 20) {
    log(g, "cancel", `${cause.rule}: there is no attack about to be rolled`, cause);
    return;
  }
  t.natural = natural;
  log(g, "cancel", `${cause.rule}: ${t.attack}'s attack roll will be a natural ${natural}`, cause);
}

/**
 * "Re-roll that attack roll and use the higher result", used after the roll: one more d20 is
 * rolled and the higher natural roll is the attack's (§ Attack Roll; § Resolving Effects,
 * Cancellation Effects). Only in answer to the roll itself, before its hit or miss is resolved.
 */
export function rerollKeepingHigher(g: Game, cause: Cause): void {
  const t = windows.get(g)?.at(-1);
  if (t?.kind !== "rolled") {
    log(g, "cancel", `${cause.rule}: there is no attack roll just made to roll again`, cause);
    return;
  }
  t.keepHigher = true;
  log(g, "cancel", `${cause.rule}: ${t.attack}'s attack roll is rolled again, the higher kept`, cause, { target: t.target });
}

/** "That attack is a normal hit instead": the critical hit being resolved does not double its damage. */
export function cancelCritical(g: Game, cause: Cause): void {
  const w = currentRoll(g);
  if (!w || !w.crit) {
    log(g, "cancel", `${cause.rule}: there is no critical hit being resolved`, cause);
    return;
  }
  w.cancel = "normal-hit";
  log(g, "cancel", `${cause.rule}: ${w.attack} is a normal hit instead of a critical hit`, cause, { target: w.target });
}

/** "The attacker rerolls that attack roll": the roll is made again, and the new result stands; once per power per roll. */
export function rerollAttack(g: Game, cause: Cause): void {
  const w = currentRoll(g);
  if (!w) {
    log(g, "cancel", `${cause.rule}: there is no attack roll being resolved to reroll`, cause);
    return;
  }
  if (w.rerolledBy.has(cause.rule)) {
    log(g, "cancel", `${cause.rule} already had this attack roll rerolled`, cause);
    return;
  }
  w.rerolledBy.add(cause.rule);
  w.cancel = "reroll";
  log(g, "cancel", `${cause.rule}: ${w.attack} against ${label(creatureById(g.state, w.target))} is rolled again`, cause, { target: w.target });
}

/** "Takes no damage" / "takes half damage" / "takes 10 less damage": the damage about to be taken, else the damage of the attack being resolved. */
export function reduceDamage(g: Game, target: string, to: Reduction, cause: Cause): void {
  const who = label(creatureById(g.state, target));
  const inc = [...(incoming.get(g) ?? [])].reverse().find((w) => w.target === target);
  if (inc) {
    inc.reductions.push(to);
    log(g, "cancel", `${cause.rule}: ${who} takes ${said(to)} damage`, cause, { target });
    return;
  }
  const w = currentRoll(g);
  if (w) {
    w.reductions.set(target, [...(w.reductions.get(target) ?? []), to]);
    log(g, "cancel", `${cause.rule}: ${who} takes ${said(to)} damage from ${w.attack}`, cause, { target });
    return;
  }
  log(g, "cancel", `${cause.rule}: no damage is being dealt to ${who}`, cause, { target });
}

/**
 * "This creature takes that damage instead": the creature about to take damage (the
 * innermost window of another creature) takes none; the damage and its cause, for `taker`
 * to take, or null when no other creature is about to take damage.
 */
export function damageTakenInstead(g: Game, taker: string, cause: Cause): { parts: DamagePart[]; cause: Cause } | null {
  const w = [...(incoming.get(g) ?? [])].reverse().find((x) => x.target !== taker);
  if (!w) {
    log(g, "cancel", `${cause.rule}: no other creature is about to take damage`, cause);
    return null;
  }
  w.reductions.push("none");
  log(g, "cancel", `${cause.rule}: ${label(creatureById(g.state, taker))} takes the damage instead of ${label(creatureById(g.state, w.target))}`, cause, { target: w.target });
  return { parts: w.parts, cause: w.cause };
}

/**
 * The window before `target` takes one damage instance: `announce` runs the "would take
 * damage" powers; the reductions they (and the attack's window) asked for are returned.
 */
export function incomingDamage(g: Game, target: string, parts: DamagePart[], cause: Cause, announce: () => void): Reduction[] {
  const fromAttack = cause.attackKind !== undefined;
  const stack = incoming.get(g) ?? [];
  incoming.set(g, stack);
  const w: IncomingWindow = { target, reductions: [], parts, cause };
  stack.push(w);
  try {
    announce();
  } finally {
    stack.pop();
  }
  const fromRoll = fromAttack ? (currentRoll(g)?.reductions.get(target) ?? []) : [];
  return [...fromRoll, ...w.reductions];
}

/**
 * Damage parts after reductions: none at all; N less, taken from the parts in order (never below a minimum the power gives); half
 * of each part (rounded down to a multiple of 5, minimum 5) after the rest.
 * ddm-battle-rules-2011.txt § Applying Damage (Halving Damage)
 */
export function reduced<P extends { amount: number }>(parts: P[], rs: Reduction[]): P[] {
  if (rs.includes("none")) return parts.map((p) => ({ ...p, amount: 0 }));
  // "Takes 5 more damage": the damage about to be taken grows, its first part by that much (of that part's type), before any cut.
  const more = rs.reduce((n, r) => n + (typeof r === "object" && "more" in r ? r.more : 0), 0);
  const first = parts.findIndex((p) => p.amount > 0);
  let out = more > 0 && first >= 0 ? parts.map((p, i) => (i === first ? { ...p, amount: p.amount + more } : p)) : parts;
  for (const r of rs) {
    if (typeof r !== "object" || "more" in r) continue;
    const total = out.reduce((n, p) => n + p.amount, 0);
    // "10 less damage (minimum 10 damage)": the cut stops at the minimum, and damage below it stays as it is (card text).
    let less = r.minimum === undefined ? r.less : Math.max(0, Math.min(r.less, total - r.minimum));
    out = out.map((p) => {
      const cut = Math.min(less, p.amount);
      less -= cut;
      return { ...p, amount: p.amount - cut };
    });
  }
  if (rs.includes("half")) out = out.map((p) => ({ ...p, amount: halveDamage(p.amount) }));
  return out;
}

/** Creatures at 0 hit points or fewer whose destruction is being decided, and the hit points a power keeps them at. */
const dying = new WeakMap<Game, Map<string, number | null>>();

/**
 * The window before a creature at 0 hit points or fewer is destroyed: `announce` runs the
 * "would be destroyed" powers; returns the hit points one of them keeps it at ("this
 * creature has 10 hp instead of being destroyed"), or null when it is destroyed.
 * ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Resolving Effects
 */
export function beforeDestroyed(g: Game, target: string, announce: () => void): number | null {
  const open = dying.get(g) ?? new Map<string, number | null>();
  dying.set(g, open);
  // A creature already in its window (a power's damage within it) is not asked again.
  if (open.has(target)) return null;
  open.set(target, null);
  try {
    announce();
    return open.get(target) ?? null;
  } finally {
    open.delete(target);
  }
}

/** "Has N hp instead of being destroyed": in its window, the creature stays in play at N hit points. */
export function spareFromDestruction(g: Game, target: string, hp: number, cause: Cause): void {
  const open = dying.get(g);
  const who = label(creatureById(g.state, target));
  if (!open?.has(target)) {
    log(g, "cancel", `${cause.rule}: ${who} is not about to be destroyed`, cause, { target });
    return;
  }
  open.set(target, Math.max(open.get(target) ?? 0, hp));
  log(g, "cancel", `${cause.rule}: ${who} is not destroyed and has ${hp} hp instead`, cause, { target });
}

/**
 * "Is not destroyed instead. It is destroyed at end of its next turn or if it takes damage":
 * in its window, the creature stays in play at the hit points it has; the end of its next
 * turn (turn.ts) or the next damage it takes (damage.ts) destroys it.
 * ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Resolving Effects (Cancellation Effects)
 */
export function destroyLater(g: Game, target: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (!dying.get(g)?.has(target)) {
    log(g, "cancel", `${cause.rule}: ${label(c)} is not about to be destroyed`, cause, { target });
    return;
  }
  c.doomedAfter = c.turns;
  c.doomedIfDamaged = true;
  log(g, "doomed", `${cause.rule}: ${label(c)} is not destroyed; it is destroyed at the end of its next turn or when it takes damage`, cause, { target });
}
