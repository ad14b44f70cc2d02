// Primitives for powers used as actions: states that limit their use ("replaces move
// action, while adjacent to an enemy: …") and effects they have ("make 1 Web attack",
// "make 2 basic attacks"). Seen from the power's owner.
// ddm-battle-rules-2011.txt § Powers and Effects; § Activated Powers; § Making an Attack
import type { Args, EffectEntry, GateEntry, ModifierEntry, SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { anyTrait } from "./card-subjects.js";
import { hasTrait, onSide } from "./place-gates.js";

export const activatedGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "adjacent-enemy",
    patterns: ["adjacent to enemy", "adjacent to any enemy", "it is adjacent to enemy", "this creature is adjacent to enemy"],
    summary: "While the creature is adjacent to one of its enemies.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "while adjacent to an enemy",
    holds: (_a, v, subj) => v.creaturesInPlay().some((c) => v.areEnemies(subj, c) && v.adjacent(subj, c)),
  },
];

/** "with +2 attack plus +5 damage": the bonuses written after an attack a power makes, for that attack only. */
export function boostsOf(args: Args): { stat: string; amount: number }[] {
  const out = [];
  if (typeof args.stat === "string") out.push({ stat: args.stat, amount: args.amount as number });
  if (typeof args.also === "string") out.push({ stat: args.also, amount: args.more as number });
  return out;
}

/** The card's attacks a power picks: by name, or by kind (either of two), basic ones only when `basic`. */
export function pickOf(args: Args, basic: boolean): { name?: string; kinds?: string[]; basic?: boolean } {
  const kinds = [args.kind, args.other].filter((k): k is string => typeof k === "string");
  return { ...(typeof args.name === "string" ? { name: args.name } : {}), ...(kinds.length ? { kinds } : {}), ...(basic ? { basic } : {}) };
}

const chooseCite = "ddm-battle-rules-2011.txt § How to Choose Targets";

function chosen(id: string, patterns: string[], summary: string, one: boolean, includes: SubjectEntry["includes"]): SubjectEntry {
  const example = patterns[0]!.replace("{trait:trait}", "Immobilized").replace("{traits:traitList}", "Construct or Object").replace("{side:side}", "enemy").replace("{squares:squares}", "5 squares");
  return { family: "subject", id, patterns, summary, cite: chooseCite, example, includes, ...(one ? { one } : {}) };
}

/**
 * The ally (or enemy) nearest to the power's owner; its player picks among those equally near.
 * With `seen`, the nearest of those the owner can see ("nearest ally within line of sight of this creature").
 */
function nearest(side: "ally" | "enemy", seen = false): SubjectEntry {
  const onIt = (v: RulesView, s: string, c: string) => (side === "ally" ? v.areAllies(s, c) : v.areEnemies(s, c)) && (!seen || v.sees?.(s, c) === true);
  return {
    family: "subject",
    id: `nearest-${side}${seen ? "-seen" : ""}`,
    patterns: seen ? [`nearest ${side} this creature can see`, `nearest ${side} within line of sight [of this creature]`] : [`nearest ${side}`],
    summary: `The ${side} nearest to the power's owner${seen ? " among those it can see" : ""} (its player picks among ${side === "ally" ? "allies" : "enemies"} equally near).`,
    cite: seen ? "ddm-battle-rules-2011.txt § How to Choose Targets; § Line of Sight" : "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: seen ? `nearest ${side} this creature can see` : `nearest ${side}`,
    one: true,
    includes: (_a, v, s, c) => {
      if (!onIt(v, s, c)) return false;
      const all = v.creaturesInPlay().filter((x) => onIt(v, s, x));
      return v.distance(s, c) === Math.min(...all.map((x) => v.distance(s, x)));
    },
  };
}

