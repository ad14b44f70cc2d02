// Event windows: when something happens, every triggered power listening for it fires.
// Automatic powers ("whenever …") always fire; activated ones ("use when …") are offered
// to their controller if the rules let it use them now. Powers that state no condition
// are offered at the default timing points. Recharge conditions are checked on every
// event. Chains are bounded by the game's ChainGuard.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Common Triggered Powers
import type { EffectIR, PowerIR, TriggerIR } from "../../compiler/ir.js";
import { choiceOps } from "../../compiler/primitives/choices.js";
import { gateEntry, subjectEntry, triggerEntry } from "../../compiler/primitives/index.js";
import type { GameEvent, Participants, RulesView } from "../../compiler/primitives/host.js";
import type { Once } from "./effects.js";
import { ask, isOver, turnKey, type Game } from "./game.js";
import { flagOption } from "./options.js";
import { isInactive, powerIdentity, powerName } from "./in-force.js";
import { eachKey, lastingPart, mayUsePower, namedBy, powersOf, recharge, spentThisRound, turnsHitsIntoMisses, usePower } from "./powers.js";
import { inActingOrder } from "./simultaneous.js";
import { creatureById, inPlay, label } from "./state.js";
import { rulesView } from "./view.js";

interface Listener {
  owner: string;
  power: PowerIR;
  trigger: TriggerIR;
}

/**
 * The default condition of a power that states none (and is not an attack-, move- or
 * minor-action power, which are used as actions): before moving that creature into a
 * square, when declaring an attack with it, when it is targeted by an attack, at the
 * start or end of a creature's turn, any creature's. (§ Common Triggered Powers, Default Condition)
 */
function atDefaultTimingPoint(power: PowerIR, ev: GameEvent, owner: string): boolean {
  if (power.action !== null && power.action !== "free" && power.action !== "immediate") return false;
  if (ev.kind === "creature.stepped") return ev.before === true && ev.subject === owner;
  if (ev.before) return false;
  if (ev.kind === "turn.start" || ev.kind === "turn.end") return true;
  if (ev.kind === "attack.target") return ev.subject === owner;
  if (ev.kind === "attack.declare") return ev.actor === owner;
  return false;
}

/** Effects that cancel or change the roll or damage being resolved (runtime/ddm/attack-windows.ts). */
const CANCELLATIONS = new Set(["attack-has-no-effect", "reroll-save", "save-succeeds", "save-fails", "save-twice", "attack-roll-twice", "cancel-hit", "cancel-hit-on-base-damage-roll", "normal-hit", "critical-hit", "automatic-hit", "reroll-attack", "no-damage-from-attack", "half-damage-from-attack", "less-damage-from-attack", "more-damage-from-attack", "cancel-movement", "take-damage-instead"]);
/** A cancellation among the effects, or in a row of a d20 table among them ("roll d20 on 11 to 20 (that attack has no effect)"). */
const cancelling = (effects: EffectIR[]): boolean =>
  effects.some((e) => CANCELLATIONS.has(e.op) || (e.op === "roll-table" && (e.args.rows as { effects: EffectIR[] }[]).some((r) => cancelling(r.effects))));
const cancels = (t: TriggerIR) => cancelling(t.effects);

/**
 * Events with a window before they resolve, where immediate interrupts act: an attack's
 * hit or miss, a creature entering a square or starting a move or shift
 * (move-windows.ts), a creature activating (its turn starting), a saving throw before
 * its roll or its result (save-windows.ts). (§ Actions, Immediate Action)
 */
const INTERRUPTIBLE = new Set(["attack.hit", "attack.miss", "creature.stepped", "creature.moved", "turn.start", "save.before", "save.failed", "save.succeeded"]);

/**
 * Does this trigger act in the event's window before it resolves? An immediate action
 * says "interrupt" or "reaction"; otherwise the rule option "immediate actions interrupt
 * their trigger" decides (most do, says the rulebook). Other powers act after.
 * ddm-battle-rules-2011.txt § Actions (Immediate Action); ../shared/spec/ddm-2011.md P-11
 */
export function interrupts(g: Game, power: PowerIR, trigger: TriggerIR): boolean {
  // A power that changes "that attack" must act before the attack's hit or miss is applied.
  if (trigger.effects.some((e) => e.op === "attack-boost" || e.op === "typed-attack-boost") || cancelling(trigger.effects)) return true;
  if (power.action !== "immediate") return false;
  if (trigger.timing) return trigger.timing === "interrupt";
  return flagOption(g, "immediate actions interrupt their trigger");
}

/** Place effects that put the creature they name (the power's owner when they name none) somewhere (compiler/primitives/off-map.ts). */
const PLACES_NAMED = new Set(["place-where", "place-nearest-left", "place-within-of-self", "place-in-sight-of-self", "place-far-from"]);

/**
 * Does the effect put the power's owner on the map: into an area, or placed where a state
 * holds or beside a creature ("place this creature in a square adjacent to a champion
 * ally"), or as one alternative of a choice? ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance)
 */
