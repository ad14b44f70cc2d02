// Subjects (who a rule or effect reaches) and gates (states that must hold:
// "while bloodied", "while Immobilized"). Both are seen from the power's owner.
import type { GateEntry, SubjectEntry } from "./entry.js";
import { alliesSeenFrom } from "./state-gates.js";

const targetingCite = "ddm-battle-rules-2011.txt § How to Choose Targets";

function subject(id: string, patterns: string[], summary: string, includes: SubjectEntry["includes"]): SubjectEntry {
  return { family: "subject", id, patterns, summary, cite: targetingCite, example: patterns[0]!, includes };
}

function one(id: string, patterns: string[], summary: string, includes: SubjectEntry["includes"]): SubjectEntry {
  return { ...subject(id, patterns, summary, includes), one: true };
}

export const subjectEntries: SubjectEntry[] = [
  subject("self", ["this creature", "it", "itself"], "The power's owner.", (_a, _v, self, c) => c === self),
  subject(
    "other",
    ["that creature"],
    "The other creature of the trigger: the attacker that hit or missed, the creature hit or destroyed ('that ally', 'that enemy' and 'attacker' are in role-subjects.ts).",
    (_a, _v, _s, c, p) => c === p.other,
  ),
  subject("target", ["target", "that target"], "The target of the attack being resolved.", (_a, _v, _s, c, p) => c === p.target),
  subject(
    "adjacent-enemies",
    ["adjacent enemies", "each adjacent enemy", "enemies adjacent to this creature"],
    "Every enemy adjacent to the power's owner.",
    (_a, v, s, c) => v.areEnemies(s, c) && v.adjacent(s, c),
  ),
  subject(
    "enemies-within",
    ["enemies within {squares:squares}", "each enemy within {squares:squares}"],
    "Every enemy within N squares of the power's owner.",
    (a, v, s, c) => v.areEnemies(s, c) && v.distance(s, c) <= (a.squares as number),
  ),
  subject("enemies", ["enemies", "each enemy", "all enemies"], "Every enemy of the power's owner (within the aura, for an aura).", (_a, v, s, c) =>
    v.areEnemies(s, c),
  ),
  subject(
    "adjacent-allies",
    ["adjacent allies", "each adjacent ally"],
    "Every ally adjacent to the power's owner (not the owner itself).",
    (_a, v, s, c) => v.areAllies(s, c) && v.adjacent(s, c),
  ),
  subject("allies", ["allies", "each ally", "all allies"], "Every ally of the power's owner, not the owner itself.", (_a, v, s, c) =>
    v.areAllies(s, c),
  ),
  subject(
    "adjacent-creatures",
    ["adjacent creatures", "each adjacent creature"],
    "Every other creature adjacent to the power's owner.",
    (_a, v, s, c) => c !== s && v.adjacent(s, c),
  ),
  subject("creatures", ["creatures", "each creature", "all creatures"], "Every other creature.", (_a, _v, s, c) => c !== s),
  one(
    "one-adjacent-ally",
    ["ally adjacent to this creature", "adjacent ally", "one adjacent ally"],
    "One ally adjacent to the power's owner, chosen by its player.",
    (_a, v, s, c) => v.areAllies(s, c) && v.adjacent(s, c),
  ),
  one(
    "one-adjacent-enemy",
    ["enemy adjacent to this creature", "adjacent enemy", "one adjacent enemy"],
    "One enemy adjacent to the power's owner, chosen by its player.",
    (_a, v, s, c) => v.areEnemies(s, c) && v.adjacent(s, c),
  ),
  // "Use when an ally is destroyed: choose 1 other ally; …": not the ally the trigger named.
  one(
    "one-other-ally",
    ["one other ally", "another ally"],
    "One ally of the power's owner other than the creature its trigger named (the ally hit, destroyed or attacking), chosen by its player.",
    (_a, v, s, c, p) => c !== p.ally && c !== p.attacker && c !== p.other && v.areAllies(s, c),
  ),
  one(
    "one-other-adjacent-enemy",
    ["one other adjacent enemy", "other enemy adjacent to this creature"],
    "One enemy adjacent to the power's owner other than the target of the attack being resolved (the cards' 'a different enemy adjacent to this creature'), chosen by its player.",
    (_a, v, s, c, p) => c !== p.target && v.areEnemies(s, c) && v.adjacent(s, c),
  ),
  one(
    "one-ally-within",
    ["ally within {squares:squares}", "one ally within {squares:squares}"],
    "One ally within N squares of the power's owner, chosen by its player.",
    (a, v, s, c) => v.areAllies(s, c) && v.distance(s, c) <= (a.squares as number),
  ),
  one(
    "one-enemy-within",
    ["enemy within {squares:squares}", "one enemy within {squares:squares}"],
    "One enemy within N squares of the power's owner, chosen by its player.",
    (a, v, s, c) => v.areEnemies(s, c) && v.distance(s, c) <= (a.squares as number),
  ),
];

