// Running effects (the EffectHost the registry's handlers call), conditions with their
// durations, ongoing damage and saving throws.
import { chooseAlternative, withChoicesMade } from "./choices.js";
import { rollOnTable, withRollsMade } from "./roll-tables.js";
import type { DurationIR, EffectIR, UntilEvent } from "../../compiler/ir.js";
import { defaultSubjectOfEffect, effectEntry, modifierEntry, subjectEntry } from "../../compiler/primitives/index.js";
import type { Cause, EffectHost, Participants, Saving } from "../../compiler/primitives/host.js";
import { opportunityAttackByPower, opportunityAttacks, redirectAttack, repeatResolvingAttack } from "./attack.js";
import { queueLaterAttack } from "./attack-repeats.js";
import { attackAsIfDominated } from "./dominate.js";
import { chargeByPower } from "./charge.js";
import { applyDamage, attackOf, destroy, halveHitPoints, heal, takeDamageInstead } from "./damage.js";
import { ask, log, roll, type Game } from "./game.js";
import { immuneToChampionPowersOf, immuneToNamed, immuneToTypes } from "./continuous.js";
import { forcedMove, isLegalPosition, placeWhere, switchPositions, teleport } from "./movement.js";
import { moveByPower } from "./power-movement.js";
import { addFollowingTurns } from "./following-turns.js";
import { endingTest } from "./move-endings.js";
import { endEffectsByPower } from "./ending-effects.js";
import { attacksByPower, basicAttackByPower, boostAttack, moveMakingAttack, spendImmediateAction } from "./power-attacks.js";
import { endLaidTerrain, layTerrain } from "./laid-terrain.js";
import { placeIn } from "./placing.js";
import { newCreature, summon } from "./new-creatures.js";
import { addExtraActivations, addInitiativeDice, chooseOpponentsFirst, doubleVictoryAreas, scoreVpByPower } from "./round-effects.js";
import { opponentScoresVp, spendVp } from "./vp-costs.js";
import { lendMount } from "./mounts.js";
import { changeChampionUses } from "./champion-uses.js";
import { attackActionNames, powersOf, rechargeNamed, spendAllUses } from "./powers.js";
import { addRoundContest, type RoundContest } from "./round-contests.js";
import { noOccupationVpThisRound, occupantsScoreAtRoundEnd, scoreEachAtRoundEnd, scoreIfAreaKept } from "./round-scoring.js";
import { rollSave, saveOutcome } from "./save-windows.js";
import { emit } from "./events.js";
import { cancelChampionPower } from "./champion-windows.js";
import { cancelMovement } from "./move-windows.js";
import { cancelCritical, cancelHit, cancelHitOnBaseRoll, voidAttack, forceHit, keepTarget, reduceDamage, rerollAttack, rerollConceal, rerollKeepingHigher, rollTwice, setAttackRoll, spareFromDestruction, destroyLater } from "./attack-windows.js";
import type { Space } from "../geometry/geometry.js";
import { creatureById, inPlay, label, type ActiveEffect, type CreatureState } from "./state.js";
import { contributionsTo, damageDefencesOf } from "./values.js";
import { creatureHasKeyword, rulesView } from "./view.js";
import { addCumulativeModifier } from "./cumulative.js";
import { definingCard, putBack, takeOffMap } from "./card-conditions.js";
import { countAsActivated, holdInReserve, placeNear, putBackWhereLeft, removeFromMap } from "./off-map.js";
import { addCounters, clearCounters } from "./counters.js";
import { conditionAtEndOfNextTurn, damageAtEndOfNextTurn, dealDelayedDamage } from "./delayed-damage.js";

/** A duration as the runtime passes it on: a "save ends both" line's group travels with it. */
type GroupedDuration = DurationIR & { saveGroup?: number };

