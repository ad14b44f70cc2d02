// Counters (tokens) on a creature, as the cards say it (importers/ddm/counters.ts; rules test in
// test/runtime/counters.test.ts). Invented wording in the cards' phrasing.
// ddm-battle-rules-2011.txt § Powers and Effects
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("warband import ddm: counters put on a creature, counted and spent", () => {
  expectReadings([
    [
      "SPECIAL",
      "Storm Soak: Whenever this creature would take lightning damage: Put a charge token on this creature.",
      'power "Storm Soak": whenever this creature would take lightning damage: place 1 "charge" counter on this creature',
    ],
    [
      "SPECIAL",
      "Overload: Immediate,whenever 4 charge tokens are present on this creature: It takes 5 damage; each enemy and each ally within 3 squares take 15 lightning damage; then remove all tokens from this creature.",
      'power "Overload": immediate action, use when this creature has 4 or more "charge" counters: this creature takes 5 damage and creatures within 3 squares takes 15 lightning damage and remove all counters from this creature',
    ],
    [
      "SPECIAL",
      "Bone Tithe: Whenever an adjacent enemy is destroyed, place 2 Bone Tithe counters on this creature.",
      'power "Bone Tithe": whenever adjacent enemy is destroyed: place 2 "bone tithe" counter on this creature',
    ],
    [
      "SPECIAL",
      "Gnaw Bones: Move action: Remove 2 Bone Tithe counters from this creature. If you do, this creature heals 15 HP.",
      'power "Gnaw Bones": move action, while this creature has 2 or more "bone tithe" counters: remove 2 "bone tithe" counter from this creature and this creature heals 15',
    ],
    [
      "ATTACK",
      "Static Fist: +11 vs. AC; 10 + 5 lightning damage AND target takes +10 lightning damage for each charge token on this creature.",
      'attack melee "Static Fist": +11 vs AC; 10 + 5 lightning damage; with: +10 lightning damage for each "charge" counter on this creature',
    ],
    ["SPECIAL", "Salvage: Whenever an enemy is destroyed: Place a scrap token on this card.", 'power "Salvage": whenever enemy is destroyed: place 1 "scrap" counter on this creature'],
  ]);
});