export const activatedSubjectEntries: SubjectEntry[] = [
  chosen("one-adjacent-with", ["one adjacent {trait:trait} {side:side}"], "One creature of that side adjacent to the power's owner with the keyword, condition or bloodied state named, chosen by its player.", true, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.adjacent(s, c) && hasTrait(a, v, c)),
  chosen("one-within-with", ["one {trait:trait} {side:side} within {squares:squares}"], "One creature of that side within N squares of the power's owner with the keyword, condition or bloodied state named, chosen by its player.", true, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.distance(s, c) <= (a.squares as number) && hasTrait(a, v, c)),
  // "an adjacent Construct or Object ally", "an Angel, Demon or Devil enemy within 6 squares": one creature with any of the keywords.
  chosen("one-adjacent-with-any", ["one adjacent {traits:traitList} {side:side}"], "One creature of that side adjacent to the power's owner with any of the keywords or conditions named, chosen by its player.", true, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.adjacent(s, c) && anyTrait(a, v, c)),
  chosen("one-within-with-any", ["one {traits:traitList} {side:side} within {squares:squares}"], "One creature of that side within N squares of the power's owner with any of the keywords or conditions named, chosen by its player.", true, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.distance(s, c) <= (a.squares as number) && anyTrait(a, v, c)),
  chosen("adjacent-with", ["adjacent {trait:trait} {side:side}", "each adjacent {trait:trait} {side:side}"], "Every creature of that side adjacent to the power's owner with the keyword, condition or bloodied state named.", false, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.adjacent(s, c) && hasTrait(a, v, c)),
  chosen("within-with", ["{trait:trait} {side:side} within {squares:squares}", "each {trait:trait} {side:side} within {squares:squares}"], "Every creature of that side within N squares of the power's owner with the keyword, condition or bloodied state named.", false, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.distance(s, c) <= (a.squares as number) && hasTrait(a, v, c)),
  {
    // "An Immobilized adjacent enemy with 25 HP or less takes 25 damage".
    ...chosen(
      "one-adjacent-at-most-hp",
      ["one adjacent [{trait:trait}] {side:side} with {hp:int} hp or less"],
      "One creature of that side adjacent to the power's owner (with the keyword, condition or bloodied state, if one is named) that has that many hit points or fewer now, chosen by its player.",
      true,
      (a, v, s, c) => onSide(a.side as string, v, s, c) && v.adjacent(s, c) && (a.trait === undefined || hasTrait(a, v, c)) && (v.hitPoints?.(c) ?? Number.POSITIVE_INFINITY) <= (a.hp as number),
    ),
    example: "one adjacent Immobilized enemy with 25 hp or less",
  },
  chosen("one-champion-ally", ["one champion ally", "one {keyword:keyword} champion ally"], "One allied champion (a card with a champion rating), of the keyword if one is named, chosen by the power's player.", true, (a, v, s, c) => v.areAllies(s, c) && v.isChampion?.(c) === true && (a.keyword === undefined || v.hasKeyword(c, a.keyword as string))),
  chosen("one-adjacent-creature", ["one adjacent creature", "one adjacent enemy or ally"], "One other creature adjacent to the power's owner, ally or enemy, chosen by its player.", true, (_a, v, s, c) => c !== s && v.adjacent(s, c)),
  chosen("one-creature-within", ["one creature within {squares:squares}", "one enemy or ally within {squares:squares}"], "One other creature within N squares of the power's owner, ally or enemy, chosen by its player.", true, (a, v, s, c) => c !== s && v.distance(s, c) <= (a.squares as number)),
  chosen("one-enemy-unseeing", ["one enemy that cannot see this creature"], "One enemy that cannot see the power's owner (no line of sight to it, or it is invisible to that enemy), chosen by its player.", true, (_a, v, s, c) => v.areEnemies(s, c) && v.sees?.(c, s) === false),
  chosen("one-seen", ["one {side:side} this creature can see", "one enemy or ally this creature can see"], "One creature of that side (ally, enemy, or either) that the power's owner can see, chosen by its player.", true, (a, v, s, c) => onSide((a.side as string | undefined) ?? "creature", v, s, c) && v.sees?.(s, c) === true),
  // "Each nonchampion ally this creature has line of sight to moves up to its Speed": all of them, of the keyword if one is named.
  {
    ...chosen(
      "seen-with",
      ["[{trait:trait}] {side:side} this creature can see", "each [{trait:trait}] {side:side} this creature can see"],
      "Every creature of that side (with the keyword, condition or bloodied state, if one is named) that the power's owner can see.",
      false,
      (a, v, s, c) => onSide(a.side as string, v, s, c) && v.sees?.(s, c) === true && (a.trait === undefined || hasTrait(a, v, c)),
    ),
    example: "Non-champion allies this creature can see",
  },
  // "1 ally with line of sight to this creature": one that sees the power's owner, not one it sees (invisibility makes them differ).
  chosen("one-seeing", ["one {side:side} that can see this creature"], "One creature of that side (ally, enemy, or either) that can see the power's owner, chosen by its player.", true, (a, v, s, c) => onSide(a.side as string, v, s, c) && v.sees?.(c, s) === true),
  chosen(
    "within-taking-ongoing",
    ["{side:side} taking ongoing [{type:damageType}] damage within {squares:squares}", "each {side:side} taking ongoing [{type:damageType}] damage within {squares:squares}"],
    "Every creature of that side within N squares of the power's owner that is taking ongoing damage (of the type named).",
    false,
    (a, v, s, c) => onSide(a.side as string, v, s, c) && v.distance(s, c) <= (a.squares as number) && v.takingOngoing?.(c, a.type as string | undefined) === true,
  ),
  chosen(
    "one-within-taking-ongoing",
    ["one {side:side} taking ongoing [{type:damageType}] damage within {squares:squares}"],
    "One creature of that side within N squares of the power's owner that is taking ongoing damage (of the type named), chosen by its player.",
    true,
    (a, v, s, c) => onSide(a.side as string, v, s, c) && v.distance(s, c) <= (a.squares as number) && v.takingOngoing?.(c, a.type as string | undefined) === true,
  ),
  nearest("ally"),
  nearest("ally", true),
  // "make a ranged attack against the nearest target": the enemy nearest the power's owner.
  nearest("enemy"),
];

