// Effects that are attacks: a power lets its owner make a basic attack now ("make a
// basic melee attack against that enemy", "this creature makes a basic attack"). The
// attack is rolled and resolved as any other; its owner's player picks the attack (and
// the target, when the phrase names none) among the legal ones, or declines.
// ddm-battle-rules-2011.txt § Basic Attacks; § Making an Attack; § Immediate Actions
import type { DurationIR } from "../ir.js";
import { boostsOf, pickOf } from "./activated.js";
import type { Args, EffectEntry } from "./entry.js";
import type { Cause, EffectHost } from "./host.js";

/**
 * "Slowed (save ends) or Immobilized (save ends) instead if already Slowed": the harshest
 * step whose "already" condition the target has, else the first condition.
 */
function escalate(args: Args, host: EffectHost, target: string, cause: Cause): void {
  const steps: [string, unknown, string | undefined][] = [
    [args.condition as string, args.duration, undefined],
    [args.then as string, args.thenDuration, args.already as string],
    ...(args.third ? [[args.third as string, args.thirdDuration, args.thirdIf as string] as [string, unknown, string]] : []),
  ];
  const step = [...steps].reverse().find(([, , already]) => already === undefined || host.hasCondition(target, already))!;
  host.addCondition(target, step[0], (step[1] as DurationIR | undefined) ?? null, cause);
}

/** A pull of as many squares as lie between the creature and the acting one, so that it ends adjacent (provoking as a move does, when the card says so). */
function pullAdjacent(provoking: boolean): EffectEntry["apply"] {
  return (_args, host, target, cause) => {
    if (!cause.creature) return;
    const squares = host.distance(cause.creature, target) - 1;
    if (squares > 0 && Number.isFinite(squares)) host.forcedMove(target, "pull", squares, cause, provoking);
  };
}

const maxWords = "[(maximum {max:int} per turn)]";
const targetWords = { any: "", same: " against same target", different: " against different target" } as const;
const laterIds = { again: "attack-again", basic: "basic-attack", named: "named-attack" } as const;
const laterPatterns = {
  again: (t: string) => [`then make|makes this attack again${t} ${maxWords}`, `then repeat|repeats this attack${t} ${maxWords}`],
  basic: (t: string) => [`then make|makes basic [{kind:attackKind}] attack${t} ${maxWords}`],
  named: (t: string) => [`then make|makes {name:string} attack${t} ${maxWords}`],
};
const laterWhat = { again: "this attack again", basic: "a basic attack (melee or ranged, or of the kind named)", named: "the melee or ranged attack of its card named" };
const laterExample = { again: "this attack again", basic: "a basic melee attack", named: 'make "Claws" attack' };

/**
 * "then make this attack again (maximum 4 per turn)", "then make a basic melee attack
 * against the same target", "then make "Claws" attack against same target" (the cards'
 * "Make a Bite and a Claws attack against the same target"): an attack made after this one
 * has resolved, as part of the same action (one entry per choice of target).
 */
function laterAttack(what: keyof typeof laterIds, targets: keyof typeof targetWords): EffectEntry {
  const t = targetWords[targets];
  const again = what === "again";
  const whom = targets === "any" ? "a legal target" : targets === "same" ? "the same target" : "a target this chain of attacks has not attacked";
  return {
    family: "effect",
    id: `then-${laterIds[what]}${targets === "any" ? "" : `-${targets}-target`}`,
    patterns: laterPatterns[what](t),
    summary: `Once this attack has resolved, its creature makes ${laterWhat[what]}, against ${whom}, as part of the same action (its player may decline). '(maximum N per turn)': at most N ${again ? "of this attack in the turn, the first included" : "attacks made by this effect in the turn"}; without one, a chain of them still ends.`,
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)",
    example: `then ${what === "named" ? laterExample.named : `make ${laterExample[what]}`}${t}${again ? " (maximum 4 per turn)" : what === "basic" ? " (maximum 1 per turn)" : ""}`,
    defaultSubject: "target",
    apply: (args, host, target, cause) =>
      host.laterAttack?.(target, { what, kind: (args.kind as string | undefined) ?? null, name: (args.name as string | undefined) ?? null, targets, max: (args.max as number | undefined) ?? null }, cause),
  };
}

