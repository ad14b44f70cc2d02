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
  {
    // "1 ally makes a charge attack as an immediate action": that ally charges, spending its immediate action, as
    // "makes a basic attack as an immediate action" does (activated.ts, ally-basic-attack-immediate).
    family: "effect",
    id: "ally-charges-immediate",
    patterns: ["{subject:subject} charges as immediate action", "{subject:subject} makes charge attack as immediate action"],
    summary:
      "The creature named charges as an immediate action: only if it has not taken an immediate action this creature-turn, which this one then is. It charges any creature it could charge now, its player picking the space, target and attack (the charge's move, then its basic melee attack with +1), or declining.",
    cite: "ddm-battle-rules-2011.txt § Charge; § Actions (Immediate Action)",
    example: "one ally charges as immediate action",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => {
      if (host.spendImmediateAction?.(target, cause) === true) host.chargeAt?.(target, null, cause);
    },
  },
];
