// Calibration of the 5e → DDM conversion: converts the SRD 5.1 monsters that also exist
// as official DDM cards (matched by name) and prints how far the converted level, hit
// points, defences, attack bonus, damage and cost land from the printed cards.
//   node dist/bench/calibrate-5e.js [--data <folder>] [--table <file>] [--fit [--loo]]
// Beside the table's in-sample figure it prints the level hits of the fit that made the
// bundled table, redone in 5-fold cross-validation. --fit compares level methods (in sample,
// 5-fold, and leave-one-out with --loo) and prints the bundled method refitted on all.
// The data files are read by path and never copied (../shared/data/README.md).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot, readSources, expandPaths, bundledLibrary } from "../cli/content-files.js";
import { compileProject } from "../compiler/index.js";
import { convert5e, levelOf, typicalAt } from "../converters/five-e/convert.js";
import { measuresOf, traitsOf } from "../converters/five-e/level.js";
import type { Monster5e } from "../converters/five-e/monster.js";
import type { Table5e } from "../converters/five-e/table.js";
import { check5eTable } from "../converters/tables/validate.js";
import { vocabularyOf, type TargetVocabulary } from "../converters/vocabulary.js";
import { crossValidatedHits, fitLevel, predictLevel, type LevelFitOptions, type LevelSample } from "./level-fit.js";

interface Official {
  name: string;
  level: number;
  hp: number;
  ac: number;
  fort: number;
  ref: number;
  will: number;
  cost: number;
  powers: { type: string; text: string }[];
}

const stats = ["level", "hp", "AC", "Fort", "Ref", "Will", "attack", "damage", "cost"] as const;
type Stat = (typeof stats)[number];
/** What counts as close for each statistic (level ±2 is the calibration goal). */
const tolerance: Record<Stat, number> = { level: 2, hp: 10, AC: 2, Fort: 2, Ref: 2, Will: 2, attack: 2, damage: 5, cost: 0.25 };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function officialStats(o: Official): Record<Stat, number | null> {
  const attack = o.powers.find((p) => p.type === "ATTACK")?.text ?? "";
  const bonus = attack.match(/\+(\d+) vs/);
  const dmg = attack.match(/;\s*((?:\d+\s*(?:[a-z]+\s*)?\+\s*)*\d+)\s*(?:[a-z]+\s+)?damage/i);
  const damage = dmg ? (dmg[1]!.match(/\d+/g) ?? []).reduce((s, n) => s + Number(n), 0) : null;
  return { level: o.level, hp: o.hp, AC: o.ac, Fort: o.fort, Ref: o.ref, Will: o.will, attack: bonus ? Number(bonus[1]) : null, damage, cost: o.cost };
}

interface Pair {
  monster: Monster5e;
  official: Record<Stat, number | null>;
}

function errorsOf(pairs: Pair[], table: Table5e, vocabulary: TargetVocabulary): Record<Stat, number[]> {
  const out = Object.fromEntries(stats.map((s) => [s, [] as number[]])) as unknown as Record<Stat, number[]>;
  for (const p of pairs) {
    const card = convert5e(p.monster, { table, vocabulary });
    for (const s of stats) {
      const mine = card.stats[s];
      const theirs = p.official[s];
      if (typeof mine !== "number" || theirs === null) continue;
      // Cost errors are relative: a 10-point miss matters at cost 20, not at cost 200.
      out[s].push(s === "cost" ? (mine - theirs) / Math.max(theirs, 1) : mine - theirs);
    }
  }
  return out;
}

function within(errors: number[], tol: number): number {
  return errors.filter((e) => Math.abs(e) <= tol + 1e-9).length;
}

function print(title: string, errors: Record<Stat, number[]>): void {
  console.log(`\n${title}`);
  console.log("statistic   n   mean error   mean |error|   within tolerance");
  for (const s of stats) {
    const e = errors[s];
    if (!e.length) continue;
    const mean = e.reduce((a, b) => a + b, 0) / e.length;
    const abs = e.reduce((a, b) => a + Math.abs(b), 0) / e.length;
    const fmt = (x: number) => (s === "cost" ? `${(x * 100).toFixed(0)}%` : x.toFixed(2));
    const tol = s === "cost" ? `±${tolerance[s] * 100}%` : `±${tolerance[s]}`;
    console.log(`${s.padEnd(9)} ${String(e.length).padStart(3)}   ${fmt(mean).padStart(10)}   ${fmt(abs).padStart(12)}   ${within(e, tolerance[s])}/${e.length} (${((100 * within(e, tolerance[s])) / e.length).toFixed(0)}%) ${tol}`);
  }
  const level = errors.level;
  const histogram = new Map<number, number>();
  for (const e of level) histogram.set(Math.max(-6, Math.min(6, e)), (histogram.get(Math.max(-6, Math.min(6, e))) ?? 0) + 1);
  console.log("level error (converted − official; ±6 means 6 or more):");
  for (let d = -6; d <= 6; d++) console.log(`  ${String(d).padStart(3)} ${"#".repeat(histogram.get(d) ?? 0)} ${histogram.get(d) ?? ""}`);
}

