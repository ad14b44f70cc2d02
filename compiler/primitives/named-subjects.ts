// Creatures named by their card's name: "+5 damage for each other Bone Sentinel in
// play" counts every other creature in play whose card bears that name, ally or enemy.
// A card's name is printed at its top; two creatures of one card share it.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Bonuses and Penalties
import type { SubjectEntry } from "./entry.js";

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
];
