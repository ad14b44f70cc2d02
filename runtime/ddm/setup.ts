// A new battle: the players' warbands become creatures, placed by their players in
// their start areas. ddm-battle-rules-2011.txt § Set-Up
import type { CreatureIR, IR } from "../../compiler/ir.js";
import type { Space } from "../geometry/geometry.js";
import { seedDice } from "../kernel/dice.js";
import { ask, cardOf, log, type Game } from "./game.js";
import { isLegalPosition } from "./movement.js";
import { STATE_FORMAT, type BattleState, type CreatureState } from "./state.js";

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A creature as it enters a battle: full hit points, no effects, standing nowhere yet. */
export function newCreatureState(card: CreatureIR, id: string, side: string, owner: number): CreatureState {
  return {
    id,
    card: card.name,
    owner,
    side,
    space: null,
    hp: card.hp,
    maxHp: card.hp,
    bloodiedAt: card.bloodied,
    status: "in-play",
    effects: [],
    spent: {},
    turns: 0,
    actedThisRound: false,
    oaTurn: -1,
  };
}

/** The state before set-up: creatures exist but stand nowhere yet. */
export function newBattleState(ir: IR, battleName: string, seed: number, houseRules: string[] = []): BattleState {
  const battle = ir.battles.find((b) => same(b.name, battleName));
  if (!battle) throw new Error(`the content has no battle named "${battleName}"`);
  const creatures: CreatureState[] = [];
  const players = battle.sides.map((side, owner) => {
    const warband = ir.warbands.find((w) => same(w.name, side.warband));
    if (!warband) throw new Error(`the content has no warband named "${side.warband}"`);
    // Each item goes to a creature of its bearer's card, the first with the fewest items (§ Set-Up, Items).
    const held: { name: string; cost: number }[][] = warband.creatures.map(() => []);
    for (const item of warband.items) {
      const slots = warband.creatures.map((n, i) => ({ n, i })).filter((x) => same(x.n, item.bearer));
      const to = slots.sort((a, b) => held[a.i]!.length - held[b.i]!.length || a.i - b.i)[0];
      if (to) held[to.i]!.push({ name: item.name, cost: item.cost });
    }
    const itemsOf = (i: number) => held[i]!;
    warband.creatures.forEach((name, i) => {
      const card = ir.creatures.find((c) => same(c.name, name));
      if (!card) throw new Error(`the content has no creature named "${name}"`);
      const c = newCreatureState(card, `${side.side}${i + 1}`, side.side, owner);
      if (itemsOf(i).length) c.items = itemsOf(i);
      creatures.push(c);
    });
    return { name: `Player ${owner + 1} (${warband.name})`, side: side.side, warband: warband.name, vp: 0 };
  });
  return {
    format: STATE_FORMAT,
    version: 1,
    battle: battle.name,
    houseRules,
    seed,
    rng: seedDice(seed),
    round: 0,
    turn: 0,
    phase: "setup",
    players,
    creatures,
    active: null,
    lastChampionTest: null,
    tiedAtTarget: false,
    winner: null,
    result: null,
    nextEffectId: 1,
    log: [],
  };
}

/** Legal positions wholly inside the side's start area; if none is left, the free squares nearest to it. */
function setupSpaces(g: Game, id: string, side: string, size: number): Space[] {
  const area = g.map.startAreas.filter((a) => a.side === side).flatMap((a) => a.squares);
  const inArea = new Set(area.map((q) => `${q.x},${q.y}`));
  const candidates: Space[] = [];
  for (let y = 0; y < g.map.height; y++) for (let x = 0; x < g.map.width; x++) candidates.push({ x, y, size });
  const legal = candidates.filter((s) => isLegalPosition(g, id, s));
  const inside = legal.filter((s) => g.grid.squaresOf(s).every((q) => inArea.has(`${q.x},${q.y}`)));
  if (inside.length) return inside;
  const areaSpace = area.map((q) => ({ ...q, size: 1 }));
  const dist = (s: Space) => Math.min(...areaSpace.map((a) => g.grid.rawDistance(a, s)));
  const nearest = Math.min(...legal.map(dist));
  return legal.filter((s) => dist(s) === nearest);
}

/** Side A's player sets up all its creatures, then side B's (§ Set-Up). */
export function setUp(g: Game): void {
  const s = g.state;
  for (const [player, p] of s.players.entries()) {
    for (const c of s.creatures.filter((x) => x.owner === player)) {
      const size = cardOf(g, c.card).squares;
      const spaces = setupSpaces(g, c.id, p.side, size);
      const choice = ask(g, {
        player,
        kind: "place",
        prompt: `${p.name}: place ${c.card} (${c.id}) in start area ${p.side}`,
        options: spaces.map((sp) => ({ id: `${sp.x},${sp.y}`, label: `${sp.x},${sp.y}`, legal: true })),
      });
      c.space = spaces.find((sp) => `${sp.x},${sp.y}` === choice)!;
      log(g, "place", `${c.card} (${c.id}) is placed at ${choice}`, { rule: "core: set-up", src: g.map.src }, { creature: c.id, x: c.space.x, y: c.space.y });
    }
  }
}
