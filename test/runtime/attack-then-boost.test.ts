// "Use when an enemy targets an ally with an attack: make 1 ranged attack against that enemy as an
// immediate action; if this creature's attack hits, that enemy also has -4 attack on its attack":
// the penalty counts on the enemy's attack only when the answering attack hits.
// ddm-battle-rules-2011.txt § Immediate Actions; § Making an Attack; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-then-boost.wb",
  text: `creature "Gale Bowman" {
  level 5  cost 18  good  factions Civilization  keywords Elf
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Knife": +5 vs AC; 5 damage
  attack ranged 10 "Longbow": +10 vs AC; 10 damage
  power "Spoil the Aim": immediate action, use when enemy targets ally with attack: this creature makes ranged attack against that enemy giving it -4 attack on its attack if it hits
}
creature "Town Guard" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Spear": +5 vs AC; 10 damage
}
creature "Orc Brute" {
  level 3  cost 10  evil  factions Wild  keywords Orc
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Axe": +5 vs AC; 10 damage
}
`,
};

function field(dice: number[]) {
  const a = arena(
    [
      { card: "Gale Bowman", side: "A", at: [3, 1] },
      { card: "Town Guard", side: "A", at: [3, 5] },
      { card: "Orc Brute", side: "B", at: [3, 6] },
    ],
    { extra: [cards], dice, choices: ["use", "Longbow:B1"] },
  );
  makeAttack(a.g, "B1", attackOf(a, "B1", "Axe"), "A2");
  return a;
}

describe("'… giving it -4 attack on its attack if it hits' (§ Bonuses and Penalties)", () => {
  it("the longbow hits (15): the orc takes 10 and its axe, 8 + 5 - 4 = 9 against AC 12, misses the guard", () => {
    const a = field([15, 8]);
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "A2").hp).toBe(40);
  });

  it("the longbow misses (a natural 1): the axe's 8 + 5 = 13 hits the guard for 10", () => {
    const a = field([1, 8]);
    expect(creature(a, "B1").hp).toBe(60);
    expect(creature(a, "A2").hp).toBe(30);
  });
});
