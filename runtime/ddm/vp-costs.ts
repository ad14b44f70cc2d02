// Victory points paid by powers: spent by the power's player ("spend 5 VP"), or scored by
// its opponent ("your opponent scores 15 VP"). compiler/primitives/vp-costs.ts says why a
// player cannot spend VP it does not have.
// ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)
import type { Cause } from "../../compiler/primitives/host.js";
import { log, type Game } from "./game.js";
import { scoreVp } from "./scoring.js";
import { creatureById, label } from "./state.js";

/** "you spend 5 VP": the power's player loses them, never going below 0. */
export function spendVp(g: Game, self: string, vp: number, cause: Cause): void {
  const c = creatureById(g.state, self);
  const p = g.state.players[c.owner]!;
  const paid = Math.min(vp, p.vp);
  p.vp -= paid;
  log(g, "vp", `${p.name} spends ${paid} VP (${cause.rule} of ${label(c)}): ${p.vp} VP`, { rule: cause.rule, src: cause.src }, { player: c.owner, vp: -paid, total: p.vp });
}

/** "your opponent scores 15 VP": the other player scores, as any scoring counts. */
export function opponentScoresVp(g: Game, self: string, vp: number, cause: Cause): void {
  const c = creatureById(g.state, self);
  scoreVp(g, 1 - c.owner, vp, `${cause.rule} of ${label(c)}`, cause.src);
}
