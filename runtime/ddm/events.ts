// Event windows: when something happens, every triggered power listening for it fires.
// Automatic powers ("whenever …") always fire; activated ones ("use when …") are offered
// to their controller if the rules let it use them now. Powers that state no condition
// are offered at the default timing points. Recharge conditions are checked on every
// event. Chains are bounded by the game's ChainGuard.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Common Triggered Powers
import type { PowerIR, TriggerIR } from "../../compiler/ir.js";
import { gateEntry, triggerEntry } from "../../compiler/primitives/index.js";
import type { GameEvent, Participants } from "../../compiler/primitives/host.js";
import type { Once } from "./effects.js";
import { ask, isOver, type Game } from "./game.js";
import { flagOption } from "./options.js";
import { powerIdentity, powerName } from "./in-force.js";
import { mayUsePower, powersOf, recharge, usePower } from "./powers.js";
import { creatureById, inPlay, label } from "./state.js";
import { rulesView } from "./view.js";

interface Listener {
  owner: string;
  power: PowerIR;
  trigger: TriggerIR;
}

/**
 * The default condition of a power that states none (and is not an attack-, move- or
 * minor-action power, which are used as actions): before moving into a square, when
 * declaring an attack, when targeted by an attack, at the start or end of a turn. This
 * runtime offers them at its own creature's turn start and end, its attack
 * declarations and when it is targeted. (§ Common Triggered Powers, Default Condition)
 */
function atDefaultTimingPoint(power: PowerIR, ev: GameEvent, owner: string): boolean {
  if (power.action !== null && power.action !== "free" && power.action !== "immediate") return false;
  if (ev.kind === "turn.start" || ev.kind === "turn.end" || ev.kind === "attack.target") return ev.subject === owner;
  if (ev.kind === "attack.declare") return ev.actor === owner;
  return false;
}

/** Effects that cancel or change the roll or damage being resolved (runtime/ddm/attack-windows.ts). */
const CANCELLATIONS = new Set(["cancel-hit", "normal-hit", "reroll-attack", "no-damage-from-attack", "half-damage-from-attack", "less-damage-from-attack"]);
const cancels = (t: TriggerIR) => t.effects.some((e) => CANCELLATIONS.has(e.op));

/** Events with a window before they resolve, where immediate interrupts act (§ Actions, Immediate Action). */
const INTERRUPTIBLE = new Set(["attack.hit", "attack.miss"]);

/**
 * Does this trigger act in the event's window before it resolves? An immediate action
 * says "interrupt" or "reaction"; otherwise the rule option "immediate actions interrupt
 * their trigger" decides (most do, says the rulebook). Other powers act after.
 * ddm-battle-rules-2011.txt § Actions (Immediate Action); ../shared/spec/ddm-2011.md P-11
 */
export function interrupts(g: Game, power: PowerIR, trigger: TriggerIR): boolean {
  // A power that changes "that attack" must act before the attack's hit or miss is applied.
  if (trigger.effects.some((e) => e.op === "attack-boost" || CANCELLATIONS.has(e.op))) return true;
  if (power.action !== "immediate") return false;
  if (trigger.timing) return trigger.timing === "interrupt";
  return flagOption(g, "immediate actions interrupt their trigger");
}

function listeners(g: Game, ev: GameEvent): Listener[] {
  const view = rulesView(g);
  const owners = inPlay(g.state).map((c) => c.id);
  // A creature's own "this creature is destroyed" powers fire as it leaves play.
  if (ev.kind === "creature.destroyed" && ev.subject && !owners.includes(ev.subject)) owners.push(ev.subject);
  // A creature off the map is not in play, but the powers that put it on the map work
  // at the round's start and end (ddm-battle-rules-2011.txt § Set-Up, Delayed Appearance).
  const offMap = ev.kind === "round.start" || ev.kind === "round.end" ? g.state.creatures.filter((c) => c.status === "in-play" && c.space === null).map((c) => c.id) : [];
  const out: Listener[] = [];
  for (const owner of [...owners, ...offMap]) {
    const off = offMap.includes(owner);
    for (const power of powersOf(g, owner)) {
      for (const clause of power.clauses) {
        if (clause.kind !== "trigger") continue;
        if (off && !clause.effects.some((e) => e.op.startsWith("enter-"))) continue;
        if (clause.event === null) {
          if (clause.activation === "activated" && atDefaultTimingPoint(power, ev, owner)) out.push({ owner, power, trigger: clause });
          continue;
        }
        const entry = triggerEntry(clause.event.op);
        if (entry.event !== ev.kind || !entry.matches(clause.event.args, ev, owner, view)) continue;
        if (INTERRUPTIBLE.has(ev.kind) && (ev.before === true) !== interrupts(g, power, clause)) continue;
        if (clause.gate && !gateEntry(clause.gate.op).holds(clause.gate.args, view, owner, owner)) continue;
        out.push({ owner, power, trigger: clause });
      }
    }
  }
  return out;
}

function participantsOf(g: Game, l: Listener, ev: GameEvent): Participants {
  if (l.trigger.event) return triggerEntry(l.trigger.event.op).participants(ev, l.owner, rulesView(g));
  return ev.actor && ev.actor !== l.owner ? { other: ev.actor } : {};
}

/**
 * Announces an event. `first` is the player who declares first when both have powers
 * waiting for it (the start and end of a round); otherwise creatures answer in board order.
 */
export function emit(g: Game, ev: GameEvent, first?: number, valid?: () => boolean): void {
  // A recharge condition occurs once, when the event has resolved.
  if (!ev.before) recharge(g, ev);
  // One occurrence of a trigger affects a creature at most once per power (§ Common Triggered Powers, Duplicate Triggers).
  const once: Once = { affected: new Set(), identity: "" };
  let heard = listeners(g, ev);
  if (first !== undefined) {
    const owner = (l: Listener) => creatureById(g.state, l.owner).owner;
    heard = [...heard.filter((l) => owner(l) === first), ...heard.filter((l) => owner(l) !== first)];
  }
  // Cancellation effects resolve before the other answers to the same trigger; once one
  // invalidates it, the rest do not occur (§ Resolving Effects, Cancellation Effects; A-45).
  if (valid) heard = [...heard.filter((l) => cancels(l.trigger)), ...heard.filter((l) => !cancels(l.trigger))];
  for (const l of heard) {
    if (isOver(g)) return;
    if (valid && !valid()) return;
    const c = creatureById(g.state, l.owner);
    const name = powerName(l.power, label(c));
    const ruling = mayUsePower(g, l.owner, l.power, l.trigger);
    if (l.trigger.activation === "activated") {
      if (c.status !== "in-play" || !ruling.allowed) continue;
      const choice = ask(g, {
        player: c.owner,
        kind: "use-power",
        prompt: `Use ${name} of ${label(c)}? (${l.trigger.text})`,
        options: [
          { id: "use", label: `use ${name}`, legal: true },
          { id: "decline", label: "decline", legal: true },
        ],
      });
      if (choice !== "use") continue;
    } else if ((l.power.uses !== null || l.trigger.oncePer) && !ruling.allowed) continue;
    once.identity = powerIdentity(l.power);
    usePower(g, l.owner, l.power, l.trigger, participantsOf(g, l, ev), once);
  }
}
