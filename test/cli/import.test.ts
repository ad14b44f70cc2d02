// `warband import ddm` as a user runs it: the built command line (bin/warband.js, as
// `npm ci` builds it) in a fresh process, on one thread and on two, where the second
// thread is a real worker loading the same script (importers/ddm/import-parallel.ts).
// Both write the same files and the same report. Skipped when dist/ is not built.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CHUNK } from "../../importers/ddm/import-parallel.js";
import { marshStalker, oldGargoyle } from "../importers/fixtures.js";

const built = existsSync("dist/cli/main.js");
const work = mkdtempSync(join(tmpdir(), "warband-import-cli-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Invented cards, enough for several chunks on each thread. */
const cards = [marshStalker, ...Array.from({ length: 4 * CHUNK }, (_, i) => ({ ...oldGargoyle, name: `Stone Watcher ${i + 1}`, cost: 9 + (i % 4) }))];

function run(threads: number): { status: number | null; out: string; files: Record<string, string>; report: unknown } {
  const list = join(work, "cards.json");
  writeFileSync(list, JSON.stringify(cards));
  const out = join(work, `out-${threads}`);
  const report = join(work, `report-${threads}.json`);
  const r = spawnSync(process.execPath, ["bin/warband.js", "import", "ddm", list, "-o", out, "--report", report, "--no-progress", "--threads", String(threads)], { encoding: "utf8" });
  const files = Object.fromEntries(readdirSync(out).map((f) => [f, readFileSync(join(out, f), "utf8")]));
  return { status: r.status, out: r.stdout, files, report: JSON.parse(readFileSync(report, "utf8")) };
}

describe.skipIf(!built)("warband import ddm, the built command", () => {
  it("writes the same files and report on two threads as on one", () => {
    const one = run(1);
    const two = run(2);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(Object.keys(one.files)).toHaveLength(cards.length);
    expect(one.files["stone-watcher-1.wb"]).toContain('creature "Stone Watcher 1"');
    expect(two.files).toEqual(one.files);
    expect(two.report).toEqual(one.report);
    expect(one.report).toMatchObject({ cards: cards.length, compileErrors: 0 });
    expect(two.out).toContain(`cards: ${cards.length}`);
  }, 30_000);
});
