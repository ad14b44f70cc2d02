// What round powers do to the round rather than to a creature: the power's player
// scores victory points, rolls more dice in this round's initiative test, or takes
// turns with more creatures. round.ts reads the dice and the extra turns.
// ddm-battle-rules-2011.txt § Champion Powers; § Champion Test; § The Battle (Game Overview), steps 5 and 6
import type { Cause } from "../../compiler/primitives/host.js";
import { log, type Game } from "./game.js";
import { scoreVp } from "./scoring.js";
import { creatureById, label } from "./state.js";

function playerOf(g: Game, self: string): number {
  return creatureById(g.state, self).owner;
}

/** "you score 10 VP": the power's player scores (§ Scenarios and Variants, Scoring Victory Points). */
export function scoreVpByPower(g: Game, self: string, vp: number, cause: Cause): void {
  scoreVp(g, playerOf(g, self), vp, `${cause.rule} of ${label(creatureById(g.state, self))}`, cause.src);
}

/**
 * "Players score double VP for occupying victory areas this round": both players' awards at
 * this round's end count twice; a second use doubles nothing more (§ Bonuses and Penalties,
 * Duplicate Effects). ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)
 */
export function doubleVictoryAreas(g: Game, cause: Cause): void {
  g.state.doubledVictoryAreas = g.state.round;
  log(g, "victory-areas", `victory areas score double VP at the end of round ${g.state.round}`, cause);
}

/** Extra d20s the player rolls in the initiative test of the round in progress, or of the next round before it starts. */
export function initiativeDiceOf(g: Game, player: number): number {
  const d = g.state.initiativeDice;
  return d && d.round === g.state.round ? (d.dice[player] ?? 0) : 0;
}

/** "you roll 1 extra d20 for initiative this round" (§ Champion Test). */
export function addInitiativeDice(g: Game, self: string, dice: number, cause: Cause): void {
  const p = playerOf(g, self);
  const d = g.state.initiativeDice?.round === g.state.round ? g.state.initiativeDice : { round: g.state.round, dice: [0, 0] };
  d.dice[p] = (d.dice[p] ?? 0) + dice;
  g.state.initiativeDice = d;
  log(g, "initiative-dice", `${g.state.players[p]!.name} rolls ${dice} extra d20 for initiative in round ${g.state.round}`, cause, { player: p, dice });
}

/** "you activate 1 extra creature this turn", or with a negative count "1 fewer creature" (§ The Battle, step 6). */
export function addExtraActivations(g: Game, self: string, creatures: number, cause: Cause): void {
  const p = playerOf(g, self);
  const extra = g.state.extraActivations ?? [0, 0];
  extra[p] = (extra[p] ?? 0) + creatures;
  g.state.extraActivations = extra;
  const n = Math.abs(creatures);
  const said = `${n} ${creatures < 0 ? "fewer" : "more"} creature${n === 1 ? "" : "s"}`;
  log(g, "extra-activations", `${g.state.players[p]!.name} takes turns with ${said} this player-turn`, cause, { player: p, creatures });
}

/** "You choose the first creature that opponent takes a turn with" (§ The Battle, step 6). */
export function chooseOpponentsFirst(g: Game, self: string, cause: Cause): void {
  const by = playerOf(g, self);
  g.state.firstChosenBy = { player: 1 - by, by };
  log(g, "first-creature", `${g.state.players[by]!.name} chooses the first creature ${g.state.players[1 - by]!.name} takes a turn with`, cause, { player: 1 - by, by });
}

/** Who chooses the first creature `player` takes a turn with now: a power's player, once, or the player itself. */
export function firstChooser(g: Game, player: number): number {
  const f = g.state.firstChosenBy;
  if (f?.player !== player) return player;
  delete g.state.firstChosenBy;
  return f.by;
}

/** Spends the player's extra activations: how many more (or, below 0, fewer) creatures it takes turns with now. */
export function takeExtraActivations(g: Game, player: number): number {
  const n = g.state.extraActivations?.[player] ?? 0;
  if (n !== 0) g.state.extraActivations![player] = 0;
  return n;
}
