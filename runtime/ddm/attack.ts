// Attacks: who can be targeted, the attack roll, base damage and effects, and
// opportunity attacks. ddm-battle-rules-2011.txt § Making an Attack; § Melee Attacks;
// § Ranged Attacks; § Attack Roll; § Applying Damage; § Opportunity Attacks
import type { AttackIR } from "../../compiler/ir.js";
import { applyDamage } from "./damage.js";
import { runEffects } from "./effects.js";
import { emit } from "./events.js";
import { ask, cardOf, isOver, log, roll, type Game } from "./game.js";
import { creatureById, inPlay, label } from "./state.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "./values.js";

export interface TargetCheck {
  target: string;
  ok: boolean;
  why?: string;
}

/**
 * Melee: an adjacent enemy (or within reach) with line of effect; line of sight is not
 * needed. Ranged: an enemy within range with line of sight and line of effect; "nearest"
 * must be the nearest such enemy. Allies cannot be targeted.
 */
export function checkTargets(g: Game, attacker: string, attack: AttackIR): TargetCheck[] {
  const a = creatureById(g.state, attacker);
  const enemies = inPlay(g.state).filter((c) => c.side !== a.side);
  const from = a.space!;
  const checks = enemies.map((e): TargetCheck & { d: number } => {
    const to = e.space!;
    const d = g.grid.distance(from, to);
    if (!g.grid.lineOfEffect(from, to)) return { target: e.id, ok: false, why: "no line of effect", d };
    if (attack.kind === "melee") {
      const reach = attack.range.kind === "reach" ? attack.range.squares : 1;
      const inReach = reach <= 1 ? g.grid.adjacent(from, to) : d <= reach;
      return inReach ? { target: e.id, ok: true, d } : { target: e.id, ok: false, why: reach <= 1 ? "not adjacent" : `beyond reach ${reach}`, d };
    }
    if (!g.grid.lineOfSight(from, to)) return { target: e.id, ok: false, why: "no line of sight", d };
    if (attack.range.kind === "range" && d > attack.range.squares) return { target: e.id, ok: false, why: `beyond range ${attack.range.squares}`, d };
    return { target: e.id, ok: true, d };
  });
  if (attack.range.kind === "nearest") {
    const nearest = Math.min(...checks.filter((c) => c.ok).map((c) => c.d));
    for (const c of checks) if (c.ok && c.d > nearest) Object.assign(c, { ok: false, why: "not the nearest enemy in sight" });
  }
  return checks.map(({ target, ok, why }) => (why ? { target, ok, why } : { target, ok }));
}

export function usesLeft(g: Game, id: string, attack: AttackIR): boolean {
  return attack.uses === null || (creatureById(g.state, id).spent[attack.name] ?? 0) < attack.uses;
}

export interface AttackOptions {
  opportunity?: boolean;
}

