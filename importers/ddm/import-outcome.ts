// What a card import hands back, put together from the cards as compiled: each power
// structured or kept as text, the diagnostics in file order, the report. It loads no
// reader and no compiler, so the parallel import's main thread (import-parallel.ts),
// which only shares out the cards and gathers what its threads compiled, stays light.
import type { Diagnostic } from "../../grammar/source.js";
import { cardProblem, fileNameOf, powerTypes, type Card, type PowerType } from "./card.js";
import type { CardDraft, RenderedCard } from "./card-render.js";
import { phrasingOf } from "./phrasing.js";

/** Warnings that mean a line compiled but does nothing in play (close/area not built yet, text fallback). */
export const doesNothing = new Set(["WB340", "WB341"]);

export interface ImportedCard {
  draft: CardDraft;
  path: string;
  text: string;
  structured: boolean[];
}

export interface ImportReport {
  cards: number;
  cardsFullyStructured: number;
  powers: number;
  powersStructured: number;
  powersByType: Record<PowerType, { total: number; structured: number }>;
  compileErrors: number;
  compileWarnings: number;
  skippedRecords: { index: number; problem: string }[];
  topUnstructured: { phrasing: string; count: number }[];
}

export interface ImportResult {
  cards: ImportedCard[];
  report: ImportReport;
  diagnostics: Diagnostic[];
}

/** A card as its file was last compiled: its draft, its file and where each power's lines stand in it. */
export interface CompiledCard {
  draft: CardDraft;
  path: string;
  text: string;
  lines: RenderedCard["lines"];
}

export interface SkippedRecord {
  index: number;
  problem: string;
}

/** The records that are cards, and those skipped with why. */
export function cardsOf(records: unknown[]): { cards: Card[]; skipped: SkippedRecord[] } {
  const skipped: SkippedRecord[] = [];
  const cards: Card[] = [];
  records.forEach((r, index) => {
    const problem = cardProblem(r);
    if (problem) skipped.push({ index, problem });
    else cards.push(r as Card);
  });
  return { cards, skipped };
}

/** Unique file paths, even when two cards share a file name. */
export function pathsFor(cards: Card[], outDir: string): string[] {
  const seen = new Map<string, number>();
  return cards.map((c) => {
    const file = fileNameOf(c);
    const n = (seen.get(file) ?? 0) + 1;
    seen.set(file, n);
    return `${outDir.replace(/\/$/, "")}/${n === 1 ? file : file.replace(/\.wb$/, `-${n}.wb`)}`;
  });
}

export function byFile(diags: Diagnostic[]): Map<string, Diagnostic[]> {
  const m = new Map<string, Diagnostic[]>();
  for (const d of diags) {
    const list = m.get(d.file) ?? [];
    list.push(d);
    m.set(d.file, list);
  }
  return m;
}

/** Whether an error, or a warning that the line does nothing in play, falls on these lines. */
export function lineTouched(diags: Diagnostic[], span: [number, number]): boolean {
  return diags.some(
    (d) => (d.severity === "error" || doesNothing.has(d.code)) && d.range.start.line <= span[1] && d.range.end.line >= span[0],
  );
}

/** The import's result from its cards as compiled and their diagnostics: these sorted by file and place, each power structured unless a diagnostic touches it. */
export function outcome(compiled: CompiledCard[], diagnostics: Diagnostic[], skipped: SkippedRecord[]): ImportResult {
  const sorted = [...diagnostics].sort(
    (a, b) => a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column,
  );
  const byCard = byFile(sorted);
  const cards: ImportedCard[] = compiled.map((c) => {
    const diags = byCard.get(c.path) ?? [];
    const structured = c.draft.powers.map((p, k) => {
      const span = c.lines[k];
      return p.folded || (p.lines !== null && span !== null && span !== undefined && !lineTouched(diags, span));
    });
    return { draft: c.draft, path: c.path, text: c.text, structured };
  });
  return { cards, report: reportOf(cards, sorted, skipped), diagnostics: sorted };
}

function reportOf(cards: ImportedCard[], diagnostics: Diagnostic[], skipped: SkippedRecord[]): ImportReport {
  const byType = Object.fromEntries(powerTypes.map((t) => [t, { total: 0, structured: 0 }])) as ImportReport["powersByType"];
  const phrasings = new Map<string, number>();
  let powers = 0;
  let structured = 0;
  let full = 0;
  for (const c of cards) {
    if (c.structured.every(Boolean)) full++;
    c.draft.powers.forEach((p, k) => {
      powers++;
      byType[p.power.type].total++;
      if (c.structured[k]) {
        structured++;
        byType[p.power.type].structured++;
      } else {
        const ph = phrasingOf(p.power);
        phrasings.set(ph, (phrasings.get(ph) ?? 0) + 1);
      }
    });
  }
  const topUnstructured = [...phrasings.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 40)
    .map(([phrasing, count]) => ({ phrasing, count }));
  return {
    cards: cards.length,
    cardsFullyStructured: full,
    powers,
    powersStructured: structured,
    powersByType: byType,
    compileErrors: diagnostics.filter((d) => d.severity === "error").length,
    compileWarnings: diagnostics.filter((d) => d.severity === "warning").length,
    skippedRecords: skipped,
    topUnstructured,
  };
}
