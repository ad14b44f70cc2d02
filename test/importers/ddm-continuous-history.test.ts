// The importer's readings of continuous bonuses against targets by what they did to this
// creature or suffer from it, and of its rider's bonuses (test/runtime/history-gates.test.ts),
// on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Making an Attack; § Rounds and Turns; § Resistance and Vulnerability; § Mounts and Riders
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("continuous bonuses by what the target did, and a mount's rider", () => {
  expectReadings([
    [
      "SPECIAL",
      "Retort: +1 Attack and +10 Damage vs. enemies that made an attack against this creature this round.",
      'power "Retort": +1 attack against targets that attacked it this round and +10 damage against targets that attacked it this round',
    ],
    ["SPECIAL", "Follow Through: +10 {m} Damage against targets previously hit by this creature's Brand.", 'power "Follow Through": +10 damage with melee attacks against targets previously hit by its "Brand"'],
    ["SPECIAL", "Find the Crack: Has combat advantage against enemies Vulnerable to any of the damage types it deals.", 'power "Find the Crack": has combat advantage against targets vulnerable to its damage types'],
    ["SPECIAL", "Frenzy: While this creature is Bloodied, its rider has +5 {m} Damage.", 'power "Frenzy": its rider +5 damage with melee attacks while this creature is bloodied'],
    ["SPECIAL", "Barbs: Each adjacent living creature takes +5 Damage when it is hit by a {r} attack.", 'power "Barbs": adjacent Living creatures takes 5 more damage from ranged attacks'],
  ]);
});
