// The importer's readings of powers used as actions or at a moment that place creatures in
// areas or beside allies of several keywords, or reach one creature of any of several
// keywords, on texts written for these tests in the cards' phrasing: another victory area,
// an occupied one, a different victory or start area, a square of one of two terrains, an
// ally of a keyword list with one more keyword before or after it. Each must become the
// language's words and compile to primitives that act.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § Victory Areas; § How to Choose Targets; § Keywords
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
  // § Forced-Movement Effects (Place); § Victory Areas: areas named by where the creature stands or what stands in them.
  ["Deep Roots: Move action, only while not bloodied: Place this creature in a different start or victory area.", 'power "Deep Roots": move action, while not bloodied: place this creature in other victory area or start area'],
  ["Maze Walk: Move action, only while this creature occupies a victory area; place this creature in another victory area.", 'power "Maze Walk": move action, while it occupies victory area: place this creature in other victory area'],
  ["Gloom Step: Minor action: Place this creature in an occupied victory area.", 'power "Gloom Step": minor action: place this creature in occupied victory area'],
  // One of three places, its player picking: the start area or a square of either terrain.
  ["Sunken: Use at start of round; put this creature in your start area or in a square containing forest or river terrain.", 'power "Sunken": use at start of round: either place this creature in your start area or place this creature in square occupying "forest" terrain or place this creature in square occupying "river" terrain'],
  // § Keywords: an ally of any of the keywords, with one more keyword that must hold as well.
  ["Grave Return: Use at start of round; place this creature in your start area or in a space adjacent to a non-Evil Primal or Arcane ally.", 'power "Grave Return": use at start of round: either place this creature in your start area or (place this creature in square adjacent to non-Evil Primal or Arcane ally)'],
  ["Shadow Rite: Use at end of round: Place this creature on the battle map adjacent to a Primal or Arcane Elf ally.", 'power "Shadow Rite": use at end of round: place this creature in square adjacent to Primal or Arcane Elf ally'],
  // § How to Choose Targets: one creature of any of the keywords, adjacent or within a distance.
  ["Tinker Mend: Minor action: An adjacent Golem or Object ally heals 15 HP.", 'power "Tinker Mend": minor action: one adjacent Golem or Object ally heals 15'],
  ["Ward Pulse: Minor action: 1 Spirit, Fey or Undead ally within 4 squares heals 10 HP.", 'power "Ward Pulse": minor action: one Spirit or Fey or Undead ally within 4 squares heals 10'],
];

describe("warband import ddm: powers that place creatures in areas or reach keyword lists", () => {
  for (const [text, want] of cases) {
    it(text, () => {
      expect(read(text)).toEqual({ lines: [want], structured: true });
    });
  }
});
