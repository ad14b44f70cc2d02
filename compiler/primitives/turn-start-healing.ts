// Healing held over a creature at the start of each of its turns for a while: "1 adjacent
// ally heals 10 HP at start of each of its turns until that ally moves". Given as a modifier
// with its duration; the runtime heals at the start of turn, after ongoing damage
// (runtime/ddm/turn.ts).
// ddm-battle-rules-2011.txt § Start of Turn Phase (Resolve Other Effects); § Hit Points (Healing)
import type { ModifierEntry } from "./entry.js";

export const turnStartHealingEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "heals-at-turn-start",
    patterns: ["heals {amount:int} at start of its turn", "heals {amount:int} at start of each of its turns"],
    summary:
      "While this lasts, the creature heals that many hit points at the start of each of its turns, after ongoing damage (step 3, other start-of-turn effects); the same power's healing is not added twice.",
    cite: "ddm-battle-rules-2011.txt § Start of Turn Phase; § Hit Points (Healing)",
    example: "one adjacent ally gets heals 10 at start of its turn until it moves",
    contributions: (a) => [{ stat: "heals-at-turn-start", op: "add", amount: a.amount as number }],
  },
];
