// Using powers: which powers a creature has (its card's and those of the items it can
// use), whether it may use one now (action cost, limited uses, champion rating, the
// conditions that forbid activated powers), spending what a use costs, and recharging.
// ddm-battle-rules-2011.txt § Powers and Effects; § Activated Powers; § Champion Powers;
// § Limited-Use Powers; § Rechargeable Powers; § Actions
import type { AttackIR, PowerIR, TriggerIR } from "../../compiler/ir.js";
import { gateEntry, triggerEntry } from "../../compiler/primitives/index.js";
import type { Cause, GameEvent, Participants } from "../../compiler/primitives/host.js";
import { decide, type Ruling, type Verdict } from "../kernel/permission.js";
import { runEffects, type Once } from "./effects.js";
import { emit } from "./events.js";
import { ask, cardOf, log, turnKey, type Game } from "./game.js";
import { copiedChampionPowers } from "./copied-powers.js";
import { itemPowersOf } from "./items.js";
import { lentPowers } from "./lent-powers.js";
import { conditionPowersOf } from "./card-conditions.js";
import { dedupe, hasSlot, spendSlot, verdictsFor } from "./permissions.js";
import { creatureById, inPlay, label } from "./state.js";
import { championPowerWindow } from "./champion-windows.js";
import { actionsAllowedOf, championRatingOf } from "./values.js";
import { rulesView } from "./view.js";

/**
 * The powers a creature has: its card's, then those of its items it can use (§ How to Read
 * an Item Stat Card), then the rules of the card-defined conditions it has (card-conditions.ts;
 * a card's own condition definitions are not its powers), then powers lent to it for a while
 * (lent-powers.ts), then other champions' champion powers it may use as its own (copied-powers.ts).
 */
export function powersOf(g: Game, id: string): PowerIR[] {
  const c = creatureById(g.state, id);
  const card = cardOf(g, c.card).powers;
  const own = card.some((p) => p.condition) ? card.filter((p) => !p.condition) : card;
  const conditions = c.effects.length ? conditionPowersOf(g, c) : [];
  const printed = [...own, ...itemPowersOf(g, id), ...conditions];
  const lent = lentPowers(g, id, printed);
  const had = lent.length ? [...printed, ...lent] : printed;
  const copied = copiedChampionPowers(g, id, had);
  return copied.length ? [...had, ...copied] : had;
}

/** The key spent uses are kept under. */
export function spentKey(p: PowerIR | AttackIR): string {
  return p.name ?? "";
}

function displayName(p: PowerIR, owner: string): string {
  return p.name ?? `a power of ${owner}`;
}

/** The actions a power's use is, as the action names the rules speak of. */
function verbsFor(p: PowerIR, trigger: TriggerIR | null): string[] {
  const verbs: string[] = [];
  if (p.action === "attack" || p.action === "move" || p.action === "minor") verbs.push(`${p.action} action`);
  if (p.action === "turn") verbs.push("attack action", "move action", "minor action");
  if (p.action === "immediate") verbs.push("immediate action");
  if (p.action === "free") verbs.push("free action");
  // A replaces-action power may be a Dazed creature's one action; other activated powers may not (digest A-19).
  const activated = trigger?.activation === "activated" || p.champion;
  if (activated && (p.action === null || p.action === "free" || p.action === "immediate")) verbs.push("activated power");
  if (p.champion) verbs.push("champion power");
  if (trigger && turnsHitsIntoMisses(trigger)) verbs.push("miss power");
  return verbs;
}

/**
 * Does the power turn a hit into a miss ("that attack misses")? Card text may forbid such
 * powers ("enemies cannot use miss powers"), as the action "miss power".
 * ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Core Rules and Exceptions
 */
export const turnsHitsIntoMisses = (trigger: TriggerIR) => trigger.effects.some((e) => e.op === "cancel-hit" || e.op === "cancel-hit-on-base-damage-roll");