/**
 * "That ally repeats that attack against the same target" (a power used when another
 * creature attacks): the attack that creature is resolving now is made again by it once
 * it has resolved, as a repeated attack is (runtime/ddm/attack-repeats.ts).
 */
function repeatThatAttack(targets: keyof typeof targetWords): EffectEntry {
  const t = targetWords[targets];
  const whom = targets === "any" ? "a legal target" : targets === "same" ? "the same target" : "a target that attack has not attacked";
  return {
    family: "effect",
    id: `repeat-that-attack${targets === "any" ? "" : `-${targets}-target`}`,
    patterns: [`{subject:subject} repeat|repeats that attack${t}`, `{subject:subject} make|makes that attack again${t}`, `repeat|repeats that attack${t}`],
    summary: `The creature whose attack set the power off (or the one named) makes that attack again, against ${whom}, once that attack has resolved (its player may decline); without an attack of its being resolved, nothing happens.`,
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Champion Powers",
    example: `that ally repeats that attack${t}`,
    defaultSubject: "attacker",
    apply: (_args, host, target, cause) => host.repeatAttack?.(target, targets, cause),
  };
}

/** Read by the attack's damage step (runtime/ddm/attack.ts), not applied on their own. */
const readWithBaseDamage = () => undefined;

export const attackEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "bonus-damage-against",
    patterns: ["{amount:signed} [{type:damageType}] damage against {state:gate} targets", "{amount:signed} [{type:damageType}] damage if target is {state:gate}"],
    summary:
      "Bonus damage of its own type on a hit with base damage, against a target in the state named: added after a critical hit doubles the base damage, and part of the same damage (one Resist, one Vulnerable). Written right after the base damage.",
    cite: "ddm-battle-rules-2011.txt § Applying Damage (Critical Hits; Bonus and Penalty Damage)",
    example: "10 damage and +10 radiant damage against Evil targets",
    defaultSubject: "target",
    apply: readWithBaseDamage,
  },
  {
    family: "effect",
    id: "bonus-damage-if-hits",
    patterns: ["{amount:signed} [{type:damageType}] damage if both hit", "{amount:signed} [{type:damageType}] damage if {count:int} hit"],
    summary:
      "With 'make N attacks': bonus damage on the hit that makes this many of the action's attacks hit the same target (the cards' '+10 damage on the second attack if both hit', '10 damage if one hits, 30 if both hit'), part of that hit's damage (one Resist), added after a critical hit doubles the base damage. Written right after the base damage.",
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Applying Damage (Bonus and Penalty Damage)",
    example: "10 damage and +10 damage if both hit",
    defaultSubject: "target",
    apply: readWithBaseDamage,
  },
  {
    family: "effect",
    id: "damage-instead-against",
    patterns: ["{damage:damage} instead against {state:gate} targets", "{damage:damage} instead if target is {state:gate}"],
    summary:
      "Base damage that replaces the attack's against a target in the state named (asked when the hit is resolved): it is doubled on a critical hit and takes bonuses as base damage does. Written right after the base damage.",
    cite: "ddm-battle-rules-2011.txt § Applying Damage (Base Damage)",
    example: "10 damage and 20 damage instead against Immobilized targets",
    defaultSubject: "target",
    apply: readWithBaseDamage,
  },
  laterAttack("again", "any"),
  laterAttack("again", "same"),
  laterAttack("again", "different"),
  laterAttack("basic", "any"),
  laterAttack("basic", "same"),
  laterAttack("basic", "different"),
  laterAttack("named", "any"),
  laterAttack("named", "same"),
  laterAttack("named", "different"),
  repeatThatAttack("any"),
  repeatThatAttack("same"),
  repeatThatAttack("different"),
  {
    family: "effect",
    id: "destroyed",
    patterns: ["destroyed", "{subject:subject} is|are destroyed"],
    summary:
      "The creature is destroyed at once, whatever its hit points: it is removed from play and its opponent scores victory points for it, as for a creature reduced to 0 hit points.",
    cite: "ddm-battle-rules-2011.txt § Hit Points (Destroyed)",
    example: "target is destroyed",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => host.destroy?.(target, cause),
  },
  {
    family: "effect",
    id: "escalating-condition",
    patterns: [
      "{condition:condition} [{duration:duration}] or {then:condition} [{thenDuration:duration}] instead if already {already:condition} [or {third:condition} [{thirdDuration:duration}] instead if already {thirdIf:condition}]",
    ],
    summary:
      "A condition that grows worse on a target that already has another: the target gains the last step whose 'already' condition it has when the effect resolves (each step with its own duration), or the first condition if it has none of them.",
    cite: "ddm-battle-rules-2011.txt § Conditions (Duration); § Applying Damage (Additional Effects)",
    example: "Slowed (save ends) or Immobilized (save ends) instead if already Slowed",
    defaultSubject: "target",
    apply: escalate,
  },
  {
    family: "effect",
    id: "pull-adjacent",
    patterns: ["pull {subject:subject} adjacent [to this creature]", "pull adjacent [to this creature]"],
    summary:
      "Pulls the creature toward the acting creature until it is adjacent: a pull of as many squares as lie between them, each square closer than the last, the acting creature's player choosing the path (and stopping early only where no square is closer).",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull)",
    example: "pull the target adjacent",
    defaultSubject: "target",
    apply: pullAdjacent(false),
  },
  {
    // "Each ally within 6 squares can choose to be pulled adjacent to it; this movement provokes opportunity attacks".
    family: "effect",
    id: "pull-adjacent-provoking",
    patterns: ["pull {subject:subject} adjacent [to this creature] provoking opportunity attacks", "pull adjacent [to this creature] provoking opportunity attacks"],
    summary:
      "The pull to adjacent as usual, except that each square the creature leaves provokes opportunity attacks from the enemies adjacent to it, as a move would (card text breaking the rule that forced movement provokes nothing).",
    cite: "ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Opportunity Attacks",
    example: "pull any number of allies within 6 squares adjacent provoking opportunity attacks",
    defaultSubject: "target",
    apply: pullAdjacent(true),
  },
  {
    family: "effect",
    id: "attack-boost",
    patterns: [
      "{amount:signed} {stat:stat} on that attack [against {vs:gate} targets]",
      "{subject:subject} get|gets|has {amount:signed} {stat:stat} on that attack [against {vs:gate} targets]",
    ],
    summary:
      "A bonus (or penalty) for the attack being made, ending with that attack: to its roll or damage, which go to that attack's attacker (a champion's 'use when an ally hits: +10 damage on that attack' raises the ally's damage), or to a defence, which goes to the creature attacked ('+4 AC on that attack'). A creature named takes it instead ('that enemy gets -10 damage on that attack'). With 'against … targets' it counts only if the creature attacked is in that state ('+10 damage on that attack against Giant targets'). A power with this effect acts before the attack's hit or miss is applied.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
    example: "+10 damage on that attack",
    // The roll and the damage are the attacker's; any other statistic named is a defence of the creature attacked.
    defaultSubject: (args) => (args.stat === "attack" || args.stat === "damage" ? "attacker" : "attacked"),
    apply: (args, host, target, cause) => host.boostAttack?.(target, args.stat as string, args.amount as number, cause, undefined, args.vs as { op: string; args: Args } | undefined),
  },
  {
    family: "effect",
    id: "attack-resist",
    patterns: ["resist {amount:int} all on that attack", "resist {amount:int} {type:damageType} on that attack"],
    summary:
      "A Resist the creature attacked has against the attack being made only (of all damage, or of the type named), ending with that attack; it counts as any Resist does (only the best Resist applies to a damage instance).",
    cite: "ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Bonuses and Penalties",
    example: "use when enemy targets this creature with ranged attack: resist 10 all on that attack",
    defaultSubject: "attacked",
    apply: (args, host, target, cause) => host.boostAttack?.(target, "resist", args.amount as number, cause, (args.type as string | undefined) ?? "all"),
  },
  {
    family: "effect",
    id: "action-boost",
    patterns: ["{amount:signed} {stat:stat} on each attack of that attack action"],
    summary:
      "A bonus (or penalty) to the roll or damage of each attack of the attack action being made (a 'make 2 attacks' action: both), ending with that action; the attacker's. Used as an attack made by a power is declared, it lasts for that attack only.",
    cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Making an Attack",
    example: "+10 damage on each attack of that attack action",
    defaultSubject: "attacker",
    apply: (args, host, target, cause) => host.boostAttack?.(target, args.stat as string, args.amount as number, cause, undefined, undefined, true),
  },
  {
    family: "effect",
    id: "basic-attack-against",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack against {subject:subject} [with {amount:signed} {stat:stat} [plus {more:signed} {also:stat}]]"],
    summary:
      "The power's owner makes a basic attack (melee or ranged, or of the kind named) against the creature named, if one of its basic attacks can target it; a bonus written after it ('with +2 attack plus +5 damage') counts for that attack only.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties",
    example: "make a basic melee attack against that enemy with +2 attack plus +5 damage",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.basicAttack?.(cause.creature, (args.kind as string | undefined) ?? null, target, cause, boostsOf(args)) : undefined),
  },
  {
    family: "effect",
    id: "basic-attack-against-if-adjacent",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack against {subject:subject} if adjacent to it"],
    summary:
      "Only if the power's owner is then adjacent to the creature named ('if it ends adjacent to the enemy'): it makes a basic attack (melee or ranged, or of the kind named) against it, if one of its basic attacks can target it; its player may decline.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Powers and Effects",
    example: "this creature makes basic melee attack against that enemy if adjacent to it",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature && host.adjacent(cause.creature, target) ? host.basicAttack?.(cause.creature, (args.kind as string | undefined) ?? null, target, cause) : undefined),
  },
  {
    family: "effect",
    id: "basic-attack-critical-against",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack against {subject:subject} as critical hit"],
    summary:
      "The power's owner makes a basic attack (melee or ranged, or of the kind named) against the creature named, if one of its basic attacks can target it; the attack hits without a roll and is a critical hit.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Attack Roll (Automatic Hit; Critical Hit)",
    example: "make a basic attack against that enemy as critical hit",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.basicAttack?.(cause.creature, (args.kind as string | undefined) ?? null, target, cause, [], undefined, true) : undefined),
  },
  {
    family: "effect",
    id: "basic-attack-critical",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack as critical hit"],
    summary: "The power's owner makes a basic attack (melee or ranged, or of the kind named) against a target its player chooses among the legal ones; the attack hits without a roll and is a critical hit.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Attack Roll (Automatic Hit; Critical Hit)",
    example: "this creature makes a basic attack as critical hit",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause, [], undefined, true),
  },
  {
    family: "effect",
    id: "basic-attack-different-target",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack against different target"],
    summary:
      "The power's owner makes a basic attack (melee or ranged, or of the kind named) against any creature it can target except the one the trigger named (the target of the attack that set it off); its player picks, or declines.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § How to Choose Targets",
    example: "this creature makes a basic melee attack against a different target",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.basicAttack?.(cause.creature, (args.kind as string | undefined) ?? null, null, cause, [], target) : undefined),
  },
  {
    family: "effect",
    id: "opportunity-attack-against",
    patterns: ["[this creature] make|makes opportunity attack against {subject:subject}"],
    summary:
      "The power's owner makes an opportunity attack against the creature named though nothing provoked it: only against an adjacent enemy it can see, with a basic attack that can target it, and only if it has not made one this turn (that is its one for the turn). Its player may decline.",
    cite: "ddm-battle-rules-2011.txt § Opportunity Attacks",
    example: "make an opportunity attack against that enemy",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => (cause.creature ? host.opportunityAttack?.(cause.creature, target, cause) : undefined),
  },
  {
    family: "effect",
    id: "ally-opportunity-attack-against",
    patterns: ["{subject:subject} make|makes opportunity attack against {versus:subject}"],
    summary:
      "The creature named (one ally adjacent to the target…) makes an opportunity attack against the second creature named though nothing provoked it, under every limit of one: an adjacent enemy it can see, a basic attack that can target it, and none made yet this turn. Its player may decline.",
    cite: "ddm-battle-rules-2011.txt § Opportunity Attacks",
    example: "one ally adjacent to target makes opportunity attack against target",
    defaultSubject: "self",
    versus: "versus",
    apply: (_args, host, target, cause) => (cause.versus ? host.opportunityAttack?.(target, cause.versus, cause) : undefined),
  },
  {
    family: "effect",
    id: "ally-basic-attack-against",
    patterns: ["{subject:subject} make|makes basic [{kind:attackKind}] attack against {versus:subject} [with {amount:signed} {stat:stat} [plus {more:signed} {also:stat}]]"],
    summary:
      "The creature named (one ally adjacent to the target, that ally, its rider…) makes a basic attack (melee or ranged, or of the kind named) by this power against the second creature named: the target of the attack that triggered the power, or the enemy it named; a bonus written after it ('with +10 damage') counts for that attack only. Its player may decline; without a basic attack that can target that creature, nothing happens.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Powers and Effects",
    example: "one ally adjacent to target makes basic melee attack against target",
    defaultSubject: "self",
    versus: "versus",
    apply: (args, host, target, cause) => (cause.versus ? host.basicAttack?.(target, (args.kind as string | undefined) ?? null, cause.versus, cause, boostsOf(args)) : undefined),
  },
  {
    family: "effect",
    id: "ally-attack-against",
    patterns: ["{subject:subject} make|makes {kind:attackKind} attack against {versus:subject}"],
    summary:
      "The creature named makes one attack of its own card of the kind named by this power against the second creature named (the target of the attack that triggered the power, or the enemy it named): its player picks the attack, or declines.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects",
    example: "one ally within 5 squares makes ranged attack against target",
    defaultSubject: "self",
    versus: "versus",
    apply: (args, host, target, cause) => (cause.versus ? host.attacksByPower?.(target, pickOf(args, false), 1, cause, cause.versus) : undefined),
  },
  {
    family: "effect",
    id: "attack-against-then-boost",
    patterns: ["[this creature] make|makes {kind:attackKind} attack against {subject:subject} giving it {amount:signed} {stat:stat} on its attack if it hits"],
    summary:
      "The power's owner makes one attack of its own card of the kind named against the creature named (its player picks the attack, or declines); if that attack hits, the creature named has the bonus or penalty on the attack it is making, until that attack ends ('if this creature's attack hits, target also has -4 Attack on its attack').",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Bonuses and Penalties",
    example: "this creature makes ranged attack against that enemy giving it -4 attack on its attack if it hits",
    defaultSubject: "target",
    apply: (args, host, target, cause) => {
      if (!cause.creature || !host.attacksByPower?.(cause.creature, pickOf(args, false), 1, cause, target)) return;
      host.boostAttack?.(target, args.stat as string, args.amount as number, cause);
    },
  },
  {
    family: "effect",
    id: "attack-against",
    patterns: [
      "[this creature] make|makes {name:string} attack against|including {subject:subject}",
      "[this creature] make|makes {kind:attackKind} attack against|including {subject:subject}",
    ],
    summary:
      "The power's owner makes one attack of its own card, the one named or one of the kind named, against the creature named (a close or area attack placed so that its area includes it), if it can; its player picks among the ways, or declines.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Activated Powers",
    example: 'make "Spear" attack against that enemy',
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.attacksByPower?.(cause.creature, pickOf(args, false), 1, cause, target) : undefined),
  },
  {
    family: "effect",
    id: "basic-attack",
    patterns: ["[this creature] make|makes basic [{kind:attackKind}] attack"],
    summary: "The power's owner makes a basic attack (melee or ranged, or of the kind named) against a target its player chooses among the legal ones.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks",
    example: "this creature makes a basic melee attack",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause),
  },
];
