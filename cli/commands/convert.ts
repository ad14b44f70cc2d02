// warband convert 5e|3.5 <monsters.json> -o <dir>: D&D monsters → DDM creature cards
// (SRD 5.1) or Chainmail model cards (SRD 3.5), one .wb file each, with a report of
// every approximation. The conversion rules are a table (content/conversions/*.json,
// or --table for a house copy).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compileProject } from "../../compiler/index.js";
import { convertBatch35, convertBatch5e, type Batch } from "../../converters/batch.js";
import { recordsOf } from "../../converters/records.js";
import { reportOf } from "../../converters/report.js";
import { check35Table, check5eTable } from "../../converters/tables/validate.js";
import { vocabularyOf } from "../../converters/vocabulary.js";
import { bundledLibrary, expandPaths, packageRoot, readSources } from "../content-files.js";

export interface ConvertOptions {
  output: string;
  only?: string[];
  report?: string;
  table?: string;
}

const editions = {
  "5e": { table: "5e-to-ddm.json", ruleset: "ddm", source: "SRD 5.1", target: "DDM 2011 creature cards" },
  "3.5": { table: "3.5-to-chainmail.json", ruleset: "chainmail", source: "SRD 3.5", target: "Chainmail 2002 model cards" },
} as const;
export type Edition = keyof typeof editions;

function readJson(path: string, what: string): { ok: true; value: unknown } | { ok: false } {
  if (!existsSync(path)) {
    console.error(`warband: no such ${what}: ${path}`);
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(readFileSync(path, "utf8")) as unknown };
  } catch (e) {
    console.error(`warband: ${path} is not JSON: ${(e as Error).message}`);
    return { ok: false };
  }
}

export function convert(edition: string, input: string, opts: ConvertOptions): number {
  if (!(edition in editions)) {
    console.error(`warband: convert knows 5e (SRD 5.1 → DDM) and 3.5 (SRD 3.5 → Chainmail), not '${edition}'`);
    return 1;
  }
  const ed = editions[edition as Edition];
  const tablePath = opts.table ?? join(packageRoot(), "content", "conversions", ed.table);
  const tableJson = readJson(tablePath, "conversion table");
  const data = readJson(input, "monster file");
  if (!tableJson.ok || !data.ok) return 1;
  const records = recordsOf(data.value);
  if (!records) {
    console.error(`warband: ${input} holds neither an array of monsters nor an object with a "monsters" array`);
    return 1;
  }
  const checked = edition === "5e" ? check5eTable(tableJson.value) : check35Table(tableJson.value);
  if (!checked.ok) {
    for (const p of checked.problems) console.error(`${tablePath}: ${p}`);
    return 1;
  }
  // The words a card may use come from the ruleset it is written for.
  const library = compileProject(readSources(expandPaths([bundledLibrary(ed.ruleset)]).files));
  const vocabulary = vocabularyOf(library.ir);
  const batch: Batch =
    checked.table.kind === "5e-to-ddm"
      ? convertBatch5e(records, checked.table, vocabulary, opts.only)
      : convertBatch35(records, checked.table, vocabulary, opts.only);
  mkdirSync(opts.output, { recursive: true });
  for (const card of batch.cards) writeFileSync(join(opts.output, card.file), card.text);
  for (const m of batch.missing) console.error(`warband: no monster named "${m}" in ${input}`);
  for (const s of batch.skipped) console.error(`warband: skipped "${s.name}": ${s.problem}`);
  if (opts.report) writeFileSync(opts.report, `${JSON.stringify(reportOf(ed.source, ed.target, tablePath, batch.cards, batch.skipped), null, 2)}\n`);
  const approximations = batch.cards.reduce((s, c) => s + c.approximations.length, 0);
  const fallbacks = batch.cards.reduce((s, c) => s + c.fallbacks.length, 0);
  console.error(
    `${batch.cards.length} ${ed.target} written to ${opts.output}: ${approximations} approximations, ${fallbacks} abilities kept as text${batch.skipped.length ? `, ${batch.skipped.length} skipped` : ""}`,
  );
  return batch.missing.length > 0 || (batch.cards.length === 0 && records.length > 0) ? 1 : 0;
}
