// An agent that plays to win, one choice at a time: of the legal options it takes the one
// worth most now, and ends a turn only when nothing left is worth anything.
//  - An attack is worth the damage it should deal (chance to hit × damage, as a share of
//    the target's hit points) in the VP the target scores when destroyed, and that VP
//    again if a hit would destroy it; an attack always comes before a move.
//  - A charge likewise, a little less (it spends the whole turn), where no attack can
//    be made from where the creature stands.
//  - A move or shift is worth how much closer it brings the creature to its goal: the
//    nearest square from which it can attack an enemy, or, for the creatures sent to hold
//    them, a victory area its player scores in at the end of a round (the nearest creature
//    where the scenario pays once a round, half the warband where it pays per creature
//    in an uncontested area). Leaving a square beside an enemy costs the opportunity
//    attacks it provokes; a double move is declared when one move would not arrive.
//  - Powers used as actions come before moves (a minor action one first of all).
// Other decisions: the creature nearest an enemy takes its turn first, initiative is
// kept, opportunity attacks and triggered powers are taken, an attack's target is the
// one most likely to fall. What it does not judge it picks as the random-legal agent
// does. Ties go to its own seeded dice: the same seed plays the same battle. It keeps no
// memory of its own: what it judges it reads from the view, so a fresh one may take over
// at any decision (the sandbox's AI is a new agent per decision).
import type { Agent, Decision } from "../kernel/decisions.js";
import { legalIndices } from "../kernel/decisions.js";
import { seedDice, seededDice, type Dice } from "../kernel/dice.js";
import type { Space, Square } from "../geometry/geometry.js";
import type { BattleView } from "../ddm/agent-view.js";
import { inPlay, type CreatureState } from "../ddm/state.js";
import { PASSING, chooseAtRandom } from "./random-legal.js";

/** The worth of a square of progress toward the goal: twenty squares are still worth less than an attack (1 and up). */
const STEP = 0.03;
/** What an opportunity attack risks, per enemy the move leaves. */
const PROVOKED = 0.25;
/** A charge spends the move action an attack from where it stands would keep. */
const CHARGE_COST = 0.2;

/** What a choice is worth to the deciding player; the highest legal one is taken. */
type Worth = (d: Decision, view: BattleView) => (id: string) => number;

function enemiesOf(view: BattleView, player: number): CreatureState[] {
  const side = view.state.players[player]!.side;
  return inPlay(view.state).filter((c) => c.side !== side);
}

/** The VP a hit is expected to bring: its share of the target's hit points, and its whole worth again if it destroys it. */
function expected(view: BattleView, attacker: string, attack: string, target: string, charge = false): number {
  const f = view.forecast(attacker, attack, target, charge);
  const t = view.state.creatures.find((c) => c.id === target);
  if (!f || !t) return 0;
  const worth = view.worth(target);
  const share = Math.min(f.damage, t.hp) / Math.max(1, t.maxHp) + (f.damage >= t.hp ? 1 : 0) + (f.effects ? 0.15 : 0);
  return f.hit * worth * share;
}

/**
 * How far a space is from the creature's goal, in squares: from a victory area its
 * player scores in, for a holder; else from the nearest square within reach of an enemy.
 */
function goalDistance(view: BattleView, c: CreatureState, player: number): (s: Space) => number {
  const enemies = enemiesOf(view, player);
  const area = holdingSquares(view, c, player);
  if (area.length) return (s) => Math.min(...area.map((q) => view.distance({ ...q, size: 1 }, s)));
  if (enemies.length === 0) return () => 0;
  const usable = view.attacks(c.id).filter((a) => a.usable);
  const reach = Math.max(1, ...usable.map((a) => a.reach + a.approach));
  return (s) => Math.min(...enemies.map((e) => Math.max(0, view.distance(e.space!, s) - reach)));
}

/** Free squares of the victory areas the creature is sent to hold, or none if another holds for its player. */
function holdingSquares(view: BattleView, c: CreatureState, player: number) {
  const pay = view.occupation(player);
  if (!pay || pay.squares.length === 0) return [];
  const side = view.state.players[player]!.side;
  const mine = inPlay(view.state).filter((x) => x.side === side);
  const away = (x: CreatureState) => Math.min(...pay.squares.map((q) => view.distance({ ...q, size: 1 }, x.space!)));
  const ranked = mine.map((x) => ({ x, d: away(x) })).sort((a, b) => a.d - b.d || a.x.id.localeCompare(b.x.id));
  const holders = pay.award === "once" ? 1 : Math.ceil(mine.length / 2);
  if (!ranked.slice(0, holders).some((r) => r.x.id === c.id)) return [];
  const taken = takenBesides(view, c);
  return pay.squares.filter((q) => !taken.has(keyOf(q)));
}

const keyOf = (q: Square) => `${q.x},${q.y}`;

/** The squares of a space, as keys. */
const keysOf = (view: BattleView, s: Space): string[] => view.squaresOf(s).map(keyOf);

/** The squares the other creatures in play stand in, as keys. */
function takenBesides(view: BattleView, c: CreatureState): Set<string> {
  return new Set(inPlay(view.state).filter((x) => x.id !== c.id).flatMap((x) => keysOf(view, x.space!)));
}

const spaceAt = (key: string, size: number): Space => {
  const [x, y] = key.split(",").map(Number);
  return { x: x!, y: y!, size };
};

/**
 * How often the action has been chosen since the creature-turn began, from the trace: an
 * action that can be taken again and again is not taken forever.
 */
function chosenThisTurn(view: BattleView, id: string): number {
  let n = 0;
  for (let i = view.state.log.length - 1; i >= 0 && view.state.log[i]!.kind !== "turn"; i--) {
    const e = view.state.log[i]!;
    if (e.kind === "choice" && e.data?.decision === "action" && e.data.option === id) n++;
  }
  return n;
}