export function effectHost(g: Game): EffectHost {
  return {
    ...rulesView(g),
    damage: (target, parts, cause) => void applyDamage(g, target, parts, cause),
    heal: (target, amount, cause) => heal(g, target, amount, cause),
    destroy: (target, cause) => destroy(g, target, cause),
    laterAttack: (target, later, cause) => queueLaterAttack(g, later, target, cause),
    repeatAttack: (attacker, targets, cause) => repeatResolvingAttack(g, attacker, targets, cause),
    bonusHp: (target, amount, cause) => bonusHp(g, target, amount, cause),
    startingHp: (target, hp, cause) => startingHp(g, target, hp, cause),
    summon: (card, near, squares, cause) => summon(g, card, near, squares, cause),
    newCreature: (self, pick, place, cause) => newCreature(g, self, pick, place, cause),
    addCondition: (target, condition, duration, cause) => addCondition(g, target, condition, duration, cause),
    provoke: (target, cause, keyword) => opportunityAttacks(g, target, `${cause.rule}: it provokes opportunity attacks`, keyword === undefined ? undefined : (e) => creatureHasKeyword(g, e, keyword.keyword)),
    addModifier: (target, modifier, duration, cause, gate) => addModifier(g, target, modifier, duration, cause, gate),
    addCumulativeModifier: (target, modifier, max, duration, cause) => addCumulativeModifier(g, target, modifier, max, duration, cause),
    restrictFor: (target, verb, duration, cause) => restrictFor(g, target, verb, duration, cause),
    addOngoing: (target, amount, type, cause, duration) => addOngoing(g, target, amount, type, cause, duration),
    increaseOngoing: (target, amount, type, cause) => increaseOngoing(g, target, amount, type, cause),
    forcedMove: (target, kind, squares, cause, provoking, exactly, limits) => forcedMove(g, target, kind, squares, cause, provoking, exactly, limits),
    redirect: (target, cause) => redirectAttack(g, target, cause),
    moveBy: (target, verb, squares, cause, how) => void moveByPower(g, target, verb, squares, cause, how),
    followingTurns: (creature, turns, cause) => addFollowingTurns(g, creature, turns, cause),
    spendAllUses: (creature, name, cause) => spendAllUses(g, creature, name, cause),
    teleport: (target, squares, cause, ending) => teleport(g, target, squares, cause, endingTest(g, target, ending)),
    place: (target, cause, ending) => placeWhere(g, target, endingTest(g, target, ending), cause, ending.inSpaceOf),
    spendImmediateAction: (creature, cause) => spendImmediateAction(g, creature, cause),
    basicAttack: (attacker, kind, target, cause, boosts, except, critical) => basicAttackByPower(g, attacker, kind, target, cause, boosts, except, critical),
    opportunityAttack: (attacker, target, cause) => opportunityAttackByPower(g, attacker, target, cause),
    chargeAt: (charger, target, cause) => chargeByPower(g, charger, target, cause),
    attacksByPower: (attacker, pick, count, cause, against, except) => attacksByPower(g, attacker, pick, count, cause, against ?? null, except ?? null),
    moveMakingAttack: (target, pick, cause, least) => moveMakingAttack(g, target, pick, cause, least),
    layTerrain: (centre, where, span, cause) => layTerrain(g, centre, where, span, cause),
    recharge: (creature, names, cause) => rechargeNamed(g, creature, names, cause),
    rechargeAttack: (creature, cause) => rechargeNamed(g, creature, attackActionNames(g, creature), cause),
    boostAttack: (attacker, stat, amount, cause, damageType, against, wholeAction) => boostAttack(g, attacker, stat, amount, cause, damageType, against, wholeAction),
    attackAsIfDominated: (target, cause) => attackAsIfDominated(g, target, cause),
    placeIn: (target, area, cause) => placeIn(g, target, area, cause),
    removeFromMap: (target, cause) => removeFromMap(g, target, cause),
    holdInReserve: (self, count, kind, cause) => holdInReserve(g, self, count, kind, cause),
    placeNear: (target, cause, near) => placeNear(g, target, cause, near),
    putBackWhereLeft: (target, cause) => putBackWhereLeft(g, target, cause),
    countAsActivated: (target, cause) => countAsActivated(g, target, cause),
    addCounters: (target, name, count, cause) => addCounters(g, target, name, count, cause),
    clearCounters: (target, name, cause) => clearCounters(g, target, name, cause),
    choose: (target, options, cause, byOpponent) => {
      if (!cause.creature) return;
      const picked = chooseAlternative(g, cause.creature, `${cause.rule}: choose one`, options as EffectIR[][], byOpponent);
      runEffects(g, picked, cause.creature, { target }, cause.rule);
    },
    scoreVp: (self, vp, cause) => scoreVpByPower(g, self, vp, cause),
    lendMount: (mount, rider, cause) => lendMount(g, mount, rider, cause),
    spendVp: (self, vp, cause) => spendVp(g, self, vp, cause),
    opponentScoresVp: (self, vp, cause) => opponentScoresVp(g, self, vp, cause),
    championUses: (target, change, cause) => changeChampionUses(g, target, change, cause),
    cancelChampionPower: (cause) => cancelChampionPower(g, cause),
    initiativeDice: (self, dice, cause) => addInitiativeDice(g, self, dice, cause),
    extraActivations: (self, creatures, cause) => addExtraActivations(g, self, creatures, cause),
    chooseOpponentsFirst: (self, cause) => chooseOpponentsFirst(g, self, cause),
    doubleVictoryAreas: (cause) => doubleVictoryAreas(g, cause),
    roundContest: (contest, vp, cause) => addRoundContest(g, contest as RoundContest, vp, cause),
    scoreEachAtRoundEnd: (self, vp, who, cause) => scoreEachAtRoundEnd(g, self, vp, who, cause),
    scoreIfAreaKept: (self, creature, vp, cause) => scoreIfAreaKept(g, self, creature, vp, cause),
    occupantsScoreAtRoundEnd: (self, vp, cause) => occupantsScoreAtRoundEnd(g, self, vp, cause),
    noOccupationVpThisRound: (id, cause) => noOccupationVpThisRound(g, id, cause),
    cancelHit: (cause) => cancelHit(g, cause),
    cancelHitOnBaseRoll: (cause) => cancelHitOnBaseRoll(g, cause),
    cancelMovement: (target, cause) => cancelMovement(g, target, cause),
    ignoreCondition: (cause) => ignoreCondition(g, cause),
    conditionDuration: (duration, cause) => conditionDuration(g, duration, cause),
    voidAttack: (cause) => voidAttack(g, cause),
    rerollAttack: (cause) => rerollAttack(g, cause),
    rollTwice: (cause, dice) => rollTwice(g, cause, dice),
    setAttackRoll: (natural, cause) => setAttackRoll(g, natural, cause),
    rerollKeepingHigher: (cause) => rerollKeepingHigher(g, cause),
    rerollConceal: (cause) => rerollConceal(g, cause),
    cancelCritical: (cause) => cancelCritical(g, cause),
    forceHit: (crit, cause) => forceHit(g, crit, cause),
    keepTarget: (cause) => keepTarget(g, cause),
    spare: (target, hp, cause) => spareFromDestruction(g, target, hp, cause),
    doom: (target, cause) => destroyLater(g, target, cause),
    reduceDamage: (target, to, cause) => reduceDamage(g, target, to, cause),
    takeDamageInstead: (target, cause) => takeDamageInstead(g, target, cause),
    endEffects: (target, which, all, cause) => endEffectsByPower(g, target, which, all, cause),
    extraActions: (self, slot, count, cause) => extraActions(g, self, slot, count, cause),
    switchPositions: (a, b, cause) => switchPositions(g, a, b, cause),
    rollTable: (target, rows, cause) => {
      if (cause.creature) runEffects(g, rollOnTable(g, cause.creature, cause.rule, rows as { from: number; to: number; effects: EffectIR[] }[]), cause.creature, { target }, cause.rule);
    },
    saveOutcome: (what, cause) => saveOutcome(g, what, cause),
    saveAgainstOne: (target, cause) => saveAgainstOne(g, target, cause),
    startLasting: (target, power, duration, cause) => startLasting(g, target, power, duration, cause),
    damageAtEndOfNextTurn: (target, damage, gate, cause) => damageAtEndOfNextTurn(g, target, damage, gate, cause),
    conditionAtEndOfNextTurn: (target, condition, gate, cause) => conditionAtEndOfNextTurn(g, target, condition, gate, cause),
  };
}

/**
 * Who an effect reaches: the creatures its subject names, or the entry's default. A
 * subject naming one creature the player picks ("one adjacent ally") is picked once per
 * line: "one adjacent ally shifts 1 and one adjacent ally heals 5" is one ally (`picked`).
 */