function bringsOnMap(e: EffectIR): boolean {
  if (e.op.startsWith("enter-") || e.op === "place-self-beside" || (PLACES_NAMED.has(e.op) && (!e.subject || e.subject.op === "self"))) return true;
  return choiceOps.has(e.op) && (e.args.options as EffectIR[][]).some((alt) => alt.some(bringsOnMap));
}

/** Subjects naming the trigger's other creature: "that ally", "that enemy", "that creature". */
const TRIGGER_CREATURE = new Set(["that-ally", "that-enemy", "other"]);

/**
 * Does another creature's power on a destruction have the creature being destroyed act ("when
 * an ally is destroyed: that ally makes a basic attack", "… that enemy makes a basic attack as
 * if Dominated")? Such a power is its last act: it resolves with its own "when this creature is
 * destroyed" powers, while it still stands where it fell (runtime/ddm/damage.ts destroy; the
 * rulebook leaves this timing open, ddm-battle-rules-2011.txt § Hit Points, Destroyed).
 */
function fallenActs(clause: TriggerIR, ev: GameEvent, owner: string, view: RulesView): boolean {
  if (ev.kind !== "creature.destroyed" || ev.subject === undefined || ev.subject === owner || !clause.event) return false;
  const p = triggerEntry(clause.event.op).participants(ev, owner, view, clause.event.args);
  return clause.effects.some((e) => e.subject !== null && TRIGGER_CREATURE.has(e.subject.op) && subjectEntry(e.subject.op).includes(e.subject.args, view, owner, ev.subject!, p));
}

function listeners(g: Game, ev: GameEvent): Listener[] {
  const view = rulesView(g);
  // A creature's own "this creature is destroyed" powers fire first, while it still stands where it
  // fell, with the others' that have it act; the rest after it is removed (runtime/ddm/damage.ts, destroy).
  const dying = ev.kind === "creature.destroyed" && ev.dying === true;
  const owners = inPlay(g.state).map((c) => c.id).filter((id) => dying || !(ev.kind === "creature.destroyed" && id === ev.subject));
  // A creature off the map is not in play, but the powers that put it on the map work
  // at the round's start and end, and their set-up powers at set-up (ddm-battle-rules-2011.txt § Set-Up, Delayed Appearance);
  // so do those answering a creature's destruction ("use when an enemy in a victory area destroys a creature: if this
  // creature is not on the battle map, place it …"), warband's own reading of a power that says it acts off the map.
  const offMap =
    ev.kind === "round.start" || ev.kind === "round.end" || ev.kind === "setup.placed" || ev.kind === "creature.destroyed"
      ? g.state.creatures.filter((c) => c.status === "in-play" && c.space === null).map((c) => c.id)
      : [];
  const out: Listener[] = [];
  for (const owner of [...owners, ...offMap]) {
    const off = offMap.includes(owner);
    let inactive: boolean | undefined;
    for (const power of powersOf(g, owner)) {
      // An aura's triggered effects ("(aura 3) allies heal 5 HP each time they hit") do not occur while its creature is inactive
      // (ddm-battle-rules-2011.txt § Continuous Powers, Aura).
      if (power.aura !== null && (inactive ??= isInactive(g, owner) !== null)) continue;
      for (const clause of power.clauses) {
        if (clause.kind !== "trigger") continue;
        // So do the rules of a card-defined condition that took it off the map ("at end of round: this creature takes 10 acid damage").
        if (off && !power.condition && !clause.effects.some(bringsOnMap)) continue;
        if (clause.event === null) {
          if (clause.activation === "activated" && atDefaultTimingPoint(power, ev, owner)) out.push({ owner, power, trigger: clause });
          continue;
        }
        const entry = triggerEntry(clause.event.op);
        if (entry.event !== ev.kind || !entry.matches(clause.event.args, ev, owner, view)) continue;
        if (ev.kind === "creature.destroyed" && owner !== ev.subject && dying !== fallenActs(clause, ev, owner, view)) continue;
        if (INTERRUPTIBLE.has(ev.kind) && (ev.before === true) !== interrupts(g, power, clause)) continue;
        if (clause.gate && !gateEntry(clause.gate.op).holds(clause.gate.args, view, owner, owner)) continue;
        out.push({ owner, power, trigger: clause });
      }
    }
  }
  return out;
}

function participantsOf(g: Game, l: Listener, ev: GameEvent): Participants {
  if (l.trigger.event) return triggerEntry(l.trigger.event.op).participants(ev, l.owner, rulesView(g), l.trigger.event.args);
  return ev.actor && ev.actor !== l.owner ? { other: ev.actor } : {};
}

/**
 * "Maximum 1 per turn per enemy": a trigger limited to once per turn for each creature it
 * names has acted for this one already this turn (runtime/ddm/powers.ts marks it).
 */
