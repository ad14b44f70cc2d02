// What a primitive's handler may ask of, and do to, a battle. The runtime implements
// these interfaces; handlers see creatures only as ids, so they stay pure functions
// of their arguments and this view.
import type { SourceRef } from "../../grammar/source.js";
import type { DurationIR } from "../ir.js";
import type { DamagePart } from "../phrases/slots.js";
import type { Args } from "./entry.js";
import type { EntryArea } from "./set-up.js";

export type { DamagePart };

/** Read-only questions about the battle, relative to creature ids. */
export interface RulesView {
  /** Ids of every creature on the battlefield, in a stable order. */
  creaturesInPlay(): string[];
  isInPlay(id: string): boolean;
  isBloodied(id: string): boolean;
  hasCondition(id: string, condition: string): boolean;
  areEnemies(a: string, b: string): boolean;
  areAllies(a: string, b: string): boolean;
  adjacent(a: string, b: string): boolean;
  distance(a: string, b: string): number;
  /** Has the creature this keyword (case-insensitive)? Good and Evil also answer by alignment. */
  hasKeyword(id: string, keyword: string): boolean;
  /** The creature whose turn it is, or null between turns. */
  activeCreature(): string | null;
  /** Has `attacker` combat advantage against `target` right now? */
  combatAdvantage(attacker: string, target: string): boolean;
  /** Is the creature inactive: has it a condition that says so, as Stunned or Helpless (§ Stunned)? */
  isInactive?(id: string): boolean;
  /** Is the creature charging right now (its charge's move and attack)? */
  isCharging?(id: string): boolean;
  /** The creature's size as its place among the ruleset's sizes, smallest first. */
  sizeRank?(id: string): number;
  /** A size's place among the ruleset's sizes, smallest first (-1 if it is not one). */
  sizeRankOf?(size: string): number;
  /** Can `viewer` see `target` (line of sight, invisibility)? */
  sees?(viewer: string, target: string): boolean;
  /** Does the creature occupy a victory area (`own`: one of its own side's)? */
  inVictoryArea?(id: string, own: boolean): boolean;
  /** In its own turn, does the creature occupy a victory area it did not occupy where it began that turn? */
  inNewVictoryArea?(id: string): boolean;
  /** Does the creature occupy one of its own side's victory areas that no other creature occupies? */
  aloneInVictoryArea?(id: string): boolean;
  /** Does the creature occupy one of that player's (0 or 1) victory areas? */
  inVictoryAreaOf?(id: string, player: number): boolean;
  /** Has the creature ended a turn in each victory area of the map this battle (and has the map two or more)? */
  endedTurnInEachVictoryArea?(id: string): boolean;
  /** Is there a victory area both creatures occupy? */
  sharesVictoryArea?(a: string, b: string): boolean;
  /** Squares from the creature's space to the nearest square of any victory area, or of its side's start area (0 inside one, 1 adjacent). */
  areaDistance?(id: string, area: "victory area" | "start area" | "opponent's start area"): number;
  /** Is the creature `id` (not the mover) adjacent to a square `mover` entered in its last move by a power? */
  besideSquaresEntered?(mover: string, id: string): boolean;
  /** Is the creature moving right now (between the squares of a move or shift)? */
  isMoving?(id: string): boolean;
  /** Did the move it is making begin in a space adjacent to a wall? */
  movedFromBesideWall?(id: string): boolean;
  /** Has the creature made an attack this battle (its first attack resolved)? */
  hasAttacked?(id: string): boolean;
  /** The squares the creature's melee attacks reach: its longest reach, 1 without one. */
  reach?(id: string): number;
  /** The creature's current hit points. */
  hitPoints?(id: string): number;
  /** The player (0 or 1) whose warband the creature is in. */
  playerOf?(id: string): number;
  /** Is the creature taking ongoing damage (of this type)? */
  takingOngoing?(id: string, type?: string): boolean;
  /** Does a wall fill a square next to the creature's space, or run along its edge? */
  adjacentToWall?(id: string): boolean;
  /** Is a square of this terrain type in or next to the creature's space? */
  adjacentToTerrain?(id: string, terrain: string): boolean;
  /**
   * Has the creature, on its own turn now being taken, moved a square of its own, declared an attack (of a kind),
   * charged or hit with an attack? False on another's turn.
   */
  didThisTurn?(id: string, what: "move" | "attack" | "charge" | "hit" | "melee" | "ranged" | "close" | "area"): boolean;
  /** The squares of its own the creature has moved in the turn it is taking (0 on another's turn). */
  squaresMovedThisTurn?(id: string): number;
  /** Has the creature, on its own turn now being taken, made an attack against `target` (its attack rolled against it)? False on another's turn. */
  attackedThisTurn?(id: string, target: string): boolean;
  /** On its own turn, has one of its attacks hit `target` this turn? False on another's turn. */
  hitThisTurn?(id: string, target: string): boolean;
  /** Has an earlier attack of the attack action the creature is making hit (a repeated attack's "if the first hits")? */
  hitEarlierThisAction?(id: string): boolean;
  /** In its own turn, has an attack of the creature of that name (any case) hit? */
  hitWithThisTurn?(id: string, attack: string): boolean;
  /** Has `by` made an attack against the creature this battle (its attack rolled against it)? */
  attackedBy?(id: string, by: string): boolean;
  /** Has any creature made an attack against it this battle? */
  wasAttacked?(id: string): boolean;
  /** Has `by` dealt the creature damage this battle? */
  damagedBy?(id: string, by: string): boolean;
  /** Could `viewer` trace line of sight to the creature as the creature's last turn started? null when it has had no turn, or no card asks it. */
  sawAtTurnStart?(viewer: string, id: string): boolean | null;
  /** The attacks the creature has hit with this battle, before the hit being resolved (each kind once). */
  hitsMade?(id: string): { attackKind: string; basic: boolean; attackName: string; charge?: true; opportunity?: true }[];
  /** Has the creature declared an attack in the round being played? */
  attackedThisRound?(id: string): boolean;
  /** The round being played, counted from 1. */
  currentRound?(): number;
  /** Is the creature taking the round's first creature-turn (no turn of the round has ended yet)? */
  firstToActivate?(id: string): boolean;
  /** Is the creature taking its side's first creature-turn of the round (no turn of a creature of its side has ended yet this round)? */
  firstOfSideToActivate?(id: string): boolean;
  /** Is the creature taking the round's last creature-turn (every other creature in play has acted this round)? */
  lastToActivate?(id: string): boolean;
  /** Has the creature an effect (condition, ongoing damage, modifier) that `source`'s power or attack of that name gave it? */
  affectedBy?(id: string, source: string, rule: string): boolean;
  /** The creature `self`'s power of that name last named "that enemy" (chose, or its trigger's), if any. */
  chosenBy?(self: string, power: string): string | undefined;
  /** The creature's current Speed, after every modifier. */
  speedOf?(id: string): number;
  /** The creature's Speed as its card prints it (its normal speed, before any modifier). */
  normalSpeedOf?(id: string): number;
  /** Has the creature a penalty (a negative modifier in force) to the statistic ("a penalty to AC")? */
  hasPenaltyTo?(id: string, stat: string): boolean;
  /** The highest Resist All the creature has (0 without one), from its card or a power; resistances that hold only sometimes do not count. */
  resistAllOf?(id: string): number;
  /** Has the creature Resist (or Immune) to that damage type as such (not All), from its card or a power; ones that hold only sometimes do not count. */
  defendsAgainstType?(id: string, how: "resist" | "immune", type: string): boolean;
  /** Did `attacker` make an attack roll against `target` this round? */
  attackedInRound?(attacker: string, target: string): boolean;
  /** Has `attacker`'s attack of that name hit `target` this battle? */
  wasHitBy?(target: string, attacker: string, attack: string): boolean;
  /** Is the creature vulnerable to damage of the type (or to all damage)? */
  vulnerableTo?(id: string, damageType: string): boolean;
  /** The damage types the attacks of the creature's card deal. */
  damageTypesDealt?(id: string): string[];
  /** The creature ridden by `id`, if it rides a mount (§ Mounts and Riders). */
  mountOf?(id: string): string | undefined;
  /** Has the creature's card a power of this name (case aside)? */
  hasPowerNamed?(id: string, name: string): boolean;
  /** The radius of the aura of this name (case aside) on the creature's card, or null when it has no such aura. */
  auraNamed?(id: string, name: string): number | null;
  /** The creature's level, as its card prints it. */
  levelOf?(id: string): number;
  /** The name its card prints ("Bone Sentinel"). */
  cardNameOf?(id: string): string;
  /** The creature holding it off the battle map by a reserve power, if one does (compiler/primitives/off-map.ts). */
  heldInReserveBy?(id: string): string | undefined;
  /** How many counters of the name (lower case) are on the creature (compiler/primitives/counters.ts). */
  countersOf?(id: string, name: string): number;
  /** How many saving throws the creature has failed against the named condition it has (compiler/primitives/card-conditions.ts); 0 if it has none of that name. */
  failedSavesAgainst?(id: string, condition: string): number;
  /** The creature's cost in points, as its card prints it. */
  costOf?(id: string): number;
  /** What destroying the creature scores: its card's cost and its items' (ddm-battle-rules-2011.txt § Assault). */
  worthOf?(id: string): number;
  /** On its own turn, the counted distance from the square where it started that turn; null otherwise. */
  turnStartDistance?(id: string): number | null;
  /** The creatures in the area of the close or area attack it is making now; null when it makes none. */
  attackAreaOf?(id: string): string[] | null;
  /** On its own turn, the counted distance from the square where it started that turn to another creature; null otherwise. */
  turnStartDistanceTo?(id: string, other: string): number | null;
  /** Has its card a champion rating? */
  isChampion?(id: string): boolean;
  /** Terrain of the type ("difficult": any terrain costing extra to enter) in a square of its space, or in every square of it. */
  terrainIn?(id: string, terrain: string, how: "occupies" | "fills"): boolean;
  /** Has it taken a turn this round? */
  actedThisRound?(id: string): boolean;
  /** Has it fewer hit points than its maximum? */
  isDamaged?(id: string): boolean;
  /** Has it ongoing damage (of the type, when given)? */
  hasOngoing?(id: string, damageType: string | null): boolean;
  /** The types of ongoing damage ("" untyped) the creature had before the hit on it being resolved; null when no hit on it is. */
  ongoingBeforeHit?(id: string): string[] | null;
  /** Does `attacker` flank `target` (an ally of the attacker on the opposite side of it)? */
  flanks?(attacker: string, target: string): boolean;
  /** Do `attacker` and `partner` flank `target` together (on opposite sides of it)? */
  flanksWith?(attacker: string, partner: string, target: string): boolean;
  /** How many of its allies have been destroyed this battle. */
  alliesDestroyed?(id: string): number;
  /** How many creatures of the other side have been destroyed so far in the battle. */
  enemiesDestroyed?(id: string): number;
  /** Has it the movement mode (flight, burrow, phasing), from its card or a power? */
  hasMode?(id: string, mode: string): boolean;
  /** Squares from the creature to a space (the square a moving creature is about to enter); 1 is adjacent. */
  distanceTo?(id: string, space: SpaceRef): number;
  /** Did the creature's player win this round's initiative test (false before it is rolled)? */
  wonInitiative?(id: string): boolean;
  /** The victory points the creature's player has. */
  vpOf?(id: string): number;
  /** Does a use of the creature's power of this name still last ("\"Fog Bank\" lasts until end of round")? */
  powerLasts?(id: string, power: string): boolean;
}

