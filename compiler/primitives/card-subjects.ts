// Subjects cards use beyond the basic ones: allies within N squares, and keyword
// filters ("Undead allies", "each adjacent Evil enemy", "Goblin allies within 5
// squares", "non-Demon enemies"). A keyword is any creature keyword; alignment
// words are matched against alignment, since old cards print it among keywords.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords
import type { Args, SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { withinReach } from "./parties.js";
import { hasTrait, onSide } from "./place-gates.js";

const cite = "ddm-battle-rules-2011.txt § How to Choose Targets";

/** Has the creature the keyword of the phrase (or, for "non-X", lacks it)? */
function keyed(a: Args, v: RulesView, c: string): boolean {
  const k = a.keyword as { keyword: string; negated?: boolean };
  const has = v.hasKeyword(c, k.keyword);
  return k.negated ? !has : has;
}

function entry(id: string, patterns: string[], summary: string, includes: SubjectEntry["includes"]): SubjectEntry {
  return { family: "subject", id, patterns, summary, cite, example: patterns[0]!.replace("{keyword:keyword}", "Undead").replace("{other:keyword}", "Ghoul").replace("{squares:squares}", "5"), includes };
}

const within = (a: Args, v: RulesView, s: string, c: string) => v.distance(s, c) <= (a.squares as number);
export const anyTrait = (a: Args, v: RulesView, c: string) => (a.traits as Args[]).some((trait) => hasTrait({ trait }, v, c));

/** Beside the attack's target, not the target itself nor the power's owner. */
const besideTarget = (v: RulesView, s: string, c: string, target: string | undefined) => target !== undefined && c !== target && c !== s && v.adjacent(c, target);

export const cardSubjectEntries: SubjectEntry[] = [
  {
    ...entry(
      "self-or-one-adjacent-ally",
      ["this creature or one adjacent ally", "this creature or adjacent ally"],
      "The power's owner or one ally adjacent to it, chosen by its player.",
      (_a, v, s, c) => c === s || (v.areAllies(s, c) && v.adjacent(s, c)),
    ),
    one: true,
  },
  {
    ...entry(
      "self-or-one-ally-within",
      ["this creature or one ally within {squares:squares}"],
      "The power's owner or one ally within N squares of it, chosen by its player.",
      (a, v, s, c) => c === s || (v.areAllies(s, c) && within(a, v, s, c)),
    ),
    one: true,
  },
  entry(
    "creatures-adjacent-to-target",
    ["creatures adjacent to target", "each creature adjacent to target", "each enemy and ally adjacent to target", "enemies and allies adjacent to target"],
    "Every creature adjacent to the attack's target, besides the target and the power's owner.",
    (_a, v, s, c, p) => besideTarget(v, s, c, p.target),
  ),
  {
    ...entry(
      "one-ally-adjacent-to-target",
      ["one ally adjacent to target"],
      "One ally of the power's owner adjacent to the attack's target, chosen by its player ('1 ally adjacent to target makes a basic attack against target').",
      (_a, v, s, c, p) => v.areAllies(s, c) && besideTarget(v, s, c, p.target),
    ),
    one: true,
  },
  {
    ...entry(
      "one-ally-adjacent-to-that-enemy",
      ["one ally adjacent to that enemy"],
      "One ally of the power's owner adjacent to the enemy its trigger named, chosen by its player ('when an enemy shifts, 1 ally adjacent to that enemy makes a basic attack against it').",
      (_a, v, s, c, p) => v.areAllies(s, c) && besideTarget(v, s, c, p.enemy),
    ),
    one: true,
  },
  {
    // "when an ally bloodies an enemy, 1 other ally adjacent to that enemy makes a melee attack": not the ally the trigger named.
    ...entry(
      "one-other-ally-adjacent-to-that-enemy",
      ["one other ally adjacent to that enemy"],
      "One ally of the power's owner adjacent to the enemy its trigger named, other than the ally the trigger named (the one that hit, bloodied or destroyed it), chosen by its player.",
      (_a, v, s, c, p) => c !== p.ally && c !== p.attacker && v.areAllies(s, c) && besideTarget(v, s, c, p.enemy),
    ),
    one: true,
  },
  entry(
    "allies-adjacent-to-target",
    ["allies adjacent to target", "each ally adjacent to target"],
    "Every ally of the power's owner adjacent to the attack's target ('each ally adjacent to target heals 10 HP'); the owner is not its own ally.",
    (_a, v, s, c, p) => v.areAllies(s, c) && besideTarget(v, s, c, p.target),
  ),
  entry(
    "enemies-adjacent-to-target",
    ["enemies adjacent to target", "each enemy adjacent to target"],
    "Every enemy of the power's owner adjacent to the attack's target, besides the target.",
    (_a, v, s, c, p) => v.areEnemies(s, c) && besideTarget(v, s, c, p.target),
  ),
  entry(
    "allies-adjacent-to-that-enemy",
    ["allies adjacent to that enemy", "each ally adjacent to that enemy"],
    "Every ally of the power's owner adjacent to the enemy its trigger named ('after an enemy becomes Stunned, each ally adjacent to that enemy shifts 2 squares').",
    (_a, v, s, c, p) => p.enemy !== undefined && c !== p.enemy && v.areAllies(s, c) && v.adjacent(c, p.enemy),
  ),
  // "each enemy adjacent to that enemy" after "this creature destroys an enemy": beside the space it occupied (runtime/ddm/view.ts measures a destroyed creature there).
  entry(
    "enemies-adjacent-to-that-enemy",
    ["enemies adjacent to that enemy", "each enemy adjacent to that enemy"],
    "Every enemy of the power's owner adjacent to the enemy its trigger named, besides that enemy ('when this creature destroys an enemy, each enemy adjacent to that enemy takes 10 damage').",
    (_a, v, s, c, p) => {
      // "That enemy" as role-subjects.ts reads it: the trigger's enemy, else its other creature.
      const named = p.enemy ?? p.other;
      return named !== undefined && c !== named && v.areEnemies(s, c) && v.adjacent(c, named);
    },
  ),
  // "each enemy within 2 squares of that creature" after "a creature is destroyed": the creature the trigger befell, measured from the space it occupied, as above.
  entry(
    "enemies-within-of-that-creature",
    ["enemies within {squares:squares} of that creature", "each enemy within {squares:squares} of that creature"],
    "Every enemy of the power's owner within N squares of the creature the trigger befell (the one destroyed, hit or damaged), besides that creature ('when a creature is destroyed, each enemy within 2 squares of that creature takes ongoing 5 poison').",
    (a, v, s, c, p) => p.target !== undefined && c !== p.target && v.areEnemies(s, c) && within(a, v, p.target, c),
  ),
  entry(
    "creatures-within",
    ["creatures within {squares:squares}", "each creature within {squares:squares}", "enemies and allies within {squares:squares}"],
    "Every other creature, enemy or ally, within N squares of the power's owner.",
    (a, v, s, c) => c !== s && within(a, v, s, c),
  ),
  // "each creature within Reach": the power's owner's melee reach, its longest (ddm-battle-rules-2011.txt § Melee Attacks, Range).
  entry(
    "within-reach",
    ["{side:side} within reach", "each {side:side} within reach"],
    "Every creature of that side (or every other creature) within the power's owner's reach: adjacent at reach 1, else within as many squares as its longest melee reach.",
    (a, v, s, c) => c !== s && onSide(a.side as string, v, s, c) && withinReach(v, s, c),
  ),
  entry("allies-within", ["allies within {squares:squares}", "each ally within {squares:squares}"], "Every ally within N squares of the power's owner.", (a, v, s, c) => v.areAllies(s, c) && within(a, v, s, c)),
  // "Allies within 6 squares of this creature or a victory area": near either.
  entry(
    "allies-within-or-near-victory-area",
    ["allies within {squares:squares} of this creature or victory area", "each ally within {squares:squares} of this creature or victory area"],
    "Every ally within N squares of the power's owner, or within N squares of a victory area (either side's; 0 inside one).",
    (a, v, s, c) => v.areAllies(s, c) && (within(a, v, s, c) || (v.areaDistance?.(c, "victory area") ?? Infinity) <= (a.squares as number)),
  ),
  entry(
    "nonadjacent-within",
    ["nonadjacent {side:side} within {squares:squares}", "each nonadjacent {side:side} within {squares:squares}"],
    "Every creature of that side within N squares of the power's owner but not adjacent to it ('each enemy within 5 squares that is not adjacent to this creature').",
    (a, v, s, c) => c !== s && onSide(a.side as string, v, s, c) && within(a, v, s, c) && !v.adjacent(s, c),
  ),
  entry(
    "adjacent-keyword-allies",
    ["adjacent {keyword:keyword} allies", "each adjacent {keyword:keyword} ally"],
    "Every ally with the keyword adjacent to the power's owner.",
    (a, v, s, c) => v.areAllies(s, c) && v.adjacent(s, c) && keyed(a, v, c),
  ),
  entry(
    "adjacent-keyword-enemies",
    ["adjacent {keyword:keyword} enemies", "each adjacent {keyword:keyword} enemy"],
    "Every enemy with the keyword adjacent to the power's owner.",
    (a, v, s, c) => v.areEnemies(s, c) && v.adjacent(s, c) && keyed(a, v, c),
  ),
  entry(
    "keyword-allies-within",
    ["{keyword:keyword} allies within {squares:squares}", "each {keyword:keyword} ally within {squares:squares}"],
    "Every ally with the keyword within N squares of the power's owner.",
    (a, v, s, c) => v.areAllies(s, c) && within(a, v, s, c) && keyed(a, v, c),
  ),
  // "Each enemy within 5 squares and adjacent to a Fire enemy or ally": beside another creature of the keyword, of either side, not the power's owner.
  entry(
    "enemies-within-beside-keyword",
    ["enemies within {squares:squares} adjacent to {keyword:keyword} enemy or ally", "each enemy within {squares:squares} adjacent to {keyword:keyword} enemy or ally"],
    "Every enemy within N squares of the power's owner that is adjacent to another creature with the keyword, enemy or ally (the power's owner does not count).",
    (a, v, s, c) => v.areEnemies(s, c) && within(a, v, s, c) && v.creaturesInPlay().some((x) => x !== s && x !== c && v.adjacent(c, x) && keyed(a, v, x)),
  ),
  entry(
    "keyword-enemies-within",
    ["{keyword:keyword} enemies within {squares:squares}", "each {keyword:keyword} enemy within {squares:squares}"],
    "Every enemy with the keyword within N squares of the power's owner.",
    (a, v, s, c) => v.areEnemies(s, c) && within(a, v, s, c) && keyed(a, v, c),
  ),
  entry(
    "either-keyword-allies",
    ["{keyword:keyword} or {other:keyword} [or {third:keyword}] allies", "each {keyword:keyword} or {other:keyword} [or {third:keyword}] ally"],
    "Every ally with any of the keywords (cards say 'Drow and Spider allies', 'each Dragon ally, Goblin ally and Spawn ally': each ally that is one or another).",
    (a, v, s, c) => v.areAllies(s, c) && (keyed(a, v, c) || keyed({ keyword: a.other }, v, c) || (!!a.third && keyed({ keyword: a.third }, v, c))),
  ),
  entry(
    "either-keyword-enemies",
    ["{keyword:keyword} or {other:keyword} enemies", "each {keyword:keyword} or {other:keyword} enemy"],
    "Every enemy with either keyword.",
    (a, v, s, c) => v.areEnemies(s, c) && (keyed(a, v, c) || keyed({ keyword: a.other }, v, c)),
  ),
  entry(
    "adjacent-keyword-creatures",
    ["adjacent {keyword:keyword} [{other:keyword}] creatures", "each adjacent {keyword:keyword} [{other:keyword}] creature"],
    "Every other creature adjacent to the power's owner, enemy or ally, with the keyword (and the second one, when named: 'Living non-Troglodyte').",
    (a, v, s, c) => c !== s && v.adjacent(s, c) && keyed(a, v, c) && (!a.other || keyed({ keyword: a.other }, v, c)),
  ),
  entry(
    "keyword-creatures",
    ["{keyword:keyword} [{other:keyword}] creatures", "each {keyword:keyword} [{other:keyword}] creature"],
    "Every other creature, enemy or ally, with the keyword (and the second one, when named); within the aura, for an aura.",
    (a, v, s, c) => c !== s && keyed(a, v, c) && (!a.other || keyed({ keyword: a.other }, v, c)),
  ),
  entry(
    "keyword-creatures-within",
    ["{keyword:keyword} creatures within {squares:squares}", "each {keyword:keyword} creature within {squares:squares}"],
    "Every other creature, enemy or ally, with the keyword within N squares of the power's owner.",
    (a, v, s, c) => c !== s && within(a, v, s, c) && keyed(a, v, c),
  ),
  entry(
    "any-keyword-allies",
    ["{traits:traitList} allies", "each {traits:traitList} ally"],
    "Every ally with any of the keywords ('Beast, Fey and Centaur allies': each ally that is one of them).",
    (a, v, s, c) => v.areAllies(s, c) && anyTrait(a, v, c),
  ),
  entry(
    "any-keyword-allies-with",
    ["{traits:traitList} {also:trait} allies", "each {traits:traitList} {also:trait} ally"],
    "Every ally with any of the traits joined by 'or' and the last one too ('Medium or Small Stealth allies': each Stealth ally of either size).",
    (a, v, s, c) => v.areAllies(s, c) && anyTrait(a, v, c) && hasTrait({ trait: a.also }, v, c),
  ),
  entry(
    "any-keyword-creatures",
    ["{traits:traitList} creatures", "each {traits:traitList} creature"],
    "Every other creature, enemy or ally, with any of the keywords ('each Undead enemy and ally and each Dragon enemy and ally'); within the aura, for an aura.",
    (a, v, s, c) => c !== s && anyTrait(a, v, c),
  ),
  entry(
    "any-keyword-allies-within",
    ["{traits:traitList} allies within {squares:squares}", "each {traits:traitList} ally within {squares:squares}"],
    "Every ally with any of the keywords within N squares of the power's owner.",
    (a, v, s, c) => v.areAllies(s, c) && within(a, v, s, c) && anyTrait(a, v, c),
  ),
  entry(
    "adjacent-any-keyword-allies",
    ["adjacent {traits:traitList} allies", "each adjacent {traits:traitList} ally"],
    "Every ally with any of the keywords adjacent to the power's owner.",
    (a, v, s, c) => v.areAllies(s, c) && v.adjacent(s, c) && anyTrait(a, v, c),
  ),
  entry("keyword-allies", ["{keyword:keyword} allies", "each {keyword:keyword} ally"], "Every ally with the keyword (within the aura, for an aura).", (a, v, s, c) => v.areAllies(s, c) && keyed(a, v, c)),
  entry("keyword-enemies", ["{keyword:keyword} enemies", "each {keyword:keyword} enemy"], "Every enemy with the keyword (within the aura, for an aura).", (a, v, s, c) => v.areEnemies(s, c) && keyed(a, v, c)),
];