/**
 * "Take 1 extra attack action this turn": the creature whose turn it is gets that many
 * more action slots of the kind for the rest of its turn (used on another creature's
 * turn, it does nothing). ddm-battle-rules-2011.txt § Actions; § Taking a Turn
 */
function extraActions(slot: "attack" | "move" | "minor"): EffectEntry {
  return {
    family: "effect",
    id: `extra-${slot}-actions`,
    patterns: [`[this creature] take|takes|gain|gains {count:int} extra ${slot} action|actions [this turn]`, `[this creature] take|takes|gain|gains extra ${slot} action [this turn]`],
    summary: `The creature takes that many more ${slot} actions this turn (one if no number is given), besides those it has; only on its own turn.`,
    cite: "ddm-battle-rules-2011.txt § Actions; § Taking a Turn",
    example: `this creature takes 1 extra ${slot} action this turn`,
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.extraActions?.(target, slot, (args.count as number | undefined) ?? 1, cause),
  };
}

/**
 * "Make a Morningstar attack and a Crossbow attack against the same target": an attack against
 * the creature the line's earlier attack targeted (EffectEntry.againstSame).
 */
function sameTarget(id: string, patterns: string[], what: string, basic: boolean): EffectEntry {
  return {
    family: "effect",
    id,
    patterns,
    summary: `The power's owner makes ${what} against the creature the line's earlier attack targeted, if it can; its player may decline. If the line has made no attack yet (declined, or none could be made), nothing happens.`,
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects",
    example: basic ? "this creature makes ranged attack and this creature makes basic melee attack against same target" : 'this creature makes "Claws" attack and this creature makes "Bite" attack against same target',
    defaultSubject: "self",
    againstSame: true,
    apply: (args, host, target, cause) => (cause.versus ? host.attacksByPower?.(target, pickOf(args, basic), 1, cause, cause.versus) : undefined),
  };
}

