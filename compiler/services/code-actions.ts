// Quick fixes: the fixes the compiler attached to its diagnostics ("did you mean …",
// "add the closing quote"), offered where the diagnostic is.
import type { Range, TextEdit } from "../../grammar/source.js";
import type { Analysis } from "./analysis.js";

export interface CodeAction {
  title: string;
  /** The diagnostic this fixes. */
  code: string;
  message: string;
  diagnosticRange: Range;
  edits: TextEdit[];
  /** The best fix for its diagnostic (the first one the compiler offers). */
  preferred: boolean;
}

function overlaps(r: Range, start: number, end: number): boolean {
  return r.start.offset <= end && start <= Math.max(r.end.offset, r.start.offset + 1);
}

/** Fixes for the diagnostics that touch [start, end] (offsets) in a file. */
export function codeActions(a: Analysis, file: string, start: number, end: number): CodeAction[] {
  return a.result.diagnostics
    .filter((d) => d.file === file && d.fixes?.length && overlaps(d.range, start, end))
    .flatMap((d) =>
      d.fixes!.map((f, i) => ({ title: f.title, code: d.code, message: d.message, diagnosticRange: d.range, edits: f.edits, preferred: i === 0 })),
    );
}
