// Runs the CLI as one script (dist/cli/main.bundle.cjs, cli/write-bundle.ts) with V8's
// code cache, for bin/warband.js and for the card import's reading thread
// (importers/ddm/import-worker.ts), which loads the same script with the same cache.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getHeapCodeStatistics } from "node:v8";
import vm from "node:vm";

/** The one script and its code cache for a command. */
export interface OneScript {
  file: string;
  cache: string;
}

/** What the one script exports (cli/main.ts). */
export type OneScriptExports = typeof import("./main.js");

const dist = fileURLToPath(new URL("../", import.meta.url));

/** The one script for this command (`import`, `check` …), if it was made from the modules as they are now; else null. */
export function oneScript(command: string): OneScript | null {
  if (process.env["WARBAND_MODULES"]) return null;
  let manifest: { hash: string; bundle: Made; inputs: Made[] };
  try {
    manifest = JSON.parse(readFileSync(join(dist, "cli", "main.bundle.json"), "utf8")) as typeof manifest;
  } catch {
    return null;
  }
  if (!unchanged(manifest.bundle) || !manifest.inputs.every(unchanged)) return null;
  // V8's code cache: the functions compiled in an earlier run of this command, kept in
  // the project (as other tools keep theirs) by the script's hash, since V8 itself checks
  // only the script's length.
  const cacheDir = fileURLToPath(new URL("../../node_modules/.cache/warband/", import.meta.url));
  return { file: join(dist, manifest.bundle[0]), cache: join(cacheDir, `${manifest.hash}-${process.version}-${process.arch}-${command.replace(/\W/g, "")}.bin`) };
}

/** A file of dist/, its size and time of change when the script was made. */
type Made = [string, number, number];

function unchanged([path, size, mtimeMs]: Made): boolean {
  try {
    const s = statSync(join(dist, path));
    return s.size === size && s.mtimeMs === mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Runs the script with its code cache and returns its exports. With `keep`, the cache is
 * written at exit when V8 rejected it or when this run compiled a tenth more than the
 * run that wrote it (an import of a whole list after one of an empty list); a reading
 * thread only reads it.
 */
export function runOneScript(s: OneScript, keep: boolean): OneScriptExports {
  // The cache opens with the size of the bytecode V8 held when it was written.
  let cachedData: Buffer | undefined;
  let held = 0;
  try {
    const data = readFileSync(s.cache);
    held = data.readDoubleLE(0);
    cachedData = data.subarray(8);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(s.file, "utf8")}\n})`, {
    filename: s.file,
    ...(cachedData ? { cachedData } : {}),
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const stale = !cachedData || script.cachedDataRejected === true;
  if (keep) {
    process.once("exit", () => {
      const bytecode = getHeapCodeStatistics().bytecode_and_metadata_size;
      if (!stale && bytecode <= held * 1.1) return;
      try {
        mkdirSync(dirname(s.cache), { recursive: true });
        const part = `${s.cache}.${process.pid}`;
        const size = Buffer.alloc(8);
        size.writeDoubleLE(bytecode);
        writeFileSync(part, Buffer.concat([size, script.createCachedData()]));
        renameSync(part, s.cache);
        // The caches of earlier builds are never read again (each build has its own hash): only this one is kept.
        const ending = s.cache.slice(s.cache.lastIndexOf("-"));
        for (const f of readdirSync(dirname(s.cache))) if (f.endsWith(ending) && join(dirname(s.cache), f) !== s.cache) rmSync(join(dirname(s.cache), f), { force: true });
      } catch {
        // No cache this time: the next run compiles again.
      }
    });
  }
  const module = { exports: {} as OneScriptExports };
  (script.runInThisContext() as (...a: unknown[]) => void)(module.exports, createRequire(s.file), module, s.file, dirname(s.file));
  return module.exports;
}
