// Calibration of the 5e → DDM conversion: converts the SRD 5.1 monsters that also exist
// as official DDM cards (matched by name) and prints how far the converted level, hit
// points, defences, attack bonus, damage and cost land from the printed cards.
//   node dist/bench/calibrate-5e.js [--data <folder>] [--table <file>] [--tune]
// --tune searches the level table (and the offsets of the other statistics) for the
// best fit on half of the matched monsters and reports the other half as held out.
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

/** A seeded random walk over the level table and its adjustments, keeping any change that does not worsen the fit. */
function tuneLevel(table: Table5e, pairs: Pair[], seed = 1): Table5e {
  let t = structuredClone(table);
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const score = (x: Table5e) => {
    let s = 0;
    for (const p of pairs) {
      const e = levelOf(p.monster, x, typicalAt(x, p.monster.challenge_rating), []) - p.official.level!;
      s += (Math.abs(e) <= 2 ? 1000 : 0) - Math.abs(e);
    }
    return s;
  };
  let best = score(t);
  const types = Object.keys(t.level.byType);
  for (let i = 0; i < 20000; i++) {
    const c = structuredClone(t);
    const r = random();
    const step = (random() < 0.5 ? -1 : 1) * (random() < 0.5 ? 0.5 : 0.2);
    if (r < 0.6) {
      const p = c.level.byChallengeRating[Math.floor(random() * c.level.byChallengeRating.length)]!;
      p[1] = Math.round((p[1] + step) * 10) / 10;
      const pts = c.level.byChallengeRating.map((x) => x[1]);
      if (!pts.every((v, k) => k === 0 || v >= pts[k - 1]!)) continue;
    } else if (r < 0.85) {
      const k = types[Math.floor(random() * types.length)]!;
      c.level.byType[k] = Math.round((c.level.byType[k]! + step) * 10) / 10;
    } else {
      const knob = (["perHpDoubling", "perAttackPoint", "perSizeStep", "legendary"] as const)[Math.floor(random() * 4)]!;
      c.level[knob] = Math.round((c.level[knob] + step / 2) * 100) / 100;
    }
    const s = score(c);
    if (s >= best) {
      best = s;
      t = c;
    }
  }
  return t;
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
  if (process.argv.includes("--tune")) {
    const train = pairs.filter((_, i) => i % 2 === 0);
    const held = pairs.filter((_, i) => i % 2 === 1);
    const tuned = tuneLevel(checked.table, train);
    print("tuned on the even-numbered half, measured on the odd-numbered half (held out):", errorsOf(held, tuned, vocabulary));
    const all = tuneLevel(checked.table, pairs);
    print("tuned on all matched monsters (in sample):", errorsOf(pairs, all, vocabulary));
    console.log(`\ntuned level table (all): ${JSON.stringify(all.level)}`);
  }
}

main();
