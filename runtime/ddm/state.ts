// The battle state: plain JSON, so a battle can be saved, shared, replayed and
// questioned (`warband why`). Procedures mutate it; nothing else holds game data.
import type { DurationIR, UntilEvent } from "../../compiler/ir.js";
import type { DamagePart } from "../../compiler/phrases/slots.js";
import type { SourceRef } from "../../grammar/source.js";
import type { Space } from "../geometry/geometry.js";
import type { LogEntry } from "../kernel/trace.js";
import type { RoundContest } from "./round-contests.js";

export const STATE_FORMAT = "warband-battle-state";

/** A condition, ongoing damage, a modifier for a while or a power that lasts, on a creature. */
export interface ActiveEffect {
  id: number;
  kind: "condition" | "ongoing" | "modifier" | "lasting" | "restriction" | "delayed";
  /** Condition name, the damage type of ongoing damage ("" for untyped), the modifier as written ("-2 attack"), the name of the power that lasts, or the action a restriction forbids. */
  name: string;
  amount?: number;
  /** A modifier's registry entry and arguments. */
  modifier?: { op: string; args: Record<string, unknown> };
  /** A modifier that counts only while its creature is in this state ("while charging"). */
  gate?: { op: string; args: Record<string, unknown> };
  duration: DurationIR["kind"];
  /** Ends at the end (or start, for start-of-next-turn) of the turn with this number of the affected creature, or of `turnsOf`. */
  endsOnTurn?: number;
  /** The creature whose turns the duration counts, when not the affected one ("until end of this creature's next turn"). */
  turnsOf?: string;
  /** "until end of turn": ends at the end of the battle's creature-turn with this number. */
  endsOnBattleTurn?: number;
  /** "until start of your next turn": ends as this player's next player-turn begins. */
  endsOnPlayerTurn?: number;
  /** Ends at the end of this round. */
  endsOnRound?: number;
  /** "save ends both": the effects given by one line share this group, and one save ends them all. */
  saveGroup?: number;
  /** "until it attacks", "until it moves": what the affected creature does that ends it; "apart": its being `away` squares or more from `source`. */
  until?: UntilEvent[];
  /** "until it makes a melee attack": only an attack of this kind ends it. */
  untilKind?: string;
  away?: number;
  /** "until it ends its turn 5 or more squares from all Shadow enemies": the keyword of the enemies measured from. */
  awayFrom?: string;
  /** "until this creature takes lightning damage": only damage of this type to the source ends it. */
  untilDamageType?: string;
  /**
   * Damage or a condition held over the creature until its duration ends ("takes 15 damage at end of its next turn if …",
   * "is Stunned at end of its next turn if …"), dealt or given then if the gate holds.
   */
  delayed?: { damage?: DamagePart[]; condition?: string; gate: { op: string; args: Record<string, unknown> } | null };
  /** A condition its source's card defines (card-conditions.ts): the card whose power says what it does. */
  definedBy?: string;
  /** Saving throws failed against it: a card's condition may grow worse by them (card-conditions.ts). */
  failedSaves?: number;
  /** A condition that removed its creature from the battle map: the space it was removed from. */
  removedFrom?: Space;
  source: string | null;
  rule: string;
  src: SourceRef | null;
}

