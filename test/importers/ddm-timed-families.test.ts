// The importer's readings of powers used at a moment or as an action whose rule the runtime
// gained with them, on texts written for these tests in the cards' phrasing: a Resist or
// Immune lost (for a while, or while the creature stands near).
// ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Activated Powers
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  // § Resistance and Vulnerability: each Resist or Immune lost with its own "loses", for a while or near this creature.
  [
    "Acid Unmaking: Use at start of this creature's turn: 1 enemy adjacent to this creature loses Immune Acid and Resist Acid until end of round.",
    'power "Acid Unmaking": use at start of its turn: one adjacent enemy gets loses immune acid until end of round and one adjacent enemy gets loses resist acid until end of round',
  ],
  ["Corroding Fog: Each ally within 2 squares of this creature loses Resist Acid and Immune Acid.", 'power "Corroding Fog": allies within 2 squares loses resist acid and allies within 2 squares loses immune acid'],
];

describe("ddm importer: timed powers whose rule the runtime gained", () => {
  expectEachReading(cases);
});