/**
 * The level method: a smooth curve in log₂(CR + ½), a term for hit points against the CR's
 * typical, and a shift for each 5e type or subtype shared by at least three of the matched
 * monsters, fitted by robust regression (iteratively reweighted least squares, so the few
 * cards printed far off their monster's CR do not drag the curve) with the type shifts
 * shrunk towards 0 (ridge penalty 3, the middle of the penalties the cross-validation below
 * compares). A handful of numbers rather than a point per CR: the official levels are noisy
 * enough that a richer table fits the matched monsters and misses new ones.
 */
const levelFeatures = (table: Table5e, m: Monster5e): number[] => [1, Math.log2(m.challenge_rating + 0.5), Math.log2(Math.max(m.hit_points, 1) / Math.max(typicalAt(table, m.challenge_rating).hp, 1))];

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    const p = m.reduce((best, row, r) => (r >= c && Math.abs(row[c]!) > Math.abs(m[best]![c]!) ? r : best), c);
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Least absolute deviations by reweighting; `penalty[j]` shrinks coefficient j towards 0 (ridge), so a rare type moves the level only as far as many monsters agree. */
function robustFit(xs: number[][], ys: number[], penalty: number[]): number[] {
  const k = xs[0]!.length;
  let w = new Array<number>(ys.length).fill(1);
  let beta = new Array<number>(k).fill(0);
  for (let iteration = 0; iteration < 30; iteration++) {
    const meanW = w.reduce((s, v) => s + v, 0) / w.length;
    const a = Array.from({ length: k }, (_, r) => Array.from({ length: k }, (_, c) => (r === c ? penalty[r]! * meanW : 0)));
    const b = new Array<number>(k).fill(0);
    xs.forEach((x, i) => {
      for (let r = 0; r < k; r++) {
        b[r]! += w[i]! * x[r]! * ys[i]!;
        for (let c = 0; c < k; c++) a[r]![c]! += w[i]! * x[r]! * x[c]!;
      }
    });
    beta = solve(a, b);
    // Weights 1/|residual| (floored at one level): a least-absolute-deviation fit.
    w = xs.map((x, i) => 1 / Math.max(1, Math.abs(ys[i]! - x.reduce((s, v, j) => s + v * beta[j]!, 0))));
  }
  return beta;
}

/** A monster's 5e type and subtypes, as levelOf reads them against the table's byType. */
function kindsOf(m: Monster5e): string[] {
  return [...new Set([m.type.toLowerCase(), ...(m.subtype ?? "").toLowerCase().split(/,\s*/)].filter((k) => k))];
}

/** The CRs the level curve is written at: every SRD challenge rating, so the table's interpolation is exact for them. */
const curveCrs = [0, 0.125, 0.25, 0.5, ...Array.from({ length: 30 }, (_, i) => i + 1)];

/**
 * The table with its level method refitted on these monsters: the curve, the hit-point term
 * and, unless `typePenalty` is Infinity, a shrunken shift for each type or subtype that at
 * least three of them share.
 */
