// Parse and compile throughput on the bundled library, beside a baseline: JSON.parse
// of the IR the same content compiles to.
import { compileProject } from "../compiler/index.js";
import { bundledLibrary, expandPaths, readSources } from "../cli/content-files.js";
import { parse } from "../grammar/index.js";
import { fmt, rate } from "./measure.js";

const sources = readSources(expandPaths([bundledLibrary("ddm")]).files);
// Repeat the library so each run parses a realistic file size (~100 cards' worth).
const big = Array.from({ length: 20 }, (_, i) => sources.map((s) => s.text.replace(/"([^"]+)"/g, `"$1 ${i}"`)).join("\n")).join("\n");
const bytes = Buffer.byteLength(big);
const irJson = JSON.stringify(compileProject(sources).ir);

const parseRate = rate(() => void parse(big, "bench.wb"));
const compileRate = rate(() => void compileProject(sources));
const jsonRate = rate(() => void JSON.parse(irJson));

const mbps = (r: { perSecond: number }, b: number) => (r.perSecond * b) / 1e6;
console.log(`parse: ${fmt(bytes / 1024)} KiB of warband source`);
console.log(`  parse (lex + AST)        ${fmt(mbps(parseRate, bytes), 2)} MB/s`);
console.log(`  JSON.parse of the IR     ${fmt(mbps(jsonRate, irJson.length), 2)} MB/s  (baseline)`);
console.log(`  ratio parse/JSON.parse: ${fmt(mbps(parseRate, bytes) / mbps(jsonRate, irJson.length), 3)}`);
console.log(`compile the bundled library (${sources.length} files): ${fmt(1000 / compileRate.perSecond, 2)} ms`);
