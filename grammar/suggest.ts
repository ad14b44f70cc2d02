// "Did you mean": the known words closest to a typo, and quick fixes that apply them.
import type { Fix, Range } from "./source.js";

/** Edit distance counting a swap of neighbours as one edit (typos like "shfit"). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known names closest to `name`, best first; empty if none is close. */
export function closest(name: string, known: Iterable<string>, max = 3): string[] {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(lower.length / 3));
  return [...new Set(known)]
    .map((k) => ({ k, d: editDistance(lower, k.toLowerCase()) }))
    .filter((x) => x.d <= limit || x.k.toLowerCase().startsWith(lower) || lower.startsWith(x.k.toLowerCase()))
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
