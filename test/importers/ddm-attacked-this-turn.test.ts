// The importer's reading of a basic attack against a creature already attacked this turn,
// its bonus printed after a colon ("On hit, +5 damage to that attack"), on texts written for
// these tests in the cards' phrasing. The rule is played in test/runtime/attacked-this-turn.test.ts.
// ddm-battle-rules-2011.txt § Making an Attack; § Basic Attacks
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Second Bite: Minor action: Make a BASIC attack vs. a target that this creature already attacked this turn: On hit, +5 damage to that attack",
    'power "Second Bite": minor action: this creature makes basic attack against one creature this creature attacked this turn with +5 damage',
  ],
  [
    "Follow Through: Minor action: Make a basic attack against a creature it attacked this turn: +10 damage on that attack.",
    'power "Follow Through": minor action: this creature makes basic attack against one creature this creature attacked this turn with +10 damage',
  ],
];

describe("ddm importer: a basic attack against a creature attacked this turn (§ Making an Attack)", () => {
  expectEachReading(cases);
});
