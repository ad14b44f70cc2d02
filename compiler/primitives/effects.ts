// Effects: things that happen to a creature when an attack hits, a trigger fires, a
// power is used. A phrase may name who receives it ("adjacent enemies take 5 damage");
// otherwise the entry's default subject does.
import type { DurationIR } from "../ir.js";
import type { DamagePart } from "../phrases/slots.js";
import type { Args, EffectEntry } from "./entry.js";

const damage: EffectEntry = {
  family: "effect",
  id: "damage",
  patterns: ["{damage:damage}", "{subject:subject} take|takes {damage:damage}", "deal|deals {damage:damage} to {subject:subject}"],
  summary: "Deals damage, typed or untyped. In an attack, the first damage listed is its base damage (doubled on a critical hit).",
  cite: "ddm-battle-rules-2011.txt § Applying Damage",
  example: "10 + 5 fire damage",
  defaultSubject: "target",
  apply: (args, host, target, cause) => host.damage(target, args.damage as DamagePart[], cause),
};

const ongoing: EffectEntry = {
  family: "effect",
  id: "ongoing",
  patterns: [
    "ongoing {amount:int} [{type:damageType}] [damage] [{duration:duration}]",
    "{subject:subject} take|takes ongoing {amount:int} [{type:damageType}] [damage] [{duration:duration}]",
  ],
  summary:
    "Ongoing damage: taken at the start of each of the creature's turns until it saves, or until the duration written ends ('until it is not adjacent to this creature'); the same type does not stack.",
  cite: "ddm-battle-rules-2011.txt § Ongoing Damage",
  example: "ongoing 5 fire (save ends)",
  defaultSubject: "target",
  apply: (args, host, target, cause) =>
    host.addOngoing(target, args.amount as number, (args.type as string | undefined) ?? null, cause, (args.duration as DurationIR | undefined) ?? null),
};

/**
 * "That target has +5 ongoing poison damage (cumulative)": the ongoing damage of that type the
 * creature is taking (the highest, the one that applies) grows by the amount, each use adding
 * to it. ddm-battle-rules-2011.txt § Ongoing Damage (Same Types Don't Stack)
 */
const ongoingIncrease: EffectEntry = {
  family: "effect",
  id: "ongoing-increase",
  patterns: ["ongoing [{type:damageType}] damage of {subject:subject} increases by {amount:int}"],
  summary:
    "The ongoing damage of that type (any type, if none is written) the creature is already taking, the highest of it, which is the one that applies, grows by the amount and keeps its duration; each use adds to it. A creature taking none is not affected.",
  cite: "ddm-battle-rules-2011.txt § Ongoing Damage (Same Types Don't Stack)",
  example: "ongoing poison damage of target increases by 5",
  defaultSubject: "target",
  apply: (args, host, target, cause) => host.increaseOngoing?.(target, args.amount as number, (args.type as string | undefined) ?? null, cause),
};

const condition: EffectEntry = {
  family: "effect",
  id: "condition",
  patterns: [
    "{condition:condition} [{duration:duration}]",
    "{subject:subject} is|are|becomes|become {condition:condition} [{duration:duration}]",
  ],
  summary: "Gives the creature a condition. Without a duration it lasts until the end of the creature's next turn.",
  cite: "ddm-battle-rules-2011.txt § Conditions (Duration)",
  example: "Immobilized (save ends)",
  defaultSubject: "target",
  apply: (args, host, target, cause) =>
    host.addCondition(target, args.condition as string, (args.duration as DurationIR | undefined) ?? null, cause),
};

/**
 * A modifier for a while: "the target gets -2 attack until end of its next turn", "this
 * creature gets +2 AC until end of round", "-5 damage (save ends)"; with a state, only
 * while it holds ("allies get +5 damage while charging until end of round"). It joins the
 * creature's value queries with its source, and ends as a condition of the same
 * duration would. Two uses of one power do not add up (Duplicate Effects).
 */
