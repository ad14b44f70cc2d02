// Powers set off by this creature's own attacks, more of them: a score for destroying a
// Unique enemy (Unique is printed with the keywords, though it is not one, and cards name
// it as one), and a bonus on a hit with combat advantage ("use with Sneak Attack").
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Keywords; Unique); § Activated Powers;
// § Combat Advantage
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = (hp: number) => `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;
const sword = `attack melee basic "Sword": +5 vs AC; 10 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/own-strikes-more.wb",
  text: `creature "Crown Hunter" {
  ${stats(40)}
  ${sword}
  power "Trophy": use when this creature destroys Unique enemy: you score 10 VP
}
creature "Named Rival" {
  ${stats(10)}
  unique
  ${sword}
}
creature "Nameless Grunt" {
  ${stats(10)}
  ${sword}
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Unique): 'destroys a Unique enemy'", () => {
  it("destroying a Unique enemy scores the power's 10 VP beside the enemy's cost", () => {
    const a = field([
      { card: "Crown Hunter", side: "A", at: [5, 4] },
      { card: "Named Rival", side: "B", at: [5, 5] },
    ], [15], ["use"]);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(a.g.state.players[0]!.vp - before).toBe(20 + 10);
  });

  it("destroying an enemy that is not Unique scores its cost only; the power is not offered", () => {
    const a = field([
      { card: "Crown Hunter", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "B", at: [5, 5] },
    ], [15]);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(a.g.state.players[0]!.vp - before).toBe(20);
    expect(a.decisions).toEqual([]);
  });
});
