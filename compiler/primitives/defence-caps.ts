// An attack's own rule for the target's defence: "target AC counts as at most 25" (the cards'
// "Treats targets with an AC of greater than 25 as AC 25"), written in the attack's "with:"
// section; a target whose defence is higher is attacked as if it were that value.
// ddm-battle-rules-2011.txt § Attack Roll; § Core Rules and Exceptions (card text)
import type { ModifierEntry } from "./entry.js";

export const defenceCapEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "target-defense-at-most",
    patterns: ["target {defense:defense} counts as at most {value:int}"],
    summary: "In an attack's 'with:' section: against this attack, a target's defence above the value is that value (its bonuses and penalties are counted first).",
    cite: "ddm-battle-rules-2011.txt § Attack Roll",
    example: "with: target AC counts as at most 25",
    contributions: (a) => [{ stat: `target-defense-at-most:${a.defense as string}`, op: "cap", amount: a.value as number }],
  },
];
