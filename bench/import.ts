// The DDM card import as a user waits for it: `warband import ddm <list> -o <dir>
// --report <file>` run as a fresh process (start-up, reading, translating, compiling,
// writing the files), timed from the process's start to its exit. The goal is the user's
// wait, so wall time leads; CPU time is given too, since on a shared machine wall time
// includes waiting for a core. The import on one thread (`--threads 1`) and on two
// (`--threads 2`, importers/ddm/import-parallel.ts; the default with a core to spare) are
// timed side by side with a baseline, interleaved so that all see the same machine: a
// fresh process that JSON.parses the same list 20 times. They write into a folder that
// holds the files of the run before, as importing again does (a file whose text is the
// same is not written again); the first import into a new folder, which must create
// every file, is timed too: on this machine's file system creating a file costs about
// 0.4 ms, so about half a second for the list. The same
// command on an empty list gives the fixed cost (start-up, loading and compiling the
// bundled library), so the projection to the 1,912 cards of the whole corpus is fixed
// cost + cost a card × 1,912. Goal: under 2 s wall. The card list is read by path and is
// never part of the repository. `node dist/bench/import.js [runs]` (default 3; the best run,
// and the middle run of each thread count).
// The command runs as one script with V8's code cache (bin/warband.js) when `npm run
// build` or `npm ci` made the script after the last tsc build (else as modules: run
// `node dist/cli/write-bundle.js` first); its first run writes the cache, so the best run
// has it. It is timed as modules too (WARBAND_MODULES=1), and the stages in-process.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { bundledLibrary, expandPaths, packageRoot, readSources } from "../cli/content-files.js";
import { tuneV8 } from "../cli/v8-tuning.js";
import { importCards } from "../importers/ddm/import.js";
import { fmt } from "./measure.js";

const CORPUS = 1912;
const BASELINE_PARSES = 20;
const path = process.env["DDM_CARDS"] ?? "/work/shared/data/ddm-cards.json";
const here = fileURLToPath(new URL(".", import.meta.url));

interface Times {
  cpuMs: number;
  wallMs: number;
}

/**
 * Runs node with these arguments in a fresh process: its wall time as the user waits for
 * it, from the spawn to the process's end (its start-up and tear-down included), and the
 * CPU time it had taken when it began to exit.
 */
