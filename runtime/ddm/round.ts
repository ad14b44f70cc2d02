// A round: initiative by champion test, players alternating creature-turns (one,
// then two each), end of round with victory-area scoring.
// ddm-battle-rules-2011.txt § The Battle (Game Overview); § Champion Test
import { endOfRoundEffects, endPlayerTurnEffects } from "./effects.js";
import { emit } from "./events.js";
import { ask, cardOf, isOver, log, roll, type Game } from "./game.js";
import { firstChooser, initiativeDiceOf, takeExtraActivations } from "./round-effects.js";
import { checkVictory, scoreVictoryAreas } from "./scoring.js";
import { resolveRoundContests } from "./round-contests.js";
import { resolveAreaKeeps, resolveOccupantAwards, resolveRoundCounts } from "./round-scoring.js";
import { inPlay, label } from "./state.js";
import { championRatingOf, valueOf } from "./values.js";
import { isInactive, modifiersInForce } from "./in-force.js";
import { rulesView } from "./view.js";
import { creatureTurn } from "./turn.js";

/**
 * Highest champion rating among a player's active creatures in play (0 if none); for
 * the test before set-up, when none is on the map yet, every champion of the warband
 * (spec A-07). A Dazed creature (or one whose condition includes Dazed) and an inactive
 * one count no rating. Powers may change a creature's rating for this ("treated as CR 0
 * when determining initiative") and add to the player's highest ("+1 to your highest
 * champion rating when rolling for initiative").
 */
function championRating(g: Game, player: number): number {
  const setup = g.state.phase === "setup";
  const pool = setup ? g.state.creatures.filter((c) => c.status === "in-play") : inPlay(g.state);
  const view = rulesView(g);
  const ratings = pool
    .filter((c) => c.owner === player && (setup || (!view.hasCondition(c.id, "dazed") && isInactive(g, c.id) === null)))
    .map((c) => {
      const card = cardOf(g, c.card).champion ?? 0;
      if (setup) return { card, raise: 0 };
      // A rating raised by a power counts for initiative too (§ Champion Powers; § Champion Test).
      const rating = championRatingOf(g, c.id).value;
      const base = { op: "base" as const, amount: rating, rule: `${c.card} card`, text: `champion ${rating}`, src: null };
      return { card: valueOf(g, c.id, "initiative-rating", base).value, raise: valueOf(g, c.id, "initiative-rating-raise", { ...base, amount: 0 }).value };
    });
  const highest = Math.max(0, ...ratings.map((r) => r.card));
  return highest > 0 ? highest + Math.max(0, ...ratings.map((r) => r.raise)) : 0;
}

/**
 * Each player rolls a d20; the player with the higher champion rating rolls twice and
 * keeps the better. Higher result wins; on a tie the higher rating wins, else re-roll.
 * Powers may give a player more dice (`extra`, per player): it keeps the best of all.
 */
export function championTest(g: Game, why: string, extra: number[] = [0, 0]): number {
  const cr = [championRating(g, 0), championRating(g, 1)];
  for (;;) {
    const results = [0, 1].map((p) => {
      const name = g.state.players[p]!.name;
      let best = roll(g, `champion test (${why}) for ${name}`);
      if (cr[p]! > cr[1 - p]!) best = Math.max(best, roll(g, `champion test bonus die for ${name}`));
      for (let i = 0; i < (extra[p] ?? 0); i++) best = Math.max(best, roll(g, `champion test extra die from a power for ${name}`));
      return best;
    });
    let winner: number | null = null;
    if (results[0] !== results[1]) winner = results[0]! > results[1]! ? 0 : 1;
    else if (cr[0] !== cr[1]) winner = cr[0]! > cr[1]! ? 0 : 1;
    if (winner !== null) {
      g.state.lastChampionTest = { winner, loser: 1 - winner, naturals: results };
      log(g, "champion-test", `${g.state.players[winner]!.name} wins the champion test for ${why} (${results[0]} to ${results[1]})`, { rule: "core: champion test" });
      return winner;
    }
  }
}