const timedModifier: EffectEntry = {
  family: "effect",
  id: "timed-modifier",
  patterns: [
    "{subject:subject} get|gets|has|have|gain|gains {modifier:modifier} {duration:duration}",
    "{subject:subject} get|gets|has|have|gain|gains {modifier:modifier} while {gate:gate} {duration:duration}",
    "{subject:subject} {modifier:modifier} {duration:duration}",
    "{modifier:modifier} {duration:duration}",
  ],
  summary:
    "Gives the creature a modifier (a bonus or penalty to a statistic, a resistance…) that lasts as long as the duration says; the duration is always written. With 'while <state>', it counts only while the creature is in that state (charging, bloodied…). Different effects stack; two uses of the same power do not.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects); § Conditions (Duration)",
  example: "the target gets -2 attack until end of its next turn",
  defaultSubject: "target",
  apply: (args, host, target, cause) =>
    host.addModifier(target, args.modifier as { op: string; args: Args }, (args.duration as DurationIR | undefined) ?? null, cause, args.gate as { op: string; args: Args } | undefined),
};

const heal: EffectEntry = {
  family: "effect",
  id: "heal",
  patterns: ["heal|heals {amount:int} [hp]", "{subject:subject} heal|heals|regain|regains {amount:int} [hp]"],
  summary: "Heals hit points, never above the creature's maximum.",
  cite: "ddm-battle-rules-2011.txt § Hit Points (Healing)",
  example: "heals 10",
  defaultSubject: "self",
  apply: (args, host, target, cause) => host.heal(target, args.amount as number, cause),
};

const bonusHp: EffectEntry = {
  family: "effect",
  id: "bonus-hp",
  patterns: [
    "gain|gains {amount:int} bonus hit points",
    "gain|gains {amount:int} bonus hp",
    "{subject:subject} gain|gains {amount:int} bonus hit points",
    "{subject:subject} gain|gains {amount:int} bonus hp",
  ],
  summary: "Bonus hit points: current hit points rise, even above the maximum; the maximum and the bloodied score stay.",
  cite: "ddm-battle-rules-2011.txt § Hit Points (Bonus Hit Points)",
  example: "this creature gains 10 bonus hit points",
  defaultSubject: "self",
  apply: (args, host, target, cause) => host.bonusHp(target, args.amount as number, cause),
};

const summon: EffectEntry = {
  family: "effect",
  id: "summon",
  patterns: ["summon|summons {card:string} [within {squares:squares}]", "summon|summons {card:string} adjacent [to this creature]"],
  summary:
    "Summoning: a creature of the named card enters play within N squares (adjacent if no distance is given), joins the summoner's warband and has the keyword Summoned until the end of the battle.",
  cite: "ddm-battle-rules-2011.txt § Powers and Effects (Summoning)",
  example: 'summon "Ember Wisp" within 2 squares',
  defaultSubject: "self",
  apply: (args, host, target, cause) => host.summon(args.card as string, target, (args.squares as number | undefined) ?? 1, cause),
};

function forced(kind: "push" | "pull" | "slide", summary: string, section: string): EffectEntry {
  return {
    family: "effect",
    id: kind,
    patterns: [`${kind} {squares:squares}`, `${kind} {subject:subject} {squares:squares}`],
    summary,
    cite: `ddm-battle-rules-2011.txt § Forced-Movement Effects (${section})`,
    example: `${kind} 2`,
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.forcedMove(target, kind, args.squares as number, cause),
  };
}

/**
 * "push 6 provoking opportunity attacks" (the card's "this movement provokes opportunity
 * attacks"): forced movement that, against the rule, provokes as a move does, from each
 * enemy adjacent to a square the creature leaves.
 */