export const activatedEffectEntries: EffectEntry[] = [
  extraActions("attack"),
  extraActions("move"),
  extraActions("minor"),
  {
    family: "effect",
    id: "attacks-by-power",
    patterns: [
      "[this creature] make|makes {name:string} attack",
      "[this creature] make|makes {count:int} {name:string} attack|attacks",
      "[this creature] make|makes {kind:attackKind} attack",
      "[this creature] make|makes {kind:attackKind} or {other:attackKind} attack",
      "[this creature] make|makes {count:int} {kind:attackKind} attack|attacks",
    ],
    summary:
      "The power's owner makes attacks of its own card: the one named, or any of the kind named, as many times as the number says (once if none). Each is made as the card says; its player picks the attack and target each time, or declines. It is not an attack action.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects",
    example: 'this creature makes "Web" attack',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.attacksByPower?.(target, pickOf(args, false), (args.count as number | undefined) ?? 1, cause),
  },
  {
    family: "effect",
    id: "attacks-by-power-without-provoking",
    patterns: ["[this creature] make|makes {name:string} attack without provoking", "[this creature] make|makes {kind:attackKind} attack without provoking"],
    summary:
      "As 'makes … attack': the power's owner makes one attack of its own card, the one named or one of the kind named; that attack provokes no opportunity attacks, whatever its kind.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Opportunity Attacks",
    example: 'this creature makes "Shortbow" attack without provoking',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.attacksByPower?.(target, { ...pickOf(args, false), calm: true }, 1, cause),
  },
  sameTarget("attack-against-same-target", ["[this creature] make|makes {name:string} attack against same target", "[this creature] make|makes {kind:attackKind} attack against same target"], "one more attack of its card, the one named or one of the kind named,", false),
  {
    family: "effect",
    id: "attack-different-target",
    patterns: ["[this creature] make|makes {name:string} attack against different target", "[this creature] make|makes {kind:attackKind} attack against different target"],
    summary:
      "The power's owner makes one attack of its card (the one named, or any of the kind named) against any creature it can target except the one the trigger named (the target of the attack that set it off); its player picks, or declines. A close or area attack may not include that creature.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § How to Choose Targets; § Powers and Effects",
    example: "this creature makes melee attack against different target",
    defaultSubject: "target",
    apply: (args, host, target, cause) => (cause.creature ? host.attacksByPower?.(cause.creature, pickOf(args, false), 1, cause, undefined, target) : undefined),
  },
  {
    family: "effect",
    id: "attack-different-target-immediate",
    patterns: ["[this creature] make|makes {name:string} attack against different target as immediate action", "[this creature] make|makes {kind:attackKind} attack against different target as immediate action"],
    summary:
      "As 'makes … attack against different target', taken as an immediate action: only if the power's owner has not taken one this creature-turn, which this one then is (one entry of a menu may cost it when the others do not).",
    cite: "ddm-battle-rules-2011.txt § Actions (Immediate Action); § Making an Attack; § How to Choose Targets",
    example: "this creature makes melee attack against different target as immediate action",
    defaultSubject: "target",
    apply: (args, host, target, cause) => {
      if (cause.creature && host.spendImmediateAction?.(cause.creature, cause) === true) host.attacksByPower?.(cause.creature, pickOf(args, false), 1, cause, undefined, target);
    },
  },
  sameTarget("basic-attack-against-same-target", ["[this creature] make|makes basic [{kind:attackKind}] attack against same target"], "a basic attack (melee or ranged, or of the kind named)", true),
  {
    family: "effect",
    id: "move-making-attack",
    patterns: [
      "[this creature] move|moves up to its speed [(minimum {least:squares})] making {name:string} attack during move",
      "[this creature] move|moves up to its speed [(minimum {least:squares})] making {name:string} or {also:string} attack during move",
      "[this creature] move|moves up to its speed [(minimum {least:squares})] making {kind:attackKind} attack during move",
      "[this creature] move|moves up to its speed [(minimum {least:squares})] making attack during move",
    ],
    summary:
      "The power's owner moves up to its speed and, at the point of the move its player picks, makes one attack of its card (the one named, either of two, one of the kind named, or any), then may go on with the squares left. The move provokes as any move does; with a minimum, a creature that has not moved that far must move on after the attack.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack; § Powers and Effects",
    example: "this creature moves up to its speed making melee attack during the move",
    defaultSubject: "self",
    apply: (args, host, target, cause) => {
      const names = [args.name, args.also].filter((n): n is string => typeof n === "string");
      const pick = names.length > 1 ? { names } : pickOf(args, false);
      host.moveMakingAttack?.(target, pick, cause, (args.least as number | undefined) ?? 0);
    },
  },
  {
    family: "effect",
    id: "move-making-basic-attack",
    patterns: ["[this creature] move|moves up to its speed [(minimum {least:squares})] making basic [{kind:attackKind}] attack during move"],
    summary: "The power's owner moves up to its speed and, at the point of the move its player picks, makes one basic attack (melee or ranged, or of the kind named), then may go on with the squares left.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Move Actions (Move); § Powers and Effects",
    example: "this creature moves up to its speed making basic melee attack during the move",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.moveMakingAttack?.(target, pickOf(args, true), cause, (args.least as number | undefined) ?? 0),
  },
  {
    family: "effect",
    id: "ally-basic-attack",
    patterns: ["{subject:subject} make|makes basic [{kind:attackKind}] attack [with {amount:signed} {stat:stat} [plus {more:signed} {also:stat}]]"],
    summary:
      "The creature named (one ally, the nearest ally…) makes a basic attack (melee or ranged, or of the kind named) by this power, against a target its player picks among the legal ones, or declines; a bonus written after it ('with +10 attack') counts for that attack only.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Powers and Effects; § Bonuses and Penalties",
    example: "nearest ally makes a basic melee attack",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause, boostsOf(args)),
  },
  {
    // "Nearest ally … makes 1 basic attack as an immediate action": it spends its immediate action of this turn.
    family: "effect",
    id: "ally-basic-attack-immediate",
    patterns: ["{subject:subject} make|makes basic [{kind:attackKind}] attack as immediate action"],
    summary:
      "The creature named makes a basic attack (melee or ranged, or of the kind named) as an immediate action: only if it has not taken an immediate action this creature-turn, which this one then is. Its player picks a legal target, or declines.",
    cite: "ddm-battle-rules-2011.txt § Actions (Immediate Action); § Basic Attacks",
    example: "nearest ally this creature can see makes basic attack as immediate action",
    defaultSubject: "self",
    apply: (args, host, target, cause) => {
      if (host.spendImmediateAction?.(target, cause) === true) host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause);
    },
  },
  {
    // "That ally makes a basic attack with +10 damage. If that attack misses, that ally takes 15 damage" (card text; warband's own reading of a miss as no roll hitting).
    family: "effect",
    id: "basic-attack-paid-on-miss",
    patterns: ["{subject:subject} make|makes basic [{kind:attackKind}] attack [with {amount:signed} {stat:stat} [plus {more:signed} {also:stat}]] taking {penalty:int} damage if it misses"],
    summary:
      "The creature named makes a basic attack by this power, as 'makes basic attack' does; if the attack is made and misses, the creature that made it takes the damage written (none if it hits or is declined).",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Attack Roll; § Applying Damage",
    example: "that ally makes basic melee attack with +10 damage taking 15 damage if it misses",
    defaultSubject: "self",
    apply: (args, host, target, cause) => {
      if (host.basicAttack?.(target, (args.kind as string | undefined) ?? null, null, cause, boostsOf(args)) === "miss") host.damage(target, [{ amount: args.penalty as number, type: null }], cause);
    },
  },
  {
    family: "effect",
    id: "ally-attack-by-power",
    patterns: ["{subject:subject} make|makes {kind:attackKind} attack", "{subject:subject} make|makes {kind:attackKind} or {other:attackKind} attack"],
    summary:
      "The creature named (that ally, one Beast ally…) makes one attack of its own card of the kind named, by this power: its player picks the attack and a legal target, or declines. It is not an attack action.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects",
    example: "that ally makes melee attack",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.attacksByPower?.(target, pickOf(args, false), 1, cause),
  },
  {
    // "At start of battle, this creature's Cacophony and Fireball count as used": spent before any use.
    family: "effect",
    id: "counts-as-used",
    patterns: ["{name:string} counts as used"],
    summary: "The creature's own attack or power named has every use spent, as if used that many times; it may be used again only once it recharges. One without limited uses is not changed.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Limited Use Powers; Rechargeable Powers)",
    example: '"Fireball" counts as used',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.spendAllUses?.(target, args.name as string, cause),
  },
  {
    family: "effect",
    id: "recharge",
    patterns: ["recharge|recharges {name:string}", "recharge|recharges {name:string} or {other:string}"],
    summary: "One of the creature's own attacks or powers named regains a spent use (its player picks among several that have one); one with no use spent is not changed.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)",
    example: 'recharge "Ice Storm" or "Ray of Frost"',
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.recharge?.(target, [args.name, args.other].filter((n): n is string => typeof n === "string"), cause),
  },
  {
    // "Minor action: Recharge 1 attack action of a Dragon ally": one of that creature's attacks, not one named.
    family: "effect",
    id: "recharge-one-attack",
    patterns: ["{subject:subject} recharge|recharges one attack"],
    summary:
      "One attack of the creature named (one made as an attack action, not a minor-action attack nor a power) that has a spent use regains it; its player picks among several. One with no spent attack is not changed.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Actions (Attack Action)",
    example: "one Dragon ally recharges one attack",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.rechargeAttack?.(target, cause),
  },
  {
    // "Replaces turn: This creature takes 3 consecutive turns following this one".
    family: "effect",
    id: "following-turns",
    patterns: ["this creature takes {turns:int} turn|turns following this one"],
    summary:
      "Once the turn in which it is used ends, the power's owner takes that many more turns at once, one after another, before any other creature takes a turn; each is a whole turn of its own (start of turn, actions, end of turn). They are part of the same activation and do not count among the creatures its player takes turns with.",
    cite: "ddm-battle-rules-2011.txt § Rounds and Turns; § Taking a Turn",
    example: "this creature takes 3 turns following this one",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.followingTurns?.(target, args.turns as number, cause),
  },
  {
    family: "effect",
    id: "basic-attacks-by-power",
    patterns: ["[this creature] make|makes {count:int} basic [{kind:attackKind}] attack|attacks"],
    summary: "The power's owner makes that many basic attacks (melee or ranged, or of the kind named), one after another; its player picks the attack and target each time, or declines.",
    cite: "ddm-battle-rules-2011.txt § Basic Attacks; § Powers and Effects",
    example: "this creature makes 2 basic attacks",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.attacksByPower?.(target, pickOf(args, true), args.count as number, cause),
  },
];

