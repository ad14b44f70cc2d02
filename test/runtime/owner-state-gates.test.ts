// A rule that reaches other creatures but is gated on its owner's state: "Goblin allies have
// +2 Attack while this creature is bloodied" asks whether the power's owner is bloodied, not
// the ally. ddm-battle-rules-2011.txt § Hit Points (Bloodied); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/owner-state.wb",
  text: `creature "Banner Chief" {
  level 4  cost 12  unaligned  factions Wild  keywords Goblin
  AC 15  Fort 14  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Axe": +6 vs AC; 10 damage
  aura 3 "Last Stand": Goblin allies +2 attack while this creature is bloodied
  power "Steady": Goblin allies +1 attack while this creature is not bloodied
}
creature "Reed Goblin" {
  level 1  cost 5  unaligned  factions Wild  keywords Goblin
  AC 13  Fort 12  Ref 13  Will 12  speed 6  hp 20
  attack melee basic "Stab": +3 vs AC; 5 damage
}
`,
};

/** The Reed Goblin's Stab bonus with the chief at `chiefHp` and the goblin at `goblinHp`. */
function stabBonus(chiefHp: number, goblinHp: number): number {
  const a = arena([
    { card: "Banner Chief", side: "A", at: [3, 3], hp: chiefHp },
    { card: "Reed Goblin", side: "A", at: [4, 3], hp: goblinHp },
  ], { extra: [cards] });
  const stab = cardOf(a.g, creature(a, "A2").card).attacks.find((x) => x.name === "Stab")!;
  return attackBonusOf(a.g, "A2", stab).value;
}

describe("ddm-battle-rules-2011.txt § Hit Points (Bloodied): a rule gated on its owner's state", () => {
  it("the chief unhurt: the goblin has +3 +1 (Steady); bloodied goblin or not", () => {
    expect(stabBonus(40, 20)).toBe(4);
    expect(stabBonus(40, 5)).toBe(4);
  });
  it("the chief bloodied (20 of 40): the goblin has +3 +2 (Last Stand), even unhurt itself", () => {
    expect(stabBonus(20, 20)).toBe(5);
    expect(stabBonus(20, 5)).toBe(5);
  });
});
