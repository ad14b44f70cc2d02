// Victory points paid by powers: the power's player spends VP it has ("Minor action;
// spend 5 VP, then this creature heals 30 HP", used only while it has them), or its
// opponent scores ("your opponent scores 15 VP", a price the power's own player pays).
// The rulebook has no rule for spending VP; warband's reading: a player cannot spend VP it
// does not have, so the power is usable only while its player has at least that many.
// ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points); § Activated Powers
import type { EffectEntry, GateEntry } from "./entry.js";

export const vpCostEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "spend-vp",
    patterns: ["you spend {vp:int} vp", "spend {vp:int} vp"],
    summary: "The power's player loses that many victory points (never below 0). A power that spends VP is usable only while its player has them (the gate 'while you have N or more VP').",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points); § Activated Powers",
    example: "you spend 5 VP",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.spendVp?.(target, args.vp as number, cause),
  },
  {
    family: "effect",
    id: "opponent-scores-vp",
    patterns: ["your opponent scores {vp:int} [vp]", "opponent scores {vp:int} [vp]"],
    summary: "The power's opponent scores the victory points at once, as any scoring counts toward the scenario's target.",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)",
    example: "your opponent scores 15 VP",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.opponentScoresVp?.(target, args.vp as number, cause),
  },
];

export const vpCostGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "has-vp",
    patterns: ["you have {vp:int} or more vp", "you have at least {vp:int} vp"],
    summary: "While the creature's player has at least that many victory points.",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)",
    example: "minor action, while you have 5 or more VP: you spend 5 VP and this creature heals 30",
    holds: (a, v, subject) => (v.vpOf?.(subject) ?? 0) >= (a.vp as number),
  },
];
