// An attack's own bonuses ("with:"): "+1 attack for each Kobold ally within 6 squares", "+5
// attack against bloodied targets", "+10 radiant damage for each adjacent Dragon ally", "+5
// damage while adjacent to Elf ally". They count and check when the attack is rolled, and
// reach no other attack of the creature.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Bonus and Penalty Damage)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature, type Placement } from "./arena.js";

const cards = {
  path: "test/own-bonuses.wb",
  text: `creature "Tunnel Chief" {
  level 4  cost 15  unaligned  factions Underdark  keywords Kobold
  AC 16  Fort 14  Ref 15  Will 14  speed 6  hp 40
  attack melee basic "Jab": +4 vs AC; 5 damage
  attack melee "Rally Strike": +4 vs AC; 10 damage; with: +1 attack for each Kobold ally within 6 squares
  attack melee "Finishing Cut": +4 vs AC; 10 damage; with: +5 attack against bloodied targets
  attack melee "Dragon Oath": +4 vs AC; 10 damage; with: +10 radiant damage for each adjacent Dragon ally
  attack melee "Grove Blade": +4 vs AC; 10 damage; with: +5 damage while adjacent to Elf ally
}
creature "Tunnel Kobold" {
  level 1  cost 5  unaligned  factions Underdark  keywords Kobold
  AC 13  Fort 12  Ref 13  Will 12  speed 6  hp 20
  attack melee basic "Spear": +3 vs AC; 5 damage
}
creature "Brass Wyrmling" {
  level 2  cost 8  unaligned  factions Underdark  keywords Dragon
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
}
creature "Wood Scout" {
  level 2  cost 8  unaligned  factions Underdark  keywords Elf
  AC 14  Fort 13  Ref 13  Will 13  speed 7  hp 30
  attack melee basic "Bow Jab": +4 vs AC; 5 damage
}
creature "Shield Bearer" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Bash": +5 vs AC; 5 damage
}
`,
};

function field(friends: Placement[], dice: number[], hp?: number) {
  const a = arena([{ card: "Tunnel Chief", side: "A", at: [3, 3] }, ...friends, { card: "Shield Bearer", side: "B", at: [3, 4], ...(hp !== undefined ? { hp } : {}) }], { extra: [cards], dice });
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}
const attack = (a: ReturnType<typeof field>, name: string) => cardOf(a.g, "Tunnel Chief").attacks.find((x) => x.name === name)!;
const target = (a: ReturnType<typeof field>) => a.g.state.creatures.find((c) => c.card === "Shield Bearer")!.id;

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: an attack's own counted bonus", () => {
  it("two Kobold allies within 6 squares (a third 8 squares away does not count): +4 +2; a roll of 10 makes 16 against AC 16 and hits", () => {
    const a = field(
      [
        { card: "Tunnel Kobold", side: "A", at: [4, 3] },
        { card: "Tunnel Kobold", side: "A", at: [3, 8] },
        { card: "Tunnel Kobold", side: "A", at: [11, 3] },
      ],
      [10],
    );
    expect(attackBonusOf(a.g, "A1", attack(a, "Rally Strike"), target(a)).value).toBe(6);
    // The bonus is this attack's own: the basic Jab keeps +4.
    expect(attackBonusOf(a.g, "A1", attack(a, "Jab"), target(a)).value).toBe(4);
    makeAttack(a.g, "A1", attack(a, "Rally Strike"), target(a));
    expect(creature(a, target(a)).hp).toBe(50);
  });

  it("with no Kobold ally near, the same roll of 10 makes 14 and misses", () => {
    const a = field([], [10]);
    makeAttack(a.g, "A1", attack(a, "Rally Strike"), target(a));
    expect(creature(a, target(a)).hp).toBe(60);
  });

  it("'+5 attack against bloodied targets': 10 + 9 hits the bloodied bearer (AC 16); the unbloodied one is missed by 10 + 4", () => {
    const bloodied = field([], [10], 30);
    makeAttack(bloodied.g, "A1", attack(bloodied, "Finishing Cut"), target(bloodied));
    expect(creature(bloodied, target(bloodied)).hp).toBe(20);
    const whole = field([], [10]);
    makeAttack(whole.g, "A1", attack(whole, "Finishing Cut"), target(whole));
    expect(creature(whole, target(whole)).hp).toBe(60);
  });
});

describe("ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage): counted and gated bonus damage of the attack", () => {
  it("'+10 radiant damage for each adjacent Dragon ally': two adjacent wyrmlings make 10 + 20", () => {
    const a = field(
      [
        { card: "Brass Wyrmling", side: "A", at: [2, 3] },
        { card: "Brass Wyrmling", side: "A", at: [4, 3] },
      ],
      [15],
    );
    makeAttack(a.g, "A1", attack(a, "Dragon Oath"), target(a));
    expect(creature(a, target(a)).hp).toBe(30);
  });

  it("'+5 damage while adjacent to Elf ally': 15 with the scout beside it, 10 with the scout away", () => {
    const near = field([{ card: "Wood Scout", side: "A", at: [2, 3] }], [15]);
    makeAttack(near.g, "A1", attack(near, "Grove Blade"), target(near));
    expect(creature(near, target(near)).hp).toBe(45);
    const far = field([{ card: "Wood Scout", side: "A", at: [9, 9] }], [15]);
    makeAttack(far.g, "A1", attack(far, "Grove Blade"), target(far));
    expect(creature(far, target(far)).hp).toBe(50);
  });
});
