// The trace: every state change, with the rule and source line that caused it.
import type { SourceRef } from "../../grammar/source.js";

export interface LogEntry {
  seq: number;
  round: number;
  kind: string;
  text: string;
  /** The rule (power, attack, condition or core rule) that caused the change. */
  rule?: string;
  src?: SourceRef | null;
  data?: Record<string, unknown>;
}

export interface Trace {
  round: number;
  log: LogEntry[];
}

export function record(t: Trace, kind: string, text: string, cause?: { rule?: string; src?: SourceRef | null }, data?: Record<string, unknown>): LogEntry {
  const entry: LogEntry = { seq: t.log.length + 1, round: t.round, kind, text };
  if (cause?.rule) entry.rule = cause.rule;
  if (cause?.src) entry.src = cause.src;
  if (data) entry.data = data;
  t.log.push(entry);
  return entry;
}

/** One log line as a person reads it; the source reference ends the line. */
export function formatEntry(e: LogEntry): string {
  const where = e.src ? `  [${e.src.file}:${e.src.line}:${e.src.column}]` : "";
  return `R${e.round} ${e.text}${where}`;
}
