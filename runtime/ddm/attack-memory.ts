// What the battle remembers of who attacked or damaged whom, for card text that asks it
// later: "(target that has attacked this creature only)", "(target this creature has
// damaged only)", "(target that has attacked this round only)", "+2 attack against targets that
// made an attack against this creature this round", "+5 damage against targets previously hit
// by this creature's Smite". Kept in the battle state, so a saved battle keeps it.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Making an Attack; card text. And, for one attack only, the
// creatures in the area of the close or area attack being resolved.
import type { AttackIR } from "../../compiler/ir.js";
import type { Game } from "./game.js";
import { creatureById } from "./state.js";

/** An attack of `attacker` rolled against `target` (each target of a close or area attack too). */
export function rememberAttack(g: Game, attacker: string, target: string): void {
  const t = creatureById(g.state, target);
  if (attacker !== target && !t.attackedBy?.includes(attacker)) t.attackedBy = [...(t.attackedBy ?? []), attacker];
  // On the attacker's own turn, the turn remembers it too ("if it does not attack this creature" that turn).
  const turn = g.state.active;
  if (turn?.creature === attacker && !turn.attackedTargets?.includes(target)) turn.attackedTargets = [...(turn.attackedTargets ?? []), target];
}

/** `attacker` declared an attack in the round being played. */
export function rememberAttackRound(g: Game, attacker: string): void {
  creatureById(g.state, attacker).attackedRound = g.state.round;
}

/** `source` dealt `target` damage (more than 0). */
export function rememberDamage(g: Game, source: string, target: string): void {
  const t = creatureById(g.state, target);
  if (source !== target && !t.damagedBy?.includes(source)) t.damagedBy = [...(t.damagedBy ?? []), source];
}

/** The attacker rolled an attack against the target in the round being played. */
export function rememberRoundTarget(g: Game, attacker: string, target: string): void {
  const a = creatureById(g.state, attacker);
  if (a.attackedIn?.round !== g.state.round) a.attackedIn = { round: g.state.round, targets: [] };
  if (!a.attackedIn.targets.includes(target)) a.attackedIn.targets.push(target);
}

/** The attacker's attack of that name hit the target. */
export function rememberHit(g: Game, attacker: string, attack: string, target: string): void {
  const t = creatureById(g.state, target);
  const key = `${attacker}|${attack.toLowerCase()}`;
  if (!(t.hitBy ?? []).includes(key)) t.hitBy = [...(t.hitBy ?? []), key];
  const turn = g.state.active;
  if (turn?.creature === attacker && !turn.hitTargets?.includes(target)) turn.hitTargets = [...(turn.hitTargets ?? []), target];
  if (turn?.creature === attacker && !turn.hitWith?.includes(attack.toLowerCase())) turn.hitWith = [...(turn.hitWith ?? []), attack.toLowerCase()];
}

/**
 * The attacker hit with an attack of this kind: kept once the hit's powers have answered, so
 * "when this creature first hits with a melee attack" sees only the hits before it.
 */
export function rememberHitMade(g: Game, attacker: string, attack: AttackIR, charge: boolean, opportunity: boolean): void {
  const a = creatureById(g.state, attacker);
  const made: NonNullable<typeof a.hitsMade>[number] = { attackKind: attack.kind, basic: attack.basic, attackName: attack.name, ...(charge ? { charge: true as const } : {}), ...(opportunity ? { opportunity: true as const } : {}) };
  const same = (h: typeof made) => h.attackKind === made.attackKind && h.basic === made.basic && h.attackName === made.attackName && h.charge === made.charge && h.opportunity === made.opportunity;
  if (!(a.hitsMade ?? []).some(same)) a.hitsMade = [...(a.hitsMade ?? []), made];
}

export function attackedInRound(g: Game, attacker: string, target: string): boolean {
  const a = creatureById(g.state, attacker).attackedIn;
  return a?.round === g.state.round && a.targets.includes(target);
}

export function wasHitBy(g: Game, target: string, attacker: string, attack: string): boolean {
  return (creatureById(g.state, target).hitBy ?? []).includes(`${attacker}|${attack.toLowerCase()}`);
}

/** The hits being resolved, innermost last: the creature hit and the ongoing damage types it had before the hit. */
const hitsBefore = new WeakMap<Game, { target: string; ongoing: string[] }[]>();

/** Runs `fn` (a hit's effects and the powers answering it) remembering the ongoing damage the target had before it. */
export function withOngoingBefore<T>(g: Game, target: string, fn: () => T): T {
  const stack = hitsBefore.get(g) ?? [];
  hitsBefore.set(g, stack);
  stack.push({ target, ongoing: creatureById(g.state, target).effects.filter((e) => e.kind === "ongoing").map((e) => e.name) });
  try {
    return fn();
  } finally {
    stack.pop();
  }
}

/** The ongoing damage types the creature had before the hit on it being resolved; null when none is. */
export function ongoingBeforeHit(g: Game, target: string): string[] | null {
  const stack = hitsBefore.get(g) ?? [];
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.target === target) return stack[i]!.ongoing;
  return null;
}

/** The close or area attack being resolved, per game: its attacker and the creatures in its area (not kept in a saved battle: it lasts one attack). */
const areas = new WeakMap<Game, { attacker: string; creatures: string[] }>();

/** Runs a close or area attack's resolution with its area known ("includes a lower-level ally in the area of a {c} attack"). */
export function withAttackArea(g: Game, attacker: string, creatures: string[], resolve: () => void): void {
  const outer = areas.get(g);
  areas.set(g, { attacker, creatures });
  try {
    resolve();
  } finally {
    if (outer) areas.set(g, outer);
    else areas.delete(g);
  }
}

/** The creatures in the area of the close or area attack `id` is making now; null when it makes none. */
export function areaOfAttackBy(g: Game, id: string): string[] | null {
  const a = areas.get(g);
  return a?.attacker === id ? a.creatures : null;
}

/** How many of one attack action's attacks hit each target (opportunity attacks in between are not counted; runtime/ddm/attack.ts keeps it). */
export interface HitTally {
  attacker: string;
  attack: AttackIR;
  /** The target the action was declared against. */
  target: string;
  hits: Map<string, number>;
  /** Every creature the action's rolls were made against, in order. */
  attacked: string[];
}
export const hitTally = new WeakMap<Game, HitTally>();

/** Has an earlier attack of the attack action the creature is making hit ("if the first hits, +4 Attack on the second")? */
export function hitEarlierThisAction(g: Game, attacker: string): boolean {
  const t = hitTally.get(g);
  return t?.attacker === attacker && [...t.hits.values()].some((n) => n > 0);
}