/** Which effects a power ends: those a save can end, save-ends conditions, ongoing damage, conditions, any, or a condition by name. */
export type EndableEffects = "save-ends" | "save-ends-condition" | "ongoing" | "conditions" | "any" | { condition: string };

/** Where a move by a power must end: in a square where the state holds, still next to an enemy it stood next to, or next to the creature named. */
export interface MoveEnding {
  gate?: { op: string; args: Args };
  besideEnemy?: true;
  /** A creature's id: next to its space (the space it stood in, if it is being destroyed). */
  beside?: string;
  /** A creature's id: a space holding a square of its space (the space it stood in, if it was destroyed). */
  inSpaceOf?: string;
  /** A creature's id: nearer to its space than the mover stands now ("shifts 1 square closer to target"). */
  closer?: string;
  /** Nearer to at least one enemy than the mover stands now ("teleport 6, ending closer to an enemy"). */
  closerToEnemy?: true;
  /** At least `squares` squares from the creature `from` (from the space it stood in, if it was destroyed): "at least 5 squares away from that enemy". */
  farFrom?: { from: string; squares: number };
}

/** Limits a card puts on a push, pull or slide: "(must end adjacent to this creature)", "target cannot be pushed into a pit". */
export interface ForcedLimits {
  ending?: MoveEnding;
  avoidPits?: true;
}

