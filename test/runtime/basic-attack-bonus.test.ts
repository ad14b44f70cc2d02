// Bonuses on basic attacks only: "+5 fire damage with basic attacks", "+2 attack with basic
// melee attacks" count on the creature's basic attacks and on no other attack of its card.
// ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/basic-attack-bonus.wb",
  text: `creature "Ember Drillmaster" {
  level 4  cost 15  evil  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 15  Will 14  speed 6  hp 40
  attack melee basic "Hatchet": +4 vs AC; 10 damage
  attack melee "Searing Chop": +4 vs AC; 10 damage
  attack ranged 10 basic "Sling": +4 vs AC; 5 damage
  power "Ember Drill": +5 fire damage with basic attacks
  power "Drill Step": +2 attack with basic melee attacks
}
creature "Shield Bearer" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Bash": +5 vs AC; 5 damage
}
`,
};

function field(dice: number[]) {
  const a = arena([{ card: "Ember Drillmaster", side: "A", at: [3, 3] }, { card: "Shield Bearer", side: "B", at: [3, 4] }], { extra: [cards], dice });
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}
const attack = (a: ReturnType<typeof field>, name: string) => cardOf(a.g, "Ember Drillmaster").attacks.find((x) => x.name === name)!;

describe("ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties: a bonus with basic attacks", () => {
  it("the basic Hatchet hits for 10 + 5 fire (60 → 45) and rolls at +4 +2", () => {
    const a = field([15]);
    expect(attackBonusOf(a.g, "A1", attack(a, "Hatchet"), "B1").value).toBe(6);
    makeAttack(a.g, "A1", attack(a, "Hatchet"), "B1");
    expect(creature(a, "B1").hp).toBe(45);
  });

  it("the Searing Chop, not basic, has neither: +4, and 10 damage (60 → 50)", () => {
    const a = field([15]);
    expect(attackBonusOf(a.g, "A1", attack(a, "Searing Chop"), "B1").value).toBe(4);
    makeAttack(a.g, "A1", attack(a, "Searing Chop"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("the basic ranged Sling has the damage of every basic attack (5 + 5 fire: 60 → 50) but not the melee-only attack bonus", () => {
    const a = field([15]);
    expect(attackBonusOf(a.g, "A1", attack(a, "Sling"), "B1").value).toBe(4);
    makeAttack(a.g, "A1", attack(a, "Sling"), "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });
});
