// Powers lent for a while: a creature with `power "Wyrmdance"` among its timed modifiers
// has that power of the lending creature's card as its own until the modifier ends
// (compiler/primitives/lent-powers.ts). The lender's card is read even once it is
// destroyed: what it gave lasts as long as its duration says.
// ddm-battle-rules-2011.txt § Champion Powers; § Powers and Effects; § Conditions (Duration)
import type { PowerIR } from "../../compiler/ir.js";
import { LENT_POWER } from "../../compiler/primitives/lent-powers.js";
import { cardOf, type Game } from "./game.js";
import { creatureById } from "./state.js";

/** The powers lent to `id` and still lasting, each name once and none it has already. */
export function lentPowers(g: Game, id: string, own: PowerIR[]): PowerIR[] {
  const c = creatureById(g.state, id);
  const out: PowerIR[] = [];
  for (const e of c.effects) {
    if (e.kind !== "modifier" || e.modifier?.op !== LENT_POWER || e.source === null) continue;
    const name = String(e.modifier.args.name).toLowerCase();
    if ([...own, ...out].some((p) => p.name?.toLowerCase() === name)) continue;
    const lent = cardOf(g, creatureById(g.state, e.source).card).powers.find((p) => p.name?.toLowerCase() === name);
    if (lent) out.push(lent);
  }
  return out;
}
