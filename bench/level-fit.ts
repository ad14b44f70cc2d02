// Fits the level method of the 5e → DDM table for the measure the calibration names: the
// number of monsters whose converted level lands within ±2 of the official card. The
// method is what a person can read in the table: a non-decreasing level curve written at a
// few challenge ratings (interpolated between them, as every points table is), plus shifts
// for a size group or a 5e type. No monster is named anywhere.
//
// For fixed shifts the curve is found exactly: a dynamic programme over the curve's values
// at its challenge ratings (on a grid of quarter levels), each monster depending only on the
// two values around its CR. The shifts are chosen greedily by the same count: a shift is
// kept only when it gains more than `need` monsters, so a type that few monsters share
// cannot buy a level of its own.
import { lookup } from "../converters/scale.js";

/** What the fit knows of one monster: its CR, its size and 5e kinds, and the official level. */
export interface LevelSample {
  cr: number;
  size: string;
  kinds: string[];
  level: number;
}

export interface LevelFitOptions {
  /** Challenge ratings the curve is written at (sorted; the last one covers every CR above it). */
  knots: number[];
  /** Whether size and type shifts may be added. */
  shifts: boolean;
  /** A shift is kept only when it gains more than this many monsters. */
  need: number;
  /** A type or subtype is a candidate only when this many of the monsters share it. */
  minShared: number;
}

export interface LevelFit {
  /** [CR, level] points, non-decreasing. */
  byChallengeRating: [number, number][];
  bySize: Record<string, number>;
  byType: Record<string, number>;
  /** Monsters within ±2 of their official level, in sample. */
  hits: number;
}

/** The size groups a shift may apply to: the DDM cards put the biggest monsters above their CR. */
const sizeGroups: Record<string, string[]> = { "Tiny or Small": ["Tiny", "Small"], Large: ["Large"], "Huge or Gargantuan": ["Huge", "Gargantuan"] };
const shiftValues = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5];
const step = 0.25;
const grid = Array.from({ length: Math.round(30 / step) + 1 }, (_, i) => i * step);

type Feature = { kind: "size"; group: string } | { kind: "type"; name: string };

function has(f: Feature, s: LevelSample): boolean {
  return f.kind === "size" ? sizeGroups[f.group]!.includes(s.size) : s.kinds.includes(f.name);
}

/** Levels added to a monster by the shifts, as levelOf adds them. */
function offsetOf(s: LevelSample, bySize: Record<string, number>, byType: Record<string, number>): number {
  return (bySize[s.size] ?? 0) + s.kinds.reduce((sum, k) => sum + (byType[k] ?? 0), 0);
}

/** The converter's rounding: Math.round, then the table's bounds. */
const rounded = (x: number) => Math.min(30, Math.max(1, Math.round(x)));

/** A hit counts 1; a thousandth per level of distance (capped) breaks ties towards the middle of the window. */
function score(x: number, level: number): number {
  return (Math.abs(rounded(x) - level) <= 2 ? 1 : 0) - 0.001 * Math.min(Math.abs(x - level), 5);
}

export function predictLevel(fit: Omit<LevelFit, "hits">, s: LevelSample): number {
  return rounded(lookup(fit.byChallengeRating, s.cr) + offsetOf(s, fit.bySize, fit.byType));
}

export function hitsOf(fit: Omit<LevelFit, "hits">, samples: LevelSample[]): number {
  return samples.filter((s) => Math.abs(predictLevel(fit, s) - s.level) <= 2).length;
}

