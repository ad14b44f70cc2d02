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
    id: "attack-has-no-effect",
    patterns: ["that attack has no effect"],
    summary:
      "The attack declared, targeted or being resolved has no effect: no roll (or the roll is set aside), no hit, miss or 'hit or miss' effects, and nothing answers its hit or miss; the attack is still used.",
    cite,
    example: "that attack has no effect",
    defaultSubject: "self",
    apply: (_a, host, _t, cause) => host.voidAttack?.(cause),
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
    id: "not-destroyed",
    patterns: ["{subject:subject} has {hp:int} hp instead of being destroyed", "has {hp:int} hp instead of being destroyed"],
    summary: "In the window before a creature at 0 hit points or fewer is destroyed ('would be destroyed'), it is not destroyed and has that many hit points instead.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Resolving Effects (Cancellation Effects)",
    example: "this creature has 10 hp instead of being destroyed",
    defaultSubject: "target",
    apply: (a, host, target, cause) => host.spare?.(target, a.hp as number, cause),
  },
  {
    family: "effect",
    id: "destroyed-later",
    patterns: ["{subject:subject} is not destroyed until end of its next turn or until it takes damage", "is not destroyed until end of its next turn or until it takes damage"],
    summary:
      "In the window before a creature at 0 hit points or fewer is destroyed ('would be destroyed'), it is not destroyed: it stays in play (acting as usual) and is destroyed at the end of its next turn, or as soon as it takes damage, whichever comes first.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Resolving Effects (Cancellation Effects)",
    example: "this creature is not destroyed until end of its next turn or until it takes damage",
    defaultSubject: "target",
    apply: (_a, host, target, cause) => host.doom?.(target, cause),
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
    id: "attack-roll-twice",
    patterns: [
      "roll that attack twice keeping higher",
      "attacker rolls that attack twice keeping higher",
      "roll that attack {dice:int} times keeping highest",
      "attacker rolls that attack {dice:int} times keeping highest",
    ],
    summary:
      "Before its roll (a power used as the attack is declared or targets), the attack roll is made with two d20s (or the number said) and the highest is kept: the natural roll of the attack, for hits, misses, critical hits and natural 1s alike.",
    cite: "ddm-battle-rules-2011.txt § Attack Roll; § Resolving Effects (Cancellation Effects)",
    example: "roll that attack twice keeping higher",
    defaultSubject: "self",
    apply: (a, host, _t, cause) => host.rollTwice?.(cause, (a.dice as number | undefined) ?? 2),
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
    patterns: [
      "{subject:subject} take|takes {amount:int} less damage [from that attack] [(minimum {minimum:int} [damage])]",
      "take|takes {amount:int} less damage [from that attack] [(minimum {minimum:int} [damage])]",
    ],
    summary:
      "The creature takes N less damage from the attack being resolved, or from the damage it would take now (before Immune and Resist); with a minimum, the cut leaves at least that much damage (damage already below it is not raised).",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take); § Resolving Effects (Cancellation Effects)",
    example: "this creature takes 10 less damage from that attack (minimum 10 damage)",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.reduceDamage?.(target, { less: args.amount as number, ...(args.minimum !== undefined ? { minimum: args.minimum as number } : {}) }, cause),
  },
  {
    family: "effect",
    id: "more-damage-from-attack",
    patterns: ["{subject:subject} take|takes {amount:int} more damage [from that attack]", "take|takes {amount:int} more damage [from that attack]"],
    summary:
      "The creature takes N more damage from the attack being resolved, or from the damage it would take now: the damage's first part grows by N (of that part's type) before Immune, Resist and any cut.",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take; Vulnerable: 'takes X more damage'); § Resolving Effects",
    example: "that enemy takes 5 more damage",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.reduceDamage?.(target, { more: args.amount as number }, cause),
  },
];
