// The importer's readings of triggered powers from the long tail: a rating for the
// initiative test gained for a while, on texts written for these tests in the cards'
// phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Champion Test; § Activated Powers
import { describe } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { expectReadings } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // § Champion Test: a champion rating counted in the initiative test, for as long as the effect lasts.
  [
    "SPECIAL",
    "Raised Banner: Use when an allied champion is destroyed: until end of battle, this creature has +10 {r} Damage and is treated as having a champion rating of 1 for initiative.",
    'power "Raised Banner": use when champion ally is destroyed: this creature gets +10 damage with ranged attacks until end of battle and this creature gets champion rating 1 for initiative until end of battle',
  ],
  [
    "SPECIAL",
    "Brief Command: Whenever an ally is destroyed, this creature is treated as having CR 3 when determining initiative until end of round.",
    'power "Brief Command": whenever ally is destroyed: this creature gets champion rating 3 for initiative until end of round',
  ],
];

describe("warband import ddm: triggered powers of the long tail", () => {
  expectReadings(cases);
});
