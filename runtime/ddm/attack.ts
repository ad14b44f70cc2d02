// Attacks: declaring, provoking, the attack roll with its modifiers, damage and effects,
// followups, repeated attacks, close and area attacks, and opportunity attacks.
// ddm-battle-rules-2011.txt § Making an Attack; § Melee Attacks; § Ranged Attacks;
// § Close Attacks; § Area Attacks; § Attack Roll; § Applying Damage; § Opportunity Attacks
import type { AttackIR, EffectIR } from "../../compiler/ir.js";
import { hitTally, type HitTally, rememberAttack, rememberAttackRound, rememberHit, rememberHitMade, rememberRoundTarget, withAttackArea, withOngoingBefore } from "./attack-memory.js";
import type { Cause, DamagePart } from "../../compiler/primitives/host.js";
import { defaultSubjectOfEffect, subjectEntry } from "../../compiler/primitives/index.js";
import type { Square } from "../geometry/geometry.js";
import { decide, type Ruling, type Verdict } from "../kernel/permission.js";
import { placements, type Placement } from "./attack-areas.js";
import { combatAdvantageBonus } from "./combat-advantage.js";
import { coverPenalty } from "./cover.js";
import { applyDamage, attackDamage } from "./damage.js";
import { baseDamage } from "./damage-riders.js";
import { endBySource, endOnTargeting, endUntil, runEffects } from "./effects.js";
import { emit } from "./events.js";
import { targetKept, targetingWindow, withConcealWindow, withRolledWindow, withRollWindow, withTargetingWindow, type ConcealWindow, type RolledWindow, type RollWindow, type TargetingWindow } from "./attack-windows.js";
import { verdictsFor } from "./permissions.js";
import { ask, cardOf, isOver, log, roll, turnKey, type Game } from "./game.js";
import { sees } from "./sight.js";
import { slipperyPush } from "./movement.js";
import { endActionBoosts, endAttackBoosts } from "./power-attacks.js";
import { laterMark, makeLaterAttacks, queueLaterAttack } from "./attack-repeats.js";
import { creatureById, inPlay, label } from "./state.js";
import { criticalFrom } from "./terrain.js";
import { checkTargets, mayTarget, qualifiesAsTarget } from "./targeting.js";
import { rulesView } from "./view.js";
import { attackBonusOf, contributionsTo, criticalFromOf, dealtTypes, defenseOf, speedOf, targetDefenceCap, type ValueAnswer, type ValueContribution } from "./values.js";
import { moveByPower } from "./power-movement.js";
import { attacksIgnore, ignoresConceal, immuneToAttackKind, immuneToAttacksAgainst, immuneToNamed, spareFromOpportunityAttacks } from "./continuous.js";
import { withChoicesMade } from "./choices.js";
import { inActingOrder } from "./simultaneous.js";
import { stingOnDeclare, stingOnHit } from "./act-stings.js";

export { checkTargets, mayTarget, targetRulings, type TargetCheck } from "./targeting.js";

export function usesLeft(g: Game, id: string, attack: AttackIR): boolean {
  return attack.uses === null || (creatureById(g.state, id).spent[attack.name] ?? 0) < attack.uses;
}

/** The circumstances of one attack roll that the card does not say. */
export interface AttackOptions {
  opportunity?: boolean;
  /** Made at the end of a charge: +1 (§ Charge). */
  charge?: boolean;
  /** The origin square of a close or area attack. */
  origin?: Square;
  /** The squares of a close or area attack's area. */
  area?: Square[];
  /** A redirect effect gave the attack this target (§ Ranged Attacks: conceal 11 against an invisible one). */
  redirected?: boolean;
  /** Made again by its own effect ("then make this attack again"): part of the same action, it spends no use (§ Attack Roll, Repeated Attacks). */
  repeated?: boolean;
  /** "against each enemy entered": the others its move passed through, attacked after the first in this order. */
  alsoAgainst?: string[];
  /** A power before the roll had it made with this many d20s, the highest kept ("roll twice and use the higher"). */
  rolls?: number;
  /** A power set the attack's natural roll ("treat that attack roll as a natural 10"): no d20 is rolled. */
  natural?: number;
  /** The power that makes the attack has it hit without a roll, a critical hit if `crit` ("that attack is an automatic hit and a critical hit"). */
  automatic?: { crit: boolean };
  /** Made by the power of this name ("make a basic attack against the attacker"): "an attack with Defender" asks it. */
  byPower?: string;
}

/** Ranged and area attacks provoke opportunity attacks, except a basic ranged attack (§ Ranged Attacks; § Area Attacks). */
export function provokes(attack: AttackIR): boolean {
  // The card may say otherwise: "Does not provoke opportunity attacks" (§ Opportunity Attacks).
  if (attack.provokes !== null) return attack.provokes;
  return (attack.kind === "ranged" && !attack.basic) || attack.kind === "area";
}

/**
 * The attack bonus against one target, with every contribution: the card, modifiers in
 * force, combat advantage (+2 once), cover (-2 once, AC and Reflex only), charge (+1).
 */
export function attackRollOf(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions = {}, base?: { bonus: number; defense: string }): ValueAnswer {
  const card = attackBonusOf(g, attacker, base ? { ...attack, bonus: base.bonus, defense: base.defense } : attack, target, opts.opportunity === true);
  const extra: ValueContribution[] = [];
  const ca = combatAdvantageBonus(g, attacker, target);
  if (ca) extra.push(ca);
  const cover = coverPenalty(g, attacker, base ? { ...attack, defense: base.defense } : attack, target, opts.origin);
  if (cover) extra.push(cover);
  if (opts.charge) extra.push({ op: "add", amount: 1, rule: "core: charge", text: "+1 to the charge attack", src: null });
  extra.push(...againstTarget(g, target, "attack-against", attack.kind).map((c) => ({ op: "add" as const, amount: c.amount, rule: c.rule, text: `${c.text} (${c.rule})`, src: c.src, situational: true })));
  return { stat: "attack", value: card.value + extra.reduce((s, c) => s + c.amount, 0), contributions: [...card.contributions, ...extra] };
}

/** Rules the target carries about attacks made against it (§ Helpless), for this kind of attack. */
function againstTarget(g: Game, target: string, stat: string, kind: string) {
  return contributionsTo(g, target).filter((c) => c.stat === stat && (!c.attackKind || c.attackKind === kind));
}

/** Why an attack of this kind hits the target automatically and critically without a roll, or null (§ Helpless; A-18). */
export function automaticCritical(g: Game, attack: AttackIR, target: string): string | null {
  const c = againstTarget(g, target, "automatic-critical-against", attack.kind)[0];
  return c ? `${c.rule}: ${c.text}` : null;
}

/** Why an attack of this kind hits the target without a roll, never critically ("attacks against this creature are automatic hits"), or null. */
export function automaticHitAgainst(g: Game, attack: AttackIR, target: string, attacker?: string): string | null {
  // "Its next attack is an automatic hit": the attacker's own rule, of the attack's kind (§ Attack Roll, Automatic Hit).
  const c = againstTarget(g, target, "automatic-hit-against", attack.kind)[0] ?? (attacker ? againstTarget(g, attacker, "attacks-automatic-hits", attack.kind)[0] : undefined);
  return c ? `${c.rule}: ${c.text}` : null;
}

/**
 * The conceal the target has against this attack, the highest of its sources (A-50):
 * 11 for a melee attack without line of sight to it (§ Melee Attacks) and for a ranged
 * attack redirected onto a target the attacker cannot see (§ Ranged Attacks); conceal
 * powers. Only melee and ranged attacks face conceal (§ Attack Roll, Conceal).
 */
