// Creatures that may or must start the battle off the map, and come in at the start of a
// later round while still off it, one power saying both (importers/ddm/delayed-entry.ts;
// rules test in test/runtime/optional-delay.test.ts). Invented wording in the cards' phrasing.
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance)
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("warband import ddm: starting off the map and coming in later", () => {
  expectReadings([
    ["ABILITY", "Night Patrol: This creature can start the battle off the battle map.", 'power "Night Patrol": may start battle off battle map'],
    [
      "SPECIAL",
      "Slow Waking: This creature may start the battle off the battle map. If it does, at start of any round after the first, place it on the battle map in an unoccupied victory area.",
      'power "Slow Waking": may start battle off battle map; use at start of any round after first while off battle map: place this creature in any unoccupied victory area',
    ],
    [
      "ABILITY",
      "Hidden Foe: This creature must start the battle off the battle map. Place it in your start area or in an unoccupied victory area at the start of any round after the first.",
      'power "Hidden Foe": starts battle off battle map; use at start of any round after first while off battle map: either place this creature in your start area or place this creature in any unoccupied victory area',
    ],
  ]);
});
