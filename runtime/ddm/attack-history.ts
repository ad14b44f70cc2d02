// What creatures have done to each other with attacks, kept for states asked later: whom a
// creature attacked this round ("+2 attack against targets that made an attack against this
// creature this round") and which of its attacks have hit a creature ("+5 damage against
// targets previously hit by this creature's Smite").
// ddm-battle-rules-2011.txt § Making an Attack; § Rounds and Turns
import type { Game } from "./game.js";
import { creatureById } from "./state.js";

/** The attacker rolled an attack against the target in the round being played. */
export function noteAttacked(g: Game, attacker: string, target: string): void {
  const a = creatureById(g.state, attacker);
  if (a.attackedIn?.round !== g.state.round) a.attackedIn = { round: g.state.round, targets: [] };
  if (!a.attackedIn.targets.includes(target)) a.attackedIn.targets.push(target);
}

/** The attacker's attack of that name hit the target. */
export function noteHit(g: Game, attacker: string, attack: string, target: string): void {
  const t = creatureById(g.state, target);
  const key = `${attacker}|${attack.toLowerCase()}`;
  if (!(t.hitBy ?? []).includes(key)) t.hitBy = [...(t.hitBy ?? []), key];
}

export function attackedThisRound(g: Game, attacker: string, target: string): boolean {
  const a = creatureById(g.state, attacker).attackedIn;
  return a?.round === g.state.round && a.targets.includes(target);
}

export function wasHitBy(g: Game, target: string, attacker: string, attack: string): boolean {
  return (creatureById(g.state, target).hitBy ?? []).includes(`${attacker}|${attack.toLowerCase()}`);
}
