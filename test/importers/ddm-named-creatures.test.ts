// The importer's readings of a power counting creatures of a card by name ("if you control 2 or
// more creatures named …") and putting a new creature of that card on the map ("put 1 new Bog
// Shambler in your start area", "place a creature named … adjacent to this creature"), on texts
// written for these tests in the cards' phrasing; each must compile.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Powers and Effects (Summoning)
import { describe } from "vitest";
import type { ReadingCase } from "./reading.js";
import { expectReadings } from "./reading.js";

const cases: ReadingCase[] = [
  [
    "SPECIAL",
    "Mire Call: Use at end of round: If you control 3 or more creatures named Bog Shambler, put 1 new Bog Shambler in your start area.",
    'power "Mire Call": use at end of round while you control 3 or more creatures named "Bog Shambler": place new creature named "Bog Shambler" in your start area',
  ],
  ["SPECIAL", "Budding: Minor action: place a creature named Reed Sprite adjacent to this creature.", 'power "Budding": minor action: place new creature named "Reed Sprite" adjacent to this creature'],
];

describe("warband import ddm: creatures of a card by name", () => {
  expectReadings(cases);
});
