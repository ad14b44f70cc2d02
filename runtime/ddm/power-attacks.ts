// A basic attack made because a power says so ("make a basic melee attack against that
// enemy"). Its player picks which basic attack and, unless the power names the target,
// which legal target; declining is allowed (the power may have been used for nothing).
// ddm-battle-rules-2011.txt § Basic Attacks; § Making an Attack
import type { Args } from "../../compiler/primitives/entry.js";
import type { AttackPick, Cause } from "../../compiler/primitives/host.js";
import type { AttackIR } from "../../compiler/ir.js";
import { placements } from "./attack-areas.js";
import { approachAttack, checkTargets, makeAttack, resolveAreaAttack, usesLeft } from "./attack.js";
import { decide } from "../kernel/permission.js";
import { ask, cardOf, isOver, log, turnKey, type Game } from "./game.js";
import { explainBriefly, verdictsFor } from "./permissions.js";
import { moveByPower } from "./power-movement.js";
import { creatureById, label } from "./state.js";
import { speedOf } from "./values.js";

/**
 * "+10 damage on that attack": a bonus to the attack `attacker` is making (or, for a
 * defence, to the creature it attacks), until that attack ends. A second use of the same
 * power on the same attack adds nothing (§ Bonuses and Penalties, Duplicate Effects).
 */
export function boostAttack(g: Game, attacker: string, stat: string, amount: number, cause: Cause, damageType?: string, against?: { op: string; args: Args }, wholeAction = false): void {
  const c = creatureById(g.state, attacker);
  const what = `${amount >= 0 ? "+" : ""}${amount} ${damageType ? `${damageType} ` : ""}${stat}`;
  const text = `${what} on ${wholeAction ? "each attack of that attack action" : "that attack"}${against ? ` against targets: ${gateWords(against)}` : ""}`;
  // Each bonus of a power once: "+10 damage on that attack and +10 damage on that attack against Giant targets" are two.
  if (g.state.attackBoosts?.some((b) => b.creature === attacker && b.rule === cause.rule && b.text === text)) {
    log(g, "duplicate", `${label(c)} already has ${cause.rule} on this attack: a second use adds nothing`, cause, { target: attacker });
    return;
  }
  (g.state.attackBoosts ??= []).push({ creature: attacker, stat, amount, ...(damageType ? { damageType } : {}), ...(against ? { against } : {}), ...(wholeAction ? { action: true as const } : {}), rule: cause.rule, text, src: cause.src });
  log(g, "boost", `${label(c)} has ${what} on ${wholeAction ? "each attack of this attack action" : "this attack"} (${cause.rule})`, cause, { creature: attacker, stat, amount });
}

/** A gate's words for the log: its name and the words of its arguments ("has keyword Giant"). */
function gateWords(gate: { op: string; args: Args }): string {
  const words = (v: unknown): string[] => (typeof v === "string" || typeof v === "number" ? [String(v)] : v && typeof v === "object" ? Object.values(v).flatMap(words) : []);
  return [gate.op.replace(/-/g, " "), ...words(gate.args)].join(" ");
}

/**
 * The attack is over: the bonuses given for it end, the attacker's and its target's ("+4 AC
 * against that attack"); the attacker's for its whole attack action stay while `inAction`.
 */
export function endAttackBoosts(g: Game, attacker: string, target: string, inAction = false): void {
  if (!g.state.attackBoosts?.some((b) => b.creature === attacker || b.creature === target)) return;
  g.state.attackBoosts = g.state.attackBoosts.filter((b) => (b.creature !== attacker || (inAction && b.action === true)) && b.creature !== target);
  if (g.state.attackBoosts.length === 0) delete g.state.attackBoosts;
}

/** The attack action is over: the attacker's bonuses for each of its attacks end ("+10 damage on each attack in that attack action"). */
export function endActionBoosts(g: Game, attacker: string): void {
  if (!g.state.attackBoosts?.some((b) => b.creature === attacker && b.action)) return;
  g.state.attackBoosts = g.state.attackBoosts.filter((b) => b.creature !== attacker || !b.action);
  if (g.state.attackBoosts.length === 0) delete g.state.attackBoosts;
}

