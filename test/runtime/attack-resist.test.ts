// "Use when an enemy makes a ranged attack: this creature or an adjacent champion ally gains
// Resist 10 against that attack": a Resist of the creature attacked for that attack
// alone, counted as any Resist is and gone when the attack ends.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Bonuses and Penalties; § Making an Attack
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-resist.wb",
  text: `creature "Shield Bearer" {
  level 5  cost 18  unaligned  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Spear": +7 vs AC; 10 damage
  power "Quick Shield": use when enemy targets this creature or adjacent champion ally with ranged attack vs AC: resist 10 all on that attack
}
creature "Banner Lord" {
  level 5  cost 18  unaligned  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Sword": +7 vs AC; 10 damage
}
creature "Hill Slinger" {
  level 3  cost 10  unaligned  factions Wild  keywords Goblin
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack ranged 10 basic "Sling": +20 vs AC; 25 damage
  attack ranged 10 "Hex Stone": +20 vs Fort; 25 damage
}
`,
};

function field(choices: string[] = []) {
  return arena(
    [
      { card: "Shield Bearer", side: "A", at: [3, 3] },
      { card: "Banner Lord", side: "A", at: [4, 3] },
      { card: "Banner Lord", side: "A", at: [8, 3] },
      { card: "Hill Slinger", side: "B", at: [4, 9] },
    ],
    { extra: [cards], dice: [10, 10], choices },
  );
}

describe("'resist 10 all on that attack' (§ Resistance and Vulnerability)", () => {
  it("used for the adjacent champion ally: it takes 15 of the sling's 25; its next hit deals the full 25", () => {
    const a = field(["use", "decline"]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Sling"), "A2");
    expect(creature(a, "A2").hp).toBe(45);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Sling"), "A2");
    expect(creature(a, "A2").hp).toBe(20);
  });

  it("not offered for a champion ally that is not adjacent, nor for an attack against Fort", () => {
    const far = field();
    makeAttack(far.g, "B1", attackOf(far, "B1", "Sling"), "A3");
    expect(creature(far, "A3").hp).toBe(35);
    const fort = field();
    makeAttack(fort.g, "B1", attackOf(fort, "B1", "Hex Stone"), "A1");
    expect(creature(fort, "A1").hp).toBe(35);
  });
});
