// The importer's readings of healing at the start of each of a creature's turns for a while,
// on texts written for these tests in the cards' phrasing. The rule is played in
// test/runtime/turn-start-healing.test.ts.
// ddm-battle-rules-2011.txt § Start of Turn Phase (Resolve Other Effects); § Hit Points (Healing)
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Mending Moss: Minor action; 1 adjacent ally heals 5 HP at the start of each of its turns until that ally moves.",
    'power "Mending Moss": minor action: one adjacent ally gets heals 5 at start of its turn until it moves',
  ],
  [
    "Warm Hearth: Replaces attack action: Each adjacent ally regains 10 hit points at start of its turn until end of round.",
    'power "Warm Hearth": replaces attack action: adjacent allies get heals 10 at start of its turn until end of round',
  ],
];

describe("ddm importer: healing at the start of each of its turns for a while (§ Start of Turn Phase)", () => {
  expectEachReading(cases);
});
