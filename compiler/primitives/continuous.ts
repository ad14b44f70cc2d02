// Always-on powers cards print without a trigger: immunity to flanking, ignoring
// conceal, treating invisible creatures as visible. Each is a contribution the runtime
// asks for where the rule it changes is decided (combat advantage, sight, the
// conceal roll).
import type { Args, GateEntry, ModifierEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { hasTrait } from "./place-gates.js";
import { alliesSeenFrom } from "./state-gates.js";

/**
 * An always-on rule; a pattern with {squares} limits it to creatures within that many
 * squares of its owner, one with {vs} to creatures in that state.
 */
function flag(id: string, patterns: string[], summary: string, cite: string, stat = id): ModifierEntry {
  return {
    family: "modifier",
    id,
    patterns,
    summary,
    cite,
    example: patterns[0]!,
    contributions: (a) => [
      { stat, op: "add", amount: 1, ...(typeof a.squares === "number" ? { within: a.squares } : {}), ...(a.vs ? { against: a.vs as { op: string; args: Record<string, unknown> } } : {}) },
    ],
  };
}

/**
 * "+5 AC against opportunity attacks": a defence bonus that counts only when an
 * opportunity attack is rolled against it (with "while moving": those its move provokes).
 * ddm-battle-rules-2011.txt § Opportunity Attacks; § Bonuses and Penalties
 */
const defenceAgainstOpportunity: ModifierEntry = {
  family: "modifier",
  id: "bonus-against-opportunity-attacks",
  patterns: [
    "{amount:signed} {stat:stat} against opportunity attacks",
    "{amount:signed} to {stat:stat} against opportunity attacks",
    "{amount:signed} {stat:stat} with opportunity attacks",
  ],
  summary: "A bonus (or penalty) that counts only on opportunity attacks: a defence against those made on it, attack or damage on those it makes.",
  cite: "ddm-battle-rules-2011.txt § Opportunity Attacks",
  example: "+2 attack with opportunity attacks",
  contributions: (a) => [{ stat: a.stat as string, op: "add", amount: a.amount as number, opportunity: true }],
};

/**
 * "+4 AC against ranged attacks", "+2 to all defenses against area attacks": a defence
 * bonus that counts only when an attack of that kind is rolled against it.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const defenceAgainstKind: ModifierEntry = {
  family: "modifier",
  id: "bonus-against-attack-kind",
  patterns: ["{amount:signed} {stat:stat} against {kind:attackKind} attacks", "{amount:signed} to {stat:stat} against {kind:attackKind} attacks"],
  summary: "A bonus (or penalty) to a defence that counts only against attacks of the kind; on the creature's own attack or damage, only on its attacks of the kind.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+4 AC against ranged attacks",
  contributions: (a) => [{ stat: a.stat as string, op: "add", amount: a.amount as number, attackKind: a.kind as string }],
};

/**
 * "Takes 10 less damage from close attacks (minimum 5)", "takes 5 more damage from area
 * attacks": an attack of the kind deals it that much less or more damage, after every
 * other change the attack makes and before Immune and Resist; a minimum keeps damage of
 * at least that much from falling below it.
 * ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage)
 */
const damageFromKind: ModifierEntry = {
  family: "modifier",
  id: "damage-taken-from-kind",
  patterns: ["takes {less:int} less damage from {kind:attackKind} attacks [(minimum {minimum:int})]", "takes {more:int} more damage from {kind:attackKind} attacks"],
  summary: "Attacks of the kind deal it N less (or more) damage, after their bonuses and halving and before Immune and Resist; with a minimum, damage of at least that much is not cut below it.",
  cite: "ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage)",
  example: "takes 10 less damage from ranged attacks (minimum 5)",
  contributions: (a) => [
    {
      stat: "damage-taken-from-kind",
      op: "add",
      amount: typeof a.more === "number" ? a.more : -(a.less as number),
      attackKind: a.kind as string,
      ...(typeof a.minimum === "number" ? { minimum: a.minimum } : {}),
    },
  ],
};

/** A rule a creature bends, written as the card says it; the runtime asks for `stat` where that rule is decided. */
function rule(id: string, patterns: string[], summary: string, cite: string, stat = id): ModifierEntry {
  return {
    family: "modifier",
    id,
    patterns,
    summary,
    cite,
    example: patterns[0]!,
    contributions: (a) => [
      {
        stat,
        op: "add",
        amount: 1,
        ...(a.kind ? { attackKind: a.kind as string } : {}),
        ...(a.keyword ? { against: { op: "has-keyword", args: { keyword: a.keyword } } } : {}),
        ...(a.vs ? { against: a.vs as { op: string; args: Record<string, unknown> } } : {}),
      },
    ],
  };
}

/**
 * "Invisible to enemies 5 or more squares away": invisible to creatures that far, seen as
 * usual by nearer ones (invisible to nonadjacent creatures: activated.ts).
 * ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)
 */
const invisibleBeyond: ModifierEntry = {
  family: "modifier",
  id: "invisible-beyond",
  patterns: ["invisible to enemies|creatures {count:int} or more squares away"],
  summary: "Invisible to creatures at least N squares away: they cannot trace line of sight to it. Nearer creatures see it as usual.",
  cite: "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)",
  example: "invisible to enemies 5 or more squares away while occupying \"river\" terrain",
  contributions: (a) => [{ stat: "invisible", op: "add", amount: 1, beyond: Math.max(1, (a.count as number) - 1) }],
};

/**
 * "Deals triple damage on critical hits": its critical hits multiply the base damage by
 * three instead of two (per type, before bonus damage, as the doubling does).
 * ddm-battle-rules-2011.txt § Applying Damage (Critical Hits)
 */
const tripleCritical: ModifierEntry = {
  family: "modifier",
  id: "triple-critical",
  patterns: ["deals triple damage on critical hits [with {kind:attackKind} attacks]", "triple damage on critical hits [with {kind:attackKind} attacks]"],
  summary: "A critical hit of its attacks (of the kind) triples each type of base damage instead of doubling it; bonus damage is added after, not multiplied.",
  cite: "ddm-battle-rules-2011.txt § Applying Damage (Critical Hits)",
  example: "deals triple damage on critical hits with melee attacks",
  contributions: (a) => [{ stat: "critical-multiplier", op: "set", amount: 3, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
};

/**
 * "+10 damage on critical hits": bonus damage that only a critical hit gets.
 * ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage)
 */
const criticalBonus: ModifierEntry = {
  family: "modifier",
  id: "critical-bonus-damage",
  patterns: ["{amount:signed} [{type:damageType}] damage on critical hits [with {kind:attackKind} attacks]"],
  summary:
    "Bonus damage on its critical hits (of the kind), added after the base damage is doubled, like any bonus damage; of a type when one is named ('+10 poison damage'), which that type's Resist, Immune and Vulnerable meet.",
  cite: "ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Resistance and Vulnerability",
  example: "+10 damage on critical hits",
  contributions: (a) => [
    { stat: "critical-damage", op: "add", amount: a.amount as number, ...(a.type ? { damageType: a.type as string } : {}), ...(a.kind ? { attackKind: a.kind as string } : {}) },
  ],
};

/**
 * "Always has combat advantage against Dazed enemies", "Enemies adjacent to an ally of
 * this creature grant combat advantage to this creature": combat advantage against
 * targets in the state, one more reason among the rulebook's (still only +2, and only
 * against a target it can see).
 * ddm-battle-rules-2011.txt § Combat Advantage
 */
const advantageAgainst: ModifierEntry = {
  family: "modifier",
  id: "combat-advantage-against",
  patterns: ["has combat advantage against {vs:gate} targets", "has combat advantage against targets {vs:gate}"],
  summary: "It has combat advantage against targets in the state named, as a reason besides the rulebook's: +2 once, against a target it can see.",
  cite: "ddm-battle-rules-2011.txt § Combat Advantage",
  example: "has combat advantage against targets adjacent to ally",
  contributions: (a) => [{ stat: "combat-advantage-against", op: "add", amount: 1, against: a.vs as { op: string; args: Record<string, unknown> } }],
};

/**
 * "Resist 5 All against melee attacks", "Resist 15 All against critical hits": a Resist
 * that counts only on the damage of such attacks (still only one Resist applies).
 * ddm-battle-rules-2011.txt § Resistance and Vulnerability (Resist X Damage)
 */
const resistAgainst: ModifierEntry = {
  family: "modifier",
  id: "resist-against",
  patterns: ["resist {amount:int} {type:damageTypeOrAll} against {kind:attackKind} attacks", "resist {amount:int} {type:damageTypeOrAll} against critical hits"],
  summary: "Resist X that counts only on the damage of attacks of the kind, or of critical hits; as ever, only the one Resist that helps most applies.",
  cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability (Resist X Damage)",
  example: "resist 5 all against melee attacks",
  contributions: (a) => [{ stat: "resist", op: "add", amount: a.amount as number, damageType: a.type as string, ...(a.kind ? { attackKind: a.kind as string } : { critical: true }) }],
};

/**
 * "Makes saving throws at the start of its turn instead of at the end": its saves move to
 * the start of its turn, first thing in Determine Control; none at its end.
 * ddm-battle-rules-2011.txt § Saving Throws; § Start of Turn Phase (Determine Control)
 */
const savesAtStartInstead: ModifierEntry = {
  family: "modifier",
  id: "saves-at-start-instead",
  patterns: ["makes saving throws at start of its turn instead of at end", "saves at start of its turn instead of at end"],
  summary: "Its saving throws are made at the start of its turn, before anything else decides who controls it, and not at the end of its turn.",
  cite: "ddm-battle-rules-2011.txt § Saving Throws",
  example: "makes saving throws at start of its turn instead of at end",
  contributions: () => [
    { stat: "start-of-turn-saves", op: "add", amount: 1 },
    { stat: "no-end-of-turn-saves", op: "add", amount: 1 },
  ],
};

/**
 * "Makes 2 saving throws against each effect and condition that a save can end at end of each
 * of its turns": at the end of its turn each save-ends effect (or group ended by one save) gets
 * that many saves, until one succeeds; each failed one counts as a failed save.
 * ddm-battle-rules-2011.txt § Saving Throws
 */
const endOfTurnSaves: ModifierEntry = {
  family: "modifier",
  id: "end-of-turn-saves",
  patterns: ["makes {count:int} saving throws against each effect at end of its turn"],
  summary: "At the end of its turn it rolls up to this many saving throws against each save-ends effect, stopping at the first success; every failure counts as a failed save (conditions that grow worse on failed saves see each).",
  cite: "ddm-battle-rules-2011.txt § Saving Throws",
  example: "makes 2 saving throws against each effect at end of its turn",
  contributions: (a) => [{ stat: "end-of-turn-saves", op: "set", amount: a.count as number }],
};

/**
 * "Ignores non-damage effects of attacks that deal 20 or less base damage": an attack whose
 * hit line prints that much base damage or less (or none) deals its damage to it, and its
 * other effects (conditions, forced movement, penalties) do nothing to it.
 * ddm-battle-rules-2011.txt § Applying Damage (Base Damage)
 */
const shrugsOffWeakAttacks: ModifierEntry = {
  family: "modifier",
  id: "ignores-effects-of-weak-attacks",
  patterns: ["ignores effects other than damage of attacks with base damage {most:int} or less"],
  summary: "Attacks whose hit line prints at most that much base damage (or none) deal their damage and ongoing damage to it; their other effects do nothing to it.",
  cite: "ddm-battle-rules-2011.txt § Applying Damage (Base Damage)",
  example: "ignores effects other than damage of attacks with base damage 20 or less",
  contributions: (a) => [{ stat: "ignores-effects-of-weak-attacks", op: "set", amount: a.most as number }],
};

/**
 * "This creature's {r} attacks ignore forest terrain": for its attacks of that kind, squares of
 * that terrain type block no line of sight and give no cover (other terrain in them still does).
 * ddm-battle-rules-2011.txt § Forest (or Market Stall); § Cover Against Ranged Attacks; § Core Rules and Exceptions
 */
const attacksIgnoreTerrain: ModifierEntry = {
  family: "modifier",
  id: "attacks-ignore-terrain",
  patterns: ["ignores {terrain:string} terrain with {kind:attackKind} attacks"],
  summary: "Its attacks of the kind trace line of sight through squares of that terrain type and get no cover from them; its movement and other creatures are not affected.",
  cite: "ddm-battle-rules-2011.txt § Forest (or Market Stall); § Cover Against Ranged Attacks",
  example: 'ignores "forest" terrain with ranged attacks',
  contributions: (a) => [{ stat: "attacks-ignore-terrain", op: "add", amount: 1, attackKind: a.kind as string, terrain: (a.terrain as string).toLowerCase() }],
};

/**
 * "May not enter squares occupied by allies": its movement never enters (or passes through) a
 * square an ally occupies, which the rules otherwise allow. Card text, tier 4.
 * ddm-battle-rules-2011.txt § Legal Position (Ally: a creature can move through an ally's square); § Core Rules and Exceptions
 */
const shunsAllies: ModifierEntry = {
  family: "modifier",
  id: "never-enters-allies",
  patterns: ["never enters squares occupied by allies"],
  summary: "Its own movement (moves, shifts, charges) never enters a square an ally occupies; forced movement and placement are not its movement.",
  cite: "ddm-battle-rules-2011.txt § Legal Position (Ally); § Core Rules and Exceptions",
  example: "never enters squares occupied by allies",
  contributions: () => [{ stat: "never-enters-allies", op: "add", amount: 1 }],
};

/**
 * "Can make opportunity attacks against enemies with Flight for moving out of an adjacent
 * square": a flying enemy provokes it with every square it leaves beside it, not only its
 * first (a flying mover otherwise provokes only flying enemies after its starting square).
 * ddm-battle-rules-2011.txt § Opportunity Attacks; § Movement Modes (Flight); § Core Rules and Exceptions
 */
const opportunityAgainstFlight: ModifierEntry = {
  family: "modifier",
  id: "opportunity-attacks-against-flight",
  patterns: ["can make opportunity attacks against enemies with flight moving out of adjacent squares"],
  summary: "A flying enemy moving out of a square adjacent to it provokes its opportunity attack at any point of the move, as a flying creature's would.",
  cite: "ddm-battle-rules-2011.txt § Opportunity Attacks; § Movement Modes (Flight)",
  example: "can make opportunity attacks against enemies with flight moving out of adjacent squares",
  contributions: () => [{ stat: "opportunity-attacks-against-flight", op: "add", amount: 1 }],
};

/**
 * "Can ignore up to 1 target in area when making a {c} or {a} attack": its player may leave
 * that many creatures of the area out of each close or area attack it makes.
 * ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks
 */
const ignoresTargetsInAreas: ModifierEntry = {
  family: "modifier",
  id: "ignores-targets-in-areas",
  patterns: ["ignores up to {count:int} target|targets in its attack areas"],
  summary: "Each close or area attack it makes may leave out up to that many of the creatures in the area, its player choosing which.",
  cite: "ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks",
  example: "ignores up to 1 target in its attack areas",
  contributions: (a) => [{ stat: "ignores-targets-in-areas", op: "add", amount: a.count as number }],
};

/**
 * "Cannot attack a non-bloodied enemy while adjacent to a bloodied enemy": card text that
 * forbids it to target creatures in the state (tier 4, which nothing but card text
 * naming it breaks).
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § How to Choose Targets
 */
const cannotAttack: ModifierEntry = {
  family: "modifier",
  id: "cannot-attack-targets",
  patterns: ["cannot attack {vs:gate} targets", "cannot attack targets {vs:gate}"],
  summary: "Its attacks may not target creatures in the state named: a tier-4 restriction on its choice of targets.",
  cite: "ddm-battle-rules-2011.txt § Core Rules and Exceptions",
  example: "cannot attack not bloodied targets while adjacent to bloodied enemy",
  contributions: (a) => [{ stat: "cannot-attack", op: "add", amount: 1, against: a.vs as { op: string; args: Record<string, unknown> } }],
};

/**
 * "Can only take 1 move action on its turn", "cannot use more than 1 move action each
 * round": at most that many move actions (a move, a shift, any action taken in the move
 * slot or in the attack slot spent as one) each turn or each round, a tier-4 restriction.
 * ddm-battle-rules-2011.txt § Take Actions Phase (Move Action; Substitute Actions); § Core Rules and Exceptions
 */
function moveActionLimit(per: "turn" | "round"): ModifierEntry {
  return {
    family: "modifier",
    id: `move-actions-each-${per}`,
    patterns: [`takes at most {count:int} move action|actions each ${per}`],
    summary: `It may take at most that many move actions each ${per}${per === "round" ? ", counting every turn it takes in the round" : ""}; a restriction of card text (tier 4).`,
    cite: "ddm-battle-rules-2011.txt § Take Actions Phase",
    example: `takes at most 1 move action each ${per}`,
    contributions: (a) => [{ stat: `move-actions-each-${per}`, op: "cap", amount: a.count as number }],
  };
}

/**
 * "Takes 1 extra minor action on each of its turns": its turn starts with that many more
 * minor actions, and it may take that many more actions in the turn (a cap such as
 * Dazed's one action still holds). Card text that breaks the turn's budget.
 * ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action); § Core Rules and Exceptions
 */
const extraMinorActions: ModifierEntry = {
  family: "modifier",
  id: "extra-minor-actions",
  patterns: ["takes {count:int} extra|additional minor action|actions each turn", "can take {count:int} extra|additional minor action|actions each turn"],
  summary: "Each of its turns starts with this many minor actions more than the one the rules give, and it may take this many more actions that turn; a cap on its actions (Dazed) still holds.",
  cite: "ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action); § Core Rules and Exceptions",
  example: "takes 1 extra minor action each turn",
  contributions: (a) => [
    { stat: "extra-minor-actions", op: "add", amount: a.count as number },
    { stat: "actions", op: "add", amount: a.count as number },
  ],
};

/**
 * "Can take 1 additional minor action each turn while active, even if dazed or confused": the
 * extra minor actions, and these stay its own beyond Dazed's one action and Confused's none
 * (a roll of 6-10). Card text naming the conditions it breaks.
 * ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action); § Dazed; § Confused; § Core Rules and Exceptions
 */
const extraMinorsDespite: ModifierEntry = {
  family: "modifier",
  id: "extra-minor-actions-despite-conditions",
  patterns: ["takes {count:int} extra|additional minor action|actions each turn even if Dazed or Confused"],
  summary:
    "As 'takes N extra minor actions each turn', and those N minor actions may be taken though it is Dazed (one action a turn) or Confused (no actions on a roll of 6-10): they are not counted against those limits. Stunned still stops them (it takes no actions).",
  cite: "ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action); § Dazed; § Confused; § Core Rules and Exceptions",
  example: "takes 1 extra minor action each turn even if Dazed or Confused",
  contributions: (a) => [
    { stat: "extra-minor-actions", op: "add", amount: a.count as number },
    { stat: "actions", op: "add", amount: a.count as number },
    { stat: "minor-actions-despite-conditions", op: "add", amount: a.count as number },
  ],
};

/**
 * "Can make opportunity attacks against enemies within reach", "… within 2 squares": an
 * enemy leaving a square that near it provokes, not only an adjacent one. Card text that
 * names the core restriction it breaks (tier 3); the attack must still reach its target.
 * ddm-battle-rules-2011.txt § Opportunity Attacks; § Core Rules and Exceptions
 */
const opportunityReach: ModifierEntry = {
  family: "modifier",
  id: "opportunity-attacks-within",
  patterns: ["can make opportunity attacks against enemies within reach", "can make opportunity attacks against enemies within {squares:squares}"],
  summary: "Enemies within its reach (or within N squares) provoke its opportunity attacks as adjacent ones do; a basic attack of its own must still be able to target them.",
  cite: "ddm-battle-rules-2011.txt § Opportunity Attacks",
  example: "can make opportunity attacks against enemies within reach",
  // 0: as far as its melee attacks reach.
  contributions: (a) => [{ stat: "opportunity-attacks-within", op: "add", amount: typeof a.squares === "number" ? a.squares : 0 }],
};

/**
 * "Immune to attacks that target Will": an attack against that defence does nothing to
 * it, not even a roll (as an immunity to attacks by name does).
 * ddm-battle-rules-2011.txt § Powers and Effects
 */
const immuneAgainstDefence: ModifierEntry = {
  family: "modifier",
  id: "immune-attacks-against-defence",
  patterns: ["immune to attacks against {defense:defense}"],
  summary: "Attacks against the defence named have no effect on it: no roll, no damage, no condition.",
  cite: "ddm-battle-rules-2011.txt § Powers and Effects",
  example: "immune to attacks against Will",
  contributions: (a) => [{ stat: "immune-attacks-against", op: "add", amount: 1, defence: a.defense as string }],
};

/**
 * "Immune {r} attacks": an attack of that kind does nothing to it, not even a roll, as
 * immunity to attacks against a defence (warband's own reading: the rulebook defines
 * immunity to damage types only).
 * ddm-battle-rules-2011.txt § Powers and Effects; § Immune Damage
 */
const immuneToKind: ModifierEntry = {
  family: "modifier",
  id: "immune-attack-kind",
  patterns: ["immune to {kind:attackKind} attacks"],
  summary: "Attacks of the kind named (melee, ranged, close or area) have no effect on it: no roll, no damage, no condition.",
  cite: "ddm-battle-rules-2011.txt § Powers and Effects; § Immune Damage",
  example: "immune to ranged attacks",
  contributions: (a) => [{ stat: "immune-attack-kind", op: "add", amount: 1, attackKind: a.kind as string }],
};

/**
 * "All ranged and area attacks with range sight have range 5 instead": its ranged attacks
 * of range sight reach targets within N squares only, and its area attacks within sight
 * have their origin within N squares. ddm-battle-rules-2011.txt § Ranged Attacks; § Area Attacks
 */
const sightRange: ModifierEntry = {
  family: "modifier",
  id: "sight-range",
  patterns: ["range {range:int} for {kind:attackKind} [or {other:attackKind}] attacks with range sight"],
  summary: "Its attacks of the kind named (either of two) whose range is sight have range N instead: a ranged attack's target, an area attack's origin square, must be within N squares.",
  cite: "ddm-battle-rules-2011.txt § Ranged Attacks; § Area Attacks",
  example: "creatures get range 5 for ranged or area attacks with range sight until end of round",
  contributions: (a) => [a.kind, a.other].filter((k): k is string => typeof k === "string").map((k) => ({ stat: "sight-range", op: "cap" as const, amount: a.range as number, attackKind: k })),
};

export const continuousModifierEntries: ModifierEntry[] = [
  sightRange,
  immuneAgainstDefence,
  immuneToKind,
  opportunityReach,
  cannotAttack,
  moveActionLimit("turn"),
  moveActionLimit("round"),
  extraMinorActions,
  extraMinorsDespite,
  endOfTurnSaves,
  shrugsOffWeakAttacks,
  attacksIgnoreTerrain,
  opportunityAgainstFlight,
  shunsAllies,
  rule(
    "must-make-opportunity-attacks",
    ["must make opportunity attacks when it can", "must make opportunity attacks"],
    "Whenever it may make an opportunity attack, its player must make one (declining is not offered); which basic attack is still the player's choice.",
    "ddm-battle-rules-2011.txt § Opportunity Attacks; § Core Rules and Exceptions",
  ),
  rule(
    "destroyed-at-end-of-next-turn",
    ["is not destroyed until end of its next turn"],
    "At 0 hit points or fewer it stays in play (acting as usual) until the end of its next turn, when it is destroyed whatever its hit points then; the victory points are scored then.",
    "ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Core Rules and Exceptions",
  ),
  // ddm-battle-rules-2011.txt § Charge: card text that names the charge's restriction it breaks (tier 3).
  rule(
    "charges-without-sight",
    ["can charge without line of sight", "can charge targets it cannot see"],
    "It may charge an enemy it has no line of sight to, and end the charge in a space it cannot see, at the start of the charge; the move's other restrictions hold.",
    "ddm-battle-rules-2011.txt § Charge (Line of Sight); § Core Rules and Exceptions",
  ),
  rule(
    "charges-to-any-adjacent-space",
    ["can charge to any space adjacent to target"],
    "Its charge may end in any wall-free legal space adjacent to the target within its speed, not only the nearest one, and its squares need not each bring it closer (the rule's placing of the end is what the card breaks).",
    "ddm-battle-rules-2011.txt § Charge (Movement Restrictions); § Core Rules and Exceptions",
  ),
  // Restrictive card text on the charge's target (tier 4): "Enemies cannot charge allies within 5 squares of this creature".
  rule(
    "cannot-be-charged",
    ["cannot be charged", "cannot be charged by enemies"],
    "No enemy may charge it: a charge plan ending beside it to attack it is not offered. Other attacks, and moving next to it, are not barred.",
    "ddm-battle-rules-2011.txt § Charge; § Core Rules and Exceptions",
  ),
  rule(
    "moves-after-charge",
    ["can take move action after charging", "can move after charging"],
    "After its charge attack is resolved it may still take a move action that turn (a move or a shift), besides the one free action a charge leaves.",
    "ddm-battle-rules-2011.txt § Charge (One Free Action); § Core Rules and Exceptions",
  ),
  // ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects): card text that forbids a redirect (tier 4).
  rule(
    "attacks-not-redirected",
    ["its attacks cannot be redirected"],
    "No redirect effect changes the target of its attacks: a power that would redirect one of them does nothing to it.",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Core Rules and Exceptions",
  ),
  rule(
    "attacks-not-redirected-by-enemies",
    ["enemies cannot redirect its attacks", "its attacks cannot be redirected by enemies"],
    "No enemy's redirect effect changes the target of its attacks (an ally's still may).",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Core Rules and Exceptions",
  ),
  rule(
    "not-redirected",
    ["attacks against it cannot be redirected", "attacks against this creature cannot be redirected"],
    "An attack that targets it stays on it: a redirect effect does nothing to that attack.",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Core Rules and Exceptions",
  ),
  savesAtStartInstead,
  rule(
    "ongoing-saves-succeed",
    ["automatically succeeds on saving throws against ongoing damage"],
    "Its saving throws against ongoing damage succeed without a roll; others are rolled as usual.",
    "ddm-battle-rules-2011.txt § Saving Throws; § Ongoing Damage",
  ),
  rule(
    "ignores-difficult-terrain-shifting",
    ["ignores difficult terrain when shifting"],
    "When it shifts, entering difficult terrain costs it no extra square (so a 1-square shift may enter it); its moves pay as usual.",
    "ddm-battle-rules-2011.txt § Difficult Terrain; § Shift",
  ),
  rule(
    "ignores-terrain-costs",
    ["ignores extra movement cost|costs of terrain"],
    "Entering any terrain costs it one square, however much the terrain would cost (difficult terrain, a statue); the terrain's other effects still apply.",
    "ddm-battle-rules-2011.txt § Difficult Terrain; § Battle Maps and Terrain",
  ),
  resistAgainst,
  advantageAgainst,
  invisibleBeyond,
  tripleCritical,
  criticalBonus,
  rule(
    "scores-no-occupation-vp",
    ["scores no vp for occupying victory areas", "score no vp for occupying victory areas"],
    "Its side scores nothing for it occupying a victory area: it is not counted when victory areas are scored (an enemy still contests an area it stands in).",
    "ddm-battle-rules-2011.txt § Victory Areas; § Assault",
  ),
  rule(
    "ignores-allies-in-areas",
    ["ignores allies in its attack areas"],
    "Its close and area attacks affect none of its allies, wherever they stand in the area (its player may leave out any number of them).",
    "ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks",
  ),
  ignoresTargetsInAreas,
  rule(
    "occupies-adjacent-victory-areas",
    ["counts as occupying victory areas it is adjacent to", "occupies victory areas it is adjacent to"],
    "It counts as occupying every victory area with a square next to its space, for scoring, contesting and every power that asks.",
    "ddm-battle-rules-2011.txt § Victory Areas; § Assault",
  ),
  rule(
    "double-vp-first-destroyed",
    ["scores double vp for first enemy it destroys", "you score double vp for first enemy it destroys"],
    "The first enemy it destroys this battle scores its player twice the VP that enemy is worth; later ones score as usual.",
    "ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures)",
  ),
  rule(
    "ignores-cover",
    ["ignores cover", "ignores cover with {kind:attackKind} attacks", "ignores cover of creatures {vs:gate}"],
    "Its attacks (of the kind; against creatures in the state, when one is named) never face cover: no -2 for walls, terrain, intervening creatures or a power that gives the target cover.",
    "ddm-battle-rules-2011.txt § Cover",
  ),
  rule(
    "ignores-creature-cover",
    ["ignores cover from creatures", "ignores cover from creatures with {kind:attackKind} attacks"],
    "Creatures between it and its target give no cover against its attacks (of the kind); walls and terrain still do.",
    "ddm-battle-rules-2011.txt § Cover Against Ranged Attacks",
  ),
  rule(
    "ignores-insubstantial",
    ["ignores insubstantial", "ignores insubstantial with {kind:attackKind} attacks"],
    "Its attacks (of the kind) deal full damage to an Insubstantial target, as an attack that ignores Insubstantial does.",
    "ddm-battle-rules-2011.txt § Insubstantial",
  ),
  rule(
    "moves-without-provoking",
    ["does not provoke opportunity attacks by moving"],
    "Leaving squares next to enemies as it moves provokes no opportunity attack (its attacks still may).",
    "ddm-battle-rules-2011.txt § Opportunity Attacks",
  ),
  // "Cannot be attacked by opportunity attacks": card text forbidding them against it (runtime/ddm/attack.ts, mayTakeOpportunityAttack).
  rule(
    "cannot-be-opportunity-attacked",
    ["cannot be attacked by opportunity attacks"],
    "No enemy may make an opportunity attack against it. What it does still provokes (powers that answer a provocation still may), but no opportunity attack is made against it.",
    "ddm-battle-rules-2011.txt § Opportunity Attacks; § Core Rules and Exceptions",
  ),
  rule(
    "attacks-without-provoking",
    ["does not provoke opportunity attacks with {kind:attackKind} attacks"],
    "Its attacks of the kind provoke no opportunity attacks, as if each said 'does not provoke opportunity attacks'.",
    "ddm-battle-rules-2011.txt § Opportunity Attacks",
  ),
  rule(
    "immune-forced-movement",
    ["not affected by forced movement", "immune to forced movement", "not subject to forced movement"],
    "Push, pull and slide effects do not move it, whoever causes them.",
    "ddm-battle-rules-2011.txt § Forced-Movement Effects",
  ),
  rule(
    "immune-enemy-forced-movement",
    ["not affected by forced movement of enemies", "immune to forced movement of enemies", "not subject to forced movement of enemies"],
    "Push, pull and slide effects of its enemies do not move it; its allies' still do.",
    "ddm-battle-rules-2011.txt § Forced-Movement Effects",
  ),
  rule(
    "half-damage-from-kind",
    ["takes half damage from {kind:attackKind} attacks", "half damage from {kind:attackKind} attacks"],
    "The damage of attacks of the kind against it is halved per type, after every bonus and penalty, rounded down to a multiple of 5 (minimum 5); critical hits too, unlike Insubstantial. With Insubstantial too, it is halved once.",
    "ddm-battle-rules-2011.txt § Applying Damage (Round Down)",
  ),
  damageFromKind,
  rule(
    "opportunity-attacks-on-shift",
    ["can make opportunity attacks against enemies that shift", "can make opportunity attacks against shifting enemies"],
    "An adjacent enemy shifting out of a square next to it provokes an opportunity attack from it, as moving does (other limits of opportunity attacks still apply).",
    "ddm-battle-rules-2011.txt § Opportunity Attacks; § Shift",
  ),
  rule(
    "moves-through-enemies",
    ["can move through enemies", "can move through {keyword:keyword} enemies", "can move through {vs:gate} enemies"],
    "Its moves and shifts may pass through squares enemies occupy (of the keyword, or in the state, when named: 'Medium or smaller'); it must still end in a legal position.",
    "ddm-battle-rules-2011.txt § Legal Position (Enemy)",
  ),
  defenceAgainstKind,
  defenceAgainstOpportunity,
  flag(
    "no-combat-advantage-from-flanking",
    ["does not grant combat advantage for flanking", "does not grant combat advantage when flanked", "does not grant combat advantage for being flanked"],
    "Immune Flanking: enemies flanking it do not have combat advantage against it for that (it is still flanked); other reasons still grant it.",
    "ddm-battle-rules-2011.txt § Flanking",
  ),
  flag(
    "cannot-gain-combat-advantage",
    ["cannot gain combat advantage", "never gains combat advantage"],
    "It never has combat advantage against anyone, whatever the reason (flanking, an unseeing or a granting target).",
    "ddm-battle-rules-2011.txt § Combat Advantage",
  ),
  flag(
    "never-flanked",
    ["cannot be flanked", "is never flanked", "never considered flanked"],
    "It is never flanked: enemies beside it on opposite sides gain no combat advantage for that, and bonuses against targets they flank do not count against it.",
    "ddm-battle-rules-2011.txt § Flanking",
  ),
  flag(
    "visible",
    ["visible", "is visible", "not invisible", "is not invisible"],
    "It is not invisible, whatever would make it so (invisibility powers, Hide): creatures trace line of sight to it as usual.",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)",
  ),
  flag(
    "loses-conceal",
    ["loses conceal", "lose conceal", "does not benefit from conceal", "do not benefit from conceal"],
    "Its conceal powers do not count: a hit on it makes no conceal roll for them (one for being unseen by a melee attacker still does).",
    "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
  ),
  flag(
    "ignores-conceal",
    ["ignores conceal", "ignores conceal within {squares:squares}", "ignores conceal of creatures within {squares:squares}", "ignores conceal of creatures {vs:gate}"],
    "Its attacks never face conceal: a hit stays a hit, with no conceal roll (the target's conceal powers and the conceal 11 of an unseen target alike); with a range or a state, only against targets within it or in it.",
    "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
  ),
  flag(
    "sees-invisible",
    [
      "treats invisible creatures as visible",
      "ignores invisible",
      "sees invisible creatures",
      "treats invisible creatures within {squares:squares} as visible",
      "ignores invisible within {squares:squares}",
      "treats invisible creatures {vs:gate} as visible",
    ],
    "Invisible creatures are not invisible to it: it traces line of sight to them as to any creature (with a range or a state, those within it or in it).",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)",
  ),
];

/** Is some ally with the keyword near the subject (adjacent, or within N squares)? Of an attack's target, the ally is the owner's. */
function keywordAllyNear(a: Args, v: RulesView, subject: string, self: string, near: (c: string) => boolean): boolean {
  const k = a.keyword as { keyword: string; negated?: boolean };
  return alliesSeenFrom(v, subject, self).some((c) => near(c) && v.hasKeyword(c, k.keyword) !== (k.negated === true));
}

/**
 * States of a creature's neighbourhood: next to (or within N squares of) an ally with a
 * keyword, next to the power's owner ("Allies have +2 AC while adjacent to this creature").
 * ddm-battle-rules-2011.txt § Keywords; § How to Choose Targets
 */
export const continuousGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "keyword-ally-in-play",
    patterns: ["{trait:trait} ally is in play", "{traits:traitList} ally is in play"],
    summary: "While an ally with any of the keywords is in play ('in a warband with a Githyanki ally', 'while an Arcane or Demon ally is on the battle map').",
    cite: "ddm-battle-rules-2011.txt § Keywords",
    example: "-4 attack while Githyanki ally is in play",
    holds: (a, v, subj, self) => alliesSeenFrom(v, subj, self).some((c) => ((a.traits as Args[] | undefined) ?? [a.trait]).some((trait) => hasTrait({ trait }, v, c))),
  },
  {
    family: "gate",
    id: "ally-destroyed",
    patterns: ["ally has been destroyed", "an ally has been destroyed"],
    summary: "Once one of its allies has been destroyed this battle (and for the rest of it).",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Destroyed)",
    example: "+5 damage with melee attacks while ally has been destroyed",
    holds: (_a, v, subj) => (v.alliesDestroyed?.(subj) ?? 0) > 0,
  },
  {
    family: "gate",
    id: "no-ally-destroyed",
    patterns: ["no ally has been destroyed"],
    summary: "Until one of its allies is destroyed: while none has been this battle.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Destroyed)",
    example: "+2 attack while no ally has been destroyed",
    holds: (_a, v, subj) => (v.alliesDestroyed?.(subj) ?? 0) === 0,
  },
  {
    family: "gate",
    id: "adjacent-to-keyword-ally",
    patterns: ["adjacent to {keyword:keyword} ally"],
    summary: "While the creature is adjacent to one of its allies with the keyword (of an attack's target: an ally of the power's owner).",
    cite: "ddm-battle-rules-2011.txt § Keywords",
    example: "while adjacent to an Undead ally",
    holds: (a, v, subj, self) => keywordAllyNear(a, v, subj, self, (c) => v.adjacent(subj, c)),
  },
  {
    family: "gate",
    id: "near-keyword-ally",
    patterns: ["within {squares:squares} of {keyword:keyword} ally"],
    summary: "While one of the creature's allies with the keyword is within N squares of it.",
    cite: "ddm-battle-rules-2011.txt § Keywords",
    example: "while within 3 squares of a Wolf ally",
    holds: (a, v, subj, self) => keywordAllyNear(a, v, subj, self, (c) => v.distance(subj, c) <= (a.squares as number)),
  },
  {
    family: "gate",
    id: "near-keyword-creature",
    patterns: ["within {squares:squares} of {keyword:keyword} creature"],
    summary: "While another creature with the keyword, enemy or ally, is within N squares of the creature.",
    cite: "ddm-battle-rules-2011.txt § Keywords",
    example: "+5 cold damage while within 5 squares of a Cold creature",
    holds: (a, v, subj) => {
      const k = a.keyword as { keyword: string; negated?: boolean };
      return v.creaturesInPlay().some((c) => c !== subj && v.distance(subj, c) <= (a.squares as number) && v.hasKeyword(c, k.keyword) !== (k.negated === true));
    },
  },
  {
    family: "gate",
    id: "adjacent-to-owner",
    patterns: ["adjacent to this creature"],
    summary: "While the creature the rule reaches is adjacent to the power's owner (for rules that reach other creatures, such as allies).",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "allies have +2 AC while adjacent to this creature",
    holds: (_a, v, subj, self, owner = self) => subj !== owner && v.adjacent(subj, owner),
  },
  {
    family: "gate",
    id: "not-adjacent-to-owner",
    patterns: ["not adjacent to this creature"],
    summary: "While the creature the rule reaches is not adjacent to the power's owner (cards' 'non-adjacent target only').",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "attack melee reach 2 against targets not adjacent to this creature only",
    holds: (_a, v, subj, self, owner = self) => subj !== owner && !v.adjacent(subj, owner),
  },
  {
    family: "gate",
    id: "has-not-attacked",
    patterns: ["it has not attacked", "this creature has not attacked", "it has not yet attacked"],
    summary: "Until the creature has made its first attack of the battle (the state ends once that attack has resolved).",
    cite: "ddm-battle-rules-2011.txt § Making an Attack",
    example: "invisible while it has not attacked",
    holds: (_a, v, subj) => v.hasAttacked?.(subj) === false,
  },
  {
    family: "gate",
    id: "near-bloodied-creature",
    patterns: ["within {squares:squares} of bloodied creature", "within {squares:squares} of any bloodied creature"],
    summary: "While another creature within N squares of it, enemy or ally, is bloodied.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Bloodied)",
    example: "+2 attack while within 5 squares of a bloodied creature",
    holds: (a, v, subj) => v.creaturesInPlay().some((c) => c !== subj && v.isBloodied(c) && v.distance(subj, c) <= (a.squares as number)),
  },
  {
    family: "gate",
    id: "moving",
    patterns: ["moving", "it is moving", "this creature is moving"],
    summary: "While the creature is moving: between the squares of a move or a shift (so against the opportunity attacks its move provokes).",
    cite: "ddm-battle-rules-2011.txt § Opportunity Attacks",
    example: "+5 AC against opportunity attacks while moving",
    holds: (_a, v, subj) => v.isMoving?.(subj) ?? false,
  },
  {
    family: "gate",
    id: "moving-from-beside-wall",
    patterns: ["moving from square adjacent to wall", "it is moving from square adjacent to wall"],
    summary:
      "While the creature is moving (or its player plans the move) and the space its move began in is adjacent to a wall: 'considered to have Flight while moving if it begins its move adjacent to a wall'.",
    cite: "ddm-battle-rules-2011.txt § Movement Modes; § Walls",
    example: "has flight while moving from square adjacent to wall",
    holds: (_a, v, subj) => (v.isMoving?.(subj) ?? false) && (v.movedFromBesideWall?.(subj) ?? false),
  },
];
