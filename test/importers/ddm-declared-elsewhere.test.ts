// The importer's reading of a defender's answer to an attack declared against another
// ("…declares an attack action that does not include this creature as a target"), alone
// or beside a shift, on texts written for these tests in the cards' phrasing; each must
// compile to primitives that act.
// ddm-battle-rules-2011.txt § Making an Attack (Declare the Attack); § Opportunity Attacks
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  [
    "SPECIAL",
    "Look At Me: Use when an adjacent enemy shifts or declares an attack action that does not include this creature as a target: make an opportunity attack against that enemy.",
    'power "Look At Me": use when adjacent enemy shifts: this creature makes opportunity attack against that enemy; use when adjacent enemy declares attack not against this creature: this creature makes opportunity attack against that enemy',
  ],
  [
    "SPECIAL",
    "Stern Guard: Use when an enemy within 2 squares of this creature takes an attack action that doesn't include this creature as a target: This creature makes an opportunity attack against the attacker.",
    'power "Stern Guard": use when enemy within 2 squares declares attack not against this creature: this creature makes opportunity attack against that enemy',
  ],
];

describe("warband import ddm: an attack declared against another", () => {
  expectReadings(cases);
});