/** May `id` use power `p` now? Every verdict, from the core rules, its conditions and cards, decided by tier. */
export function mayUsePower(g: Game, id: string, p: PowerIR, trigger: TriggerIR | null = null): Ruling {
  const c = creatureById(g.state, id);
  const card = cardOf(g, c.card);
  const name = displayName(p, label(c));
  const core = (text: string, restriction: string): Verdict => ({ tier: 2, polarity: "cannot", rule: `core: ${restriction}`, text, src: p.src, restriction });
  const verdicts: Verdict[] = [{ tier: 0, polarity: "can", rule: name, text: `use ${name}`, src: p.src }];
  // "Minor action, usable after a charge": card text lets one minor action follow the charge, which § Charge (One Free
  // Action) forbids; only the spent slot is waived, and only until a minor action is taken after the charge.
  const t = g.state.active;
  const afterCharge = p.action === "minor" && trigger?.gate?.op === "charged-this-turn" && t?.creature === id && t.minorsAtCharge !== undefined && (t.minorActions ?? 0) === t.minorsAtCharge;
  for (const v of verbsFor(p, trigger)) verdicts.push(...verdictsFor(g, id, v).filter((x) => x.tier > 0 && !(afterCharge && x.restriction === "minor action spent")));
  if (p.action === "turn") {
    const t = g.state.active;
    if (t?.creature === id && !hasSlot(t, "turn")) verdicts.push(core("a replaces-turn power needs all three actions of the turn", "replaces turn"));
    // It counts as all three actions, so a creature limited to fewer cannot use it (digest A-19).
    if (actionsAllowedOf(g, id).value < 3) verdicts.push(core("a replaces-turn power is all three actions, more than this creature may take", "replaces turn"));
  }
  if (p.uses !== null && (c.spent[spentKey(p)] ?? 0) >= p.uses) verdicts.push(core(`${name} has no uses left (${p.uses} per battle${p.recharge ? " until it recharges" : ""})`, "limited use"));
  if (p.champion) {
    const rating = championRatingOf(g, id).value;
    if ((c.championUsed ?? 0) >= rating) verdicts.push(core(`champion powers used ${c.championUsed ?? 0} of ${rating} times this battle (champion rating)`, "champion rating"));
    if (c.usedOnTurn?.[spentKey(p)] === turnKey(g) && turnKey(g) !== 0) verdicts.push(core(`${name} was already used this turn (each champion power once per turn)`, "champion power once per turn"));
  }
  // A card's own limits after the action cost: "once per turn", "once per round", "while bloodied" (tier 4, § Powers and Effects).
  if (trigger?.event === null) {
    const gate = trigger.gate;
    if (gate && !gateEntry(gate.op).holds(gate.args, rulesView(g), id, id)) verdicts.push({ tier: 4, polarity: "cannot", rule: name, text: `usable only while ${gate.text}`, src: gate.src, restriction: name });
  }
  // Triggered powers too: "whenever this creature is hit, once per turn: …".
  if (trigger?.oncePer === "turn" && c.usedOnTurn?.[spentKey(p)] === turnKey(g)) verdicts.push({ tier: 4, polarity: "cannot", rule: name, text: "once per turn, already used this turn", src: p.src, restriction: name });
  if (trigger && spentThisRound(g, id, p, trigger)) verdicts.push({ tier: 4, polarity: "cannot", rule: name, text: "once per round, already used this round", src: p.src, restriction: name });
  const user = trigger?.oncePer === "round-warband" ? usedInWarbandThisRound(g, id, p) : undefined;
  if (user) verdicts.push({ tier: 4, polarity: "cannot", rule: name, text: `one creature of its warband each round, already used by ${label(user)} this round`, src: p.src, restriction: name });
  // A free-action power once per creature-turn, its own or another's (at the default timing points).
  if (p.action === "free" && c.usedOnTurn?.[`free:${spentKey(p)}`] === turnKey(g)) verdicts.push(core(`${name} was already used this turn`, "free power once per turn"));
  return decide(dedupe(verdicts));
}

/** A trigger gated on its power lasting acts as part of the use that started it (primitives/lasting.ts). */
export const lastingPart = (trigger: TriggerIR) => trigger.gate?.op === "power-lasts";

