// Reading cases shared by importer tests: powers of the tests' own wording, each read on one
// card of the tests' own (fixtures.ts readingCard) and checked for its lines and for being
// structured (compiled to primitives that act), one test each.
import { expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";

/** A power's section, its text, and the one line it must read as. */
export type ReadingCase = [CardPower["type"], string, string];

export function itReads(cases: ReadingCase[]): void {
  const c = importCards([readingCard(cases.map(([type, text]) => ({ type, text })))], { outDir: "out", library: librarySources() }).cards[0]!;
  for (const [i, [type, text, want]] of cases.entries()) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      expect(c.draft.powers[i + 2]!.lines).toEqual([want]);
      expect(c.structured[i + 2]).toBe(true);
    });
  }
}

/** The lines a power of the tests' own reads as, or null when it stays text. */
export function linesOf(type: CardPower["type"], text: string): string[] | null {
  return importCards([readingCard([{ type, text }])], { outDir: "out", library: librarySources() }).cards[0]!.draft.powers[2]!.lines;
}
