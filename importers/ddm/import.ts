// The DDM card import: cards → warband files, checked by the compiler. Each reading is
// compiled; a power whose lines draw an error, or that the compiler says does nothing
// in play, is kept as text instead. So every file compiles, and a power counts as
// structured only when it was lowered to primitives that act in play.
import { Compiler, schemaViolation } from "../../compiler/compile.js";
import type { IR, SourceFile } from "../../compiler/index.js";
import { schemaProblems, type SchemaProblem } from "../../compiler/schema/validate.js";
import type { Diagnostic } from "../../grammar/source.js";
import { cardProblem, powerTypes, type Card, type PowerType } from "./card.js";
import { draftCard, renderCard, type CardDraft } from "./card-file.js";
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

export interface ImportOptions {
  /** Folder the files are named under (paths in diagnostics). */
  outDir: string;
  /** The bundled library the cards are checked against. */
  library: SourceFile[];
  onProgress?: (stage: string, done: number, total: number) => void;
  /** Checks the imported project's IR against the IR's schema: compiler/schema/validate.ts unless a test gives its own. */
  validate?: (ir: IR) => SchemaProblem[];
}

/** Unique file paths, even when two cards share a file name. */
function pathsFor(drafts: CardDraft[], outDir: string): string[] {
  const seen = new Map<string, number>();
  return drafts.map((d) => {
    const n = (seen.get(d.file) ?? 0) + 1;
    seen.set(d.file, n);
    const file = n === 1 ? d.file : d.file.replace(/\.wb$/, `-${n}.wb`);
    return `${outDir.replace(/\/$/, "")}/${file}`;
  });
}

function byFile(diags: Diagnostic[]): Map<string, Diagnostic[]> {
  const m = new Map<string, Diagnostic[]>();
  for (const d of diags) {
    const list = m.get(d.file) ?? [];
    list.push(d);
    m.set(d.file, list);
  }
  return m;
}

function lineTouched(diags: Diagnostic[], span: [number, number]): boolean {
  return diags.some(
    (d) => (d.severity === "error" || doesNothing.has(d.code)) && d.range.start.line <= span[1] && d.range.end.line >= span[0],
  );
}

export function importCards(records: unknown[], opts: ImportOptions): ImportResult {
  const skipped: { index: number; problem: string }[] = [];
  const cards: Card[] = [];
  records.forEach((r, index) => {
    const problem = cardProblem(r);
    if (problem) skipped.push({ index, problem });
    else cards.push(r as Card);
  });
  const drafts = cards.map((c, i) => {
    opts.onProgress?.("read", i + 1, cards.length);
    return draftCard(c);
  });
  const paths = pathsFor(drafts, opts.outDir);

  // One compiler for both passes, remembering nothing of what it lowers: the second
  // parses again only the files that changed, not the library.
  const compiler = new Compiler({}, false);
  // First pass: compile every reading; demote the powers the compiler refuses.
  let rendered = drafts.map((d, i) => ({ ...renderCard(d), path: paths[i]! }));
  opts.onProgress?.("check", 0, 2);
  const firstPass = compiler.compile([...opts.library, ...rendered.map((r) => ({ path: r.path, text: r.text }))]);
  const first = byFile(firstPass.diagnostics);
  const demoted = new Set<number>();
  rendered.forEach((r, i) => {
    const diags = first.get(r.path) ?? [];
    drafts[i]!.powers.forEach((p, k) => {
      const span = r.lines[k];
      if (p.lines && span && lineTouched(diags, span)) {
        p.lines = null;
        demoted.add(i);
      }
    });
    // A power giving a condition its card defines needs the definition: kept as text with it.
    const lost = new Set(drafts[i]!.powers.filter((p) => p.defines && !p.lines).map((p) => p.defines!));
    for (const p of drafts[i]!.powers) if (p.gives?.some((n) => lost.has(n))) p.lines = null;
  });
  // Second pass: the files as written. A card none of whose powers was demoted is
  // unchanged (it is not drawn again), so its first-pass diagnostics stand; only the
  // changed ones compile again.
  const before = rendered;
  rendered = rendered.map((r, i) => (demoted.has(i) ? { ...renderCard(drafts[i]!), path: r.path } : r));
  opts.onProgress?.("check", 1, 2);
  const changed = rendered.filter((r, i) => r.text !== before[i]!.text);
  const result = compiler.compile([...opts.library, ...changed.map((r) => ({ path: r.path, text: r.text }))]);
  opts.onProgress?.("check", 2, 2);
  const changedPaths = new Set(changed.map((r) => r.path));
  const mine = new Set(paths);
  const unchanged = (file: string) => mine.has(file) && !changedPaths.has(file);
  // The project as written, checked against the IR's schema once: the library and every
  // card, each as the last pass that compiled it lowered it. A violation is reported on
  // the card it is in, else on the library.
  const project: IR = { ...result.ir, creatures: [...result.ir.creatures, ...firstPass.ir.creatures.filter((c) => c.src && unchanged(c.src.file))] };
  const internal = (opts.validate ?? schemaProblems)(project)
    .slice(0, 3)
    .map((p) => {
      const card = /^\/creatures\/(\d+)(?:\/|$)/.exec(p.path);
      const file = (card ? project.creatures[Number(card[1])]?.src?.file : undefined) ?? opts.library[0]?.path ?? paths[0] ?? opts.outDir;
      return schemaViolation(`${p.path} ${p.message}`, file);
    });
  const diagnostics = [
    ...[...first.entries()].filter(([f]) => unchanged(f)).flatMap(([, d]) => d),
    ...result.diagnostics.filter((d) => changedPaths.has(d.file)),
    ...internal,
  ].sort((a, b) => a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column);
  const second = byFile(diagnostics);

  const out: ImportedCard[] = rendered.map((r, i) => {
    const diags = second.get(r.path) ?? [];
    const structured = drafts[i]!.powers.map((p, k) => {
      const span = r.lines[k];
      return p.folded || (p.lines !== null && span !== null && span !== undefined && !lineTouched(diags, span));
    });
    return { draft: drafts[i]!, path: r.path, text: r.text, structured };
  });
  return { cards: out, report: reportOf(out, diagnostics, skipped), diagnostics };
}

function reportOf(cards: ImportedCard[], diagnostics: Diagnostic[], skipped: { index: number; problem: string }[]): ImportReport {
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
