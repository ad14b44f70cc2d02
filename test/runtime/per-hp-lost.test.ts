// "Cumulative +1 Attack and +5 Damage (maximum +20 Damage) for each 10 HP below its starting HP
// this creature is at": one step per full 10 hit points lost; the damage bonus stops at +20,
// the attack bonus does not. ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points
import { describe, expect, it } from "vitest";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf } from "./arena.js";

const cards = {
  path: "test/per-hp-lost.wb",
  text: `creature "Rage Beast" {
  level 9  cost 30  unaligned  factions Wild  keywords Beast
  AC 20  Fort 20  Ref 16  Will 15  speed 6  hp 100
  attack melee basic "Gore": +12 vs AC; 20 damage
  power "Bloodrage": +1 attack for each 10 hp below its starting hp and +5 damage for each 10 hp below its starting hp (maximum +20)
}
`,
};

const at = (hp: number) => {
  const a = arena(
    [
      { card: "Rage Beast", side: "A", at: [3, 3], hp },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
    ],
    { extra: [cards] },
  );
  const gore = attackOf(a, "A1", "Gore");
  return [attackBonusOf(a.g, "A1", gore, "B1").value, damageBonusOf(a.g, "A1", gore, "B1").value];
};

describe("§ Bonuses and Penalties: counted by lost hit points", () => {
  it("unhurt none; 19 lost one step; 35 lost three; 60 lost six steps but +20 damage at most", () => {
    expect(at(100)).toEqual([12, 0]);
    expect(at(81)).toEqual([13, 5]);
    expect(at(65)).toEqual([15, 15]);
    expect(at(40)).toEqual([18, 20]);
  });
});
