// A hit that harms most creatures and heals those of a keyword: the cards' "20 necrotic
// damage (Undead creatures instead heal 20 HP)", written "non-Undead target takes 20
// necrotic damage and Undead target heals 20". Each target gets the effect its keywords
// call for. ddm-battle-rules-2011.txt § Keywords; § Applying Damage; § Hit Points (Healing)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/keyword-instead.wb",
  text: `creature "Grave Priest" {
  level 6  cost 20  evil  factions Wild  keywords Human
  AC 17  Fort 15  Ref 15  Will 17  speed 6  hp 40
  attack melee basic "Death Blessing": +20 vs Fort; non-Undead target takes 20 necrotic damage and Undead target heals 20
}
creature "Bone Thrall" {
  level 3  cost 10  evil  factions Wild  keywords Undead
  AC 15  Fort 13  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
}
`,
};

function blessed(card: string, hp: number) {
  const a = arena(
    [
      { card: "Grave Priest", side: "A", at: [3, 3] },
      { card, side: "B", at: [3, 4], hp },
    ],
    { extra: [cards], dice: [10] },
  );
  makeAttack(a.g, "A1", cardOf(a.g, "Grave Priest").attacks[0]!, "B1");
  return creature(a, "B1");
}

describe("ddm-battle-rules-2011.txt § Keywords: an effect for targets of a keyword, another for the rest", () => {
  it("the Undead thrall at 10 hp heals 20 and takes no damage", () => {
    expect(blessed("Bone Thrall", 10).hp).toBe(30);
  });

  it("the living goblin takes 20 necrotic damage and heals nothing", () => {
    const goblin = blessed("Cinder Goblin Cutter", 25);
    expect(goblin.hp).toBe(5);
  });
});
