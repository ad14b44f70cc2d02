// Where a close or area attack can be placed and whom each placement affects.
// ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks
import type { AttackIR } from "../../compiler/ir.js";
import type { Space, Square } from "../geometry/geometry.js";
import { blasts, lineEnters, lines } from "../geometry/close-areas.js";
import type { Game } from "./game.js";
import { sightRangeOf } from "./continuous.js";
import { flagOption } from "./options.js";
import { effectBetween, sees, seesSquare, sightless } from "./sight.js";
import { creatureById, inPlay, label, type CreatureState } from "./state.js";
import { qualifiesAsTarget } from "./targeting.js";
import { contributionsTo } from "./values.js";

export interface Placement {
  /** Stable id for the choice (no colons). */
  id: string;
  label: string;
  /** The square lines of effect (and cover) are traced from. */
  origin: Square;
  /** Creatures affected, in board order. */
  targets: string[];
  /** The squares the placement covers (for a line, those it passes through), for a map to show and for effects on the area. */
  squares: Square[];
}

const one = (s: Square): Space => ({ ...s, size: 1 });

/** The sets of up to `most` creatures a placement may leave out, the empty set first. */
function leavingOut(targets: CreatureState[], most: number): CreatureState[][] {
  const sets: CreatureState[][] = [[]];
  for (const c of targets) {
    for (const s of [...sets]) if (s.length < most) sets.push([...s, c]);
  }
  return sets;
}

/** Close and area attacks affect allies too unless the card says "enemies only" (the option can make that the default). */
function affects(g: Game, attack: AttackIR, attacker: CreatureState, c: CreatureState): boolean {
  const enemiesOnly = attack.affects === "enemies" || (attack.affects === null && !flagOption(g, "close and area attacks affect allies"));
  // "against Living targets only": creatures not in the state are not affected (card text).
  return (!enemiesOnly || c.side !== attacker.side) && qualifiesAsTarget(g, attacker.id, attack, c.id);
}

/**
 * Every distinct way to place the attack that affects at least one enemy, each with the
 * creatures it affects. Close attacks never affect the attacker; area attacks may.
 */
export function placements(g: Game, attackerId: string, attack: AttackIR): Placement[] {
  const a = creatureById(g.state, attackerId);
  if (!a.space) return [];
  const own = contributionsTo(g, attackerId);
  // "Can ignore any number of allies in area": none of its allies is affected.
  const sparesAllies = own.some((c) => c.stat === "ignores-allies-in-areas");
  const others = inPlay(g.state).filter((c) => affects(g, attack, a, c) && !(sparesAllies && c.side === a.side));
  // "Can ignore up to 1 target in area": each placement also without any one (or up to N) of its creatures.
  const spare = Math.max(0, ...own.filter((c) => c.stat === "ignores-targets-in-areas").map((c) => c.amount));
  const out = new Map<string, Placement>();
  const add = (id: string, text: string, origin: Square, targets: CreatureState[], area: () => Square[], must?: (ids: string[]) => boolean) => {
    for (const left of leavingOut(targets, spare)) place(left.length ? `${id}-sparing-${left.map((c) => c.id).join(".")}` : id, left.length ? `${text}, sparing ${left.map(label).join(", ")}` : text, origin, targets.filter((c) => !left.includes(c)), area, must);
  };
  const place = (id: string, text: string, origin: Square, targets: CreatureState[], area: () => Square[], must?: (ids: string[]) => boolean) => {
    const ids = targets.map((c) => c.id);
    if (!targets.some((c) => c.side !== a.side)) return;
    if (must && !must(ids)) return;
    const key = ids.join(",");
    if (out.has(key)) return;
    // Worked out only when a map asks: agents and replays list options far more often than a person looks.
    let squares: Square[] | undefined;
    const covered = () => [...area(), ...targets.flatMap((c) => g.grid.squaresOf(c.space!))].filter((q, i, all) => all.findIndex((o) => o.x === q.x && o.y === q.y) === i);
    out.set(key, { id, label: `${text}: ${targets.map(label).join(", ")}`, origin, targets: ids, get squares() { return (squares ??= covered()); } });
  };
  const r = attack.range;
  if (r.kind === "burst") {
    const hit = others.filter((c) => c.id !== a.id && g.grid.distance(a.space!, c.space!) <= r.squares && effectBetween(g, a.space!, c.space!));
    add("burst", `burst ${r.squares}`, g.grid.squaresOf(a.space)[0]!, hit, () => g.grid.squaresWithin(a.space!, r.squares));
  } else if (r.kind === "blast") {
    for (const b of blasts(g.grid, a.space, r.squares)) {
      const inArea = (c: CreatureState) => g.grid.squaresOf(c.space!).some((s) => b.squares.some((q) => q.x === s.x && q.y === s.y));
      const hit = others.filter((c) => c.id !== a.id && inArea(c) && effectBetween(g, one(b.origin), c.space!));
      const corner = b.squares[0]!;
      add(`blast-${b.origin.x}.${b.origin.y}-${corner.x}.${corner.y}`, `blast ${r.squares} at ${corner.x},${corner.y}`, b.origin, hit, () => b.squares);
    }
  } else if (r.kind === "line") {
    for (const l of lines(g.grid, a.space, r.squares)) {
      const hit = others.filter((c) => c.id !== a.id && lineEnters(g.grid, l, c.space!) && effectBetween(g, a.space!, c.space!));
      const start: Square = { x: Math.min(Math.floor(l.from[0]), a.space.x + a.space.size - 1), y: Math.min(Math.floor(l.from[1]), a.space.y + a.space.size - 1) };
      // The line's squares: those within its length whose inside it passes through.
      const entered = () => g.grid.squaresWithin(a.space!, r.squares).filter((q) => lineEnters(g.grid, l, { ...q, size: 1 }));
      add(`line-${l.target.x}.${l.target.y}-${l.from[0]}.${l.from[1]}`, `line ${r.squares} toward ${l.target.x},${l.target.y}`, start, hit, entered);
    }
  } else if (r.kind === "area") {
    if (sightless(g, attackerId)) return [];
    const enemiesInSight = inPlay(g.state).filter((c) => c.side !== a.side && sees(g, attackerId, c.id));
    const nearest = Math.min(...enemiesInSight.map((c) => g.grid.distance(a.space!, c.space!)));
    const nearestIds = enemiesInSight.filter((c) => g.grid.distance(a.space!, c.space!) === nearest).map((c) => c.id);
    // "Within sight" may be limited for a while ("area attacks with range sight have range 5": continuous.ts sightRangeOf).
    const within = typeof r.within === "number" ? r.within : r.within === "sight" ? (sightRangeOf(g, attackerId, "area") ?? g.grid.width + g.grid.height) : g.grid.width + g.grid.height;
    const origins = g.grid.squaresWithin(a.space, within);
    for (const o of origins) {
      if (!seesSquare(g, attackerId, one(o)) || !effectBetween(g, a.space, one(o))) continue;
      const hit = others.filter((c) => g.grid.distance(c.space!, one(o)) <= r.radius && effectBetween(g, one(o), c.space!));
      // "sight": the area must hold an enemy in sight; "nearest": the nearest enemy in sight.
      const must =
        r.within === "nearest"
          ? (ids: string[]) => ids.some((id) => nearestIds.includes(id))
          : (ids: string[]) => ids.some((id) => enemiesInSight.some((c) => c.id === id));
      add(`area-${o.x}.${o.y}`, `area ${r.radius} centred on ${o.x},${o.y}`, o, hit, () => g.grid.squaresWithin(one(o), r.radius), must);
    }
  }
  return [...out.values()];
}
