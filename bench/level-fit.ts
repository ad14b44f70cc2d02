// Fits the level method of the 5e → DDM table for the measure the calibration names: the
// number of monsters whose converted level lands within ±2 of the official card. The
// method is what a person can read in the table: a non-decreasing level curve written at a
// few challenge ratings (interpolated between them, as every points table is), plus shifts
// for a size group, a 5e type or a trait of the stat block, and levels per point of to-hit
// or AC or per doubling of hit points or damage against the CR's typical (the 4e maths'
// measures, converters/five-e/level.ts). No monster is named anywhere.
//
// For fixed shifts the curve is found exactly: a dynamic programme over the curve's values
// at its challenge ratings (on a grid of quarter levels), each monster depending only on the
// two values around its CR. The shifts are chosen greedily by the same count: a shift is
// kept only when it gains more than `need` monsters, so a type or trait that few monsters
// share cannot buy a level of its own.
import { levelTraits, measureNames } from "../converters/five-e/level.js";
import { lookup } from "../converters/scale.js";

type Measure = (typeof measureNames)[number];

/** What the fit knows of one monster: its CR, its size and 5e kinds, its traits and measures (converters/five-e/level.ts), and the official level. */
export interface LevelSample {
  cr: number;
  size: string;
  kinds: string[];
  traits?: string[];
  measures?: Partial<Record<Measure, number>>;
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
  /** Whether shifts for the stat block's traits (magic resistance, damage resistances…) may be added. */
  traits?: boolean;
  /** Whether levels per point (to-hit, AC) or per doubling (hit points, damage) against the CR's typical may be added. */
  measures?: boolean;
}

export interface LevelFit {
  /** [CR, level] points, non-decreasing. */
  byChallengeRating: [number, number][];
  bySize: Record<string, number>;
  byType: Record<string, number>;
  byTrait: Record<string, number>;
  /** Levels per unit of each measure. */
  perMeasure: Partial<Record<Measure, number>>;
  /** Monsters within ±2 of their official level, in sample. */
  hits: number;
}

/** The size groups a shift may apply to: the DDM cards put the biggest monsters above their CR. */
const sizeGroups: Record<string, string[]> = { "Tiny or Small": ["Tiny", "Small"], Large: ["Large"], "Huge or Gargantuan": ["Huge", "Gargantuan"] };
const shiftValues = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5];
/** Levels per point of to-hit or AC, or per doubling of hit points or damage. */
const slopeValues = [-2, -1.5, -1, -0.5, -0.25, 0.25, 0.5, 1, 1.5, 2];
const step = 0.25;
const grid = Array.from({ length: Math.round(30 / step) + 1 }, (_, i) => i * step);

type Feature = { kind: "size"; group: string } | { kind: "type"; name: string } | { kind: "trait"; name: string } | { kind: "measure"; name: Measure };

function has(f: Feature, s: LevelSample): boolean {
  if (f.kind === "size") return sizeGroups[f.group]!.includes(s.size);
  if (f.kind === "type") return s.kinds.includes(f.name);
  if (f.kind === "trait") return (s.traits ?? []).includes(f.name);
  return (s.measures?.[f.name] ?? 0) !== 0;
}

type Shifts = Pick<LevelFit, "bySize" | "byType" | "byTrait" | "perMeasure">;
const noShifts = (): Shifts => ({ bySize: {}, byType: {}, byTrait: {}, perMeasure: {} });

/** Levels added to a monster by the shifts, as levelOf adds them. */
function offsetOf(s: LevelSample, f: Shifts): number {
  return (
    (f.bySize[s.size] ?? 0) +
    s.kinds.reduce((sum, k) => sum + (f.byType[k] ?? 0), 0) +
    (s.traits ?? []).reduce((sum, t) => sum + (f.byTrait[t] ?? 0), 0) +
    measureNames.reduce((sum, m) => sum + (f.perMeasure[m] ?? 0) * (s.measures?.[m] ?? 0), 0)
  );
}

/** The converter's rounding: Math.round, then the table's bounds. */
const rounded = (x: number) => Math.min(30, Math.max(1, Math.round(x)));

/** A hit counts 1; a thousandth per level of distance (capped) breaks ties towards the middle of the window. */
function score(x: number, level: number): number {
  return (Math.abs(rounded(x) - level) <= 2 ? 1 : 0) - 0.001 * Math.min(Math.abs(x - level), 5);
}

export function predictLevel(fit: Omit<LevelFit, "hits">, s: LevelSample): number {
  return rounded(lookup(fit.byChallengeRating, s.cr) + offsetOf(s, fit));
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

function fitWith(samples: LevelSample[], knots: number[], shifts: Shifts): LevelFit {
  const curve = bestCurve(
    samples,
    samples.map((s) => offsetOf(s, shifts)),
    knots,
  );
  const fit = { byChallengeRating: curve, ...shifts };
  return { ...fit, hits: hitsOf(fit, samples) };
}

/** The shifts with feature f set to v. */
function withShift(f: Feature, v: number, from: Shifts): Shifts {
  const next: Shifts = { bySize: { ...from.bySize }, byType: { ...from.byType }, byTrait: { ...from.byTrait }, perMeasure: { ...from.perMeasure } };
  if (f.kind === "size") for (const size of sizeGroups[f.group]!) next.bySize[size] = v;
  else if (f.kind === "type") next.byType[f.name] = v;
  else if (f.kind === "trait") next.byTrait[f.name] = v;
  else next.perMeasure[f.name] = v;
  return next;
}

export function fitLevel(samples: LevelSample[], o: LevelFitOptions): LevelFit {
  let fit = fitWith(samples, o.knots, noShifts());
  if (!o.shifts && !o.traits && !o.measures) return fit;
  const shared = new Map<string, number>();
  for (const s of samples) for (const k of s.kinds) shared.set(k, (shared.get(k) ?? 0) + 1);
  const features: Feature[] = [
    ...(o.shifts ? Object.keys(sizeGroups).map((group): Feature => ({ kind: "size", group })) : []),
    ...(o.shifts ? [...shared].filter(([, n]) => n >= o.minShared).map(([name]) => name).sort().map((name): Feature => ({ kind: "type", name })) : []),
    ...(o.traits ? levelTraits.filter((t) => samples.filter((s) => s.traits?.includes(t)).length >= o.minShared).map((name): Feature => ({ kind: "trait", name })) : []),
    ...(o.measures ? measureNames.map((name): Feature => ({ kind: "measure", name })) : []),
  ].filter((f) => samples.some((s) => has(f, s)));
  const used = new Set<Feature>();
  for (;;) {
    let best: LevelFit | null = null;
    let chosen: Feature | null = null;
    for (const f of features) {
      if (used.has(f)) continue;
      for (const v of f.kind === "measure" ? slopeValues : shiftValues) {
        const tried = fitWith(samples, o.knots, withShift(f, v, fit));
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