export interface CreatureState {
  /** Side letter and number, e.g. "A2". */
  id: string;
  card: string;
  owner: number;
  side: string;
  space: Space | null;
  hp: number;
  maxHp: number;
  bloodiedAt: number;
  status: "in-play" | "destroyed";
  /** The round it last attacked in and the creatures it attacked then ("targets that attacked this creature this round"). */
  attackedIn?: { round: number; targets: string[] };
  /** The attacks that have hit it, as "attacker|attack name" ("targets previously hit by this creature's Smite"). */
  hitBy?: string[];
  /** The kinds of attack it has hit with this battle, each once ("when this creature first hits with a melee attack"). */
  hitsMade?: { attackKind: string; basic: boolean; attackName: string; charge?: true; opportunity?: true }[];
  /** The creatures that had line of sight to it as its last turn started, kept when a card asks it ("a target that did not have line of sight to this creature at start of this creature's turn"). */
  seenAtTurnStart?: string[];
  /** Enemies it has destroyed this battle ("double VP for the first enemy this creature destroys", "when this creature first destroys an enemy"): counted as each falls (damage.ts). */
  enemiesDestroyed?: number;
  /** The round it was destroyed in ("the player whose warband destroys the most enemies this round"). */
  destroyedInRound?: number;
  /** Kept in play at 0 hit points by a power ("not destroyed until end of its next turn"): destroyed at the end of the first turn it starts after this many turns taken. */
  doomedAfter?: number;
  /** Kept in play so only until it takes damage as well ("… or if it takes damage"). */
  doomedIfDamaged?: boolean;
  effects: ActiveEffect[];
  /** Uses spent per limited attack or power name. */
  spent: Record<string, number>;
  /** How many turns this creature has started; durations count in these. */
  turns: number;
  actedThisRound: boolean;
  /** More turns it takes at once after the one it is taking ("takes 3 consecutive turns following this one"). */
  followingTurns?: number;
  /** Turns taken this round, for a creature that takes more than one (§ Rounds and Turns). */
  turnsThisRound?: number;
  /** Move actions taken in its earlier turns this round ("1 move action each round"). */
  moveActionsThisRound?: number;
  /** The battle turn number in which it last took an opportunity attack. */
  oaTurn: number;
  /** It has made an attack this battle, resolved ("invisible until after it attacks"). */
  attacked?: boolean;
  /** Between the squares of a move or shift it is making (powers "while moving"). */
  moving?: boolean;
  /** The space the move it is making began in ("if it begins its move adjacent to a wall"). */
  movingFrom?: Space;
  /** Items assigned at set-up; their cost adds to the creature's VP value. */
  items?: { name: string; cost: number }[];
  /** The battle turn number in which it last took an immediate action (at most one per creature-turn). */
  immediateTurn?: number;
  /** Keywords gained in play, beside the card's (a summoned creature is Summoned). */
  keywords?: string[];
  /** Champion-power uses spent this battle (at most its champion rating). */
  championUsed?: number;
  /** Per power name: the battle turn number in which it was last used (champion powers: once per turn). */
  usedOnTurn?: Record<string, number>;
  /** Per power name: the creature its last use named "that enemy" (chose, or its trigger's), for "recharge when that enemy is destroyed". */
  chose?: Record<string, string>;
  /** Per power name: the round in which it was last used (powers used "once per round"). */
  usedOnRound?: Record<string, number>;
  /** The target of the last attack it made by a power, a new object each time ("… against the same target"). */
  powerTarget?: { target: string };
  /** The mount it rides: it occupies the mount's space and moves with it (§ Mounts and Riders). */
  riding?: string;
  /** Riders it may carry by another creature's power, whatever its own card says ("that ally can be a mount for this creature"). */
  mountFor?: string[];
  /** The victory areas (by their place in the map's list) it has ended a turn in this battle. */
  endedTurnIn?: number[];
  /** Removed from the battle map by a power: the space it left ("in a legal space nearest to its previous space"). */
  leftFrom?: Space;
  /** Counters on it, by name in lower case (compiler/primitives/counters.ts). */
  counters?: Record<string, number>;
  /** Held off the battle map at set-up by this creature's reserve power (runtime/ddm/off-map.ts). */
  heldBy?: string;
  /** Destroyed: the space it occupied when it was destroyed ("adjacent to the square this creature occupied"). */
  lastSpace?: Space;
  /** The creatures whose attacks have rolled against it this battle, in order (attack-memory.ts). */
  attackedBy?: string[];
  /** The creatures that have dealt it damage this battle, in order (attack-memory.ts). */
  damagedBy?: string[];
  /** The round in which it last declared an attack (attack-memory.ts). */
  attackedRound?: number;
  /** Terrain damage taken in the turn with this key, for the per-turn cap. */
  terrainDamage?: { turn: string; amount: number };
}

