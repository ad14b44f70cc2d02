// Converting a whole data file: pick the records asked for, convert each, and collect
// the records that could not be read. Browser-safe: the caller reads and writes files.
import { convert5e } from "./five-e/convert.js";
import { problemWith, type Monster5e } from "./five-e/monster.js";
import type { Table5e } from "./five-e/table.js";
import { convert35 } from "./three-five/convert.js";
import { problemWith35, type Monster35 } from "./three-five/monster.js";
import type { Table35 } from "./three-five/table.js";
import type { ConversionProblem, ConvertedCard } from "./report.js";
import type { TargetVocabulary } from "./vocabulary.js";

export interface Batch {
  cards: ConvertedCard[];
  skipped: ConversionProblem[];
  /** Names asked for with --only that no record has. */
  missing: string[];
}

function nameOf(x: unknown): string {
  const n = (x as { name?: unknown } | null)?.name;
  return typeof n === "string" ? n : "(no name)";
}

/** Records whose name (or 5e index) is one of `only`, case-insensitive; all of them without `only`. */
export function pick(records: unknown[], only: string[] | undefined): { picked: unknown[]; missing: string[] } {
  if (!only?.length) return { picked: records, missing: [] };
  const wanted = new Map(only.map((o) => [o.toLowerCase(), o]));
  const found = new Set<string>();
  const picked = records.filter((r) => {
    const keys = [nameOf(r), String((r as { index?: unknown } | null)?.index ?? "")].map((k) => k.toLowerCase());
    const hit = keys.find((k) => wanted.has(k));
    if (hit) found.add(hit);
    return hit !== undefined;
  });
  return { picked, missing: [...wanted.keys()].filter((k) => !found.has(k)).map((k) => wanted.get(k)!) };
}

export function convertBatch5e(records: unknown[], table: Table5e, vocabulary: TargetVocabulary, only?: string[]): Batch {
  const { picked, missing } = pick(records, only);
  const cards: ConvertedCard[] = [];
  const skipped: ConversionProblem[] = [];
  for (const r of picked) {
    const problem = problemWith(r);
    if (problem) skipped.push({ name: nameOf(r), problem });
    else cards.push(convert5e(r as Monster5e, { table, vocabulary }));
  }
  return { cards, skipped, missing };
}

export function convertBatch35(records: unknown[], table: Table35, vocabulary: TargetVocabulary, only?: string[]): Batch {
  const { picked, missing } = pick(records, only);
  const cards: ConvertedCard[] = [];
  const skipped: ConversionProblem[] = [];
  for (const r of picked) {
    const problem = problemWith35(r);
    if (problem) skipped.push({ name: nameOf(r), problem });
    else cards.push(convert35(r as Monster35, { table, vocabulary }));
  }
  return { cards, skipped, missing };
}