function spentForThisCreature(g: Game, l: Listener, p: Participants): boolean {
  if (l.trigger.oncePer !== "turn-each") return false;
  const named = namedBy(p);
  return named !== undefined && creatureById(g.state, l.owner).usedOnTurn?.[eachKey(l.power, named)] === turnKey(g);
}

/** A triggered power declared at an event, waiting to resolve with the others declared with it. */
interface Declared extends Listener {
  participants: Participants;
}

/**
 * The player who orders what resolves at once: the player whose creature is taking its
 * turn; between turns, the player of the creature the event is about.
 */
function actingPlayer(g: Game, ev: GameEvent): number {
  const who = g.state.active?.creature ?? ev.actor ?? ev.subject;
  return who !== undefined ? creatureById(g.state, who).owner : (ev.player ?? 0);
}

/** May the listener's power be used now (an activated one: its creature in play, its limits unspent)? */
function usable(g: Game, l: Listener): boolean {
  // Its use was paid when the power started lasting; the creature must still be in play, and a part limited to once a round unspent.
  if (lastingPart(l.trigger)) return creatureById(g.state, l.owner).status === "in-play" && !spentThisRound(g, l.owner, l.power, l.trigger);
  const ruling = mayUsePower(g, l.owner, l.power, l.trigger);
  if (l.trigger.activation === "activated") return creatureById(g.state, l.owner).status === "in-play" && ruling.allowed;
  return (l.power.uses === null && !l.trigger.oncePer && !turnsHitsIntoMisses(l.trigger)) || ruling.allowed;
}

/** `player`'s powers waiting for the event: automatic ones are declared, activated ones offered to the player. */
function declare(g: Game, ev: GameEvent, heard: Listener[], player: number): Declared[] {
  const out: Declared[] = [];
  for (const l of heard) {
    const c = creatureById(g.state, l.owner);
    if (c.owner !== player || !usable(g, l)) continue;
    const participants = participantsOf(g, l, ev);
    if (spentForThisCreature(g, l, participants)) continue;
    if (l.trigger.activation === "activated") {
      const name = powerName(l.power, label(c));
      const choice = ask(g, {
        player,
        kind: "use-power",
        prompt: `Use ${name} of ${label(c)}? (${l.trigger.text})`,
        options: [
          { id: "use", label: `use ${name}`, legal: true },
          { id: "decline", label: "decline", legal: true },
        ],
      });
      if (choice !== "use") continue;
    }
    out.push({ ...l, participants });
  }
  return out;
}

/**
 * Powers declared together resolve as if at once, in the order `player` picks.
 * Cancellation effects come first; once one invalidates the trigger, the rest do not
 * occur (§ Resolving Effects, Simultaneous Effects and Cancellation Effects; A-45). A
 * power no longer usable when its turn comes (its user destroyed, its use spent by an
 * earlier one) does nothing.
 */
function resolveDeclared(g: Game, declared: Declared[], player: number, once: Once, valid?: () => boolean): void {
  const named = (d: Declared) => {
    const c = label(creatureById(g.state, d.owner));
    return `${powerName(d.power, c)} of ${c}`;
  };
  const order = (ds: Declared[]) => inActingOrder(g, player, ds, (d) => `${declared.indexOf(d) + 1}`, named, "powers declared together");
  const ordered = valid ? [...order(declared.filter((d) => cancels(d.trigger))), ...order(declared.filter((d) => !cancels(d.trigger)))] : order(declared);
  for (const d of ordered) {
    if (isOver(g) || (valid && !valid())) return;
    if (!usable(g, d)) continue;
    once.identity = powerIdentity(d.power);
    usePower(g, d.owner, d.power, d.trigger, d.participants, once);
  }
}

/**
 * Announces an event. The acting player declares its powers waiting for it, then the
 * other player; the acting player orders what was declared (§ Start of Turn Phase, step
 * 3; § Resolving Effects, Simultaneous Effects). At the start and end of a round, `first`
 * names the player who declares and resolves first, then the other does (§ The Battle,
 * steps 4 and 7; A-06).
 */
export function emit(g: Game, ev: GameEvent, first?: number, valid?: () => boolean): void {
  // A recharge condition occurs once, when the event has resolved.
  if (!ev.before && !ev.dying) recharge(g, ev);
  const heard = listeners(g, ev);
  if (heard.length === 0) return;
  // One occurrence of a trigger affects a creature at most once per power (§ Common Triggered Powers, Duplicate Triggers).
  const once: Once = { affected: new Set(), identity: "" };
  if (first !== undefined) {
    for (const player of [first, 1 - first]) {
      if (isOver(g)) return;
      resolveDeclared(g, declare(g, ev, heard, player), player, once, valid);
    }
    return;
  }
  const acting = actingPlayer(g, ev);
  const declared = [...declare(g, ev, heard, acting), ...declare(g, ev, heard, 1 - acting)];
  resolveDeclared(g, declared, acting, once, valid);
}