export interface PlayerState {
  name: string;
  side: string;
  warband: string;
  vp: number;
}

export interface TurnState {
  creature: string;
  /** Action slots left: an attack action may be spent as a move or minor action. */
  attack: number;
  move: number;
  minor: number;
  /** Actions taken so far this turn (Dazed: at most one); move actions among them. */
  taken?: number;
  moveActions?: number;
  /** Minor actions among them ("1 additional minor action each turn, even if Dazed" counts these). */
  minorActions?: number;
  /** The minor actions it had taken when it charged ("minor action, usable after a charge" may follow the charge once). */
  minorsAtCharge?: number;
  /** A start-of-turn result that bars every action this turn (Confused, 6-10; `confused` then). */
  barred?: { text: string; src: SourceRef | null; confused?: boolean };
  /** A healing font the creature began its turn on or next to: the amount it may heal. */
  fontHeal?: number;
  /** The creature is charging: its charge's move and attack (powers "while charging"). */
  charging?: boolean;
  /** It has moved a square of its own this turn (a move, shift or charge; not forced movement), or declared an attack. */
  moved?: true;
  /** The squares of its own it has moved this turn (moves, shifts, charges; not forced movement): "if it moves at least 3 squares before attacking". */
  squaresMoved?: number;
  attacked?: true;
  /** The creatures its attack rolls were made against this turn ("if it does not attack this creature"). */
  attackedTargets?: string[];
  /** The creatures its attacks have hit this turn ("cannot move on its turn until after it hits this creature"). */
  hitTargets?: string[];
  /** The names (lower case) of its attacks that hit this turn ("only if this creature hit with Tentacle Grab this turn"). */
  hitWith?: string[];
  /** The kinds of the attacks it declared this turn, it charged, an attack of its hit ("if it did not make a melee attack this turn"). */
  attackKinds?: string[];
  charged?: true;
  hit?: true;
  /** Where it started this turn (powers "after moving 2 or more squares from its starting position"). */
  startSpace?: Space;
  /** A double move declared this turn: which of its two moves comes next, and the last legal position (§ Move). */
  doubleMove?: { stage: 1 | 2; lastLegal: Space };
}

