// Collecting diagnostics for one file.
import type { Diagnostic, Fix, Range, Severity } from "../grammar/source.js";

export { closest, didYouMean, replaceFixes } from "../grammar/suggest.js";

export class Reporter {
  readonly diagnostics: Diagnostic[] = [];
  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  report(severity: Severity, code: string, message: string, range: Range, fixes?: Fix[]): void {
    this.diagnostics.push({ code, message, severity, file: this.file, range, ...(fixes?.length ? { fixes } : {}) });
  }
  error(code: string, message: string, range: Range, fixes?: Fix[]): void {
    this.report("error", code, message, range, fixes);
  }
  warning(code: string, message: string, range: Range, fixes?: Fix[]): void {
    this.report("warning", code, message, range, fixes);
  }
  /** The source text under a range, whitespace collapsed: how a rule reads in traces. */
  textOf(range: Range): string {
    return this.text.slice(range.start.offset, range.end.offset).replace(/\s+/g, " ").trim();
  }
}

