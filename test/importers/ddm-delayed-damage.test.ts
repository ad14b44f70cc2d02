// The importer's readings of damage held over a chosen creature until the end of its next
// turn, on texts written for these tests in the cards' phrasing: the state said first or
// last, the choice closed by a full stop or a semicolon. The rule is played in
// test/runtime/delayed-damage.test.ts.
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn); § Applying Damage
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Tide Brand: Minor action: Choose 1 adjacent enemy. At the end of that enemy's next turn, if it is no longer adjacent to this creature, it takes 20 cold damage.",
    'power "Tide Brand": minor action: choose one adjacent enemy and that enemy takes 20 cold damage at end of its next turn if not adjacent to this creature',
  ],
  [
    "Knight's Summons: Use at end of this creature's turn. Choose an adjacent enemy; on its next turn, that enemy takes 5 fire Damage at end of its turn if it does not attack this creature.",
    `power "Knight's Summons": use at end of its turn: choose one adjacent enemy and that enemy takes 5 fire damage at end of its next turn if it did not attack this creature this turn`,
  ],
  [
    "Binding Word: Replaces attack action: Choose 1 enemy within 5 squares. That enemy takes 10 damage at end of its next turn if it did not attack this creature that turn.",
    'power "Binding Word": replaces attack action: choose one enemy within 5 squares and that enemy takes 10 damage at end of its next turn if it did not attack this creature this turn',
  ],
];

describe("ddm importer: damage at the end of a chosen creature's next turn (§ Conditions, End of Next Turn)", () => {
  expectEachReading(cases);
});
