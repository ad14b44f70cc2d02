// The intermediate representation: plain JSON, versioned, validated against
// compiler/schema/ir.schema.json. The runtime reads only this, never the AST.
import type { SourceRef } from "../grammar/source.js";

export const IR_VERSION = 1;

/** Where a rule sits in the rules stack: core rules at the bottom, house-rule packs above, cards on top. */
export type Layer = "core" | "house" | "cards";

export interface IR {
  irVersion: typeof IR_VERSION;
  ruleset: RulesetIR;
  conditions: ConditionIR[];
  actions: ActionIR[];
  creatures: CreatureIR[];
  items: ItemIR[];
  /** Chainmail model cards. */
  models: ModelIR[];
  maps: MapIR[];
  scenarios: ScenarioIR[];
  warbands: WarbandIR[];
  battles: BattleIR[];
  houseRules: HouseRulesIR[];
  tests: RulesTestIR[];
  terrains: TerrainTypeIR[];
}

export interface SizeIR {
  name: string;
  squares: number;
}

export interface RulesetIR {
  name: string;
  defenses: string[];
  damageTypes: string[];
  factions: string[];
  sizes: SizeIR[];
  movementModes: string[];
  /** Number of sides of a die rolled for attacks and saves. */
  die: number;
  /** Minimum roll on the die that saves. */
  saveOn: number;
  /** Creature types a model card may name (Chainmail). */
  creatureTypes: string[];
  /** Special-ability templates a model card may list, e.g. "Scary N", "Resist ENERGY N" (Chainmail). */
  abilities: string[];
  /** Named settings of the rules (a bonus, a yes/no choice where the rulebook is open) that house-rule packs may change. */
  options: RuleOptionIR[];
  /** Old words of earlier card formats and the words the rules now use (`old keywords Ranger as Martial`). */
  renamed?: RenameIR[];
  src: SourceRef | null;
}

/**
 * An old word a card may still use and the word the rules read it as: a keyword, a
 * condition, or a close attack's area ("small cone" as "blast 3").
 * ddm-battle-rules-2011.txt § Appendix A. Reading Old-Style Cards
 */
export interface RenameIR {
  kind: "keyword" | "condition" | "area";
  from: string;
  to: string;
  src: SourceRef;
}

/** `option "flanking bonus" 2`: a setting of the core rules, or a house-rule pack's new value for it. */
export interface RuleOptionIR {
  name: string;
  value: number | boolean;
  src: SourceRef | null;
}

/** Anything the runtime may cite in a trace or a verdict. */
export interface Cited {
  src: SourceRef;
}

/** A phrase the compiler matched against the primitive registry: `op` names the registry entry. */
export interface PrimitiveIR extends Cited {
  op: string;
  args: Record<string, unknown>;
  /** The phrase as written, for traces and card rendering. */
  text: string;
}

/** Who a rule, modifier or effect applies to. */
export type SubjectIR = PrimitiveIR;
/** A state that must hold: "while bloodied", "while Immobilized". */
export type GateIR = PrimitiveIR;

export interface EffectIR extends PrimitiveIR {
  /** Who receives the effect; absent means the default target (the attack's target, or the power's owner). */
  subject: SubjectIR | null;
  /** Optional duration phrase result, e.g. { kind: "save-ends" }. */
  duration: DurationIR | null;
}

/**
 * How long an effect lasts. Turn-based durations count the affected creature's turns,
 * or with `of: "source"` the turns of the creature whose power caused it ("until end of
 * this creature's next turn"); "end-of-current-turn" ("until end of turn") ends with the
 * creature-turn in progress.
 */