export function concealAgainst(g: Game, attacker: string, attack: AttackIR, target: string, redirected = false): { value: number; why: string } | null {
  if (attack.kind !== "melee" && attack.kind !== "ranged") return null;
  // A power that ignores conceal ignores every source of it (Blindsight-like powers).
  if (ignoresConceal(g, attacker, target, attack.kind)) return null;
  const sources: { value: number; why: string }[] = [];
  if (!sees(g, attacker, target)) {
    if (attack.kind === "melee") sources.push({ value: 11, why: "the attacker has no line of sight to it (core: melee attacks)" });
    else if (redirected) sources.push({ value: 11, why: "a ranged attack redirected onto a target the attacker cannot see (core: ranged attacks)" });
  }
  // "Enemies in aura do not benefit from Conceal": its own conceal powers do not count.
  const theirs = contributionsTo(g, target);
  // "Conceal 6 against adjacent enemies", "Conceal 11 against non-adjacent enemies": by where the attacker stands.
  const adjacent = rulesView(g).adjacent(attacker, target);
  const near = (c: (typeof theirs)[number]) => (c.within === undefined && c.beyond === undefined) || adjacent === (c.within !== undefined);
  if (!theirs.some((c) => c.stat === "loses-conceal")) for (const c of theirs) if (c.stat === "conceal" && near(c)) sources.push({ value: c.amount, why: `${c.rule}: ${c.text}` });
  if (sources.length === 0) return null;
  return sources.reduce((best, s) => (s.value > best.value ? s : best));
}

interface RollResult {
  target: string;
  hit: boolean;
  crit: boolean;
  /** The natural roll, when a die was rolled (none for automatic hits). */
  die?: number;
  /** The hit was turned into a miss by the target's conceal (§ Attack Roll, Conceal). */
  concealed?: true;
}

function cause(attacker: string, attack: AttackIR) {
  return { creature: attacker, rule: attack.name, src: attack.src, attackKind: attack.kind, basic: attack.basic, dealing: dealtTypes(attack) };
}

/** The attack an effect of its resolution belongs to (a condition it gives is "by an attack"). */
function riderOf(attack: AttackIR) {
  return { kind: attack.kind, basic: attack.basic, base: printedBaseDamage(attack) };
}

/** The base damage its hit line prints ("20 damage", "15 + 5 fire damage": 20), 0 when the line starts with no damage (§ Applying Damage, Base Damage). */
function printedBaseDamage(attack: AttackIR): number {
  const first = attack.hit[0];
  return first?.op === "damage" ? (first.args.damage as DamagePart[]).reduce((s, p) => s + p.amount, 0) : 0;
}

/**
 * Step 5: the attack roll. A natural 20 hits and is critical, a natural 1 misses; conceal can
 * turn a hit into a miss. An attack that says "reroll on miss" rolls a miss once more, and
 * the second result stands (a re-roll replaces the roll, § Powers and Effects, Cancellation Effects).
 */
function rollAttack(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions, base?: { bonus: number; defense: string; what: string }): RollResult {
  const first = rollOnce(g, attacker, attack, target, opts, base);
  if (first.hit || !attack.rerollMiss || base || creatureById(g.state, target).status !== "in-play") return first;
  log(g, "roll-result", `${attack.name}: the miss is rolled again (${attack.name}: reroll on miss)`, cause(attacker, attack), { target, reroll: true });
  return rollOnce(g, attacker, attack, target, opts, base);
}

function rollOnce(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions, base?: { bonus: number; defense: string; what: string }): RollResult {
  const t = creatureById(g.state, target);
  const what = base?.what ?? attack.name;
  // An automatic hit rolls nothing: it hits and is never critical, even against a Helpless target (§ Attack Roll, Automatic Hit).
  if (attack.automatic && !base) {
    log(g, "roll-result", `${what}: automatic hit against ${label(t)}`, cause(attacker, attack), { hit: true, crit: false, target, automatic: true });
    return { target, hit: true, crit: false };
  }
  // A melee attack on a Helpless target needs no roll: an automatic hit and critical hit (§ Helpless; A-18).
  const automatic = automaticCritical(g, attack, target);
  if (automatic) {
    log(g, "roll-result", `${what}: an automatic critical hit against ${label(t)} (${automatic})`, cause(attacker, attack), { hit: true, crit: true, target, automatic: true });
    return { target, hit: true, crit: true };
  }
  // "Attacks against this creature are automatic hits": no roll, not critical (§ Attack Roll, Automatic Hit).
  const given = base ? null : automaticHitAgainst(g, attack, target, attacker);
  if (given) {
    log(g, "roll-result", `${what}: automatic hit against ${label(t)} (${given})`, cause(attacker, attack), { hit: true, crit: false, target, automatic: true });
    return { target, hit: true, crit: false };
  }
  // "best of 3": the card rolls that many d20s and keeps the highest, the natural roll of the attack.
  const rolls = base ? 1 : Math.max(attack.rolls ?? 1, opts.rolls ?? 1);
  const die = !base && opts.natural ? opts.natural : Math.max(...Array.from({ length: rolls }, (_, k) => roll(g, `attack roll${rolls > 1 ? ` ${k + 1} of ${rolls}` : ""}, ${what} against ${label(t)}`)));
  const defenseName = base?.defense ?? chosenDefence(g, attacker, attack, target, opts);
  const bonus = attackRollOf(g, attacker, attack, target, opts, base ?? (defenseName !== attack.defense ? { bonus: attack.bonus, defense: defenseName } : undefined));
  const full = defenseOf(g, target, defenseName, attack.kind, opts.opportunity === true, attacker, dealtTypes(attack)).value;
  // "Treats targets with an AC of greater than 25 as AC 25": the attack's own cap (card text).
  const cap = targetDefenceCap(g, attacker, attack, defenseName);
  const defense = cap !== null ? Math.min(full, cap) : full;
  // The roll's hit or miss, critical or not, and conceal, logged.
  const judge = (die: number) => {
    const total = die + bonus.value;
    // Blood rock: a melee roll of 19 or 20 there is an automatic critical hit (§ Blood Rock).
    // Powers lower the natural roll that is a critical hit ("natural 19-20", § Attack Roll, Critical Hit).
    // The attack's own "critical on 18" widens it for this attack alone.
    const crit = die >= Math.min(criticalFrom(g, attacker, attack.kind), criticalFromOf(g, attacker, attack, target).value, attack.criticalFrom ?? g.ir.ruleset.die);
    let hit = crit || (die !== 1 && total >= defense);
    let concealed = false;
    let verdict = crit ? "critical hit" : die === 1 ? "natural 1, miss" : hit ? "hit" : "miss";
    // Conceal: a d20 below the value turns the hit into a miss; critical hits ignore conceal (§ Attack Roll, Conceal).
    const conceal = hit && !crit ? concealAgainst(g, attacker, attack, target, opts.redirected) : null;
    if (conceal) {
      let c = roll(g, `conceal ${conceal.value} for ${label(t)} (${conceal.why})`);
      // "Use after an opponent succeeds on a Conceal roll: opponent must reroll": a window on the roll that made it miss.
      if (c < conceal.value) {
        const w: ConcealWindow = { kind: "conceal", attack: attack.name, target };
        withConcealWindow(g, w, () => emit(g, { kind: "conceal.succeeded", ...attackEvent(attacker, attack, target, opts) }));
        if (w.reroll) c = roll(g, `conceal ${conceal.value} for ${label(t)} rolled again`);
      }
      if (c < conceal.value) {
        hit = false;
        concealed = true;
        verdict = `hit turned into a miss by conceal ${conceal.value} (${c})`;
      }
    }
    const situational = bonus.contributions.filter((c) => c.rule.startsWith("core: ") || c.situational).map((c) => c.text);
    log(
      g,
      "roll-result",
      `${what}: ${die} + ${bonus.value} = ${total} vs ${defenseName} ${defense} — ${verdict}${situational.length ? ` (${situational.join("; ")})` : ""}`,
      cause(attacker, attack),
      { die, bonus: bonus.value, total, defense, hit, crit, target },
    );
    return { die, hit, crit, concealed };
  };
  let r = judge(die);
  rememberAttack(g, attacker, target);
  // "Rolls a natural 20": the roll as made, before anything answers the hit or miss (§ Attack Roll);
  // a power answering it may roll it again keeping the higher, or make it a hit or a critical hit (attack-windows.ts).
  const rolled: RolledWindow = { kind: "rolled", attack: attack.name, target };
  withRolledWindow(g, rolled, () => emit(g, { kind: "attack.roll", ...attackEvent(attacker, attack, target, opts), die }));
  if (rolled.keepHigher) {
    const again = roll(g, `attack roll again, ${what} against ${label(t)} (the higher kept)`);
    if (again > r.die) r = judge(again);
    else log(g, "roll-result", `${what}: ${again} rolled again, the ${r.die} kept`, cause(attacker, attack), { die: r.die, target });
  }
  let { hit, crit, concealed } = r;
  if (rolled.forced && (!hit || (rolled.forced.crit && !crit))) {
    hit = true;
    crit ||= rolled.forced.crit;
    concealed = false;
    log(g, "roll-result", `${what}: ${crit ? "a critical hit" : "a hit"} against ${label(t)} after all`, cause(attacker, attack), { die: r.die, hit, crit, target });
  }
  return { target, hit, crit, die: r.die, ...(concealed ? { concealed: true as const } : {}) };
}

