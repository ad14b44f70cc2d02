#!/usr/bin/env node
// Runs the compiled CLI (built into dist/ by `npm ci` through the prepare script).
import { existsSync } from "node:fs";

const entry = new URL("../dist/cli/main.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("warband: dist/ is missing; run `npm run build` (npm ci runs it for you)");
  process.exit(1);
}
const { main } = await import(entry.href);
await main(process.argv);
