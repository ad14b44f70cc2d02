// What an agent may look at while it chooses: the battle as it stands, the scenario's
// scoring and the rules' own forecast of an attack. Nothing here rolls, asks or logs,
// so looking never changes the battle, and a replay of the choices needs no agent.
import type { AttackIR, AttackKind } from "../../compiler/ir.js";
import type { DamagePart } from "../../compiler/primitives/host.js";
import { scenarioRuleEntry } from "../../compiler/primitives/index.js";
import type { Space, Square } from "../geometry/geometry.js";
import { approachSquares, attackRollOf, automaticCritical, automaticHitAgainst, concealAgainst, usesLeft } from "./attack.js";
import { cardOf, type Game } from "./game.js";
import { powersOf } from "./powers.js";
import { ownVictoryAreas, scenarioRules, vpValue } from "./scoring.js";
import { creatureById, type BattleState } from "./state.js";
import { damageAfterDefences } from "./damage.js";
import { damageBonusOf, dealtTypes, defenseOf, speedOf } from "./values.js";

export interface AttackForecast {
  /** The chance that the attack hits, from the attack roll against the defence (a natural 1 misses, a 20 hits). */
  hit: number;
  /** The damage a hit that is not critical deals, after the target's Resist and Immune. */
  damage: number;
  /** A hit does more than damage (a condition, a push, ongoing damage). */
  effects: boolean;
}

export interface AttackReach {
  name: string;
  kind: AttackKind;
  basic: boolean;
  /** How far away its target may be, in squares: reach or range (sight: the whole map). */
  reach: number;
  /** Uses left (an attack of limited uses may be spent). */
  usable: boolean;
  /** It moves before it strikes ("after moving 4"): squares it may cover first. */
  approach: number;
  /** Close and area attacks: "enemies only" (allies in the area are not affected). */
  enemiesOnly: boolean;
}

export interface Occupation {
  /** "once": a player scores once for holding any of its victory areas; "each-uncontested": per creature in one no enemy occupies. */
  award: "once" | "each-uncontested";
  vp: number;
  /** The squares of the victory areas the player scores in. */
  squares: Square[];
}

export interface BattleView {
  /** The battle as it stands; read it, never change it. */
  readonly state: Readonly<BattleState>;
  /** Counted squares between two spaces, around walls. */
  distance(a: Space, b: Space): number;
  /** The squares a space covers (a Large creature's four). */
  squaresOf(space: Space): Square[];
  /** How the scenario pays the player for holding victory areas at the end of a round, or null if it does not. */
  occupation(player: number): Occupation | null;
  /** The VP its opponent scores for destroying the creature (§ Scenarios and Variants: cost, cost + 5, double cost). */
  worth(creature: string): number;
  speed(creature: string): number;
  attacks(creature: string): AttackReach[];
  /** The action a power used on the creature's own turn costs ("minor", "move", "attack", "free", "turn"), or null. */
  powerAction(creature: string, power: string): string | null;
  /** The attack against the target from where the attacker stands (at the end of a charge: `charge`). */
  forecast(attacker: string, attack: string, target: string, charge?: boolean): AttackForecast | null;
}

/** Squares a target may be away: reach, range, an area's range and radius, or the whole map for sight. */
function reachOf(attack: AttackIR, mapSpan: number): number {
  const r = attack.range;
  if (r.kind === "area") return typeof r.within === "number" ? r.within + r.radius : mapSpan;
  return "squares" in r && r.squares !== undefined ? r.squares : mapSpan;
}

/** Chance of rolling `need` or more on a d20, a natural 1 missing and a 20 hitting (§ Attack Roll). */
function chance(need: number): number {
  return Math.min(19, Math.max(1, 21 - need)) / 20;
}

function forecast(g: Game, attacker: string, name: string, target: string, charge: boolean): AttackForecast | null {
  const attack = cardOf(g, creatureById(g.state, attacker).card).attacks.find((a) => a.name === name);
  if (!attack) return null;
  const defences = [attack.defense, ...(attack.defenseOr ? [attack.defenseOr] : [])];
  const defence = Math.min(...defences.map((d) => defenseOf(g, target, d, attack.kind, false, attacker, dealtTypes(attack)).value));
  const bonus = attackRollOf(g, attacker, attack, target, { charge }).value;
  const conceal = concealAgainst(g, attacker, attack, target);
  const hit = attack.automatic || automaticCritical(g, attack, target) || automaticHitAgainst(g, attack, target) ? 1 : chance(defence - bonus) * (conceal ? chance(conceal.value) : 1);
  const damage = attack.hit.find((e) => e.op === "damage");
  let dealt = 0;
  if (damage) {
    const parts = (damage.args.damage as DamagePart[]).map((p) => ({ ...p }));
    if (parts[0]) parts[0].amount += damageBonusOf(g, attacker, attack, target).value;
    dealt = damageAfterDefences(g, target, parts, { attackKind: attack.kind }).total;
  }
  return { hit, damage: Math.max(0, dealt), effects: attack.hit.some((e) => e.op !== "damage") };
}

export function agentView(g: Game): BattleView {
  const span = () => g.map.width + g.map.height;
  return {
    get state() {
      return g.state;
    },
    distance: (a, b) => g.grid.distance(a, b),
    squaresOf: (space) => g.grid.squaresOf(space),
    occupation(player) {
      const rule = scenarioRules(g, "end-of-round")[0];
      const award = rule && scenarioRuleEntry(rule.op).award;
      if (!rule || !award) return null;
      return { award, vp: scenarioRuleEntry(rule.op).amount(rule.args, g.facts, 0), squares: ownVictoryAreas(g, player).flatMap((va) => va.squares) };
    },
    worth(creature) {
      const cost = vpValue(g, creatureById(g.state, creature));
      return scenarioRules(g, "destroyed").reduce((sum, r) => sum + scenarioRuleEntry(r.op).amount(r.args, g.facts, cost), 0);
    },
    speed: (creature) => speedOf(g, creature).value,
    attacks: (creature) =>
      cardOf(g, creatureById(g.state, creature).card)
        .attacks.filter((a) => !a.byPower)
        .map((a) => ({
          name: a.name,
          kind: a.kind,
          basic: a.basic,
          reach: reachOf(a, span()),
          usable: usesLeft(g, creature, a),
          approach: a.approach ? approachSquares(g, creature, a.approach.squares) : 0,
          enemiesOnly: a.affects === "enemies",
        })),
    powerAction: (creature, power) => powersOf(g, creature).find((p) => p.name === power)?.action ?? null,
    forecast: (attacker, attack, target, charge = false) => forecast(g, attacker, attack, target, charge),
  };
}