/**
 * "+12 vs AC or Ref": the attacker chooses the defence; warband takes the one the roll
 * most easily beats (cover counts against AC and Reflex only), the first on a tie.
 */
function chosenDefence(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions): string {
  if (!attack.defenseOr) return attack.defense;
  const need = (d: string) => defenseOf(g, target, d, attack.kind, opts.opportunity === true, attacker, dealtTypes(attack)).value - attackRollOf(g, attacker, attack, target, opts, { bonus: attack.bonus, defense: d }).value;
  return need(attack.defenseOr) < need(attack.defense) ? attack.defenseOr : attack.defense;
}

/** Damage first in a line is base damage (or miss damage): it goes through the attack damage pipeline; the rest are effects. */
function applyLine(g: Game, attacker: string, attack: AttackIR, target: string, line: EffectIR[], crit: boolean, hit: boolean, opportunity = false): void {
  // "15 acid or 15 fire damage": the attacker's player chooses first, so chosen damage is base damage.
  const effects = withChoicesMade(g, attacker, line);
  const [first, ...rest] = effects;
  if (first?.op === "damage" && reachesTheTarget(g, attacker, first, target)) {
    // "20 damage instead against Immobilized targets", "+10 radiant damage against Evil targets" (damage-riders.ts).
    const base = baseDamage(g, attacker, target, first.args.damage as DamagePart[], rest, hitsOn(g, attacker, attack, target));
    const dealt = attackDamage(g, { attacker, target, attack, parts: base.parts, crit, hit, extra: base.extra, opportunity });
    const taken = applyDamage(g, target, dealt.parts, { ...cause(attacker, attack), src: first.src, ...(crit && hit ? { critical: true } : {}) }, [...base.notes, ...dealt.notes]);
    slipperyPush(g, attacker, attack, target, taken);
    runEffects(g, base.rest, attacker, { target }, attack.name, undefined, attack.types, riderOf(attack));
  } else runEffects(g, effects, attacker, { target }, attack.name, undefined, attack.types, riderOf(attack));
}

/**
 * Damage first in a line is the target's base damage only when its subject reaches the
 * target: "non-Undead target takes 20 necrotic damage" does not reach an Undead one, which
 * then gets the line's other effects alone (§ Keywords; § Applying Damage).
 */
function reachesTheTarget(g: Game, attacker: string, e: EffectIR, target: string): boolean {
  if (!e.subject || e.subject.op === "target") return true;
  return subjectEntry(e.subject.op).includes(e.subject.args, rulesView(g), attacker, target, { target });
}

/** What an event about this attack says of it (§ Making an Attack): kind, basic, name, damage types dealt, opportunity, charge, the power that made it. */
function attackEvent(attacker: string, attack: AttackIR, target: string, opts: AttackOptions) {
  return { subject: target, actor: attacker, attackKind: attack.kind, basic: attack.basic, attackName: attack.name, defense: attack.defense, dealing: dealtTypes(attack), ...(opts.opportunity ? { opportunity: true } : {}), ...(opts.charge ? { charge: true } : {}), ...(opts.byPower ? { attackPower: opts.byPower } : {}) };
}

/** At most this many rolls of one attack against one target: each power rerolls a roll once, and this bounds them all. */
const MAX_ROLLS = 6;

/**
 * Step 6: damage and effects of one roll, then a followup if the attack hit (§ Attack Roll,
 * Followup Attack). Interrupts to the hit or miss resolve first; a cancellation among them
 * ("that attack misses", "reroll that attack roll") changes the result before anything else
 * answers it (§ Resolving Effects, Cancellation Effects).
 */
function applyResult(g: Game, attacker: string, attack: AttackIR, first: RollResult, opts: AttackOptions): void {
  const t = creatureById(g.state, first.target);
  if (t.status !== "in-play") return;
  countAttacked(g, attacker, attack, first.target);
  rememberRoundTarget(g, attacker, first.target);
  const w: RollWindow = { kind: "roll", attacker, target: first.target, attack: attack.name, hit: first.hit, crit: first.crit, cancel: null, rerolledBy: new Set(), reductions: new Map(), base: printedBaseDamage(attack) };
  withRollWindow(g, w, () => {
    let r = first;
    const ev = attackEvent(attacker, attack, r.target, opts);
    for (let rolls = 1; ; rolls++) {
      w.hit = r.hit;
      w.crit = r.crit;
      w.cancel = null;
      emit(g, { kind: r.hit ? "attack.hit" : "attack.miss", ...ev, ...(r.crit ? { crit: true } : {}), ...rollFacts(r), before: true }, undefined, () => w.cancel === null);
      if (t.status !== "in-play" || isOver(g) || w.cancel === "void") return;
      if (w.cancel === "reroll" && rolls < MAX_ROLLS) {
        r = rollAttack(g, attacker, attack, r.target, opts);
        continue;
      }
      if (w.cancel === "critical" && r.hit && !r.crit) {
        r = { ...r, crit: true };
        continue;
      }
      if (w.cancel === "normal-hit" && r.crit) {
        r = { ...r, crit: false };
        continue;
      }
      if (w.cancel === "miss" && r.hit) {
        r = { ...r, hit: false, crit: false };
        continue;
      }
      break;
    }
    if (r.hit) {
      const wasBloodied = t.hp <= t.bloodiedAt;
      // Effects this hit gives ("until it is hit") wait for the next hit.
      const held = new Set(t.effects.map((e) => e.id));
      countHit(g, attacker, attack, r.target);
      // "if it did not hit with an attack that turn" (a recharge condition) asks this.
      if (g.state.active?.creature === attacker) g.state.active.hit = true;
      // "Hits a target (already) taking ongoing poison damage": the ongoing damage it had before this hit is remembered through it.
      withOngoingBefore(g, r.target, () => {
        applyLine(g, attacker, attack, r.target, attack.hit, r.crit, true, opts.opportunity === true);
        // Noted once its damage is dealt: "targets previously hit by its Brand" are those hit before this hit.
        rememberHit(g, attacker, attack.name, r.target);
        // "On critical hit, the target is also Stunned": after the hit's own effects, never doubled (§ Attack Roll, Critical Hit).
        if (r.crit && attack.critical?.length && t.status === "in-play" && !isOver(g)) runEffects(g, attack.critical, attacker, { target: r.target }, attack.name, undefined, undefined, riderOf(attack));
        // "If this attack destroys the target, this creature is Immobilized": once the hit has destroyed it (card text).
        if (attack.ifDestroyed?.length && creatureById(g.state, r.target).status === "destroyed" && !isOver(g)) runEffects(g, attack.ifDestroyed, attacker, { target: r.target }, attack.name, undefined, undefined, riderOf(attack));
        emit(g, { kind: "attack.hit", ...ev, ...(r.crit ? { crit: true } : {}), ...rollFacts(r) });
      });
      rememberHitMade(g, attacker, attack, opts.charge === true, opts.opportunity === true);
      // "Takes 10 damage whenever it hits with a melee attack": an effect on the attacker, once the hit has resolved.
      stingOnHit(g, attacker, attack);
      // "until after it hits with an attack": the hit has resolved with the effect still on it.
      endUntil(g, attacker, "hits");
      // "until it is hit by a melee attack": the same for the creature hit, once the hit's damage has counted it.
      endUntil(g, r.target, "is-hit", attack.kind, held);
      // "-4 attack against this creature until this creature is hit by an attack": the hit creature's effects on others end.
      endBySource(g, r.target, "source-hit");
      const f = attack.followup;
      const a = creatureById(g.state, attacker);
      // "Followup if attack roll is a natural 16-20", "… if attack causes target to become bloodied": only on that outcome (card text).
      const outcome = !f?.when || ("natural" in f.when ? r.die !== undefined && r.die >= f.when.natural : !wasBloodied && t.hp <= t.bloodiedAt);
      if (f && outcome && t.status === "in-play" && a.status === "in-play" && !isOver(g)) {
        const fr = rollAttack(g, attacker, attack, r.target, opts, { bonus: f.bonus, defense: f.defense, what: `${attack.name} followup` });
        if (fr.hit) applyLine(g, attacker, attack, r.target, f.hit, fr.crit, true);
      }
    } else {
      applyLine(g, attacker, attack, r.target, attack.miss, false, false);
      emit(g, { kind: "attack.miss", ...ev, ...rollFacts(r) });
    }
    // "Hit or miss": after the hit or miss effects, whatever the roll; here those that reach the target.
    const onTarget = attack.hitOrMiss.filter(reachesTarget);
    if (onTarget.length && !isOver(g)) applyLine(g, attacker, attack, r.target, onTarget, false, r.hit);
    // "If target is destroyed by this attack, …; otherwise, …": the roll has resolved, hit or miss, and the target is still in play (card text).
    if (attack.ifNotDestroyed?.length && t.status === "in-play" && !isOver(g)) runEffects(g, attack.ifNotDestroyed, attacker, { target: r.target }, attack.name, undefined, undefined, riderOf(attack));
  });
}

