// The importer's readings of scorings set for the end of the round: VP for each creature a
// subject names then ("each enemy within N squares that is not adjacent to this creature",
// "each enemy in a victory area"), and enemies of the victory area a creature occupies that
// score nothing this round. Texts written for these tests in the cards' phrasing; each must
// compile to primitives that act (test/runtime/round-scoring.test.ts plays them).
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7; § Scenarios and Variants (Assault: Scoring Victory Points)
import { describe, expect, it } from "vitest";
import { expectReadings, readPower, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  [
    "CHAMPION",
    "Use at start of round: At end of round, you score 4 VP for each enemy within 3 squares that is not adjacent to this creature.",
    'champion power "Use at start of round": use at start of round: at end of round you score 4 VP for each nonadjacent enemy within 3 squares',
  ],
  [
    "CHAMPION",
    "Use at start of round. At the end of the round, score 2 VP for each ally occupying a victory area.",
    'champion power "Use at start of round": use at start of round: at end of round you score 2 VP for each ally in victory area',
  ],
  [
    "SPECIAL",
    "Levy: Use at end of round, if this creature occupies a victory area: Enemies occupying that victory area do not score victory points this round.",
    'power "Levy": use at end of round while it occupies victory area: enemies in victory area this creature occupies score no vp for occupying victory areas this round',
  ],
  [
    "SPECIAL",
    "Levy: Use at end of round, only if this creature occupies one of your victory areas: Each enemy in that victory area does not score VP this round.",
    'power "Levy": use at end of round while it occupies one of your victory areas: enemies in victory area this creature occupies score no vp for occupying victory areas this round',
  ],
  // "destroy this creature": at once; "1 adjacent Imp": one creature of the keyword beside it, of either side.
  [
    "SPECIAL",
    "Rite of Ash: Use at end of round, only if this creature occupies one of your victory areas; destroy this creature, then 1 adjacent Imp has +1 AC until end of battle.",
    'power "Rite of Ash": use at end of round while it occupies one of your victory areas: this creature is destroyed and one adjacent Imp creature gets +1 AC until end of battle',
  ],
  // VP spent at the start of the round, then a menu of named entries (menus.ts), one of them a round effect.
  [
    "SPECIAL",
    "Hired Zeal: Use at start of round; spend 3 VP, then choose 1 effect. Rally: This creature has +1 Attack until end of round. Quick March: Roll 1 extra d20 for initiative this round.",
    'power "Hired Zeal": use at start of round while you have 3 or more VP: you spend 3 VP and choose one this creature gets +1 attack until end of round or you roll 1 extra d20 for initiative this round',
  ],
];

describe("warband import ddm: scorings at the end of the round", () => {
  expectReadings(cases);

  it("keeps as text a count of one chosen creature, and a victory area the power does not say it occupies", () => {
    expect(readPower("Use at start of round: At end of round, you score 5 VP for each adjacent Goblin ally or each ranged attack.", "CHAMPION").lines).toBeNull();
    expect(readPower("Levy: Use at end of round: Enemies occupying that victory area do not score victory points this round.").lines).toBeNull();
  });
});
