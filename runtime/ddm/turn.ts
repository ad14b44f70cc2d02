// A creature's turn: start (durations, control, ongoing damage, start-of-turn powers),
// actions chosen by its controller from the legal options, end (saves, durations,
// end-of-turn powers). ddm-battle-rules-2011.txt § Taking a Turn; § Actions
import { stingAtTurn } from "./turn-stings.js";
import type { AttackIR, PowerIR, TriggerIR } from "../../compiler/ir.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import type { Option } from "../kernel/decisions.js";
import { actionEndingOptions, endByAction } from "./action-endings.js";
import { placements } from "./attack-areas.js";
import { approachAttack, checkTargets, makeAttack, resolveAreaAttack, usesLeft } from "./attack.js";
import { charge, chargeOptions } from "./charge.js";
import { addCondition, endOfTurnEffects, endStartOfTurnEffects, savingThrows, takeOngoingDamage } from "./effects.js";
import { contributionsTo, turnsPerRoundOf } from "./values.js";
import { destroy } from "./damage.js";
import { healAtTurnStart } from "./turn-start-healing.js";
import { emit } from "./events.js";
import { flagOption } from "./options.js";
import { ask, cardOf, conditionNamed, isOver, log, roll, type Game } from "./game.js";
import { placeNearest, reachable, walk } from "./movement.js";
import { dismountOnControl, mountOptions, takeMountAction } from "./mounts.js";
import { afterMove, doubleMoveStage, duringDoubleMove, moveActionOptions, settleAtEndOfTurn, takeMoveAction } from "./move-actions.js";
import { terrainAtEndOfTurn, terrainAtStartOfTurn } from "./terrain.js";
import { zonesAtStartOfTurn } from "./laid-terrain.js";
import { noteHealingFont, takeTerrainAction, terrainActionOptions } from "./terrain-actions.js";
import { actionNamed, explainBriefly, hasSlot, mayAct, spendSlot } from "./permissions.js";
import { mayUsePower, powersOf, spentKey, usePower } from "./powers.js";
import { noteTurnEndAreas } from "./scoring.js";
import { creatureById, label, type CreatureState } from "./state.js";
import { rulesView } from "./view.js";
import { noteSightAtTurnStart } from "./sight.js";

/** Powers used as actions on the creature's own turn: "minor action: …", "replaces attack action: …", a "free action: …" without a condition. */
function actionPowers(g: Game, id: string): { power: PowerIR; trigger: TriggerIR }[] {
  const out: { power: PowerIR; trigger: TriggerIR }[] = [];
  for (const power of powersOf(g, id)) {
    if (power.action === null || power.action === "immediate") continue;
    const trigger = power.clauses.find((c): c is TriggerIR => c.kind === "trigger" && c.event === null);
    if (trigger) out.push({ power, trigger });
  }
  return out;
}

/** Every action the active creature could take, illegal ones included with the reason. */
export function actionOptions(g: Game, id: string): Option[] {
  const c = creatureById(g.state, id);
  const card = cardOf(g, c.card);
  const options: Option[] = [];
  for (const attack of card.attacks) {
    const base = `attack:${attack.name}`;
    const ruling = mayAct(g, id, "attack", { attack });
    if (!ruling.allowed) {
      options.push({ id: base, label: attack.name, legal: false, why: explainBriefly(ruling) });
      continue;
    }
    if (!usesLeft(g, id, attack)) {
      options.push({ id: base, label: `${attack.name}`, legal: false, why: "no uses left" });
      continue;
    }
    if (attack.approach) {
      // Its target is chosen after the move, where the creature then stands.
      options.push({ id: base, label: `${attack.name} (${attack.approach.during ? "during" : "after"} ${attack.approach.verb === "move" ? "moving" : "shifting"})`, legal: true });
      continue;
    }
    if (attack.kind === "close" || attack.kind === "area") {
      const places = placements(g, id, attack);
      if (places.length === 0) options.push({ id: base, label: attack.name, legal: false, why: "no placement affects an enemy" });
      for (const p of places) options.push({ id: `${base}:${p.id}`, label: `${attack.name}: ${p.label}`, legal: true, get squares() { return p.squares; } });
      continue;
    }
    const checks = checkTargets(g, id, attack);
    const legal = checks.filter((x) => x.ok);
    if (legal.length === 0) options.push({ id: base, label: attack.name, legal: false, why: checks.length ? `no target: ${[...new Set(checks.map((x) => x.why))].join(", ")}` : "no enemy in play" });
    for (const x of legal) options.push({ id: `${base}:${x.target}`, label: `${attack.name} → ${label(creatureById(g.state, x.target))}`, legal: true });
  }
  options.push(...chargeOptions(g, id));
  options.push(...rechargeOptions(g, id));
  options.push(...actionEndingOptions(g, id));
  for (const verb of ["move", "shift"]) {
    const action = actionNamed(g, verb);
    if (!action) continue;
    const ruling = mayAct(g, id, verb);
    if (!ruling.allowed) {
      options.push({ id: verb, label: verb, legal: false, why: explainBriefly(ruling) });
      continue;
    }
    const routes = [...reachable(g, id, ruling.squares ?? 0, verb === "move" && doubleMoveStage(g, id) === 1, verb === "shift").values()];
    if (routes.length === 0) options.push({ id: verb, label: verb, legal: false, why: "nowhere to go" });
    for (const r of routes) options.push({ id: `${verb}:${r.space.x},${r.space.y}`, label: `${verb} to ${r.space.x},${r.space.y} (${r.cost})`, legal: true });
  }
  for (const { power, trigger } of actionPowers(g, id)) {
    const ruling = mayUsePower(g, id, power, trigger);
    const name = power.name ?? trigger.text;
    options.push({ id: `power:${name}`, label: `${name} (${power.action === "turn" ? "replaces turn" : `${power.action} action`})`, legal: ruling.allowed, ...(ruling.allowed ? {} : { why: explainBriefly(ruling) }) });
  }
  options.push(...terrainActionOptions(g, id));
  options.push(...moveActionOptions(g, id));
  options.push(...mountOptions(g, id));
  options.push({ id: "end", label: "end turn", legal: true });
  return duringDoubleMove(g, id, options);
}