export type DurationIR =
  /**
   * `both`: "(save ends both|all)", one save for every effect of the line (ddm-battle-rules-2011.txt § Saving Throws; A-31).
   * `when`/`away`: "(save ends) or until it takes damage": it also ends as an "until" duration would.
   */
  | ({ kind: "save-ends"; both?: true } & UntilTail)
  /** A moment of the battle, and with `when` "or until it makes a ranged attack" (ended by whichever comes first). */
  | ({ kind: "end-of-next-turn"; of?: "source" } & UntilTail)
  | ({ kind: "end-of-turn"; of?: "source" } & UntilTail)
  | ({ kind: "start-of-next-turn"; of?: "source" } & UntilTail)
  | ({ kind: "end-of-current-turn" } & UntilTail)
  /** "until start of your next turn": the next player-turn of the player whose power caused it begins (ddm-battle-rules-2011.txt § Rounds and Turns: "your turn" is a player's turn). */
  | ({ kind: "start-of-your-next-turn" } & UntilTail)
  /** `next`: "until end of next round", the end of the round after this one. */
  | ({ kind: "end-of-round"; next?: true } & UntilTail)
  | { kind: "end-of-battle" }
  /** Until the affected creature does one of these: "until it attacks", "until it moves", "until it takes damage" (§ Conditions, Duration: until a trigger). */
  | ({ kind: "until"; when: UntilEvent[] } & Omit<UntilTail, "when">);

/** What else ends a duration: `when` the creature does it; `away` squares from the source; `attackKind`: only an attack of that kind ends "attacks" ("until it makes a melee attack"). */
export interface UntilTail {
  when?: UntilEvent[];
  /** "source-damaged" only by damage of this type ("until this creature takes lightning damage"). */
  damageType?: string;
  /** "turn-end-apart" measured from every enemy with this keyword instead of the source ("… from all Shadow enemies"). */
  awayFrom?: string;
  away?: number;
  attackKind?: AttackKind;
}

/**
 * What ends an "until" duration: the affected creature's attack resolving (of the kind
 * named, if one is), its being attacked, its moving or shifting, its taking damage;
 * "hits": its hitting with an attack ("until after it hits with an attack"); "bloodied": its
 * becoming bloodied ("until they are first bloodied");
 * "targets-source": its attack targeting the effect's source ("until it targets this
 * creature"); "apart": its being `away` squares or more from the effect's source ("until
 * it is not adjacent to this creature": 2), or the source leaving play; "source-bloodied",
 * "source-damaged": the effect's source becoming bloodied or taking damage ("until this
 * creature takes lightning damage or is bloodied"); "source-hit": an attack hitting the effect's
 * source ("until this creature is hit by an attack"); "turn-end-apart": its ending its turn
 * `away` squares or more from the source, or from every enemy with a keyword ("until it ends
 * its turn 5 or more squares from all Shadow enemies"); "turn-end-farther": its ending its turn
 * farther from the source than the square it started that turn in ("until it ends its turn
 * farther from this creature"); "source-turn-end-apart": the source's ending its own turn not
 * adjacent to it ("until this creature ends its turn not adjacent to it").
 */
export type UntilEvent = "attacks" | "attacked" | "moves" | "damaged" | "hits" | "is-hit" | "bloodied" | "move-action" | "attack-action" | "targets-source" | "apart" | "source-destroyed" | "source-bloodied" | "source-damaged" | "source-hit" | "turn-end-apart" | "turn-end-farther" | "source-turn-end-apart";

/** Precedence tiers of permission rules (ddm-battle-rules-2011.txt § Core Rules and Exceptions); 0 = the rules' own default permission. */
export type Tier = 0 | 1 | 2 | 3 | 4;

export interface PermissionIR extends Cited {
  kind: "permission";
  polarity: "can" | "cannot";
  /** The action this rule is about (move, shift, …), by name. */
  verb: string;
  subject: SubjectIR | null;
  squares: number | null;
  gate: GateIR | null;
  /** For tier 3: the restriction the card text names and breaks (a condition name). */
  breaks: string | null;
  tier: Tier;
  layer: Layer;
  text: string;
}

export interface ModifierIR extends PrimitiveIR {
  kind: "modifier";
  subject: SubjectIR | null;
  gate: GateIR | null;
}

