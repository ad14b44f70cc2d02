// The DDM importer's reading of abilities about moving: a ranged attack and a move barred in
// one turn, a longer shift, a movement mode for a move begun beside a wall; wording written for these tests,
// each reading compiled to IR that acts.
// ddm-battle-rules-2011.txt § Take Actions Phase; § Move Actions (Shift); § Movement Modes
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

describe("moving and attacking in one turn; modes for a move (§ Take Actions Phase; § Movement Modes)", () => {
  expectEachReading(
    [
      [
        "Crank Bow: Cannot make a {r} attack and move in the same turn.",
        'power "Crank Bow": cannot make ranged attacks while it has moved this turn and cannot move while it made ranged attack this turn',
      ],
      ["Fleet Step 3: Can shift 3 squares instead of 1.", 'power "Fleet Step 3": can shift 3 squares'],
      [
        "Crag Creeper: This creature is considered to have Burrow while moving if it begins its move adjacent to a wall.",
        'power "Crag Creeper": has burrow while moving from square adjacent to wall',
      ],
    ],
    "ABILITY",
  );
});
