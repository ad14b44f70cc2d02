// Whole import of the DDM card list (read, translate, compile twice, report) beside a
// baseline: JSON.parse of the same file. Goal: the held-back corpus of 1,912 cards in
// under 2 s. The card list is read by path and is never part of the repository.
import { existsSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { bundledLibrary, expandPaths, readSources } from "../cli/content-files.js";
import { importCards } from "../importers/ddm/import.js";
import { fmt } from "./measure.js";

const path = process.env.DDM_CARDS ?? "/work/shared/data/ddm-cards.json";
if (!existsSync(path)) {
  console.log(`import: DDM card list not found at ${path} (set DDM_CARDS); skipped`);
} else {
  const raw = readFileSync(path, "utf8");
  const library = readSources(expandPaths([bundledLibrary("ddm")]).files);
  const stages = new Map<string, number>();
  let last = performance.now();
  const mark = (stage: string) => {
    const now = performance.now();
    stages.set(stage, (stages.get(stage) ?? 0) + now - last);
    last = now;
  };
  const runs = 3;
  let best = Number.POSITIVE_INFINITY;
  let bestCpu = Number.POSITIVE_INFINITY;
  let cards = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    last = start;
    const r = importCards(JSON.parse(raw) as unknown[], {
      outDir: "bench",
      library,
      onProgress: (stage, done, total) => {
        if (stage === "read" && done === total) mark("read and translate");
        if (stage === "check" && done === 1) mark("compile, first pass");
        if (stage === "check" && done === 2) mark("compile, second pass");
      },
    });
    mark("report");
    best = Math.min(best, performance.now() - start);
    const used = process.cpuUsage(cpu);
    bestCpu = Math.min(bestCpu, (used.user + used.system) / 1000);
    cards = r.report.cards;
  }
  const jsonStart = performance.now();
  for (let i = 0; i < 10; i++) JSON.parse(raw);
  const json = (performance.now() - jsonStart) / 10;
  // On a shared machine wall time is mostly waiting; CPU time is what the import costs.
  console.log(`import: ${cards} cards, best of ${runs}: ${fmt(best, 0)} ms wall, ${fmt(bestCpu, 0)} ms CPU (${fmt(bestCpu / cards, 2)} ms CPU a card)`);
  for (const [stage, ms] of stages) console.log(`  ${stage.padEnd(22)} ${fmt(ms / runs, 0)} ms`);
  console.log(`  JSON.parse of the list  ${fmt(json, 1)} ms  (baseline)`);
  console.log(`  ratio import/JSON.parse (wall): ${fmt(best / json, 0)}`);
  console.log(`  at this rate 1,912 cards take ${fmt((bestCpu * 1912) / cards, 0)} ms of CPU (goal: under 2,000)`);
}
