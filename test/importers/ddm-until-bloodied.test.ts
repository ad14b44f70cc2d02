// The importer's reading of an effect lasting until the creature holding it is bloodied
// ("until they are first bloodied", "until it becomes bloodied"), on texts written for these
// tests in the cards' phrasing; the rule is played in test/runtime/until-bloodied.test.ts.
// ddm-battle-rules-2011.txt § Conditions (Duration: Until Trigger); § Bloodied
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  ["Wind Gift: Use during your set-up: Up to 3 Elf allies gain Flight until they are first bloodied.", 'power "Wind Gift": use during your setup: up to 3 Elf allies get flight until it becomes bloodied'],
  ["Stone Resolve: Use at start of round: Each adjacent ally has +2 AC until it becomes bloodied.", 'power "Stone Resolve": use at start of round: adjacent allies get +2 AC until it becomes bloodied'],
  ["Battle Hymn: Minor action: 1 ally within 5 squares has +2 Attack until it is first bloodied.", 'power "Battle Hymn": minor action: one ally within 5 squares gets +2 attack until it becomes bloodied'],
];

describe("ddm importer: effects until their holder is bloodied (§ Conditions, Until Trigger)", () => {
  expectEachReading(cases);
});
