// "+1 attack for each bloodied creature on the battlemap": every bloodied creature counts, of
// either side, itself too (counted bonuses count the others; its own state adds one more).
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points (Bloodied)
import { describe, expect, it } from "vitest";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf } from "./arena.js";

const cards = {
  path: "test/bloodied-count.wb",
  text: `creature "Carnival Brute" {
  level 5  cost 15  evil  factions Wild  keywords Human
  AC 16  Fort 16  Ref 14  Will 13  speed 6  hp 40
  attack melee basic "Chain": +6 vs AC; 10 damage
  power "Revel": +1 attack for each creature bloodied and +1 attack while bloodied
}
`,
};

describe("§ Bonuses and Penalties: one for each bloodied creature, itself included", () => {
  it("a bloodied ally and a bloodied enemy: +2; once it is bloodied too: +3", () => {
    const placements = (hp: number) => [
      { card: "Carnival Brute", side: "A" as const, at: [3, 3] as [number, number], hp },
      { card: "Cinder Goblin Cutter", side: "A" as const, at: [6, 6] as [number, number], hp: 10 },
      { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 4] as [number, number], hp: 10 },
      { card: "Cinder Goblin Cutter", side: "B" as const, at: [9, 9] as [number, number] },
    ];
    const whole = arena(placements(40), { extra: [cards] });
    expect(attackBonusOf(whole.g, "A1", attackOf(whole, "A1", "Chain"), "B1").value).toBe(8);
    const hurt = arena(placements(20), { extra: [cards] });
    expect(attackBonusOf(hurt.g, "A1", attackOf(hurt, "A1", "Chain"), "B1").value).toBe(9);
  });
});