export interface TriggerIR extends Cited {
  kind: "trigger";
  /** automatic ("whenever …", "at …") or activated ("use when …"). */
  activation: "automatic" | "activated";
  /**
   * What it waits for; null for a power used as an action ("minor action: …") or one
   * that states no condition, which follows the default timing points
   * (ddm-battle-rules-2011.txt § Common Triggered Powers).
   */
  event: PrimitiveIR | null;
  /** "at the start of its turn while bloodied": the trigger only fires while this holds. */
  gate: GateIR | null;
  effects: EffectIR[];
  text: string;
  /**
   * An immediate action's timing as the card says it: "immediate interrupt" resolves
   * before its trigger, "immediate reaction" after; absent, the rule option "immediate
   * actions interrupt their trigger" decides (ddm-battle-rules-2011.txt § Actions, Immediate Action).
   */
  timing?: "interrupt" | "reaction";
  /**
   * A power used as an action that the card limits to once per turn or once per round ("minor action, once per turn: …");
   * "turn-each": a trigger that acts once per turn for each creature it names ("maximum 1 per turn per enemy");
   * "round-warband": used by one creature of its warband each round ("only 1 creature in your warband can use Loot each round").
   */
  oncePer?: "turn" | "round" | "turn-each" | "round-warband";
}

export interface TextIR extends Cited {
  kind: "text";
  text: string;
}

export type ClauseIR = PermissionIR | ModifierIR | TriggerIR | TextIR;

/** The action a power costs, written first on the card: "minor action: …", "replaces attack action: …". */
export type ActionCost = "attack" | "move" | "minor" | "free" | "immediate" | "turn";

export interface PowerIR extends Cited {
  name: string | null;
  /** Aura radius in squares, or null for a power that is not an aura. */
  aura: number | null;
  uses: number | null;
  clauses: ClauseIR[];
  layer: Layer;
  /** The action it costs, or null for a power that takes none (continuous, automatic, "use when" without a cost). */
  action: ActionCost | null;
  /** A champion power: uses per battle limited by the champion rating, once per creature-turn (§ Champion Powers). */
  champion: boolean;
  /** Regains one spent use whenever this trigger fires (§ Powers and Effects, Rechargeable Powers). */
  recharge: PrimitiveIR | null;
  /** "recharge when … or when …": a second trigger that regains a use too. */
  rechargeOr?: PrimitiveIR;
  /** "recharge as minor action": its creature may spend that action on its turn to regain a spent use (§ Rechargeable Powers). */
  rechargeAction?: "attack" | "move" | "minor" | "turn";
  /** "… if no enemy is adjacent to it": the state its creature must be in to spend that action so. */
  rechargeGate?: GateIR;
  /** Its types, printed in parentheses on the card ("(Fear)"): creatures immune to a type ignore its effects (§ Powers and Effects, Type). */
  types?: string[];
  /**
   * `power "Swallowed Whole" condition: …`: not a power of its card but a condition the
   * card's attacks and powers give; its clauses act for the creature that has it
   * (compiler/primitives/card-conditions.ts; ddm-battle-rules-2011.txt § Conditions).
   */
  condition?: true;
}

export type AttackKind = "melee" | "ranged" | "close" | "area";

export type AttackRangeIR =
  | { kind: "reach"; squares: number }
  | { kind: "range"; squares: number }
  | { kind: "sight" }
  /** The nearest enemy in sight; with `squares`, only if it is that close ("range 10, nearest"). */
  | { kind: "nearest"; squares?: number }
  /** Close attacks: an X-by-X blast beside the attacker, a burst X around it, or a line X long. */
  | { kind: "blast" | "burst" | "line"; squares: number }
  /** Area attacks: every creature within `radius` of an origin square within range (a number, sight or nearest). */
  | { kind: "area"; radius: number; within: number | "sight" | "nearest" };

/** A followup: rolled against the same target after the first attack hits and resolves (ddm-battle-rules-2011.txt § Attack Roll, Followup Attack). */
export interface FollowupIR extends Cited {
  bonus: number;
  defense: string;
  hit: EffectIR[];
  /**
   * "followup if natural 16 or higher": made only when the first roll's natural die was at
   * least that; "followup if target becomes bloodied": only when the first hit bloodied a
   * target that was not bloodied before it (card text).
   */
  when?: { natural: number } | { bloodies: true };
}

/** Riders that depend on how many of an attack action's repeated attacks hit one target ("if both attacks hit, the target is also Dazed"). */
export interface IfHitIR extends Cited {
  count: number;
  effects: EffectIR[];
}

