// The importer's reading of powers that make several attacks, the last "against the same
// target", on texts written for these tests in the cards' phrasing (Sword and Spit are the
// test card's attacks). ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects
import { describe, expect, it } from "vitest";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";

function read(text: string): { lines: string[] | null; structured: boolean } {
  const r = importCards([readingCard([{ type: "SPECIAL", text }])], { outDir: "out", library: librarySources() });
  const c = r.cards[0]!;
  return { lines: c.draft.powers[2]!.lines, structured: c.structured[2]! };
}

const cases: [string, string][] = [
  ["Cut and Spit: Replaces attack action: Make a Sword attack and a Spit attack against the same target.", 'power "Cut and Spit": replaces attack action: this creature makes "Sword" attack and this creature makes "Spit" attack against same target'],
  ["Hit and Run: Replaces attack action: Make a {r} attack, then shift 2 squares, then make a {b} attack against the same target.", 'power "Hit and Run": replaces attack action: this creature makes ranged attack and this creature shifts 2 and this creature makes basic melee attack against same target'],
];

describe("warband import ddm: attacks against the same target", () => {
  for (const [text, want] of cases) {
    it(text, () => {
      expect(read(text)).toEqual({ lines: [want], structured: true });
    });
  }
  it("a single attack 'against the same target' has no earlier attack to follow: not read this way", () => {
    expect(read("Lone Cut: Minor action: Make a Sword attack against the same target.").structured).toBe(false);
  });
});
