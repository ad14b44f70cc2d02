// Event windows: when something happens, every triggered power listening for it fires.
// Automatic powers ("whenever …") always fire; activated ones ("use when …") are offered
// to their controller. Chains are bounded by the game's ChainGuard.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Common Triggered Powers
import type { PowerIR, TriggerIR } from "../../compiler/ir.js";
import { gateEntry, triggerEntry } from "../../compiler/primitives/index.js";
import type { GameEvent } from "../../compiler/primitives/host.js";
import { runEffects } from "./effects.js";
import { ask, cardOf, isOver, log, type Game } from "./game.js";
import { powerName } from "./in-force.js";
import { creatureById, inPlay, label } from "./state.js";
import { rulesView } from "./view.js";

interface Listener {
  owner: string;
  power: PowerIR;
  trigger: TriggerIR;
}

function listeners(g: Game, ev: GameEvent): Listener[] {
  const view = rulesView(g);
  const owners = inPlay(g.state).map((c) => c.id);
  // A creature's own "this creature is destroyed" powers fire as it leaves play.
  if (ev.kind === "creature.destroyed" && ev.subject && !owners.includes(ev.subject)) owners.push(ev.subject);
  const out: Listener[] = [];
  for (const owner of owners) {
    for (const power of cardOf(g, creatureById(g.state, owner).card).powers) {
      for (const clause of power.clauses) {
        if (clause.kind !== "trigger") continue;
        const entry = triggerEntry(clause.event.op);
        if (entry.event !== ev.kind || !entry.matches(clause.event.args, ev, owner, view)) continue;
        if (clause.gate && !gateEntry(clause.gate.op).holds(clause.gate.args, view, owner, owner)) continue;
        out.push({ owner, power, trigger: clause });
      }
    }
  }
  return out;
}

function usesLeft(g: Game, owner: string, power: PowerIR): boolean {
  if (power.uses === null) return true;
  return (creatureById(g.state, owner).spent[power.name ?? ""] ?? 0) < power.uses;
}

export function emit(g: Game, ev: GameEvent): void {
  for (const l of listeners(g, ev)) {
    if (isOver(g)) return;
    const c = creatureById(g.state, l.owner);
    const name = powerName(l.power, label(c));
    if (!usesLeft(g, l.owner, l.power)) continue;
    if (l.trigger.activation === "activated") {
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
    }
    if (l.power.uses !== null) c.spent[l.power.name ?? ""] = (c.spent[l.power.name ?? ""] ?? 0) + 1;
    const participants = triggerEntry(l.trigger.event.op).participants(ev, l.owner);
    g.chain.enter(
      name,
      () => {
        log(g, "trigger", `${name} of ${label(c)} triggers: ${l.trigger.text}`, { rule: name, src: l.trigger.src });
        runEffects(g, l.trigger.effects, l.owner, participants, name);
      },
      (chain) => log(g, "chain-cut", `trigger chain stopped at depth ${chain.length - 1}: ${chain.join(" → ")}`, { rule: name, src: l.trigger.src }),
    );
  }
}