export const gateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "bloodied",
    patterns: ["bloodied", "it is bloodied"],
    summary: "While the creature's hit points are at or below its bloodied score.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Bloodied)",
    example: "while bloodied",
    holds: (_a, v, subj) => v.isBloodied(subj),
  },
  {
    family: "gate",
    id: "not-bloodied",
    patterns: ["not bloodied"],
    summary: "While the creature is not bloodied.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Bloodied)",
    example: "while not bloodied",
    holds: (_a, v, subj) => !v.isBloodied(subj),
  },
  // "Goblin allies have +2 Attack while this creature is bloodied": the power's owner, not the
  // creature the rule reaches (for a rule about the owner itself the two are the same).
  {
    family: "gate",
    id: "owner-bloodied",
    patterns: ["this creature is bloodied"],
    summary: "While the power's owner is bloodied, whoever the rule reaches.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Bloodied)",
    example: "allies +2 attack while this creature is bloodied",
    holds: (_a, v, _subj, self) => v.isBloodied(self),
  },
  // "Golgari allies have +5 necrotic damage while this creature is on the battle map": the power's owner, placed on it
  // (not destroyed, not removed from it for a while).
  {
    family: "gate",
    id: "owner-on-battle-map",
    patterns: ["this creature is on battle map"],
    summary: "While the power's owner is in play and on the battle map (not destroyed, not removed from it), whoever the rule reaches.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Set-Up (Delayed Appearance)",
    example: "allies +5 damage while this creature is on battle map",
    holds: (_a, v, _subj, self) => v.isInPlay(self),
  },
  {
    family: "gate",
    id: "owner-not-bloodied",
    patterns: ["this creature is not bloodied"],
    summary: "While the power's owner is not bloodied, whoever the rule reaches.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Bloodied)",
    example: "allies +2 attack while this creature is not bloodied",
    holds: (_a, v, _subj, self) => !v.isBloodied(self),
  },
  {
    family: "gate",
    id: "has-condition",
    patterns: ["{condition:condition}", "this creature is {condition:condition}", "it is {condition:condition}"],
    summary: "While the creature has the condition. A card permission gated this way names the core restriction it breaks (tier 3).",
    cite: "ddm-battle-rules-2011.txt § Core Rules and Exceptions",
    example: "while Immobilized",
    holds: (a, v, subj) => v.hasCondition(subj, a.condition as string),
  },
  {
    family: "gate",
    id: "not-its-turn",
    patterns: ["not its turn", "it is not its turn", "on another creature's turn", "another creature's turn"],
    summary: "While another creature is taking its turn (or between turns).",
    cite: "ddm-battle-rules-2011.txt § Dazed",
    example: "while it is not its turn",
    holds: (_a, v, subj) => v.activeCreature() !== subj,
  },
  {
    family: "gate",
    id: "its-turn",
    patterns: ["its turn", "it is its turn", "on its turn", "on its own turn"],
    summary: "While the creature is taking its own turn.",
    cite: "ddm-battle-rules-2011.txt § Taking a Turn",
    example: "while it is its turn",
    holds: (_a, v, subj) => v.activeCreature() === subj,
  },
  {
    family: "gate",
    id: "adjacent-ally",
    patterns: ["adjacent to ally", "adjacent to any ally"],
    summary: "While the creature is adjacent to one of its allies (of an attack's target: an ally of the power's owner).",
    cite: targetingCite,
    example: "while adjacent to an ally",
    holds: (_a, v, subj, self) => alliesSeenFrom(v, subj, self).some((c) => v.adjacent(subj, c)),
  },
];
