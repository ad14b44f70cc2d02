// Champion-power uses lost or regained by a power ("that enemy loses 1 champion power
// use"): the count of uses spent this battle moves, between none and the champion rating.
// compiler/primitives/champion-uses.ts says the rule.
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating)
import type { Cause } from "../../compiler/primitives/host.js";
import { cardOf, log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** `change` > 0 gives spent uses back, < 0 spends uses; a creature with no rating has none. */
export function changeChampionUses(g: Game, target: string, change: number, cause: Cause): void {
  const c = creatureById(g.state, target);
  const rating = cardOf(g, c.card).champion ?? 0;
  if (rating <= 0) return;
  const spent = c.championUsed ?? 0;
  const now = Math.min(rating, Math.max(0, spent - change));
  if (now === spent) return;
  c.championUsed = now;
  const moved = Math.abs(now - spent);
  log(g, "champion-uses", `${label(c)} ${now > spent ? "loses" : "regains"} ${moved} champion power use${moved === 1 ? "" : "s"} (${cause.rule}): ${rating - now} of ${rating} left`, cause, { creature: target, left: rating - now });
}