/** The active creature's actions (turn.ts actionOptions ids). */
const actionWorth: Worth = (d, view) => {
  const t = view.state.active!;
  const c = view.state.creatures.find((x) => x.id === t.creature)!;
  const enemies = enemiesOf(view, d.player);
  const goal = goalDistance(view, c, d.player);
  const here = goal(c.space!);
  const attacks = view.attacks(c.id);
  const canAttack = d.options.some((o) => o.legal && (o.id.startsWith("attack:") || o.id.startsWith("charge:")));
  const nearest = (s: Space) => Math.min(...enemies.map((e) => view.distance(e.space!, s)));
  const besideMe = enemies.filter((e) => view.distance(e.space!, c.space!) <= 1).length;
  const occupied = takenBesides(view, c);
  /** Progress toward the goal; with no attack to make, any step closer to an enemy counts a little (out of sight, out of line). */
  const progress = (s: Space) => (here - goal(s)) * STEP + (canAttack || t.attack <= 0 || !enemies.length ? 0 : (nearest(c.space!) - nearest(s)) * STEP * 0.1);
  return (id) => {
    const [kind, what = "", ...rest] = id.split(":");
    if (chosenThisTurn(view, id) >= 2) return -1;
    switch (kind) {
      case "attack": {
        const a = attacks.find((x) => x.name === what);
        if (!a) return 0;
        const where = d.options.find((o) => o.id === id)?.squares;
        if (where) {
          // A close or area attack: what it should do to every creature in its squares.
          const hit = new Set(where.map(keyOf));
          const caught = inPlay(view.state).filter((x) => keysOf(view, x.space!).some((q) => hit.has(q)));
          const sum = caught.reduce((s, x) => (enemies.includes(x) ? s + expected(view, c.id, a.name, x.id) : a.enemiesOnly ? s : s - 1.5 * expected(view, c.id, a.name, x.id)), 0);
          return sum > 0 ? 1 + sum : -1;
        }
        // An attack after a move: the best target it could reach.
        if (!rest.length) {
          const reached = enemies.filter((e) => view.distance(e.space!, c.space!) <= a.reach + a.approach);
          return reached.length ? 1 + Math.max(...reached.map((e) => expected(view, c.id, a.name, e.id))) : -1;
        }
        return 1 + expected(view, c.id, a.name, rest.join(":"));
      }
      case "charge": {
        const end = spaceAt(rest[0] ?? "", c.space!.size);
        const attack = rest[1] ?? attacks.find((a) => a.basic && a.kind === "melee" && a.usable)?.name;
        if (!attack) return 0;
        return 1 - CHARGE_COST + expected(view, c.id, attack, what, true) + progress(end) - besideMe * PROVOKED;
      }
      case "move":
      case "shift": {
        const to = spaceAt(what, c.space!.size);
        const gain = progress(to);
        // No closer: worth less than ending the turn, but a forced second move still takes the best.
        if (gain <= 0) return gain - STEP;
        const provoked = kind === "move" ? besideMe * PROVOKED : 0;
        // The first move of a double move may end on an ally: a square of its own is better.
        const crowded = keysOf(view, to).some((q) => occupied.has(q)) ? STEP / 2 : 0;
        return gain - provoked - crowded;
      }
      case "double-move": {
        const speed = view.speed(c.id);
        return !canAttack && here > speed ? Math.min(here, 2 * speed) * STEP * 0.9 : -1;
      }
      case "power": {
        const action = view.powerAction(c.id, id.slice("power:".length));
        if (action === "minor" || action === "free") return 2;
        if (action === "move") return STEP;
        return canAttack ? 0.5 : 0.95;
      }
      case "recharge":
        return 0.3;
      case "terrain":
        return what === "heal" && c.hp < c.maxHp ? (0.6 * (c.maxHp - c.hp)) / c.maxHp : -1;
      case "end":
        return 0;
      default:
        return -1;
    }
  };
};

/** Acting rather than passing. */
const taken: Worth = () => (id) => (PASSING.has(id) ? 0 : 1);

/** Decisions it judges, by kind; the others are left to chance. */
const JUDGES: Record<string, Worth> = {
  action: actionWorth,
  // The creature nearest an enemy takes its turn first.
  activate: (d, view) => {
    const enemies = enemiesOf(view, d.player);
    return (id) => {
      const c = view.state.creatures.find((x) => x.id === id);
      return c?.space && enemies.length ? -Math.min(...enemies.map((e) => view.distance(e.space!, c.space!))) : 0;
    };
  },
  // The target most likely to fall: fewest hit points left.
  "attack-target": (_d, view) => (id) => -(view.state.creatures.find((x) => x.id === id)?.hp ?? 0),
  initiative: () => (id) => (id === "first" ? 1 : 0),
  "opportunity-attack": taken,
  "use-power": taken,
  "power-attack": taken,
};

export function greedyAgent(seed: number, name = "greedy"): Agent<BattleView> {
  const dice = seededDice({ rng: seedDice(seed) });
  return {
    name,
    choose(d, view) {
      const judge = JUDGES[d.kind];
      if (!judge) return chooseAtRandom(d, dice);
      return best(d, judge(d, view), dice);
    },
  };
}

/** The legal option worth most; among equals, one picked by the dice. */
function best(d: Decision, worth: (id: string) => number, dice: Dice): number {
  const scored = legalIndices(d).map((i) => ({ i, w: worth(d.options[i]!.id) }));
  const top = Math.max(...scored.map((s) => s.w));
  const equal = scored.filter((s) => s.w >= top - 1e-9);
  return equal.length === 1 ? equal[0]!.i : equal[dice.roll(equal.length, d.prompt) - 1]!.i;
}
