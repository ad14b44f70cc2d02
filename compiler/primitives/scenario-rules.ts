// Scenario rules: how victory points are scored, what wins a battle, and which
// warband-construction checks a scenario lifts.
import type { Args, ScenarioFacts, ScenarioRuleEntry } from "./entry.js";

type VP = { kind: "cost"; plus?: number; times?: number } | { kind: "fixed"; byLimit: number[] };

/** A VP amount: per creature cost (its card plus its items), or one number per point limit (the last one repeats). */
function vpAmount(vp: VP, facts: ScenarioFacts, cost: number): number {
  if (vp.kind === "cost") return cost * (vp.times ?? 1) + (vp.plus ?? 0);
  return vp.byLimit[Math.min(facts.limitIndex, vp.byLimit.length - 1)]!;
}

const scoring = "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)";
const none = () => 0;

export const scenarioRuleEntries: ScenarioRuleEntry[] = [
  {
    family: "scenario-rule",
    id: "score-destroyed",
    hook: "destroyed",
    patterns: ["score {vp:vp} [vp] when enemy is destroyed", "score {vp:vp} [vp] for each destroyed enemy"],
    summary:
      "Victory points for each destroyed enemy creature, scored when it is destroyed. 'cost' is its cost plus its items' cost; 'cost + 5' adds a bounty (Bounty), 'double cost' scores it twice (Quick Raid).",
    cite: scoring,
    example: "score cost when an enemy is destroyed",
    amount: (a: Args, facts, cost) => vpAmount(a.vp as VP, facts, cost),
  },
  {
    family: "scenario-rule",
    id: "score-victory-area",
    hook: "end-of-round",
    award: "once",
    patterns: ["score {vp:vp} [vp] at end of round for occupying victory area", "score {vp:vp} [vp] at end of each round for occupying victory area"],
    summary:
      "At the end of each round, a player with any creature in one of its own victory areas scores this much, at most once per round.",
    cite: scoring,
    example: "score 5, 10, 25 at end of round for occupying a victory area",
    amount: (a: Args, facts) => vpAmount(a.vp as VP, facts, 0),
  },
  {
    family: "scenario-rule",
    id: "score-uncontested",
    hook: "end-of-round",
    award: "each-uncontested",
    patterns: [
      "score {vp:vp} [vp] at end of round for each creature in uncontested victory area",
      "score {vp:vp} [vp] at end of each round for each creature in uncontested victory area",
    ],
    summary:
      "At the end of each round, a player scores this much for each of its creatures in one of its own victory areas that no enemy occupies; no cap (A-43: a victory area is one labelled region).",
    cite: "ddm-battle-rules-2011.txt § Uncontested Victory (Scoring Victory Points)",
    example: "score 5 at end of round for each creature in an uncontested victory area",
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
  {
    family: "scenario-rule",
    id: "no-factions",
    hook: "construction",
    lifts: "faction",
    patterns: ["warbands ignore factions", "ignore factions"],
    summary: "Warbands need no common faction: every creature is legal.",
    cite: "ddm-battle-rules-2011.txt § Sealed-Booster Games (No Factions)",
    example: "warbands ignore factions",
    amount: none,
  },
  {
    family: "scenario-rule",
    id: "mix-alignments",
    hook: "construction",
    lifts: "alignment",
    patterns: ["warbands ignore alignment", "warbands may mix alignments"],
    summary: "Good and Evil creatures may share a warband.",
    cite: "ddm-battle-rules-2011.txt § Sealed-Booster Games (Ignore Alignment and Unique Restrictions)",
    example: "warbands ignore alignment",
    amount: none,
  },
  {
    family: "scenario-rule",
    id: "repeat-unique",
    hook: "construction",
    lifts: "unique",
    patterns: ["warbands may repeat unique creatures", "warbands ignore unique"],
    summary: "A warband may include several Unique creatures of the same name.",
    cite: "ddm-battle-rules-2011.txt § Sealed-Booster Games (Ignore Alignment and Unique Restrictions)",
    example: "warbands may repeat unique creatures",
    amount: none,
  },
];
