// Source positions and diagnostics, shared by every stage from lexer to runtime trace.

/** 1-based line and column, 0-based offset (Monaco and terminals count lines and columns from 1). */
export interface Pos {
  offset: number;
  line: number;
  column: number;
}

/** A half-open range: `end` is the position just after the last character. */
export interface Range {
  start: Pos;
  end: Pos;
}

export type Severity = "error" | "warning" | "info";

export interface TextEdit {
  range: Range;
  text: string;
}

export interface Fix {
  title: string;
  edits: TextEdit[];
}

export interface Diagnostic {
  /** Stable code, e.g. WB201; the reference manual lists them. */
  code: string;
  message: string;
  severity: Severity;
  file: string;
  range: Range;
  fixes?: Fix[];
}

/** Where a compiled thing came from: file plus range, kept all the way into the runtime trace. */
export interface SourceRef {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export function toSourceRef(file: string, range: Range): SourceRef {
  return {
    file,
    line: range.start.line,
    column: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
}

export function spanRanges(first: Range, last: Range): Range {
  return { start: first.start, end: last.end };
}

export function formatSourceRef(ref: SourceRef): string {
  return `${ref.file}:${ref.line}:${ref.column}`;
}

/** A diagnostic as one line: file:line:col severity code message. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.code} ${d.message}`;
}
