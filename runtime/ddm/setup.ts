// A new battle: the players' warbands become creatures, placed by their players in
// their start areas. ddm-battle-rules-2011.txt § Set-Up
import type { CreatureIR, IR } from "../../compiler/ir.js";
import { seedDice } from "../kernel/dice.js";
import { ask, cardOf, log, useMap, type Game } from "./game.js";
import { flagOption } from "./options.js";
import { emit } from "./events.js";
import { championTest } from "./round.js";
import { setUpCreature } from "./placing.js";
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

/** Extra d20s a player rolls for the map: its warband's "you roll 1 extra d20 for map choice" powers, ungated. */
function mapChoiceDice(g: Game, player: number): number {
  return g.state.creatures
    .filter((c) => c.owner === player)
    .flatMap((c) => cardOf(g, c.card).powers.flatMap((p) => p.clauses))
    .reduce((n, cl) => n + (cl.kind === "modifier" && cl.op === "map-choice-dice" && cl.gate === null ? (cl.args.dice as number) : 0), 0);
}

/**
 * Before set-up: a champion test; its winner picks one of the offered maps or (rule
 * option "map choice may be deferred") lets the opponent pick, finally (spec A-05).
 * Returns the player who picked. With one map there is nothing to pick and the test's
 * winner counts as the chooser. ddm-battle-rules-2011.txt § The Battle, step 2; § Champion Test
 */
function chooseMap(g: Game): number {
  const maps = g.battle.maps ?? [g.battle.map];
  const winner = championTest(g, "the battle map", [mapChoiceDice(g, 0), mapChoiceDice(g, 1)]);
  if (maps.length < 2) return winner;
  const mapOptions = maps.map((m) => ({ id: `map:${m}`, label: m, legal: true }));
  const name = (p: number) => g.state.players[p]!.name;
  let chooser = winner;
  let pick = ask(g, {
    player: winner,
    kind: "map",
    prompt: `${name(winner)} won the champion test: choose the battle map`,
    options: flagOption(g, "map choice may be deferred") ? [...mapOptions, { id: "defer", label: "let the opponent choose", legal: true }] : mapOptions,
  });
  if (pick === "defer") {
    chooser = 1 - winner;
    pick = ask(g, { player: chooser, kind: "map", prompt: `${name(chooser)}: choose the battle map (the choice was deferred to you)`, options: mapOptions });
  }
  useMap(g, pick.slice("map:".length));
  log(g, "map", `${name(chooser)} chooses the battle map: ${g.map.name}`, { rule: "core: choose the battle map", src: g.battle.src });
  return chooser;
}

/**
 * The player who did not choose the map decides who sets up first; that player picks a
 * side, A or B, and the other player takes the other side. Creature ids follow the side.
 * Returns the players in set-up order. ddm-battle-rules-2011.txt § The Battle, step 3
 */
function chooseSides(g: Game, chooser: number): number[] {
  const s = g.state;
  const decider = 1 - chooser;
  const order = ask(g, {
    player: decider,
    kind: "setup-order",
    prompt: `${s.players[decider]!.name}: who sets up first?`,
    options: [
      { id: "me", label: "set up first", legal: true },
      { id: "opponent", label: "let the opponent set up first", legal: true },
    ],
  });
  const first = order === "me" ? decider : chooser;
  const sides = g.battle.sides.map((x) => x.side);
  const side = ask(g, {
    player: first,
    kind: "side",
    prompt: `${s.players[first]!.name} sets up first: choose a side`,
    options: sides.map((x) => ({ id: `side:${x}`, label: `side ${x} (start area ${x})`, legal: true })),
  }).slice("side:".length);
  const other = sides.find((x) => x !== side)!;
  for (const [p, player] of s.players.entries()) {
    player.side = p === first ? side : other;
    let n = 0;
    for (const c of s.creatures.filter((x) => x.owner === p)) {
      c.side = player.side;
      c.id = `${player.side}${++n}`;
    }
  }
  log(g, "side", `${s.players[first]!.name} sets up first on side ${side}; ${s.players[1 - first]!.name} takes side ${other}`, { rule: "core: set-up", src: g.battle.src });
  return [first, 1 - first];
}

/**
 * The battlefield, then set-up: the map test and map choice (when the battle offers
 * several maps or leaves the sides to be chosen), the side choice (`player` battles),
 * then each player puts all its creatures in its start area, the first setter first;
 * a battle with fixed sides sets up side A first (§ The Battle, steps 2-3; § Set-Up).
 */
export function setUp(g: Game): void {
  const s = g.state;
  let order = s.players.map((_, i) => i);
  if ((g.battle.maps?.length ?? 1) > 1 || g.battle.chooseSides) {
    const chooser = chooseMap(g);
    if (g.battle.chooseSides) order = chooseSides(g, chooser);
  }
  for (const player of order) {
    for (const c of s.creatures.filter((x) => x.owner === player)) setUpCreature(g, c.id);
    // "Use during your set-up": once its creatures are all placed, before the other player sets up (§ Set-Up, Set-Up Powers).
    emit(g, { kind: "setup.placed", player }, player);
  }
}
