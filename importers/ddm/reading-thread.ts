// The card import's second thread, started as early as the command allows. Its start-up
// (a fresh V8 isolate, the CLI's one script, the readers' and compiler's modules) takes
// about 150 ms, the longest wait of a two-thread import, so bin/warband.js starts it
// before it loads the command line itself, and the import hands it its job when the
// cards are read (import-parallel.ts). Node modules only: it loads in a moment.
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import type { OneScript } from "../../cli/one-script.js";

/** A core to spare: more than one, and fewer other tasks wanting a CPU than all but one of them. */
export function coreToSpare(cores = availableParallelism(), others = othersRunning()): boolean {
  return cores > 1 && others < cores - 1;
}

/**
 * How many other tasks want a CPU now. Linux counts the tasks running or ready to run in
 * /proc/loadavg (this one included); elsewhere the load average over the last minute
 * stands in, though it still counts what ran a while ago (the import run just before).
 */
function othersRunning(): number {
  try {
    const running = /^\S+ \S+ \S+ (\d+)\//.exec(readFileSync("/proc/loadavg", "utf8"));
    if (running) return Number(running[1]) - 1;
  } catch {
    // Not Linux.
  }
  return loadavg()[0]!;
}

/** The reading thread failed or stopped: a speed-up only, so the import can be done again on one thread. */
export class ReadingThreadFailed extends Error {}

/**
 * The reading thread, loading the one script the CLI runs as (else the modules); it
 * waits for its job (import-worker.ts). Until the import listens to it, a failure of its
 * start-up is kept here, to be reported when the import gives it its job (`failed`),
 * rather than thrown where no one listens.
 */
export class ReadingThread {
  readonly worker: Worker;
  failed: Error | null = null;
  constructor(script: OneScript | null) {
    this.worker = new Worker(new URL("./import-worker.js", import.meta.url), { workerData: { script } });
    this.worker.once("error", (e) => (this.failed ??= e));
    this.worker.once("exit", (code) => (this.failed ??= new Error(`the reading thread stopped (exit code ${code})`)));
  }
}

/**
 * Whether these command-line arguments import cards on two threads: `import` with
 * `--threads 2`, or with no `--threads` on a machine with a core to spare. The command
 * line, once parsed, keeps to this choice (cli/commands/import.ts); a thread started for
 * an import that does not run (its list unreadable, say) ends with the process.
 */
export function importsOnTwoThreads(argv: string[]): boolean {
  if (argv[2] !== "import") return false;
  const at = argv.findIndex((a) => a === "--threads" || a.startsWith("--threads="));
  if (at < 0) return coreToSpare();
  return (argv[at]!.includes("=") ? argv[at]!.split("=")[1] : argv[at + 1]) === "2";
}
