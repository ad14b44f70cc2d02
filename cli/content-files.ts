// Finding and reading warband source files: the bundled library of a ruleset plus
// the paths a user names (files, or folders searched for .wb files).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceFile } from "../compiler/index.js";

export const EXTENSION = ".wb";

/** The package root: this file lives in cli/ (or dist/cli/ once built). */
export function packageRoot(): string {
  const here = fileURLToPath(new URL(".", import.meta.url));
  const up = resolve(here, "..");
  return existsSync(join(up, "package.json")) ? up : resolve(up, "..");
}

export function bundledLibrary(ruleset = "ddm"): string {
  return join(packageRoot(), "content", ruleset);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const p = join(dir, e.name);
      if (e.isDirectory()) return walk(p);
      return e.name.endsWith(EXTENSION) ? [p] : [];
    });
}

/** Expands paths into .wb files; a missing path is reported, not thrown. */
export function expandPaths(paths: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  for (const p of paths) {
    const abs = resolve(p);
    if (!existsSync(abs)) missing.push(p);
    else if (statSync(abs).isDirectory()) files.push(...walk(abs));
    else files.push(abs);
  }
  return { files: [...new Set(files)], missing };
}

/** A file's name in diagnostics: its path relative to the working directory. */
export function displayPath(abs: string): string {
  return relative(process.cwd(), abs) || abs;
}

export function readSources(absPaths: string[]): SourceFile[] {
  return absPaths.map((p) => ({ path: displayPath(p), text: readFileSync(p, "utf8") }));
}

/** The library files plus the user's files, each once; `mine` holds the display paths of the user's files. */
export function loadProject(userPaths: string[], library: string | null): { sources: SourceFile[]; mine: Set<string>; missing: string[] } {
  const { files, missing } = expandPaths(userPaths);
  const lib = library ? expandPaths([library]).files : [];
  const all = [...new Set([...lib, ...files])];
  const sources = readSources(all);
  const mine = new Set(files.map(displayPath));
  return { sources, mine, missing };
}
