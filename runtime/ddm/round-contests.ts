// Scorings a power sets up for the end of the round: "at end of round, the player whose
// warband destroys the most enemies this round scores 10 VP", "… the highest-level (or
// highest-cost) enemy …", "the player with the most creatures in victory areas scores 15
// VP". At the end of the round the player ahead scores; on a tie, or when neither has
// any, no one does (neither is "the player whose warband …").
// ddm-battle-rules-2011.txt § Champion Powers; § The Battle (Game Overview), step 7;
// § Scenarios and Variants (Scoring Victory Points)
import type { Cause } from "../../compiler/primitives/host.js";
import { cardOf, log, type Game } from "./game.js";
import { inVictoryArea, scoreVp } from "./scoring.js";
import { inPlay, type CreatureState } from "./state.js";

export type RoundContest = "most-destroyed" | "highest-level-destroyed" | "highest-cost-destroyed" | "most-in-victory-areas" | "most-in-own-victory-areas";

const what: Record<RoundContest, string> = {
  "most-destroyed": "destroys the most enemies",
  "highest-level-destroyed": "destroys the highest-level enemy",
  "highest-cost-destroyed": "destroys the highest-cost enemy",
  "most-in-victory-areas": "has the most creatures in victory areas",
  "most-in-own-victory-areas": "has the most creatures in its own victory areas",
};

/** The power sets the scoring up for the end of the round in progress. */
export function addRoundContest(g: Game, contest: RoundContest, vp: number, cause: Cause): void {
  (g.state.roundContests ??= []).push({ round: g.state.round, contest, vp, rule: cause.rule, src: cause.src });
  log(g, "round-contest", `at end of round ${g.state.round}, the player whose warband ${what[contest]} scores ${vp} VP (${cause.rule})`, cause, { contest, vp });
}

/** Each player's measure for the contest: enemies it destroyed this round (count, best level or cost), or creatures in victory areas. */
function measure(g: Game, contest: RoundContest, player: number): number {
  const destroyed = g.state.creatures.filter((c) => c.owner !== player && c.status === "destroyed" && c.destroyedInRound === g.state.round);
  const best = (f: (c: CreatureState) => number) => Math.max(0, ...destroyed.map(f));
  switch (contest) {
    case "most-destroyed":
      return destroyed.length;
    case "highest-level-destroyed":
      return best((c) => cardOf(g, c.card).level);
    case "highest-cost-destroyed":
      return best((c) => cardOf(g, c.card).cost);
    case "most-in-victory-areas":
    case "most-in-own-victory-areas":
      return inPlay(g.state).filter((c) => c.owner === player && inVictoryArea(g, c, contest === "most-in-own-victory-areas")).length;
  }
}

/** At the end of the round: each scoring set up for it goes to the player strictly ahead, if any. */
export function resolveRoundContests(g: Game): void {
  const due = (g.state.roundContests ?? []).filter((x) => x.round === g.state.round);
  g.state.roundContests = (g.state.roundContests ?? []).filter((x) => x.round > g.state.round);
  if (g.state.roundContests.length === 0) delete g.state.roundContests;
  for (const x of due) {
    const [a, b] = [0, 1].map((p) => measure(g, x.contest, p)) as [number, number];
    const cause = { rule: x.rule, src: x.src };
    if (a === b) {
      log(g, "round-contest", `no player's warband alone ${what[x.contest]} this round (${a} to ${b}): no one scores (${x.rule})`, cause, { contest: x.contest });
      continue;
    }
    const winner = a > b ? 0 : 1;
    scoreVp(g, winner, x.vp, `its warband ${what[x.contest]} this round (${Math.max(a, b)} to ${Math.min(a, b)}), ${x.rule}`, x.src);
  }
}