/** Pays for a use: the action slot, the immediate action of this turn, a limited use, a champion use, a once-per-turn or -round use. */
function pay(g: Game, id: string, p: PowerIR, trigger: TriggerIR): void {
  const c = creatureById(g.state, id);
  if (trigger.oncePer === "round" || trigger.oncePer === "round-warband") (c.usedOnRound ??= {})[spentKey(p)] = g.state.round;
  if (lastingPart(trigger)) return;
  const t = g.state.active;
  if (t?.creature === id && (p.action === "attack" || p.action === "move" || p.action === "minor" || p.action === "turn")) spendSlot(t, p.action);
  if (p.action === "free") (c.usedOnTurn ??= {})[`free:${spentKey(p)}`] = turnKey(g);
  if (p.action === "immediate") c.immediateTurn = turnKey(g);
  if (p.uses !== null) c.spent[spentKey(p)] = (c.spent[spentKey(p)] ?? 0) + 1;
  if (p.champion) {
    c.championUsed = (c.championUsed ?? 0) + 1;
    (c.usedOnTurn ??= {})[spentKey(p)] = turnKey(g);
  }
  if (trigger.oncePer === "turn") (c.usedOnTurn ??= {})[spentKey(p)] = turnKey(g);
}

/** A trigger the card limits to once a round ("max. 1 per round") that has acted this round already. */
export function spentThisRound(g: Game, id: string, p: PowerIR, trigger: TriggerIR): boolean {
  return trigger.oncePer === "round" && creatureById(g.state, id).usedOnRound?.[spentKey(p)] === g.state.round;
}

/**
 * "Only 1 creature in your warband can use Loot each round": another creature of its warband
 * (in play or not) that used a power of that name this round, if any. Warband's own reading:
 * the rulebook has no such limit; the card names the power, so any power of that name counts.
 */
function usedInWarbandThisRound(g: Game, id: string, p: PowerIR) {
  const owner = creatureById(g.state, id).owner;
  return g.state.creatures.find((x) => x.id !== id && x.owner === owner && x.usedOnRound?.[spentKey(p)] === g.state.round);
}

/** The creature a trigger names: the other creature of its event, else the enemy or ally it names. */
export const namedBy = (p: Participants): string | undefined => p.other ?? p.enemy ?? p.ally;
/** What a use for one creature is kept under, for a trigger limited to once per turn for each creature. */
export const eachKey = (p: PowerIR, creature: string) => `${spentKey(p)}@${creature}`;

/** Uses a power: pays for it, then resolves its effects (bounded by the game's trigger-chain guard). */
export function usePower(g: Game, id: string, p: PowerIR, trigger: TriggerIR, participants: Participants, once?: Once): void {
  const c = creatureById(g.state, id);
  const name = displayName(p, label(c));
  pay(g, id, p, trigger);
  // A champion power, once paid, is announced before its effects: "use when an enemy uses a champion power: its effects
  // are cancelled" acts here, and the power stays used (champion-windows.ts; § Champion Powers).
  const cancelled = p.champion && !lastingPart(trigger) && championPowerWindow(g, id, name, () => emit(g, { kind: "champion-power.declared", subject: id }));
  // "that enemy" of this use (its trigger's other creature; a "choose" effect names another): for "recharge when that enemy is destroyed".
  // Once per turn for each creature: this one's use this turn is spent (runtime/ddm/events.ts).
  const each = trigger.oncePer === "turn-each" ? namedBy(participants) : undefined;
  if (each !== undefined) (c.usedOnTurn ??= {})[eachKey(p, each)] = turnKey(g);
  const named = participants.enemy ?? participants.other;
  if (named !== undefined) (c.chose ??= {})[name] = named;
  if (!cancelled) g.chain.enter(
    name,
    () => {
      const how = lastingPart(trigger) ? "lasting" : p.champion ? "champion power" : p.action ? `${p.action === "turn" ? "replaces turn" : `${p.action} action`}` : trigger.activation;
      log(g, "power", `${label(c)} uses ${name} (${how}): ${trigger.text}`, { rule: name, src: trigger.src }, { creature: id, power: p.name });
      runEffects(g, trigger.effects, id, participants, name, once, p.types);
    },
    (chain) => log(g, "chain-cut", `trigger chain stopped at depth ${chain.length - 1}: ${chain.join(" → ")}`, { rule: name, src: trigger.src }),
  );
  // "Use when an enemy uses a champion power": announced once the power has resolved (§ Champion Powers).
  if (lastingPart(trigger)) return;
  if (p.champion) emit(g, { kind: "champion-power.used", subject: id });
  // "Recharge when this creature uses Stone Form" (§ Rechargeable Powers).
  if (p.name) emit(g, { kind: "power.used", subject: id, name: p.name });
}

