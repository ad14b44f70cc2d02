// Cancellation effects: they change an attack roll or damage as it is being resolved,
// before anything else answers the same trigger ("Use when this creature is hit by an
// attack: the attacker rerolls that attack roll"). A power with one acts in the window
// before the hit or miss is applied, or before the damage is taken ("would take damage").
// ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Resistance and Vulnerability
import type { EffectEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects)";

export const cancellationEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "cancel-hit",
    patterns: ["that attack misses [instead]", "attack misses instead"],
    summary: "The hit being resolved becomes a miss: its hit effects do not happen, its miss effects do, and the powers that answer the hit do not occur.",
    cite,
    example: "that attack misses",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.cancelHit?.(cause),
  },
  {
    family: "effect",
    id: "normal-hit",
    patterns: ["that attack is normal hit [instead]", "that attack becomes normal hit [instead]"],
    summary: "The critical hit being resolved is an ordinary hit instead: its base damage is not doubled.",
    cite,
    example: "that attack is a normal hit instead",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.cancelCritical?.(cause),
  },
  {
    family: "effect",
    id: "critical-hit",
    patterns: ["that attack is critical hit [instead]", "that attack becomes critical hit [instead]"],
    summary: "The attack declared or targeted hits without a roll and is a critical hit; a hit being resolved becomes a critical hit (its base damage doubled).",
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Critical Hit); § Resolving Effects",
    example: "that attack is a critical hit",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.forceHit?.(true, cause),
  },
  {
    family: "effect",
    id: "automatic-hit",
    patterns: ["that attack is automatic hit", "that attack hits automatically"],
    summary: "The attack declared or targeted hits without a roll (an automatic hit, never critical).",
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit)",
    example: "that attack is an automatic hit",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.forceHit?.(false, cause),
  },
  {
    family: "effect",
    id: "reroll-attack",
    patterns: ["[attacker] reroll|rerolls that attack [roll] [instead]", "[attacker] reroll|rerolls attack roll [instead]"],
    summary: "The attack roll being resolved is made again and the new result stands (each power once per roll).",
    cite,
    example: "the attacker rerolls that attack roll",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.rerollAttack?.(cause),
  },
  {
    family: "effect",
    id: "no-damage-from-attack",
    patterns: ["{subject:subject} take|takes no damage [from that attack]", "take|takes no damage [from that attack]"],
    summary: "The creature takes no damage from the attack being resolved, or from the damage it would take now.",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take); § Resolving Effects (Cancellation Effects)",
    example: "this creature takes no damage from that attack",
    defaultSubject: "self",
    apply: (_a, host, target, cause) => host.reduceDamage?.(target, "none", cause),
  },
  {
    family: "effect",
    id: "half-damage-from-attack",
    patterns: ["{subject:subject} take|takes half damage [from that attack]", "take|takes half damage [from that attack]"],
    summary: "The creature takes half the damage (rounded down to a multiple of 5, at least 5) of the attack being resolved, or of the damage it would take now.",
    cite: "ddm-battle-rules-2011.txt § Applying Damage (Halving Damage); § Resolving Effects (Cancellation Effects)",
    example: "this creature takes half damage from that attack",
    defaultSubject: "self",
    apply: (_a, host, target, cause) => host.reduceDamage?.(target, "half", cause),
  },
  {
    family: "effect",
    id: "less-damage-from-attack",
    patterns: ["{subject:subject} take|takes {amount:int} less damage [from that attack]", "take|takes {amount:int} less damage [from that attack]"],
    summary: "The creature takes N less damage from the attack being resolved, or from the damage it would take now (before Immune and Resist).",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take); § Resolving Effects (Cancellation Effects)",
    example: "this creature takes 10 less damage from that attack",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.reduceDamage?.(target, { less: args.amount as number }, cause),
  },
];