/**
 * A basic attack a power makes (§ Basic Attacks): its player picks one of the creature's
 * basic attacks that can target `target` (or any target but `except`: "against a different
 * target"), or declines. `boosts` ("with +2 attack") count for that attack only, given once
 * it is picked (§ Bonuses and Penalties); `critical`: it hits as a critical hit without a roll.
 * Whether it hit or missed; null when none was made.
 */
export function basicAttackByPower(g: Game, attacker: string, kind: string | null, target: string | null, cause: Cause, boosts: { stat: string; amount: number }[] = [], except?: string, critical = false): "hit" | "miss" | null {
  const c = creatureById(g.state, attacker);
  if (c.status !== "in-play") return null;
  const attacks = cardOf(g, c.card).attacks.filter((a) => a.basic && (kind ? a.kind === kind : a.kind === "melee" || a.kind === "ranged") && usesLeft(g, attacker, a));
  const options = attacks.flatMap((a) =>
    checkTargets(g, attacker, a)
      .filter((x) => x.ok && (target === null || x.target === target) && x.target !== except)
      .map((x) => ({ id: `${a.name}:${x.target}`, label: `${a.name} → ${label(creatureById(g.state, x.target))}`, legal: true })),
  );
  if (options.length === 0) {
    const whom = target ? label(creatureById(g.state, target)) : except ? `anyone but ${label(creatureById(g.state, except))}` : "anyone";
    log(g, "attack", `${label(c)} has no basic ${kind ? `${kind} ` : ""}attack that can target ${whom} (${cause.rule})`, cause, { creature: attacker });
    return null;
  }
  const pick = ask(g, {
    player: c.owner,
    kind: "power-attack",
    prompt: `${label(c)}: make a basic attack (${cause.rule})`,
    options: [...options, { id: "decline", label: "decline", legal: true }],
  });
  if (pick === "decline") return null;
  const at = pick.lastIndexOf(":");
  const attack = attacks.find((a) => a.name === pick.slice(0, at))!;
  for (const b of boosts) boostAttack(g, attacker, b.stat, b.amount, { ...cause, rule: `${cause.rule} (${b.stat})` });
  // "That attack is an automatic hit and a critical hit": no roll is made (§ Attack Roll, Automatic Hit; Critical Hit).
  return makeAttack(g, attacker, attack, pick.slice(at + 1), { byPower: cause.rule, ...(critical ? { automatic: { crit: true } } : {}) }) > 0 ? "hit" : "miss";
}


function fits(a: AttackIR, pick: AttackPick): boolean {
  if (pick.name !== undefined) return a.name.toLowerCase() === pick.name.toLowerCase();
  if (pick.names?.length) return pick.names.some((n) => n.toLowerCase() === a.name.toLowerCase());
  if (pick.basic && !a.basic) return false;
  if (pick.kinds?.length) return pick.kinds.includes(a.kind);
  return pick.basic ? a.kind === "melee" || a.kind === "ranged" : true;
}

/**
 * "Make 1 Web attack", "make 2 basic attacks", "make a ranged or close attack": the
 * creature makes attacks of its card that fit, `count` times, each one as the card says
 * (a close or area attack placed, a melee or ranged one aimed at a legal target; a
 * limited attack spends a use). Its player picks each attack and target, or declines.
 * An attack made by a power is not an attack action. ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects
 */
