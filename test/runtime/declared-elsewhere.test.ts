// A defender's answer to an enemy that attacks another: "use when an adjacent enemy
// declares an attack not against this creature: this creature makes an opportunity
// attack against that enemy". It acts as the attack is declared, before its roll; an
// attack against the defender itself does not set it off. Dice are scripted.
// ddm-battle-rules-2011.txt § Making an Attack (Declare the Attack); § Opportunity Attacks
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, type Arena } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/declared-elsewhere.wb",
  text: `creature "Shield Warden" {
  level 5  cost 15  good  factions Civilization  keywords Dwarf
  AC 17  Fort 15  Ref 13  Will 14  speed 5  hp 50
  attack melee basic "Hammer": +9 vs AC; 10 damage
  power "Look Here": use when adjacent enemy declares attack not against this creature: this creature makes opportunity attack against that enemy
}
`,
};

const thump = (a: Arena) => cardOf(a.g, creature(a, "B1").card).attacks[0]!;

function field(dice: number[], choices: string[]): Arena {
  return arena(
    [
      { card: "Shield Warden", side: "A", at: [3, 3] },
      { card: "Straw Target", side: "A", at: [4, 3] },
      { card: "Straw Target", side: "B", at: [4, 4] },
    ],
    { extra: [cards, strawTarget], dice, choices },
  );
}

describe("§ Making an Attack (Declare the Attack): an attack declared against another", () => {
  it("the enemy attacks the warden's ally: the warden's opportunity attack (15) hits first for 10, then the enemy's roll (13)", () => {
    const a = field([15, 13], ["use", "attack"]);
    makeAttack(a.g, "B1", thump(a), "A2");
    expect(creature(a, "B1").hp).toBe(90);
    expect(creature(a, "A2").hp).toBe(95);
    expect(a.dice.remaining()).toBe(0);
  });

  it("the enemy attacks the warden itself: nothing is offered, one die", () => {
    const a = field([13], []);
    makeAttack(a.g, "B1", thump(a), "A1");
    expect(a.decisions).toHaveLength(0);
    expect(creature(a, "B1").hp).toBe(100);
    expect(creature(a, "A1").hp).toBe(45);
  });
});
