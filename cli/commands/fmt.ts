// warband fmt <paths…> [--check]: the editor's pretty-printer (compiler/services/format.ts)
// on files. Without --check it rewrites the files that change; with it, it lists them
// and exits 1 if any would. A file the lexer cannot read is left alone and reported.
import { readFileSync, writeFileSync } from "node:fs";
import { format, formattable } from "../../compiler/services/format.js";
import { displayPath, expandPaths } from "../content-files.js";

export interface FmtOptions {
  check: boolean;
}

export function fmt(paths: string[], opts: FmtOptions): number {
  const { files, missing } = expandPaths(paths);
  for (const m of missing) console.error(`warband: no such file or folder: ${m}`);
  let changed = 0;
  let unreadable = 0;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (!formattable(text)) {
      unreadable++;
      console.error(`${displayPath(file)}: not formatted: it has characters warband cannot read (see warband check)`);
      continue;
    }
    const formatted = format(text);
    if (formatted === text) continue;
    changed++;
    if (opts.check) console.log(displayPath(file));
    else writeFileSync(file, formatted);
  }
  const n = files.length;
  const verb = opts.check ? "would be reformatted" : "reformatted";
  console.error(`${n} file${n === 1 ? "" : "s"} read: ${changed} ${verb}${unreadable ? `, ${unreadable} unreadable` : ""}`);
  return missing.length > 0 || unreadable > 0 || (opts.check && changed > 0) ? 1 : 0;
}
