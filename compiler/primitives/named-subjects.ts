// Creatures named by their card's name: "+5 damage for each other Bone Sentinel in
// play" counts every other creature in play whose card bears that name, ally or enemy.
// A card's name is printed at its top; two creatures of one card share it.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Bonuses and Penalties
import type { SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";

/** Has the creature the keyword (lacks it, for "non-X")? No keyword named: yes. */
function keyed(k: unknown, v: RulesView, c: string): boolean {
  const kw = k as { keyword: string; negated?: boolean } | undefined;
  return kw === undefined || v.hasKeyword(c, kw.keyword) !== (kw.negated === true);
}

export const namedSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "creatures-named",
    patterns: ["creatures named {name:string}", "each creature named {name:string}", "each other creature named {name:string}"],
    summary:
      "Every other creature in play, ally or enemy, whose card has that name (case ignored). Counted bonuses read it as 'for each other creature of that card in play'.",
    cite: "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name)",
    example: 'creatures named "Bone Sentinel"',
    includes: (a, v, s, c) => c !== s && v.cardNameOf?.(c)?.toLowerCase() === String(a.name).toLowerCase(),
  },
  {
    family: "subject",
    id: "keyword-allies-named-with",
    patterns: ["{keyword:keyword} [{other:keyword}] allies with {word:string} in name", "each {keyword:keyword} [{other:keyword}] ally with {word:string} in name"],
    summary: "Every ally with the keyword (and the second, if named) whose card's name has that word in it ('each Good Dragon ally with the word Silver in its name'; a whole word, case ignored).",
    cite: "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Keywords",
    example: 'Dragon allies with "Silver" in name',
    includes: (a, v, s, c) =>
      v.areAllies(s, c) && keyed(a.keyword, v, c) && keyed(a.other, v, c) && (v.cardNameOf?.(c) ?? "").toLowerCase().split(/[^a-z0-9'-]+/).includes(String(a.word).toLowerCase()),
  },
];