function forcedProvoking(kind: "push" | "pull" | "slide", section: string): EffectEntry {
  return {
    family: "effect",
    id: `${kind}-provoking`,
    patterns: [`${kind} {squares:squares} provoking opportunity attacks`, `${kind} {subject:subject} {squares:squares} provoking opportunity attacks`],
    summary: `The ${kind} as usual, except that each square the creature leaves provokes opportunity attacks from the enemies adjacent to it, as a move would (card text breaking the rule that forced movement provokes nothing).`,
    cite: `ddm-battle-rules-2011.txt § Forced-Movement Effects (${section}); § Opportunity Attacks`,
    example: `${kind} 6 provoking opportunity attacks`,
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.forcedMove(target, kind, args.squares as number, cause, true),
  };
}

/**
 * "pull exactly 3" (the card's "pull target exactly 3 squares"): the forced movement goes the
 * whole distance; its chooser cannot stop early, only where no square is left to enter.
 */
function forcedExactly(kind: "push" | "pull" | "slide", section: string): EffectEntry {
  return {
    family: "effect",
    id: `${kind}-exactly`,
    patterns: [`${kind} exactly {squares:squares}`, `${kind} {subject:subject} exactly {squares:squares}`],
    summary: `The ${kind}, but the whole distance: the creature choosing the squares cannot stop before the last one unless no square is left to enter (a card's "exactly N squares" in place of "up to N").`,
    cite: `ddm-battle-rules-2011.txt § Forced-Movement Effects (${section})`,
    example: `${kind} exactly 3`,
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.forcedMove(target, kind, args.squares as number, cause, false, true),
  };
}

/**
 * "slide 1 ending adjacent to this creature" (the card's "slide target 1 square (must end
 * adjacent to this creature)"): the forced movement may only stop where the creature is next
 * to the power's owner; squares from which no such end is left within the distance are not
 * offered, and with none it does not move.
 */
function forcedEnding(kind: "push" | "pull" | "slide", section: string): EffectEntry {
  return {
    family: "effect",
    id: `${kind}-ending-beside`,
    patterns: [`${kind} {squares:squares} ending adjacent to this creature`, `${kind} {subject:subject} {squares:squares} ending adjacent to this creature`],
    summary: `The ${kind}, but it must end with the creature next to the power's owner: it stops only there, and is steered only through squares from which such an end is still in reach (it stays put if it is already there or none is).`,
    cite: `ddm-battle-rules-2011.txt § Forced-Movement Effects (${section}); § Powers and Effects`,
    example: `${kind} 1 ending adjacent to this creature`,
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.forcedMove(target, kind, args.squares as number, cause, false, false, cause.creature ? { ending: { beside: cause.creature } } : undefined),
  };
}

/**
 * "push 6 avoiding pits" (the card's "target cannot be pushed into a pit"): the forced movement
 * is never steered into a pit square, so no pit followup attack is made.
 */
function forcedAvoidingPits(kind: "push" | "pull" | "slide", section: string): EffectEntry {
  return {
    family: "effect",
    id: `${kind}-avoiding-pits`,
    patterns: [`${kind} {squares:squares} avoiding pits`, `${kind} {subject:subject} {squares:squares} avoiding pits`],
    summary: `The ${kind} as usual, except that no square of a pit is offered: the creature cannot be moved into one (a card's "cannot be pushed into a pit").`,
    cite: `ddm-battle-rules-2011.txt § Forced-Movement Effects (${section}); § Pit`,
    example: `${kind} 6 avoiding pits`,
    defaultSubject: "target",
    apply: (args, host, target, cause) => host.forcedMove(target, kind, args.squares as number, cause, false, false, { avoidPits: true }),
  };
}

/**
 * "Push target 1 square from attacker": away from the second creature named, the one that
 * made the attack, not from the power's owner. Its player steers the push, as the acting
 * creature's does (§ Forced-Movement Effects); nothing is provoked.
 */
