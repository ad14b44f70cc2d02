// Victory points and victory, from the scenario's rules.
// ddm-battle-rules-2011.txt § Scenarios and Variants; § The Battle (step 9, End the battle)
import { scenarioRuleEntry } from "../../compiler/primitives/index.js";
import { cardOf, isOver, log, type Game } from "./game.js";
import { inPlay, label, type CreatureState } from "./state.js";

function rules(g: Game, hook: "destroyed" | "end-of-round" | "victory") {
  return g.scenario.rules.filter((r) => scenarioRuleEntry(r.op).hook === hook);
}

export function victoryTarget(g: Game): number {
  const r = rules(g, "victory")[0];
  return r ? scenarioRuleEntry(r.op).amount(r.args, g.facts, 0) : g.facts.pointLimit;
}

export function scoreVp(g: Game, player: number, vp: number, why: string, src: CreatureState["effects"][number]["src"]): void {
  if (vp <= 0 || g.state.winner !== null) return;
  const p = g.state.players[player]!;
  p.vp += vp;
  log(g, "vp", `${p.name} scores ${vp} VP (${why}): ${p.vp} VP`, { rule: g.scenario.name, src }, { player, vp, total: p.vp });
  if (g.state.tiedAtTarget) {
    // Tied at the target: the next player to score wins.
    finish(g, player, `${p.name} wins: first to score after the tie at the target`);
  }
}

export function scoreDestroyed(g: Game, c: CreatureState): void {
  const opponent = 1 - c.owner;
  const cost = cardOf(g, c.card).cost;
  for (const r of rules(g, "destroyed")) {
    scoreVp(g, opponent, scenarioRuleEntry(r.op).amount(r.args, g.facts, cost), `destroyed ${label(c)}`, r.src);
  }
}

function occupiesOwnVictoryArea(g: Game, c: CreatureState): boolean {
  const mySide = g.state.players[c.owner]!.side;
  const squares = g.grid.squaresOf(c.space!);
  return g.map.victoryAreas.some(
    (va) => (va.side === mySide || va.side === "AB") && va.squares.some((s) => squares.some((q) => q.x === s.x && q.y === s.y)),
  );
}

/** End-of-round scoring: both players score at once, at most the listed award each per round. */
export function scoreVictoryAreas(g: Game): void {
  for (const r of rules(g, "end-of-round")) {
    const award = scenarioRuleEntry(r.op).amount(r.args, g.facts, 0);
    g.state.players.forEach((p, i) => {
      const holder = inPlay(g.state).find((c) => c.owner === i && occupiesOwnVictoryArea(g, c));
      if (holder) scoreVp(g, i, award, `${label(holder)} occupies a victory area`, r.src);
    });
  }
}

export function finish(g: Game, winner: number | null, result: string): void {
  g.state.winner = winner;
  g.state.result = result;
  g.state.phase = "over";
  log(g, "result", result, { rule: g.scenario.name, src: g.scenario.src });
}

/** Checked after every creature-turn and after end-of-round scoring. */
export function checkVictory(g: Game): boolean {
  if (isOver(g)) return true;
  const target = victoryTarget(g);
  const reached = g.state.players.map((p, i) => ({ p, i })).filter((x) => x.p.vp >= target);
  if (reached.length === 1) {
    finish(g, reached[0]!.i, `${reached[0]!.p.name} wins with ${reached[0]!.p.vp} VP (target ${target})`);
  } else if (reached.length === 2) {
    const [a, b] = reached as [(typeof reached)[number], (typeof reached)[number]];
    if (a.p.vp !== b.p.vp) {
      const w = a.p.vp > b.p.vp ? a : b;
      finish(g, w.i, `${w.p.name} wins with ${w.p.vp} VP: both reached ${target}, more VP wins`);
    } else if (!g.state.tiedAtTarget) {
      g.state.tiedAtTarget = true;
      log(g, "tie", `both players have ${a.p.vp} VP at the target: the next player to score wins`, { rule: g.scenario.name, src: g.scenario.src });
    }
  }
  return isOver(g);
}
