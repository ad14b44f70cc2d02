// Keywords a creature has or loses while a state holds, as cards print them: "This creature
// has the Dragonne keyword if it has Dragonne allies in its warband", "If your warband
// contains an Evil creature, this creature is Evil", "Loses the Dwarf keyword if no Dwarf
// ally is in play". Every rule that asks for a keyword (subjects, gates, bonuses against
// targets) counts it (runtime/ddm/view.ts creatureHasKeyword); warband building does not.
// ddm-battle-rules-2011.txt § Keywords; § Continuous Powers
import type { Args, ModifierEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Keywords; § Continuous Powers";
const word = (a: Args) => (a.keyword as { keyword: string }).keyword;

/** A keyword had ("gains") or not had ("loses") while the rule holds. */
function keywordRule(verb: "gains" | "loses", patterns: string[], summary: string, example: string): ModifierEntry {
  return {
    family: "modifier",
    id: `${verb}-keyword`,
    patterns,
    summary,
    cite,
    example,
    contributions: (a) => [{ stat: `${verb}-keyword`, op: "add", amount: 1, keyword: word(a) }],
  };
}

export const gainedKeywordEntries: ModifierEntry[] = [
  keywordRule(
    "gains",
    // "keyword Undead" for what an effect gives for a while: "up to 5 Living allies get keyword Undead until end of battle".
    ["has keyword {keyword:keyword}", "has the {keyword:keyword} keyword", "keyword {keyword:keyword}"],
    "It has the keyword while the rule holds (or, given by an effect, for its duration), beside its card's (Good or Evil: that alignment too), for every rule in play that asks for it.",
    "has keyword Dragonne while Dragonne ally is in play",
  ),
  keywordRule(
    "loses",
    ["loses keyword {keyword:keyword}", "loses the {keyword:keyword} keyword"],
    "It does not have the keyword while the rule holds, though its card prints it, for every rule in play that asks for it.",
    "loses keyword Dwarf while not Dwarf ally is in play",
  ),
];