/** Resolves one attack against one target, following the steps of § Making an Attack. */
export function resolveAttack(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions = {}): void {
  const a = creatureById(g.state, attacker);
  const t = creatureById(g.state, target);
  const cause = { creature: attacker, rule: attack.name, src: attack.src };
  // 1. Declare; a limited-use attack is checked off now.
  if (attack.uses !== null) a.spent[attack.name] = (a.spent[attack.name] ?? 0) + 1;
  log(g, "attack", `${label(a)} ${opts.opportunity ? "makes an opportunity attack on" : "attacks"} ${label(t)} with ${attack.name}`, cause, { attacker, target, attack: attack.name });
  // 2. Ranged attacks provoke from adjacent enemies, except a basic ranged attack.
  if (attack.kind === "ranged" && !attack.basic && !opts.opportunity) {
    opportunityAttacks(g, attacker, `using ${attack.name}, a ranged attack`);
    if (a.status !== "in-play" || isOver(g)) {
      log(g, "attack-lost", `${attack.name} is lost: ${label(a)} was destroyed by an opportunity attack`, cause);
      return;
    }
  }
  if (t.status !== "in-play") return;
  // 5. The attack roll: natural 20 hits and is a critical hit, natural 1 misses.
  const die = roll(g, `attack roll, ${attack.name} against ${label(t)}`);
  const bonus = attackBonusOf(g, attacker, attack).value;
  const defense = defenseOf(g, target, attack.defense).value;
  const total = die + bonus;
  const crit = die === g.ir.ruleset.die;
  let hit = crit || (die !== 1 && total >= defense);
  let verdict = crit ? "critical hit" : die === 1 ? "natural 1, miss" : hit ? "hit" : "miss";
  // Melee without line of sight: the target has Conceal 11; critical hits ignore it (§ Melee Attacks, § Attack Roll).
  if (hit && !crit && attack.kind === "melee" && !g.grid.lineOfSight(a.space!, t.space!)) {
    const c = roll(g, `conceal 11 for ${label(t)}`);
    if (c < 11) {
      hit = false;
      verdict = `hit turned into a miss by conceal 11 (${c})`;
    }
  }
  log(g, "roll-result", `${attack.name}: ${die} + ${bonus} = ${total} vs ${attack.defense} ${defense} — ${verdict}`, cause, { die, bonus, total, defense, hit, crit });
  if (hit) {
    // 6. Base damage is the first effect when it is damage; a critical hit doubles each type of it.
    const [first, ...rest] = attack.hit;
    const effects = first?.op === "damage" ? rest : attack.hit;
    if (first?.op === "damage") {
      const parts = (first.args.damage as { amount: number; type: string | null }[]).map((p) => ({ ...p, amount: crit ? p.amount * 2 : p.amount }));
      const bonusDamage = damageBonusOf(g, attacker, attack).value;
      if (bonusDamage !== 0 && parts[0]) parts[0] = { ...parts[0], amount: Math.max(0, parts[0].amount + bonusDamage) };
      applyDamage(g, target, parts, { ...cause, src: first.src });
    }
    runEffects(g, effects, attacker, { target }, attack.name);
    emit(g, { kind: "attack.hit", subject: target, actor: attacker, attackKind: attack.kind });
  } else {
    runEffects(g, attack.miss, attacker, { target }, attack.name);
    emit(g, { kind: "attack.miss", subject: target, actor: attacker, attackKind: attack.kind });
  }
}

/** A basic attack the creature could make against `target` as an opportunity attack. */
function opportunityAttackOf(g: Game, id: string, target: string): AttackIR | undefined {
  const card = cardOf(g, creatureById(g.state, id).card);
  const basics = card.attacks.filter((x) => x.basic && usesLeft(g, id, x));
  return basics.find((x) => checkTargets(g, id, x).some((c) => c.target === target && c.ok));
}

/**
 * Enemies adjacent to the acting creature may each make one opportunity attack per
 * turn, if they can see it; each is offered to its controller, and they resolve
 * before the action that provoked them (§ Opportunity Attacks).
 */
export function opportunityAttacks(g: Game, mover: string, reason: string): void {
  const m = creatureById(g.state, mover);
  for (const e of inPlay(g.state)) {
    if (m.status !== "in-play" || isOver(g)) return;
    if (e.side === m.side || e.oaTurn === g.state.turn) continue;
    if (!g.grid.adjacent(e.space!, m.space!) || !g.grid.lineOfSight(e.space!, m.space!)) continue;
    const attack = opportunityAttackOf(g, e.id, mover);
    if (!attack) continue;
    const choice = ask(g, {
      player: e.owner,
      kind: "opportunity-attack",
      prompt: `${label(e)} may make an opportunity attack on ${label(m)} (${reason})`,
      options: [
        { id: "attack", label: `opportunity attack with ${attack.name}`, legal: true },
        { id: "decline", label: "decline", legal: true },
      ],
    });
    if (choice !== "attack") continue;
    e.oaTurn = g.state.turn;
    resolveAttack(g, e.id, attack, mover, { opportunity: true });
  }
}