/** The natural roll behind a hit or miss, and a miss conceal made, for the triggers that ask them ("hits … on a natural 17 or higher", "fails a Conceal roll"). */
const rollFacts = (r: RollResult) => ({ ...(r.die !== undefined ? { die: r.die } : {}), ...(r.concealed && !r.hit ? { concealed: true } : {}) });

/** Does the effect reach the attack's target (its default subject, "target", or "Undead target": the target while in a state)? */
function reachesTarget(e: EffectIR): boolean {
  return e.subject ? e.subject.op === "target" || e.subject.op === "target-in-state" : defaultSubjectOfEffect(e) === "target";
}

/**
 * "Hit or miss" effects that reach others than the target (the attacker, its allies)
 * happen once for the attack action, after every roll, not once per target.
 */
function afterAllRolls(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions = {}): void {
  // "Invisible until after it attacks": the attack has now resolved.
  creatureById(g.state, attacker).attacked = true;
  endUntil(g, attacker, "attacks", attack.kind);
  const once = attack.hitOrMiss.filter((e) => !reachesTarget(e));
  if (once.length && !isOver(g) && creatureById(g.state, attacker).status === "in-play") runEffects(g, once, attacker, { target, ...(opts.area ? { area: opts.area } : {}) }, attack.name, undefined, undefined, riderOf(attack));
  // A bonus for each attack of the attack action stays while the action's attacks go on (makeAttack ends it).
  endAttackBoosts(g, attacker, target, hitTally.get(g)?.attacker === attacker);
  // The after-attack window: "use after this creature resolves a melee attack" (§ Making an Attack, step 8).
  if (!isOver(g)) emit(g, { kind: "attack.resolved", ...attackEvent(attacker, attack, target, opts) });
}

/**
 * Steps 1–2: declare (a limited-use attack is checked off now) and let adjacent enemies
 * take the opportunity attacks it provokes. False if the attack is lost.
 */
/** `targets`: the creatures it is declared against (for "whenever it attacks, it takes 10 damage if it does not target this creature"). */
function declare(g: Game, attacker: string, attack: AttackIR, text: string, opts: AttackOptions, targets: string[]): boolean {
  const a = creatureById(g.state, attacker);
  if (attack.uses !== null && !opts.repeated) a.spent[attack.name] = (a.spent[attack.name] ?? 0) + 1;
  if (attack.oncePerTurn) a.usedOnTurn = { ...a.usedOnTurn, [`attack:${attack.name}`]: turnKey(g) };
  // "if it did not attack that turn" (a recharge condition) asks this.
  const turn = g.state.active;
  if (turn?.creature === attacker) {
    turn.attacked = true;
    if (!turn.attackKinds?.includes(attack.kind)) turn.attackKinds = [...(turn.attackKinds ?? []), attack.kind];
  }
  log(g, "attack", text, cause(attacker, attack), { attacker, attack: attack.name });
  rememberAttackRound(g, attacker);
  // "Recharge when this creature uses Cleave": an attack is used when it is declared (§ Rechargeable Powers).
  if (!opts.repeated) emit(g, { kind: "power.used", subject: attacker, name: attack.name });
  // "Takes 10 damage whenever it declares a non-basic attack": an effect on the attacker; if that destroys it, the attack is lost.
  stingOnDeclare(g, attacker, attack, targets);
  if (a.status !== "in-play" || isOver(g)) return false;
  // "Its ranged attacks do not provoke opportunity attacks": its power for attacks of the kind (§ Opportunity Attacks).
  if (provokes(attack) && !opts.opportunity && !attacksIgnore(g, attacker, "attacks-without-provoking", attack.kind)) {
    opportunityAttacks(g, attacker, `using ${attack.name}, ${attack.kind === "area" ? "an area" : "a ranged"} attack`);
    if (a.status !== "in-play" || isOver(g)) {
      log(g, "attack-lost", `${attack.name} is lost: ${label(a)} was destroyed by an opportunity attack`, cause(attacker, attack));
      return false;
    }
  }
  return true;
}

/** The attack in its "on target" window, per game; a redirect effect changes its target. */
interface TargetWindow {
  attacker: string;
  attack: string;
  target: string;
}
const onTarget = new WeakMap<Game, TargetWindow>();

/** A redirect effect: the attack in its "on target" window now targets `to` (§ How to Choose Targets, Redirect Effects). */
export function redirectAttack(g: Game, to: string, cause: Cause): void {
  const w = onTarget.get(g);
  if (!w) {
    log(g, "redirect", `${cause.rule}: there is no attack being targeted to redirect`, cause);
    return;
  }
  if (w.target === to) return;
  if (targetKept(g, w.attacker, w.attack)) {
    log(g, "redirect-refused", `${cause.rule} cannot redirect ${w.attack}: a power said it cannot be redirected`, cause, { target: w.target });
    return;
  }
  const barred = redirectBarred(g, w, cause);
  if (barred) {
    log(g, "redirect-refused", `${cause.rule} cannot redirect ${w.attack}: ${barred.rule} (${barred.text})`, cause, { target: w.target });
    return;
  }
  log(g, "redirect", `${cause.rule} redirects ${w.attack} from ${label(creatureById(g.state, w.target))} to ${label(creatureById(g.state, to))}`, cause, { from: w.target, to });
  w.target = to;
}

/**
 * Card text that keeps an attack on its target: "its attacks cannot be redirected" (by
 * enemies only, when it says so) on the attacker, "attacks against it cannot be
 * redirected" on the target. Restrictive card text, tier 4: no redirect overrides it.
 * ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Core Rules and Exceptions
 */