/** Each time a recharge condition occurs, a power or attack with a spent use regains one (§ Rechargeable Powers). */
export function recharge(g: Game, ev: GameEvent): void {
  const view = rulesView(g);
  for (const c of inPlay(g.state)) {
    const card = cardOf(g, c.card);
    for (const p of [...card.attacks, ...powersOf(g, c.id)]) {
      // "recharge when … or when …": the first of its conditions that this event is.
      const fired = [p.recharge, p.rechargeOr].find((r) => r && triggerEntry(r.op).event === ev.kind && triggerEntry(r.op).matches(r.args, ev, c.id, view));
      if (!fired) continue;
      const key = spentKey(p);
      if ((c.spent[key] ?? 0) <= 0) continue;
      c.spent[key]! -= 1;
      log(g, "recharge", `${label(c)} recharges ${p.name ?? "a power"} (${fired.text})`, { rule: p.name ?? "recharge", src: fired.src }, { creature: c.id, power: p.name });
    }
  }
}

/**
 * "Recharge Ice Storm or Ray of Frost": one named attack or power of the creature that
 * has a spent use regains it; of several, its player picks which. Nothing happens to
 * one with no use spent. ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)
 */
/** "Cacophony counts as used": every use of the attack or power named is spent (§ Powers and Effects, Limited Use Powers). */
export function spendAllUses(g: Game, id: string, name: string, cause: Cause): void {
  const c = creatureById(g.state, id);
  const p = [...cardOf(g, c.card).attacks, ...powersOf(g, id)].find((x) => x.name?.toLowerCase() === name.toLowerCase());
  if (!p || p.uses === null) {
    log(g, "used", `${label(c)} has no limited use of ${name} to spend (${cause.rule})`, cause, { creature: id });
    return;
  }
  c.spent[spentKey(p)] = p.uses;
  log(g, "used", `${label(c)}'s ${spentKey(p)} counts as used (${cause.rule})`, cause, { creature: id, power: spentKey(p) });
}

/** The names of the creature's attacks made as attack actions ("1 attack action of a Dragon ally"): not its minor-action attacks (§ Actions). */
export function attackActionNames(g: Game, id: string): string[] {
  return cardOf(g, creatureById(g.state, id).card).attacks.flatMap((a) => (a.action === "attack" && a.name ? [a.name] : []));
}

export function rechargeNamed(g: Game, id: string, names: string[], cause: Cause): void {
  const c = creatureById(g.state, id);
  const mine = [...cardOf(g, c.card).attacks, ...powersOf(g, id)];
  const spent = names.map((n) => mine.find((p) => p.name?.toLowerCase() === n.toLowerCase())).filter((p): p is AttackIR | PowerIR => !!p && (c.spent[spentKey(p)] ?? 0) > 0);
  if (spent.length === 0) {
    log(g, "recharge", `${label(c)} has nothing to recharge: ${names.join(" and ")} ${names.length > 1 ? "have" : "has"} no spent use (${cause.rule})`, cause, { creature: id });
    return;
  }
  const pick =
    spent.length === 1
      ? spentKey(spent[0]!)
      : ask(g, { player: c.owner, kind: "recharge", prompt: `${label(c)}: recharge which? (${cause.rule})`, options: spent.map((p) => ({ id: spentKey(p), label: spentKey(p), legal: true })) });
  c.spent[pick]! -= 1;
  log(g, "recharge", `${label(c)} recharges ${pick} (${cause.rule})`, cause, { creature: id, power: pick });
}