/**
 * "invisible to nonadjacent enemies until it moves": only creatures next to it can trace
 * line of sight to it. ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)
 */
export const activatedModifierEntries: ModifierEntry[] = [
  {
    // "… and this creature has combat advantage with any attacks made this turn" (a power's effect for a while).
    family: "modifier",
    id: "combat-advantage-always",
    patterns: ["combat advantage against any target", "has combat advantage against any target"],
    summary: "It has combat advantage against every target it attacks, as a reason besides the rulebook's: +2 once, against a target it can see.",
    cite: "ddm-battle-rules-2011.txt § Combat Advantage",
    example: "this creature gets combat advantage against any target until end of turn",
    contributions: () => [{ stat: "combat-advantage-always", op: "add", amount: 1 }],
  },
  {
    family: "modifier",
    id: "reach",
    patterns: ["reach {value:int} [with {attack:string}]"],
    summary:
      "Its melee attacks (only the one named, when one is: 'Reach 2 (Tail Strike only)') can target an enemy up to N squares away (the longest of this and the attack's own reach counts); opportunity attacks and flanking still need an adjacent enemy.",
    cite: "ddm-battle-rules-2011.txt § Melee Attacks (Range)",
    example: "reach 2",
    contributions: (a) => [{ stat: "reach", op: "add", amount: a.value as number, ...(typeof a.attack === "string" ? { attack: a.attack } : {}) }],
  },
  {
    // "Until end of battle, this creature loses Reach 2": the reach printed on its attacks is gone.
    family: "modifier",
    id: "reach-lost",
    patterns: ["loses reach"],
    summary:
      "Given for a while by an effect: the reach printed on its melee attacks ('Reach 2' on the card) no longer counts, so each reaches adjacent targets only. A reach another effect gives it still counts.",
    cite: "ddm-battle-rules-2011.txt § Melee Attacks (Range)",
    example: "this creature gets loses reach until end of battle",
    contributions: () => [{ stat: "reach-lost", op: "add", amount: 1 }],
  },
  {
    family: "modifier",
    id: "invisible-to-nonadjacent",
    patterns: ["invisible to nonadjacent creatures", "invisible to nonadjacent enemies"],
    summary: "Invisible to every creature not adjacent to it: those cannot trace line of sight to it (so no ranged attacks from them); adjacent creatures see it as usual.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)",
    example: "invisible to nonadjacent creatures",
    contributions: () => [{ stat: "invisible-to-nonadjacent", op: "add", amount: 1 }],
  },
  {
    family: "modifier",
    id: "untargetable",
    patterns: ["cannot be targeted by {kind:attackKind} attacks", "cannot be targeted by attacks"],
    summary: "No attack (of the kind named) may target the creature: a restriction of card text (tier 4), so only card text that names it breaks it.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Core Rules and Exceptions",
    example: "cannot be targeted by ranged attacks",
    contributions: (a) => [{ stat: "untargetable", op: "add", amount: 1, ...(a.kind ? { attackKind: a.kind as string } : {}) }],
  },
];
