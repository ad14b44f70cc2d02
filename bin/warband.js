#!/usr/bin/env node
// Runs the compiled CLI (built into dist/ by `npm ci` through the prepare script).
import { existsSync } from "node:fs";

const dist = (path) => new URL(`../dist/${path}`, import.meta.url);
if (!existsSync(dist("cli/main.js"))) {
  console.error("warband: dist/ is missing; run `npm run build` (npm ci runs it for you)");
  process.exit(1);
}
const { tuneV8 } = await import(dist("cli/v8-tuning.js").href);
tuneV8();
const { main } = await import(dist("cli/main.js").href);
await main(process.argv);
