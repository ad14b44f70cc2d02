// Scorings a power sets for the end of the round in progress (compiler/primitives/round-scoring.ts):
// VP for each creature a subject names then ("at end of round, you score 5 VP for each enemy
// within 5 squares that is not adjacent to this creature"), and creatures that score nothing for
// occupying victory areas this round ("enemies occupying that victory area do not score victory
// points this round"), which scoring.ts leaves out when victory areas score, and VP for a
// creature still holding the victory area it held when a power named it.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7 (End of round); § Scenarios and
// Variants (Assault: Scoring Victory Points)
import type { Cause } from "../../compiler/primitives/host.js";
import { subjectEntry } from "../../compiler/primitives/index.js";
import { log, type Game } from "./game.js";
import { inVictoryArea, scoreVp, scoresForOccupying, victoryAreasOccupied } from "./scoring.js";
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

/**
 * "Choose 1 ally occupying one of your victory areas. If that creature occupies that victory
 * area at end of round, score +15 VP": the areas it occupies now are remembered until this
 * round ends; nothing is set up if it occupies none.
 */
export function scoreIfAreaKept(g: Game, self: string, creature: string, vp: number, cause: Cause): void {
  const c = creatureById(g.state, creature);
  const areas = victoryAreasOccupied(g, c);
  if (areas.length === 0) {
    log(g, "round-count", `${label(c)} occupies no victory area: nothing to keep (${cause.rule})`, cause, { creature });
    return;
  }
  const player = creatureById(g.state, self).owner;
  (g.state.areaKeeps ??= []).push({ round: g.state.round, player, creature, areas, vp, rule: cause.rule, src: cause.src });
  log(g, "round-count", `${g.state.players[player]!.name} scores ${vp} VP at end of round ${g.state.round} if ${label(c)} still occupies its victory area (${cause.rule})`, cause, { creature, vp });
}

/** "Each creature in any victory area at the end of the round scores 5 VP for its player": kept until this round ends. */
export function occupantsScoreAtRoundEnd(g: Game, self: string, vp: number, cause: Cause): void {
  (g.state.occupantAwards ??= []).push({ round: g.state.round, vp, rule: cause.rule, src: cause.src });
  log(g, "round-count", `at end of round ${g.state.round}, each creature in a victory area scores ${vp} VP for its player (${cause.rule} of ${label(creatureById(g.state, self))})`, cause, { vp });
}

/** At the end of the round: each player scores for each of its creatures in a victory area then (both players at once). */
export function resolveOccupantAwards(g: Game): void {
  const due = (g.state.occupantAwards ?? []).filter((x) => x.round === g.state.round);
  g.state.occupantAwards = (g.state.occupantAwards ?? []).filter((x) => x.round > g.state.round);
  if (g.state.occupantAwards.length === 0) delete g.state.occupantAwards;
  for (const x of due) {
    g.state.players.forEach((_p, i) => {
      const holders = inPlay(g.state).filter((c) => c.owner === i && inVictoryArea(g, c, false) && scoresForOccupying(g, c));
      if (holders.length) scoreVp(g, i, x.vp * holders.length, `${x.rule}: ${x.vp} VP for each of ${holders.map(label).join(", ")} in a victory area`, x.src, true);
    });
  }
}

/** At the end of the round: each kept area scores if its creature, still in play, occupies it then. */
export function resolveAreaKeeps(g: Game): void {
  const due = (g.state.areaKeeps ?? []).filter((x) => x.round === g.state.round);
  g.state.areaKeeps = (g.state.areaKeeps ?? []).filter((x) => x.round > g.state.round);
  if (g.state.areaKeeps.length === 0) delete g.state.areaKeeps;
  for (const x of due) {
    const c = creatureById(g.state, x.creature);
    const kept = c.status === "in-play" && victoryAreasOccupied(g, c).some((i) => x.areas.includes(i));
    if (kept) scoreVp(g, x.player, x.vp, `${x.rule}: ${label(c)} still occupies its victory area`, x.src);
    else log(g, "round-count", `${label(c)} no longer occupies that victory area: nothing is scored (${x.rule})`, { rule: x.rule, src: x.src }, { creature: x.creature });
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