/** A space on the battlefield: its top-left square and its size in squares. */
export interface SpaceRef {
  x: number;
  y: number;
  size: number;
}

/** Who caused a change: the creature, the rule by name, and the line that says so. */
export interface Cause {
  creature: string | null;
  rule: string;
  src: SourceRef | null;
  /** When an attack causes it: the attack's kind and whether it is basic ("destroys an enemy with a melee attack"). */
  attackKind?: string;
  basic?: boolean;
  /** When an attack causes it: the damage types its damage lines deal ("with an attack that deals fire damage"). */
  dealing?: string[];
  /** The attack's hit is a critical hit ("Resist 15 All against critical hits"). */
  critical?: boolean;
  /** The squares of the close or area attack being resolved, for effects on its area ("each square in area gains …"). */
  area?: { x: number; y: number }[];
  /** An effect an attack's hit gave (its riders, not its damage): the attack's kind ("becomes Dazed by an attack"). */
  fromAttack?: { kind: string; basic: boolean; base?: number };
  /** The second creature an effect names, resolved from the trigger's creatures: the one "that ally" attacks (EffectEntry.versus). */
  versus?: string;
  /** Damage dealt by an ongoing damage effect at the start of a turn ("takes ongoing damage"). */
  ongoing?: boolean;
}

/** State changes effects may make. Each one is logged with its cause. */
/** Where a power lays terrain: every square within N squares of the creature (only those adjacent, not its own), one clear square within N that its player picks, or squares all over the map (`over`). */
export interface TerrainLaying {
  type: string;
  within: number;
  adjacent?: boolean;
  pick?: boolean;
  /** With `pick`: any square but a wall may be picked, and the squares within this many of it are laid too. */
  around?: number;
  /** Over the whole map instead of around the owner: every square already of one of these terrain types, or every clear square. */
  over?: string[] | "clear";
  /** With `over` terrain types: the squares are no longer of those types while they are of the new one ("river terrain becomes slippery terrain instead"). */
  instead?: boolean;
  /** The squares of the attack's area (all of them, or with `pick` one clear square among them) instead of squares around the owner. */
  area?: boolean;
  /** No terrain but a zone: each creature other than the power's owner that starts its turn in one of the squares takes this damage. */
  zone?: DamagePart[];
  /** With `zone`: each creature entering one of the squares takes it instead ("whenever a creature enters that square"). */
  zoneOnEntering?: boolean;
  /** Walls, not terrain: up to this many contiguous unoccupied squares within `within`, picked one by one by the power's player. */
  walls?: number;
  /** Terrain on up to this many contiguous squares the creature can see, picked one by one by the power's player. */
  contiguousSeen?: number;
}

