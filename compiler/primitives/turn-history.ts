// States of what a creature has done in the turn it is taking, and of the battle's
// round: "if it did not make a melee attack this turn", "if it did not charge this
// turn", "if it did not hit with an attack that turn" (asked at the end of its turn, by
// a power's trigger or a recharge condition), "if it is the first round of the battle"; and
// what the battle remembers of it: whether it attacked this creature, was damaged by it, or
// attacked this round (runtime/ddm/attack-memory.ts).
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Charge; § The Battle (Game Overview)
import type { GateEntry, SubjectEntry } from "./entry.js";

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
    id: "made-kind-attack-this-turn",
    patterns: ["it made {kind:attackKind} attack this turn", "it has made {kind:attackKind} attack this turn"],
    summary: "While the creature has declared an attack of that kind (melee, ranged, close or area) in the turn it is taking.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Take Actions Phase",
    example: "cannot move while it made ranged attack this turn",
    holds: (a, v, subject) => v.didThisTurn?.(subject, a.kind as "melee") === true,
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
    // "If this creature moves at least 3 squares before attacking": its own squares this turn, a charge's among them.
    family: "gate",
    id: "moved-squares-this-turn",
    patterns: ["it moved {count:int} or more squares this turn", "moved {count:int} or more squares this turn"],
    summary: "While the creature has moved at least that many squares of its own (move, shift, charge; forced movement does not count) in the turn it is taking.",
    cite: "ddm-battle-rules-2011.txt § Move Actions; § Charge",
    example: "use when this creature resolves attack while it moved 3 or more squares this turn: this creature shifts 1",
    holds: (a, v, subject) => (v.squaresMovedThisTurn?.(subject) ?? 0) >= (a.count as number),
  },
  {
    // "Minor action, usable after a charge": a limit of a power used on the same turn (runtime/ddm/powers.ts lets it follow the charge).
    family: "gate",
    id: "charged-this-turn",
    patterns: ["it charged this turn", "charged this turn"],
    summary: "While the creature has charged in the turn it is taking.",
    cite: "ddm-battle-rules-2011.txt § Charge",
    example: "minor action, while it charged this turn: this creature shifts 1",
    holds: (_a, v, subject) => v.didThisTurn?.(subject, "charge") === true,
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
    // "Make 2 basic melee attacks against a single target. If the first hits, +4 Attack on the second": an own bonus of the later rolls.
    family: "gate",
    id: "hit-earlier-this-action",
    patterns: ["earlier attack of this action hit", "an earlier attack of this action hit"],
    summary: "While the creature is making an attack action of several attack rolls (make N attacks) and one of its earlier rolls in that action hit.",
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)",
    example: 'attack melee make 2 attacks same target "Hug": +8 vs AC; 15 damage; with: +4 attack while earlier attack of this action hit',
    holds: (_a, v, subject) => v.hitEarlierThisAction?.(subject) ?? false,
  },
  {
    // An attack "usable only if this creature hit with Tentacle Grab this turn".
    family: "gate",
    id: "hit-with-attack-this-turn",
    patterns: ["it hit with {name:string} this turn", "it hit with {name:string} attack this turn"],
    summary: "While, in the turn it is taking, an attack of the creature's with that name has hit (a roll that hit, whatever its target).",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Take Actions Phase",
    example: 'attack melee minor action while it hit with "Tentacle Grab" this turn "Beak": +10 vs AC; 10 damage',
    holds: (a, v, subject) => v.hitWithThisTurn?.(subject, a.name as string) ?? false,
  },
  {
    // "Each adjacent enemy cannot move on its turn until after it hits this creature with an attack".
    family: "gate",
    id: "did-not-hit-this-creature-this-turn",
    patterns: ["it did not hit this creature this turn", "did not hit this creature this turn"],
    summary: "While no attack the creature made in the turn it is taking has hit this creature (the power's owner).",
    cite: "ddm-battle-rules-2011.txt § Making an Attack",
    example: "enemies cannot move while on its turn if it did not hit this creature this turn",
    holds: (_a, v, subject, self) => !(v.hitThisTurn?.(subject, self) ?? true),
  },
  {
    // "… at end of its turn if it does not attack this creature": asked of the creature whose turn it is.
    family: "gate",
    id: "did-not-attack-this-creature-this-turn",
    patterns: ["it did not attack this creature this turn", "did not attack this creature this turn"],
    summary: "While the creature, in the turn it is taking, has made no attack against this creature (the power's owner): none of its attack rolls this turn was against it.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § How to Choose Targets",
    example: "that enemy takes 10 radiant damage at end of its next turn if it did not attack this creature this turn",
    holds: (_a, v, subject, self) => !(v.attackedThisTurn?.(subject, self) ?? true),
  },
  {
    family: "gate",
    id: "attacked-this-creature",
    patterns: ["that attacked this creature", "it attacked this creature", "it has attacked this creature"],
    summary: "While the creature has made an attack against this creature (the power's owner) this battle: one of its attack rolls was made against it.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Making an Attack",
    example: "attack melee against targets that attacked this creature only",
    // Asked of the target (subject) for the attacker (other): has the target attacked the attacker?
    holds: (_a, v, subject, other) => v.attackedBy?.(other, subject) ?? false,
  },
  {
    family: "gate",
    id: "damaged-by-this-creature",
    patterns: ["damaged by this creature", "this creature has damaged"],
    summary: "While this creature (the power's owner) has dealt the creature damage this battle.",
    cite: "ddm-battle-rules-2011.txt § Damage; § How to Choose Targets",
    example: "attack melee against targets damaged by this creature only",
    holds: (_a, v, subject, other) => v.damagedBy?.(subject, other) ?? false,
  },
  {
    family: "gate",
    id: "attacked-this-round",
    patterns: ["that attacked this round", "it attacked this round", "it has attacked this round"],
    summary: "While the creature has declared an attack in the round being played.",
    cite: "ddm-battle-rules-2011.txt § Rounds and Turns; § Making an Attack",
    example: "attack ranged sight against targets that attacked this round only",
    holds: (_a, v, subject) => v.attackedThisRound?.(subject) ?? false,
  },
  // "(Aura 2) Enemies that start a turn in aura cannot take a move action on that turn until after making an attack
  // against this creature": where it began its turn (whom it has attacked in it: did-not-attack-this-creature-this-turn).
  {
    family: "gate",
    id: "started-turn-near-owner",
    patterns: ["it started its turn within {squares:squares} of this creature"],
    summary: "On its own turn, while the square where it started that turn is within N squares (counted distance) of the power's owner.",
    cite: "ddm-battle-rules-2011.txt § Taking a Turn; § Counting Distance",
    example: "cannot take move actions while it started its turn within 2 squares of this creature",
    holds: (a, v, subject, self, owner = self) => {
      const d = subject === owner ? null : (v.turnStartDistanceTo?.(subject, owner) ?? null);
      return d !== null && d <= (a.squares as number);
    },
  },
  // "Cannot make {m} attacks until attacked": card text lifted once any creature has attacked it.
  {
    family: "gate",
    id: "has-been-attacked",
    patterns: ["it has been attacked", "this creature has been attacked"],
    summary: "Once any creature has made an attack against it this battle (an attack roll against it), and for the rest of the battle.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack",
    example: "+2 attack while it has been attacked",
    holds: (_a, v, subject) => v.wasAttacked?.(subject) ?? false,
  },
  {
    family: "gate",
    id: "not-been-attacked",
    patterns: ["it has not been attacked", "this creature has not been attacked"],
    summary: "Until any creature makes an attack against it: while none has this battle.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack",
    example: "cannot make melee attacks while it has not been attacked",
    holds: (_a, v, subject) => !(v.wasAttacked?.(subject) ?? false),
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

/**
 * "Make a basic attack vs. a target this creature has already attacked this turn": one
 * creature its attack rolls were made against in the turn it is taking, chosen by its player.
 * ddm-battle-rules-2011.txt § Making an Attack; § How to Choose Targets
 */
export const turnHistorySubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "one-attacked-this-turn",
    patterns: ["one creature this creature attacked this turn", "one target this creature attacked this turn"],
    summary: "One creature that the power's owner has made an attack roll against in the turn it is taking, chosen by its player; none on another creature's turn.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § How to Choose Targets",
    example: "this creature makes basic attack against one creature this creature attacked this turn with +10 damage",
    one: true,
    includes: (_a, v, s, c) => c !== s && v.attackedThisTurn?.(s, c) === true,
  },
];
