// Who an attack may target: "may A target B with this attack?" is a permission ruling,
// so every reason it fails is a verdict with a tier and a source.
// ddm-battle-rules-2011.txt § Melee Attacks; § Ranged Attacks; § How to Choose Targets
import type { AttackIR, GateIR } from "../../compiler/ir.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import { decide, type Ruling, type Verdict } from "../kernel/permission.js";
import type { Game } from "./game.js";
import { sightRangeOf, terrainIgnoredBy } from "./continuous.js";
import { effectBetween, unseenBecause } from "./sight.js";
import { creatureById, inPlay } from "./state.js";
import { contributionsTo, printedReach } from "./values.js";
import { rulesView } from "./view.js";

/** "against Living targets only": does the creature qualify as a target of the attack? (card text, asked of the target) */
export function qualifiesAsTarget(g: Game, attacker: string, attack: AttackIR, target: string): boolean {
  return unmetTargetState(g, attacker, attack, target) === null;
}

/** The first of the attack's target states ("Medium or smaller", then "Immobilized") the creature is not in, or null. */
function unmetTargetState(g: Game, attacker: string, attack: AttackIR, target: string): GateIR | null {
  const view = rulesView(g);
  return [...(attack.targets ? [attack.targets] : []), ...(attack.alsoTargets ?? [])].find((s) => !gateEntry(s.op).holds(s.args, view, target, attacker)) ?? null;
}

export interface TargetCheck {
  target: string;
  ok: boolean;
  why?: string;
}

const coreRule = (text: string, restriction: string): Verdict => ({ tier: 2, polarity: "cannot", rule: "core: choose targets", text, src: null, restriction });

/** Verdicts on one target, distance aside for "nearest" (which compares targets). */
function targetVerdicts(g: Game, attacker: string, attack: AttackIR, target: string): Verdict[] {
  const a = creatureById(g.state, attacker);
  const t = creatureById(g.state, target);
  const verdicts: Verdict[] = [{ tier: 0, polarity: "can", rule: `${attack.name} (${attack.kind} attack)`, text: `${attack.kind} attacks target enemies`, src: attack.src }];
  // "can target allies": card text lifting the rule for its own side, never for itself (§ How to Choose Targets).
  if (t.side === a.side && (!attack.targetsAllies || t.id === a.id)) verdicts.push(coreRule(t.id === a.id ? "cannot target itself" : "cannot target allies", "allies"));
  const unmet = unmetTargetState(g, attacker, attack, target);
  if (unmet) verdicts.push({ tier: 4, polarity: "cannot", rule: attack.name, text: `targets only ${unmet.text} creatures`, src: unmet.src, restriction: attack.name });
  // "cannot be targeted by ranged attacks": card text's restriction (tier 4).
  const shield = contributionsTo(g, target).find((c) => c.stat === "untargetable" && (!c.attackKind || c.attackKind === attack.kind));
  if (shield) verdicts.push({ tier: 4, polarity: "cannot", rule: shield.rule, text: `cannot be targeted by ${shield.attackKind ?? "any"} attacks`, src: shield.src, restriction: shield.rule });
  // "Cannot attack a non-bloodied enemy", "the target cannot attack this creature (save ends)" (the creature whose
  // power forbade it): restrictive card text on the attacker, tier 4 (§ Core Rules and Exceptions).
  for (const c of contributionsTo(g, attacker)) {
    if (c.stat !== "cannot-attack") continue;
    if (c.against ? gateEntry(c.against.op).holds(c.against.args, rulesView(g), target, attacker) : c.versus === target) verdicts.push({ tier: 4, polarity: "cannot", rule: c.rule, text: c.text, src: c.src, restriction: c.rule });
  }
  if (!a.space || !t.space) return [...verdicts, coreRule("the target is not on the battlefield", "not in play")];
  if (!effectBetween(g, a.space, t.space)) verdicts.push(coreRule("no line of effect", "line of effect"));
  if (attack.kind === "melee") {
    // "has Reach 2 until end of round": the longest reach counts (§ Melee Attacks, Range); "Reach 2 (Tail Strike only)": that attack's.
    const given = contributionsTo(g, attacker)
      .filter((c) => c.stat === "reach" && (c.attack === undefined || c.attack.toLowerCase() === attack.name.toLowerCase()))
      .map((c) => c.amount);
    const reach = Math.max(printedReach(g, attacker, attack), ...given);
    const inReach = reach <= 1 ? g.grid.adjacent(a.space, t.space) : g.grid.distance(a.space, t.space) <= reach;
    if (!inReach) verdicts.push(coreRule(reach <= 1 ? "not adjacent" : `beyond reach ${reach}`, "reach"));
    return verdicts;
  }
  const unseen = unseenBecause(g, attacker, target, terrainIgnoredBy(g, attacker, attack.kind));
  if (unseen) verdicts.push(coreRule(`no line of sight: ${unseen}`, "line of sight"));
  const range = attack.range.kind === "range" || attack.range.kind === "nearest" ? attack.range.squares : attack.range.kind === "sight" ? sightRangeOf(g, attacker, attack.kind) : undefined;
  if (range !== undefined && g.grid.distance(a.space, t.space) > range) verdicts.push(coreRule(`beyond range ${range}`, "range"));
  return verdicts;
}

/**
 * Melee: an adjacent enemy (or within reach) with line of effect; line of sight is not
 * needed. Ranged: an enemy within range with line of sight and line of effect; "nearest"
 * must be the nearest such enemy (counted distance, A-48). Allies cannot be targeted.
 */
export function targetRulings(g: Game, attacker: string, attack: AttackIR): Map<string, Ruling> {
  const a = creatureById(g.state, attacker);
  const out = new Map<string, Ruling>();
  // Enemies; allies too for an attack that "can target allies" (never the attacker itself).
  const candidates = inPlay(g.state).filter((c) => c.id !== attacker && (c.side !== a.side || attack.targetsAllies));
  const verdicts = new Map(candidates.map((c) => [c.id, targetVerdicts(g, attacker, attack, c.id)]));
  if (attack.kind === "ranged" && attack.range.kind === "nearest") {
    const open = candidates.filter((c) => decide(verdicts.get(c.id)!).allowed);
    const d = (id: string) => g.grid.distance(a.space!, creatureById(g.state, id).space!);
    const nearest = Math.min(...open.map((c) => d(c.id)));
    for (const c of open) if (d(c.id) > nearest) verdicts.get(c.id)!.push(coreRule("not the nearest enemy in sight", "nearest"));
  }
  for (const c of candidates) out.set(c.id, decide(verdicts.get(c.id)!));
  return out;
}

/** May `attacker` target `target` with the attack? Allies included, so the ruling says why not. */
export function mayTarget(g: Game, attacker: string, attack: AttackIR, target: string): Ruling {
  const nearest = attack.kind === "ranged" && attack.range.kind === "nearest";
  return (nearest ? targetRulings(g, attacker, attack).get(target) : undefined) ?? decide(targetVerdicts(g, attacker, attack, target));
}

export function checkTargets(g: Game, attacker: string, attack: AttackIR): TargetCheck[] {
  return [...targetRulings(g, attacker, attack)].map(([target, r]) => {
    if (r.allowed) return { target, ok: true };
    const d = r.verdicts.find((v) => v.status === "decides");
    return { target, ok: false, why: d?.text ?? "no rule allows it" };
  });
}