function redirectBarred(g: Game, w: TargetWindow, cause: Cause) {
  const byEnemy = cause.creature !== null && rulesView(g).areEnemies(w.attacker, cause.creature);
  return (
    contributionsTo(g, w.attacker).find((c) => c.stat === "attacks-not-redirected" || (byEnemy && c.stat === "attacks-not-redirected-by-enemies")) ??
    contributionsTo(g, w.target).find((c) => c.stat === "not-redirected")
  );
}

/** Step 4: the target is chosen; "on target" powers resolve and may redirect the attack. Returns the final target. */
function onTargetWindow(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions): string {
  const outer = onTarget.get(g);
  const w: TargetWindow = { attacker, attack: attack.name, target };
  onTarget.set(g, w);
  endOnTargeting(g, attacker, target);
  emit(g, { kind: "attack.target", ...attackEvent(attacker, attack, target, opts) });
  if (outer) onTarget.set(g, outer);
  else onTarget.delete(g);
  const final = creatureById(g.state, w.target).status === "in-play" ? w.target : target;
  // "until it is attacked": the attack has its target (§ Conditions, Duration).
  endUntil(g, final, "attacked");
  return final;
}

/**
 * A redirected attack treats its new target as standing in the original target's exact
 * space for everything about the attack: range, sight, flanking, forced movement. If the
 * attack moves it, it stays where it was moved.
 */
function standingIn<T>(g: Game, original: string, target: string, fn: () => T): T {
  if (original === target) return fn();
  const o = creatureById(g.state, original);
  const t = creatureById(g.state, target);
  const home = t.space;
  const stand = o.space && t.space ? { x: o.space.x, y: o.space.y, size: t.space.size } : t.space;
  t.space = stand;
  try {
    return fn();
  } finally {
    if (t.status === "in-play" && t.space === stand) t.space = home;
  }
}

/** Roll against the target the "on target" window settles on, then damage and effects. */
function attackTarget(g: Game, attacker: string, attack: AttackIR, chosen: string, opts: AttackOptions, declared?: TargetingWindow): void {
  const w = declared ?? targetingWindow(attacker, attack.name);
  if (w.voided) return;
  const target = withTargetingWindow(g, w, () => onTargetWindow(g, attacker, attack, chosen, opts));
  if (creatureById(g.state, attacker).status !== "in-play" || isOver(g)) return;
  // "Immune to attacks with Gaze in their name", "… that target Will", "Immune {r} attacks": the attack does nothing to it, not even a roll.
  const immune = immuneToNamed(g, target, attack.name) ?? immuneToAttacksAgainst(g, target, attack.defense) ?? immuneToAttackKind(g, target, attack.kind);
  if (immune) {
    log(g, "immune", `${label(creatureById(g.state, target))} is immune to ${attack.name} (${immune.rule}: ${immune.text})`, cause(attacker, attack), { target });
    return;
  }
  if (w.voided) return;
  const o = { ...opts, ...(target === chosen ? {} : { redirected: true }), ...(w.rolls ? { rolls: w.rolls } : {}), ...(w.natural ? { natural: w.natural } : {}) };
  const automatic = w.automatic ?? opts.automatic;
  const result = () => (w.misses ? missWithoutRoll(g, attacker, attack, target) : automatic ? hitWithoutRoll(g, attacker, attack, target, automatic.crit) : rollAttack(g, attacker, attack, target, o));
  standingIn(g, chosen, target, () => applyResult(g, attacker, attack, result(), o));
}

/** A power made the attack an automatic (critical) hit before its roll: it hits without one (§ Attack Roll, Automatic Hit). */
function hitWithoutRoll(g: Game, attacker: string, attack: AttackIR, target: string, crit: boolean): RollResult {
  log(g, "roll-result", `${attack.name}: ${crit ? "a critical hit" : "an automatic hit"} against ${label(creatureById(g.state, target))} without a roll (a power)`, cause(attacker, attack), { hit: true, crit, target, automatic: true });
  return { target, hit: true, crit };
}

/** A cancellation before the roll ("when targeted: that attack misses"): no roll is made, the attack misses. */
function missWithoutRoll(g: Game, attacker: string, attack: AttackIR, target: string): RollResult {
  log(g, "roll-result", `${attack.name}: misses ${label(creatureById(g.state, target))} without a roll (cancelled)`, cause(attacker, attack), { hit: false, crit: false, target });
  return { target, hit: false, crit: false };
}

/** One melee or ranged attack against one target, declared and resolved (§ Making an Attack). */
export function resolveAttack(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions = {}): void {
  const a = creatureById(g.state, attacker);
  const t = creatureById(g.state, target);
  const verb = opts.opportunity ? "makes an opportunity attack on" : opts.charge ? "charges and attacks" : "attacks";
  if (!declare(g, attacker, attack, `${label(a)} ${verb} ${label(t)} with ${attack.name}`, opts, [target])) return;
  if (t.status !== "in-play") return;
  // The window for "when declaring an attack" powers; the "on target" window follows (§ Common Triggered Powers, Default Condition).
  const w = targetingWindow(attacker, attack.name);
  withTargetingWindow(g, w, () => emit(g, { kind: "attack.declare", ...attackEvent(attacker, attack, target, opts) }));
  if (a.status !== "in-play" || t.status !== "in-play" || isOver(g)) return;
  attackTarget(g, attacker, attack, target, opts, w);
}

/**
 * An attack action with a melee or ranged attack: the first target, then, for "make N
 * attacks", each repeated attack serially with its own target (§ Attack Roll, Repeated Attacks).
 */
export function makeAttack(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions = {}): number {
  const mark = laterMark(g);
  const outer = hitTally.get(g);
  const tally: HitTally = { attacker, attack, target, hits: new Map(), attacked: [] };
  hitTally.set(g, tally);
  try {
    repeatedAttacks(g, attacker, attack, target, opts);
  } finally {
    if (outer) hitTally.set(g, outer);
    else hitTally.delete(g);
  }
  endActionBoosts(g, attacker);
  afterHits(g, tally);
  afterAllAttacks(g, attacker, attack, tally.attacked);
  afterAllRolls(g, attacker, attack, target, opts);
  makeLaterAttacks(g, mark);
  // How many of its rolls hit: "if that attack misses, …" asks it (power-attacks.ts).
  return [...tally.hits.values()].reduce((n, h) => n + h, 0);
}

/**
 * "That ally repeats that attack against the same target": the attack `attacker` is
 * resolving is queued to be made again once it has resolved (runtime/ddm/attack-repeats.ts),
 * against the creature it attacked last or, by `targets`, another.
 * ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)
 */
export function repeatResolvingAttack(g: Game, attacker: string, targets: "any" | "same" | "different", cause: Cause): void {
  const t = hitTally.get(g);
  const target = t?.attacker === attacker ? (t.attacked.at(-1) ?? t.target) : undefined;
  if (!t || target === undefined) {
    log(g, "attack", `${label(creatureById(g.state, attacker))} is making no attack to repeat (${cause.rule})`, cause, { creature: attacker });
    return;
  }
  log(g, "attack", `${label(creatureById(g.state, attacker))} will make ${t.attack.name} again (${cause.rule})`, cause, { creature: attacker });
  queueLaterAttack(g, { what: "again", kind: null, name: null, targets, max: null }, target, { creature: attacker, rule: t.attack.name, src: cause.src });
}


function countAttacked(g: Game, attacker: string, attack: AttackIR, target: string): void {
  const t = hitTally.get(g);
  if (t && t.attacker === attacker && t.attack === attack && !t.attacked.includes(target)) t.attacked.push(target);
}

/**
 * "after all attacks: push the target 2": once every roll of the action has resolved, the
 * effects reach each creature attacked, hit or missed, in the order attacked (cards' "after
 * all attacks are resolved"; § Resolving Effects, Simultaneous Effects).
 */
