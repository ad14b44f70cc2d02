// Cover: -2 to attacks against AC or Reflex when lines from the attack's origin to the
// target are blocked, checked the way each kind of attack says.
// ddm-battle-rules-2011.txt § Cover (Melee, Ranged, Close, Area); ddm-2011.md
import type { AttackIR } from "../../compiler/ir.js";
import type { Square } from "../geometry/geometry.js";
import type { Game } from "./game.js";
import { attacksIgnore, ignoresCoverAgainst, terrainIgnoredBy } from "./continuous.js";
import { creatureById, inPlay, label } from "./state.js";
import { squareHas, typesAt } from "./terrain.js";
import { contributionsTo, printedReach, type ValueContribution } from "./values.js";

/** The defences cover protects (§ Cover: attacks against Fortitude or Will ignore it). */
const COVERED_DEFENCES = new Set(["ac", "ref", "reflex"]);

/** Corners, edge middles and the centre: "every point" of a square, as far as walls on a grid can tell. */
function pointsOf(s: Square): [number, number][] {
  const out: [number, number][] = [];
  for (const dy of [0, 0.5, 1]) for (const dx of [0, 0.5, 1]) out.push([s.x + dx, s.y + dy]);
  return out;
}

function allClear(g: Game, from: [number, number][], to: Square, blockers: Square[]): boolean {
  return from.every(([x0, y0]) => pointsOf(to).every(([x1, y1]) => g.grid.clearForCover(x0, y0, x1, y1, blockers)));
}

/**
 * Why the target has cover against this attack, or null. The attacker picks the origin
 * square (or corner) and the target square that avoid cover where the rule lets it.
 * `origin` is the close or area attack's origin square.
 */
export function coverReason(g: Game, attacker: string, attack: AttackIR, target: string, origin?: Square): string | null {
  const a = creatureById(g.state, attacker);
  const t = creatureById(g.state, target);
  if (!a.space || !t.space) return null;
  const mine = g.grid.squaresOf(a.space);
  const theirs = g.grid.squaresOf(t.space);
  // "Ignores cover with ranged attacks" (§ Cover): none of it counts.
  if (ignoresCoverAgainst(g, attacker, target, attack.kind)) return null;
  const granted = contributionsTo(g, target).find((c) => c.stat === "cover" && (!c.attackKind || c.attackKind === attack.kind));
  if (granted) return `${granted.text} (${granted.rule})`;
  // A mount gives its rider cover; as they share a space, against every attack on it (§ Cover, Mounted Creatures; A-56).
  if (t.riding) return `it rides ${label(creatureById(g.state, t.riding))}, which gives it cover`;
  if (attack.kind === "ranged") return rangedCover(g, attacker, target, !attacksIgnore(g, attacker, "ignores-creature-cover", attack.kind), terrainIgnoredBy(g, attacker, attack.kind));
  let origins: Square[];
  if (origin) origins = [origin];
  else if (attack.kind === "close") {
    // Burst: the attacker's square nearest the target.
    const d = (s: Square) => g.grid.distance({ ...s, size: 1 }, t.space!);
    const best = Math.min(...mine.map(d));
    origins = mine.filter((s) => d(s) === best);
  } else origins = mine;
  const reach = printedReach(g, attacker, attack);
  const clear = origins.some((o) =>
    theirs.some((s) => (attack.kind !== "melee" || g.grid.distance({ ...o, size: 1 }, { ...s, size: 1 }) <= reach) && allClear(g, pointsOf(o), s, [])),
  );
  return clear ? null : "a wall blocks some line from the origin square to every square of the target";
}

/**
 * Cover against a ranged attack: the target stands in covering terrain, or walls, the
 * attacker's enemies (with `creatures`) or covering terrain block every line from each
 * corner of the attacker's space to every point of one square of the target (§ Cover
 * Against Ranged Attacks). Without `creatures`: the cover Hide asks about.
 */
export function rangedCover(g: Game, attacker: string, target: string, creatures: boolean, ignored?: ReadonlySet<string>): string | null {
  const a = creatureById(g.state, attacker);
  const t = creatureById(g.state, target);
  if (!a.space || !t.space) return null;
  const mine = g.grid.squaresOf(a.space);
  const theirs = g.grid.squaresOf(t.space);
  // Terrain that gives cover against ranged attacks: to a target in it, and to lines crossing it (§ Forest; A-38).
  const own = new Set(mine.map((q) => `${q.x},${q.y}`));
  const coverSquares: Square[] = [];
  for (let y = 0; y < g.grid.height; y++) for (let x = 0; x < g.grid.width; x++) if (!own.has(`${x},${y}`) && squareHas(g, { x, y }, "ranged-cover", ignored)) coverSquares.push({ x, y });
  const inCover = theirs.find((q) => coverSquares.some((s) => s.x === q.x && s.y === q.y));
  if (inCover) return `it stands in terrain that gives cover against ranged attacks (${[...typesAt(g, inCover)].join(", ")})`;
  // From one corner of the attacker's space to every point of one square of the target; enemies of the
  // attacker block, but not the target's riders, which give their mount no cover (§ Cover, Mounted Creatures).
  const blockers = inPlay(g.state)
    .filter((c) => creatures && c.id !== target && c.id !== attacker && c.side !== a.side && c.riding !== target)
    .flatMap((c) => g.grid.squaresOf(c.space!))
    .concat(coverSquares);
  const corners: [number, number][] = [
    [a.space.x, a.space.y],
    [a.space.x + a.space.size, a.space.y],
    [a.space.x, a.space.y + a.space.size],
    [a.space.x + a.space.size, a.space.y + a.space.size],
  ];
  const clear = corners.some((c) => theirs.some((s) => allClear(g, [c], s, blockers)));
  return clear ? null : "walls, enemies or covering terrain block the lines from every corner of the attacker to every square of the target";
}

/** The cover penalty as a value contribution, when the attack targets a defence cover protects. */
export function coverPenalty(g: Game, attacker: string, attack: AttackIR, target: string, origin?: Square): ValueContribution | null {
  if (!COVERED_DEFENCES.has(attack.defense.toLowerCase())) return null;
  const why = coverReason(g, attacker, attack, target, origin);
  if (!why) return null;
  return { op: "add", amount: -2, rule: "core: cover", text: `${label(creatureById(g.state, target))} has cover: ${why}`, src: null };
}
