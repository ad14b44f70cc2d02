// warband render <card> [paths…]: a creature printed as a stat card from its compiled IR.
import { closest, didYouMean } from "../../compiler/diagnostics.js";
import { compileProject } from "../../compiler/index.js";
import { cardLayout } from "../card-layout.js";
import { loadProject } from "../content-files.js";
import { formatDiagnostic } from "../../grammar/source.js";

export function render(name: string, paths: string[], opts: { library: string | false }): number {
  const { sources, missing } = loadProject(paths, opts.library || null);
  for (const m of missing) console.error(`warband: no such file or folder: ${m}`);
  const result = compileProject(sources);
  const card = result.ir.creatures.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!card) {
    console.error(`warband: no creature named "${name}"${didYouMean(closest(name, result.ir.creatures.map((c) => c.name)))}`);
    return 1;
  }
  for (const d of result.diagnostics.filter((x) => x.severity === "error" && x.file === card.src.file)) console.error(formatDiagnostic(d));
  console.log(cardLayout(card));
  return 0;
}
