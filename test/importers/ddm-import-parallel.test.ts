// The card import on two threads (importers/ddm/import-parallel.ts) gives what the
// one-thread import gives: the same files, the same diagnostics in the same order, the
// same report. The other thread's reading is done in place here, a chunk on each turn of
// the event loop as a thread's messages come; `warband import ddm --two-threads` reads on
// a worker thread the same way.
import { describe, expect, it } from "vitest";
import { draftCard } from "../../importers/ddm/card-file.js";
import { importCards } from "../../importers/ddm/import.js";
import { CHUNK, chunks, importInParallel, type CardReader } from "../../importers/ddm/import-parallel.js";
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

describe("warband import ddm on two threads", () => {
  it("gives the files, diagnostics and report of the one-thread import, both threads reading", async () => {
    const one = importCards(records, { outDir: "out", library: librarySources() });
    expect(one.report.skippedRecords).toEqual([{ index: 1, problem: "no number for level" }]);
    expect(one.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.file])).toEqual([["WB201", "out/marsh-stalker-2.wb"]]);
    let besideTook = 0;
    const beside: CardReader = async (cards, taken, take) => {
      for (const [at, end] of chunks(taken, cards.length, true)) {
        await new Promise((go) => setImmediate(go));
        take(at, cards.slice(at, end).map(draftCard));
        besideTook++;
      }
    };
    const stages: [string, number, number][] = [];
    const two = await importInParallel(records, { outDir: "out", library: librarySources(), twoThreads: true, read: beside, onProgress: (...p) => stages.push(p) });
    expect(two).toEqual(one);
    const cards = one.cards.length;
    // Each thread read some of the chunks.
    expect(besideTook).toBeGreaterThan(0);
    expect(besideTook).toBeLessThan(Math.ceil(cards / CHUNK));
    // The cards counted as their drafts are ready, then the compile's two passes.
    expect(stages.slice(-4)).toEqual([
      ["read", cards, cards],
      ["check", 0, 2],
      ["check", 1, 2],
      ["check", 2, 2],
    ]);
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
});
