// Damage or a condition held over a creature until the end of its next turn ("At end of that
// enemy's next turn, if it is not adjacent to this creature, it takes 15 damage", "target is
// Stunned if it ends its next turn within 3 squares of this creature"): kept among its effects
// until then, dealt or given as that turn ends if the state then holds of it, "this creature"
// being the power's owner; the effect ends either way (compiler/primitives/delayed-effects.ts).
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn); § Applying Damage
import { gateEntry } from "../../compiler/primitives/index.js";
import type { Cause } from "../../compiler/primitives/host.js";
import type { DamagePart } from "../../compiler/phrases/slots.js";
import { applyDamage } from "./damage.js";
import { addCondition, endMarkers } from "./effects.js";
import { log, type Game } from "./game.js";
import { creatureById, label, type ActiveEffect } from "./state.js";
import { rulesView } from "./view.js";

type Gate = { op: string; args: Record<string, unknown> };

export function damageAtEndOfNextTurn(g: Game, target: string, damage: DamagePart[], gate: Gate | null, cause: Cause): void {
  const what = `${damage.map((d) => `${d.amount}${d.type ? ` ${d.type}` : ""}`).join(" + ")} damage`;
  holdOver(g, target, { damage, gate }, what, `will take ${what}`, cause);
}

/** "is Stunned at end of its next turn if …": the condition, with its usual duration, given as that turn ends. */
export function conditionAtEndOfNextTurn(g: Game, target: string, condition: string, gate: Gate | null, cause: Cause): void {
  holdOver(g, target, { condition, gate }, condition, `will be ${condition}`, cause);
}

function holdOver(g: Game, target: string, delayed: NonNullable<ActiveEffect["delayed"]>, what: string, told: string, cause: Cause): void {
  const c = creatureById(g.state, target);
  if (c.status !== "in-play") return;
  const effect: ActiveEffect = {
    id: g.state.nextEffectId++,
    kind: "delayed",
    name: `${what} at end of its next turn`,
    delayed,
    ...endMarkers(g, c, { kind: "end-of-next-turn" }, cause.creature),
    source: cause.creature,
    rule: cause.rule,
    src: cause.src,
  };
  c.effects.push(effect);
  log(g, "delayed", `${label(c)} ${told} at the end of its next turn${delayed.gate ? ` if ${delayed.gate.op.replace(/-/g, " ")}` : ""} (${cause.rule})`, cause, { target });
}

/** As the creature's turn ends: each damage or condition held over it until this turn is dealt or given if its state holds. */
export function dealDelayedDamage(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  const due = c.effects.filter((e) => e.kind === "delayed" && e.delayed && e.endsOnTurn === c.turns && !e.turnsOf);
  for (const e of due) {
    if (c.status !== "in-play") return;
    const { damage, condition, gate } = e.delayed!;
    const holds = gate === null || gateEntry(gate.op).holds(gate.args, rulesView(g), id, e.source ?? id);
    if (!holds) {
      log(g, "delayed", `${label(c)} ${condition ? `is not ${condition}` : "takes no damage"} from ${e.rule}: ${gate!.op.replace(/-/g, " ")} does not hold`, { rule: e.rule, src: e.src }, { target: id });
      continue;
    }
    const cause = { creature: e.source, rule: e.rule, src: e.src };
    // A condition with no duration of its own lasts until the end of the creature's next turn: the one after this (§ Conditions, Duration).
    if (condition) addCondition(g, id, condition, null, cause);
    if (damage) applyDamage(g, id, damage, cause);
  }
}
