// "+4 attack against a target with a current speed less than its normal speed": a target
// whose Speed (Slowed, a penalty) is below the one its card prints.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Speed); § Conditions (Slowed)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Elemental
  AC 16  Fort 10  Ref 10  Will 10  speed 6  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/slowed-targets.wb",
  text: `creature "Frost Warden" {
  ${stats}
  attack melee basic "Ice Fist": +6 vs AC; 10 damage
  power "Cold Reach": +4 attack against targets with speed below its normal speed
}
`,
};

describe("ddm-battle-rules-2011.txt § Conditions (Slowed): a bonus against targets slowed below their normal Speed", () => {
  it("a roll of 7 (+6 = 13) misses AC 16, but hits a Slowed target (13 + 4 = 17)", () => {
    const a = arena([
      { card: "Frost Warden", side: "A", at: [5, 4] },
      { card: "Frost Warden", side: "B", at: [5, 5] },
      { card: "Frost Warden", side: "B", at: [4, 5], conditions: ["Slowed"] },
    ], { extra: [cards], dice: [7, 7] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Ice Fist"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Ice Fist"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
  });
});
