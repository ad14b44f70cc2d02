// "Target takes 10 damage if it moves on its next turn": a modifier given for a while
// ("until end of its next turn") that deals its damage the first time its creature moves
// or shifts on its own turn, then ends; "takes 5 damage whenever it moves (save ends)": each
// time, while it lasts (runtime/ddm/move-stings.ts).
// ddm-battle-rules-2011.txt § Conditions (Duration); § Move Actions
import type { DamagePart } from "../phrases/slots.js";
import type { ModifierEntry } from "./entry.js";

/** What the damage is, per type, for `why` (the runtime deals it from the effect's own arguments). */
const stings = (damage: DamagePart[]) => damage.map((p) => ({ stat: "damage-if-moves", op: "add" as const, amount: p.amount, ...(p.type ? { damageType: p.type } : {}) }));

export const moveStingEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "damage-if-moves",
    patterns: ["takes {damage:damage} if it moves"],
    summary:
      "The first time the creature moves or shifts on its own turn while this lasts, it takes the damage and the effect ends; forced movement does not count. Given for 'its next turn' as 'until end of its next turn'.",
    cite: "ddm-battle-rules-2011.txt § Conditions (Duration); § Move Actions",
    example: "target takes 10 damage if it moves until end of its next turn",
    contributions: (a) => stings(a.damage as DamagePart[]),
  },
  {
    family: "modifier",
    id: "damage-whenever-moves",
    patterns: ["takes {damage:damage} whenever it moves"],
    summary: "Each time the creature moves or shifts on its own turn while this lasts (a move, a shift, a move by a power), it takes the damage; forced movement does not count.",
    cite: "ddm-battle-rules-2011.txt § Conditions (Duration); § Move Actions",
    example: "target takes 5 damage whenever it moves (save ends)",
    contributions: (a) => stings(a.damage as DamagePart[]),
  },
];
