// Champion powers used as if the creature had them: "can use champion powers of allied
// champions" (or enemy champions). The runtime gives the creature those powers as its
// own champion powers (runtime/ddm/copied-powers.ts).
// ddm-battle-rules-2011.txt § Champion Powers
import type { ModifierEntry } from "./entry.js";

/** The modifier of each side, by its id: whose champions' powers the creature may use. */
export const copiedSides: Record<string, "ally" | "enemy"> = { "uses-allied-champion-powers": "ally", "uses-enemy-champion-powers": "enemy" };

function copies(id: string, side: "allied" | "enemy"): ModifierEntry {
  return {
    family: "modifier",
    id,
    patterns: [`can use champion powers of ${side} champions`, `uses champion powers of ${side} champions`],
    summary: `The creature has the champion powers of every ${side} champion in play as its own: it may use one whenever that champion could, as if it were printed on its own card ("this creature" is itself, "allies" its allies). Each use counts against its own champion rating, and each such power once per turn, like its own champion powers.`,
    cite: "ddm-battle-rules-2011.txt § Champion Powers",
    example: `can use champion powers of ${side} champions`,
    contributions: () => [{ stat: id, op: "add", amount: 1 }],
  };
}

export const copiedPowerEntries: ModifierEntry[] = [copies("uses-allied-champion-powers", "allied"), copies("uses-enemy-champion-powers", "enemy")];