function afterAllAttacks(g: Game, attacker: string, attack: AttackIR, attacked: string[]): void {
  if (!attack.afterAll?.length) return;
  for (const target of attacked) {
    if (isOver(g) || creatureById(g.state, attacker).status !== "in-play") return;
    if (creatureById(g.state, target).status === "in-play") runEffects(g, attack.afterAll, attacker, { target }, attack.name, undefined, attack.types, riderOf(attack));
  }
}

/** How many of the attack action's attacks have hit the target so far (1 outside a repeated attack). */
function hitsOn(g: Game, attacker: string, attack: AttackIR, target: string): number {
  const t = hitTally.get(g);
  return t && t.attacker === attacker && t.attack === attack ? (t.hits.get(target) ?? 0) : 1;
}

function countHit(g: Game, attacker: string, attack: AttackIR, target: string): void {
  const t = hitTally.get(g);
  if (t && t.attacker === attacker && t.attack === attack) t.hits.set(target, (t.hits.get(target) ?? 0) + 1);
}

/**
 * "if both hit: the target is also Dazed": once every repeated attack has resolved,
 * the riders reach each target that at least that many of them hit.
 * ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)
 */
function afterHits(g: Game, tally: HitTally): void {
  const rider = tally.attack.ifHit;
  if (!rider || creatureById(g.state, tally.attacker).status !== "in-play") return;
  for (const [target, n] of tally.hits) {
    if (n < rider.count || isOver(g) || creatureById(g.state, target).status !== "in-play") continue;
    log(g, "attack", `${tally.attack.name}: ${n} attacks hit ${label(creatureById(g.state, target))}`, { ...cause(tally.attacker, tally.attack), src: rider.src }, { target, hits: n });
    runEffects(g, rider.effects, tally.attacker, { target }, tally.attack.name, undefined, undefined, riderOf(tally.attack));
  }
}

/**
 * A repeated attack's limits on its next target: "at most 2 per target" (no more than that many of
 * the action's attacks against one creature) and "targets within 4 of each other" (near every target
 * chosen before; 1 is adjacent). ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); card text
 */
function withinLimits(g: Game, attack: AttackIR, chosen: string[], next: string): boolean {
  if (attack.perTarget !== undefined && chosen.filter((t) => t === next).length >= attack.perTarget) return false;
  if (attack.spread === undefined) return true;
  const at = creatureById(g.state, next).space;
  return chosen.every((t) => {
    // A target the action destroyed is measured from the space it occupied (state.ts lastSpace).
    const earlier = creatureById(g.state, t);
    const before = earlier.space ?? earlier.lastSpace;
    if (!at || !before || t === next) return t === next;
    return attack.spread === 1 ? g.grid.adjacent(at, before) : g.grid.distance(at, before) <= attack.spread!;
  });
}

function repeatedAttacks(g: Game, attacker: string, attack: AttackIR, target: string, opts: AttackOptions): void {
  const a = creatureById(g.state, attacker);
  // "Make 1 attack against each adjacent enemy": every other enemy it can target when the attack is made, in board order, no choice.
  const others = attack.eachEnemy
    ? checkTargets(g, attacker, attack).filter((c) => c.ok && c.target !== target && creatureById(g.state, c.target).side !== a.side)
    : (opts.alsoAgainst ?? []).map((t) => ({ target: t }));
  resolveAttack(g, attacker, attack, target, opts);
  const chosen = [target];
  if (attack.eachEnemy || opts.alsoAgainst) {
    for (const c of others) {
      if (a.status !== "in-play" || isOver(g)) return;
      if (creatureById(g.state, c.target).status !== "in-play") continue;
      log(g, "attack", `${label(a)} makes ${attack.name} against ${label(creatureById(g.state, c.target))} too (each enemy)`, cause(attacker, attack), { attacker, target: c.target, attack: attack.name });
      attackTarget(g, attacker, attack, c.target, opts);
    }
    return;
  }
  for (let i = 2; i <= attack.repeat; i++) {
    if (a.status !== "in-play" || isOver(g)) return;
    const legal = checkTargets(g, attacker, attack).filter(
      (c) => c.ok && (attack.repeatTargets === "same" ? c.target === target : attack.repeatTargets === "different" ? !chosen.includes(c.target) : true) && withinLimits(g, attack, chosen, c.target),
    );
    if (legal.length === 0) {
      log(g, "attack-lost", `${attack.name}: no legal target for attack ${i} of ${attack.repeat}`, cause(attacker, attack));
      return;
    }
    const next = ask(g, {
      player: a.owner,
      kind: "attack-target",
      prompt: `${label(a)}: target of ${attack.name}, attack ${i} of ${attack.repeat}`,
      options: legal.map((c) => ({ id: c.target, label: label(creatureById(g.state, c.target)), legal: true })),
    });
    chosen.push(next);
    log(g, "attack", `${label(a)} repeats ${attack.name} against ${label(creatureById(g.state, next))} (${i} of ${attack.repeat})`, cause(attacker, attack), { attacker, target: next, attack: attack.name });
    attackTarget(g, attacker, attack, next, opts);
  }
}

/**
 * An attack with a move before it ("after moving 4") or during it ("during moving speed"):
 * the creature moves (or shifts) by its controller's choice, then chooses a target it can
 * attack from there; during a move it may go on with the squares left afterwards. Leaving
 * squares next to enemies provokes as a move does; a shift provokes nothing. A move of
 * "at least N" squares (the cards' "minimum N squares") must use that much movement in
 * all: before the attack when the attack follows the move, else by the end of the move;
 * a creature that cannot move that far before it attacks loses the attack. A close attack is
 * placed from where the creature then stands ("move 5 squares, then make 1 attack against each
 * creature within 2 squares").
 * ddm-battle-rules-2011.txt § Move Actions (Move, Shift); § Making an Attack; § Close Attacks
 */
export function approachAttack(g: Game, attacker: string, attack: AttackIR): void {
  const ap = attack.approach!;
  const c = cause(attacker, attack);
  const allowance = approachSquares(g, attacker, ap.squares);
  const how = ap.mode ? { mode: ap.mode } : {};
  if (attack.eachEntered || attack.oneEntered || attack.besideEntered) {
    passingAttack(g, attacker, attack, allowance, how);
    return;
  }
  const least = ap.minimum ?? 0;
  const used = moveByPower(g, attacker, ap.verb, allowance, c, { ...how, ...(least && !ap.during ? { minimum: least } : {}) });
  const a = creatureById(g.state, attacker);
  if (a.status !== "in-play" || isOver(g)) return;
  if (used < least && !ap.during) {
    log(g, "attack-lost", `${attack.name}: ${label(a)} moved ${used} of the ${least} squares it must move first`, c);
    return;
  }
  if (attack.kind === "close") closeFromHere(g, attacker, attack);
  else attackFromHere(g, attacker, attack);
  if (ap.during && allowance - used > 0 && a.status === "in-play" && !isOver(g)) moveByPower(g, attacker, ap.verb, allowance - used, c, { ...how, ...(least > used ? { minimum: least - used } : {}) });
}

/** The squares of an attack's move: a number, its speed, or twice its speed (a card's "moves up to twice its Speed"). */
export function approachSquares(g: Game, attacker: string, squares: number | "speed" | "twice speed"): number {
  if (typeof squares === "number") return squares;
  return speedOf(g, attacker).value * (squares === "twice speed" ? 2 : 1);
}

/** After the move, a target its player picks among those it can attack from where it stands. */
function attackFromHere(g: Game, attacker: string, attack: AttackIR): void {
  const a = creatureById(g.state, attacker);
  const legal = checkTargets(g, attacker, attack).filter((t) => t.ok);
  if (legal.length === 0) log(g, "attack-lost", `${attack.name}: no target in reach from ${a.space!.x},${a.space!.y}`, cause(attacker, attack));
  else {
    const target = ask(g, {
      player: a.owner,
      kind: "attack-target",
      prompt: `${label(a)}: target of ${attack.name}`,
      options: legal.map((t) => ({ id: t.target, label: label(creatureById(g.state, t.target)), legal: true })),
    });
    makeAttack(g, attacker, attack, target);
  }
}