export function effectTargets(g: Game, e: EffectIR, self: string, p: Participants, picked?: Map<string, string>): string[] {
  const view = rulesView(g);
  if (e.subject) {
    const entry = subjectEntry(e.subject.op);
    const key = `${e.subject.op}:${JSON.stringify(e.subject.args)}`;
    const before = entry.one ? picked?.get(key) : undefined;
    if (before !== undefined) return creatureById(g.state, before).status === "in-play" ? [before] : [];
    // The power's owner too, off the map or not (a card-defined condition's "this creature takes 10 damage").
    // A subject of creatures off the map ("one ally held in reserve") looks only there (compiler/primitives/off-map.ts).
    const candidates = entry.offMap
      ? g.state.creatures.filter((c) => c.status === "in-play" && c.space === null).map((c) => c.id)
      : [...new Set([...inPlay(g.state).map((c) => c.id), ...[self, p.other, p.target, p.ally, p.enemy, p.attacker].filter((c): c is string => c !== undefined)])];
    const reached = candidates.filter((c) => entry.includes(e.subject!.args, view, self, c, p));
    // "up to 3 adjacent allies": the power's player picks as many or fewer, once for the line.
    if (entry.most) {
      const before = picked?.get(key);
      if (before !== undefined) return before.split(",").filter((c) => c && creatureById(g.state, c).status === "in-play");
      const chosen = pickUpTo(g, self, e.subject.text, reached, entry.most(e.subject.args));
      picked?.set(key, chosen.join(","));
      return chosen;
    }
    if (entry.one && reached.length === 1) picked?.set(key, reached[0]!);
    if (!entry.one || reached.length <= 1) return reached;
    // "an ally adjacent to this creature": the power's player picks one.
    const me = creatureById(g.state, self);
    const pick = ask(g, {
      player: me.owner,
      kind: "choose-creature",
      prompt: `${label(me)}: choose ${e.subject.text}`,
      options: reached.map((c) => ({ id: c, label: label(creatureById(g.state, c)), legal: true })),
    });
    picked?.set(key, pick);
    return [pick];
  }
  switch (defaultSubjectOfEffect(e)) {
    case "self":
      return [self];
    // "+10 damage on that attack": the triggering attack's attacker, "+4 AC on that attack": the creature it attacks (§ Bonuses and Penalties).
    case "attacker":
      return [p.attacker ?? self];
    case "attacked":
      return [p.target ?? self];
    default: {
      const t = p.target ?? p.other;
      return t ? [t] : [];
    }
  }
}

/** Up to `most` of the creatures reached, one at a time, until the power's player has enough or is done. */
function pickUpTo(g: Game, self: string, said: string, reached: string[], most: number): string[] {
  const me = creatureById(g.state, self);
  const chosen: string[] = [];
  while (chosen.length < most) {
    const left = reached.filter((c) => !chosen.includes(c));
    if (left.length === 0) break;
    const pick = ask(g, {
      player: me.owner,
      kind: "choose-creature",
      prompt: `${label(me)}: choose ${said} (${chosen.length}${Number.isFinite(most) ? ` of ${most}` : ""} so far)`,
      options: [...left.map((c) => ({ id: c, label: label(creatureById(g.state, c)), legal: true })), { id: "done", label: "no more", legal: true }],
    });
    if (pick === "done") break;
    chosen.push(pick);
  }
  return chosen;
}

/** Who one occurrence of a trigger has already affected, per power identity (§ Common Triggered Powers, Duplicate Triggers). */
export interface Once {
  affected: Set<string>;
  identity: string;
}

/**
 * Immune to the power: by its name ("with Gaze in their name": nothing), by its being a
 * champion power ("immune to champion powers": nothing), or by its type ("immune Fear":
 * every effect but damage). ddm-battle-rules-2011.txt § Powers and Effects (Type); § Champion Powers
 */
function unaffected(g: Game, t: string, e: EffectIR, rule: string, types: string[] | undefined, cause: Cause): boolean {
  const champion = cause.creature !== null && powersOf(g, cause.creature).some((p) => p.champion && p.name === rule);
  const nonDamage = e.op !== "damage" && e.op !== "ongoing";
  const immune =
    immuneToNamed(g, t, rule) ??
    (champion ? immuneToChampionPowersOf(g, t, cause.creature!) : undefined) ??
    (nonDamage ? (immuneToTypes(g, t, types) ?? shrugsOff(g, t, cause)) : undefined);
  if (immune) log(g, "immune", `${label(creatureById(g.state, t))} is not affected by ${e.text} of ${rule} (${immune.rule}: ${immune.text})`, cause, { target: t });
  return immune !== undefined;
}

/**
 * "Ignores non-damage effects of attacks that deal 20 or less base damage": the rule that lets
 * the target ignore this attack's other effects, if its printed base damage is low enough.
 * ddm-battle-rules-2011.txt § Applying Damage (Base Damage)
 */
function shrugsOff(g: Game, t: string, cause: Cause) {
  const base = cause.fromAttack?.base;
  if (base === undefined || cause.creature === t) return undefined;
  return contributionsTo(g, t).find((c) => c.stat === "ignores-effects-of-weak-attacks" && base <= c.amount);
}

/** Effects joined by "and" resolve one after another (ddm-battle-rules-2011.txt § Applying Damage, Additional Effects). */
export function runEffects(g: Game, effects: EffectIR[], self: string, p: Participants, rule: string, once?: Once, types?: string[], fromAttack?: Cause["fromAttack"]): void {
  const host = effectHost(g);
  const reached = new Set<string>();
  // "save ends both": the effects of this line share one save group (A-31).
  let saveGroup: number | undefined;
  const picked = new Map<string, string>();
  let parts = p;
  // The target of this line's latest attack by power, for "… against the same target" (EffectEntry.againstSame).
  let lineTarget: string | undefined;
  // A choice between effects is made as the line resolves; the picked effects take its place.
  for (const e of withRollsMade(g, self, withChoicesMade(g, self, effects))) {
    const grouped = e.duration?.kind === "save-ends" && e.duration.both;
    if (grouped) saveGroup ??= g.state.nextEffectId++;
    const duration: GroupedDuration | null = grouped ? { ...e.duration!, saveGroup } : e.duration;
    const cause: Cause = { creature: self, rule, src: e.src, ...(fromAttack ? { fromAttack } : {}), ...(p.area ? { area: p.area } : {}) };
    const entry = effectEntry(e.op);
    const args = withChosen(e.args, parts, self);
    if (!args) {
      log(g, "no-target", `${e.text} of ${rule} has no creature to name: none was chosen`, cause);
      continue;
    }
    // "that ally makes a basic attack against target": the second creature named, from the trigger's creatures (EffectEntry.versus).
    if (entry.versus) {
      const named = args[entry.versus] as { op: string; args: Record<string, unknown> } | undefined;
      const versus = named ? effectTargets(g, { ...e, subject: { ...named, text: e.text, src: e.src } }, self, parts, picked)[0] : undefined;
      if (versus === undefined) {
        log(g, "no-target", `${e.text} of ${rule} has no creature to act against`, cause);
        continue;
      }
      cause.versus = versus;
    }
    if (entry.againstSame) {
      if (lineTarget === undefined) {
        log(g, "no-target", `${e.text} of ${rule} has no earlier target: this line has made no attack`, cause);
        continue;
      }
      cause.versus = lineTarget;
    }
    const before = creatureById(g.state, self).powerTarget;
    for (const t of effectTargets(g, e, self, parts, picked)) {
      // "choose 1 enemy": that creature is "that enemy" (ally, creature) for the rest of the line.
      if (entry.binds) {
        parts = chosenAs(g, self, parts, t);
        (creatureById(g.state, self).chose ??= {})[rule] = t;
        log(g, "choose", `${label(creatureById(g.state, self))} chooses ${label(creatureById(g.state, t))} (${rule})`, cause, { creature: t });
        continue;
      }
      if (creatureById(g.state, t).status !== "in-play" && !entry.reachesDestroyed) continue;
      if (t !== self && unaffected(g, t, e, rule, types, cause)) continue;
      if (once) {
        const key = `${once.identity}@${t}`;
        if (once.affected.has(key) && !reached.has(t)) {
          log(g, "duplicate", `${label(creatureById(g.state, t))} is not affected again by ${rule} through the same trigger`, cause, { target: t });
          continue;
        }
        once.affected.add(key);
        reached.add(t);
      }
      entry.apply({ ...args, ...(duration ? { duration } : {}) }, host, t, cause);
    }
    const after = creatureById(g.state, self).powerTarget;
    if (after !== before) lineTarget = after?.target;
  }
}