/** The attacks and powers of the creature that recharge by spending an action ("recharge as move action"). */
function rechargedByAction(g: Game, id: string): (AttackIR | PowerIR)[] {
  return [...cardOf(g, creatureById(g.state, id).card).attacks, ...powersOf(g, id)].filter((x) => x.rechargeAction && x.name);
}

/**
 * Attacks and powers that recharge by spending an action ("recharge as move action",
 * "RECHARGE as a minor action"): offered while a use is spent, at the cost of that action
 * (§ Powers and Effects, Rechargeable Powers).
 */
function rechargeOptions(g: Game, id: string): Option[] {
  const c = creatureById(g.state, id);
  const out: Option[] = [];
  for (const x of rechargedByAction(g, id)) {
    if ((c.spent[spentKey(x)] ?? 0) === 0) continue;
    // "Recharge as replaces turn action": only with no action taken yet this turn, and it spends them all (§ Common Triggered Powers, Replaces Turn Actions).
    if (x.rechargeAction === "turn") {
      const whole = hasSlot(g.state.active!, "turn");
      out.push({ id: `recharge:${x.name}`, label: `recharge ${x.name} (replaces turn action)`, legal: whole, ...(whole ? {} : { why: "an action was already taken this turn" }) });
      continue;
    }
    // "Recharge as a move action if no enemy is adjacent": only in that state (card text).
    const state = x.rechargeGate;
    if (state && !gateEntry(state.op).holds(state.args, rulesView(g), id, id)) {
      out.push({ id: `recharge:${x.name}`, label: `recharge ${x.name} (${x.rechargeAction} action)`, legal: false, why: `only if ${state.text}` });
      continue;
    }
    const ruling = mayAct(g, id, `${x.rechargeAction} action`);
    out.push({ id: `recharge:${x.name}`, label: `recharge ${x.name} (${x.rechargeAction} action)`, legal: ruling.allowed, ...(ruling.allowed ? {} : { why: explainBriefly(ruling) }) });
  }
  return out;
}

function rechargeByAction(g: Game, id: string, name: string): void {
  const c = creatureById(g.state, id);
  const attack = rechargedByAction(g, id).find((a) => a.name === name)!;
  spendSlot(g.state.active!, attack.rechargeAction!);
  c.spent[name] = Math.max(0, (c.spent[name] ?? 0) - 1);
  log(g, "recharge", `${label(c)} spends its ${attack.rechargeAction === "turn" ? "whole turn" : `${attack.rechargeAction} action`} to recharge ${name}`, { rule: name, src: attack.src }, { creature: id, attack: name });
}

