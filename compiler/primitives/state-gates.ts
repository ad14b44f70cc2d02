// States continuous powers hold in, beyond the basic ones: how far the creature has
// come this turn, champions of its warband near it, how many creatures are around it,
// the terrain it stands in (walls and terrain beside it: place-gates.ts), and states of an attack's target (acted this round,
// undamaged, taking ongoing damage, of a higher level, one of several keywords).
// Asked of the creature the rule reaches, or of an attack's target for "against … targets".
// ddm-battle-rules-2011.txt § Continuous Powers; § Keywords; § Champion Powers; § Battle Maps and Terrain
import type { Args, GateEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { gateEntry } from "./index.js";
import type { Rank } from "../phrases/rank-slot.js";
import { hasTrait } from "./place-gates.js";
import { rankHolds } from "./rank-subjects.js";

type Keyword = { keyword: string; negated?: boolean } | undefined;

/** Has the creature the keyword (or lacks it, for "non-X"); any creature when none is named. */
const keyed = (v: RulesView, c: string, k: Keyword) => k === undefined || v.hasKeyword(c, k.keyword) !== (k.negated === true);

/**
 * The creatures a card calls "allies" from the subject's place: the subject's own allies
 * when it is on the owner's side, the owner's allies when it is an enemy ("targets
 * adjacent to a Goblin ally": an ally of the power's owner, not of the target).
 */
export function alliesSeenFrom(v: RulesView, subject: string, self: string): string[] {
  const side = v.areEnemies(self, subject) ? self : subject;
  return v.creaturesInPlay().filter((c) => c !== subject && c !== side && v.areAllies(side, c));
}

const champions = (v: RulesView, subject: string, self: string, a: Args) =>
  alliesSeenFrom(v, subject, self).filter((c) => v.isChampion?.(c) === true && keyed(v, c, a.keyword as Keyword) && keyed(v, c, a.other as Keyword));

const enemiesOf = (v: RulesView, subject: string) => v.creaturesInPlay().filter((c) => v.areEnemies(subject, c));

const turnCite = "ddm-battle-rules-2011.txt § Taking a Turn";
const championCite = "ddm-battle-rules-2011.txt § Champion Powers";
const nearCite = "ddm-battle-rules-2011.txt § How to Choose Targets";
const terrainCite = "ddm-battle-rules-2011.txt § Battle Maps and Terrain";

function gate(id: string, patterns: string[], summary: string, cite: string, holds: GateEntry["holds"], example = `while ${patterns[0]!}`): GateEntry {
  return { family: "gate", id, patterns, summary, cite, example, holds };
}

export const stateGateEntries: GateEntry[] = [
  // "If it does (start off the map), at start of any round after the first, place it …": only while it is still off it.
  gate(
    "off-battle-map",
    ["off battle map", "it is off battle map", "this creature is off battle map", "not on battle map"],
    "While the creature is in play but off the battle map (it started off it, or a power removed it): not yet or no longer placed.",
    "ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance)",
    (_a, v, subj) => !v.isInPlay(subj),
  ),
  gate(
    "moved-from-start",
    ["{count:int} or more squares from its starting position", "{count:int} or more squares from where it started its turn"],
    "On its own turn, while it stands at least N squares (counted distance) from the square where it started that turn.",
    turnCite,
    (a, v, subj) => (v.turnStartDistance?.(subj) ?? -1) >= (a.count as number),
  ),
  gate(
    "moved-this-turn",
    ["it has moved this turn", "it moved this turn"],
    "On its own turn, once it has moved or shifted at least one square by its own movement that turn.",
    turnCite,
    (_a, v, subj) => v.didThisTurn?.(subj, "move") === true,
  ),
  gate(
    "near-champion-ally",
    ["within {squares:squares} of [{keyword:keyword}] [{other:keyword}] champion ally", "within {squares:squares} of allied [{keyword:keyword}] [{other:keyword}] champion"],
    "While an allied champion (with the keywords, when named) is within N squares of it.",
    championCite,
    (a, v, subj, self) => champions(v, subj, self, a).some((c) => v.distance(subj, c) <= (a.squares as number)),
  ),
  gate(
    "adjacent-to-champion-ally",
    ["adjacent to [{keyword:keyword}] [{other:keyword}] champion ally", "adjacent to allied [{keyword:keyword}] [{other:keyword}] champion"],
    "While it is adjacent to an allied champion (with the keywords, when named).",
    championCite,
    (a, v, subj, self) => champions(v, subj, self, a).some((c) => v.adjacent(subj, c)),
  ),
  gate(
    "champion-ally-in-play",
    ["allied [{keyword:keyword}] [{other:keyword}] champion is in play"],
    "While an allied champion (with the keywords, when named) is in play.",
    championCite,
    (a, v, subj, self) => champions(v, subj, self, a).length > 0,
  ),
  gate(
    "only-champion",
    ["it is your only champion in play", "this is your only champion in play", "it is its warband's only champion in play"],
    "While it is a champion and no other champion of its warband is in play.",
    championCite,
    (_a, v, subj, self) => v.isChampion?.(subj) === true && champions(v, subj, self, {}).length === 0,
  ),
  gate(
    "no-enemy-champion",
    ["no enemy champion is in play", "your opponent has no champion in play"],
    "While no champion of the opposing warband is in play (on the battle map).",
    championCite,
    (_a, v, subj) => !enemiesOf(v, subj).some((c) => v.isChampion?.(c) === true),
  ),
  gate(
    "won-initiative",
    ["you won initiative this round", "you win initiative this round", "you won initiative"],
    "Once the initiative test of this round is rolled, while the power's player won it (never before it is rolled).",
    "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 5 (Determine initiative); § Champion Test",
    (_a, v, _subj, self) => v.wonInitiative?.(self) === true,
  ),
  gate(
    "near-any-keyword-ally",
    [
      "adjacent to [{also:trait}] {traits:traitList} [{too:trait}] ally",
      "within {squares:squares} of [{also:trait}] {traits:traitList} [{too:trait}] ally",
    ],
    "While one of its allies with any of the keywords ('a Boros or Martial ally') is adjacent to it, or within N squares; a keyword said before or after the list must hold too ('a non-Good Arcane or Divine ally', 'a Divine or Arcane Drow ally').",
    nearCite,
    (a, v, subj, self) =>
      alliesSeenFrom(v, subj, self).some(
        (c) =>
          (a.squares === undefined ? v.adjacent(subj, c) : v.distance(subj, c) <= (a.squares as number)) &&
          (a.traits as Args[]).some((trait) => hasTrait({ trait }, v, c)) &&
          [a.also, a.too].every((trait) => trait === undefined || hasTrait({ trait }, v, c)),
      ),
    "+2 attack while adjacent to a Boros or Martial ally",
  ),
  gate(
    "adjacent-to-both-keywords-ally",
    ["adjacent to {keyword:keyword} {other:keyword} ally"],
    "While one of its allies with both keywords ('a Good Dragon ally') is adjacent to it.",
    nearCite,
    (a, v, subj, self) => alliesSeenFrom(v, subj, self).some((c) => v.adjacent(subj, c) && keyed(v, c, a.keyword as Keyword) && keyed(v, c, a.other as Keyword)),
    "+1 attack while adjacent to Good Dragon ally",
  ),
  gate(
    "adjacent-to-allies-with-power",
    ["adjacent to ally with {power:string}", "adjacent to {count:int} or more allies with {power:string}"],
    "While at least one (or the number given) of the power's owner's allies whose card has the power named is adjacent to it; for the owner itself, its own allies ('+5 damage while adjacent to an ally with \"Shield Wall\"').",
    nearCite,
    (a, v, subj, self) =>
      alliesSeenFrom(v, subj, self).filter((c) => v.adjacent(subj, c) && v.hasPowerNamed?.(c, a.power as string) === true).length >= ((a.count as number | undefined) ?? 1),
    'while adjacent to ally with "Shield Wall"',
  ),
  gate(
    "no-ally-within",
    ["no ally within {squares:squares}", "not within {squares:squares} of any ally"],
    "While none of its allies is within N squares of it.",
    nearCite,
    (a, v, subj, self) => !alliesSeenFrom(v, subj, self).some((c) => v.distance(subj, c) <= (a.squares as number)),
  ),
  gate(
    "allies-within-count",
    ["{count:int} or more allies within {squares:squares}", "at least {count:int} allies within {squares:squares}"],
    "While at least that many of its allies are within N squares of it.",
    nearCite,
    (a, v, subj, self) => alliesSeenFrom(v, subj, self).filter((c) => v.distance(subj, c) <= (a.squares as number)).length >= (a.count as number),
  ),
  // "If you control 2 or more creatures named Horde Zombie": creatures of that card in the power's warband, its owner included.
  gate(
    "controls-creatures-named",
    ["you control {count:int} or more creatures named {name:string}"],
    "While at least that many creatures in play in the power's owner's warband (the owner included) have a card of that name.",
    "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name)",
    (a, v, _subj, self, owner = self) =>
      v.creaturesInPlay().filter((c) => (c === owner || v.areAllies(owner, c)) && v.cardNameOf?.(c)?.toLowerCase() === String(a.name).toLowerCase()).length >= (a.count as number),
    'while you control 2 or more creatures named "Bog Shambler"',
  ),
  // "while within 5 squares of another Bluespawn Stormlizard": other creatures of that card, of either side.
  gate(
    "near-creatures-named",
    ["within {squares:squares} of {count:int} or more other creatures named {name:string}"],
    "While at least that many other creatures in play whose card has that name (ally or enemy) are within N squares of it.",
    "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Counting Distance",
    (a, v, subj) =>
      v.creaturesInPlay().filter((c) => c !== subj && v.cardNameOf?.(c)?.toLowerCase() === String(a.name).toLowerCase() && v.distance(subj, c) <= (a.squares as number)).length >= (a.count as number),
    'while within 6 squares of 1 or more other creatures named "Carnage Fiend"',
  ),
  gate(
    "no-levelled-ally-within",
    ["no {rank:rank} ally within {squares:squares}"],
    "While none of its allies of that level or cost ('level 7 or higher', 'lower-level') is within N squares of it.",
    nearCite,
    (a, v, subj, self) => !alliesSeenFrom(v, subj, self).some((c) => v.distance(subj, c) <= (a.squares as number) && rankHolds(a.rank as Rank, v, subj, c)),
    "+5 damage while no level 7 or higher ally within 5 squares",
  ),
  // "+5 {c} Damage whenever this creature includes a lower-level ally in the area of a {c} attack".
  gate(
    "area-holds-ranked-ally",
    ["its attack area includes {rank:rank} ally"],
    "While it is making a close or area attack whose area holds one of its allies of that level or cost ('lower-level').",
    "ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks",
    (a, v, subj) => (v.attackAreaOf?.(subj) ?? []).some((c) => c !== subj && v.areAllies(subj, c) && rankHolds(a.rank as Rank, v, subj, c)),
    "+5 damage with close attacks while its attack area includes lower-level ally",
  ),
  // "Whenever this creature's {c} or {a} attack has only 1 target, that attack has +5 Damage".
  gate(
    "area-one-target",
    ["its attack has only one target", "its attack area includes only one creature"],
    "While it is making a close or area attack with a single target: one creature in its area (a melee or ranged attack does not count).",
    "ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks",
    (_a, v, subj) => v.attackAreaOf?.(subj)?.length === 1,
    "+5 damage with close attacks while its attack has only one target",
  ),
  gate(
    "one-adjacent-enemy",
    ["adjacent to only one enemy", "only one enemy adjacent"],
    "While exactly one of its enemies is adjacent to it.",
    nearCite,
    (_a, v, subj) => enemiesOf(v, subj).filter((c) => v.adjacent(subj, c)).length === 1,
  ),
  gate(
    "alone-beside",
    ["no other creature adjacent", "with no other creature adjacent"],
    "While no creature other than the power's owner is adjacent to it (an attack's target standing alone against its attacker).",
    nearCite,
    (_a, v, subj, self) => !v.creaturesInPlay().some((c) => c !== subj && c !== self && v.adjacent(subj, c)),
    "+2 attack against targets with no other creature adjacent",
  ),
  gate(
    "occupying-terrain",
    ["occupying {terrain:string} terrain", "in {terrain:string} terrain", "occupying {terrain:string} or {more:string} terrain"],
    'While a square of its space is terrain of the type, or of either type named ("difficult": any terrain that costs extra to enter).',
    terrainCite,
    (a, v, subj) => [a.terrain, a.more].some((t) => t !== undefined && v.terrainIn?.(subj, t as string, "occupies") === true),
    'while occupying "forest" terrain',
  ),
  gate(
    "wholly-in-terrain",
    ["each square of its space in {terrain:string} terrain"],
    "While every square of its space is terrain of the type.",
    terrainCite,
    (a, v, subj) => v.terrainIn?.(subj, a.terrain as string, "fills") === true,
    'while each square of its space in "river" terrain',
  ),
  gate(
    "acted-this-round",
    ["having acted this round", "that has acted this round"],
    "While it has taken a turn this round.",
    "ddm-battle-rules-2011.txt § Rounds and Turns",
    (_a, v, subj) => v.actedThisRound?.(subj) === true,
    "+5 damage against targets having acted this round",
  ),
  gate(
    "not-acted-this-round",
    ["not having acted this round", "that has not acted this round"],
    "While it has not yet taken a turn this round.",
    "ddm-battle-rules-2011.txt § Rounds and Turns",
    (_a, v, subj) => v.actedThisRound?.(subj) === false,
    "+10 damage against targets not having acted this round",
  ),
  gate(
    "flanked-by-owner",
    ["it flanks", "this creature flanks"],
    "While the power's owner flanks it (an attack's target with an ally of the owner on its opposite side).",
    "ddm-battle-rules-2011.txt § Flanking",
    (_a, v, subj, self) => subj !== self && v.flanks?.(self, subj) === true,
    "+4 attack against targets it flanks",
  ),
  gate(
    "advantage-over-owner",
    ["having combat advantage against it", "having combat advantage against this creature"],
    "While it has combat advantage against the power's owner (an attack's target that the owner grants combat advantage to).",
    "ddm-battle-rules-2011.txt § Combat Advantage",
    (_a, v, subj, self) => subj !== self && v.combatAdvantage(subj, self),
    "+5 damage with melee attacks against targets having combat advantage against it",
  ),
  gate(
    "cannot-see-owner",
    ["that cannot see it", "that cannot see this creature"],
    "While it cannot see the power's owner (no line of sight, or the owner is invisible to it).",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight)",
    (_a, v, subj, self) => v.sees !== undefined && !v.sees(subj, self),
    "+2 attack against targets that cannot see this creature",
  ),
  // "a target that did not have line of sight to this creature at start of this creature's turn" (runtime/ddm/sight.ts notes it then).
  gate(
    "unseeing-at-turn-start",
    ["that could not see this creature at start of its turn", "that could not see it at start of its turn"],
    "While it is a creature that could not trace line of sight to the power's owner as the owner's last turn started (invisible counts as unseen); never before the owner's first turn.",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight; Invisible)",
    (_a, v, subj, self) => v.sawAtTurnStart?.(subj, self) === false,
    "+15 necrotic damage with melee attacks against targets that could not see this creature at start of its turn",
  ),
  gate(
    "can-see-owner",
    ["that can see it", "that can see this creature", "that has line of sight to it", "that have line of sight to it"],
    "While it can see the power's owner (it has line of sight to the owner, which is not invisible to it).",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight)",
    (_a, v, subj, self) => subj !== self && v.sees !== undefined && v.sees(subj, self),
    "enemies that can see it -2 AC",
  ),
  // An aura's rule held for a turn by a gate (not its reach) still stops while its creature is inactive (§ Continuous Powers, Aura; § Stunned).
  gate(
    "owner-active",
    ["this creature is active"],
    "While the power's owner is active (not Stunned, Helpless or otherwise inactive).",
    "ddm-battle-rules-2011.txt § Stunned; § Continuous Powers (Aura)",
    (_a, v, _subj, self, owner = self) => !(v.isInactive?.(owner) ?? false),
    "enemies cannot shift while this creature is active",
  ),
  gate("champion", ["champion"], "While it is a champion (its card has a champion rating).", championCite, (_a, v, subj) => v.isChampion?.(subj) === true, "+5 damage against champion targets"),
  gate(
    "undamaged",
    ["undamaged", "at full hit points"],
    "While it has all its hit points.",
    "ddm-battle-rules-2011.txt § Hit Points",
    (_a, v, subj) => v.isDamaged?.(subj) === false,
    "+10 damage against undamaged targets",
  ),
  gate(
    "damaged",
    ["damaged"],
    "While it has lost some of its hit points.",
    "ddm-battle-rules-2011.txt § Hit Points",
    (_a, v, subj) => v.isDamaged?.(subj) === true,
    "+2 attack against damaged targets",
  ),
  gate(
    "taking-ongoing-damage",
    ["taking ongoing [{type:damageType}] damage"],
    "While it has ongoing damage (of the type, when named).",
    "ddm-battle-rules-2011.txt § Ongoing Damage",
    (a, v, subj) => v.hasOngoing?.(subj, (a.type as string | undefined) ?? null) === true,
    "+3 attack against targets taking ongoing fire damage",
  ),
  // "hits a target that is (already) taking ongoing poison damage": before the hit, not from it.
  gate(
    "already-taking-ongoing-damage",
    ["already taking ongoing [{type:damageType}] damage"],
    "While it has ongoing damage (of the type, when named) that it had before the hit being resolved, if one is: ongoing damage the hit itself gave does not count.",
    "ddm-battle-rules-2011.txt § Ongoing Damage; § Attack Roll (Hit)",
    (a, v, subj) => (v.ongoingBeforeHit?.(subj) ?? null)?.some((t) => a.type === undefined || t === a.type) ?? v.hasOngoing?.(subj, (a.type as string | undefined) ?? null) === true,
    "whenever this creature hits target that is already taking ongoing poison damage",
  ),
  gate(
    "with-mode",
    ["with {mode:movementMode}"],
    "While it has the movement mode (Flight, Burrow, Phasing), from its card or a power.",
    "ddm-battle-rules-2011.txt § Movement Modes",
    (a, v, subj) => v.hasMode?.(subj, a.mode as string) === true,
    "+2 attack against targets with flight",
  ),
  gate(
    "without-mode",
    ["without {mode:movementMode}"],
    "While it lacks the movement mode.",
    "ddm-battle-rules-2011.txt § Movement Modes",
    (a, v, subj) => v.hasMode?.(subj, a.mode as string) === false,
    "+4 AC against enemies without flight",
  ),
  gate(
    "any-trait",
    ["{traits:traitList}"],
    "While it has any of the keywords, conditions or states listed ('Dazed or Stunned', 'Kobold or Orc or Goblin').",
    "ddm-battle-rules-2011.txt § Keywords; § Conditions",
    (a, v, subj) => (a.traits as Args[]).some((trait) => hasTrait({ trait }, v, subj)),
    "+10 damage against Dazed or Stunned targets",
  ),
  gate(
    "both-keywords",
    ["{keyword:keyword} {other:keyword}"],
    "While it has both keywords ('Evil Undead').",
    "ddm-battle-rules-2011.txt § Keywords",
    (a, v, subj) => keyed(v, subj, a.keyword as Keyword) && keyed(v, subj, a.other as Keyword),
    "+2 attack against Evil Undead targets",
  ),
  gate(
    "its-turn-and",
    ["on its turn if {state:gate}", "its turn if {state:gate}"],
    "While the creature is taking its own turn and the state named holds ('cannot move while on its turn if adjacent to bloodied enemy').",
    turnCite,
    (a, v, subj, self) => {
      const inner = a.state as { op: string; args: Args };
      return v.activeCreature() === subj && gateEntry(inner.op).holds(inner.args, v, subj, self);
    },
    "cannot move while on its turn if adjacent to bloodied enemy",
  ),
  gate(
    "not-state",
    ["not {state:gate}"],
    "While the state named does not hold ('recharge when end of its turn if not adjacent to Immobilized enemy').",
    "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Continuous Powers",
    (a, v, subj, self) => {
      const inner = a.state as { op: string; args: Args };
      return !gateEntry(inner.op).holds(inner.args, v, subj, self);
    },
    "recharge when end of its turn if not adjacent to Immobilized enemy",
  ),
  gate(
    "both-states",
    // Not "and": the language joins clauses with it.
    ["both {state:gate} as well as {other:gate}"],
    "While both states named hold ('+4 attack against targets both bloodied as well as granting combat advantage').",
    "ddm-battle-rules-2011.txt § Continuous Powers",
    (a, v, subj, self, owner) => [a.state, a.other].every((g) => {
      const inner = g as { op: string; args: Args };
      return gateEntry(inner.op).holds(inner.args, v, subj, self, owner);
    }),
    "+4 attack against targets both bloodied as well as granting combat advantage",
  ),
  gate(
    "either-state",
    ["either {state:gate} or {other:gate}"],
    "While either state named holds, or both: one bonus, not two ('+10 damage against targets either Good or taking ongoing poison damage').",
    "ddm-battle-rules-2011.txt § Bonuses and Penalties; § Continuous Powers",
    (a, v, subj, self, owner) => [a.state, a.other].some((g) => {
      const inner = g as { op: string; args: Args };
      return gateEntry(inner.op).holds(inner.args, v, subj, self, owner);
    }),
    "+10 damage against targets either Good or taking ongoing poison damage",
  ),
];
