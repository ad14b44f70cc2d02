// Scenario rules: how victory points are scored and what wins a battle.
import type { Args, ScenarioFacts, ScenarioRuleEntry } from "./entry.js";

type VP = { kind: "cost"; plus?: number; times?: number } | { kind: "fixed"; byLimit: number[] };

/** A VP amount: per creature cost, or one number per point limit (the last one repeats). */
function vpAmount(vp: VP, facts: ScenarioFacts, cost: number): number {
  if (vp.kind === "cost") return cost * (vp.times ?? 1) + (vp.plus ?? 0);
  return vp.byLimit[Math.min(facts.limitIndex, vp.byLimit.length - 1)]!;
}

const scoring = "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)";

export const scenarioRuleEntries: ScenarioRuleEntry[] = [
  {
    family: "scenario-rule",
    id: "score-destroyed",
    hook: "destroyed",
    patterns: ["score {vp:vp} [vp] when enemy is destroyed", "score {vp:vp} [vp] for each destroyed enemy"],
    summary: "Victory points for each destroyed enemy creature, scored when it is destroyed ('cost' = its cost plus its items).",
    cite: scoring,
    example: "score cost when an enemy is destroyed",
    amount: (a: Args, facts, cost) => vpAmount(a.vp as VP, facts, cost),
  },
  {
    family: "scenario-rule",
    id: "score-victory-area",
    hook: "end-of-round",
    patterns: ["score {vp:vp} [vp] at end of round for occupying victory area", "score {vp:vp} [vp] at end of each round for occupying victory area"],
    summary:
      "At the end of each round, a player with any creature in one of its own victory areas scores this much, at most once per round.",
    cite: scoring,
    example: "score 5, 10, 25 at end of round for occupying a victory area",
    amount: (a: Args, facts) => vpAmount(a.vp as VP, facts, 0),
  },
  {
    family: "scenario-rule",
    id: "win-at",
    hook: "victory",
    patterns: ["win at point limit", "win with {vp:vp} vp"],
    summary: "The first player whose victory points reach the target wins; the target is the point limit unless given.",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Victory Conditions)",
    example: "win at point limit",
    amount: (a: Args, facts) => (a.vp ? vpAmount(a.vp as VP, facts, 0) : facts.pointLimit),
  },
];