export interface AttackIR extends Cited {
  name: string;
  kind: AttackKind;
  basic: boolean;
  range: AttackRangeIR;
  bonus: number;
  defense: string;
  hit: EffectIR[];
  miss: EffectIR[];
  /** "hit or miss:": effects that follow each attack roll whatever its result (after the hit or miss effects). */
  hitOrMiss: EffectIR[];
  /** "automatic hit": no attack roll; it hits, and is never a critical hit (§ Attack Roll, Automatic Hit). */
  automatic: boolean;
  /** The action it costs: an attack action, or a minor action for an attack written "minor action" (§ Actions). */
  action: "attack" | "minor";
  /** "once per turn": at most one use in a creature-turn, whatever actions remain. */
  oncePerTurn: boolean;
  /** "while bloodied": usable only while its creature is in this state; "while charging": only as the attack of a charge. */
  gate: GateIR | null;
  /**
   * "usable on charge": a charge may make this attack instead of a basic melee attack
   * (card text widening § Charge's "basic melee attack"); an attack "while charging" may too.
   */
  onCharge?: boolean;
  /** "usable on opportunity attacks": an opportunity attack may be made with it (card text widening § Opportunity Attacks' basic attack). */
  onOpportunity?: boolean;
  /**
   * "by power only": an attack printed inside a power of its card ("Use when this creature
   * hits: make an attack, +11 vs. AC; 10 damage"). Only that power makes it: it is never an
   * action of its own (card text; ddm-battle-rules-2011.txt § Powers and Effects).
   */
  byPower?: boolean;
  /**
   * "if 2 hit:" / "if both hit:" after "make N attacks": effects on each target that at
   * least `count` of the action's attacks hit, once all of them have resolved.
   */
  ifHit?: IfHitIR;
  /** "critical:": effects of a critical hit, after the hit's own (§ Attack Roll, Critical Hit). */
  critical?: EffectIR[];
  /** "if target destroyed:": effects once a hit of this attack has destroyed its target (cards' "if this attack destroys the target, …"). */
  ifDestroyed?: EffectIR[];
  /**
   * "if target not destroyed:": effects once the roll (hit or miss) has resolved with its target still in play (cards'
   * "if target is destroyed by this attack, …; otherwise, …").
   */
  ifNotDestroyed?: EffectIR[];
  /** "reroll on miss": a roll that misses is rolled once more, and the second result stands. */
  rerollMiss?: boolean;
  /** "critical on 18": a natural roll of this or more is a critical hit with this attack (§ Attack Roll, Critical Hit). */
  criticalFrom?: number;
  /** "best of 3": that many d20s are rolled for each attack roll and the highest is kept as the natural roll (card text). */
  rolls?: number;
  /** "+12 vs AC or Ref": a second defence; the attacker chooses, per target, the one it rolls against (card text). */
  defenseOr?: string;
  /** "after all attacks:": effects on each creature attacked, hit or missed, once every roll of the action has resolved. */
  afterAll?: EffectIR[];
  /** "against each enemy": after the first target, one roll against every other enemy it can target, no choice made (cards' "Make 1 attack against each adjacent enemy"). */
  eachEnemy?: boolean;
  /** "against each enemy entered": with a move, one roll against each enemy whose space the move entered, in the order entered, wherever it then stands (cards' "make 1 attack against each enemy occupying squares entered during that move"). */
  eachEntered?: boolean;
  /** "against one enemy entered": with a move, one roll against one enemy whose space the move entered, its player choosing among them, wherever it then stands (cards' "make 1 attack against 1 enemy whose space is entered during that move"). */
  oneEntered?: boolean;
  /** "against each enemy adjacent to squares entered": with a move, one roll against each enemy next to a square the move entered, each once, in the order reached, wherever it then stands (cards' "attack each enemy adjacent to squares the creature enters"). */
  besideEntered?: boolean;
  /** "against Living targets only": only creatures in this state can be its targets (or are affected, for close and area attacks). */
  targets: GateIR | null;
  /** "against Medium or smaller targets only against Immobilized targets only": further states each of its targets must be in too. */
  alsoTargets?: GateIR[];
  /** "ignores insubstantial": its damage is not halved by Insubstantial (§ Insubstantial). */
  ignoresInsubstantial: boolean;
  /** "does not provoke": false; "provokes": true; null leaves it to the rules (ranged and area attacks provoke, basic ranged ones do not). */
  provokes: boolean | null;
  /**
   * "after moving 4" / "after shifting 1": the creature moves (or shifts) up to N squares or
   * its speed, then makes the attack; "during moving speed": it attacks at any point of the
   * move and may go on with the squares left. Targets are chosen where it stands to attack.
   * `minimum` ("at least 2"): the move is of that many squares or more, in all.
   */
  approach: { verb: "move" | "shift"; squares: number | "speed" | "twice speed"; during: boolean; mode?: "flight" | "burrow"; minimum?: number } | null;
  /** "recharge as move action": its creature may spend that action on its turn to regain a spent use; "as replaces turn action", its whole turn (§ Rechargeable Powers). */
  rechargeAction: "attack" | "move" | "minor" | "turn" | null;
  /** "… if no enemy is adjacent to it": the state its creature must be in to spend that action so. */
  rechargeGate?: GateIR;
  uses: number | null;
  /** "make 2 attacks": how many times the attack is made in one attack action (§ Attack Roll, Repeated Attacks). */
  repeat: number;
  /** With repeat > 1: every attack against the same target, each against a different one, or free choice. */
  repeatTargets: "any" | "same" | "different";
  /** "can target allies": a melee or ranged attack that may target its own side's creatures too (card text; never itself). */
  targetsAllies?: true;
  /** With repeat > 1, "at most 2 per target": no target is attacked more often than that in the action (cards' "no more than two against a single target"). */
  perTarget?: number;
  /** With repeat > 1, "targets within 4 of each other" (1: adjacent to each other): each later target must be that near every target chosen before it. */
  spread?: number;
  /** Close and area attacks: "enemies only" or "each creature" as the card says; null leaves it to the rule option "close and area attacks affect allies". */
  affects: "creatures" | "enemies" | null;
  followup: FollowupIR | null;
  /** Its types, printed in parentheses on the card ("(Fear)"): creatures immune to a type ignore its effects other than damage (§ Powers and Effects, Type). */
  types?: string[];
  /**
   * "with:": bonuses of this attack's own roll and damage ("+1 attack for each Kobold ally
   * within 6 squares", "+5 attack against bloodied targets", "+5 damage while adjacent to a
   * Wild ally"), counted and checked when it is rolled (§ Bonuses and Penalties).
   */
  modifiers?: ModifierIR[];
  /** Regains one spent use whenever this trigger fires. */
  recharge: PrimitiveIR | null;
  /** "recharge when … or when …": a second trigger that regains a use too. */
  rechargeOr?: PrimitiveIR;
}

