// Attacks a power grants another creature: "that ally makes a basic melee attack",
// "use when an enemy misses an ally: that ally makes 1 basic attack as an immediate
// action". The named creature's player picks the basic attack and its target among the
// legal ones, or declines; the attack is resolved as any other.
// ddm-battle-rules-2011.txt § Basic Attacks; § Immediate Actions; § Automatic Powers (Active and Inactive)
import type { EffectEntry } from "./entry.js";

export const grantedAttackEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "granted-basic-attack",
    patterns: ["{subject:subject} make|makes basic [{kind:attackKind}] attack"],
    summary: "The creature named (one creature: 'that ally', 'attacker') makes a basic attack of the kind named, or melee or ranged, against a target its player picks.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks",
    example: "that ally makes a basic melee attack",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause),
  },
];
