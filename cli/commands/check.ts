// warband check <paths…>: diagnostics as file:line:col severity code message; exit 1 on errors.
import { compileProject } from "../../compiler/index.js";
import { formatDiagnostic } from "../../grammar/source.js";
import { loadProject } from "../content-files.js";

export interface CheckOptions {
  json?: boolean;
  library: string | false;
}

export function check(paths: string[], opts: CheckOptions): number {
  const { sources, mine, missing } = loadProject(paths, opts.library || null);
  for (const m of missing) console.error(`warband: no such file or folder: ${m}`);
  const result = compileProject(sources);
  const shown = result.diagnostics.filter((d) => mine.has(d.file));
  if (opts.json) console.log(JSON.stringify(shown, null, 2));
  else for (const d of shown) console.log(formatDiagnostic(d));
  const errors = shown.filter((d) => d.severity === "error").length;
  if (!opts.json) {
    const warnings = shown.filter((d) => d.severity === "warning").length;
    console.error(`${mine.size} file${mine.size === 1 ? "" : "s"} checked: ${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`);
  }
  return errors > 0 || missing.length > 0 ? 1 : 0;
}