/** Which of its card's attacks a power lets a creature make: by name (or one of several names), by kind (either of two), basic ones. */
export interface AttackPick {
  name?: string;
  names?: string[];
  kinds?: string[];
  basic?: boolean;
  /** Made without provoking opportunity attacks ("a Shortbow attack that does not provoke opportunity attacks"). */
  calm?: boolean;
}

/** Where a new creature is put: beside the power's owner, within N squares of it, in a creature's space, in an area. */
export type NewCreaturePlace = { beside: "self" } | { within: number } | { spaceOf: string } | { area: "start area" };

export interface EffectHost extends RulesView {
  /** Counters of the name put on (a negative count: taken off) the creature, never below 0. */
  addCounters?(target: string, name: string, count: number, cause: Cause): void;
  /** Every counter of the name (of every name, for null) taken off the creature. */
  clearCounters?(target: string, name: string | null, cause: Cause): void;
  /** The creature leaves the battle map, still in play, remembering the space it left (compiler/primitives/off-map.ts). */
  removeFromMap?(target: string, cause: Cause): void;
  /** At set-up, `self`'s player takes up to `count` of its placed creatures that fit `kind` off the map, held in reserve by `self`. */
  holdInReserve?(self: string, count: number, kind: Args, cause: Cause): void;
  /** The creature (one off the map too) is placed within `squares` of `of`, or where `of` can see. */
  placeNear?(target: string, cause: Cause, near: { of: string; squares?: number; seen?: true }): void;
  /** A creature off the map is put back in the space it left, or the nearest legal position. */
  putBackWhereLeft?(target: string, cause: Cause): void;
  /** The creature counts as having activated this round. */
  countAsActivated?(target: string, cause: Cause): void;
  damage(target: string, parts: DamagePart[], cause: Cause): void;
  heal(target: string, amount: number, cause: Cause): void;
  /** The creature is destroyed, whatever its hit points (ddm-battle-rules-2011.txt § Hit Points, Destroyed). */
  destroy?(target: string, cause: Cause): void;
  bonusHp(target: string, amount: number, cause: Cause): void;
  /** During set-up: the creature's maximum and current hit points become `hp` (compiler/primitives/set-up.ts starting-hp). */
  startingHp?(target: string, hp: number, cause: Cause): void;
  /** Brings a creature of the named card into play within `squares` of `near`, in the summoner's warband. */
  summon(card: string, near: string, squares: number, cause: Cause): void;
  /** A new creature of a card its player picks (by keyword and cost) joins `self`'s warband where `place` says (compiler/primitives/new-creatures.ts). */
  newCreature?(self: string, pick: { keywords: string[]; cost: number | null; name?: string }, place: NewCreaturePlace, cause: Cause): void;
  addCondition(target: string, condition: string, duration: DurationIR | null, cause: Cause): void;
  /** The creature provokes opportunity attacks from adjacent enemies, of the keyword if one is given (§ Opportunity Attacks). */
  provoke?(target: string, cause: Cause, keyword?: { keyword: string }): void;
  /** A modifier (a registry modifier's op and args) that lasts for the duration (§ Bonuses and Penalties; § Conditions, Duration). */
  addModifier(target: string, modifier: { op: string; args: Args }, duration: DurationIR | null, cause: Cause, gate?: { op: string; args: Args }): void;
  /** Forbids the creature an action for the duration (card text, tier 4; § Core Rules and Exceptions). */
  restrictFor?(target: string, verb: string, duration: DurationIR | null, cause: Cause): void;
  /** A modifier whose amount adds to the one the same power already gives, up to `max` (§ Bonuses and Penalties, Duplicate Effects). */
  addCumulativeModifier?(target: string, modifier: { op: string; args: Args }, max: number | null, duration: DurationIR | null, cause: Cause): void;
  /** Ongoing damage is save ends unless another duration is written; a "save ends both" duration puts it in the line's save group. */
  addOngoing(target: string, amount: number, damageType: string | null, cause: Cause, duration?: DurationIR | null): void;
  /** The ongoing damage of that type (any, when null) the creature takes grows by `amount` ("+5 ongoing poison damage (cumulative)"). */
  increaseOngoing?(target: string, amount: number, damageType: string | null, cause: Cause): void;
  /**
   * `provoking`: the card says this movement provokes opportunity attacks (it does not otherwise); `exactly`: the whole distance, no stopping early;
   * `limits`: where the movement must end, or that it may not enter a pit.
   */
  forcedMove(target: string, kind: "push" | "pull" | "slide", squares: number, cause: Cause, provoking?: boolean, exactly?: boolean, limits?: ForcedLimits): void;
  /** During an attack's "on target" window: the attack now targets `target` (ddm-battle-rules-2011.txt § Redirect Effects). */
  redirect?(target: string, cause: Cause): void;
  /** The creature's attack or power of that name has every use spent ("count as used"). */
  spendAllUses?(creature: string, name: string, cause: Cause): void;
  /** The creature takes `turns` more turns at once after the one being taken ("takes 3 consecutive turns following this one"). */
  followingTurns?(creature: string, turns: number, cause: Cause): void;
  /** The creature shifts or moves up to `squares` (or its speed) by a power, its controller choosing where. */
  moveBy?(target: string, verb: "shift" | "move", squares: number | "speed", cause: Cause, how?: { mode?: string; throughEnemies?: boolean; times?: number; ending?: MoveEnding; toward?: string }): void;
  /** `attacker` makes a basic attack (of `kind`, or melee or ranged) against `target`, or a target its player picks; `boosts` count for that attack only. */
  /** `except`: a creature the attack may not target ("against a different target"). */
  /** `critical`: the attack hits as a critical hit without a roll ("that attack is an automatic hit and a critical hit"). */
  /** The creature takes its immediate action of this creature-turn, if it has not yet: false (and logged) if it has. */
  spendImmediateAction?(creature: string, cause: Cause): boolean;
  /** Whether the attack hit or missed; null when none was made (declined, or no legal target). */
  basicAttack?(attacker: string, kind: string | null, target: string | null, cause: Cause, boosts?: { stat: string; amount: number }[], except?: string, critical?: boolean): "hit" | "miss" | null;
  /** `charger` charges `target` (any creature it can charge, its player picking, when null) by a power: the charge's move and attack, no action spent (ddm-battle-rules-2011.txt § Charge). */
  chargeAt?(charger: string, target: string | null, cause: Cause): void;
  /** `attacker` makes an opportunity attack against `target`, granted by a power: every limit of one applies (ddm-battle-rules-2011.txt § Opportunity Attacks). */
  opportunityAttack?(attacker: string, target: string, cause: Cause): void;
  /** `attacker` makes `count` attacks of its card that fit (by name, kind or basic), its player picking each attack and target (only `against`, when given). */
  /** Returns how many of the attacks' rolls hit (0 when none was made). */
  attacksByPower?(attacker: string, pick: AttackPick, count: number, cause: Cause, against?: string, except?: string): number;
  /** Squares around `centre` (or one clear square its player picks) are terrain of a type for the duration (§ Battle Maps and Terrain). */
  layTerrain?(centre: string, where: TerrainLaying, span: DurationIR, cause: Cause): void;
  /** The creature moves up to its speed, making one attack that fits at the point of the move its player picks; at least `least` squares in all. */
  moveMakingAttack?(target: string, pick: AttackPick, cause: Cause, least?: number): void;
  /**
   * Once the attack being resolved (against `target`) has resolved, its creature makes it again
   * or a basic attack, as part of the same action (ddm-battle-rules-2011.txt § Attack Roll, Repeated Attacks).
   */
  laterAttack?(target: string, later: { what: "again" | "basic" | "named"; kind: string | null; name: string | null; targets: "any" | "same" | "different"; max: number | null }, cause: Cause): void;
  /** The attack `attacker` is resolving now is made again by it once resolved, against the same target, a different one or any (§ Attack Roll, Repeated Attacks). */
  repeatAttack?(attacker: string, targets: "any" | "same" | "different", cause: Cause): void;
  /** One of the named attacks or powers of the creature with a spent use regains it (its player picks among several). */
  recharge?(creature: string, names: string[], cause: Cause): void;
  /** One of the creature's attacks made as attack actions with a spent use regains it (its player picks among several). */
  rechargeAttack?(creature: string, cause: Cause): void;
  /** A bonus to the attack `attacker` is making, ending with that attack ("+10 damage on that attack"); `against`: only against a target in that state ("… against Giant targets"). */
  /** `wholeAction`: for each attack of the attack action being made ("+10 damage on each attack in that attack action"). */
  boostAttack?(attacker: string, stat: string, amount: number, cause: Cause, damageType?: string, against?: { op: string; args: Args }, wholeAction?: boolean): void;
  /** Rolls a d20 and applies the effects (IR) of the row whose range holds the result ("roll d20 on 1 to 10 (…) or …"). */
  rollTable?(target: string, rows: { from: number; to: number; effects: unknown[] }[], cause: Cause): void;
  /** The two creatures trade spaces, if each space is a legal position for the other (§ Forced-Movement Effects, Place). */
  switchPositions?(a: string, b: string, cause: Cause): void;
  /** The creature teleports up to `squares` (§ Forced-Movement Effects, Teleport). */
  teleport?(target: string, squares: number, cause: Cause, ending?: MoveEnding): void;
  /** Place: the creature is put in a legal position anywhere on the map where `ending` holds, chosen by the cause's player (no sight, no path). */
  place?(target: string, cause: Cause, ending: MoveEnding): void;
  /** The creature makes a free basic attack chosen by the cause's player, in the cause's warband (ddm-battle-rules-2011.txt § 'As If' Dominated). */
  attackAsIfDominated?(target: string, cause: Cause): void;
  /** Puts the creature (on or off the map) in a legal position in the area (ddm-battle-rules-2011.txt § Set-Up, Delayed Appearance). */
  /** The acting player (`byOpponent`: its opponent) picks one alternative (each a list of effects in IR) and it reaches `target` (a choice between effects). */
  choose?(target: string, options: unknown[][], cause: Cause, byOpponent?: boolean): void;
  placeIn?(target: string, area: EntryArea, cause: Cause): void;
  /** The player of `self` scores victory points (ddm-battle-rules-2011.txt § Scenarios and Variants). */
  scoreVp?(self: string, vp: number, cause: Cause): void;
  /** The player of `self` spends that many VP (never below 0): compiler/primitives/vp-costs.ts. */
  spendVp?(self: string, vp: number, cause: Cause): void;
  /** `mount` may carry `rider` from now on, as a mount power would (ddm-battle-rules-2011.txt § Mounts and Riders). */
  lendMount?(mount: string, rider: string, cause: Cause): void;
  /** The opponent of `self`'s player scores that many VP. */
  opponentScoresVp?(self: string, vp: number, cause: Cause): void;
  /** The champion `target` gets back (`change` > 0) or loses (`change` < 0) champion-power uses: compiler/primitives/champion-uses.ts. */
  championUses?(target: string, change: number, cause: Cause): void;
  /** The champion power being used (runtime/ddm/champion-windows.ts) has its effects cancelled; it stays used. */
  cancelChampionPower?(cause: Cause): void;
  /** The player of `self` rolls `dice` more d20s in this round's initiative test (ddm-battle-rules-2011.txt § Champion Test). */
  initiativeDice?(self: string, dice: number, cause: Cause): void;
  /** The player of `self` takes turns with `creatures` more creatures in its current or next player-turn (§ The Battle, step 6). */
  extraActivations?(self: string, creatures: number, cause: Cause): void;
  /** The player of `self` chooses the first creature its opponent takes a turn with, this or its next player-turn (§ The Battle, step 6). */
  chooseOpponentsFirst?(self: string, cause: Cause): void;
  /** Victory areas score double for both players at the end of this round ("players score double VP for occupying victory areas this round"). */
  doubleVictoryAreas?(cause: Cause): void;
  /** The player of `self` scores `vp` at the end of this round for each creature `who` names then, from `self` (runtime/ddm/round-scoring.ts). */
  scoreEachAtRoundEnd?(self: string, vp: number, who: { op: string; args: Record<string, unknown> }, cause: Cause): void;
  /** At the end of this round each player scores `vp` for each of its creatures then in a victory area (compiler/primitives/round-scoring.ts). */
  occupantsScoreAtRoundEnd?(self: string, vp: number, cause: Cause): void;
  /** `self`'s player scores `vp` at the end of this round if `creature` still occupies a victory area it occupies now (compiler/primitives/round-scoring.ts). */
  scoreIfAreaKept?(self: string, creature: string, vp: number, cause: Cause): void;
  /** The creature scores nothing for occupying victory areas at the end of this round (runtime/ddm/round-scoring.ts). */
  noOccupationVpThisRound?(id: string, cause: Cause): void;
  /** Sets up a scoring for the end of the round in progress (runtime/ddm/round-contests.ts). */
  roundContest?(contest: string, vp: number, cause: Cause): void;
  /**
   * Cancellation effects on the attack roll or the damage being resolved: "that attack
   * misses", "the attacker rerolls that attack roll", "this creature takes no (half)
   * damage from that attack" (ddm-battle-rules-2011.txt § Resolving Effects, Cancellation Effects).
   */
  cancelHit?(cause: Cause): void;
  /** "Roll 1d20; on the base damage of that attack or more, that attack misses": the hit being resolved, turned by a d20. */
  cancelHitOnBaseRoll?(cause: Cause): void;
  /** "This creature takes that damage instead": the creature named takes the damage another is about to take, which takes none. */
  takeDamageInstead?(target: string, cause: Cause): void;
  /** "That enemy does not shift instead": the move or shift it is about to begin does not happen. */
  cancelMovement?(target: string, cause: Cause): void;
  /** "Ignore that condition": the condition about to land (the innermost "would gain a condition" window) does not. */
  ignoreCondition?(cause: Cause): void;
  /** "That condition lasts (save ends) instead": the condition about to land gets this duration. */
  conditionDuration?(duration: DurationIR, cause: Cause): void;
  /** "That attack has no effect": the attack declared or being resolved does nothing more (runtime/ddm/attack-windows.ts). */
  voidAttack?(cause: Cause): void;
  rerollAttack?(cause: Cause): void;
  /** "Roll that attack twice keeping the higher" (or "3 times keeping highest"): the attack about to be rolled keeps the highest of that many d20s. */
  rollTwice?(cause: Cause, dice?: number): void;
  /** "Re-roll that attack and use the higher result": the attack roll just made is rolled again, the higher kept. */
  rerollKeepingHigher?(cause: Cause): void;
  /** "Opponent must reroll" after a conceal roll made an attack miss: that conceal roll is rolled again. */
  rerollConceal?(cause: Cause): void;
  /** "That attack roll is a natural 10": the attack declared or targeted takes that natural roll, no d20 rolled. */
  setAttackRoll?(natural: number, cause: Cause): void;
  cancelCritical?(cause: Cause): void;
  /** "That attack is a critical hit" / "…an automatic hit": the attack declared hits without a roll, or the hit resolved becomes critical. */
  forceHit?(crit: boolean, cause: Cause): void;
  /** The attack declared or targeted cannot be redirected ("that attack cannot be redirected"). */
  keepTarget?(cause: Cause): void;
  /** "Has N hp instead of being destroyed": in its "would be destroyed" window, the creature stays in play at N hit points. */
  spare?(target: string, hp: number, cause: Cause): void;
  /** "Is not destroyed until end of its next turn or until it takes damage": in its window, kept in play until then. */
  doom?(target: string, cause: Cause): void;
  /** The saving throw being rolled is rolled again, succeeds or fails (runtime/ddm/save-windows.ts). */
  /** The creature takes the damage at the end of its next turn if the gate then holds of it (primitives/delayed-effects.ts). */
  damageAtEndOfNextTurn?(target: string, damage: DamagePart[], gate: { op: string; args: Record<string, unknown> } | null, cause: Cause): void;
  /** The creature gains the condition (its usual duration) at the end of its next turn, if the state then holds. */
  conditionAtEndOfNextTurn?(target: string, condition: string, gate: { op: string; args: Record<string, unknown> } | null, cause: Cause): void;
  /** The creature's power of this name lasts for the duration: its triggers gated on it act meanwhile (primitives/lasting.ts). */
  startLasting?(target: string, power: string, duration: DurationIR, cause: Cause): void;
  saveOutcome?(what: "reroll" | "success" | "failure" | "twice", cause: Cause): void;
  /** The creature rolls one saving throw now against one save-ends effect its player picks (compiler/primitives/save-windows.ts). */
  saveAgainstOne?(target: string, cause: Cause): void;
  reduceDamage?(target: string, to: "none" | "half" | { less: number; minimum?: number } | { more: number }, cause: Cause): void;
  /** On its own turn, the creature gets `count` more action slots of the kind ("take 1 extra attack action this turn"). */
  extraActions?(self: string, slot: "attack" | "move" | "minor", count: number, cause: Cause): void;
  /** Ends the effects on `target` that fit (`all`), or one of them its player picks ("end one effect that a save can end"). */
  endEffects?(target: string, which: EndableEffects, all: boolean, cause: Cause): void;
}

