// Reading powers through the whole importer (one compile per card), for the importer's tests.
import { expect, it } from "vitest";
import { compileProject, type AttackIR } from "../../compiler/index.js";
import type { Card, CardPower } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { marshStalker, readingCard } from "./fixtures.js";

/** A power's lines (null when kept as text) and whether it counts as structured. */
export interface Reading {
  lines: string[] | null;
  structured: boolean;
}

/** Imports the powers together on one card (the test card unless another is given) and reads each. */
export function readPowers(powers: CardPower[], card: (powers: CardPower[]) => Card = readingCard): Reading[] {
  const built = card(powers);
  const first = built.powers.length - powers.length;
  const c = importCards([built], { outDir: "out", library: librarySources() }).cards[0]!;
  return powers.map((_, i) => ({ lines: c.draft.powers[first + i]!.lines, structured: c.structured[first + i]! }));
}

/** Imports one power on the test card and reads it. */
export function readPower(text: string, type: CardPower["type"] = "SPECIAL", limit?: number): Reading {
  return readPowers([{ type, text, ...(limit ? { limit } : {}) }])[0]!;
}

/** A power's section, its text, and the line (or lines) it must read as. */
export type ReadingCase = readonly [CardPower["type"], string, string | string[]];

/** One test per case, all read on one card: each power gives the wanted lines and counts as structured. */
export function expectReadings(cases: readonly ReadingCase[]): void {
  const got = readPowers(cases.map(([type, text]) => ({ type, text })));
  for (const [i, [type, text, want]] of cases.entries()) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      expect(got[i]).toEqual({ lines: typeof want === "string" ? [want] : want, structured: true });
    });
  }
}

/** One test per case, each power read alone on the test card: it gives the wanted line and counts as structured. */
export function expectEachReading(cases: readonly (readonly [string, string])[], type: CardPower["type"] = "SPECIAL", limit?: number): void {
  for (const [text, want] of cases) {
    it(text, () => {
      expect(readPower(text, type, limit)).toEqual({ lines: [want], structured: true });
    });
  }
}

/** A card with the shared fixture's stats, this name and keyword, and these Attacks-section entries only. */
export function attacksCard(name: string, keyword: string, attacks: string[]): Card {
  return { ...marshStalker, name, alignment: "NEUTRAL", keywords: [keyword], powers: attacks.map((text) => ({ type: "ATTACK" as const, text })) };
}

/** Imports the card and compiles it without errors: each attack's line (null when kept as text) and the compiled attacks. */
export function readAttacks(built: Card): { lines: (string | null)[]; ir: AttackIR[] } {
  const card = importCards([built], { outDir: "out", library: librarySources() }).cards[0]!;
  const compiled = compileProject([...librarySources(), { path: card.path, text: card.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === card.path && d.severity === "error")).toEqual([]);
  const lines = card.draft.powers.map((p, i) => (card.structured[i] ? p.lines![0]! : null));
  return { lines, ir: compiled.ir.creatures.find((c) => c.name === built.name)!.attacks };
}
