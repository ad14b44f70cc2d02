// The card import with its cards read apart from the compile (importers/ddm/import-parallel.ts)
// gives what the one-thread import gives: the same files, the same diagnostics in the same
// order, the same report. The reading is done in place here, in batches as the reading
// thread hands them over; `warband import ddm` reads on a worker thread the same way.
import { describe, expect, it } from "vitest";
import { draftCard } from "../../importers/ddm/card-file.js";
import { importCards } from "../../importers/ddm/import.js";
import { importInParallel, type CardReader } from "../../importers/ddm/import-parallel.js";
import { librarySources } from "../library.js";
import { marshStalker, oldGargoyle, readingCard } from "./fixtures.js";

/** Reads in place, two cards a batch, a batch handed over on each turn of the event loop, as a thread's messages come. */
const inBatches: CardReader = async (cards, take) => {
  for (let i = 0; i < cards.length; i += 2) {
    await new Promise((next) => setImmediate(next));
    take(cards.slice(i, i + 2).map(draftCard));
  }
};

/** Invented cards: attacks and powers read, one kept as text (a warning), a condition the card defines, a record that is no card, two cards of one name (an error on the second). */
const records: unknown[] = [
  marshStalker,
  { name: "Broken Record", powers: [] },
  oldGargoyle,
  readingCard([
    { type: "SPECIAL", text: "Choking Sap: (Condition) Affected creature takes 5 poison damage at end of each round." },
    { type: "ATTACK", text: "Sap Spray: (range 4) +8 vs. Fortitude; 5 damage AND Choking Sap (save ends)." },
  ]),
  { ...marshStalker, name: "Fen Stalker", cost: 14 },
  { ...marshStalker, name: "MARSH STALKER" },
];

describe("warband import ddm with the cards read apart from the compile", () => {
  it("gives the files, diagnostics and report of the one-thread import", async () => {
    const one = importCards(records, { outDir: "out", library: librarySources() });
    expect(one.report.skippedRecords).toEqual([{ index: 1, problem: "no number for level" }]);
    expect(one.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.file])).toEqual([["WB201", "out/marsh-stalker-2.wb"]]);
    const stages: [string, number, number][] = [];
    const apart = await importInParallel(records, { outDir: "out", library: librarySources(), read: inBatches, onProgress: (...p) => stages.push(p) });
    expect(apart).toEqual(one);
    // The cards counted as their drafts come, then the compile's two passes.
    expect(stages).toEqual([
      ["read", 2, 5],
      ["read", 4, 5],
      ["read", 5, 5],
      ["check", 0, 2],
      ["check", 1, 2],
      ["check", 2, 2],
    ]);
  });
});
