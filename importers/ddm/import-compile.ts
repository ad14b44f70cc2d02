// The card import's compile: the cards' drafts written as files and compiled with the
// library. Each reading is compiled; a power whose lines draw an error, or that the
// compiler says does nothing in play, is kept as text instead. So every file compiles,
// and a power counts as structured only when it was lowered to primitives that act in
// play. It loads no reader, so that the parallel import's main thread can load it and
// the compiler while another thread reads the cards (import-parallel.ts).
import { Compiler, schemaViolation } from "../../compiler/compile.js";
import type { IR, SourceFile } from "../../compiler/index.js";
import { schemaProblems, type SchemaProblem } from "../../compiler/schema/validate.js";
import { renderCard, type CardDraft, type RenderedCard } from "./card-render.js";
import type { Diagnostic } from "../../grammar/source.js";
import { byFile, lineTouched, outcome, type CompiledCard, type ImportResult, type SkippedRecord } from "./import-outcome.js";

export interface ImportOptions {
  /** Folder the files are named under (paths in diagnostics). */
  outDir: string;
  /** The bundled library the cards are checked against. */
  library: SourceFile[];
  onProgress?: (stage: string, done: number, total: number) => void;
  /** Checks the imported project's IR against the IR's schema: compiler/schema/validate.ts unless a test gives its own. */
  validate?: (ir: IR) => SchemaProblem[];
}

/** A compiler that has parsed the files ahead (Compiler.parse), and the drafts as those files. */
export interface Prepared {
  compiler: Compiler;
  rendered: RenderedCard[];
}

/** The drafts' files, at these paths, compiled twice: the readings, then the files as written. */
export function compileDrafts(drafts: CardDraft[], paths: string[], skipped: SkippedRecord[], opts: ImportOptions, prepared?: Prepared): ImportResult {
  const { compiled, diagnostics } = compileShare(drafts, paths, opts, prepared);
  return outcome(compiled, diagnostics, skipped);
}

/** Cards as compiled and the diagnostics on their files: what `outcome` (import-outcome.ts) puts together. */
export interface CompiledShare {
  compiled: CompiledCard[];
  diagnostics: Diagnostic[];
}

/**
 * Compiles these drafts with the library, as compileDrafts does, and hands back the cards
 * and the diagnostics on their files (the library's own are not the import's). A card's
 * compile depends on the library and its own file only (the one name its file declares
 * is its creature's), so the cards can be compiled in shares, a share on each thread,
 * and put together after, when no two cards share a name (import-parallel.ts).
 */
export function compileShare(drafts: CardDraft[], paths: string[], opts: ImportOptions, prepared?: Prepared): CompiledShare {
  // One compiler for both passes, remembering nothing of what it lowers: the second
  // parses again only the files that changed, not the library.
  const compiler = prepared?.compiler ?? new Compiler({}, false);
  // First pass: compile every reading; demote the powers the compiler refuses.
  let rendered = (prepared?.rendered ?? drafts.map(renderCard)).map((r, i) => ({ ...r, path: paths[i]! }));
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
  return {
    compiled: rendered.map((r, i) => ({ draft: drafts[i]!, path: r.path, text: r.text, lines: r.lines })),
    diagnostics: [...[...first.entries()].filter(([f]) => unchanged(f)).flatMap(([, d]) => d), ...result.diagnostics.filter((d) => changedPaths.has(d.file)), ...internal],
  };
}
