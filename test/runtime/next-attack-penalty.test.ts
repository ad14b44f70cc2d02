// A penalty that lasts until the affected creature's next attack has resolved: the cards'
// "target has -4 Attack on its next attack roll", written "the target gets -4 attack until
// it attacks". Its next roll has the penalty; the one after does not.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Conditions (Duration: Until Trigger)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/next-attack-penalty.wb",
  text: `creature "Acid Newt" {
  level 3  cost 10  unaligned  factions Wild  keywords Reptile
  AC 16  Fort 14  Ref 14  Will 12  speed 6  hp 40
  attack melee basic "Nip": +6 vs AC; 5 damage
  attack melee "Corroding Spit": +8 vs Fort; 10 acid damage and the target gets -4 attack until it attacks
}
creature "Clay Brute" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 14  Fort 12  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Slam": +5 vs AC; 10 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: -4 attack until it attacks", () => {
  it("the brute's next Slam rolls 12 + 5 - 4 = 13 against AC 16 and misses; the Slam after it, 12 + 5 = 17, hits", () => {
    const a = arena(
      [
        { card: "Acid Newt", side: "A", at: [3, 3] },
        { card: "Clay Brute", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 12, 12] },
    );
    makeAttack(a.g, "A1", cardOf(a.g, "Acid Newt").attacks[1]!, "B1");
    expect(creature(a, "B1").hp).toBe(50);
    const slam = cardOf(a.g, "Clay Brute").attacks[0]!;
    makeAttack(a.g, "B1", slam, "A1");
    expect(creature(a, "A1").hp).toBe(40);
    makeAttack(a.g, "B1", slam, "A1");
    expect(creature(a, "A1").hp).toBe(30);
  });
});
