// "Why does this attack do what it does?": the targeting ruling, the attack bonus and
// the defence with every contribution, and the damage a hit would deal, step by step.
// For `warband why <state> <creature> attack <target> [attack name]`.
import type { AttackIR } from "../../compiler/ir.js";
import type { DamagePart } from "../../compiler/primitives/host.js";
import type { Ruling } from "../kernel/permission.js";
import { attackRollOf, automaticCritical, concealAgainst } from "./attack.js";
import { attackDamage, damageAfterDefences } from "./damage.js";
import { cardOf, type Game } from "./game.js";
import { creatureById } from "./state.js";
import { mayTarget } from "./targeting.js";
import { dealtTypes, defenseOf, type ValueAnswer } from "./values.js";

export interface AttackExplanation {
  attack: AttackIR;
  target: Ruling;
  bonus: ValueAnswer;
  defense: ValueAnswer;
  /** Why the attack hits automatically and critically without a roll (Helpless), or null. */
  automatic: string | null;
  /** The conceal a hit must beat, and where it comes from, or null. */
  conceal: { value: number; why: string } | null;
  /** What a hit that is not critical would deal, with the pipeline's steps; null when the hit line has no base damage. */
  damage: { parts: DamagePart[]; total: number; steps: string[] } | null;
}

/** The named attack of the creature, or the first one that may target `target`. */
export function explainAttack(g: Game, attacker: string, target: string, attackName?: string): AttackExplanation | null {
  const attacks = cardOf(g, creatureById(g.state, attacker).card).attacks.filter((a) => a.kind === "melee" || a.kind === "ranged");
  const attack = attackName
    ? attacks.find((a) => a.name.toLowerCase() === attackName.toLowerCase())
    : (attacks.find((a) => mayTarget(g, attacker, a, target).allowed) ?? attacks[0]);
  if (!attack) return null;
  const first = attack.hit[0];
  let damage: AttackExplanation["damage"] = null;
  if (first?.op === "damage") {
    const dealt = attackDamage(g, { attacker, target, attack, parts: first.args.damage as DamagePart[], crit: false, hit: true });
    const after = damageAfterDefences(g, target, dealt.parts);
    damage = { parts: dealt.parts, total: after.total, steps: [...dealt.notes, ...after.notes] };
  }
  return {
    attack,
    target: mayTarget(g, attacker, attack, target),
    bonus: attackRollOf(g, attacker, attack, target),
    defense: defenseOf(g, target, attack.defense, attack.kind, false, attacker, dealtTypes(attack)),
    automatic: automaticCritical(g, attack, target),
    conceal: concealAgainst(g, attacker, attack, target),
    damage,
  };
}
