// The importer's readings of an ally's basic attack made as an immediate action, and of a
// menu printed with check boxes whose invisibility "also ends after it makes an attack", on
// texts written for these tests in the cards' phrasing. The rule is played in
// test/runtime/immediate-ally-attack.test.ts.
// ddm-battle-rules-2011.txt § Actions (Immediate Action); § Basic Attacks; § Activated Powers
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Rallying Whistle: Replaces attack action: Nearest ally within line of sight of this creature makes 1 {b} attack as an immediate action.",
    'power "Rallying Whistle": replaces attack action: nearest ally this creature can see makes basic melee attack as immediate action',
  ],
  [
    "Pocket of Wonders: Replaces attack action: Choose 1 effect: [][] Vanish: This creature or 1 ally within 3 squares of this creature is invisible until end of its next turn; also ends after it makes an attack. [][] Nudge: Slide 1 enemy or ally within 3 squares of this creature up to 1 square. [][] Quick Jab: Nearest ally makes 1 {b} attack as an immediate action.",
    'power "Pocket of Wonders": replaces attack action: choose one (this creature or one ally within 3 squares gets invisible until end of its next turn or until it attacks) or slide one creature within 3 squares 1 or nearest ally makes basic melee attack as immediate action',
  ],
];

describe("ddm importer: an ally's basic attack as an immediate action (§ Actions, Immediate Action)", () => {
  expectEachReading(cases);
});
