// Trigger parties of one size: "a Small Beast ally" is Small, not smaller or larger.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Size); § Automatic Powers
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const body = `AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Bite": +6 vs AC; 10 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/sized-parties.wb",
  text: `creature "Pack Caller" {
  level 5  cost 20  unaligned  factions Wild  keywords Beast
  ${body}
  power "Harry": whenever Small Beast ally hits enemy: that enemy takes 5 damage
}
creature "Runt" {
  level 3  cost 10  unaligned  size Small  factions Wild  keywords Beast
  ${body}
}
creature "Tiny Runt" {
  level 3  cost 10  unaligned  size Tiny  factions Wild  keywords Beast
  ${body}
}
creature "Hound" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  ${body}
}
creature "Prey" {
  level 5  cost 10  unaligned  factions Wild  keywords Human
  ${body}
}
`,
};

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Size): a party of one size", () => {
  it("a Small Beast ally's hit deals 5 more (40 → 25); a Tiny or Medium Beast ally's does not (40 → 30)", () => {
    const a = arena([
      { card: "Runt", side: "A", at: [2, 4] },
      { card: "Tiny Runt", side: "A", at: [5, 4] },
      { card: "Hound", side: "A", at: [8, 4] },
      { card: "Pack Caller", side: "A", at: [1, 1] },
      { card: "Prey", side: "B", at: [2, 5] },
      { card: "Prey", side: "B", at: [5, 5] },
      { card: "Prey", side: "B", at: [8, 5] },
    ], { extra: [cards], dice: [15, 15, 15] });
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bite"), "B1");
    expect(creature(a, "B1").hp).toBe(25);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Bite"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
    resolveAttack(a.g, "A3", attackOf(a, "A3", "Bite"), "B3");
    expect(creature(a, "B3").hp).toBe(30);
  });
});
