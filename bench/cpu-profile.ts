// Where a command's time goes, from the profile `node --cpu-prof` writes: the time spent
// in each file and in each function itself (self time), and, for the functions named,
// the time spent in them and everything they call (counted once where they recurse).
// On the card import (issue 4) the time is spread thinly, so these totals, not a flame
// graph, say which costs are worth cutting.
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bin/warband.js import ddm cards.json -o /tmp/out --no-progress
//   node dist/bench/cpu-profile.js /tmp/prof/<file>.cpuprofile [rows] [function …]
import { readFileSync } from "node:fs";
import { fmt } from "./measure.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A script's address shortened to its place in the project (or in node_modules). */
const place = (url: string): string => url.replace(/^.*\/dist\//, "").replace(/^.*\/node_modules\//, "");

const functionOf = (n: ProfileNode): string => `${n.callFrame.functionName || "(anonymous)"} ${place(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

function top(totals: Map<string, number>, rows: number, all: number, title: string): void {
  console.log(title);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`  ${fmt(us / 1000, 0).padStart(7)} ms ${fmt((100 * us) / all, 1).padStart(5)}%  ${name}`);
  }
}

function add(totals: Map<string, number>, key: string, us: number): void {
  totals.set(key, (totals.get(key) ?? 0) + us);
}

const [file, rowsArg, ...named] = process.argv.slice(2);
if (!file) {
  console.error("usage: node dist/bench/cpu-profile.js <file.cpuprofile> [rows] [function …]");
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const rows = Number(rowsArg ?? 30);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time in each node itself: the samples taken there, each lasting until the next.
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const all = [...self.values()].reduce((a, b) => a + b, 0);

const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
const within = new Map<string, number>();
for (const [id, us] of self) {
  const n = nodes.get(id)!;
  add(byFile, place(n.callFrame.url) || n.callFrame.functionName, us);
  add(byFunction, functionOf(n), us);
  // Each named function on the way to the root counts this time once.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const fn = nodes.get(at)!.callFrame.functionName;
    if (named.includes(fn) && !seen.has(fn)) {
      seen.add(fn);
      add(within, fn, us);
    }
  }
}
console.log(`${fmt(all / 1000, 0)} ms sampled`);
top(byFile, rows, all, "self time by file:");
top(byFunction, rows, all, "self time by function:");
if (named.length) top(within, named.length, all, "time in these functions and what they call:");