/** The creatures an event or an attack involves besides the power's owner. */
export interface Participants {
  /** The target of the attack being resolved. */
  target?: string;
  /** The other creature of a trigger: the attacker that hit, the enemy that missed… */
  other?: string;
  /** Of an attack or damage trigger: the creature of each side ("that ally", "that enemy") and the attacker. */
  ally?: string;
  enemy?: string;
  attacker?: string;
  /** The squares of the close or area attack being resolved. */
  area?: { x: number; y: number }[];
}

/** Something that happened, as the kernel's event windows announce it. */
/**
 * What a saving throw is against: the damage types of ongoing damage when that is all it
 * would end ("" for untyped), else null; and the attacks or powers that gave its effects,
 * with the creature each came from.
 */
export interface Saving {
  ongoing: string[] | null;
  from: { name: string; source: string | null }[];
}

export interface GameEvent {
  kind: string;
  /** The creature the event is about (the one hit, bloodied, destroyed, starting its turn). */
  subject?: string;
  /** The creature acting on it (the attacker, the destroyer). */
  actor?: string;
  attackKind?: string;
  /** The attack's name on its card ("hits with Mind Blast"). */
  attackName?: string;
  /** The power that made the attack, when one did ("make a basic attack against the attacker"): its name. */
  attackPower?: string;
  /** The attack is a basic attack ("hits with a basic attack"). */
  basic?: boolean;
  /** The damage types the attack's damage lines deal ("hits with an attack that deals fire damage"). */
  dealing?: string[];
  /** The round number, for round events ("at the start of any round after the first"). */
  round?: number;
  /** The player an event is about: the initiative test's winner, the player about to take its first turn. */
  player?: number;
  /** The initiative test's natural d20 results, by player (the die each player kept). */
  naturals?: number[];
  /**
   * The event's window before it resolves (an attack that hits, before its damage and
   * effects), where immediate interrupts act; without it, the window after, for every
   * other power (ddm-battle-rules-2011.txt § Actions, Immediate Action).
   */
  before?: boolean;
  /** An attack's hit is a critical hit ("scores a critical hit"). */
  crit?: boolean;
  /** The defence an attack is rolled against ("an attack vs. Will"). */
  defense?: string;
  /** An opportunity attack; an attack at the end of a charge. */
  opportunity?: boolean;
  charge?: boolean;
  /** The attack roll's die ("rolls a natural 20"). */
  die?: number;
  /** A miss that was a hit until the target's conceal turned it ("fails a Conceal roll against this creature"). */
  concealed?: boolean;
  /** A saving throw's events: what it is against (ddm-battle-rules-2011.txt § Saving Throws). */
  saving?: Saving;
  /** A "destroyed" event heard by the destroyed creature's own powers, before it leaves play. */
  dying?: boolean;
  /** A "destroyed" event: the first enemy its actor has destroyed this battle ("when this creature first destroys an enemy"). */
  firstKill?: boolean;
  /** Movement events: the creatures adjacent to the mover before the square (or the shift), and whether it shifts. */
  nearBefore?: string[];
  /** A square entered: the creatures whose space the mover's already shared before it (one passing through enemies). */
  sharedBefore?: string[];
  shift?: boolean;
  /** A power or attack by name: the one used ("when this creature uses Stone Form"), or the one whose effect ended ("effect.ended"). */
  name?: string;
  /** A condition gained ("becomes Dazed"). */
  condition?: string;
  /** Damage events: the types of the damage ("would take fire damage") and how much. */
  damageTypes?: string[];
  amount?: number;
  /** A damage taken event: how much of each type was taken, after Immune, Resist and Vulnerable ("25 or more cold damage"). */
  amounts?: Record<string, number>;
  /** The damage came from an ongoing damage effect ("takes ongoing damage"). */
  ongoing?: boolean;
  /** Counters placed ("counters.placed"): how many of the name the creature had before (`amount`: how many now, `name`: the counters' name). */
  was?: number;
  /** A movement event's window before the square is entered (or the move made): the space the creature is about to enter (or end in). */
  to?: SpaceRef;
}

