// The importer on the real DDM card list, when it is on this machine (it is never part
// of the repository): every imported file compiles with zero errors.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";

export const corpusPath = process.env.DDM_CARDS ?? "/work/shared/data/ddm-cards.json";
const present = existsSync(corpusPath);
if (!present) console.warn(`DDM card corpus not found at ${corpusPath}: corpus import test skipped`);

describe.skipIf(!present)("the DDM card corpus", () => {
  it("imports into files that compile with zero errors, every power structured or kept as text", { timeout: 120_000 }, () => {
    const cards = JSON.parse(readFileSync(corpusPath, "utf8")) as unknown[];
    const r = importCards(cards, { outDir: "corpus", library: librarySources() });
    expect(r.report.compileErrors).toBe(0);
    expect(r.report.cards).toBe(cards.length);
    for (const c of r.cards) {
      c.draft.powers.forEach((p, k) => {
        // Structured or not, no power is dropped: folded into the stat line, written as lines, or kept as text.
        if (!p.folded && !c.structured[k]) expect(c.text).toContain("text ");
      });
    }
  });
});

describe.skipIf(!present)("the DDM card corpus in play", () => {
  // Some 200 battles: on a machine shared by many test runs this takes minutes.
  it("every fully structured card fights a round against a copy of itself without a runtime error", { timeout: 900_000 }, async () => {
    const { smokeRound } = await import("../../importers/ddm/smoke.js");
    const cards = JSON.parse(readFileSync(corpusPath, "utf8")) as unknown[];
    const r = importCards(cards, { outDir: "corpus", library: librarySources() });
    const smoke = smokeRound(r.cards, librarySources());
    expect(smoke.failures).toEqual([]);
    expect(smoke.notFielded).toEqual([]);
    expect(smoke.fought).toBe(r.report.cardsFullyStructured);
  });
});
