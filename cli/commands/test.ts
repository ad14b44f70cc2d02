// warband test [paths…]: runs the rules tests (`test "…" { … }` blocks) of the given
// files, or of the bundled library when none are given; exit 1 if any fails.
import { compileProject } from "../../compiler/index.js";
import { runRulesTest, type TestOutcome } from "../../runtime/ddm/rules-test.js";
import { loadProject } from "../content-files.js";
import { formatDiagnostic } from "../../grammar/source.js";

export interface TestOptions {
  json?: boolean;
  library: string | false;
}

const where = (src: { file: string; line: number; column: number } | null) => (src ? `${src.file}:${src.line}:${src.column}` : "");

export function test(paths: string[], opts: TestOptions): number {
  const { sources, mine, missing } = loadProject(paths, opts.library || null);
  for (const m of missing) console.error(`warband: no such file or folder: ${m}`);
  const result = compileProject(sources);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    for (const d of errors) console.error(formatDiagnostic(d));
    return 1;
  }
  const chosen = result.ir.tests.filter((t) => paths.length === 0 || mine.has(t.src.file));
  const outcomes: TestOutcome[] = chosen.map((t) => runRulesTest(result.ir, t));
  const failed = outcomes.filter((o) => !o.passed);
  if (opts.json) console.log(JSON.stringify(outcomes.map(({ log: _log, ...o }) => o), null, 2));
  else {
    for (const o of outcomes) {
      console.log(`${o.passed ? "PASS" : "FAIL"} ${o.name}  ${where(o.src)}`);
      for (const f of o.failures) console.log(`     ${where(f.src)} ${f.message}`);
    }
    console.log(`${outcomes.length - failed.length} passed, ${failed.length} failed`);
  }
  return failed.length > 0 || missing.length > 0 ? 1 : 0;
}