/** The creature chosen by "choose …", as the trigger's other creature and as that ally or that enemy. */
function chosenAs(g: Game, self: string, p: Participants, t: string): Participants {
  const view = rulesView(g);
  const side = view.areEnemies(self, t) ? { enemy: t } : view.areAllies(self, t) ? { ally: t } : {};
  return { ...p, other: t, ...side };
}

/**
 * A modifier "against that enemy" names the creature the line chose (or the trigger's
 * other creature) when its effect starts, so it keeps naming it while the effect lasts;
 * "against target", the target of the attack being resolved; "against this creature", the
 * creature whose power gives it. Null when there is none.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function withChosen(args: EffectIR["args"], p: Participants, self: string): EffectIR["args"] | null {
  const m = args.modifier as { op: string; args: Record<string, unknown> } | undefined;
  const chosen = m ? modifierEntry(m.op).chosen : undefined;
  if (!m || !chosen) return args;
  const creature = chosen === "target" ? p.target : chosen === "source" ? self : (p.enemy ?? p.other ?? p.ally);
  return creature === undefined ? null : { ...args, modifier: { ...m, args: { ...m.args, creature } } };
}

/**
 * Durations (ddm-battle-rules-2011.txt § Conditions, Duration); with none stated, the end
 * of the creature's next turn. Turn-based durations count the affected creature's turns,
 * or the source's for "this creature's next turn"; "until end of turn" ends with the
 * creature-turn in progress (or the next one, between turns).
 */
type EndMarkers = Pick<ActiveEffect, "duration" | "endsOnTurn" | "endsOnRound" | "turnsOf" | "endsOnBattleTurn" | "endsOnPlayerTurn" | "saveGroup" | "until" | "untilKind" | "away">;

/** The duration's end markers, with what else ends it: "(save ends) or until it takes damage", "until it is not adjacent to this creature", "until end of turn or until it makes a ranged attack". */
export function endMarkers(g: Game, c: CreatureState, d: GroupedDuration | null, source: string | null): EndMarkers {
  const base = turnMarkers(g, c, d, source);
  const when = d && "when" in d ? d.when : undefined;
  const away = d && "away" in d ? d.away : undefined;
  const kind = d && "attackKind" in d ? d.attackKind : undefined;
  const type = d && "damageType" in d ? d.damageType : undefined;
  const from = d && "awayFrom" in d ? d.awayFrom : undefined;
  return { ...base, ...(when ? { until: when } : {}), ...(kind ? { untilKind: kind } : {}), ...(away ? { away } : {}), ...(type ? { untilDamageType: type } : {}), ...(from ? { awayFrom: from } : {}) };
}

function turnMarkers(g: Game, c: CreatureState, d: GroupedDuration | null, source: string | null): EndMarkers {
  const kind = d?.kind ?? "end-of-next-turn";
  if (d?.saveGroup !== undefined) return { duration: kind, saveGroup: d.saveGroup };
  if (d?.kind === "until") return { duration: kind };
  const ref = d && "of" in d && d.of === "source" && source ? creatureById(g.state, source) : c;
  const turnsOf = ref.id !== c.id ? { turnsOf: ref.id } : {};
  const itsTurn = g.state.active?.creature === ref.id;
  switch (kind) {
    case "end-of-next-turn":
    case "start-of-next-turn":
      return { duration: kind, endsOnTurn: ref.turns + 1, ...turnsOf };
    case "end-of-turn":
      return { duration: kind, endsOnTurn: itsTurn ? ref.turns : ref.turns + 1, ...turnsOf };
    case "end-of-current-turn":
      return { duration: kind, endsOnBattleTurn: g.state.active ? g.state.turn : g.state.turn + 1 };
    // "Your" next turn: the player of the creature whose power caused it (§ Rounds and Turns).
    case "start-of-your-next-turn":
      return { duration: kind, endsOnPlayerTurn: source ? creatureById(g.state, source).owner : c.owner };
    case "end-of-round":
      // Begun during set-up (round 0), "this round" is the first round: the one that ends first (§ Set-Up, Set-Up Powers).
      return { duration: kind, endsOnRound: Math.max(g.state.round, 1) + (d && "next" in d && d.next ? 1 : 0) };
    default:
      return { duration: kind };
  }
}

/**
 * Bonus hit points raise current hit points, even above the maximum; neither the maximum
 * nor the bloodied score changes, and a damaged creature stays damaged. Gained during
 * set-up, they are a set-up effect instead: the maximum rises with them and the bloodied
 * score becomes half the new maximum.
 * ddm-battle-rules-2011.txt § Hit Points (Bonus Hit Points; Set-Up Effects); digest A-32
 */
export function bonusHp(g: Game, target: string, amount: number, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return;
  if (g.state.phase === "setup") {
    c.maxHp += amount;
    c.hp = c.maxHp;
    c.bloodiedAt = halveHitPoints(c.maxHp);
    log(g, "bonus-hp", `${label(c)} has ${amount} more hit points from set-up: ${c.hp} hp, bloodied at ${c.bloodiedAt}`, cause, { target, amount, hp: c.hp });
    return;
  }
  const before = c.hp;
  c.hp += amount;
  log(g, "bonus-hp", `${label(c)} gains ${amount} bonus hit points: ${before} → ${c.hp} hp (maximum ${c.maxHp})`, cause, { target, amount, hp: c.hp });
}

/**
 * "40 starting HP", chosen during set-up: the maximum and current hit points become that
 * number and the bloodied score half of it, as hit points gained at set-up raise them.
 * After set-up the battle has started, so it changes nothing (logged).
 * ddm-battle-rules-2011.txt § Hit Points (Set-Up Effects); § Set-Up (Set-Up Powers)
 */
export function startingHp(g: Game, target: string, hp: number, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return;
  if (g.state.phase !== "setup") {
    log(g, "starting-hp", `${label(c)}: starting hit points are set only during set-up (${cause.rule})`, cause, { target });
    return;
  }
  c.maxHp = hp;
  c.hp = hp;
  c.bloodiedAt = halveHitPoints(hp);
  log(g, "starting-hp", `${label(c)} starts the battle with ${hp} hit points, bloodied at ${c.bloodiedAt}`, cause, { target, hp });
}

