// Calibration of the 5e → DDM conversion: converts the SRD 5.1 monsters that also exist
// as official DDM cards (matched by name) and prints how far the converted level, hit
// points, defences, attack bonus, damage and cost land from the printed cards.
//   node dist/bench/calibrate-5e.js [--data <folder>] [--table <file>] [--tune [--type-penalty N]]
// --tune refits the level method (a curve in CR, a hit-point term and shrunken type shifts,
// see tuneLevel) on one half of the matched monsters and measures the other half, then
// cross-validates; --type-penalty N sets the shrinkage (Infinity: no type shifts).
// The data files are read by path and never copied (../shared/data/README.md).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot, readSources, expandPaths, bundledLibrary } from "../cli/content-files.js";
import { compileProject } from "../compiler/index.js";
import { convert5e, levelOf, typicalAt } from "../converters/five-e/convert.js";
import type { Monster5e } from "../converters/five-e/monster.js";
import type { Table5e } from "../converters/five-e/table.js";
import { check5eTable } from "../converters/tables/validate.js";
import { vocabularyOf, type TargetVocabulary } from "../converters/vocabulary.js";

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
function tuneLevel(table: Table5e, pairs: Pair[], typePenalty: number): Table5e {
  const counts = new Map<string, number>();
  for (const p of pairs) for (const k of kindsOf(p.monster)) counts.set(k, (counts.get(k) ?? 0) + 1);
  const kinds = Number.isFinite(typePenalty) ? [...counts].filter(([, n]) => n >= 3).map(([k]) => k).sort() : [];
  const beta = robustFit(
    pairs.map((p) => [...levelFeatures(table, p.monster), ...kinds.map((k) => (kindsOf(p.monster).includes(k) ? 1 : 0))]),
    pairs.map((p) => p.official.level!),
    [0, 0, 0, ...kinds.map(() => typePenalty)],
  );
  const [a, b, hp] = beta as [number, number, number];
  const t = structuredClone(table);
  t.level.byChallengeRating = curveCrs.map((cr) => [cr, Math.round((a + b * Math.log2(cr + 0.5)) * 100) / 100]);
  t.level.perHpDoubling = Math.round(hp * 100) / 100;
  t.level.perAttackPoint = 0;
  t.level.perSizeStep = 0;
  t.level.legendary = 0;
  t.level.byType = Object.fromEntries(kinds.map((k, i) => [k, Math.round(beta[3 + i]! * 10) / 10]).filter(([, v]) => v !== 0));
  return t;
}

/** Level hits (within ±2) on each fold when the method is fitted on the other folds; folds by position, so the run is repeatable. */
function crossValidated(table: Table5e, pairs: Pair[], folds: number, typePenalty: number): { hits: number; n: number } {
  let hits = 0;
  for (let f = 0; f < folds; f++) {
    const tuned = tuneLevel(
      table,
      pairs.filter((_, i) => i % folds !== f),
      typePenalty,
    );
    for (const p of pairs.filter((_, i) => i % folds === f)) if (Math.abs(levelOf(p.monster, tuned, typicalAt(tuned, p.monster.challenge_rating), []) - p.official.level!) <= 2) hits++;
  }
  return { hits, n: pairs.length };
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
  const half = (p: Pair[], n: number) => within(errorsOf(p, checked.table, vocabulary).level, 2) / n;
  const odd = pairs.filter((_, i) => i % 2 === 1);
  const even = pairs.filter((_, i) => i % 2 === 0);
  console.log(`\nthis table on each half: level within ±2 for ${(100 * half(even, even.length)).toFixed(0)}% of the even-numbered, ${(100 * half(odd, odd.length)).toFixed(0)}% of the odd-numbered`);
  if (process.argv.includes("--tune")) {
    const penalty = Number(arg("--type-penalty") ?? "3");
    // Held out: the method fitted on one half never sees the other.
    print("level method fitted on the even-numbered half, measured on the odd-numbered half (held out):", errorsOf(odd, tuneLevel(checked.table, even, penalty), vocabulary));
    print("level method fitted on the odd-numbered half, measured on the even-numbered half (held out):", errorsOf(even, tuneLevel(checked.table, odd, penalty), vocabulary));
    for (const p of [Infinity, 30, 10, 3, 1]) {
      const cv = [5, pairs.length].map((folds) => crossValidated(checked.table, pairs, folds, p));
      const pct = (c: { hits: number; n: number }) => `${c.hits}/${c.n} (${((100 * c.hits) / c.n).toFixed(0)}%)`;
      console.log(`type shifts ${Number.isFinite(p) ? `with penalty ${p}` : "off"}: level within ±2 held out in 5-fold cross-validation ${pct(cv[0]!)}, leave-one-out ${pct(cv[1]!)}`);
    }
    const all = tuneLevel(checked.table, pairs, penalty);
    print("level method fitted on all matched monsters (in sample):", errorsOf(pairs, all, vocabulary));
    console.log(`\nfitted level table (all): ${JSON.stringify(all.level)}`);
  }
}

main();
