// A charge granted by a power: "charge that enemy" as the power's effect. The power's owner
// makes the charge's move and attack as the charge action does (every square closer, at
// least 2 squares, the basic melee attack with +1), but the power grants it: no action of the
// creature is spent. Its player picks the space and attack, or declines.
// ddm-battle-rules-2011.txt § Charge; § Powers and Effects
import type { EffectEntry } from "./entry.js";

export const chargeEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "charge-against",
    patterns: ["[this creature] charge|charges {subject:subject}"],
    summary:
      "The power's owner charges the creature named, if it could charge it now (in sight, a wall-free space beside it reached with every square closer, at least 2 squares away): it moves, then makes its basic melee attack with +1. The power grants the charge, so no action is spent; its player may decline.",
    cite: "ddm-battle-rules-2011.txt § Charge; § Powers and Effects",
    example: "this creature charges that enemy",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => (cause.creature && cause.creature !== target ? host.chargeAt?.(cause.creature, target, cause) : undefined),
  },
];