/** Conditions about to land, innermost last ("would gain a condition" windows). */
const landing = new WeakMap<Game, Landing[]>();
interface Landing {
  condition: string;
  target: string;
  ignoredBy?: string;
  /** "that condition lasts (save ends) instead": the duration it lands with. */
  duration?: DurationIR;
}

/** "Ignore that condition": the innermost condition about to land does not. */
function ignoreCondition(g: Game, cause: Cause): void {
  const w = landing.get(g)?.at(-1);
  if (!w) {
    log(g, "cancel", `${cause.rule}: no condition is about to be gained`, cause);
    return;
  }
  w.ignoredBy = cause.rule;
  log(g, "cancel", `${cause.rule}: ${label(creatureById(g.state, w.target))} ignores ${w.condition}`, cause, { target: w.target, condition: w.condition });
}

/** "That condition lasts (save ends) instead": the innermost condition about to land gets that duration. */
function conditionDuration(g: Game, duration: DurationIR, cause: Cause): void {
  const w = landing.get(g)?.at(-1);
  if (!w) {
    log(g, "condition-duration", `${cause.rule}: no condition is about to be gained`, cause);
    return;
  }
  w.duration = duration;
  log(g, "condition-duration", `${cause.rule}: ${label(creatureById(g.state, w.target))}'s ${w.condition} takes another duration`, cause, { target: w.target, condition: w.condition, duration });
}

/**
 * The window before a condition lands: the "would gain a condition" powers act; one may have
 * it ignored, another change its duration. ddm-battle-rules-2011.txt § Conditions; § Resolving Effects (Cancellation Effects)
 */
function conditionIncoming(g: Game, target: string, condition: string, cause: Cause): Landing {
  const stack = landing.get(g) ?? [];
  landing.set(g, stack);
  const w: Landing = { condition, target };
  stack.push(w);
  try {
    emit(g, { kind: "condition.incoming", subject: target, condition, ...attackOf(cause) });
  } finally {
    stack.pop();
  }
  return w;
}

export function addCondition(g: Game, target: string, condition: string, duration: DurationIR | null, cause: Cause): void {
  const c = creatureById(g.state, target);
  // ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune): an immune creature never gains the condition.
  const immune = contributionsTo(g, target).find((x) => x.stat === "immune-condition" && x.condition?.toLowerCase() === condition.toLowerCase());
  if (immune) {
    log(g, "condition", `${label(c)} is not ${condition} (immune, ${immune.rule})`, cause, { target, condition, immune: true });
    return;
  }
  // "Would gain a condition": before it lands, a power may have it ignored or give it another duration.
  const incoming = conditionIncoming(g, target, condition, cause);
  if (incoming.ignoredBy !== undefined) return;
  const definedBy = definingCard(g, condition, cause);
  const effect: ActiveEffect = { id: g.state.nextEffectId++, kind: "condition", name: condition, ...endMarkers(g, c, incoming.duration ?? duration, cause.creature), ...(definedBy ? { definedBy } : {}), source: cause.creature, rule: cause.rule, src: cause.src };
  c.effects.push(effect);
  log(g, "condition", `${label(c)} is ${condition} (${durationText(g, effect)})`, cause, { target, condition, duration: effect.duration });
  takeOffMap(g, c, effect, cause);
  // "Whenever an enemy becomes Dazed": once the condition is on it (compiler/primitives/party-triggers.ts).
  const attack = cause.fromAttack ? { attackKind: cause.fromAttack.kind, basic: cause.fromAttack.basic, attackName: cause.rule } : {};
  emit(g, { kind: "creature.condition", subject: target, condition, ...attackOf(cause), ...attack });
}

/** "-2 attack", "+5 fire damage with melee attacks", "resist 5 fire": a modifier as its contributions say it. */
export function modifierText(modifier: { op: string; args: Record<string, unknown> }): string {
  return modifierEntry(modifier.op)
    .contributions(modifier.args)
    .map((c) => {
      // A flag such as grants-combat-advantage reads as its words; a statistic with its amount.
      const flag = c.stat.includes("-") && c.op === "add" && !c.damageType;
      const what = flag ? c.stat.replace(/-/g, " ") : c.damageType ? `${c.stat} ${c.amount} ${c.damageType}` : c.op === "add" ? `${c.amount >= 0 ? "+" : ""}${c.amount} ${c.stat}` : `${c.stat} ${c.op === "cap" ? "at most " : ""}${c.amount}`;
      return `${what}${c.attackKind ? ` with ${c.attackKind} attacks` : ""}${c.condition ? ` ${c.condition}` : ""}`;
    })
    .join(" and ");
}

/**
 * A modifier for a while: kept among the creature's effects with its source and its
 * duration's end, read by value queries (in-force.ts), ended like a condition.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Conditions (Duration)
 */
export function addModifier(g: Game, target: string, modifier: { op: string; args: Record<string, unknown> }, duration: DurationIR | null, cause: Cause, gate?: { op: string; args: Record<string, unknown> }): void {
  const c = creatureById(g.state, target);
  const name = `${modifierText(modifier)}${gate ? ` while ${gate.op.replace(/-/g, " ")}` : ""}`;
  const effect: ActiveEffect = { id: g.state.nextEffectId++, kind: "modifier", name, modifier, ...(gate ? { gate } : {}), ...endMarkers(g, c, duration, cause.creature), source: cause.creature, rule: cause.rule, src: cause.src };
  c.effects.push(effect);
  log(g, "modifier", `${label(c)} has ${name} (${durationText(g, effect)})`, cause, { target, modifier: name, duration: effect.duration });
}

/**
 * Card text that forbids an action for a while ("the target cannot attack (save ends)"):
 * kept among the creature's effects, read by rulings as restrictive card text (tier 4,
 * in-force.ts), ended as a condition of the same duration would be.
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Conditions (Duration)
 */
function restrictFor(g: Game, target: string, verb: string, duration: DurationIR | null, cause: Cause): void {
  const c = creatureById(g.state, target);
  const effect: ActiveEffect = { id: g.state.nextEffectId++, kind: "restriction", name: verb, ...endMarkers(g, c, duration, cause.creature), source: cause.creature, rule: cause.rule, src: cause.src };
  c.effects.push(effect);
  log(g, "restriction", `${label(c)} cannot ${verb} (${durationText(g, effect)})`, cause, { target, verb, duration: effect.duration });
}

/**
 * A power that lasts ("Fog Bank" lasts until end of round): kept among its owner's
 * effects, ended as a condition of the same duration would be; meanwhile its triggers
 * gated "while "Fog Bank" lasts" act (compiler/primitives/lasting.ts).
 * ddm-battle-rules-2011.txt § Champion Powers; § Conditions (Duration)
 */
function startLasting(g: Game, target: string, power: string, duration: DurationIR, cause: Cause): void {
  const c = creatureById(g.state, target);
  const effect: ActiveEffect = { id: g.state.nextEffectId++, kind: "lasting", name: power, ...endMarkers(g, c, duration, cause.creature), source: cause.creature, rule: cause.rule, src: cause.src };
  c.effects.push(effect);
  log(g, "lasting", `${power} of ${label(c)} lasts (${durationText(g, effect)})`, cause, { target, power, duration: effect.duration });
}

