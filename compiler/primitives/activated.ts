// States that limit powers used as actions ("replaces move action, only while adjacent
// to an enemy: …"). Seen from the power's owner.
// ddm-battle-rules-2011.txt § Powers and Effects; § Activated Powers
import type { GateEntry } from "./entry.js";

export const activatedGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "adjacent-enemy",
    patterns: ["adjacent to enemy", "adjacent to any enemy", "it is adjacent to enemy", "this creature is adjacent to enemy"],
    summary: "While the creature is adjacent to one of its enemies.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "while adjacent to an enemy",
    holds: (_a, v, subj) => v.creaturesInPlay().some((c) => v.areEnemies(subj, c) && v.adjacent(subj, c)),
  },
];
