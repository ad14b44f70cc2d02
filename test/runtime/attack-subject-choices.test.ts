// A choice inside an attack's hit line, not first in it: "15 damage and either this
// creature heals 10 or one Undead ally within 5 squares heals 10". The damage stays the
// attack's base damage; the attacker's player picks who heals.
// ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects; § Applying Damage (Base Damage)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/subject-choices.wb",
  text: `creature "Grave Priest" {
  level 5  cost 20  evil  factions Underdark  keywords Human
  AC 16  Fort 15  Ref 14  Will 17  speed 6  hp 50
  attack melee basic "Grave Mace": +8 vs AC; 15 damage and either this creature heals 10 or one Undead ally within 5 squares heals 10
}
creature "Rotting Guard" {
  level 3  cost 10  evil  factions Underdark  keywords Undead
  AC 14  Fort 14  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
}
creature "Road Warden" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 14  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

function fight(choice: string) {
  const a = arena(
    [
      { card: "Grave Priest", side: "A", at: [3, 3], hp: 30 },
      { card: "Rotting Guard", side: "A", at: [5, 3], hp: 20 },
      { card: "Road Warden", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [15], choices: [choice, "A2"] },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  makeAttack(a.g, "A1", cardOf(a.g, "Grave Priest").attacks[0]!, "B1");
  return a;
}

describe("ddm-battle-rules-2011.txt § Resolving Effects: a choice of who heals, after the attack's damage", () => {
  it("the attacker's player picks 'this creature heals 10': the priest goes from 30 to 40, the guard stays at 20, the warden takes 15", () => {
    const a = fight("1");
    expect(a.decisions[0]).toMatchObject({ player: 0, kind: "choose-effect" });
    expect(creature(a, "A1").hp).toBe(40);
    expect(creature(a, "A2").hp).toBe(20);
    expect(creature(a, "B1").hp).toBe(25);
  });

  it("picking the Undead ally within 5 squares: the guard heals 10, the priest does not", () => {
    const a = fight("2");
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(30);
    expect(creature(a, "B1").hp).toBe(25);
  });
});