export interface CreatureIR extends Cited {
  name: string;
  level: number;
  cost: number;
  alignment: string;
  factions: string[];
  keywords: string[];
  size: string;
  squares: number;
  unique: boolean;
  champion: number | null;
  defenses: Record<string, number>;
  speed: number;
  modes: string[];
  hp: number;
  bloodied: number;
  attacks: AttackIR[];
  powers: PowerIR[];
}

/**
 * An item card: a creature whose level is in range and that has the required keywords
 * uses its powers as if they were on its own card; its cost counts toward the warband
 * and toward the VP scored when its bearer is destroyed.
 * ddm-battle-rules-2011.txt § How to Read an Item Stat Card; § Set-Up (items)
 */
export interface ItemIR extends Cited {
  name: string;
  minLevel: number;
  maxLevel: number;
  cost: number;
  /** Keywords the bearer must have to use it. */
  keywords: string[];
  powers: PowerIR[];
}

export interface ConditionIR extends Cited {
  name: string;
  layer: Layer;
  permissions: PermissionIR[];
  modifiers: ModifierIR[];
  /** Conditions whose every limitation this one has ("includes Dazed"): Stunned includes Dazed. */
  includes: string[];
  /** The creature is inactive: its activated powers, champion powers and auras do not work (§ Stunned). */
  inactive: boolean;
}

