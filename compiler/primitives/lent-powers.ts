// A power of the card given to other creatures for a while: "each Dragon ally has
// Wyrmdance until end of round", "that ally has Ambush until end of its turn". Written
// `allies get power "Wyrmdance" until end of round`; the creatures reached have that
// power of the giver's card as their own while it lasts (runtime/ddm/lent-powers.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Powers and Effects; § Conditions (Duration)
import type { ModifierEntry } from "./entry.js";

export const LENT_POWER = "has-power";

export const lentPowerEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: LENT_POWER,
    patterns: ["power {name:string}"],
    summary:
      "Only for a while, as a timed modifier: the creature has the power of that name of the card that gave it, as if printed on its own card ('this creature' in it is the creature that has it), until the duration ends. The name must be one of the giving card's powers.",
    cite: "ddm-battle-rules-2011.txt § Champion Powers; § Powers and Effects",
    example: 'allies get power "Wyrmdance" until end of round',
    contributions: () => [{ stat: LENT_POWER, op: "add", amount: 1 }],
  },
];
