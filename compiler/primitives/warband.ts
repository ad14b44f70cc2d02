// The warband as cards speak of it: "Goblin creatures in your warband" (the power's
// owner among them when it has the keyword), and the warband-building rules some cards
// change: a higher creature limit, creatures the warband may not include.
// ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions); § How to Choose Targets
import type { Args, ModifierEntry, SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { gateEntry } from "./index.js";
import { hasTrait } from "./place-gates.js";

const has = (a: Args, v: RulesView, c: string) => {
  const k = a.keyword as { keyword: string; negated?: boolean };
  return v.hasKeyword(c, k.keyword) !== (k.negated ?? false);
};

export const warbandSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "one-creature-in-warband",
    patterns: ["one creature in your warband", "one [{keyword:keyword}] creature in your warband"],
    summary: "One creature of the power's warband, the power's owner or one of its allies (with the keyword, when named), chosen by its player.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "one creature in your warband",
    one: true,
    includes: (a, v, s, c) => (c === s || v.areAllies(s, c)) && (!a.keyword || has(a, v, c)),
  },
  {
    family: "subject",
    id: "keyword-creatures-in-warband",
    patterns: ["{keyword:keyword} [{other:keyword}] creatures in your warband", "each {keyword:keyword} [{other:keyword}] creature in your warband"],
    summary: "Every creature of the power's warband with the keyword (and the second one, when named: 'Small Goblin'): its allies with it, and the power's owner too if it has it.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords",
    example: "Goblin creatures in your warband",
    includes: (a, v, s, c) => (c === s || v.areAllies(s, c)) && has(a, v, c) && (!a.other || has({ keyword: a.other }, v, c)),
  },
  {
    family: "subject",
    id: "either-keyword-creatures-in-warband",
    patterns: ["{keyword:keyword} or {other:keyword} [or {third:keyword}] creatures in your warband", "each {keyword:keyword} or {other:keyword} [or {third:keyword}] creature in your warband"],
    summary: "Every creature of the power's warband with any of the keywords ('Ogre and Orc creatures in your warband': each that is one or the other), the power's owner too.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords",
    example: "Ogre or Orc creatures in your warband",
    includes: (a, v, s, c) => (c === s || v.areAllies(s, c)) && (has(a, v, c) || has({ keyword: a.other }, v, c) || (!!a.third && has({ keyword: a.third }, v, c))),
  },
  {
    family: "subject",
    id: "keyword-creatures-in-warband-in-state",
    patterns: ["{traits:traitList} creatures in your warband that are {state:gate}", "{trait:trait} creatures in your warband that are {state:gate}"],
    summary:
      "Every creature of the power's warband, the power's owner too, with any of the keywords named and in the state named after them ('Elf or Human creatures in your warband that are adjacent to \"fire\" terrain').",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords",
    example: 'Elf or Human creatures in your warband that are adjacent to "fire" terrain',
    includes: (a, v, s, c) => {
      const traits = (a.traits as Args[] | undefined) ?? [a.trait as Args];
      const g = a.state as { op: string; args: Args };
      return (c === s || v.areAllies(s, c)) && traits.some((t) => hasTrait({ trait: t }, v, c)) && gateEntry(g.op).holds(g.args, v, c, s);
    },
  },
];

/** A warband-building rule a card states: read by the warband check (compiler/lower/warband-checks.ts), not in play. */
function building(id: string, patterns: string[], summary: string, example: string): ModifierEntry {
  return {
    family: "modifier",
    id,
    patterns,
    summary,
    cite: "ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions; Number of Creatures)",
    example,
    contributions: (a) => [{ stat: `warband:${id}`, op: "add", amount: (a.amount as number | undefined) ?? 1 }],
  };
}

export const warbandModifierEntries: ModifierEntry[] = [
  building(
    "creature-limit",
    ["increase your warband's creature limit by {amount:int}", "your warband's creature limit is increased by {amount:int}", "your warband may include {amount:int} more creatures"],
    "The warband this creature is in may have this many more creatures than the scenario's maximum (ddm-2011 V-03: some creature powers raise the maximum). Two such powers add up.",
    "increase your warband's creature limit by 2",
  ),
  building(
    "mob",
    ["every {amount:int} of its kind count as one creature toward your warband's creature limit"],
    "Creatures of this card count toward the warband's creature limit in groups of that many, each group (and what is left over) as one creature ('Mob 2': two of them count as one).",
    "every 2 of its kind count as one creature toward your warband's creature limit",
  ),
  building(
    "no-other-keyword",
    ["your warband may not include other {keyword:keyword} creatures", "your warband cannot include other {keyword:keyword} creatures", "your warband cannot include other {keyword:keyword} or {other:keyword} creatures"],
    "The warband this creature is in may include no other creature with the keyword (or either keyword).",
    "your warband may not include other Dragon creatures",
  ),
  building(
    "legal-keyword",
    ["all {keyword:keyword} [{other:keyword}] creatures are legal in your warband", "{keyword:keyword} [{other:keyword}] creatures are legal in your warband"],
    "Creatures with the keyword (and the second one, when named: 'Small Goblin'; a size counts as a keyword) may join the warband this creature is in whatever their factions; alignment and the other checks still apply.",
    "all Dwarf creatures are legal in your warband",
  ),
  building(
    "legal-with-champion",
    ["this creature is legal in any warband that includes {keyword:keyword} [or {other:keyword}] champion"],
    "This creature may join, whatever its factions, a warband that includes a champion (a creature with a champion rating) with the keyword (or either keyword); alignment and the other checks still apply.",
    "this creature is legal in any warband that includes Hobgoblin or Troglodyte champion",
  ),
  building(
    "no-other-champions",
    ["your warband cannot include other champions", "your warband may not include other champions"],
    "The warband this creature is in may include no other creature with a champion rating.",
    "your warband cannot include other champions",
  ),
];
