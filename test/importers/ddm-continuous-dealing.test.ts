// The importer's readings of continuous powers about attacks: bonuses with (or against)
// attacks dealing a damage type (test/runtime/damage-type-bonuses.test.ts) and creatures a
// close or area attack may leave out (test/runtime/area-sparing.test.ts), on texts written
// for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Base Damage); § Close Attacks; § Area Attacks
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("continuous powers about attacks of a damage type and attack areas", () => {
  expectReadings([
    ["SPECIAL", "Cold Touch: Allies within 4 squares have +1 Attack with effects that deal cold Damage.", 'power "Cold Touch": allies within 4 squares +1 attack with attacks that deal cold damage'],
    [
      "SPECIAL",
      "Static: (Aura 2) Each enemy and each ally in aura has -1 AC and Reflex against attacks that do thunder damage.",
      'aura 2 "Static": creatures -1 AC against attacks that deal thunder damage and creatures -1 Ref against attacks that deal thunder damage',
    ],
    ["SPECIAL", "Warm: (Aura 1) Enemies and allies in aura have -5 fire Damage with attacks that deal fire damage.", 'aura 1 "Warm": creatures -5 fire damage'],
    ["SPECIAL", "Exact Flames: Can ignore any number of allies in an area when making a close or area attack.", 'power "Exact Flames": ignores allies in its attack areas'],
    ["SPECIAL", "Shaped Storm: Can ignore up to 2 targets in area when making a close or area attack.", 'power "Shaped Storm": ignores up to 2 target in its attack areas'],
  ]);
});
