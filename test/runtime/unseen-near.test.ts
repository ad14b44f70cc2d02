// "Use when a living enemy is adjacent: ignore Invisible and ignore Conceal on that enemy":
// in force for each Living creature beside it: an invisible one can be targeted, and a hit on
// one makes no conceal roll; not for one farther away, nor for one that is not Living.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible); § Attack Roll (Conceal); § Keywords
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { checkTargets, makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/unseen-near.wb",
  text: `creature "Grave Sniffer" {
  level 6  cost 20  evil  factions Underdark  keywords Undead
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Claw": +20 vs AC; 10 damage
  attack ranged 5 "Bone Dart": +20 vs AC; 5 damage
  power "Taste": treats invisible creatures both Living as well as adjacent to this creature as visible and ignores conceal of creatures both Living as well as adjacent to this creature
}
creature "Veiled Thief" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Veil": invisible
}
creature "Veiled Wight" {
  level 3  cost 10  evil  factions Civilization  keywords Undead
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Touch": +5 vs AC; 5 damage
  power "Veil": invisible
}
creature "Misty Scout" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Conceal 20"
}
`,
};

const targets = (a: ReturnType<typeof arena>, attack: string) => checkTargets(a.g, "A1", attackOf(a, "A1", attack)).filter((x) => x.ok).map((x) => x.target);

describe("'treats invisible creatures both Living as well as adjacent to this creature as visible'", () => {
  it("an adjacent invisible Living enemy can be darted (a ranged attack needs sight); one 3 squares off cannot; nor an adjacent invisible Undead", () => {
    const near = arena(
      [
        { card: "Grave Sniffer", side: "A", at: [3, 3] },
        { card: "Veiled Thief", side: "B", at: [3, 4] },
      ],
      { extra: [cards] },
    );
    expect(targets(near, "Bone Dart")).toEqual(["B1"]);
    const far = arena(
      [
        { card: "Grave Sniffer", side: "A", at: [3, 3] },
        { card: "Veiled Thief", side: "B", at: [3, 6] },
      ],
      { extra: [cards] },
    );
    expect(targets(far, "Bone Dart")).toEqual([]);
    const undead = arena(
      [
        { card: "Grave Sniffer", side: "A", at: [3, 3] },
        { card: "Veiled Wight", side: "B", at: [3, 4] },
      ],
      { extra: [cards] },
    );
    expect(targets(undead, "Bone Dart")).toEqual([]);
  });
});

describe("'ignores conceal of creatures both Living as well as adjacent to this creature'", () => {
  it("a hit on an adjacent Living enemy with Conceal 20 makes no conceal roll: 10 damage with one d20", () => {
    const a = arena(
      [
        { card: "Grave Sniffer", side: "A", at: [3, 3] },
        { card: "Misty Scout", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [10] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Claw"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.dice.remaining()).toBe(0);
  });

  it("from 3 squares off, the dart's hit faces the conceal roll: a 5 (under 20) turns it into a miss", () => {
    const a = arena(
      [
        { card: "Grave Sniffer", side: "A", at: [3, 3] },
        { card: "Misty Scout", side: "B", at: [3, 6] },
      ],
      { extra: [cards], dice: [10, 5] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Bone Dart"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});
