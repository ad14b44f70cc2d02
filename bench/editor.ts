// The workbench in headless chromium, on loopback: bundle size, cold load to an editor
// ready for typing (and to the first diagnostics), and keystroke → diagnostics latency
// on a 1,000-line file (p50/p95), split into the typing pause and the work after it
// (worker, messages, page), beside the compile time of the same project in Node.
// Goals from the workbench issue: p95 ≤ 16 ms, cold load ≤ 1.5 s. Figures only; no test
// asserts on time.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { compile, Compiler } from "../compiler/compile.js";
import { parse } from "../grammar/index.js";
import { launchChromium, serveWorkbench } from "../test/browser/workbench-page.js";
import { sampleCards } from "./editor-sample.js";
import { fmt } from "./measure.js";

/** The parts of the page's test hook (editor/src/editor/test-hook.ts) the bench uses, typed here so the bench builds without the editor; each page.evaluate spells the lookup out, since it runs in the page. */
interface Marker {
  resource: unknown;
}
interface BenchHook {
  readyAt: number;
  editor: {
    getModel(): {
      uri: { toString(): string };
      setValue(text: string): void;
      onDidChangeContent(f: () => void): { dispose(): void };
      findMatches(search: string, a: boolean, regex: boolean, c: boolean, d: null, e: boolean): { range: { endLineNumber: number; endColumn: number } }[];
    } | null;
    setPosition(p: { lineNumber: number; column: number }): void;
    focus(): void;
  };
  monaco: {
    editor: {
      onDidChangeMarkers(f: (uris: readonly { toString(): string }[]) => void): { dispose(): void };
      getModelMarkers(filter: { resource: unknown }): Marker[];
    };
  };
}
const hooked = "window.__warband !== undefined";

const LINES = 1000;
const SAMPLES = 100;
const COLD_RUNS = 5;
/** The client's pause before compiling (editor/src/compiler-client.ts). */
const PAUSE_MS = 150;

function load(): string {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

function bundle(): void {
  const dir = "editor/dist/assets";
  let raw = 0;
  let gz = 0;
  console.log("bundle (editor/dist/assets):");
  for (const name of readdirSync(dir).sort()) {
    const bytes = readFileSync(join(dir, name));
    const g = gzipSync(bytes, { level: 9 }).length;
    raw += statSync(join(dir, name)).size;
    gz += g;
    console.log(`  ${name.padEnd(40)} ${fmt(bytes.length / 1024)} KiB  (gzip ${fmt(g / 1024)} KiB)`);
  }
  console.log(`  total ${fmt(raw / 1024 / 1024, 2)} MiB, gzip ${fmt(gz / 1024 / 1024, 2)} MiB`);
}

async function coldLoads(url: string): Promise<void> {
  const ready: number[] = [];
  const diagnosed: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    // A fresh profile each time: empty HTTP cache, no IndexedDB.
    const browser = await launchChromium();
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(url);
    await page.waitForFunction(hooked, undefined, { polling: "raf" });
    await page.locator("warband-editor [role=status]").filter({ hasText: /errors?,/ }).waitFor();
    const t = await page.evaluate(() => ({ ready: (window as unknown as { __warband: BenchHook }).__warband.readyAt, now: performance.now() }));
    ready.push(t.ready);
    diagnosed.push(t.now);
    await browser.close();
  }
  console.log(`cold load, ${COLD_RUNS} runs, fresh profile each:`);
  console.log(`  editor ready for typing  median ${fmt(percentile(ready, 50), 0)} ms  (max ${fmt(Math.max(...ready), 0)} ms; goal ≤ 1500 ms)`);
  console.log(`  first diagnostics shown  median ${fmt(percentile(diagnosed, 50), 0)} ms  (max ${fmt(Math.max(...diagnosed), 0)} ms)`);
}

interface Sample {
  keydown: number;
  changed: number;
  editedAt: number;
  sentAt: number;
  repliedAt: number;
  workerMs: number;
  markers: number;
}

