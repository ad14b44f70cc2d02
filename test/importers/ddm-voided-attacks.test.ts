// d20 rolls that void an attack ("Roll 1d20. On 12-20, that attack has no effect and is
// considered used"): a d20 table whose row is the cancellation "that attack has no effect"
// (compiler/primitives/cancellation-effects.ts; rules test in test/runtime/voided-attacks.test.ts);
// three attack kinds said as a list ("a ranged, close, or area attack"); an enemy "within line of
// sight of this creature" (party filter "in sight"). Invented wording.
// ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Powers and Effects
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("warband import ddm: an attack voided on a d20", () => {
  expectReadings([
    ["SPECIAL", "Spell Snuff: Use when a Divine enemy within 8 squares of this creature declares a {r}, {c}, or {a} attack: Roll 1d20. On 12-20, that attack has no effect and is considered used.", 'power "Spell Snuff": use when Divine enemy within 8 squares declares ranged or close or area attack: roll d20 on 12 to 20 (that attack has no effect)'],
    ["SPECIAL", "Spell Hush: Use when an Arcane or Primal enemy within line of sight of this creature declares a {r} attack: Roll 1d20. On 9-20, that attack has no effect.", 'power "Spell Hush": use when Arcane or Primal enemy in sight declares ranged attack: roll d20 on 9 to 20 (that attack has no effect)'],
    ["SPECIAL", "Parry Bolt: Use when this creature is hit by a {r} attack: Roll 1d20. On 11+, that attack has no effect.", 'power "Parry Bolt": use when this creature is hit by ranged attack: roll d20 on 11 to 20 (that attack has no effect)'],
  ]);
});
