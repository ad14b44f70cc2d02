// The importer's readings of champion powers some cards word in their own way: an
// opportunity attack granted to one ally beside the enemy a trigger named. Texts written for
// these tests in the cards' phrasing; each must compile to primitives that act (rules tests:
// test/runtime/power-opportunity-attacks.test.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Opportunity Attacks
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  // § Opportunity Attacks: one ally its player picks, beside the enemy that shifted, attacks it though nothing provoked it.
  [
    "CHAMPION",
    "Use when an enemy within 5 squares shifts: 1 ally adjacent to that enemy can make an opportunity attack against that enemy.",
    'champion power "Use when an enemy within 5 squares shifts": use when enemy within 5 squares shifts: one ally adjacent to that enemy makes opportunity attack against that enemy',
  ],
];

describe("warband import ddm: champion powers in their own wording", () => {
  expectReadings(cases);
});
