// The read-only questions primitives ask (compiler/primitives/host.ts RulesView),
// answered from the battle state and the map.
import type { RulesView } from "../../compiler/primitives/host.js";
import type { Game } from "./game.js";
import { combatAdvantageReasons } from "./combat-advantage.js";
import { cardOf } from "./game.js";
import { conditionsOf, isInactive, modifiersInForce } from "./in-force.js";
import { vpValue, aloneInVictoryArea, endedTurnInEachVictoryArea, inNewVictoryArea, inVictoryArea, inVictoryAreaOf, sharesVictoryArea } from "./scoring.js";
import { sees } from "./sight.js";
import { besideTerrain, besideWall, terrainIn, turnStartDistance } from "./surroundings.js";
import { creatureById, inPlay } from "./state.js";
import { modesOf } from "./terrain.js";
import { flankingPartner } from "./flanking.js";
import { contributionsTo, damageDefencesOf, dealtTypes, printedReach, speedOf } from "./values.js";
import { areaOfAttackBy, attackedInRound, hitEarlierThisAction, ongoingBeforeHit, wasHitBy } from "./attack-memory.js";
import { countersOf } from "./counters.js";
import { failedSavesAgainst } from "./card-conditions.js";

const nonLiving = ["construct", "object", "undead"];

/**
 * Keywords of the creature's card. Living is derived (not Construct, Object or Undead),
 * Good and Evil are its alignment, which old cards printed among the keywords, a
 * faction names its members, and a size word (Small, Large) is its size.
 * ddm-battle-rules-2011.txt § Keywords (Living); § Appendix A (alignment is not a keyword)
 */
export function creatureHasKeyword(g: Game, id: string, keyword: string): boolean {
  const k = keyword.toLowerCase();
  const printed = printedKeyword(g, id, k);
  const changes = keywordChanges(g, id);
  if (changes.length === 0) return printed;
  // "Loses the Dwarf keyword …", "has the Dragonne keyword …" (compiler/primitives/gained-keywords.ts).
  if (changes.some((c) => c.stat === "loses-keyword" && c.keyword === k)) return false;
  return printed || changes.some((c) => c.stat === "gains-keyword" && c.keyword === k);
}

/** Creatures whose keyword rules are being read: asked again meanwhile (a state "while a Dwarf ally is in play"), they answer by their card. */
const reading = new Set<string>();
const changesAny = new WeakMap<object, boolean>();

/**
 * Keywords gained or lost by the rules reaching the creature now, read only when some card
 * or item of the battle says such a rule. ddm-battle-rules-2011.txt § Keywords
 */
function keywordChanges(g: Game, id: string): { stat: string; keyword: string }[] {
  let any = changesAny.get(g.ir);
  if (any === undefined) {
    const powers = [...g.ir.creatures.flatMap((c) => c.powers), ...g.ir.items.flatMap((i) => i.powers)];
    // A rule of its own, or an effect that gives one for a while ("get keyword Undead until end of battle"), however deep in the power.
    any = powers.some((p) => p.clauses.some(saysKeywordChange));
    changesAny.set(g.ir, any);
  }
  if (!any || reading.has(id)) return [];
  reading.add(id);
  try {
    return modifiersInForce(g, id)
      .filter((m) => m.clause.op === "gains-keyword" || m.clause.op === "loses-keyword")
      .map((m) => ({ stat: m.clause.op, keyword: (m.clause.args.keyword as { keyword: string }).keyword.toLowerCase() }));
  } finally {
    reading.delete(id);
  }
}

/**
 * Sight asked again while it is being worked out ("enemies that can see this creature have
 * -2 AC" is among the rules of the viewer that sight reads): not seen meanwhile, so sight
 * is read from the viewer's other rules (warband's own reading: such a penalty never bears
 * on sight).
 */
const seeing = new Set<string>();
function seesOnce(g: Game, viewer: string, target: string): boolean {
  const key = `${viewer}>${target}`;
  if (seeing.has(key)) return false;
  seeing.add(key);
  try {
    return sees(g, viewer, target);
  } finally {
    seeing.delete(key);
  }
}

function saysKeywordChange(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(saysKeywordChange);
  if (typeof x !== "object" || x === null) return false;
  const o = x as Record<string, unknown>;
  return o.op === "gains-keyword" || o.op === "loses-keyword" || Object.values(o).some(saysKeywordChange);
}