/** After the move, a close attack placed where its player picks among the placements from where it stands. */
function closeFromHere(g: Game, attacker: string, attack: AttackIR): void {
  const a = creatureById(g.state, attacker);
  const places = placements(g, attacker, attack);
  if (places.length === 0) {
    log(g, "attack-lost", `${attack.name}: no placement from ${a.space!.x},${a.space!.y} affects an enemy`, cause(attacker, attack));
    return;
  }
  const pick = ask(g, {
    player: a.owner,
    kind: "attack-target",
    prompt: `${label(a)}: where to use ${attack.name}`,
    options: places.map((p) => ({ id: p.id, label: p.label, legal: true })),
  });
  resolveAreaAttack(g, attacker, attack, places.find((p) => p.id === pick)!);
}

/**
 * "Move up to 4 squares and make 1 attack against each enemy occupying squares entered
 * during that move": the whole move (the shortest route to the square its player picks;
 * only a creature that may pass through enemies enters their squares), then one roll
 * against each enemy it entered, in the order entered, whatever the reach from where it
 * ends (its targets' states still apply), as one attack action; "against 1 enemy whose
 * space is entered": one roll, against the one of them its player picks.
 * ddm-battle-rules-2011.txt § Move Actions (Move); § Movement Modes; § Making an Attack
 */
function passingAttack(g: Game, attacker: string, attack: AttackIR, allowance: number, how: { mode?: string }): void {
  const ap = attack.approach!;
  const entered: string[] = [];
  moveByPower(g, attacker, ap.verb, allowance, cause(attacker, attack), { ...how, entered, ...(ap.minimum ? { minimum: ap.minimum } : {}) });
  const a = creatureById(g.state, attacker);
  if (a.status !== "in-play" || isOver(g)) return;
  const passed = attack.besideEntered ? besidePath(g, attacker) : entered;
  const foes = passed.filter((t) => creatureById(g.state, t).status === "in-play" && creatureById(g.state, t).side !== a.side && qualifiesAsTarget(g, attacker, attack, t));
  if (foes.length === 0) {
    log(g, "attack-lost", `${attack.name}: the move ${attack.besideEntered ? "passed beside" : "entered"} no enemy's space`, cause(attacker, attack));
    return;
  }
  if (attack.oneEntered) {
    // "against 1 enemy whose space is entered": its player picks which one.
    const target = ask(g, {
      player: a.owner,
      kind: "attack-target",
      prompt: `${label(a)}: target of ${attack.name}`,
      options: foes.map((t) => ({ id: t, label: label(creatureById(g.state, t)), legal: true })),
    });
    makeAttack(g, attacker, attack, target);
    return;
  }
  makeAttack(g, attacker, attack, foes[0]!, { alsoAgainst: foes.slice(1) });
}

/**
 * "… against each enemy adjacent to squares entered": the creatures next to a square of the
 * path its move just entered (not the square it started in), each once, in the order reached.
 * ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack
 */
function besidePath(g: Game, mover: string): string[] {
  const out: string[] = [];
  for (const p of g.state.enteredByPower?.[mover] ?? []) {
    for (const c of inPlay(g.state)) if (c.id !== mover && c.space && !out.includes(c.id) && g.grid.adjacent(p, c.space)) out.push(c.id);
  }
  return out;
}

/**
 * A close or area attack: a separate roll against each creature in the area, then the
 * damage and effects of all of them (§ Close Attacks, Multiple Targets; § Area Attacks).
 */
export function resolveAreaAttack(g: Game, attacker: string, attack: AttackIR, placement: Placement): void {
  // "whenever this creature includes a lower-level ally in the area of a {c} attack": known while the attack resolves.
  withAttackArea(g, attacker, placement.targets, () => resolveArea(g, attacker, attack, placement));
}

function resolveArea(g: Game, attacker: string, attack: AttackIR, placement: Placement): void {
  const a = creatureById(g.state, attacker);
  const mark = laterMark(g);
  if (!declare(g, attacker, attack, `${label(a)} uses ${attack.name}, ${placement.label}`, { origin: placement.origin }, placement.targets)) return;
  const opts: AttackOptions = { origin: placement.origin, area: placement.squares };
  // The window for "when declaring an attack" powers, once for the whole area (§ Making an Attack, Declare the Attack):
  // "that attack has no effect" loses it, "that attack misses" makes every roll a miss.
  const declared = targetingWindow(attacker, attack.name);
  withTargetingWindow(g, declared, () => emit(g, { kind: "attack.declare", ...attackEvent(attacker, attack, placement.targets[0] ?? attacker, opts) }));
  if (declared.voided || a.status !== "in-play" || isOver(g)) return;
  // Each creature in the area is targeted: its "on target" powers answer before the rolls, and a
  // redirect gives that creature's roll to another, which stands in its space for the roll and
  // what follows (§ Making an Attack, Choose Targets; § How to Choose Targets, Redirect Effects).
  // The rulebook does not limit redirects to one-target attacks; a redirect onto a creature the
  // area already holds gives it that roll as well as its own.
  const aimed: { chosen: string; target: string; cancelled: boolean }[] = [];
  for (const t of placement.targets) {
    if (isOver(g) || a.status !== "in-play") return;
    if (creatureById(g.state, t).status !== "in-play") continue;
    // "That attack cannot be redirected", said as the attack was declared, holds for each creature in the area.
    const w = { ...targetingWindow(attacker, attack.name), ...(declared.kept ? { kept: true } : {}) };
    const target = withTargetingWindow(g, w, () => onTargetWindow(g, attacker, attack, t, opts));
    if (w.voided) continue;
    aimed.push({ chosen: t, target, cancelled: w.misses === true || declared.misses });
  }
  // Its player orders the rolls against the targets (§ Resolving Effects, Simultaneous Effects).
  const nameOf = (x: (typeof aimed)[number]) => label(creatureById(g.state, x.target)) + (x.target === x.chosen ? "" : ` (for ${label(creatureById(g.state, x.chosen))})`);
  const order = inActingOrder(g, a.owner, aimed.filter((x) => creatureById(g.state, x.target).status === "in-play"), (x) => x.chosen, nameOf, `${label(a)}: ${attack.name}`);
  const optsFor = (x: (typeof aimed)[number]): AttackOptions => (x.target === x.chosen ? opts : { ...opts, redirected: true });
  const rolls = order.map((x) => standingIn(g, x.chosen, x.target, () => (x.cancelled ? missWithoutRoll(g, attacker, attack, x.target) : rollAttack(g, attacker, attack, x.target, optsFor(x)))));
  for (const [i, r] of rolls.entries()) {
    if (isOver(g)) return;
    const x = order[i]!;
    standingIn(g, x.chosen, x.target, () => applyResult(g, attacker, attack, r, optsFor(x)));
  }
  afterAllAttacks(g, attacker, attack, rolls.map((r) => r.target));
  afterAllRolls(g, attacker, attack, placement.targets[0] ?? attacker, opts);
  makeLaterAttacks(g, mark);
}

/** The power letting `id` make opportunity attacks against `mover` where it stands, not adjacent: within its reach or N squares. */
function opportunityReach(g: Game, id: string, mover: string) {
  const v = rulesView(g);
  return contributionsTo(g, id).find((c) => c.stat === "opportunity-attacks-within" && v.distance(id, mover) <= (c.amount > 0 ? c.amount : (v.reach?.(id) ?? 1)));
}

/**
 * The basic attacks the creature could make against `target` as an opportunity attack; its
 * player chooses one. Only basic melee and basic ranged attacks (the card's two basic
 * glyphs): a close or area attack is never one, marked basic or not, since it is not made
 * against one adjacent enemy. ddm-battle-rules-2011.txt § Opportunity Attacks (Choose a Basic Attack)
 */