export interface ActionIR extends Cited {
  name: string;
  layer: Layer;
  /** The action slot it uses on a creature's turn; "none" for what is not an action of its own (flanking). */
  slot: "attack" | "move" | "minor" | "free" | "immediate" | "none";
  /** At most this many per creature-turn (immediate actions, opportunity attacks), or null. */
  perTurn: number | null;
  /** How far it moves: a number of squares, or the creature's current speed. */
  squares: number | "speed";
  provokes: boolean;
  /** Restrictions on these actions apply to this one too (a shift is a move for "cannot move"). */
  countsAs: string[];
}

export interface SquareIR {
  x: number;
  y: number;
}

export interface AreaIR extends Cited {
  side: string;
  squares: SquareIR[];
}

export interface TerrainIR extends Cited {
  type: string;
  squares: SquareIR[];
  /** Steep slope: the direction creatures fall (north, south, east, west). */
  direction?: string | null;
  /** A number the map prints for this terrain, e.g. a healing font's amount. */
  amount?: number | null;
}

export interface TerrainRuleIR extends PrimitiveIR {
  kind: "terrain-rule";
}

/** A terrain type: its rules as phrases of the terrain-rule family. ddm-battle-rules-2011.txt § Battle Maps and Terrain */
export interface TerrainTypeIR extends Cited {
  name: string;
  layer: Layer;
  rules: TerrainRuleIR[];
}

export interface MapIR extends Cited {
  name: string;
  width: number;
  height: number;
  walls: SquareIR[];
  wallLines: { from: SquareIR; to: SquareIR }[];
  startAreas: AreaIR[];
  victoryAreas: AreaIR[];
  terrain: TerrainIR[];
  /**
   * Size class from the map's size: "full" (21 by 28 squares or larger), "half" (22 by
   * 17 or smaller) or null for sizes between (ddm-battle-rules-2011.txt § Battle Maps
   * and Terrain, Size; spec A-55).
   */
  sizeClass?: "full" | "half" | null;
}

export interface ScenarioRuleIR extends PrimitiveIR {
  kind: "scenario-rule";
}

export interface ScenarioIR extends Cited {
  name: string;
  layer: Layer;
  pointLimits: number[];
  maxCreatures: number[];
  maxCreatureCost: number[];
  /** The largest size allowed ("No Larger Than Huge Creatures"), or null for no limit. */
  maxSize: string | null;
  /** The battle map's size class per point limit ("half" or "full"), or empty when the scenario does not say. */
  mapSizes?: ("full" | "half")[];
  rules: ScenarioRuleIR[];
}

/** How a house-rule pack changes a core rule: swaps it for its own block (replaces) or adds its block's rules to it (restricts). */
export type HouseMode = "replaces" | "restricts";

/** A core condition a house-rule pack swaps for its own (replaces) or adds rules to (restricts). */
export interface HouseConditionIR extends Cited {
  mode: HouseMode;
  condition: ConditionIR;
}

/** A core terrain type a pack replaces, or adds terrain rules to. */
export interface HouseTerrainIR extends Cited {
  mode: HouseMode;
  terrain: TerrainTypeIR;
}

/** A core action a pack replaces, or restricts (it provokes, a cap per turn, more actions it counts as). */
export interface HouseActionIR extends Cited {
  mode: HouseMode;
  action: ActionIR;
}

/** A core scenario a pack replaces, or adds scoring and victory rules to. */
export interface HouseScenarioIR extends Cited {
  mode: HouseMode;
  scenario: ScenarioIR;
}

/**
 * A house-rule pack: it sits above the core rules and below the cards, and applies to
 * the battles that name it. Two packs of one battle may not touch the same rule.
 */
export interface HouseRulesIR extends Cited {
  name: string;
  options: RuleOptionIR[];
  conditions: HouseConditionIR[];
  terrains: HouseTerrainIR[];
  actions: HouseActionIR[];
  scenarios: HouseScenarioIR[];
}

/** An item fielded in a warband, for a creature of the named card (ddm-battle-rules-2011.txt § Items). */
export interface WarbandItemIR extends Cited {
  name: string;
  cost: number;
  /** The card of the creature it is assigned to. */
  bearer: string;
}

