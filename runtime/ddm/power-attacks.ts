// A basic attack made because a power says so ("make a basic melee attack against that
// enemy"). Its player picks which basic attack and, unless the power names the target,
// which legal target; declining is allowed (the power may have been used for nothing).
// ddm-battle-rules-2011.txt § Basic Attacks; § Making an Attack
import type { Cause } from "../../compiler/primitives/host.js";
import { checkTargets, makeAttack, usesLeft } from "./attack.js";
import { ask, cardOf, log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** "+10 damage on that attack": a bonus to the attack `attacker` is making, until that attack ends (§ Bonuses and Penalties). */
export function boostAttack(g: Game, attacker: string, stat: string, amount: number, cause: Cause): void {
  const c = creatureById(g.state, attacker);
  (g.state.attackBoosts ??= []).push({ creature: attacker, stat, amount, rule: cause.rule, text: `${amount >= 0 ? "+" : ""}${amount} ${stat} on that attack`, src: cause.src });
  log(g, "boost", `${label(c)} has ${amount >= 0 ? "+" : ""}${amount} ${stat} on this attack (${cause.rule})`, cause, { creature: attacker, stat, amount });
}

/** The attack is over: the bonuses given for it end, the attacker's and its target's ("+4 AC against that attack"). */
export function endAttackBoosts(g: Game, attacker: string, target: string): void {
  if (!g.state.attackBoosts?.some((b) => b.creature === attacker || b.creature === target)) return;
  g.state.attackBoosts = g.state.attackBoosts.filter((b) => b.creature !== attacker && b.creature !== target);
  if (g.state.attackBoosts.length === 0) delete g.state.attackBoosts;
}

export function basicAttackByPower(g: Game, attacker: string, kind: string | null, target: string | null, cause: Cause): void {
  const c = creatureById(g.state, attacker);
  if (c.status !== "in-play") return;
  const attacks = cardOf(g, c.card).attacks.filter((a) => a.basic && (kind ? a.kind === kind : a.kind === "melee" || a.kind === "ranged") && usesLeft(g, attacker, a));
  const options = attacks.flatMap((a) =>
    checkTargets(g, attacker, a)
      .filter((x) => x.ok && (target === null || x.target === target))
      .map((x) => ({ id: `${a.name}:${x.target}`, label: `${a.name} → ${label(creatureById(g.state, x.target))}`, legal: true })),
  );
  if (options.length === 0) {
    log(g, "attack", `${label(c)} has no basic ${kind ? `${kind} ` : ""}attack that can target ${target ? label(creatureById(g.state, target)) : "anyone"} (${cause.rule})`, cause, { creature: attacker });
    return;
  }
  const pick = ask(g, {
    player: c.owner,
    kind: "power-attack",
    prompt: `${label(c)}: make a basic attack (${cause.rule})`,
    options: [...options, { id: "decline", label: "decline", legal: true }],
  });
  if (pick === "decline") return;
  const at = pick.lastIndexOf(":");
  const attack = attacks.find((a) => a.name === pick.slice(0, at))!;
  makeAttack(g, attacker, attack, pick.slice(at + 1));
}
