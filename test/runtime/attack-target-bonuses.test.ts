// Bonuses against the creature an attack hit, given by that hit: the cards' "this creature
// has +2 AC against target's attacks until end of this creature's next turn" and "this
// creature and each ally has +2 Attack and +5 Damage against target until end of battle",
// written "… gets +2 AC against target …". They count against that creature only, on a
// defence against its attacks; a miss gives nothing. Scripted dice decide the hits.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Attack Roll; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf, damageBonusOf, defenseOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/target-bonuses.wb",
  text: `creature "Shield Warden" {
  level 4  cost 15  unaligned  factions Wild  keywords Dwarf
  AC 17  Fort 14  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Guarding Mace": +8 vs AC; 5 damage and this creature gets +2 AC against target until end of this creature's next turn
  attack melee "Judging Hammer": +8 vs Will; 5 damage and this creature gets +2 attack against target until end of battle and allies get +5 damage against target until end of battle
}
`,
};
const extra = [cards];

function field(dice: number[]) {
  return arena(
    [
      { card: "Shield Warden", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
    ],
    { extra, dice },
  );
}

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: a bonus against the creature the attack hit", () => {
  it("'+2 AC against target': the warden's AC is 19 against the goblin it hit, 17 against the other", () => {
    const a = field([15]);
    makeAttack(a.g, "A1", cardOf(a.g, "Shield Warden").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(creature(a, "B2").hp - 5);
    expect(defenseOf(a.g, "A1", "AC", "melee", false, "B1").value).toBe(19);
    expect(defenseOf(a.g, "A1", "AC", "melee", false, "B2").value).toBe(17);
  });

  it("a miss gives no bonus", () => {
    const a = field([2]);
    makeAttack(a.g, "A1", cardOf(a.g, "Shield Warden").attacks[0]!, "B1");
    expect(defenseOf(a.g, "A1", "AC", "melee", false, "B1").value).toBe(17);
  });

  it("'+2 attack against target' for itself and '+5 damage against target' for its allies, against that goblin only", () => {
    const a = field([15]);
    const hammer = cardOf(a.g, "Shield Warden").attacks[1]!;
    makeAttack(a.g, "A1", hammer, "B1");
    expect(attackBonusOf(a.g, "A1", hammer, "B1").value).toBe(10);
    expect(attackBonusOf(a.g, "A1", hammer, "B2").value).toBe(8);
    const ally = a.id("Cinder Goblin Cutter", "A");
    const blade = cardOf(a.g, creature(a, ally).card).attacks[0]!;
    expect(damageBonusOf(a.g, ally, blade, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, ally, blade, "B2").value).toBe(0);
    // The warden is not its own ally: no +5 damage for it.
    expect(damageBonusOf(a.g, "A1", hammer, "B1").value).toBe(0);
  });
});