/** Creature-turns a creature takes each round: one, or more by a power such as Multi-Activation. */
function turnsPerRound(g: Game, id: string): number {
  return valueOf(g, id, "turns-per-round", { op: "base", amount: 1, rule: "core: take turns", text: "one turn each round", src: null }).value;
}

/** A player's creatures with a creature-turn left this round; `taken` counts the turns each took in this alternation. */
function remaining(g: Game, player: number, taken: Map<string, number>): string[] {
  return inPlay(g.state)
    .filter((c) => c.owner === player && (taken.has(c.id) ? taken.get(c.id)! < turnsPerRound(g, c.id) : !c.actedThisRound))
    .map((c) => c.id);
}

/**
 * Squad Activation: after the turn of a creature with "creatures named "X" take their turns
 * as one activation", each other creature of its player named X with a turn left takes its
 * turn, in the order the player picks; they count as the one creature-turn just taken. "A
 * single activation" is read as these turns one after another (warband's own reading: the
 * rulebook has no turns taken together). True when the battle is over.
 * ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6; § Rounds and Turns (Turn)
 */
function squadTurns(g: Game, first: string, player: number, taken: Map<string, number>): boolean {
  const names = modifiersInForce(g, first)
    .filter((m) => m.clause.op === "squad-activation" && m.clause.subject === null)
    .map((m) => String(m.clause.args.name).toLowerCase());
  if (names.length === 0) return false;
  const done = new Set([first]);
  for (;;) {
    const squad = remaining(g, player, taken).filter((c) => !done.has(c) && names.includes(g.state.creatures.find((x) => x.id === c)!.card.toLowerCase()));
    if (squad.length === 0) return false;
    const id =
      squad.length === 1
        ? squad[0]!
        : ask(g, {
            player,
            kind: "activate",
            prompt: `${g.state.players[player]!.name}: choose the next creature of the squad to take its turn`,
            options: squad.map((c) => ({ id: c, label: label(g.state.creatures.find((x) => x.id === c)!), legal: true })),
          });
    done.add(id);
    taken.set(id, (taken.get(id) ?? 0) + 1);
    creatureTurn(g, id);
    if (checkVictory(g)) return true;
  }
}

/** The first player takes one creature-turn, then each takes two; a player out of creatures passes the rest to the other (§ The Battle, step 6). */
function takeTurns(g: Game, first: number): void {
  let cur = first;
  let quota = 1;
  const started = [false, false];
  const taken = new Map<string, number>();
  for (;;) {
    const mine = remaining(g, cur, taken);
    const theirs = remaining(g, 1 - cur, taken);
    if (mine.length === 0 && theirs.length === 0) return;
    if (mine.length === 0) {
      cur = 1 - cur;
      continue;
    }
    if (!started[cur]) {
      // "Use before taking your first turn in a round" (§ The Battle, step 6).
      started[cur] = true;
      emit(g, { kind: "player.first-turn", player: cur }, cur);
      if (isOver(g)) return;
    }
    // "Until start of your next turn" ends as that player's turn begins; then "use at start of your turn", "… of opponent's turn".
    endPlayerTurnEffects(g, cur);
    emit(g, { kind: "player-turn.start", player: cur }, cur);
    if (isOver(g)) return;
    // Powers may let the player take turns with more creatures now ("you activate 1 extra creature this turn"), or fewer, down to none.
    let n = theirs.length === 0 ? remaining(g, cur, taken).length : Math.max(0, Math.min(quota + takeExtraActivations(g, cur), remaining(g, cur, taken).length));
    for (let i = 0; i < n; i++) {
      const left = remaining(g, cur, taken);
      if (left.length === 0) break;
      // A power may give the choice of the first creature to the opponent.
      const chooser = i === 0 ? firstChooser(g, cur) : cur;
      const id = ask(g, {
        player: chooser,
        kind: "activate",
        prompt: chooser === cur ? `${g.state.players[cur]!.name}: choose a creature to take its turn` : `${g.state.players[chooser]!.name}: choose the first creature ${g.state.players[cur]!.name} takes a turn with`,
        options: left.map((c) => ({ id: c, label: label(g.state.creatures.find((x) => x.id === c)!), legal: true })),
      });
      taken.set(id, (taken.get(id) ?? 0) + 1);
      creatureTurn(g, id);
      if (checkVictory(g) || squadTurns(g, id, cur, taken)) return;
      // Used during this player-turn ("at end of this creature's turn: you activate 1 extra creature this turn"): it counts now.
      n += takeExtraActivations(g, cur);
    }
    cur = 1 - cur;
    quota = 2;
  }
}