/** A value contribution from a modifier: added, capped or set. */
export interface Contribution {
  stat: string;
  op: "add" | "set" | "cap";
  amount: number;
  /** For resist/vulnerable/immune: the damage type, or "all". */
  damageType?: string;
  /** Only on attacks of this kind ("+5 damage on melee attacks"). */
  attackKind?: string;
  /** Only on basic attacks ("+5 poison damage with basic attacks"). */
  basic?: boolean;
  /** For immune-condition: the condition it never gains. */
  condition?: string;
  /** For gains-keyword and loses-keyword: the keyword. */
  keyword?: string;
  /** For ignores-difficult-terrain: only this terrain type; for occupies-terrain: the terrain it may end in. */
  terrain?: string;
  /** For a movement mode gained from a power: flight, burrow or phasing. */
  mode?: string;
  /** Only against a target in this state ("+5 damage against bloodied targets"): a gate, asked of the target. */
  against?: { op: string; args: Args };
  /** Only against this one creature (the one a power chose: "+2 attack against that enemy"). */
  versus?: string;
  /** With `versus`: against the creatures adjacent to that one instead ("+10 damage against targets adjacent to that ally"). */
  besideVersus?: boolean;
  /** A defence only against attacks by a creature in this state ("+4 AC against attacks by Giant creatures"): a gate, asked of the attacker. */
  by?: { op: string; args: Args };
  /** Only with an attack dealing damage of this type: its own ("+2 attack with attacks that deal cold damage"), or one against it for a defence. */
  dealing?: string;
  /** Only against opportunity attacks ("+5 AC against opportunity attacks"). */
  opportunity?: boolean;
  /** Only for creatures within this many squares of its owner ("ignores conceal within 5 squares"). */
  within?: number;
  /** Only against critical hits ("Resist 15 All against critical hits"). */
  critical?: boolean;
  /** Only for creatures farther than this many squares from it (1: not adjacent): "invisible to nonadjacent enemies". */
  beyond?: number;
  /** For immunity to a power type ("immune Fear"): the type. */
  powerType?: string;
  /** For immunity to attacks against a defence ("immune to attacks against Will"): the defence. */
  defence?: string;
  /** For immunity to powers by name ("with Gaze in their name"): the word the name contains; for a bonus given as a named power ("have Sneak Attack 5"): that power's name. */
  named?: string;
  /** Only with the attack of this name ("reach 2 with \"Tail Strike\""). */
  attack?: string;
  /** Counted: the amount once for each creature this subject names, seen from the creature holding it ("+1 AC for each adjacent enemy"). */
  each?: { op: string; args: Args };
  /** Counted per counter of this name on the modifier's owner ("+5 fire damage for each "heat" counter on this creature"). */
  perCounter?: string;
  /** Counted around the attack's target: once for each ally of the holder (with the keyword, when one is named) adjacent to that target ("+5 damage for each Stirge ally adjacent to target"). */
  besideTarget?: { keyword?: string; active?: true };
  /** Counted once for each full step of this many hit points the holder is below its starting hit points ("for each 10 HP below its starting HP"). */
  perHpLost?: number;
  /** Counted by the highest champion rating among the modifier's owner and its allies in play ("add your warband's highest Champion rating to its attack rolls"); "allies": among its allies only. */
  perChampionRating?: boolean | "allies";
  /** Counted once for each enemy of the holder destroyed so far in the battle ("+1 Attack for each enemy that has been eliminated"). */
  perEnemyDestroyed?: boolean;
  /** The most a counted bonus comes to ("(maximum +10)"). */
  most?: number;
  /** For immunity to champion powers: only those used by creatures on this side of it ("ally": its own side). */
  side?: string;
  /** Damage a cut leaves at least ("takes 10 less damage from close attacks (minimum 5)"). */
  minimum?: number;
  /** For terrain near its holder: the side it hampers, seen from the holder ("enemy"), and the trait it needs ("non-Plant"). */
  hampers?: { side: string; trait?: Args; also?: Args };
  /** For terrain near its holder: the holder counts too ("this creature and allies … count as occupying"). */
  withHolder?: boolean;
}
