// "Did you mean": the known words closest to a typo, and quick fixes that apply them.
import type { Fix, Range } from "./source.js";

/** Edit distance counting a swap of neighbours as one edit (typos like "shfit"); three rolling rows of the table. */
function editDistance(a: string, b: string): number {
  let before = new Int32Array(b.length + 1);
  let last = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      row[j] = v;
    }
    [before, last, row] = [last, row, before];
  }
  return last[b.length]!;
}

/** The known names closest to `name`, best first; empty if none is close. */
export function closest(name: string, known: Iterable<string>, max = 3): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(lower.length / 3));
  const near: { k: string; d: number }[] = [];
  for (const k of new Set(known)) {
    const kl = k.toLowerCase();
    // One name beginning with the other is near whatever the distance, which is then the
    // difference in length; otherwise a difference in length beyond the limit rules it out.
    if (kl.startsWith(lower) || lower.startsWith(kl)) near.push({ k, d: Math.abs(kl.length - lower.length) });
    else if (Math.abs(kl.length - lower.length) <= limit) {
      const d = editDistance(lower, kl);
      if (d <= limit) near.push({ k, d });
    }
  }
  return near
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, max)
    .map((x) => x.k);
}

/** Quick fixes that replace a range with each suggestion. */
export function replaceFixes(range: Range, suggestions: string[], quote = false): Fix[] {
  return suggestions.map((s) => ({ title: `Change to ${quote ? `"${s}"` : s}`, edits: [{ range, text: quote ? `"${s}"` : s }] }));
}

export function didYouMean(suggestions: string[]): string {
  return suggestions.length ? `; did you mean ${suggestions.map((s) => `'${s}'`).join(" or ")}?` : "";
}
