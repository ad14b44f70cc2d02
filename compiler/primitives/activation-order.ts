// The creature that activates first in a round: "+5 Damage when this creature is the first
// creature to activate in a round", "+10 Damage until end of turn whenever this creature is
// the first to activate in a round". Its turn is the round's first creature-turn.
// ddm-battle-rules-2011.txt § Rounds and Turns; § Taking a Turn
import type { GateEntry } from "./entry.js";

export const activationOrderGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "first-to-activate",
    patterns: ["it is first creature to activate this round", "it is first to activate this round", "first creature to activate this round"],
    summary: "During the creature's turn when that turn is the round's first: no creature has finished a turn this round yet.",
    cite: "ddm-battle-rules-2011.txt § Rounds and Turns; § Taking a Turn",
    example: "+5 damage while it is first creature to activate this round",
    holds: (_a, v, subject) => v.firstToActivate?.(subject) === true,
  },
];
