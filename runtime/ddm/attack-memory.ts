// What the battle remembers of who attacked or damaged whom, for card text that asks it
// later: "(target that has attacked this creature only)", "(target this creature has
// damaged only)", "(target that has attacked this round only)". Kept in the battle state,
// so a saved battle keeps it. ddm-battle-rules-2011.txt § How to Choose Targets; card text
import type { Game } from "./game.js";
import { creatureById } from "./state.js";

/** An attack of `attacker` rolled against `target` (each target of a close or area attack too). */
export function rememberAttack(g: Game, attacker: string, target: string): void {
  const t = creatureById(g.state, target);
  if (attacker !== target && !t.attackedBy?.includes(attacker)) t.attackedBy = [...(t.attackedBy ?? []), attacker];
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