function timed(args: string[], env: Record<string, string> = {}): Times {
  const times = join(work, "times.json");
  const start = performance.now();
  const r = spawnSync(process.execPath, ["--import", new URL("./cpu-at-exit.js", import.meta.url).href, ...args], {
    env: { ...process.env, ...env, WARBAND_BENCH_TIMES: times },
    encoding: "utf8",
  });
  const wallMs = performance.now() - start;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} failed (${r.status}): ${r.stderr}`);
  return { cpuMs: (JSON.parse(readFileSync(times, "utf8")) as Times).cpuMs, wallMs };
}

function best(runs: Times[]): Times {
  return { cpuMs: Math.min(...runs.map((t) => t.cpuMs)), wallMs: Math.min(...runs.map((t) => t.wallMs)) };
}

/** The middle run's figures (the lower middle of an even count). */
function median(runs: Times[]): Times {
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  return { cpuMs: mid(runs.map((t) => t.cpuMs)), wallMs: mid(runs.map((t) => t.wallMs)) };
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

/** Child mode: the baseline's work. */
function baselineChild(): void {
  const raw = readFileSync(path, "utf8");
  for (let i = 0; i < BASELINE_PARSES; i++) JSON.parse(raw);
}

/** CPU time (user + system) this process has taken since it started. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Child mode: one import in this fresh process, tuned as the CLI is, reporting where its CPU and wall time go by stage. */
function stagesChild(): void {
  tuneV8();
  const library = readSources(expandPaths([bundledLibrary("ddm")]).files);
  const stages: [string, number, number][] = [];
  // From the process's start.
  let last = { cpu: 0, wall: 0 };
  const mark = (stage: string) => {
    const now = { cpu: cpuMs(), wall: performance.now() };
    stages.push([stage, now.cpu - last.cpu, now.wall - last.wall]);
    last = now;
  };
  mark("start-up, library read");
  const records = JSON.parse(readFileSync(path, "utf8")) as unknown[];
  importCards(records, {
    outDir: "bench",
    library,
    onProgress: (stage, done, total) => {
      if (stage === "read" && done === total) mark("read and translate");
      if (stage === "check" && done === 1) mark("compile, first pass");
      if (stage === "check" && done === 2) mark("compile, second pass");
    },
  });
  mark("report");
  console.log(JSON.stringify(stages));
}

const mode = process.argv[2];
let work = "";
if (mode === "--baseline") baselineChild();
else if (mode === "--stages") stagesChild();
else if (!existsSync(path)) console.log(`import: DDM card list not found at ${path} (set DDM_CARDS); skipped`);
else {
  const runs = Number(mode ?? 3);
  work = mkdtempSync(join(tmpdir(), "warband-bench-import-"));
  const empty = join(work, "empty.json");
  writeFileSync(empty, "[]");
  const cards = (JSON.parse(readFileSync(path, "utf8")) as unknown[]).length;
  const cli = join(packageRoot(), "bin", "warband.js");
  const importOf = (list: string, threads: number, out = join(work, "out")) => [cli, "import", "ddm", list, "-o", out, "--report", join(work, "report.json"), "--no-progress", "--threads", String(threads)];
  const loadBefore = load();
  const full: Times[] = [];
  const twoThreads: Times[] = [];
  const newFolder: Times[] = [];
  const modules: Times[] = [];
  const fixed: Times[] = [];
  const baseline: Times[] = [];
  // Interleaved, so that the imports and the baseline see the same machine.
  for (let i = 0; i < runs; i++) {
    baseline.push(timed([join(here, "import.js"), "--baseline"]));
    full.push(timed(importOf(path, 1)));
    twoThreads.push(timed(importOf(path, 2)));
    newFolder.push(timed(importOf(path, 2, join(work, `new-${i}`))));
    modules.push(timed(importOf(path, 1), { WARBAND_MODULES: "1" }));
    fixed.push(timed(importOf(empty, 1)));
  }
  const stagesRun = spawnSync(process.execPath, [join(here, "import.js"), "--stages"], { encoding: "utf8" });
  const stages = JSON.parse(stagesRun.stdout) as [string, number, number][];
  const loadAfter = load();
  rmSync(work, { recursive: true, force: true });

  const z = best(fixed);
  const b = best(baseline);
  /** A run's figures: the whole command, a card's share beyond the fixed cost, the corpus projected. */
  const line = (label: string, t: Times, zero = z) => {
    const perCard = { cpuMs: (t.cpuMs - zero.cpuMs) / cards, wallMs: (t.wallMs - zero.wallMs) / cards };
    const at = (k: keyof Times) => zero[k] + perCard[k] * CORPUS;
    console.log(`  ${label.padEnd(22)} ${fmt(t.wallMs, 0).padStart(6)} ms wall ${fmt(t.cpuMs, 0).padStart(6)} ms CPU   a card ${fmt(perCard.wallMs, 2)} ms wall ${fmt(perCard.cpuMs, 2)} ms CPU   ${fmt(CORPUS, 0)} cards projected ${fmt(at("wallMs"), 0)} ms wall ${fmt(at("cpuMs"), 0)} ms CPU`);
  };
  console.log(`import: \`warband import ddm\` of ${cards} cards as a fresh process, best of ${runs} (load average ${loadBefore} before, ${loadAfter} after); goal: ${fmt(CORPUS, 0)} cards under 2,000 ms wall`);
  line("on one thread", best(full));
  line("on two threads", best(twoThreads));
  line("two, into a new folder", best(newFolder));
  line("as modules", best(modules));
  console.log(`  the middle run of ${runs} (median):`);
  line("on one thread", median(full), median(fixed));
  line("on two threads", median(twoThreads), median(fixed));
  console.log(`  fixed cost             ${fmt(z.wallMs, 0).padStart(6)} ms wall ${fmt(z.cpuMs, 0).padStart(6)} ms CPU (the same command on an empty list: start-up, bundled library)`);
  console.log(`  baseline: JSON.parse of the list ${BASELINE_PARSES} times, fresh process  ${fmt(b.wallMs, 0)} ms wall ${fmt(b.cpuMs, 0)} ms CPU`);
  console.log(`  ratio import/baseline (CPU): ${fmt(best(full).cpuMs / b.cpuMs, 2)} on one thread, ${fmt(best(twoThreads).cpuMs / b.cpuMs, 2)} on two, ${fmt(best(modules).cpuMs / b.cpuMs, 2)} as modules`);
  console.log(`  one run on one thread by stage (CPU, and wall, which on a shared machine includes waiting for a CPU):`);
  for (const [stage, cpu, wall] of stages) console.log(`    ${stage.padEnd(24)} ${fmt(cpu, 0).padStart(6)} ms CPU ${fmt(wall, 0).padStart(6)} ms wall`);
}
