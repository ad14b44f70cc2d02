// "Slowed (move action ends)": an effect its creature may end on its own turn by spending
// that action (a move action, or an attack action, which a move can replace). The turn
// offers it beside the other actions while the creature has the action to spend.
// ddm-battle-rules-2011.txt § Conditions (Duration: Attack/Move action ends)
import type { Option } from "../kernel/decisions.js";
import { endEffect } from "./effects.js";
import type { Game } from "./game.js";
import { explainBriefly, mayAct, spendSlot } from "./permissions.js";
import { creatureById } from "./state.js";

/** The action ("move" or "attack") that ends the effect, if it is ended so. */
function endingAction(until: string[] | undefined): "move" | "attack" | null {
  if (until?.includes("move-action")) return "move";
  if (until?.includes("attack-action")) return "attack";
  return null;
}

export function actionEndingOptions(g: Game, id: string): Option[] {
  const out: Option[] = [];
  for (const e of creatureById(g.state, id).effects) {
    const action = endingAction(e.until);
    if (!action) continue;
    const ruling = mayAct(g, id, `${action} action`);
    out.push({ id: `shake:${e.id}`, label: `end ${e.name} (${action} action)`, legal: ruling.allowed, ...(ruling.allowed ? {} : { why: explainBriefly(ruling) }) });
  }
  return out;
}

export function endByAction(g: Game, id: string, effectId: string): void {
  const c = creatureById(g.state, id);
  const e = c.effects.find((x) => String(x.id) === effectId)!;
  const action = endingAction(e.until)!;
  spendSlot(g.state.active!, action);
  endEffect(g, c, e, `it spent its ${action} action to end it`);
}
