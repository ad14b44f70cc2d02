#!/usr/bin/env node
// Runs the compiled CLI (built into dist/ by `npm ci` through the prepare script).
import { existsSync } from "node:fs";
import { setFlagsFromString } from "node:v8";

const entry = new URL("../dist/cli/main.js", import.meta.url);
if (!existsSync(entry)) {
  console.error("warband: dist/ is missing; run `npm run build` (npm ci runs it for you)");
  process.exit(1);
}
// A command runs once over much code, most of it a few thousand times at most (a card's
// reading, compiling and checking): V8's optimizing compiler cost more CPU than it won
// back. Functions are optimized only after 16 times V8's default work in them (the card
// import of 1,349 cards: x0.76 CPU at 8 times, x0.94 more at 16 times on twice as many
// cards), so what runs long (a simulated battle) is still optimized.
setFlagsFromString("--interrupt-budget=1081344");
const { main } = await import(entry.href);
await main(process.argv);
