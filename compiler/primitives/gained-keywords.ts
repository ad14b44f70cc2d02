// Keywords a creature has or loses while a state holds, as cards print them: "This creature
// has the Dragonne keyword if it has Dragonne allies in its warband", "If your warband
// contains an Evil creature, this creature is Evil", "Loses the Dwarf keyword if no Dwarf
// ally is in play". Every rule that asks for a keyword (subjects, gates, bonuses against
// targets) counts it (runtime/ddm/view.ts creatureHasKeyword); warband building does not.
// ddm-battle-rules-2011.txt § Keywords; § Continuous Powers
import type { Args, ModifierEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Keywords; § Continuous Powers";
const word = (a: Args) => (a.keyword as { keyword: string }).keyword;

export const gainedKeywordEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "gains-keyword",
    patterns: ["has keyword {keyword:keyword}", "has the {keyword:keyword} keyword"],
    summary: "It has the keyword while the rule holds, beside its card's (Good or Evil: that alignment too), for every rule in play that asks for it.",
    cite,
    example: "has keyword Dragonne while Dragonne ally is in play",
    contributions: (a) => [{ stat: "gains-keyword", op: "add", amount: 1, keyword: word(a) }],
  },
  {
    family: "modifier",
    id: "loses-keyword",
    patterns: ["loses keyword {keyword:keyword}", "loses the {keyword:keyword} keyword"],
    summary: "It does not have the keyword while the rule holds, though its card prints it, for every rule in play that asks for it.",
    cite,
    example: "loses keyword Dwarf while not Dwarf ally is in play",
    contributions: (a) => [{ stat: "loses-keyword", op: "add", amount: 1, keyword: word(a) }],
  },
];