export interface WarbandIR extends Cited {
  name: string;
  faction: string | null;
  creatures: string[];
  items: WarbandItemIR[];
  /** A declared format to check the warband against on its own: a point limit and a scenario (Assault if none). */
  points: number | null;
  scenario: string | null;
}

export interface BattleIR extends Cited {
  name: string;
  scenario: string;
  points: number;
  /** The map played on: the first offered map until the champion test's winner chooses. */
  map: string;
  /**
   * The maps offered (each player's warband brings one): with more than one, the
   * winner of the champion test before set-up chooses (ddm-battle-rules-2011.txt § The
   * Battle, step 2). Absent means `map` alone.
   */
  maps?: string[];
  /** Warband per side, side A first. */
  sides: { side: string; warband: string }[];
  /**
   * Sides are chosen by the rules (`player "Warband"` lines) rather than fixed: the
   * player who did not choose the map decides who sets up first, and that player picks
   * side A or B (§ The Battle, step 3). `sides` then lists the players in order.
   */
  chooseSides?: boolean;
  /** Safety stop for simulations; the battle is a draw if reached. */
  maxRounds: number;
  /** House-rule packs in force, by name, lowest first. */
  houseRules: string[];
}

/** A creature a rules test places: its id (side letter first), card, square, and how it stands. */
export interface TestCreatureIR extends Cited {
  id: string;
  card: string;
  at: SquareIR;
  hp: number | null;
  conditions: string[];
}

/** One step of a rules test, in the order written. */
export type TestStepIR =
  /** A creature takes a turn, making these choices (option ids) and then ending it. */
  | (Cited & { kind: "turn"; creature: string; choices: string[] })
  /** The end-of-round phase: end-of-round effects, victory-area scoring, victory check. */
  | (Cited & { kind: "end-of-round" })
  | (Cited & { kind: "expect"; expect: TestExpectIR });

export type TestExpectIR =
  | { what: "hp"; creature: string; value: number }
  | { what: "at"; creature: string; square: SquareIR }
  | { what: "has" | "lacks"; creature: string; condition: string }
  | { what: "destroyed" | "in-play"; creature: string }
  /** A permission ruling: allowed or not, optionally how far and at which tier. */
  | { what: "may"; creature: string; action: string; allowed: boolean; squares: number | null; tier: number | null }
  /** A value query: speed or a defence. */
  | { what: "value"; creature: string; stat: string; value: number }
  | { what: "vp"; side: string; value: number }
  | { what: "winner"; side: string | null }
  | { what: "log"; text: string };

/**
 * A rules test written in the language (`test "…" { … }`): a position, scripted dice,
 * what happens, and what must then be true. Run by `warband test` and by `npm test`.
 */
export interface RulesTestIR extends Cited {
  name: string;
  /** The map to stand on; null for an open 12 × 12 field. */
  map: string | null;
  scenario: string;
  points: number | null;
  houseRules: string[];
  creatures: TestCreatureIR[];
  dice: number[];
  steps: TestStepIR[];
}

/** A Chainmail attack: bonus, damage parts (with energy or blunt/magic flags), range in inches for ranged. */
export interface ModelAttackIR {
  bonus: number;
  damage: { amount: number; type: string | null }[];
  flags: string[];
  range: number | null;
  uses: number | null;
}

/** A special ability on a model card, matched against one of the ruleset's ability templates. */
export interface ModelSpecialIR extends Cited {
  /** The template it matched, e.g. "Scary N". */
  ability: string;
  text: string;
  value: number | null;
  word: string | null;
}

/** A Chainmail model card (chainmail-comprehensive-rules-2002.txt § 200–215). */
export interface ModelIR extends Cited {
  name: string;
  cost: number;
  faction: string | null;
  alignment: "good" | "evil" | "neutral";
  type: string;
  subtype: string | null;
  level: number;
  speed: number;
  modes: string[];
  armor: number;
  health: number;
  save: number;
  melee: ModelAttackIR | null;
  ranged: ModelAttackIR | null;
  specials: ModelSpecialIR[];
  texts: TextIR[];
}