export interface BattleState {
  format: typeof STATE_FORMAT;
  version: 1;
  battle: string;
  /** The map chosen for the battle, when the battle offers several (else the battle's map). */
  map?: string;
  /** House-rule packs played under besides the ones the battle names (warband sim --house). */
  houseRules: string[];
  seed: number;
  rng: number[];
  round: number;
  /** Creature-turns taken in the battle so far. */
  turn: number;
  phase: "setup" | "round-start" | "turns" | "round-end" | "over";
  players: PlayerState[];
  creatures: CreatureState[];
  active: TurnState | null;
  /** The last champion test: who won and lost, and the result each player kept (its natural d20). */
  lastChampionTest: { winner: number; loser: number; naturals?: number[] } | null;
  /** Both players reached the target with equal VP: the next player to score wins. */
  tiedAtTarget: boolean;
  winner: number | null;
  result: string | null;
  nextEffectId: number;
  /** The player who won the initiative test of that round ("if you won initiative this round"). */
  initiative?: { round: number; winner: number };
  /** Extra d20s each player rolls in this round's initiative test, given by powers ("you roll 1 extra d20 for initiative"). */
  initiativeDice?: { round: number; dice: number[] };
  /** Creatures each player takes turns with beyond its quota in its current or next player-turn ("you activate 1 extra creature"). */
  extraActivations?: number[];
  /** A power's player chooses the first creature this player takes a turn with in its current or next player-turn. */
  firstChosenBy?: { player: number; by: number };
  /** Scorings powers set up for the end of a round ("the player whose warband destroys the most enemies this round scores 10 VP"). */
  roundContests?: { round: number; contest: RoundContest; vp: number; rule: string; src: SourceRef | null }[];
  /** The round whose end-of-round scoring for occupying victory areas counts double, by a power ("players score double VP … this round"). */
  doubledVictoryAreas?: number;
  /** VP a power's player scores at the end of a round for each creature a subject names then ("you score 5 VP for each enemy within 5 squares"). */
  roundCounts?: { round: number; by: string; vp: number; who: { op: string; args: Record<string, unknown> }; rule: string; src: SourceRef | null }[];
  /** VP each player scores at the end of a round for each of its creatures then in a victory area, by a power. */
  occupantAwards?: { round: number; vp: number; rule: string; src: SourceRef | null }[];
  /** VP a power's player scores at the end of a round if a creature still occupies a victory area it occupied when the power named it (areas by their place in the map's list). */
  areaKeeps?: { round: number; player: number; creature: string; areas: number[]; vp: number; rule: string; src: SourceRef | null }[];
  /** Creatures that score nothing for occupying victory areas at the end of that round, by a power. */
  noOccupationVp?: { round: number; creatures: string[] };
  /** Bonuses a power gave to the attack a creature is making ("+10 damage on that attack"); they end with that attack. */
  attackBoosts?: AttackBoost[];
  /** Terrain powers laid on squares for a while (runtime/ddm/laid-terrain.ts). */
  laidTerrain?: LaidTerrain[];
  /** By creature id: the positions its last move by a power entered, in order ("each enemy adjacent to squares entered during that move"). */
  enteredByPower?: Record<string, Space[]>;
  log: LogEntry[];
}

/** A terrain type a power laid on squares, beside their own terrain, until its duration ends (counting the turns of `source`). */
export interface LaidTerrain extends Pick<ActiveEffect, "id" | "duration" | "endsOnTurn" | "turnsOf" | "endsOnBattleTurn" | "endsOnRound" | "rule" | "src"> {
  type: string;
  squares: { x: number; y: number }[];
  source: string;
  /** Terrain types the squares are not while this lasts: those it replaces ("becomes slippery terrain instead"). */
  replaces?: string[];
  /** A zone, not terrain: the damage a creature other than `source` takes for starting its turn in the squares. */
  zone?: DamagePart[];
  /** With `zone`: the damage is taken by any creature entering one of the squares, not for starting a turn there. */
  zoneOnEntering?: boolean;
  /** Walls, not terrain: the squares are walls while this lasts (game.ts rebuilds the grid with them). */
  walls?: boolean;
}

export interface AttackBoost {
  creature: string;
  stat: string;
  amount: number;
  /** Bonus damage of a type ("+10 radiant damage on that attack"). */
  damageType?: string;
  /** Only against a target in this state ("+10 damage on that attack against Giant targets"): a gate, asked of the target. */
  against?: { op: string; args: Record<string, unknown> };
  /** For every attack of the attack action being made ("+10 damage on each attack in that attack action"), not the one attack only. */
  action?: true;
  rule: string;
  text: string;
  src: SourceRef | null;
}

export function creatureById(s: BattleState, id: string): CreatureState {
  const c = s.creatures.find((x) => x.id === id);
  if (!c) throw new Error(`no creature ${id}`);
  return c;
}

export function inPlay(s: BattleState): CreatureState[] {
  return s.creatures.filter((c) => c.status === "in-play" && c.space !== null);
}

/** The creatures in play riding this mount (ddm-battle-rules-2011.txt § Mounts and Riders). */
export function ridersOf(s: BattleState, mount: string): CreatureState[] {
  return s.creatures.filter((c) => c.riding === mount && c.status === "in-play");
}

export function label(c: CreatureState): string {
  return `${c.card} (${c.id})`;
}