/** The best non-decreasing curve at the knots for monsters already shifted by `offsets`. */
function bestCurve(samples: LevelSample[], offsets: number[], knots: number[]): [number, number][] {
  const g = grid.length;
  // Segment k holds the monsters whose CR lies in (knot k−1, knot k]; the first also those below, the last also those above.
  // Monsters at a knot depend on that knot's value alone; those between two knots on both.
  type Placed = { w: number; level: number; off: number };
  const atKnot = knots.map(() => [] as Placed[]);
  const between = knots.map(() => [] as Placed[]);
  samples.forEach((s, i) => {
    let k = knots.findIndex((c) => s.cr <= c);
    if (k < 0) k = knots.length - 1;
    const w = k === 0 ? 1 : Math.min(1, (s.cr - knots[k - 1]!) / (knots[k]! - knots[k - 1]!));
    (w === 1 ? atKnot[k]! : between[k]!).push({ w, level: s.level, off: offsets[i]! });
  });
  const own = (k: number, v: number) => atKnot[k]!.reduce((sum, m) => sum + score(v + m.off, m.level), 0);
  let best = grid.map((v) => own(0, v));
  const from: Int32Array[] = [];
  for (let k = 1; k < knots.length; k++) {
    const next = new Array<number>(g).fill(-Infinity);
    const arg = new Int32Array(g);
    const segment = between[k]!;
    for (let t = 0; t < g; t++) {
      for (let p = 0; p <= t; p++) {
        let total = best[p]!;
        for (const m of segment) total += score((1 - m.w) * grid[p]! + m.w * grid[t]! + m.off, m.level);
        if (total > next[t]!) {
          next[t] = total;
          arg[t] = p;
        }
      }
      next[t]! += own(k, grid[t]!);
    }
    best = next;
    from.push(arg);
  }
  let at = best.reduce((b, v, i) => (v > best[b]! ? i : b), 0);
  const values: number[] = new Array<number>(knots.length);
  for (let k = knots.length - 1; k >= 0; k--) {
    values[k] = grid[at]!;
    if (k > 0) at = from[k - 1]![at]!;
  }
  return knots.map((c, k) => [c, values[k]!]);
}

function fitWith(samples: LevelSample[], knots: number[], bySize: Record<string, number>, byType: Record<string, number>): LevelFit {
  const curve = bestCurve(
    samples,
    samples.map((s) => offsetOf(s, bySize, byType)),
    knots,
  );
  const fit = { byChallengeRating: curve, bySize, byType };
  return { ...fit, hits: hitsOf(fit, samples) };
}

export function fitLevel(samples: LevelSample[], o: LevelFitOptions): LevelFit {
  let fit = fitWith(samples, o.knots, {}, {});
  if (!o.shifts) return fit;
  const shared = new Map<string, number>();
  for (const s of samples) for (const k of s.kinds) shared.set(k, (shared.get(k) ?? 0) + 1);
  const features: Feature[] = [
    ...Object.keys(sizeGroups).map((group): Feature => ({ kind: "size", group })),
    ...[...shared].filter(([, n]) => n >= o.minShared).map(([name]): Feature => ({ kind: "type", name })).sort((a, b) => (a.kind === "type" && b.kind === "type" ? a.name.localeCompare(b.name) : 0)),
  ].filter((f) => samples.some((s) => has(f, s)));
  const used = new Set<Feature>();
  for (;;) {
    let best: LevelFit | null = null;
    let chosen: Feature | null = null;
    for (const f of features) {
      if (used.has(f)) continue;
      for (const v of shiftValues) {
        const bySize = { ...fit.bySize };
        const byType = { ...fit.byType };
        if (f.kind === "size") for (const size of sizeGroups[f.group]!) bySize[size] = v;
        else byType[f.name] = v;
        const tried = fitWith(samples, o.knots, bySize, byType);
        if (!best || tried.hits > best.hits) {
          best = tried;
          chosen = f;
        }
      }
    }
    if (!best || !chosen || best.hits - fit.hits <= o.need) return fit;
    fit = best;
    used.add(chosen);
  }
}

/** Hits on each fold when the whole procedure is refitted on the other folds; folds by position, so a run is repeatable. */
export function crossValidatedHits<T>(items: T[], folds: number, official: (t: T) => number, fitter: (train: T[]) => (t: T) => number): number {
  let hits = 0;
  for (let f = 0; f < folds; f++) {
    const predict = fitter(items.filter((_, i) => i % folds !== f));
    for (const t of items.filter((_, i) => i % folds === f)) if (Math.abs(predict(t) - official(t)) <= 2) hits++;
  }
  return hits;
}
