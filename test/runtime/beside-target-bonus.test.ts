// "+1 Attack and +5 Damage against targets adjacent to a Stirge ally for each Stirge ally
// adjacent to target (maximum +10 Damage)": counted around the attack's target, other allies
// of the keyword beside it; the attack bonus uncapped, the damage bonus to +10.
// ddm-battle-rules-2011.txt § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf } from "./arena.js";

const cards = {
  path: "test/beside-target.wb",
  text: `creature "Blood Bat" {
  level 1  cost 4  unaligned  factions Wild  keywords Bat
  AC 14  Fort 11  Ref 14  Will 11  speed 6 flight  hp 10
  attack melee basic "Bite": +4 vs AC; 5 damage
  power "Swarming": +1 attack for each Bat ally adjacent to target and +5 damage for each Bat ally adjacent to target (maximum +10)
}
`,
};

const bat = (at: [number, number]) => ({ card: "Blood Bat", side: "A" as const, at });

describe("§ Bonuses and Penalties: counted around the target", () => {
  it("alone beside the goblin: no bonus", () => {
    const a = arena([bat([4, 5]), bat([9, 9]), { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }], { extra: [cards] });
    const bite = attackOf(a, "A1", "Bite");
    expect(attackBonusOf(a.g, "A1", bite, "B1").value).toBe(4);
    expect(damageBonusOf(a.g, "A1", bite, "B1").value).toBe(0);
  });

  it("three other bats beside the goblin: +3 attack and +10 damage (not 15)", () => {
    const a = arena([bat([4, 5]), bat([6, 5]), bat([5, 4]), bat([5, 6]), { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }], { extra: [cards] });
    const bite = attackOf(a, "A1", "Bite");
    expect(attackBonusOf(a.g, "A1", bite, "B1").value).toBe(7);
    expect(damageBonusOf(a.g, "A1", bite, "B1").value).toBe(10);
  });

  it("one other bat beside the goblin: +1 and +5", () => {
    const a = arena([bat([4, 5]), bat([6, 5]), { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] }], { extra: [cards] });
    const bite = attackOf(a, "A1", "Bite");
    expect(attackBonusOf(a.g, "A1", bite, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, "A1", bite, "B1").value).toBe(5);
  });
});
