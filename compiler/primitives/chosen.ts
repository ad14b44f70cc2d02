// One creature a power's player chooses anywhere on the battle map ("1 enemy or ally is
// invisible until end of its next turn", "1 Beast ally has +2 AC until end of battle"),
// and choosing one for the rest of the power ("choose 1 enemy. Each ally has +2 Attack
// against that enemy until end of round"): the chosen creature is then "that enemy",
// "that ally" or "that creature", and a bonus "against that enemy" holds against it
// alone for as long as the effect lasts.
// ddm-battle-rules-2011.txt § Champion Powers; § Activated Powers; § How to Choose Targets;
// § Bonuses and Penalties
import { anyTrait } from "./card-subjects.js";
import { hasTrait, onSide } from "./place-gates.js";
import type { Args, EffectEntry, ModifierEntry, SubjectEntry, TriggerEntry } from "./entry.js";
import type { Contribution } from "./host.js";

const cite = "ddm-battle-rules-2011.txt § How to Choose Targets";

export const chosenSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "one-anywhere",
    patterns: ["one {side:side}", "one enemy or ally", "one ally or enemy"],
    summary: "One creature of that side (ally, enemy, or any other creature) anywhere on the battle map, chosen by the power's player.",
    cite,
    example: "one enemy",
    one: true,
    includes: (a, v, s, c) => onSide((a.side as string | undefined) ?? "creature", v, s, c),
  },
  {
    family: "subject",
    id: "one-anywhere-with",
    patterns: ["one {trait:trait} {side:side}"],
    summary: "One creature of that side anywhere on the battle map with the keyword, condition or bloodied state named, chosen by the power's player.",
    cite,
    example: "one Beast ally",
    one: true,
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && hasTrait(a, v, c),
  },
  {
    family: "subject",
    id: "one-anywhere-with-any",
    patterns: ["one {traits:traitList} {side:side}"],
    summary: "One creature of that side anywhere on the battle map with any of the keywords or conditions named ('a Beast or Plant ally'), chosen by the power's player.",
    cite,
    example: "one Beast or Plant ally",
    one: true,
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && anyTrait(a, v, c),
  },
];

export const chosenEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "choose-creature",
    patterns: ["choose {subject:subject}"],
    summary:
      "The power's player chooses the creature (one enemy, one ally within 5 squares…); for the rest of the line it is 'that enemy', 'that ally' or 'that creature'. Choosing does nothing to it by itself.",
    cite: "ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets",
    example: "choose one enemy and allies get +2 attack against that enemy until end of round",
    defaultSubject: "self",
    binds: true,
    apply: () => {},
  },
];

/** A bonus to a statistic against one creature, written into the modifier when its effect starts. */
function bonusAgainst(a: Args): Contribution[] {
  return [{ stat: a.stat as string, op: "add", amount: a.amount as number, versus: (a.creature as string | undefined) ?? "", ...(a.kind ? { attackKind: a.kind as string } : {}) }];
}

/**
 * "+2 attack against that enemy": a bonus against the one creature the power chose (or
 * the other creature of its trigger). The runtime writes that creature into the
 * modifier when the effect starts, so it keeps naming it for the effect's whole duration.
 */
export const chosenModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "advantage-against-that",
    patterns: ["combat advantage against that enemy|creature", "has combat advantage against that enemy|creature"],
    summary: "Combat advantage against the creature the power chose (or the other creature of its trigger), as a reason besides the rulebook's: +2 once, and only against a target it can see.",
    cite: "ddm-battle-rules-2011.txt § Combat Advantage",
    example: "choose one enemy and this creature gets combat advantage against that enemy until end of turn",
    chosen: true,
    contributions: (a) => [{ stat: "combat-advantage-against", op: "add", amount: 1, versus: (a.creature as string | undefined) ?? "" }],
  },
  {
    family: "modifier",
    id: "critical-range-against-that",
    patterns: ["critical hits on natural {min:int} or higher against that enemy|creature", "scores critical hits on natural {min:int} or higher against that enemy|creature"],
    summary: "Its attack rolls against the creature the power chose (or the other creature of its trigger) are critical hits on a natural roll of N or more, not only on a natural 20.",
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Critical Hit)",
    example: "each ally has critical hits on natural 18 or higher against that enemy until end of round",
    chosen: true,
    contributions: (a) => [{ stat: "critical-from", op: "cap", amount: a.min as number, versus: (a.creature as string | undefined) ?? "" }],
  },
  {
    family: "modifier",
    id: "bonus-against-that",
    patterns: [
      "{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against that enemy|creature|ally",
      "{amount:signed} {stat:stat} [with {kind:attackKind} attacks] vs that enemy|creature|ally",
    ],
    summary: "A bonus (or penalty) on attacks against the creature the power chose, or the other creature of its trigger; it is fixed when the effect starts.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "+2 attack against that enemy",
    chosen: true,
    contributions: (a) => bonusAgainst(a),
  },
  {
    // A companion picked at set-up: the bonus counts against whatever stands beside it, for the battle.
    family: "modifier",
    id: "bonus-against-beside-that",
    patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against|vs targets adjacent to that enemy|creature|ally"],
    summary:
      "A bonus (or penalty) on attacks against a creature adjacent to the one the power chose (or the other creature of its trigger), never that one itself; the chosen creature is fixed when the effect starts.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "choose one Beast ally and this creature gets +10 damage against targets adjacent to that ally until end of battle",
    chosen: true,
    contributions: (a) => bonusAgainst(a).map((c) => ({ ...c, besideVersus: true })),
  },
];