export function attacksByPower(g: Game, attacker: string, pick: AttackPick, count: number, cause: Cause, against: string | null = null, except: string | null = null): number {
  const c = creatureById(g.state, attacker);
  let hits = 0;
  for (let i = 1; i <= count; i++) {
    // Off the battle map (a placing that found no square) it attacks nothing.
    if (c.status !== "in-play" || !c.space || isOver(g)) return hits;
    // An attack with a move of its own is made by name only, and not at a creature the power named already.
    const attacks = cardOf(g, c.card).attacks.filter((a) => fits(a, pick) && (!a.approach || (pick.name !== undefined && against === null)) && usesLeft(g, attacker, a));
    const ways = new Map<string, () => number | void>();
    for (const made of attacks) {
      // "…that does not provoke opportunity attacks": this attack only (§ Opportunity Attacks).
      const a = pick.calm ? { ...made, provokes: false } : made;
      // "Replaces turn: move up to its speed and attack each enemy beside its path": the attack's own move, then its targets (attack.ts).
      if (a.approach) ways.set(`${a.name}:move`, () => approachAttack(g, attacker, a));
      else if (a.kind === "close" || a.kind === "area") {
        // "…that includes that enemy in its area": only the placements that reach it.
        // "…against a different target": none that reaches the creature the trigger named.
        for (const p of placements(g, attacker, a)) if ((against === null || p.targets.includes(against)) && (except === null || !p.targets.includes(except))) ways.set(`${a.name}:${p.id}`, () => resolveAreaAttack(g, attacker, a, p));
      } else {
        for (const x of checkTargets(g, attacker, a)) if (x.ok && (against === null || x.target === against) && x.target !== except)
          ways.set(`${a.name}:${x.target}`, () => {
            c.powerTarget = { target: x.target };
            return makeAttack(g, attacker, a, x.target, { byPower: cause.rule });
          });
      }
    }
    const what = pick.name ? `"${pick.name}"` : pick.names?.length ? pick.names.map((n) => `"${n}"`).join(" or ") : `${pick.basic ? "basic " : ""}${pick.kinds?.join(" or ") ?? ""}`.trim() || "an";
    if (ways.size === 0) {
      log(g, "attack", `${label(c)} has no ${what} attack it can make now (${cause.rule})`, cause, { creature: attacker });
      return hits;
    }
    const choice = ask(g, {
      player: c.owner,
      kind: "power-attack",
      prompt: `${label(c)}: make ${what} attack${count > 1 ? ` (${i} of ${count})` : ""} (${cause.rule})`,
      options: [...[...ways.keys()].map((id) => ({ id, label: id.replace(":", " → "), legal: true })), { id: "decline", label: "decline", legal: true }],
    });
    if (choice === "decline") return hits;
    hits += ways.get(choice)!() ?? 0;
  }
  return hits;
}

/**
 * "Moves up to its speed, making a melee attack at any point during the move": the
 * creature moves as far as its player likes, makes one attack of its card that fits from
 * where it then stands, and may go on with the squares left. Leaving squares next to
 * enemies provokes as any move does. With `least`, a creature that has not yet moved that
 * far must move on after the attack far enough to make it up (if it can). ddm-battle-rules-2011.txt § Move Actions (Move);
 * § Making an Attack; § Powers and Effects
 */
export function moveMakingAttack(g: Game, id: string, pick: AttackPick, cause: Cause, least = 0): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play") return;
  const allowance = speedOf(g, id).value;
  const used = moveByPower(g, id, "move", allowance, cause);
  if (c.status !== "in-play" || isOver(g)) return;
  attacksByPower(g, id, pick, 1, cause);
  if (c.status !== "in-play" || isOver(g) || allowance - used <= 0) return;
  moveByPower(g, id, "move", allowance - used, cause, used < least ? { minimum: least - used } : {});
}

/**
 * "… makes 1 basic attack as an immediate action": the creature takes its one immediate action
 * of this creature-turn, if it has not taken one yet and nothing forbids it one (Dazed, Stunned…).
 * ddm-battle-rules-2011.txt § Actions (Immediate Action)
 */
export function spendImmediateAction(g: Game, id: string, cause: Cause): boolean {
  const c = creatureById(g.state, id);
  const ruling = decide(verdictsFor(g, id, "immediate action"));
  if (!ruling.allowed) {
    log(g, "immediate", `${label(c)} cannot take an immediate action (${explainBriefly(ruling)}; ${cause.rule})`, cause, { creature: id });
    return false;
  }
  c.immediateTurn = turnKey(g);
  return true;
}
