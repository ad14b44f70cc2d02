// "Add your warband's highest Champion rating to this creature's {m} attack rolls": +1 per
// point of the highest champion rating among it and its allies in play, with melee attacks
// only; an enemy champion does not count, and a destroyed champion no longer does.
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/champion-rating-bonus.wb",
  text: `creature "Sellsword" {
  level 4  cost 12  unaligned  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Blade": +5 vs AC; 10 damage
  attack ranged 10 "Crossbow": +5 vs AC; 10 damage
  power "Under Orders": +attack with melee attacks equal to highest champion rating in its warband
}
creature "Captain" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 3
  AC 18  Fort 16  Ref 14  Will 16  speed 6  hp 50
  attack melee basic "Sword": +8 vs AC; 10 damage
}
creature "Sergeant" {
  level 5  cost 16  good  factions Civilization  keywords Human  champion 1
  AC 17  Fort 15  Ref 13  Will 14  speed 6  hp 40
  attack melee basic "Spear": +7 vs AC; 10 damage
}
`,
};

describe("§ Champion Rating: a bonus as large as its warband's highest rating", () => {
  it("+3 with the blade beside a captain (3) and a sergeant (1), none with the crossbow; +1 once the captain is destroyed", () => {
    const a = arena(
      [
        { card: "Sellsword", side: "A", at: [3, 3] },
        { card: "Captain", side: "A", at: [6, 6] },
        { card: "Sergeant", side: "A", at: [8, 8] },
        { card: "Captain", side: "B", at: [3, 9] },
      ],
      { extra: [cards] },
    );
    expect(attackBonusOf(a.g, "A1", attackOf(a, "A1", "Blade"), "B1").value).toBe(8);
    expect(attackBonusOf(a.g, "A1", attackOf(a, "A1", "Crossbow"), "B1").value).toBe(5);
    creature(a, "A2").status = "destroyed";
    expect(attackBonusOf(a.g, "A1", attackOf(a, "A1", "Blade"), "B1").value).toBe(6);
  });

  it("with no champion of its own in play, none (the enemy captain does not count)", () => {
    const a = arena(
      [
        { card: "Sellsword", side: "A", at: [3, 3] },
        { card: "Captain", side: "B", at: [3, 9] },
      ],
      { extra: [cards] },
    );
    expect(attackBonusOf(a.g, "A1", attackOf(a, "A1", "Blade"), "B1").value).toBe(5);
  });
});