/**
 * "this creature gets +2 AC against target until end of its next turn", "allies get +2
 * attack against target until end of battle": written in an attack's hit line, a bonus
 * against the creature that attack hit, fixed when the effect starts (the cards' "+2 AC
 * against target's attacks", "each ally has +2 Attack against the target"). On a defence
 * it counts against that creature's attacks. The other way round, "the target gets -4
 * attack against this creature", "the target cannot attack this creature": against the
 * creature whose power gave the effect.
 */
export const targetModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "bonus-against-target",
    patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against|vs target"],
    summary:
      "In an attack's hit line: a bonus (or penalty) on attacks against the creature that attack hit, or on a defence against that creature's attacks; it keeps naming that creature for the effect's whole duration.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "this creature gets +2 AC against target until end of its next turn",
    chosen: "target",
    contributions: (a) => bonusAgainst(a),
  },
  {
    family: "modifier",
    id: "bonus-against-source",
    patterns: ["{amount:signed} {stat:stat} [with {kind:attackKind} attacks] against|vs this creature"],
    summary:
      "Given by a power to another creature (an attack's target): a bonus (or penalty) on its attacks against the creature whose power gave it, or on a defence against that creature's attacks; it keeps naming that creature for the effect's whole duration.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "the target gets -4 attack against this creature until this creature is hit by an attack",
    chosen: "source",
    contributions: (a) => bonusAgainst(a),
  },
  {
    family: "modifier",
    id: "damage-taken-from-source",
    patterns: ["takes {more:int} more damage from this creature's [{kind:attackKind}] attacks"],
    summary:
      "Given by a power to another creature (an attack's target): each attack (of the kind named) of the creature whose power gave it that deals it damage deals N more, as the target's own change after every other change the attack makes and before Immune and Resist; an attack that deals it no damage adds nothing.",
    cite: "ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage)",
    example: "target takes 15 more damage from this creature's attacks until end of battle",
    chosen: "source",
    contributions: (a) => [{ stat: "damage-taken-from-source", op: "add", amount: a.more as number, versus: (a.creature as string | undefined) ?? "", ...(a.kind ? { attackKind: a.kind as string } : {}) }],
  },
  {
    family: "modifier",
    id: "cannot-move-closer-to-source",
    patterns: ["cannot move closer to this creature"],
    summary:
      "Given by a power to another creature (an attack's target): in its own movement (move, shift, charge, a move a power gives) it cannot step into a square nearer the creature whose power gave it than the square it leaves; forced movement is not its movement. Restrictive card text (tier 4), for the effect's duration.",
    cite: "ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Move Actions",
    example: "target cannot move closer to this creature until end of its next turn",
    chosen: "source",
    contributions: (a) => [{ stat: "cannot-move-closer", op: "add", amount: 1, versus: (a.creature as string | undefined) ?? "" }],
  },
  {
    family: "modifier",
    id: "cannot-move-farther-from-source",
    patterns: ["cannot move farther from this creature than its starting position"],
    summary:
      "Given by a power to another creature: in its own movement (move, shift, charge, a move a power gives) it cannot step into a square farther from the creature whose power gave it than the square it started its turn in (outside its turn, the square its movement starts from); forced movement is not its movement. Restrictive card text (tier 4), for the effect's duration.",
    cite: "ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Move Actions",
    example: "that enemy cannot move farther from this creature than its starting position until end of turn",
    chosen: "source",
    contributions: (a) => [{ stat: "cannot-move-farther", op: "add", amount: 1, versus: (a.creature as string | undefined) ?? "" }],
  },
  {
    family: "modifier",
    id: "cannot-attack-source",
    patterns: ["cannot attack this creature"],
    summary:
      "Given by a power to another creature (an attack's target): it cannot make attacks that target the creature whose power gave it, restrictive card text (tier 4), for the effect's duration.",
    cite: "ddm-battle-rules-2011.txt § Core Rules and Exceptions; § How to Choose Targets",
    example: "the target cannot attack this creature (save ends)",
    chosen: "source",
    contributions: (a) => [{ stat: "cannot-attack", op: "add", amount: 1, versus: (a.creature as string | undefined) ?? "" }],
  },
];

/**
 * "RECHARGE when that enemy is destroyed": the creature the power last chose is destroyed.
 * ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § How to Choose Targets
 */
export const chosenTriggerEntries: TriggerEntry[] = [
  {
    family: "trigger",
    id: "chosen-destroyed",
    event: "creature.destroyed",
    patterns: ["creature chosen by {name:string} is destroyed"],
    summary: "When the creature that this creature's power of that name last named as 'that enemy' is destroyed: the one it chose ('choose one enemy'), or the one its trigger named; 'that creature' is it.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)",
    example: 'recharge when the creature chosen by "Hunter\'s Mark" is destroyed',
    matches: (a, ev, self, v) => ev.subject !== undefined && ev.subject === v.chosenBy?.(self, a.name as string),
    participants: (ev) => ({ other: ev.subject }),
  },
];