async function keystrokes(url: string, text: string): Promise<void> {
  const browser = await launchChromium();
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(url);
  await page.waitForFunction(hooked);
  await page.evaluate((t) => (window as unknown as { __warband: BenchHook }).__warband.editor.getModel()!.setValue(t), text);
  await page.locator("warband-editor [role=status]").filter({ hasText: /^0 errors, 0 warnings$/ }).waitFor({ timeout: 60_000 });
  const samples: Sample[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Alternately break and mend the last card's AC ("AC 19" → "AC 19x" → "AC 19"): each keystroke changes the markers.
    await page.evaluate(
      ({ breaking }) => {
        const { editor, monaco } = (window as unknown as { __warband: BenchHook }).__warband;
        const model = editor.getModel()!;
        const m = model.findMatches("AC \\d+x?", false, true, false, null, false).pop()!;
        editor.setPosition({ lineNumber: m.range.endLineNumber, column: m.range.endColumn });
        editor.focus();
        (window as unknown as { __sample: Promise<Sample> }).__sample = new Promise((resolve) => {
          const s = { keydown: 0, changed: 0, editedAt: 0, sentAt: 0, repliedAt: 0, workerMs: 0, markers: 0 };
          window.addEventListener("keydown", () => (s.keydown = performance.now()), { capture: true, once: true });
          const changed = model.onDidChangeContent(() => {
            s.changed = performance.now();
            changed.dispose();
          });
          const onCompiled = (e: Event) => Object.assign(s, (e as CustomEvent).detail);
          window.addEventListener("warband-compiled", onCompiled);
          const sub = monaco.editor.onDidChangeMarkers((uris) => {
            if (!uris.some((u) => u.toString() === model.uri.toString())) return;
            const errors = monaco.editor.getModelMarkers({ resource: model.uri }).length;
            if ((errors > 0) !== breaking) return;
            s.markers = performance.now();
            sub.dispose();
            window.removeEventListener("warband-compiled", onCompiled);
            resolve(s);
          });
        });
      },
      { breaking: i % 2 === 0 },
    );
    await page.keyboard.press(i % 2 === 0 ? "x" : "Backspace");
    samples.push(await page.evaluate(() => (window as unknown as { __sample: Promise<Sample> }).__sample));
  }
  await browser.close();
  const line = (label: string, xs: number[], goal = "") =>
    console.log(`  ${label.padEnd(52)} p50 ${fmt(percentile(xs, 50)).padStart(6)} ms  p95 ${fmt(percentile(xs, 95)).padStart(6)} ms${goal}`);
  console.log(`keystroke → diagnostics on a ${LINES}-line file plus the bundled content, ${SAMPLES} keystrokes:`);
  line("keydown → markers set (everything)", samples.map((s) => s.markers - s.keydown));
  line(`typing pause (model change → compile posted; ${PAUSE_MS} ms)`, samples.map((s) => s.sentAt - s.editedAt));
  line("work after the pause: compile posted → markers set", samples.map((s) => s.markers - s.sentAt), "  (goal p95 ≤ 16 ms)");
  line("  of which the worker compiling", samples.map((s) => s.workerMs));
  line("  of which posting there and back (round trip − worker)", samples.map((s) => s.repliedAt - s.sentAt - s.workerMs));
  line("  of which the page: reply → markers set", samples.map((s) => s.markers - s.repliedAt));
  line("keydown → model change (Monaco)", samples.map((s) => s.changed - s.keydown));
}

function nodeCompile(text: string): void {
  const files = [{ path: "bench.wb", text }];
  const bundled = readdirSync("content/ddm", { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".wb"))
    .map((e) => ({ path: join(e.parentPath, e.name), text: readFileSync(join(e.parentPath, e.name), "utf8") }));
  const all = [...bundled, ...files];
  compile(all);
  const parses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    parse(text, "bench.wb");
    parses.push(performance.now() - t);
  }
  console.log(`baseline: parsing the ${LINES}-line file alone in Node, 10 runs: p50 ${fmt(percentile(parses, 50))} ms`);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    compile(all);
    times.push(performance.now() - t);
  }
  console.log(`baseline: the same project compiled in Node, 10 runs: p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms`);
  // The editor's compiler after a one-character edit in the last card, as the worker runs it.
  const kept = new Compiler();
  kept.compile(all);
  const edits: number[] = [];
  const at = text.lastIndexOf("AC ") + 5;
  for (let i = 0; i < 20; i++) {
    const edited = i % 2 === 0 ? text.slice(0, at) + "x" + text.slice(at) : text;
    const t = performance.now();
    kept.compile([...bundled, { path: "bench.wb", text: edited }]);
    edits.push(performance.now() - t);
  }
  console.log(`the same project recompiled in Node after a one-character edit (compiler/compile.ts Compiler), 20 edits: p50 ${fmt(percentile(edits, 50))} ms  p95 ${fmt(percentile(edits, 95))} ms`);
}

const text = sampleCards(LINES);
const server = await serveWorkbench();
try {
  console.log(`load average before: ${load()} (2 cores; other work on the machine slows every figure)`);
  bundle();
  await coldLoads(server.url);
  await keystrokes(server.url, text);
  nodeCompile(text);
  console.log(`load average after: ${load()}`);
} finally {
  await server.close();
}