function takeAction(g: Game, id: string, choice: string): void {
  const t = g.state.active!;
  const [kind, what, target] = choice.split(":");
  if (kind === "attack") {
    const attack = cardOf(g, creatureById(g.state, id).card).attacks.find((a) => a.name === what)!;
    spendSlot(t, attack.action);
    if (attack.approach) approachAttack(g, id, attack);
    else if (attack.kind === "close" || attack.kind === "area") resolveAreaAttack(g, id, attack, placements(g, id, attack).find((p) => p.id === target)!);
    else makeAttack(g, id, attack, target!);
    return;
  }
  if (kind === "shake") return endByAction(g, id, what!);
  if (kind === "recharge") {
    rechargeByAction(g, id, what!);
    return;
  }
  if (kind === "charge") {
    const named = choice.split(":").slice(3).join(":");
    charge(g, id, what!, target!, named || undefined);
    return;
  }
  if (kind === "power") {
    const name = choice.slice("power:".length);
    const found = actionPowers(g, id).find(({ power, trigger }) => (power.name ?? trigger.text) === name)!;
    usePower(g, id, found.power, found.trigger, {});
    return;
  }
  if (kind === "terrain") return takeTerrainAction(g, id, what!);
  if (takeMoveAction(g, id, choice) || takeMountAction(g, id, choice)) return;
  const verb = kind!;
  const ruling = mayAct(g, id, verb);
  const route = [...reachable(g, id, ruling.squares ?? 0, verb === "move" && doubleMoveStage(g, id) === 1, verb === "shift").values()].find((r) => `${r.space.x},${r.space.y}` === what);
  if (!route) throw new Error(`${label(creatureById(g.state, id))} cannot ${verb} to ${what}`);
  spendSlot(t, "move");
  const action = actionNamed(g, verb)!;
  const decider = ruling.verdicts.find((v) => v.status === "decides");
  walk(g, id, route.path, action.provokes, { creature: id, rule: verb === "move" ? "moves" : "shifts", src: decider?.src ?? action.src });
  afterMove(g, id);
}

/**
 * Start of turn, step 1, Determine Control: a Confused creature rolls a d20 — 1-5 it is
 * Dominated this turn by whoever last confused it, 6-10 it takes no actions, 11-20 its
 * controller acts normally (still Dazed-limited). ddm-battle-rules-2011.txt § Confused; digest A-33
 */
function determineControl(g: Game, c: CreatureState): void {
  const confused = [...c.effects].reverse().find((e) => e.kind === "condition" && e.name.toLowerCase() === "confused");
  if (!confused) return;
  const r = roll(g, `confusion for ${label(c)}`);
  const cause = { creature: confused.source, rule: "Confused", src: conditionNamed(g, "Confused")?.src ?? null };
  if (r <= 5 && conditionNamed(g, "Dominated")) addCondition(g, c.id, "Dominated", { kind: "end-of-turn" }, cause);
  else if (r <= 10) {
    g.state.active!.barred = { text: `Confused: rolled ${r} (6-10), no actions this turn`, src: cause.src, confused: true };
    log(g, "confused", `${label(c)} is Confused and takes no actions this turn (${r})`, cause);
  } else log(g, "confused", `${label(c)} is Confused but acts normally this turn (${r})`, cause);
}

/**
 * The player who chooses a Dominated creature's action: the controller of the creature
 * that last dominated it; for that action it belongs to the dominator's warband.
 * ddm-battle-rules-2011.txt § Dominated; digest P-23, A-34
 */
function dominator(g: Game, c: CreatureState): CreatureState | null {
  if (!rulesView(g).hasCondition(c.id, "Dominated")) return null;
  const e = [...c.effects].reverse().find((x) => x.kind === "condition" && x.name.toLowerCase() === "dominated" && x.source);
  const d = e?.source ? g.state.creatures.find((x) => x.id === e.source) : undefined;
  return d && d.side !== c.side ? d : null;
}

/**
 * Who declares first at the end of a turn: the acting player, then the other, the acting
 * player ordering them, as at the start of a turn (undefined); or, by the rule option,
 * the last champion test's winner, then the other, as at the start of a round.
 * ddm-battle-rules-2011.txt § End of Turn Phase (step 3: "in the same order and manner as start of round effects"); ddm-2011.md A-11
 */
function endOfTurnFirst(g: Game): number | undefined {
  if (!flagOption(g, "end of turn declarations start with the last champion-test winner")) return undefined;
  return g.state.lastChampionTest?.winner ?? 0;
}