function durationText(g: Game, e: ActiveEffect): string {
  if (e.duration === "until" && e.until) return `until ${e.until.map((w) => (e.untilDamageType && w === "source-damaged" ? `source takes ${e.untilDamageType} damage` : w.replace(/-/g, " "))).join(" or ")}`;
  return `${e.duration.replace(/-/g, " ")}${e.turnsOf ? ` of ${label(creatureById(g.state, e.turnsOf))}` : ""}`;
}

/** Ongoing damage: not gained if immune, or if a Resist of the type is at least the amount (§ Resist X Damage). */
export function addOngoing(g: Game, target: string, amount: number, type: string | null, cause: Cause, duration: GroupedDuration | null = null): void {
  const c = creatureById(g.state, target);
  const d = damageDefencesOf(g, target);
  const t = type ?? "";
  const blockedBy =
    (type && d.immune.find((x) => x.damageType === type || x.damageType === "all")) ||
    d.resist.find((x) => (x.damageType === type || x.damageType === "all") && x.amount >= amount);
  if (blockedBy) {
    log(g, "ongoing", `${label(c)} does not gain ongoing ${amount} ${t} (${blockedBy.stat} ${blockedBy.amount} ${blockedBy.damageType}, ${blockedBy.rule})`, cause);
    return;
  }
  // Ongoing damage lasts until a save ends it, unless the card gives it another end ("until it is not adjacent to this creature",
  // "(save ends) or until this creature ends its turn not adjacent to it").
  const ends = duration && (duration.kind !== "save-ends" || "when" in duration) ? endMarkers(g, c, duration, cause.creature) : { duration: "save-ends" as const, ...(duration?.saveGroup !== undefined ? { saveGroup: duration.saveGroup } : {}) };
  const effect: ActiveEffect = { id: g.state.nextEffectId++, kind: "ongoing", name: t, amount, ...ends, source: cause.creature, rule: cause.rule, src: cause.src };
  c.effects.push(effect);
  log(g, "ongoing", `${label(c)} takes ongoing ${amount}${t ? ` ${t}` : ""} damage (${effect.duration === "save-ends" ? "save ends" : durationText(g, effect)})`, cause, { target, amount, type: t });
}

/**
 * "+5 ongoing poison damage (cumulative)": the highest ongoing damage of that type on the
 * creature (the one that applies, § Ongoing Damage, Same Types Don't Stack; of any type when
 * none is named) grows by the amount, its duration kept. Nothing happens to a creature taking none.
 */
export function increaseOngoing(g: Game, target: string, amount: number, type: string | null, cause: Cause): void {
  const c = creatureById(g.state, target);
  const taking = c.effects.filter((e) => e.kind === "ongoing" && (type === null || e.name === type));
  const highest = taking.reduce<ActiveEffect | null>((best, e) => (!best || (e.amount ?? 0) > (best.amount ?? 0) ? e : best), null);
  if (!highest) {
    log(g, "ongoing", `${label(c)} takes no ongoing${type ? ` ${type}` : ""} damage to increase (${cause.rule})`, cause, { target });
    return;
  }
  const before = highest.amount ?? 0;
  highest.amount = before + amount;
  log(g, "ongoing", `${label(c)}'s ongoing ${before}${highest.name ? ` ${highest.name}` : ""} damage increases to ${highest.amount} (${cause.rule})`, cause, { target, amount: highest.amount, type: highest.name });
}

/** Start of turn, step 2: ongoing damage; of one type only the highest applies (§ Ongoing Damage). */
export function takeOngoingDamage(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  const byType = new Map<string, ActiveEffect>();
  for (const e of c.effects) {
    if (e.kind !== "ongoing") continue;
    const prev = byType.get(e.name);
    if (!prev || (e.amount ?? 0) > (prev.amount ?? 0)) byType.set(e.name, e);
  }
  for (const [type, e] of byType) {
    if (c.status !== "in-play") return;
    applyDamage(g, id, [{ amount: e.amount ?? 0, type: type || null }], { creature: e.source, rule: `ongoing ${e.amount}${type ? ` ${type}` : ""} (${e.rule})`, src: e.src, ongoing: true });
  }
}

/** The effect ends now on the creature, logged with why. */
export function endEffect(g: Game, c: CreatureState, e: ActiveEffect, why: string): void {
  c.effects = c.effects.filter((x) => x.id !== e.id);
  const what = e.kind === "ongoing" ? `taking ongoing ${e.amount}${e.name ? ` ${e.name}` : ""}` : e.kind === "modifier" ? `affected by ${e.name}` : e.kind === "lasting" ? `under ${e.name}` : e.name;
  log(g, "ends", `${label(c)} is no longer ${what} (${why})`, { rule: e.rule, src: e.src }, { target: c.id, effect: e.name });
  putBack(g, c, e);
  // "Recharge when no creature is affected by this power" asks after each effect ends (§ Rechargeable Powers).
  emit(g, { kind: "effect.ended", subject: c.id, name: e.rule, ...(e.source ? { actor: e.source } : {}) });
}

/**
 * "until it attacks", "until it is attacked", "until it moves", "until it takes damage":
 * the affected creature has done it, so those effects end (its attack once it has
 * resolved, and only an attack of the kind named for "until it makes a melee attack";
 * an attack against it once it is its target; a move or shift as it leaves its square).
 * `held`: only these effects (by id) may end, those the creature had before the event began.
 * ddm-battle-rules-2011.txt § Conditions (Duration: until a trigger)
 */
export function endUntil(g: Game, id: string, what: Exclude<UntilEvent, "apart" | "targets-source" | "turn-end-apart" | "turn-end-farther" | `source-${string}` | `${string}-action`>, attackKind?: string, held?: Set<number>): void {
  const c = creatureById(g.state, id);
  const said = { attacks: "it attacked", attacked: "it was attacked", moves: "it moved", damaged: "it took damage", hits: "it hit with an attack", "is-hit": "it was hit", bloodied: "it became bloodied" }[what];
  for (const e of [...c.effects]) {
    if (!e.until?.includes(what) || (e.untilKind && e.untilKind !== attackKind) || (held && !held.has(e.id))) continue;
    const kind = e.untilKind ? `${e.untilKind === "area" ? "an" : "a"} ${e.untilKind} attack` : null;
    endEffect(g, c, e, kind ? (what === "is-hit" ? `it was hit by ${kind}` : `it made ${kind}`) : said);
  }
}

/**
 * "until this creature is bloodied", "until this creature takes lightning damage", "until
 * this creature is hit by an attack": it has befallen `source`, so the effects it gave with
 * such a duration end, on every creature.
 * ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger)
 */
