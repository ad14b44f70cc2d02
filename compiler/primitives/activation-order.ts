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
  {
    family: "gate",
    id: "last-to-activate",
    patterns: ["it is last creature to activate this round", "it is last to activate this round", "last creature to activate this round"],
    summary: "During the creature's turn when it is the round's last creature to take a turn: every other creature in play has taken its turns this round.",
    cite: "ddm-battle-rules-2011.txt § Rounds and Turns; § Taking a Turn",
    example: "use at start of its turn while it is last creature to activate this round: this creature heals 5",
    holds: (_a, v, subject) => v.lastToActivate?.(subject) === true,
  },
];
