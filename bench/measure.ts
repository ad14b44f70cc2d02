// Timing helper for bench scripts: run a task for a while, report runs per second.
// Benchmarks print figures and ratios; tests never assert on time.
import { performance } from "node:perf_hooks";

export interface Rate {
  runs: number;
  seconds: number;
  perSecond: number;
}

/** Runs `task` repeatedly for about `seconds` (after one warm-up run). */
export function rate(task: (i: number) => void, seconds = 2): Rate {
  task(0);
  const start = performance.now();
  let runs = 0;
  while (performance.now() - start < seconds * 1000) task(++runs);
  const elapsed = (performance.now() - start) / 1000;
  return { runs, seconds: elapsed, perSecond: runs / elapsed };
}

export function fmt(n: number, digits = 1): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