const pushAwayFrom: EffectEntry = {
  family: "effect",
  id: "push-away-from",
  patterns: ["push {subject:subject} {squares:squares} away from {versus:subject}"],
  summary:
    "A push of the creature named away from the second creature named (each square farther from it than the last), steered by that creature's player, instead of away from the power's owner; provokes nothing.",
  cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Push)",
  example: "push target 1 away from attacker",
  defaultSubject: "target",
  versus: "versus",
  apply: (args, host, target, cause) => (cause.versus && cause.versus !== target ? host.forcedMove(target, "push", args.squares as number, { ...cause, creature: cause.versus }) : undefined),
};

const redirect: EffectEntry = {
  family: "effect",
  id: "redirect",
  patterns: ["redirect [that] attack to {subject:subject}", "redirect [that] attack"],
  summary:
    "Used when a creature is targeted: the attack targets this creature (or the one named) instead, as if it stood in the original target's exact space for range, sight, flanking and forced movement.",
  cite: "ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects)",
  example: "redirect that attack to this creature",
  defaultSubject: "self",
  apply: (_args, host, target, cause) => host.redirect?.(target, cause),
};

const asIfDominated: EffectEntry = {
  family: "effect",
  id: "as-if-dominated",
  patterns: ["{subject:subject} makes|make basic attack as if dominated", "makes|make basic attack as if dominated"],
  summary:
    "'As if' Dominated: for one free action the creature is Dominated by the power's user: that player picks one of its basic attacks and a target, and for the attack it belongs to the user's warband, even on another creature's turn.",
  cite: "ddm-battle-rules-2011.txt § 'As If' Dominated",
  example: "the target makes a basic attack as if Dominated",
  defaultSubject: "target",
  apply: (_args, host, target, cause) => host.attackAsIfDominated?.(target, cause),
};

/**
 * "the target provokes opportunity attacks": each enemy adjacent to it may make an
 * opportunity attack against it now, under the usual limits (once per turn, sight, a basic attack).
 */
const provoke: EffectEntry = {
  family: "effect",
  id: "provoke",
  patterns: [
    "{subject:subject} provoke|provokes opportunity attacks",
    "provoke|provokes opportunity attacks",
    "{subject:subject} provoke|provokes opportunity attacks from {keyword:keyword} creatures",
    "provoke|provokes opportunity attacks from {keyword:keyword} creatures",
  ],
  summary:
    "The creature provokes opportunity attacks from the enemies adjacent to it (only those of the keyword, if one is named), as if it had left their reach; each may take one if it still can this turn.",
  cite: "ddm-battle-rules-2011.txt § Opportunity Attacks",
  example: "the target provokes opportunity attacks",
  defaultSubject: "target",
  apply: (args, host, target, cause) => host.provoke?.(target, cause, args.keyword as { keyword: string } | undefined),
};

export const effectEntries: EffectEntry[] = [
  damage,
  ongoing,
  ongoingIncrease,
  condition,
  timedModifier,
  provoke,
  heal,
  bonusHp,
  summon,
  forced("push", "Moves the creature away from the acting creature, each square farther than the last; provokes nothing.", "Push"),
  forced("pull", "Moves the creature toward the acting creature, each square closer than the last; provokes nothing.", "Pull"),
  forced("slide", "Moves the creature in any direction; provokes nothing.", "Slide"),
  forcedProvoking("push", "Push"),
  forcedProvoking("pull", "Pull"),
  forcedProvoking("slide", "Slide"),
  forcedExactly("push", "Push"),
  forcedExactly("pull", "Pull"),
  forcedExactly("slide", "Slide"),
  forcedEnding("push", "Push"),
  forcedEnding("pull", "Pull"),
  forcedEnding("slide", "Slide"),
  forcedAvoidingPits("push", "Push"),
  forcedAvoidingPits("pull", "Pull"),
  forcedAvoidingPits("slide", "Slide"),
  pushAwayFrom,
  redirect,
  asIfDominated,
];
