// Shared test fixtures: the bundled library's sources, compiled once per test file.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileProject, type CompileResult, type SourceFile } from "../compiler/index.js";

export function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".wb"))
    .map((e) => join(e.parentPath, e.name))
    .sort()
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

export const librarySources = (): SourceFile[] => sourcesUnder("content/ddm");

let cached: CompileResult | undefined;
/** The bundled DDM content, compiled. */
export function library(): CompileResult {
  cached ??= compileProject(librarySources());
  return cached;
}

/** The bundled content plus extra files (e.g. a test's own creatures and map). */
export function libraryWith(...extra: SourceFile[]): CompileResult {
  return compileProject([...librarySources(), ...extra]);
}

export function codes(r: CompileResult, file?: string): string[] {
  return r.diagnostics.filter((d) => !file || d.file === file).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code}`);
}