/** The start-of-round phase: a new round, then the powers that trigger at its start (§ The Battle, step 4). */
export function startRound(g: Game): void {
  const s = g.state;
  s.round++;
  s.phase = "round-start";
  for (const c of s.creatures) {
    c.actedThisRound = false;
    delete c.turnsThisRound;
    delete c.moveActionsThisRound;
  }
  // Extra turns given by powers last for the round they are given in.
  if (s.extraActivations) s.extraActivations = [0, 0];
  log(g, "round", `round ${s.round} begins (${s.players.map((p) => `${p.name} ${p.vp} VP`).join(", ")})`, { rule: "core: start of round" });
  // The last champion test's winner declares first (in round 1, the map test's); then check victory (digest A-12).
  emit(g, { kind: "round.start", round: s.round }, s.lastChampionTest?.winner ?? 0);
  checkVictory(g);
}

/**
 * The initiative test with the powers around it: "use before rolling initiative" (still
 * the start of round, the last test's winner first), the test with any extra dice powers
 * gave, then "use after rolling initiative" / "when you win initiative" (the winner
 * first, before it chooses who goes first). Returns the winner.
 * ddm-battle-rules-2011.txt § The Battle (Game Overview), step 5; § Champion Test
 */
export function rollInitiative(g: Game): number {
  const s = g.state;
  emit(g, { kind: "initiative.before", round: s.round }, s.lastChampionTest?.winner ?? 0);
  if (isOver(g)) return s.lastChampionTest?.winner ?? 0;
  const winner = championTest(g, `initiative in round ${s.round}`, [initiativeDiceOf(g, 0), initiativeDiceOf(g, 1)]);
  s.initiative = { round: s.round, winner };
  emit(g, { kind: "initiative.rolled", round: s.round, player: winner, naturals: s.lastChampionTest?.naturals ?? [] }, winner);
  return winner;
}

export function playRound(g: Game): void {
  const s = g.state;
  startRound(g);
  if (isOver(g)) return;
  const winner = rollInitiative(g);
  if (isOver(g)) return;
  const choice = ask(g, {
    player: winner,
    kind: "initiative",
    prompt: `${s.players[winner]!.name} won initiative: go first or let the opponent go first?`,
    options: [
      { id: "first", label: "go first", legal: true },
      { id: "defer", label: "let the opponent go first", legal: true },
    ],
  });
  s.phase = "turns";
  takeTurns(g, choice === "first" ? winner : 1 - winner);
  if (isOver(g)) return;
  endRound(g);
}

/** The end-of-round phase: effects that end now, victory-area scoring, the victory check. */
export function endRound(g: Game): void {
  g.state.phase = "round-end";
  // End-of-round powers first, the last champion test's loser first; then what ends now, then scoring (§ The Battle, step 7).
  emit(g, { kind: "round.end" }, g.state.lastChampionTest?.loser ?? 1);
  if (isOver(g)) return;
  // Scorings powers set up for this round's end ("the player whose warband destroys the most enemies this round").
  resolveRoundContests(g);
  resolveRoundCounts(g);
  resolveAreaKeeps(g);
  resolveOccupantAwards(g);
  if (checkVictory(g)) return;
  endOfRoundEffects(g);
  scoreVictoryAreas(g);
  checkVictory(g);
}
