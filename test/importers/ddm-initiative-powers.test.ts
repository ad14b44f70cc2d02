// The importer's readings of powers on the initiative test that the round openings do not
// read: a state said after "rolling initiative", the kept die's natural range, and two
// moments of the test in two sentences (won or lost, even or odd), on texts written for
// these tests in the cards' phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 5; § Champion Test
import { describe, expect, it } from "vitest";
import { expectReadings, type ReadingCase, readPower } from "./reading.js";

const cases: ReadingCase[] = [
  // Before the test, while the state holds; the extra die said as the language says it.
  [
    "SPECIAL",
    "Quiet Advice: Use when rolling initiative, if a Champion ally is adjacent to this creature: Roll 1 additional d20; you may choose which one to use.",
    'power "Quiet Advice": use before rolling initiative while adjacent to champion ally: you roll 1 extra d20 for initiative this round',
  ],
  [
    "SPECIAL",
    "Born Captain: Use before rolling initiative, if your opponent has no champion in play: Roll an extra d20 for initiative.",
    'power "Born Captain": use before rolling initiative while no enemy champion is in play: you roll 1 extra d20 for initiative this round',
  ],
  // The kept die's natural range.
  [
    "SPECIAL",
    "Storm Omen: Use after rolling initiative: If your roll was a natural 6-10, each enemy has -1 AC until end of round.",
    'power "Storm Omen": use when your initiative roll is natural 6 to 10: enemies get -1 AC until end of round',
  ],
  // Two moments, two sentences, one power.
  [
    "SPECIAL",
    "Fickle Temper: Whenever you lose initiative, this creature has +3 Damage until end of round. Whenever you win initiative, this creature has +1 Speed until end of round.",
    'power "Fickle Temper": whenever you lose initiative: this creature gets +3 damage until end of round; whenever you win initiative: this creature gets +1 speed until end of round',
  ],
  [
    "SPECIAL",
    "Coin Toss: Use when rolling initiative: If your initiative roll is odd, this creature has +1 AC until end round. If your initiative roll is even, this creature has +1 Attack until end of round.",
    'power "Coin Toss": use when your initiative roll is odd: this creature gets +1 AC until end of round; use when your initiative roll is even: this creature gets +1 attack until end of round',
  ],
];

describe("warband import ddm: powers on the initiative test", () => {
  expectReadings(cases);

  it("keeps a state the gates do not know as text ('if it is raining')", () => {
    expect(readPower("Rain Sense: Use when rolling initiative, if it is raining: Roll an extra d20 for initiative.").lines).toBeNull();
  });
});
