// "+2 attack against higher-level targets": the bonus holds against a target of a higher
// level than the attacker only; "lower level" the other way round.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/level-gate-creatures.wb",
  text: `creature "Giant Slayer" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Sword": +5 vs AC; 5 damage
  power "Headlong": +2 attack against higher level targets and -5 damage against lower level targets
}
creature "Hill Brute" {
  level 8  cost 30  evil  factions Wild  keywords Giant
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 60
  attack melee basic "Club": +9 vs AC; 15 damage
}
`,
};

describe("§ Bonuses and Penalties: against higher- or lower-level targets", () => {
  it("+2 attack against the level 8 brute, not against a level 2 goblin; -5 damage against the goblin only", () => {
    const a = arena(
      [
        { card: "Giant Slayer", side: "A", at: [3, 3] },
        { card: "Hill Brute", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      ],
      { extra: [cards] },
    );
    const sword = cardOf(a.g, creature(a, "A1").card).attacks[0]!;
    expect(attackBonusOf(a.g, "A1", sword, "B1").value).toBe(7);
    expect(attackBonusOf(a.g, "A1", sword, "B2").value).toBe(5);
    expect(damageBonusOf(a.g, "A1", sword, "B1").value).toBe(0);
    expect(damageBonusOf(a.g, "A1", sword, "B2").value).toBe(-5);
  });
});