function tuneLevel(table: Table5e, pairs: Pair[], typePenalty: number, bigShift = false, measures = false): Table5e {
  const counts = new Map<string, number>();
  for (const p of pairs) for (const k of kindsOf(p.monster)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const kinds = Number.isFinite(typePenalty) ? [...counts].filter(([, n]) => n >= 3).map(([k]) => k).sort() : [];
  const big = (m: Monster5e) => (m.size === "Huge" || m.size === "Gargantuan" ? 1 : 0);
  // With measures: levels per to-hit point, AC point and doubling of damage against the CR's typical (the hit-point term is already there).
  const measured = (m: Monster5e) => {
    const x = measuresOf(m, typicalAt(table, m.challenge_rating));
    return measures ? [x.attack, x.ac, x.damage] : [];
  };
  const beta = robustFit(
    pairs.map((p) => [...levelFeatures(table, p.monster), ...(bigShift ? [big(p.monster)] : []), ...measured(p.monster), ...kinds.map((k) => (kindsOf(p.monster).includes(k) ? 1 : 0))]),
    pairs.map((p) => p.official.level!),
    [0, 0, 0, ...(bigShift ? [0] : []), ...(measures ? [0, 0, 0] : []), ...kinds.map(() => typePenalty)],
  );
  const [a, b, hp] = beta as [number, number, number];
  const afterBig = bigShift ? 4 : 3;
  const first = afterBig + (measures ? 3 : 0);
  const t = structuredClone(table);
  t.level.byChallengeRating = curveCrs.map((cr) => [cr, Math.round((a + b * Math.log2(cr + 0.5)) * 100) / 100]);
  t.level.perHpDoubling = Math.round(hp * 100) / 100;
  t.level.perAttackPoint = measures ? Math.round(beta[afterBig]! * 100) / 100 : 0;
  t.level.perAcPoint = measures ? Math.round(beta[afterBig + 1]! * 100) / 100 : 0;
  t.level.perDamageDoubling = measures ? Math.round(beta[afterBig + 2]! * 100) / 100 : 0;
  t.level.byTrait = {};
  t.level.perSizeStep = 0;
  const shift = Math.round(beta[3]! * 10) / 10;
  t.level.bySize = bigShift ? { Huge: shift, Gargantuan: shift } : {};
  t.level.legendary = 0;
  t.level.byType = Object.fromEntries(kinds.map((k, i) => [k, Math.round(beta[first + i]! * 10) / 10]).filter(([, v]) => v !== 0));
  return t;
}

function sampleOf(p: Pair, table: Table5e): LevelSample {
  const m = p.monster;
  return { cr: m.challenge_rating, size: m.size, kinds: kindsOf(m), traits: traitsOf(m), measures: measuresOf(m, typicalAt(table, m.challenge_rating)), level: p.official.level! };
}

/**
 * How the bundled table's level method was fitted (bench/level-fit.ts): a non-decreasing
 * curve written at these challenge ratings and size or type shifts that each gain more than
 * two monsters, all chosen for the count within ±2. Chosen among the methods compareMethods
 * prints, by its cross-validated count.
 */
const bundledMethod: LevelFitOptions = { knots: [0, 1, 4, 30], shifts: true, need: 2, minShared: 3 };

/** Every CR of the SRD: a table with a free (non-decreasing) level at each. */
const everyCr = [0, 0.125, 0.25, 0.5, ...Array.from({ length: 30 }, (_, i) => i + 1)];

interface Method {
  name: string;
  fit: (train: Pair[]) => (p: Pair) => number;
}

function countFitWith(table: Table5e, name: string, o: LevelFitOptions): Method {
  return {
    name,
    fit: (train) => {
      const fit = fitLevel(train.map((p) => sampleOf(p, table)), o);
      return (p) => predictLevel(fit, sampleOf(p, table));
    },
  };
}

/** The level methods compared by `--fit`: each fitted on all the matched monsters (in sample) and refitted in cross-validation. */
function compareMethods(table: Table5e, pairs: Pair[]): void {
  const countFit = (name: string, o: LevelFitOptions) => countFitWith(table, name, o);
  const regression = (name: string, bigShift: boolean, measures = false): Method => ({
    name,
    fit: (train) => {
      const tuned = tuneLevel(table, train, 3, bigShift, measures);
      return (p) => levelOf(p.monster, tuned, typicalAt(tuned, p.monster.challenge_rating), []);
    },
  });
  const methods: Method[] = [
    regression("robust regression: curve in log2(CR + 1/2), hit-point term, type shifts (ridge 3)", false),
    regression("robust regression: the same + a shift for Huge and Gargantuan", true),
    countFit("monotone table at every CR", { knots: everyCr, shifts: false, need: 2, minShared: 3 }),
    countFit("monotone table at every CR + shifts", { knots: everyCr, shifts: true, need: 2, minShared: 3 }),
    countFit("monotone curve at CR 0, 1, 4, 30", { knots: [0, 1, 4, 30], shifts: false, need: 2, minShared: 3 }),
    countFit("monotone curve at CR 0, 1, 4, 30 + shifts (bundled)", bundledMethod),
    countFit("monotone curve at CR 0, 1, 4, 30 + shifts gaining 1+", { ...bundledMethod, need: 1 }),
    countFit("monotone curve at CR 0, 1/2, 2, 8, 30", { knots: [0, 0.5, 2, 8, 30], shifts: false, need: 2, minShared: 3 }),
    countFit("monotone curve at CR 0, 1/2, 2, 8, 30 + shifts", { knots: [0, 0.5, 2, 8, 30], shifts: true, need: 2, minShared: 3 }),
    countFit("monotone curve at CR 0, 1/2, 2, 8, 30 + shifts gaining 1+", { knots: [0, 0.5, 2, 8, 30], shifts: true, need: 1, minShared: 3 }),
    countFit("monotone curve at CR 0, 1, 3, 8, 16, 30 + shifts", { knots: [0, 1, 3, 8, 16, 30], shifts: true, need: 2, minShared: 3 }),
    countFit("monotone curve at CR 0, 1/4, 1/2, 1, 2, 3, 5, 8, 12, 30 + shifts", { knots: [0, 0.25, 0.5, 1, 2, 3, 5, 8, 12, 30], shifts: true, need: 2, minShared: 3 }),
    // The 4e maths: a level read from to-hit, AC, hit points and damage against the CR's typical, combined with the CR's level.
    regression("robust regression: the same + to-hit, AC and damage against the CR's typical", true, true),
    countFit("monotone curve at CR 0, 1, 4, 30 + to-hit, AC, hp, damage slopes", { ...bundledMethod, shifts: false, measures: true }),
    countFit("monotone curve at CR 0, 1, 4, 30 + shifts + to-hit, AC, hp, damage slopes", { ...bundledMethod, measures: true }),
    countFit("monotone curve at CR 0, 1, 4, 30 + shifts + trait shifts", { ...bundledMethod, traits: true }),
    countFit("monotone curve at CR 0, 1, 4, 30 + shifts + trait shifts + slopes", { ...bundledMethod, traits: true, measures: true }),
  ];
  const loo = process.argv.includes("--loo");
  const pct = (hits: number) => `${((100 * hits) / pairs.length).toFixed(0)}%`.padStart(4);
  const level = (p: Pair) => p.official.level!;
  console.log(`\nlevel methods, level within ±2 of the official card (in sample: fitted on all ${pairs.length}; cross-validated: the whole fit redone without the monsters measured)`);
  console.log(`in sample   5-fold${loo ? "   leave-one-out" : ""}   method`);
  for (const m of methods) {
    const all = m.fit(pairs);
    const inSample = pairs.filter((p) => Math.abs(all(p) - level(p)) <= 2).length;
    const cv5 = crossValidatedHits(pairs, 5, level, m.fit);
    const cvLoo = loo ? `   ${pct(crossValidatedHits(pairs, pairs.length, level, m.fit)).padStart(13)}` : "";
    console.log(`${pct(inSample).padStart(9)}   ${pct(cv5).padStart(6)}${cvLoo}   ${m.name}`);
  }
}

function main(): void {
  const dataDir = arg("--data") ?? process.env.WARBAND_DATA ?? join(packageRoot(), "..", "shared", "data");
  const srdPath = join(dataDir, "srd-5.1-monsters.json");
  const cardsPath = join(dataDir, "ddm-cards.json");
  if (!existsSync(srdPath) || !existsSync(cardsPath)) {
    console.log(`calibrate-5e: skipped, the data files are not at ${dataDir} (pass --data <folder>)`);
    return;
  }
  const tablePath = arg("--table") ?? join(packageRoot(), "content", "conversions", "5e-to-ddm.json");
  const checked = check5eTable(JSON.parse(readFileSync(tablePath, "utf8")));
  if (!checked.ok) throw new Error(`${tablePath}: ${checked.problems.join("; ")}`);
  const vocabulary = vocabularyOf(compileProject(readSources(expandPaths([bundledLibrary("ddm")]).files)).ir);
  const monsters = JSON.parse(readFileSync(srdPath, "utf8")) as Monster5e[];
  const cards = JSON.parse(readFileSync(cardsPath, "utf8")) as Official[];
  const byName = new Map(cards.map((c) => [c.name.toLowerCase(), c]));
  const pairs: Pair[] = monsters.flatMap((m) => {
    const o = byName.get(m.name.toLowerCase());
    return o ? [{ monster: m, official: officialStats(o) }] : [];
  });
  console.log(`calibrate-5e: ${pairs.length} SRD 5.1 monsters have an official DDM card of the same name; table ${tablePath}`);
  print("converted vs official (all matched monsters):", errorsOf(pairs, checked.table, vocabulary));
  const samples = pairs.map((p) => sampleOf(p, checked.table));
  const pct = (hits: number) => `${hits}/${pairs.length} (${((100 * hits) / pairs.length).toFixed(0)}%)`;
  const inSample = within(errorsOf(pairs, checked.table, vocabulary).level, 2);
  const cv = crossValidatedHits(samples, 5, (s) => s.level, (train) => {
    const fit = fitLevel(train, bundledMethod);
    return (s) => predictLevel(fit, s);
  });
  console.log(`\nlevel within ±2: ${pct(inSample)} in sample with this table; ${pct(cv)} in 5-fold cross-validation of the fit that made the bundled table (refitted on four fifths, measured on the fifth left out)`);
  const fit = fitLevel(samples, bundledMethod);
  console.log(`the bundled method refitted on all ${pairs.length} (${fit.hits} within ±2): ${JSON.stringify({ byChallengeRating: fit.byChallengeRating, bySize: fit.bySize, byType: fit.byType })}`);
  if (process.argv.includes("--fit")) compareMethods(checked.table, pairs);

}

main();
