// Champion-power uses taken from or given back to a champion by a power: "that enemy
// loses 1 champion power use", "this creature regains 1 champion power use". A champion
// may use its champion powers as many times in a battle as its champion rating; a use
// lost counts as one spent, a use regained gives back one spent (never more than the
// rating). A creature with no champion rating has no uses to lose or regain. "The effects
// of that champion power are cancelled", said as one is used, spends its use for nothing.
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Resolving Effects (Cancellation Effects)
import type { EffectEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Champion Powers (Champion Rating)";

export const championUseEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "loses-champion-uses",
    patterns: ["{subject:subject} loses|lose {count:int} champion power use|uses", "loses|lose {count:int} champion power use|uses"],
    summary: "Each champion reached loses that many of its champion-power uses for the battle (counted as spent; no more than it has left). A creature without a champion rating is not affected.",
    cite,
    example: "that enemy loses 1 champion power use",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.championUses?.(target, -(args.count as number), cause),
  },
  {
    family: "effect",
    id: "regains-champion-uses",
    patterns: ["{subject:subject} regains|regain {count:int} champion power use|uses", "regains|regain {count:int} champion power use|uses"],
    summary: "Each champion reached gets back that many champion-power uses it has spent this battle (never more uses than its champion rating).",
    cite,
    example: "this creature regains 1 champion power use",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.championUses?.(target, args.count as number, cause),
  },
  {
    family: "effect",
    id: "cancel-champion-power",
    patterns: ["that champion power is cancelled", "effects of that champion power are cancelled"],
    summary:
      "In the window of a champion power being used (a trigger 'declares champion power'), its effects do not occur; the use stays spent, as do its once-per-turn mark. Elsewhere it does nothing.",
    cite: "ddm-battle-rules-2011.txt § Champion Powers; § Resolving Effects (Cancellation Effects)",
    example: "the effects of that champion power are cancelled",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.cancelChampionPower?.(cause),
  },
];
