// Compiler diagnostics as Monaco markers, and back: the squiggles in the editor are
// exactly the diagnostics `warband check` prints.
import type * as Monaco from "monaco-editor/editor";
import type { Diagnostic, Severity } from "../../../grammar/source.js";

/** A marker as the workbench reports it: the diagnostic's words, not Monaco's numbers. */
export interface MarkerSummary {
  severity: Severity;
  line: number;
  column: number;
  message: string;
  code: string;
}

export function toMarker(monaco: typeof Monaco, d: Diagnostic): Monaco.editor.IMarkerData {
  const { start, end } = d.range;
  // Some diagnostics point at a place rather than a span; widen them by one character so they show.
  const empty = start.line === end.line && start.column === end.column;
  return {
    severity: monacoSeverity(monaco, d.severity),
    message: d.message,
    code: d.code,
    startLineNumber: start.line,
    startColumn: start.column,
    endLineNumber: end.line,
    endColumn: empty ? end.column + 1 : end.column,
  };
}

function monacoSeverity(monaco: typeof Monaco, s: Severity): Monaco.MarkerSeverity {
  switch (s) {
    case "error":
      return monaco.MarkerSeverity.Error;
    case "warning":
      return monaco.MarkerSeverity.Warning;
    case "info":
      return monaco.MarkerSeverity.Info;
  }
}

export function summarize(monaco: typeof Monaco, m: Monaco.editor.IMarker): MarkerSummary {
  const severity: Severity =
    m.severity === monaco.MarkerSeverity.Error ? "error" : m.severity === monaco.MarkerSeverity.Warning ? "warning" : "info";
  const code = typeof m.code === "string" ? m.code : (m.code?.value ?? "");
  return { severity, line: m.startLineNumber, column: m.startColumn, message: m.message, code };
}
