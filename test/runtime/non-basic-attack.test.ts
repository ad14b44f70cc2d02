// "Use when an enemy within 3 squares makes a non-{b} attack": any attack but a basic melee
// one (the glyph {b}); "roll d20 on 1 to 9 (that attack misses and pull that enemy 1)": the
// declared attack misses without a roll, then its attacker is pulled a square.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (attack glyphs); § Making an Attack;
// § Resolving Effects (Cancellation Effects); § Forced-Movement Effects (Pull)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/non-basic-attack.wb",
  text: `creature "Fold Beast" {
  level 8  cost 30  unaligned  factions Underdark  keywords Aberrant
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 80
  attack melee basic "Tentacle": +7 vs AC; 10 damage
  power "Fold Space": use when enemy within 3 squares declares attack other than basic melee attack: roll d20 on 1 to 9 (that attack misses and pull that enemy 1)
}
creature "Hill Raider" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Axe": +20 vs AC; 10 damage
  attack ranged 5 basic "Javelin": +20 vs AC; 10 damage
  attack melee "Cleave": +20 vs AC; 15 damage
}
`,
};

function field(dice: number[], choices: string[] = []) {
  return arena(
    [
      { card: "Fold Beast", side: "A", at: [3, 3] },
      { card: "Hill Raider", side: "B", at: [3, 6] },
    ],
    { extra: [cards], dice, choices },
  );
}

describe("'attack other than basic melee attack' (§ How to Read a Creature Stat Card, attack glyphs)", () => {
  it("a ranged basic attack counts: on a 5 it misses without a roll, and the raider is pulled to 3,5", () => {
    const a = field([5], ["use", "3,5"]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Javelin"), "A1");
    expect(creature(a, "A1").hp).toBe(80);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 5 });
    expect(a.dice.remaining()).toBe(0);
  });

  it("on a 12 the javelin is rolled and hits as usual; the raider stays", () => {
    const a = field([12, 10], ["use"]);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Javelin"), "A1");
    expect(creature(a, "A1").hp).toBe(70);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 6 });
  });

  it("a basic melee attack does not trigger it; a melee attack that is not basic does", () => {
    const basic = arena(
      [
        { card: "Fold Beast", side: "A", at: [3, 3] },
        { card: "Hill Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [10] },
    );
    makeAttack(basic.g, "B1", attackOf(basic, "B1", "Axe"), "A1");
    expect(creature(basic, "A1").hp).toBe(70);
    const cleave = arena(
      [
        { card: "Fold Beast", side: "A", at: [3, 3] },
        { card: "Hill Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [3], choices: ["use"] },
    );
    makeAttack(cleave.g, "B1", attackOf(cleave, "B1", "Cleave"), "A1");
    expect(creature(cleave, "A1").hp).toBe(80);
  });
});
