// The card import on two threads (importers/ddm/import-parallel.ts) gives what the
// one-thread import gives: the same files, the same diagnostics in the same order, the
// same report, whether each thread compiles its own share of the cards or (two cards
// sharing a name) the main thread compiles them all. The other thread's part is done in
// place here, a chunk on each turn of the event loop as a thread's messages come;
// `warband import ddm --threads 2` runs it on a worker thread the same way.
import { describe, expect, it } from "vitest";
import { importCards } from "../../importers/ddm/import.js";
import { CHUNK, chunks, importInParallel, type Handed, type OtherThread } from "../../importers/ddm/import-parallel.js";
import { otherThread } from "../../importers/ddm/import-share.js";
import { coreToSpare, importsOnTwoThreads, ReadingThreadFailed } from "../../importers/ddm/reading-thread.js";
import { librarySources } from "../library.js";
import { marshStalker, oldGargoyle, readingCard } from "./fixtures.js";

/** Invented cards: attacks and powers read, some kept as text (warnings), a condition the card defines, a record that is no card, two cards of one name (an error on the second), and enough cards for several chunks. */
const records: unknown[] = [
  marshStalker,
  { name: "Broken Record", powers: [] },
  oldGargoyle,
  readingCard([
    { type: "SPECIAL", text: "Choking Sap: (Condition) Affected creature takes 5 poison damage at end of each round." },
    { type: "ATTACK", text: "Sap Spray: (range 4) +8 vs. Fortitude; 5 damage AND Choking Sap (save ends)." },
  ]),
  { ...marshStalker, name: "MARSH STALKER" },
  ...Array.from({ length: 3 * CHUNK }, (_, i) => ({ ...oldGargoyle, name: `Stone Watcher ${i + 1}`, cost: 9 + (i % 4) })),
];

/** The other thread's part, in place, and what it said. */
function beside(): { other: OtherThread; said: Handed["kind"][] } {
  const said: Handed["kind"][] = [];
  const other: OtherThread = (job, hear) =>
    otherThread(
      job,
      (m) => {
        said.push(m.kind);
        hear(m);
      },
      () => new Promise((go) => setImmediate(go)),
    );
  return { other, said };
}

describe("warband import ddm on two threads", () => {
  it("gives the files, diagnostics and report of the one-thread import, each thread reading and compiling its share", async () => {
    const unique = records.filter((r) => (r as { name: string }).name !== "MARSH STALKER");
    const one = importCards(unique, { outDir: "out", library: librarySources() });
    expect(one.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // Some powers are kept as text: their warnings are on the cards' files.
    expect(new Set(one.diagnostics.filter((d) => d.code === "WB340").map((d) => d.file)).size).toBe(2);
    const { other, said } = beside();
    const stages: [string, number, number][] = [];
    const two = await importInParallel(unique, { outDir: "out", library: librarySources(), twoThreads: true, other, onProgress: (...p) => stages.push(p) });
    expect(two).toEqual(one);
    const cards = one.cards.length;
    // The other thread read some of the chunks, then handed its share over compiled.
    const chunksRead = said.filter((k) => k === "read").length;
    expect(chunksRead).toBeGreaterThan(0);
    expect(chunksRead).toBeLessThan(Math.ceil(cards / CHUNK));
    expect(said.slice(-2)).toEqual(["read-all", "share"]);
    // The cards counted as their drafts are ready, then the compile's two passes.
    expect(stages.slice(-4)).toEqual([
      ["read", cards, cards],
      ["check", 0, 2],
      ["check", 1, 2],
      ["check", 2, 2],
    ]);
  });

  it("compiles all the cards on the main thread when two share a name, so that the second is an error as on one thread", async () => {
    const one = importCards(records, { outDir: "out", library: librarySources() });
    expect(one.report.skippedRecords).toEqual([{ index: 1, problem: "no number for level" }]);
    expect(one.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.file])).toEqual([["WB201", "out/marsh-stalker-2.wb"]]);
    const { other, said } = beside();
    const two = await importInParallel(records, { outDir: "out", library: librarySources(), twoThreads: true, other });
    expect(two).toEqual(one);
    // The other thread handed over its drafts chunk by chunk, and no share of its own.
    expect(said).toContain("drafts");
    expect(said).not.toContain("read");
    expect(said.slice(-2)).toEqual(["read-all", "share"]);
  });

  it("has the main thread take chunks from the front of the list and the other from its end, each card once", () => {
    const total = 5 * CHUNK + 3;
    const taken = new Int32Array(new SharedArrayBuffer(4));
    const front = chunks(taken, total, false);
    const back = chunks(taken, total, true);
    // The back thread takes two chunks for each the front takes, until none is left.
    const got: [string, number, number][] = [];
    for (let more = true; more; ) {
      more = false;
      for (const [side, it] of [["front", front], ["back", back], ["back", back]] as const) {
        const c = it.next();
        if (!c.done) {
          got.push([side, ...c.value]);
          more = true;
        }
      }
    }
    expect(got).toEqual([
      ["front", 0, CHUNK],
      ["back", total - CHUNK, total],
      ["back", total - 2 * CHUNK, total - CHUNK],
      ["front", CHUNK, 2 * CHUNK],
      ["back", total - 3 * CHUNK, total - 2 * CHUNK],
      ["back", 2 * CHUNK, 2 * CHUNK + 3],
    ]);
  });

  it("imports on one thread, with the same result, when the reading thread fails", async () => {
    const unique = records.filter((r) => (r as { name: string }).name !== "MARSH STALKER");
    const one = importCards(unique, { outDir: "out", library: librarySources() });
    const heard: string[] = [];
    // The thread stops once it has read its cards, before it hands them over.
    const failing: OtherThread = (job, hear) =>
      otherThread(job, (m) => {
        if (m.kind !== "read") throw new ReadingThreadFailed("the reading thread stopped before it was done (exit code 1)");
        hear(m);
      });
    const two = await importInParallel(unique, { outDir: "out", library: librarySources(), twoThreads: true, other: failing, onThreadFailed: (why) => heard.push(why) });
    expect(heard).toEqual(["the reading thread stopped before it was done (exit code 1)"]);
    expect(two).toEqual(one);
  });

  it("reads on two threads only with a core to spare: more than one core and fewer other tasks wanting a CPU than all but one", () => {
    expect(coreToSpare(2, 0)).toBe(true);
    expect(coreToSpare(2, 1)).toBe(false);
    expect(coreToSpare(2, 0.4)).toBe(true);
    expect(coreToSpare(1, 0)).toBe(false);
    expect(coreToSpare(8, 6)).toBe(true);
    expect(coreToSpare(8, 7)).toBe(false);
  });

  it("starts the second thread ahead for an import the command line will run on two threads", () => {
    const argv = (...a: string[]) => ["node", "warband.js", ...a];
    expect(importsOnTwoThreads(argv("import", "ddm", "cards.json", "-o", "out", "--threads", "2"))).toBe(true);
    expect(importsOnTwoThreads(argv("import", "ddm", "cards.json", "--threads=2", "-o", "out"))).toBe(true);
    expect(importsOnTwoThreads(argv("import", "ddm", "cards.json", "-o", "out", "--threads", "1"))).toBe(false);
    expect(importsOnTwoThreads(argv("check", "--threads", "2"))).toBe(false);
    expect(importsOnTwoThreads(argv("import", "ddm", "cards.json", "-o", "out"))).toBe(coreToSpare());
  });
});
