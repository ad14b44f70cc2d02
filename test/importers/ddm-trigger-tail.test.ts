// The importer's readings of triggered powers from the long tail: a rating for the
// initiative test gained for a while, that much damage of a type from one attack, on texts written for these tests in the cards'
// phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Champion Test; § Applying Damage (Damage Types); § Activated Powers
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
  // § Applying Damage (Damage Types): that much damage of one type from a single attack.
  [
    "SPECIAL",
    "Frost Fracture: Whenever this creature is hit by an attack that deals 20 or more cold damage: This creature is Weakened until end of battle.",
    'power "Frost Fracture": whenever this creature takes 20 or more cold damage from attack: this creature is Weakened until end of battle',
  ],
  [
    "SPECIAL",
    "Scorched Hide: Use when this creature is hit by a {m} attack that deals 15 or more fire damge; this creature shifts 2 squares.",
    'power "Scorched Hide": use when this creature takes 15 or more fire damage from melee attack: this creature shifts 2',
  ],
  [
    "SPECIAL",
    "Heavy Blow: Whenever this creature takes 30 or more damage from a {r} attack, it is Dazed until end of its next turn.",
    'power "Heavy Blow": whenever this creature takes 30 or more damage from ranged attack: this creature is Dazed until end of its next turn',
  ],
];

describe("warband import ddm: triggered powers of the long tail", () => {
  expectReadings(cases);
});
