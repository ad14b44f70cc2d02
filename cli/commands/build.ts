// warband build <paths…> -o ir.json: compile the library and the paths into validated IR.
import { writeFileSync } from "node:fs";
import { compileProject } from "../../compiler/index.js";
import { loadProject } from "../content-files.js";
import { formatDiagnostic } from "../../grammar/source.js";

export function build(paths: string[], opts: { output: string; library: string | false }): number {
  const { sources, missing } = loadProject(paths, opts.library || null);
  for (const m of missing) console.error(`warband: no such file or folder: ${m}`);
  const result = compileProject(sources);
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  for (const d of errors) console.error(formatDiagnostic(d));
  if (errors.length || missing.length) {
    console.error(`not written: ${errors.length} error${errors.length === 1 ? "" : "s"}`);
    return 1;
  }
  writeFileSync(opts.output, `${JSON.stringify(result.ir, null, 2)}\n`);
  const ir = result.ir;
  console.error(
    `wrote ${opts.output}: IR v${ir.irVersion}, ${ir.creatures.length} creatures, ${ir.conditions.length} conditions, ${ir.maps.length} maps, ${ir.scenarios.length} scenarios, ${ir.battles.length} battles`,
  );
  return 0;
}
