// "Replaces turn: This creature takes 3 consecutive turns following this one": once the
// turn ends, the creature takes that many more at once (runtime/ddm/turn.ts takes them).
// ddm-battle-rules-2011.txt § Rounds and Turns; § Taking a Turn (the rulebook is silent on
// turns taken at once; warband's own reading: each is a whole turn, in the same activation)
import type { Cause } from "../../compiler/primitives/host.js";
import { log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

export function addFollowingTurns(g: Game, id: string, turns: number, cause: Cause): void {
  const c = creatureById(g.state, id);
  c.followingTurns = (c.followingTurns ?? 0) + turns;
  log(g, "following-turns", `${label(c)} will take ${turns} more turn${turns === 1 ? "" : "s"} once this one ends`, cause, { creature: id });
}
