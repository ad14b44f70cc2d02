#!/usr/bin/env node
// Runs the compiled CLI (built into dist/ by `npm ci` through the prepare script): as
// one script (cli/write-bundle.ts) while it is as new as the modules, else the modules
// (always with WARBAND_MODULES=1).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getHeapCodeStatistics } from "node:v8";
import vm from "node:vm";

const dist = (path) => new URL(`../dist/${path}`, import.meta.url);
if (!existsSync(dist("cli/main.js"))) {
  console.error("warband: dist/ is missing; run `npm run build` (npm ci runs it for you)");
  process.exit(1);
}
const { tuneV8 } = await import(dist("cli/v8-tuning.js").href);
tuneV8();
const main = oneScript() ?? (await import(dist("cli/main.js").href)).main;
await main(process.argv);

/** The one script's `main`, if it was made from the modules as they are now; else null. */
function oneScript() {
  if (process.env.WARBAND_MODULES) return null;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(dist("cli/main.bundle.json"), "utf8"));
  } catch {
    return null;
  }
  const root = fileURLToPath(dist(""));
  const unchanged = ([path, size, mtimeMs]) => {
    try {
      const s = statSync(join(root, path));
      return s.size === size && s.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  };
  if (!unchanged(manifest.bundle) || !manifest.inputs.every(unchanged)) return null;
  const file = join(root, manifest.bundle[0]);
  // V8's code cache: the functions compiled in an earlier run of this command, kept in
  // the project (as other tools keep theirs) by the script's hash, since V8 itself checks
  // only the script's length.
  const cache = join(fileURLToPath(new URL("../node_modules/.cache/warband/", import.meta.url)), `${manifest.hash}-${process.version}-${process.arch}-${String(process.argv[2] ?? "").replace(/\W/g, "")}.bin`);
  // The cache opens with the size of the bytecode V8 held when it was written.
  let cachedData;
  let held = 0;
  try {
    const data = readFileSync(cache);
    held = data.readDoubleLE(0);
    cachedData = data.subarray(8);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, "utf8")}\n})`, {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  // Written again when V8 rejects it or when this run compiled a tenth more than the run that wrote it (an import of a whole list after one of an empty list).
  const stale = !cachedData || script.cachedDataRejected;
  process.once("exit", () => {
    const bytecode = getHeapCodeStatistics().bytecode_and_metadata_size;
    if (!stale && bytecode <= held * 1.1) return;
    try {
      mkdirSync(dirname(cache), { recursive: true });
      const part = `${cache}.${process.pid}`;
      const size = Buffer.alloc(8);
      size.writeDoubleLE(bytecode);
      writeFileSync(part, Buffer.concat([size, script.createCachedData()]));
      renameSync(part, cache);
    } catch {
      // No cache this time: the next run compiles again.
    }
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports.main;
}
