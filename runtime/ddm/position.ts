// A position in the middle of a battle, written down rather than played to: which
// creatures stand where, with what hit points and conditions, at the start of a
// round's turns. Rules tests (`test` blocks, test/runtime/arena.ts) start from one.
import type { IR } from "../../compiler/ir.js";
import type { ActiveEffect, BattleState } from "./state.js";
import { newBattleState, newCreatureState } from "./setup.js";

export interface Placement {
  card: string;
  /** The creature's id, side letter first ("A2"); by default the side and its count so far. */
  id?: string;
  side: string;
  x: number;
  y: number;
  hp?: number;
  /** Conditions it has, lasting until saved against. */
  conditions?: string[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The battle's state with these creatures placed (every other creature of its warbands left out), in round 1's turns. */
export function positionState(ir: IR, battle: string, placements: Placement[], opts: { seed?: number; houseRules?: string[] } = {}): BattleState {
  const state = newBattleState(ir, battle, opts.seed ?? 1, opts.houseRules);
  const sides = state.players.map((p) => p.side);
  const counts = new Map<string, number>();
  let effectId = 1;
  state.creatures = placements.map((p) => {
    const card = ir.creatures.find((c) => same(c.name, p.card));
    if (!card) throw new Error(`the content has no creature named "${p.card}"`);
    const owner = sides.indexOf(p.side);
    if (owner < 0) throw new Error(`the battle has no side ${p.side} (sides: ${sides.join(", ")})`);
    counts.set(p.side, (counts.get(p.side) ?? 0) + 1);
    const c = newCreatureState(card, p.id ?? `${p.side}${counts.get(p.side)}`, p.side, owner);
    c.space = { x: p.x, y: p.y, size: card.squares };
    c.hp = p.hp ?? card.hp;
    c.effects = (p.conditions ?? []).map(
      (name): ActiveEffect => ({ id: effectId++, kind: "condition", name, duration: "save-ends", source: null, rule: "the test's position", src: null }),
    );
    return c;
  });
  state.nextEffectId = effectId;
  state.round = 1;
  state.phase = "turns";
  return state;
}
