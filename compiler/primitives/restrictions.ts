// Restrictions for a while: "the target cannot attack (save ends)", "target cannot heal
// until end of battle", "cannot make opportunity attacks until end of round". Card text
// that forbids an action (tier 4, as a card's "cannot" always is) for as long as the
// duration says, ended as a condition of the same duration would be.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Conditions (Duration)
import type { DurationIR } from "../ir.js";
import type { EffectEntry } from "./entry.js";

export const restrictionEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "restriction-for-a-while",
    patterns: ["{subject:subject} cannot|can't {verb:action} {duration:duration}", "cannot|can't {verb:action} {duration:duration}"],
    summary:
      "Forbids the creature an action (attack, opportunity attacks, shift, heal…) for as long as the duration says: restrictive card text, which no permission of lower tier overrides. The duration is always written; without one, 'cannot' is a power's lasting rule, not an effect.",
    cite: "ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Conditions (Duration)",
    example: "the target cannot attack (save ends)",
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.restrictFor?.(target, args.verb as string, (args.duration as DurationIR | undefined) ?? null, cause),
  },
];