function printedKeyword(g: Game, id: string, k: string): boolean {
  const c = creatureById(g.state, id);
  const card = cardOf(g, c.card);
  // Keywords gained in play (Summoned) count beside the card's.
  const has = (w: string) => card.keywords.some((x) => x.toLowerCase() === w) || (c.keywords ?? []).some((x) => x.toLowerCase() === w);
  if (k === "living") return !nonLiving.some(has);
  if (k === "good" || k === "evil") return card.alignment === k;
  // "Underdark creatures", "Civilization or Evil targets": cards name a faction as they name a keyword (§ Faction).
  if (card.factions.some((f) => f.toLowerCase() === k)) return true;
  // "Non-champion Orc allies": cards name creatures with a champion rating as a keyword does (§ Champion Powers).
  if (k === "champion") return (card.champion ?? 0) > 0;
  // "Destroys a Unique enemy": Unique is printed with the keywords though it is not one, and cards name it as one (§ How to Read a Creature Stat Card, Keywords).
  if (k === "unique") return card.unique;
  // "Small creatures in your warband": a size names creatures as a keyword does.
  if (g.ir.ruleset.sizes.some((sz) => sz.name.toLowerCase() === k)) return card.size.toLowerCase() === k;
  return has(k);
}

export function rulesView(g: Game): RulesView {
  const s = g.state;
  // A destroyed creature is measured from the space it occupied: "enemies adjacent to target" after the hit destroyed it (damage.ts lastSpace).
  const space = (id: string) => {
    const c = creatureById(s, id);
    return c.space ?? (c.status === "destroyed" ? (c.lastSpace ?? null) : null);
  };
  return {
    creaturesInPlay: () => inPlay(s).map((c) => c.id),
    isInPlay: (id) => {
      const c = s.creatures.find((x) => x.id === id);
      return c !== undefined && c.status === "in-play" && c.space !== null;
    },
    // ddm-battle-rules-2011.txt § Hit Points (Bloodied): at or below the bloodied score.
    isBloodied: (id) => {
      const c = creatureById(s, id);
      return c.hp <= c.bloodiedAt;
    },
    hitPoints: (id) => creatureById(s, id).hp,
    // A condition counts when it is had directly or through another that includes it (Stunned includes Dazed).
    hasCondition: (id, condition) => conditionsOf(g, id).has(condition.toLowerCase()),
    activeCreature: () => s.active?.creature ?? null,
    areEnemies: (a, b) => creatureById(s, a).side !== creatureById(s, b).side,
    areAllies: (a, b) => a !== b && creatureById(s, a).side === creatureById(s, b).side,
    adjacent: (a, b) => {
      const sa = space(a);
      const sb = space(b);
      return sa !== null && sb !== null && g.grid.adjacent(sa, sb);
    },
    hasKeyword: (id, keyword) => creatureHasKeyword(g, id, keyword),
    combatAdvantage: (attacker, target) => combatAdvantageReasons(g, attacker, target).length > 0,
    isInactive: (id) => isInactive(g, id) !== null,
    isCharging: (id) => s.active?.creature === id && s.active.charging === true,
    isMoving: (id) => creatureById(s, id).moving === true,
    movedFromBesideWall: (id) => {
      const from = creatureById(s, id).movingFrom;
      return from !== undefined && besideWall(g, from);
    },
    besideSquaresEntered: (mover, id) => {
      const at = creatureById(s, id).space;
      return id !== mover && !!at && (g.state.enteredByPower?.[mover] ?? []).some((p) => g.grid.adjacent(p, at));
    },
    hasAttacked: (id) => creatureById(s, id).attacked === true,
    sizeRank: (id) => g.ir.ruleset.sizes.findIndex((z) => z.name === cardOf(g, creatureById(s, id).card).size),
    sizeRankOf: (size) => g.ir.ruleset.sizes.findIndex((z) => z.name.toLowerCase() === size.toLowerCase()),
    sees: (viewer, target) => seesOnce(g, viewer, target),
    // A destroyed creature, where it stood: "destroys an enemy occupying a victory area".
    inVictoryArea: (id, own) => inVictoryArea(g, { ...creatureById(s, id), space: space(id) }, own),
    inVictoryAreaOf: (id, player) => inVictoryAreaOf(g, { ...creatureById(s, id), space: space(id) }, player),
    endedTurnInEachVictoryArea: (id) => endedTurnInEachVictoryArea(g, creatureById(s, id)),
    inNewVictoryArea: (id) => inNewVictoryArea(g, creatureById(s, id)),
    aloneInVictoryArea: (id) => aloneInVictoryArea(g, creatureById(s, id)),
    sharesVictoryArea: (a, b) => sharesVictoryArea(g, creatureById(s, a), creatureById(s, b)),
    areaDistance: (id, area) => {
      const c = creatureById(s, id);
      const areas = area === "victory area" ? g.map.victoryAreas : g.map.startAreas.filter((a) => (a.side === c.side) === (area === "start area"));
      const squares = areas.flatMap((a) => a.squares);
      return c.space === null || squares.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...squares.map((q) => g.grid.rawDistance(c.space!, { ...q, size: 1 })));
    },
    playerOf: (id) => creatureById(s, id).owner,
    alliesDestroyed: (id) => s.creatures.filter((c) => c.id !== id && c.status === "destroyed" && c.side === creatureById(s, id).side).length,
    enemiesDestroyed: (id) => s.creatures.filter((c) => c.status === "destroyed" && c.side !== creatureById(s, id).side).length,
    reach: (id) => Math.max(1, ...cardOf(g, creatureById(s, id).card).attacks.map((a) => (a.kind === "melee" ? printedReach(g, id, a) : 1))),
    takingOngoing: (id, type) => creatureById(s, id).effects.some((e) => e.kind === "ongoing" && (type === undefined || e.name === type)),
    adjacentToWall: (id) => {
      const sp = space(id);
      return sp !== null && besideWall(g, sp);
    },
    adjacentToTerrain: (id, terrain) => {
      const sp = space(id);
      return sp !== null && besideTerrain(g, sp, terrain);
    },
    didThisTurn: (id, what) => {
      const t = s.active;
      if (t?.creature !== id) return false;
      if (what === "move") return t.moved === true;
      if (what === "attack") return t.attacked === true;
      if (what === "charge") return t.charged === true;
      if (what === "hit") return t.hit === true;
      return t.attackKinds?.includes(what) ?? false;
    },
    squaresMovedThisTurn: (id) => (s.active?.creature === id ? (s.active.squaresMoved ?? 0) : 0),
    attackedThisTurn: (id, target) => s.active?.creature === id && (s.active.attackedTargets?.includes(target) ?? false),
    hitThisTurn: (id, target) => s.active?.creature === id && (s.active.hitTargets?.includes(target) ?? false),
    hitEarlierThisAction: (id) => hitEarlierThisAction(g, id),
    hitWithThisTurn: (id, attack) => s.active?.creature === id && (s.active.hitWith?.includes(attack.toLowerCase()) ?? false),
    attackedBy: (id, by) => creatureById(s, id).attackedBy?.includes(by) ?? false,
    wasAttacked: (id) => (creatureById(s, id).attackedBy?.length ?? 0) > 0,
    damagedBy: (id, by) => creatureById(s, id).damagedBy?.includes(by) ?? false,
    hitsMade: (id) => creatureById(s, id).hitsMade ?? [],
    sawAtTurnStart: (viewer, id) => creatureById(s, id).seenAtTurnStart?.includes(viewer) ?? null,
    attackedThisRound: (id) => creatureById(s, id).attackedRound === s.round,
    currentRound: () => s.round,
    // ddm-battle-rules-2011.txt § Rounds and Turns: a creature's turn count goes up as its turn ends.
    firstToActivate: (id) => s.active?.creature === id && s.creatures.every((c) => !c.turnsThisRound),
    firstOfSideToActivate: (id) => s.active?.creature === id && s.creatures.every((c) => c.side !== creatureById(s, id).side || !c.turnsThisRound),
    lastToActivate: (id) => s.active?.creature === id && s.creatures.every((c) => c.id === id || c.status !== "in-play" || c.actedThisRound),
    powerLasts: (id, power) => creatureById(s, id).effects.some((e) => e.kind === "lasting" && e.name === power),
    chosenBy: (self, power) => Object.entries(creatureById(s, self).chose ?? {}).find(([name]) => name.toLowerCase() === power.toLowerCase())?.[1],
    affectedBy: (id, source, rule) => creatureById(s, id).effects.some((e) => e.source === source && e.rule.toLowerCase() === rule.toLowerCase()),
    levelOf: (id) => cardOf(g, creatureById(s, id).card).level,
    speedOf: (id) => speedOf(g, id).value,
    normalSpeedOf: (id) => cardOf(g, creatureById(s, id).card).speed,
    attackedInRound: (attacker, target) => attackedInRound(g, attacker, target),
    wasHitBy: (target, attacker, attack) => wasHitBy(g, target, attacker, attack),
    vulnerableTo: (id, type) => damageDefencesOf(g, id).vulnerable.some((c) => c.damageType === "all" || c.damageType?.toLowerCase() === type.toLowerCase()),
    damageTypesDealt: (id) => [...new Set(cardOf(g, creatureById(s, id).card).attacks.flatMap(dealtTypes))],
    mountOf: (id) => creatureById(s, id).riding,
    hasPowerNamed: (id, name) => cardOf(g, creatureById(s, id).card).powers.some((p) => p.name?.toLowerCase() === name.toLowerCase()),
    auraNamed: (id, name) => cardOf(g, creatureById(s, id).card).powers.find((p) => p.aura !== null && p.name?.toLowerCase() === name.toLowerCase())?.aura ?? null,
    // A penalty is a negative modifier (§ Bonuses and Penalties); "-2 to all defenses" is one to each defence.
    hasPenaltyTo: (id, stat) =>
      contributionsTo(g, id).some((c) => c.op === "add" && c.amount < 0 && (c.stat === stat || (c.stat === "defenses" && g.ir.ruleset.defenses.includes(stat))) && !c.against && !c.by && !c.attackKind && !c.opportunity),
    // Resistances do not add up: the highest counts (§ Resistance and Vulnerability); one held only against some attacks is not had.
    resistAllOf: (id) => Math.max(0, ...damageDefencesOf(g, id).resist.filter((c) => c.damageType === "all" && !c.against && !c.by && !c.critical && !c.attackKind && !c.opportunity && c.versus === undefined).map((c) => c.amount)),
    defendsAgainstType: (id, how, type) =>
      damageDefencesOf(g, id)[how].some((c) => c.damageType?.toLowerCase() === type.toLowerCase() && !c.against && !c.by && !c.critical && !c.attackKind && !c.opportunity && c.versus === undefined),
    costOf: (id) => cardOf(g, creatureById(s, id).card).cost,
    worthOf: (id) => vpValue(g, creatureById(s, id)),
    countersOf: (id, name) => countersOf(g, id, name),
    failedSavesAgainst: (id, condition) => failedSavesAgainst(g, id, condition),
    heldInReserveBy: (id) => {
      const c = creatureById(s, id);
      return c.status === "in-play" && c.space === null ? c.heldBy : undefined;
    },
    cardNameOf: (id) => cardOf(g, creatureById(s, id).card).name,
    turnStartDistance: (id) => turnStartDistance(g, id),
    attackAreaOf: (id) => areaOfAttackBy(g, id),
    turnStartDistanceTo: (id, other) => {
      const a = s.active;
      const to = creatureById(s, other).space;
      return a?.creature === id && a.startSpace && to ? g.grid.distance(a.startSpace, to) : null;
    },
    isChampion: (id) => (cardOf(g, creatureById(s, id).card).champion ?? 0) > 0,
    vpOf: (id) => s.players[creatureById(s, id).owner]?.vp ?? 0,
    wonInitiative: (id) => s.initiative?.round === s.round && s.initiative.winner === creatureById(s, id).owner,
    terrainIn: (id, terrain, how) => {
      const sp = space(id);
      return sp !== null && terrainIn(g, sp, terrain, how);
    },
    actedThisRound: (id) => creatureById(s, id).actedThisRound,
    isDamaged: (id) => {
      const c = creatureById(s, id);
      return c.hp < c.maxHp;
    },
    ongoingBeforeHit: (id) => ongoingBeforeHit(g, id),
    hasOngoing: (id, damageType) => creatureById(s, id).effects.some((e) => e.kind === "ongoing" && (damageType === null || e.name.toLowerCase() === damageType.toLowerCase())),
    flanks: (attacker, target) => flankingPartner(g, attacker, target) !== null,
    flanksWith: (attacker, partner, target) => flankingPartner(g, attacker, target, partner) !== null,
    hasMode: (id, mode) => modesOf(g, creatureById(s, id))[mode.toLowerCase() as "flight" | "burrow" | "phasing"] === true,
    distanceTo: (id, to) => {
      const from = space(id);
      return from === null ? Number.POSITIVE_INFINITY : g.grid.distance(from, to);
    },
    distance: (a, b) => {
      const sa = space(a);
      const sb = space(b);
      return sa === null || sb === null ? Number.POSITIVE_INFINITY : g.grid.distance(sa, sb);
    },
  };
}
