// What a monster data file holds: its records, and which SRD they follow. Kept apart from
// the converters so the workbench can list a file's monsters without loading them.
import { problemWith } from "./five-e/monster.js";
import { problemWith35 } from "./three-five/monster.js";

/** The records of a data file: a bare array, or an object with a `monsters` array. */
export function recordsOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (typeof data === "object" && data !== null && Array.isArray((data as { monsters?: unknown }).monsters)) return (data as { monsters: unknown[] }).monsters;
  return null;
}

/** Which SRD a data file follows: the one whose reader accepts more of its records (5e on a tie), or null when neither accepts any. */
export function editionOf(records: unknown[]): "5e" | "3.5" | null {
  const fiveE = records.filter((r) => problemWith(r) === null).length;
  const threeFive = records.filter((r) => problemWith35(r) === null).length;
  if (fiveE === 0 && threeFive === 0) return null;
  return fiveE >= threeFive ? "5e" : "3.5";
}