function opportunityAttacksOf(g: Game, id: string, target: string): AttackIR[] {
  const card = cardOf(g, creatureById(g.state, id).card);
  // "Usable on opportunity attacks": card text adds that attack to the basic ones.
  return card.attacks.filter((x) => (x.basic || x.onOpportunity) && (x.kind === "melee" || x.kind === "ranged") && usesLeft(g, id, x) && mayTarget(g, id, x, target).allowed);
}

/**
 * May `id` take an opportunity attack against `mover` now? A free action, once per
 * turn, against an adjacent enemy it can see, with a basic attack that can target it.
 * ddm-battle-rules-2011.txt § Opportunity Attacks
 */
export function mayTakeOpportunityAttack(g: Game, id: string, mover: string): Ruling {
  const c = creatureById(g.state, id);
  const m = creatureById(g.state, mover);
  const forbid = (text: string, restriction: string): Verdict => ({ tier: 2, polarity: "cannot", rule: "core: opportunity attacks", text, src: null, restriction });
  const verdicts: Verdict[] = [{ tier: 0, polarity: "can", rule: "core: opportunity attacks", text: "an adjacent enemy provoked an opportunity attack (free action)", src: null }];
  if (c.status !== "in-play" || !c.space || !m.space) return decide([...verdicts, forbid("not on the battlefield", "in play")]);
  if (c.side === m.side) verdicts.push(forbid("only enemies provoke", "enemies"));
  if (c.oaTurn === g.state.turn) verdicts.push(forbid("one opportunity attack per turn", "once per turn"));
  if (!g.grid.adjacent(c.space, m.space)) {
    verdicts.push(forbid("only adjacent enemies; reach does not count", "adjacent"));
    // "Can make opportunity attacks against enemies within reach": card text naming the restriction it breaks (tier 3).
    const far = opportunityReach(g, id, mover);
    if (far) verdicts.push({ tier: 3, polarity: "can", rule: far.rule, text: far.text, src: far.src, breaks: "adjacent" });
  }
  if (!sees(g, id, mover)) verdicts.push(forbid("needs line of sight to the provoking creature", "line of sight"));
  if (opportunityAttacksOf(g, id, mover).length === 0) verdicts.push(forbid("no basic melee or ranged attack that can target it", "basic attack"));
  // "Cannot be attacked by opportunity attacks": card text that forbids them against the mover (§ Core Rules and Exceptions: a card's restriction).
  const spared = spareFromOpportunityAttacks(g, mover);
  if (spared) verdicts.push({ tier: 4, polarity: "cannot", rule: spared.rule, text: spared.text, src: spared.src, restriction: "opportunity attack against it" });
  // Conditions and cards that forbid opportunity attacks (Dazed, Blinded) speak here too.
  for (const v of verdictsFor(g, id, "opportunity attack")) if (v.tier > 0 && v.rule !== "core: actions") verdicts.push(v);
  return decide(verdicts);
}

/**
 * Enemies adjacent to the acting creature may each make one opportunity attack per
 * turn; each is offered to its controller, and they resolve before the action that
 * provoked them; if the mover is destroyed, the rest are not taken (§ Opportunity Attacks; A-46).
 * `only` narrows who may (a flier past its first square: flying enemies, A-64).
 */
export function opportunityAttacks(g: Game, mover: string, reason: string, only?: (enemy: string) => boolean): void {
  const m = creatureById(g.state, mover);
  // "Whenever an adjacent enemy provokes an opportunity attack": the act provokes once, whoever may answer it (§ Opportunity Attacks);
  // a shift provokes only the enemies whose powers say so (`only`).
  if (inPlay(g.state).some((e) => e.side !== m.side && e.space && (!only || only(e.id)) && (g.grid.adjacent(m.space!, e.space) || opportunityReach(g, e.id, mover)))) {
    emit(g, { kind: "opportunity.provoked", actor: mover });
    if (m.status !== "in-play" || isOver(g)) return;
  }
  const taking: { e: typeof m; attack: string }[] = [];
  for (const e of inPlay(g.state)) {
    if (only && !only(e.id)) continue;
    // Only adjacent enemies can (or those whose powers reach farther); the full ruling is asked of those alone.
    if (e.side === m.side || !(g.grid.adjacent(m.space!, e.space!) || opportunityReach(g, e.id, mover)) || !mayTakeOpportunityAttack(g, e.id, mover).allowed) continue;
    const chosen = offerOpportunityAttack(g, e.id, mover, reason);
    if (chosen !== null) taking.push({ e, attack: chosen });
  }
  // The acting player orders them; each resolves in full, and none is taken once the mover is gone (A-46).
  const acting = g.state.active ? creatureById(g.state, g.state.active.creature).owner : m.owner;
  for (const { e, attack: chosen } of inActingOrder(g, acting, taking, (x) => x.e.id, (x) => `${label(x.e)}'s opportunity attack`, `opportunity attacks on ${label(m)}`)) {
    if (m.status !== "in-play" || isOver(g)) return;
    if (e.status !== "in-play" || !mayTakeOpportunityAttack(g, e.id, mover).allowed) continue;
    takeOpportunityAttack(g, e.id, mover, chosen);
  }
}

/** Offers `id`'s player an opportunity attack on `mover`: the basic attack picked ("attack" the first that can, "attack:<name>" another), or null if declined. */
function offerOpportunityAttack(g: Game, id: string, mover: string, reason: string): string | null {
  const e = creatureById(g.state, id);
  const attacks = opportunityAttacksOf(g, id, mover);
  // "Must make opportunity attacks when it can": card text takes the choice away (§ Opportunity Attacks; § Core Rules and Exceptions).
  const bound = contributionsTo(g, id).find((c) => c.stat === "must-make-opportunity-attacks");
  const choice = ask(g, {
    player: e.owner,
    kind: "opportunity-attack",
    prompt: `${label(e)} may make an opportunity attack on ${label(creatureById(g.state, mover))} (${reason})`,
    options: [
      ...attacks.map((x, i) => ({ id: i === 0 ? "attack" : `attack:${x.name}`, label: `opportunity attack with ${x.name}`, legal: true })),
      { id: "decline", label: "decline", legal: !bound, ...(bound ? { why: `${bound.rule}: ${bound.text}` } : {}) },
    ],
  });
  return choice === "decline" ? null : choice === "attack" ? attacks[0]!.name : choice.slice("attack:".length);
}

/** The opportunity attack resolves in full; it is the creature's one for this turn. */
function takeOpportunityAttack(g: Game, id: string, mover: string, chosen: string): void {
  const e = creatureById(g.state, id);
  const usable = opportunityAttacksOf(g, id, mover);
  const attack = usable.find((x) => x.name === chosen) ?? usable[0]!;
  e.oaTurn = g.state.turn;
  const mark = laterMark(g);
  resolveAttack(g, id, attack, mover, { opportunity: true });
  afterAllRolls(g, id, attack, mover, { opportunity: true });
  makeLaterAttacks(g, mark);
}

/**
 * "Make an opportunity attack against that enemy": a power grants `id` an opportunity
 * attack with nothing provoking it. It is one in every other way: against an adjacent enemy
 * it can see, with a basic attack that can target it, its one for the turn; its player may
 * decline. ddm-battle-rules-2011.txt § Opportunity Attacks
 */
export function opportunityAttackByPower(g: Game, id: string, target: string, cause: Cause): void {
  const ruling = mayTakeOpportunityAttack(g, id, target);
  const who = label(creatureById(g.state, id));
  if (!ruling.allowed) {
    const why = ruling.verdicts.filter((v) => v.polarity === "cannot").map((v) => v.text).join("; ");
    log(g, "attack", `${who} cannot make an opportunity attack on ${label(creatureById(g.state, target))} (${cause.rule}): ${why}`, cause, { creature: id });
    return;
  }
  const chosen = offerOpportunityAttack(g, id, target, cause.rule);
  if (chosen !== null) takeOpportunityAttack(g, id, target, chosen);
}
