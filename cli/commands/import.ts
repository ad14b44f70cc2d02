// warband import ddm <cards.json> -o <dir> [--report <file>]: DDM card lists into
// warband files, one per card, each checked by the compiler; a summary on stdout.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../grammar/source.js";
import type { ImportReport } from "../../importers/ddm/import-outcome.js";
import { importInParallel } from "../../importers/ddm/import-parallel.js";
import { coreToSpare, type ReadingThread } from "../../importers/ddm/reading-thread.js";
import { expandPaths, readSources } from "../content-files.js";
import type { OneScript } from "../one-script.js";

export interface ImportOptions {
  output: string;
  report?: string;
  library: string | false;
  progress: boolean;
  /** Threads to read and compile the cards on (importers/ddm/import-parallel.ts); when not given, two if the machine has a core to spare. */
  threads?: number;
  /** The one script the CLI runs as, which the reading thread loads too. */
  script?: OneScript | null;
  /** The reading thread, when bin/warband.js started it ahead (importers/ddm/reading-thread.ts). */
  readingThread?: ReadingThread | null;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${((100 * part) / whole).toFixed(1)}%`;
}

export function summary(r: ImportReport): string {
  const lines = [
    `cards: ${r.cards} (${r.cardsFullyStructured} fully structured, ${percent(r.cardsFullyStructured, r.cards)})`,
    `powers: ${r.powers} (${r.powersStructured} structured, ${percent(r.powersStructured, r.powers)})`,
    ...Object.entries(r.powersByType).map(([t, v]) => `  ${t.padEnd(9)} ${String(v.structured).padStart(5)} / ${String(v.total).padEnd(5)} ${percent(v.structured, v.total)}`),
    `compile: ${r.compileErrors} errors, ${r.compileWarnings} warnings`,
  ];
  if (r.skippedRecords.length) lines.push(`skipped records: ${r.skippedRecords.length} (not card-shaped)`);
  if (r.topUnstructured.length) {
    lines.push("most common phrasings kept as text:");
    for (const u of r.topUnstructured.slice(0, 10)) lines.push(`  ${String(u.count).padStart(4)}  ${u.phrasing}`);
  }
  return lines.join("\n");
}

/**
 * Writes the card files, leaving alone those that already hold their text: importing
 * again into the same folder rewrites only the cards that changed. Rewriting a file in
 * place costs the file system far more than reading it (on this machine's ext4, about
 * 2 ms of waiting a file against 0.1 ms to read it).
 */
function writeCards(dir: string, cards: { path: string; text: string }[]): void {
  mkdirSync(dir, { recursive: true });
  const existing = new Set(readdirSync(dir).map((f) => join(dir, f)));
  for (const c of cards) {
    if (existing.has(join(c.path)) && readFileSync(c.path, "utf8") === c.text) continue;
    writeFileSync(c.path, c.text);
  }
}

export async function importDdm(input: string, opts: ImportOptions): Promise<number> {
  let records: unknown;
  try {
    records = JSON.parse(readFileSync(input, "utf8"));
  } catch (e) {
    console.error(`warband: cannot read ${input}: ${(e as Error).message}`);
    return 1;
  }
  if (!Array.isArray(records)) {
    console.error(`warband: ${input} is not a JSON array of cards`);
    return 1;
  }
  const library = opts.library ? readSources(expandPaths([opts.library]).files) : [];
  // The progress bar's module is loaded only when a bar is drawn (not with --no-progress or output to a file).
  const progress = opts.progress ? await import("cli-progress") : null;
  const bar = progress ? new progress.SingleBar({ format: "{stage} [{bar}] {value}/{total}", hideCursor: true }, progress.Presets.shades_classic) : null;
  let stage = "";
  const result = await importInParallel(records, {
    outDir: opts.output,
    library,
    // A thread started ahead was started on the same choice (importers/ddm/reading-thread.ts), made before this process had a second thread to count.
    twoThreads: opts.threads ? opts.threads === 2 : Boolean(opts.readingThread) || coreToSpare(),
    script: opts.script ?? null,
    readingThread: opts.readingThread ?? null,
    onProgress: (s, done, total) => {
      if (!bar) return;
      if (s !== stage) {
        if (stage) bar.stop();
        stage = s;
        bar.start(total, done, { stage: s.padEnd(5) });
      } else bar.update(done);
    },
    onThreadFailed: (why) => {
      bar?.stop();
      stage = "";
      console.error(`warband: ${why}; importing on one thread`);
    },
  });
  bar?.stop();
  writeCards(opts.output, result.cards);
  for (const d of result.diagnostics.filter((x) => x.severity === "error")) console.error(formatDiagnostic(d));
  if (opts.report) writeFileSync(opts.report, `${JSON.stringify(result.report, null, 2)}\n`);
  console.log(`wrote ${result.cards.length} files to ${join(opts.output)}`);
  console.log(summary(result.report));
  return result.report.compileErrors > 0 ? 1 : 0;
}