export function endBySource(g: Game, source: string, what: "source-bloodied" | "source-damaged" | "source-hit", damageTypes: string[] = []): void {
  const said = { "source-bloodied": "is bloodied", "source-damaged": "took damage", "source-hit": "was hit by an attack" }[what];
  for (const c of g.state.creatures) {
    for (const e of [...c.effects]) {
      if (e.source !== source || !e.until?.includes(what)) continue;
      if (what === "source-damaged" && e.untilDamageType && !damageTypes.includes(e.untilDamageType)) continue;
      endEffect(g, c, e, `${label(creatureById(g.state, source))} ${what === "source-damaged" && e.untilDamageType ? `took ${e.untilDamageType} damage` : said}`);
    }
  }
}

/**
 * "until it targets this creature with an attack": an attack of `attacker` targets the
 * source of such an effect on it, so the effect ends before the roll.
 * ddm-battle-rules-2011.txt § Conditions (Duration: until a trigger); § Making an Attack (Choose Targets)
 */
export function endOnTargeting(g: Game, attacker: string, target: string): void {
  const c = creatureById(g.state, attacker);
  for (const e of [...c.effects]) if (e.until?.includes("targets-source") && e.source === target) endEffect(g, c, e, `it targeted ${label(creatureById(g.state, target))}`);
}

/**
 * "until this creature is destroyed": ends once its source has left play. And
 * "until it is not adjacent to this creature", "… 4 or more squares from this creature",
 * "until it targets this creature": asked of every such effect whenever a creature has
 * changed place or left play. It ends once the two are that far apart, or at once when its
 * source has left play, which makes the ending impossible. ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger; Persistent)
 */
export function endApart(g: Game): void {
  for (const c of g.state.creatures) {
    for (const e of [...c.effects]) {
      // "until it targets this creature" cannot come either once the source has left play (§ Conditions, Until Trigger).
      // "until it ends its turn N squares from this creature" too: with its source gone, it cannot come.
      if (!e.until?.some((w) => w === "apart" || w === "targets-source" || w.startsWith("source-") || (w === "turn-end-apart" && !e.awayFrom) || w === "turn-end-farther")) continue;
      const source = e.source ? creatureById(g.state, e.source) : null;
      if (!e.until.includes("apart")) {
        if (!source || source.status !== "in-play") endEffect(g, c, e, "its source left play");
        continue;
      }
      if (!source || source.status !== "in-play" || !source.space) endEffect(g, c, e, "its source left play");
      else if (e.until.includes("apart") && c.space && g.grid.distance(c.space, source.space) >= (e.away ?? 2)) endEffect(g, c, e, e.away && e.away > 2 ? `${e.away} or more squares from ${label(source)}` : `no longer adjacent to ${label(source)}`);
    }
  }
}

/**
 * "Take 1 extra attack action this turn": more action slots of that kind for the rest of
 * the creature's own turn; on another creature's turn there is no turn of its own to add to.
 * ddm-battle-rules-2011.txt § Actions; § Taking a Turn
 */
function extraActions(g: Game, self: string, slot: "attack" | "move" | "minor", count: number, cause: Cause): void {
  const c = creatureById(g.state, self);
  const t = g.state.active;
  if (t?.creature !== self) {
    log(g, "actions", `${label(c)} gains no extra ${slot} action: it is not its turn (${cause.rule})`, cause, { creature: self });
    return;
  }
  t[slot] += count;
  log(g, "actions", `${label(c)} takes ${count} extra ${slot} action${count > 1 ? "s" : ""} this turn (${cause.rule})`, cause, { creature: self, slot, count });
}

/** Every effect on every creature whose turn-based duration counts the turns of `id`. */
function countingTurnsOf(g: Game, id: string): [CreatureState, ActiveEffect][] {
  return g.state.creatures.flatMap((c) => c.effects.filter((e) => e.endsOnTurn !== undefined && (e.turnsOf ?? c.id) === id).map((e): [CreatureState, ActiveEffect] => [c, e]));
}

/** Effects lasting until the start of the creature's next turn end before anything else in its turn (A-10); so do those counting its turns. */
export function endStartOfTurnEffects(g: Game, id: string): void {
  const turns = creatureById(g.state, id).turns;
  for (const [c, e] of countingTurnsOf(g, id)) if (e.duration === "start-of-next-turn" && e.endsOnTurn === turns) endEffect(g, c, e, e.turnsOf ? `start of ${label(creatureById(g.state, id))}'s turn` : "start of its turn");
  endLaidTerrain(g, { start: id });
}

/**
 * End of turn: a saving throw against each save-ends effect (one per ongoing damage type),
 * d20 ≥ the ruleset's save target succeeds, a natural 20 ends every save-ends effect;
 * then effects that last until the end of this turn end. (§ Saving Throws; § Ongoing Damage)
 */
export function endOfTurnEffects(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  // "Makes saving throws at the start of its turn instead of at the end" (§ Saving Throws).
  const rules = contributionsTo(g, id);
  // "Makes 2 saving throws against each effect … at end of each of its turns": that many tries each.
  const tries = Math.max(1, ...rules.filter((x) => x.stat === "end-of-turn-saves").map((x) => x.amount));
  if (!rules.some((x) => x.stat === "no-end-of-turn-saves")) savingThrows(g, id, "", tries);
  endAtTurnEndApart(g, c);
  endAtSourceTurnEndApart(g, id);
  // Damage held over it until this turn's end is dealt before that effect ends (runtime/ddm/delayed-damage.ts).
  dealDelayedDamage(g, id);
  for (const [o, e] of countingTurnsOf(g, id)) {
    if ((e.duration === "end-of-next-turn" || e.duration === "end-of-turn") && e.endsOnTurn === c.turns) endEffect(g, o, e, e.turnsOf ? `end of ${label(c)}'s turn` : "end of its turn");
  }
  endLaidTerrain(g, { end: id });
  endCurrentTurnEffects(g);
}

/**
 * "until it ends its turn 10 or more squares from this creature", "… from all Shadow
 * enemies": its turn is ending that far from the source (from every such enemy), so it ends;
 * "until it ends its turn farther from this creature": farther than where it started the turn.
 * ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger)
 */
function endAtTurnEndApart(g: Game, c: CreatureState): void {
  const view = rulesView(g);
  // "until it ends its turn farther from this creature": farther than the square it started this turn in.
  const start = g.state.active?.creature === c.id ? g.state.active.startSpace : undefined;
  for (const e of [...c.effects]) {
    if (e.until?.includes("turn-end-farther") && start && c.space && e.source) {
      const from = creatureById(g.state, e.source).space;
      if (from && g.grid.distance(c.space, from) > g.grid.distance(start, from)) endEffect(g, c, e, `it ended its turn farther from ${label(creatureById(g.state, e.source))} than it started it`);
      continue;
    }
    if (!e.until?.includes("turn-end-apart") || !c.space) continue;
    const from = e.awayFrom ? inPlay(g.state).filter((o) => o.side !== c.side && view.hasKeyword(o.id, e.awayFrom!)).map((o) => o.id) : e.source ? [e.source] : [];
    if (from.every((o) => view.distance(c.id, o) >= (e.away ?? 2))) endEffect(g, c, e, `it ended its turn ${e.away} or more squares from ${e.awayFrom ? `every ${e.awayFrom} enemy` : label(creatureById(g.state, e.source!))}`);
  }
}

