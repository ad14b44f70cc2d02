// Scorings a power sets for the end of the round in progress (compiler/primitives/round-scoring.ts):
// VP for each creature a subject names then ("at end of round, you score 5 VP for each enemy
// within 5 squares that is not adjacent to this creature"), and creatures that score nothing for
// occupying victory areas this round ("enemies occupying that victory area do not score victory
// points this round"), which scoring.ts leaves out when victory areas score.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7 (End of round); § Scenarios and
// Variants (Assault: Scoring Victory Points)
import type { Cause } from "../../compiler/primitives/host.js";
import { subjectEntry } from "../../compiler/primitives/index.js";
import { log, type Game } from "./game.js";
import { scoreVp } from "./scoring.js";
import { creatureById, inPlay, label } from "./state.js";
import { rulesView } from "./view.js";

type Subject = { op: string; args: Record<string, unknown> };

/** "At end of round, you score 5 VP for each …": kept until this round ends. */
export function scoreEachAtRoundEnd(g: Game, self: string, vp: number, who: Subject, cause: Cause): void {
  (g.state.roundCounts ??= []).push({ round: g.state.round, by: self, vp, who, rule: cause.rule, src: cause.src });
  log(g, "round-count", `at end of round ${g.state.round}, ${label(creatureById(g.state, self))}'s player scores ${vp} VP for each creature its power names then (${cause.rule})`, cause, { vp });
}

/**
 * At the end of the round: each counting set up for it scores for its power's player, the
 * creatures named counted now and seen from the power's owner; nothing if the owner has left
 * play, as there is then no creature to measure from (warband's own reading).
 */
export function resolveRoundCounts(g: Game): void {
  const due = (g.state.roundCounts ?? []).filter((x) => x.round === g.state.round);
  g.state.roundCounts = (g.state.roundCounts ?? []).filter((x) => x.round > g.state.round);
  if (g.state.roundCounts.length === 0) delete g.state.roundCounts;
  const view = rulesView(g);
  for (const x of due) {
    const owner = creatureById(g.state, x.by);
    const cause = { creature: x.by, rule: x.rule, src: x.src };
    if (owner.status !== "in-play") {
      log(g, "round-count", `${label(owner)} is no longer in play: nothing is scored (${x.rule})`, cause);
      continue;
    }
    const entry = subjectEntry(x.who.op);
    const counted = inPlay(g.state).filter((c) => entry.includes(x.who.args, view, x.by, c.id, {}));
    if (counted.length === 0) {
      log(g, "round-count", `no creature counts for ${x.rule}: nothing is scored`, cause);
      continue;
    }
    scoreVp(g, owner.owner, x.vp * counted.length, `${x.rule}: ${x.vp} VP for each of ${counted.map(label).join(", ")}`, x.src);
  }
}

/** "Enemies occupying that victory area do not score victory points this round": left out when victory areas score at this round's end. */
export function noOccupationVpThisRound(g: Game, id: string, cause: Cause): void {
  const kept = g.state.noOccupationVp?.round === g.state.round ? g.state.noOccupationVp.creatures : [];
  g.state.noOccupationVp = { round: g.state.round, creatures: [...new Set([...kept, id])] };
  log(g, "victory-areas", `${label(creatureById(g.state, id))} scores no VP for occupying victory areas this round (${cause.rule})`, cause, { creature: id });
}

/** Does the creature score nothing for occupying victory areas at this round's end? */
export function scoresNoOccupationThisRound(g: Game, id: string): boolean {
  const x = g.state.noOccupationVp;
  return x !== undefined && x.round === g.state.round && x.creatures.includes(id);
}
