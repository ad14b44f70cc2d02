#!/usr/bin/env node
// Runs the compiled CLI (built into dist/ by `npm ci` through the prepare script): as
// one script with V8's code cache (cli/one-script.ts) while it is as new as the
// modules, else the modules (always with WARBAND_MODULES=1).
import { existsSync } from "node:fs";

const dist = (path) => new URL(`../dist/${path}`, import.meta.url);
if (!existsSync(dist("cli/main.js"))) {
  console.error("warband: dist/ is missing; run `npm run build` (npm ci runs it for you)");
  process.exit(1);
}
const { tuneV8 } = await import(dist("cli/v8-tuning.js").href);
tuneV8();
const { oneScript, runOneScript } = await import(dist("cli/one-script.js").href);
const script = oneScript(String(process.argv[2] ?? ""));
// A card import on two threads: its second thread starts now, while this one loads the
// command line (importers/ddm/reading-thread.ts).
const early = process.argv[2] === "import" ? await import(dist("importers/ddm/reading-thread.js").href) : null;
const readingThread = early?.importsOnTwoThreads(process.argv) ? new early.ReadingThread(script) : null;
const { main } = script ? runOneScript(script, true) : await import(dist("cli/main.js").href);
await main(process.argv, script, readingThread);
// Every command is done when main returns (none leaves a server or a watcher running), so
// the process ends at once, with process.exitCode, rather than waiting for V8's
// background work to finish and freeing its heap piece by piece: about 40 ms sooner
// after a card import (stdout and stderr are written synchronously to files and pipes).
process.exit();
