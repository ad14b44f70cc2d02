// States of what a creature has done in the turn it is taking, and of the battle's
// round: "if it did not make a melee attack this turn", "if it did not charge this
// turn", "if it did not hit with an attack that turn" (asked at the end of its turn, by
// a power's trigger or a recharge condition), "if it is the first round of the battle".
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Charge; § The Battle (Game Overview)
import type { GateEntry } from "./entry.js";

export const turnHistoryGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "did-not-make-kind-attack-this-turn",
    patterns: ["it did not make {kind:attackKind} attack this turn", "did not make {kind:attackKind} attack this turn"],
    summary: "While the creature has declared no attack of that kind (melee, ranged, close or area) in the turn it is taking.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Making an Attack",
    example: "at end of its turn if it did not make melee attack this turn",
    holds: (a, v, subject) => !(v.didThisTurn?.(subject, a.kind as "melee") ?? true),
  },
  {
    family: "gate",
    id: "did-not-charge-this-turn",
    patterns: ["it did not charge this turn", "did not charge this turn"],
    summary: "While the creature has not charged in the turn it is taking.",
    cite: "ddm-battle-rules-2011.txt § Charge",
    example: "at end of its turn if it did not charge this turn",
    holds: (_a, v, subject) => !(v.didThisTurn?.(subject, "charge") ?? true),
  },
  {
    family: "gate",
    id: "did-not-hit-this-turn",
    patterns: ["it did not hit this turn", "did not hit this turn", "it did not hit with attack this turn"],
    summary: "While no attack of the creature has hit in the turn it is taking.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Making an Attack",
    example: "recharge when end of its turn if it did not hit this turn",
    holds: (_a, v, subject) => !(v.didThisTurn?.(subject, "hit") ?? true),
  },
  {
    family: "gate",
    id: "first-round",
    patterns: ["it is first round of battle", "first round of battle", "it is first round"],
    summary: "While the battle is in its first round.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview)",
    example: "use at start of its turn while it is first round of battle",
    holds: (_a, v) => v.currentRound?.() === 1,
  },
];
