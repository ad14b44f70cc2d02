// The warband as cards speak of it: "Goblin creatures in your warband" (the power's
// owner among them when it has the keyword), and the warband-building rules some cards
// change: a higher creature limit, creatures the warband may not include.
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions); § How to Choose Targets
import type { Args, SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";

const has = (a: Args, v: RulesView, c: string) => {
  const k = a.keyword as { keyword: string; negated?: boolean };
  return v.hasKeyword(c, k.keyword) !== (k.negated ?? false);
};

export const warbandSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "keyword-creatures-in-warband",
    patterns: ["{keyword:keyword} creatures in your warband", "each {keyword:keyword} creature in your warband"],
    summary: "Every creature of the power's warband with the keyword: its allies with it, and the power's owner too if it has it.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords",
    example: "Goblin creatures in your warband",
    includes: (a, v, s, c) => (c === s || v.areAllies(s, c)) && has(a, v, c),
  },
];
