// Putting a creature on the map in an area: at set-up (its start area; a victory area
// for a Scout or a Wandering Monster) and when a creature that started off the map
// enters play. ddm-battle-rules-2011.txt § Set-Up (Multiple Start Areas, Set-Up Powers,
// Delayed Appearance); spec A-35
import type { SquareIR } from "../../compiler/ir.js";
import type { Cause } from "../../compiler/primitives/host.js";
import type { EntryArea } from "../../compiler/primitives/set-up.js";
import type { Space } from "../geometry/geometry.js";
import { ask, cardOf, log, roll, type Game } from "./game.js";
import { isLegalPosition } from "./movement.js";
import { flagOption } from "./options.js";
import { powersOf } from "./powers.js";
import { creatureById, inPlay, label } from "./state.js";

const key = (q: { x: number; y: number }) => `${q.x},${q.y}`;

/**
 * Legal positions wholly inside the squares. If there is none: those covering the most
 * squares of the area ("big creatures should occupy as much of the start area as their
 * space allows"), else the legal positions nearest to it (§ Set-Up).
 */
export function spacesIn(g: Game, id: string, size: number, area: SquareIR[]): Space[] {
  const inArea = new Set(area.map(key));
  const legal: Space[] = [];
  for (let y = 0; y + size <= g.map.height; y++) for (let x = 0; x + size <= g.map.width; x++) if (isLegalPosition(g, id, { x, y, size })) legal.push({ x, y, size });
  const overlap = (s: Space) => g.grid.squaresOf(s).filter((q) => inArea.has(key(q))).length;
  const most = Math.max(0, ...legal.map(overlap));
  if (most > 0) return legal.filter((s) => overlap(s) === most);
  const squares = area.map((q) => ({ ...q, size: 1 }));
  const dist = (s: Space) => Math.min(...squares.map((a) => g.grid.rawDistance(a, s)));
  const nearest = Math.min(...legal.map(dist));
  return legal.filter((s) => dist(s) === nearest);
}

/** Legal positions wholly inside a victory area that has no creature in it (Scout; spec A-35). */
function unoccupiedVictorySpaces(g: Game, id: string, size: number): Space[] {
  const taken = new Set(inPlay(g.state).filter((c) => c.id !== id).flatMap((c) => g.grid.squaresOf(c.space!).map(key)));
  return g.map.victoryAreas
    .filter((a) => !a.squares.some((q) => taken.has(key(q))))
    .flatMap((a) => spacesIn(g, id, size, a.squares).filter((s) => g.grid.squaresOf(s).every((q) => a.squares.some((v) => key(v) === key(q)))));
}

export type SetUpPower = "scout" | "wandering-monster" | "delayed-appearance" | "may-start-off-map";

/** The creature's set-up power, if it has one, with the power's name and line (read from its own powers: it is not in play yet). */
export function setUpPowerOf(g: Game, id: string): { kind: SetUpPower; rule: string; src: Cause["src"] } | null {
  for (const p of powersOf(g, id)) {
    for (const clause of p.clauses) {
      if (clause.kind !== "modifier") continue;
      const kind = clause.op as SetUpPower;
      if (kind === "scout" || kind === "wandering-monster" || kind === "delayed-appearance" || kind === "may-start-off-map") return { kind, rule: p.name ?? clause.text, src: clause.src };
    }
  }
  return null;
}

/**
 * Wandering Monster: a d20 split into equal ranges, one per victory area in map order;
 * a result above the last whole range is rolled again (spec A-35).
 */
function randomVictoryArea(g: Game, id: string): SquareIR[] | null {
  const areas = g.map.victoryAreas;
  if (areas.length === 0) return null;
  const die = g.ir.ruleset.die;
  const width = Math.floor(die / areas.length);
  for (;;) {
    const r = roll(g, `Wandering Monster: victory area for ${label(creatureById(g.state, id))} (1-${width * areas.length}, ${width} each)`);
    if (r <= width * areas.length) return areas[Math.ceil(r / width) - 1]!.squares;
  }
}

function choose(g: Game, id: string, spaces: Space[], prompt: string): Space {
  const c = creatureById(g.state, id);
  const pick = ask(g, { player: c.owner, kind: "place", prompt, options: spaces.map((sp) => ({ id: key(sp), label: key(sp), legal: true })) });
  return spaces.find((sp) => key(sp) === pick)!;
}

/**
 * Set-up of one creature: in its start area (any of the side's start regions), or as
 * its set-up power says — a Scout may choose an unoccupied victory area instead, a
 * Wandering Monster goes to a random victory area, a creature with Delayed Appearance
 * stays off the map (§ Set-Up, Set-Up Powers).
 */
