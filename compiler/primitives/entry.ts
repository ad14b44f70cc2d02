// The shape of a registry entry. Each primitive is declared once: how it is written
// (patterns), what it means (summary, citation, example) and what it does (handler).
// Parser checks, completion, hover, the IR schema and the reference manual all read
// these entries.
import type { Cause, Contribution, EffectHost, GameEvent, Participants, RulesView } from "./host.js";

export interface EntryBase<F extends string> {
  family: F;
  id: string;
  /** Phrase patterns (compiler/phrases/pattern.ts); the first one is the canonical way to write it. */
  patterns: string[];
  summary: string;
  /** Rulebook file and section, e.g. "ddm-battle-rules-2011.txt § Push". */
  cite: string;
  example: string;
}

export type Args = Record<string, unknown>;

/**
 * Who receives an effect whose phrase names no one: an attack's target, the power's
 * owner, or, for an effect on the attack being made, that attack's attacker or the
 * creature it attacks.
 */
export type DefaultSubject = "target" | "self" | "attacker" | "attacked";

export interface EffectEntry extends EntryBase<"effect"> {
  /** Who receives the effect when the phrase names no one; it may depend on the arguments ("+4 AC" vs "+10 damage"). */
  defaultSubject: DefaultSubject | ((args: Args) => DefaultSubject);
  /** The creature it reaches becomes "that enemy", "that ally" or "that creature" for the rest of the line ("choose 1 enemy"). */
  binds?: boolean;
  /**
   * The argument (a subject slot) naming a second creature the effect acts against ("that
   * ally makes a basic attack against target"): the runtime resolves it from the trigger's
   * creatures as it resolves the subject, and hands it to the handler as `cause.versus`.
   */
  versus?: string;
  /**
   * The effect acts against the creature an earlier attack of the same line targeted ("make a
   * Claw attack and a Bite attack against the same target"): the runtime hands it over as
   * `cause.versus`, and skips the effect when the line has made no attack yet.
   */
  againstSame?: true;
  /** The creature named may be one being destroyed: the effect uses where it stood ("adjacent to the space occupied by that enemy"). */
  reachesDestroyed?: boolean;
  apply(args: Args, host: EffectHost, target: string, cause: Cause): void;
}

/** The default subject of the effect, as its arguments decide. */
export function defaultSubjectOf(entry: EffectEntry, args: Args): DefaultSubject {
  return typeof entry.defaultSubject === "function" ? entry.defaultSubject(args) : entry.defaultSubject;
}

export interface ModifierEntry extends EntryBase<"modifier"> {
  /**
   * Names "that enemy" (or ally, creature), with "target" the target of the attack whose hit
   * gives it, with "source" the creature whose power gives it ("against this creature"): the
   * runtime writes that creature's id into args.creature when a timed effect starts.
   */
  chosen?: boolean | "target" | "source";
  contributions(args: Args): Contribution[];
}

export interface PermissionEntry extends EntryBase<"permission"> {
  polarity: "can" | "cannot";
}

export interface TriggerEntry extends EntryBase<"trigger"> {
  /** The kernel event this trigger listens to. */
  event: string;
  matches(args: Args, ev: GameEvent, self: string, view: RulesView): boolean;
  /** The creatures the event names for the power's effects ("that enemy"); `args`: the trigger's own, for a trigger whose party picks one. */
  participants(ev: GameEvent, self: string, view?: RulesView, args?: Args): Participants;
}

export interface GateEntry extends EntryBase<"gate"> {
  /**
   * Does the state hold for `subject` (the creature the rule is applied to)? `self` is the
   * creature the rule is seen from; `owner`, when given, the power's owner where that is
   * another creature (an ally's bonus "against targets adjacent to this creature").
   */
  holds(args: Args, view: RulesView, subject: string, self: string, owner?: string): boolean;
}

export interface SubjectEntry extends EntryBase<"subject"> {
  /** The phrase names one creature ("an ally adjacent to this creature"): the power's user chooses which. */
  one?: boolean;
  /** It names creatures of the battle that are off the battle map (held in reserve, removed by a power), not those on it. */
  offMap?: true;
  /** The phrase names at most this many of the creatures it reaches ("up to 3 adjacent allies"): the power's user picks them. */
  most?(args: Args): number;
  /** Seen from the power's owner `self`, is `candidate` one of the creatures the phrase names? */
  includes(args: Args, view: RulesView, self: string, candidate: string, p: Participants): boolean;
}

export interface ScenarioFacts {
  pointLimit: number;
  /** Index of the battle's point limit among the scenario's point limits. */
  limitIndex: number;
}

export interface ScenarioRuleEntry extends EntryBase<"scenario-rule"> {
  /**
   * When the rule acts: when a creature is destroyed, at the end of the round, as the
   * victory target, or when a warband is built (construction rules lift a check).
   */
  hook: "destroyed" | "end-of-round" | "victory" | "construction";
  /** End-of-round scoring: once per player if any creature holds a victory area, or per creature in an uncontested one. */
  award?: "once" | "each-uncontested";
  /** Construction: the warband check this rule lifts. */
  lifts?: "faction" | "alignment" | "unique";
  /** VP scored (destroyed: for one creature of this cost; end-of-round: for a player occupying a victory area), or the VP target. */
  amount(args: Args, facts: ScenarioFacts, cost: number): number;
}

export interface TerrainRuleEntry extends EntryBase<"terrain-rule"> {
  /** When the rule acts: on entering, while occupied, at the start or end of a turn, for sight, or as an action. */
  moment: "enter" | "occupy" | "start-of-turn" | "end-of-turn" | "sight" | "action";
}

export type Entry = EffectEntry | ModifierEntry | PermissionEntry | TriggerEntry | GateEntry | SubjectEntry | ScenarioRuleEntry | TerrainRuleEntry;
export type Family = Entry["family"];