export function creatureTurn(g: Game, id: string): void {
  const s = g.state;
  const c = creatureById(s, id);
  c.turns++;
  s.turn++;
  // "Takes 1 extra minor action each turn": more minor actions than the one the rules give (§ Take Actions Phase).
  const minor = 1 + contributionsTo(g, id).reduce((n, x) => n + (x.stat === "extra-minor-actions" ? x.amount : 0), 0);
  s.active = { creature: id, attack: 1, move: 1, minor, taken: 0, ...(c.space ? { startSpace: { ...c.space } } : {}) };
  log(g, "turn", `${label(c)} starts its turn (${c.hp} hp)`, { rule: "core: start of turn" }, { creature: id });
  noteSightAtTurnStart(g, id);
  // The creature activates: immediate interrupts to that ("use when an adjacent enemy activates") act before its turn goes on (§ Actions, Immediate Action).
  emit(g, { kind: "turn.start", subject: id, before: true });
  // Start of turn: durations that end now, control, ongoing damage, then other effects (§ Start of Turn Phase).
  endStartOfTurnEffects(g, id);
  // Step 1 begins with a start-of-turn saving-throw power's saves (§ Start of Turn Phase, Determine Control).
  const saver = contributionsTo(g, id).find((x) => x.stat === "start-of-turn-saves");
  if (saver) savingThrows(g, id, ` at the start of its turn (${saver.rule})`);
  determineControl(g, c);
  takeOngoingDamage(g, id);
  // "Takes 15 damage at start of each of its turns": other start-of-turn damage, with ongoing damage (step 2).
  stingAtTurn(g, id, "start");
  // Start of turn, step 2 also: damage from terrain it starts in; a font it may drink from.
  terrainAtStartOfTurn(g, id);
  zonesAtStartOfTurn(g, id);
  noteHealingFont(g, id);
  // Step 3, other start-of-turn effects: healing held over it ("heals 10 at start of each of its turns until it moves").
  healAtTurnStart(g, id);
  if (c.status === "in-play" && !isOver(g)) emit(g, { kind: "turn.start", subject: id });
  // A creature that leaves the battle map on its turn ("remove this creature from the battle map") takes no more actions.
  while (c.status === "in-play" && c.space !== null && !isOver(g)) {
    const dom = dominator(g, c);
    const player = dom ? dom.owner : c.owner;
    if (dom) dismountOnControl(g, id, player, { creature: dom.id, rule: "Dominated", src: conditionNamed(g, "Dominated")?.src ?? null });
    // A Dominated creature belongs to its dominator's warband while it chooses and takes its action.
    const ownSide = c.side;
    if (dom) c.side = dom.side;
    let choice = "end";
    try {
      choice = ask(g, { player, kind: "action", prompt: `${label(c)}: choose an action${dom ? ` (Dominated by ${label(dom)})` : ""}`, options: actionOptions(g, id) });
      if (choice !== "end") takeAction(g, id, choice);
    } finally {
      c.side = ownSide;
    }
    if (choice === "end") break;
  }
  settleAtEndOfTurn(g, id);
  // End of turn, steps 1 and 2: saves, then effects that end now.
  if (c.status === "in-play" && !isOver(g)) endOfTurnEffects(g, id);
  // Kept in play at 0 hit points until the end of its next turn: that turn is over (damage.ts doomed).
  if (c.status === "in-play" && c.doomedAfter !== undefined && c.turns > c.doomedAfter && !isOver(g)) destroy(g, id, { creature: id, rule: "not destroyed until end of its next turn", src: null });
  // Step 3: effects already in place resolve first (dangerous terrain; creatures left on pits are placed), then the powers declared (A-11).
  if (!isOver(g)) terrainAtEndOfTurn(g, id, (who) => placeNearest(g, who, { creature: null, rule: "pit terrain", src: g.map.src }));
  // "Takes 10 damage at end of each of its turns if it did not move this turn": an effect in place, after the saves (step 3).
  if (c.status === "in-play" && !isOver(g)) stingAtTurn(g, id, "end");
  // Where it ends the turn, for "has ended a turn in each victory area".
  if (c.status === "in-play") noteTurnEndAreas(g, c);
  if (c.status === "in-play" && !isOver(g)) emit(g, { kind: "turn.end", subject: id }, endOfTurnFirst(g));
  // A creature that takes two turns a round has acted only after the second (§ Rounds and Turns).
  c.turnsThisRound = (c.turnsThisRound ?? 0) + 1;
  if (s.active?.moveActions) c.moveActionsThisRound = (c.moveActionsThisRound ?? 0) + s.active.moveActions;
  c.actedThisRound = c.status !== "in-play" || c.turnsThisRound >= turnsPerRoundOf(g, id).value;
  s.active = null;
  // "Takes 3 consecutive turns following this one": the next follows at once, while it is in play (runtime/ddm/following-turns.ts).
  if (c.followingTurns) {
    c.followingTurns--;
    if (c.status === "in-play" && c.space !== null && !isOver(g)) creatureTurn(g, id);
    else delete c.followingTurns;
  }
}
