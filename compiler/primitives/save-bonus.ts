// Bonuses to saving throws: "(Aura 10) Allies in aura have +2 Attack and +2 to saving
// throws". Added to the d20 of each save (a natural 20 still counts only as rolled).
// ddm-battle-rules-2011.txt § Saving Throws; § Bonuses and Penalties
import type { ModifierEntry } from "./entry.js";

export const saveBonusEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "save-bonus",
    patterns: ["{amount:signed} to saving throws", "{amount:signed} to saves"],
    summary: "Added to the d20 of each of its saving throws: with +2 a roll of 8 succeeds (the save needs 10). A natural 20 ends every save-ends effect only when the die shows 20.",
    cite: "ddm-battle-rules-2011.txt § Saving Throws; § Bonuses and Penalties",
    example: "+2 to saving throws",
    contributions: (a) => [{ stat: "saves", op: "add", amount: a.amount as number }],
  },
];