export function setUpCreature(g: Game, id: string): void {
  const c = creatureById(g.state, id);
  const player = g.state.players[c.owner]!;
  const size = cardOf(g, c.card).squares;
  const power = setUpPowerOf(g, id);
  const cause = power ? { creature: id, rule: power.rule, src: power.src } : { creature: id, rule: "core: set-up", src: g.map.src };
  // "May start the battle off the battle map": its player chooses (§ Set-Up, Delayed Appearance).
  const offMap =
    power?.kind === "may-start-off-map" &&
    ask(g, {
      player: c.owner,
      kind: "start-off-map",
      prompt: `${player.name}: does ${label(c)} start the battle off the battle map? (${power.rule})`,
      options: [
        { id: "start-area", label: "set up in the start area", legal: true },
        { id: "off-map", label: "start off the battle map", legal: true },
      ],
    }) === "off-map";
  if (power?.kind === "delayed-appearance" || offMap) {
    log(g, "off-map", `${label(c)} starts the battle off the battle map (${power.rule})`, cause, { creature: id });
    return;
  }
  const start = g.map.startAreas.filter((a) => a.side === c.side).flatMap((a) => a.squares);
  let spaces = spacesIn(g, id, size, start);
  let where = `start area ${c.side}`;
  if (power?.kind === "wandering-monster") {
    const area = randomVictoryArea(g, id);
    if (area) {
      spaces = spacesIn(g, id, size, area);
      where = `a random victory area (${power.rule})`;
    }
  } else if (power?.kind === "scout") {
    const scouting = unoccupiedVictorySpaces(g, id, size).filter((s) => !spaces.some((t) => key(t) === key(s)));
    spaces = [...spaces, ...scouting];
    if (scouting.length) where += ` or an unoccupied victory area (${power.rule})`;
  }
  c.space = choose(g, id, spaces, `${player.name}: place ${label(c)} in ${where}`);
  log(g, "place", `${label(c)} is placed at ${key(c.space)}`, cause, { creature: id, x: c.space.x, y: c.space.y });
}

/** The areas an effect may put the creature in, each as its squares (its side's start regions as one area). */
function areasFor(g: Game, id: string, area: EntryArea): SquareIR[][] {
  const c = creatureById(g.state, id);
  const start = area.endsWith("start area") ? [g.map.startAreas.filter((a) => a.side === c.side).flatMap((a) => a.squares)] : [];
  // "One of your victory areas": those its side scores for (scoring.ts ownVictoryAreas).
  const areas = area === "own victory area" ? g.map.victoryAreas.filter((a) => a.side === c.side || a.side === "AB") : g.map.victoryAreas;
  let victory = area.includes("victory") ? areas.map((a) => a.squares) : [];
  const others = new Set(inPlay(g.state).filter((o) => o.id !== id && o.space).flatMap((o) => g.grid.squaresOf(o.space!).map(key)));
  if (area.startsWith("unoccupied")) victory = victory.filter((a) => !a.some((q) => others.has(key(q))));
  if (area.startsWith("occupied")) victory = victory.filter((a) => a.some((q) => others.has(key(q))));
  const all = [...victory, ...start];
  if (!area.startsWith("other") || !c.space) return all;
  // "any other victory area", "a different victory or start area": not one it stands in now.
  const mine = new Set(g.grid.squaresOf(c.space).map(key));
  return all.filter((a) => !a.some((q) => mine.has(key(q))));
}

/**
 * An effect puts the creature in an area (its start area, a victory area, one with or
 * without creatures in it, one it does not stand in): a creature off the map enters play
 * there, in the nearest legal position if the area is full. It joins this round's turns
 * unless the rule option "new creatures act this round" is no and the round's turns have
 * begun (spec A-08). § Set-Up (Delayed Appearance); § Forced-Movement Effects (Place)
 */
export function placeIn(g: Game, id: string, area: EntryArea, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play") return;
  const size = cardOf(g, c.card).squares;
  const entering = c.space === null;
  const areas = areasFor(g, id, area);
  const was = c.space;
  c.space = null;
  const found: Space[] = area === "unoccupied victory area" ? unoccupiedVictorySpaces(g, id, size) : areas.flatMap((a) => spacesIn(g, id, size, a));
  c.space = was;
  const spaces = found.filter((s, i) => found.findIndex((t) => key(t) === key(s)) === i);
  if (spaces.length === 0) {
    log(g, "place", `${label(c)} cannot be placed: no ${area} position`, cause, { creature: id });
    return;
  }
  c.space = choose(g, id, spaces, `${label(c)}: where in the ${area}? (${cause.rule})`);
  if (entering && g.state.phase === "turns" && !flagOption(g, "new creatures act this round")) c.actedThisRound = true;
  log(g, "place", `${label(c)} ${entering ? "enters play" : "is placed"} at ${key(c.space)} (${cause.rule})`, cause, { creature: id, x: c.space.x, y: c.space.y });
}
