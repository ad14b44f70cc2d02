// A monster data file as the panel lists it: its records, which SRD it follows, and each
// monster's name with a short description to search and pick from. Browser-safe and
// small: the converters themselves load later (converting.ts).
import { editionOf, recordsOf } from "../../../converters/records.js";

export type Edition = "5e" | "3.5";

export interface MonsterEntry {
  name: string;
  /** "CR 1/4 Small humanoid" (5e) or "Medium Humanoid (Goblinoid), CR 1/3" (3.5). */
  detail: string;
}

export type MonsterList = { ok: true; records: unknown[]; detected: Edition; entries: MonsterEntry[] } | { ok: false; problem: string };

function crText(cr: unknown): string {
  return cr === 0.125 ? "1/8" : cr === 0.25 ? "1/4" : cr === 0.5 ? "1/2" : String(cr);
}

function detailOf(record: unknown, edition: Edition): string {
  const r = record as Record<string, unknown>;
  if (edition === "5e") return `CR ${crText(r.challenge_rating)} ${String(r.size ?? "")} ${String(r.type ?? "")}`.trim();
  return [r.size_type, r.challenge_rating !== undefined ? `CR ${String(r.challenge_rating)}` : ""].filter((x) => typeof x === "string" && x).join(", ");
}

/** Reads a data file's text; a clear problem instead of a throw when it is not a monster file. */
export function listMonsters(text: string): MonsterList {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: `it is not JSON (${(e as Error).message})` };
  }
  const records = recordsOf(data);
  if (!records) return { ok: false, problem: 'it holds neither an array of monsters nor an object with a "monsters" array' };
  const detected = editionOf(records);
  if (!detected) return { ok: false, problem: "none of its records reads as an SRD 5.1 or SRD 3.5 monster" };
  const entries = records.flatMap((r) => {
    const name = (r as { name?: unknown } | null)?.name;
    return typeof name === "string" && name.trim() ? [{ name, detail: detailOf(r, detected) }] : [];
  });
  return { ok: true, records, detected, entries };
}

/** Monsters whose name holds every word of the query (any order, any case); names starting with the query first. */
export function searchMonsters(entries: MonsterEntry[], query: string): MonsterEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries;
  const words = q.split(/\s+/);
  const hits = entries.filter((e) => words.every((w) => e.name.toLowerCase().includes(w)));
  const starts = (e: MonsterEntry) => (e.name.toLowerCase().startsWith(q) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b));
}
