// "Whenever this creature hits a target with Resist Fire or Immune Fire: +10 radiant damage
// on that attack": the target's resistance (or immunity) to that type as such, not Resist All.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Automatic Powers
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/resisting-targets.wb",
  text: `creature "Dawn Archer" {
  ${stats}
  attack ranged 10 basic "Bow": +6 vs AC; 10 damage
  power "Bright Arrows": whenever this creature hits target that is with resist fire or immune fire with ranged attack: +10 radiant damage on that attack
}
creature "Ember Guard" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
  power "Ember Skin": resist 5 fire
}
creature "Flame Spirit" {
  ${stats}
  attack melee basic "Touch": +6 vs AC; 10 damage
  power "Flame Body": immune fire
}
creature "Stone Guard" {
  ${stats}
  attack melee basic "Club": +6 vs AC; 10 damage
  power "Stone Skin": resist 5 all
}
`,
};

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability: a trigger on a target with Resist or Immune to a type", () => {
  it("+10 radiant on targets with Resist 5 Fire (40 → 20) or Immune Fire (40 → 20); none on Resist 5 All (10 less 5: 40 → 35)", () => {
    const a = arena([
      { card: "Dawn Archer", side: "A", at: [1, 1] },
      { card: "Ember Guard", side: "B", at: [5, 5] },
      { card: "Flame Spirit", side: "B", at: [6, 5] },
      { card: "Stone Guard", side: "B", at: [7, 5] },
    ], { extra: [cards], dice: [15, 15, 15] });
    makeAttack(a.g, "A1", attackOf(a, "A1", "Bow"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Bow"), "B2");
    expect(creature(a, "B2").hp).toBe(20);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Bow"), "B3");
    expect(creature(a, "B3").hp).toBe(35);
  });
});