/**
 * "(save ends both) or until this creature ends its turn not adjacent to it": `source`'s turn
 * is ending, so such effects it gave to a creature not adjacent to it end. ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger)
 */
function endAtSourceTurnEndApart(g: Game, source: string): void {
  const view = rulesView(g);
  const s = creatureById(g.state, source);
  for (const c of inPlay(g.state)) {
    for (const e of [...c.effects]) {
      if (e.source !== source || !e.until?.includes("source-turn-end-apart") || !c.space || !s.space) continue;
      if (view.distance(c.id, source) >= 2) endEffect(g, c, e, `${label(s)} ended its turn not adjacent to it`);
    }
  }
}

/**
 * A saving throw against each save-ends effect: one per ongoing damage type, one per
 * "save ends both" group, one per other effect; d20 ≥ the ruleset's save target
 * succeeds, a natural 20 ends every save-ends effect. `when` says which save this is.
 * ddm-battle-rules-2011.txt § Saving Throws; § Ongoing Damage; digest A-31
 */
export function savingThrows(g: Game, id: string, when = "", tries = 1): void {
  const c = creatureById(g.state, id);
  for (const group of saveGroups(c)) {
    for (let i = 0; i < tries && c.effects.includes(group[0]!); i++) {
      const result = saveAgainst(g, c, group, when);
      if (result === "all") return;
      if (result === "one") break;
    }
  }
}

/** The creature's save-ends effects, one group per save: an ongoing damage type, a "save ends both" group, each other effect. */
function saveGroups(c: CreatureState): ActiveEffect[][] {
  const groups = new Map<string, ActiveEffect[]>();
  for (const e of c.effects) {
    if (e.duration !== "save-ends") continue;
    const key = e.saveGroup !== undefined ? `group:${e.saveGroup}` : e.kind === "ongoing" ? `ongoing:${e.name}` : `${e.kind}:${e.id}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()];
}

const savedName = (e: ActiveEffect) => (e.kind === "ongoing" ? `ongoing ${e.name || "damage"}` : e.name);

/** One saving throw against one group: "all" when its natural 20 ended every save-ends effect. */
function saveAgainst(g: Game, c: CreatureState, group: ActiveEffect[], when: string): "all" | "one" | "none" {
  const what = [...new Set(group.map(savedName))].join(" and ");
  // Powers may decide the save, or have it rolled again, before its result applies (save-windows.ts).
  const saving = savingOf(group);
  const { die: r, success } = rollSave(g, c.id, `save against ${what} for ${label(c)}${when}`, saving);
  if (success && r === g.ir.ruleset.die) {
    const all = c.effects.filter((x) => x.duration === "save-ends");
    for (const e of all) endEffect(g, c, e, `natural ${r} on a save ends every save-ends effect`);
    // "Whenever an enemy succeeds on a saving throw", "… ends the effects of Possession Ray": each effect it ended (§ Saving Throws).
    emit(g, { kind: "save.succeeded", subject: c.id, saving: savingOf(all) });
    return "all";
  }
  if (success) {
    for (const e of group) endEffect(g, c, e, `saved${r === null ? "" : ` with ${r}`}${group.length > 1 && group[0]!.saveGroup !== undefined ? ", one save for them all" : ""}`);
    emit(g, { kind: "save.succeeded", subject: c.id, saving });
    return "one";
  }
  // A card's condition may grow worse with each save failed against it (card-conditions.ts failedSavesAgainst).
  for (const e of group) e.failedSaves = (e.failedSaves ?? 0) + 1;
  // "Whenever an enemy fails a saving throw" (§ Saving Throws).
  emit(g, { kind: "save.failed", subject: c.id, saving });
  return "none";
}

/** What a save against these effects is against: their ongoing damage types if that is all, and where they came from. */
function savingOf(group: ActiveEffect[]): Saving {
  return { ongoing: group.every((e) => e.kind === "ongoing") ? group.map((e) => e.name) : null, from: group.map((e) => ({ name: e.rule, source: e.source })) };
}

/**
 * A power has the creature save now against one of its save-ends effects, its player
 * picking which (compiler/primitives/save-windows.ts, save-against-one). § Saving Throws
 */
export function saveAgainstOne(g: Game, id: string, cause: Cause): void {
  const c = creatureById(g.state, id);
  const groups = saveGroups(c);
  if (c.status !== "in-play" || groups.length === 0) return;
  const named = groups.map((group) => [...new Set(group.map(savedName))].join(" and "));
  const pick =
    groups.length === 1
      ? 0
      : Number(ask(g, { player: c.owner, kind: "save-against", prompt: `${label(c)}: save against which effect? (${cause.rule})`, options: named.map((n, i) => ({ id: String(i), label: n, legal: true })) }));
  saveAgainst(g, c, groups[pick]!, ` (${cause.rule})`);
}

/**
 * "until start of your next turn": effects that end as this player's player-turn begins.
 * ddm-battle-rules-2011.txt § Rounds and Turns ("your turn" is a player's turn); § The Battle (Game Overview), step 6
 */
export function endPlayerTurnEffects(g: Game, player: number): void {
  for (const c of g.state.creatures) for (const e of [...c.effects]) if (e.endsOnPlayerTurn === player) endEffect(g, c, e, "start of its player's turn");
}

/** "until end of turn": effects that end with the creature-turn in progress. */
function endCurrentTurnEffects(g: Game): void {
  for (const c of g.state.creatures) for (const e of [...c.effects]) if (e.endsOnBattleTurn !== undefined && e.endsOnBattleTurn <= g.state.turn) endEffect(g, c, e, "end of turn");
  endLaidTerrain(g, "turn");
}

/**
 * End of round: "until end of round" effects end; so do those left over from a turn that
 * ended early, and those counting the turns of a creature no longer in play, whose end
 * can no longer come (ddm-battle-rules-2011.txt § Conditions, Duration: "until" a trigger made impossible).
 */
export function endOfRoundEffects(g: Game): void {
  endCurrentTurnEffects(g);
  endLaidTerrain(g, "round");
  for (const c of g.state.creatures) {
    for (const e of [...c.effects]) {
      if (e.duration === "end-of-round" && e.endsOnRound === g.state.round) endEffect(g, c, e, "end of round");
      else if (e.turnsOf && creatureById(g.state, e.turnsOf).status !== "in-play") endEffect(g, c, e, `${label(creatureById(g.state, e.turnsOf))} is no longer in play`);
    }
  }
}
