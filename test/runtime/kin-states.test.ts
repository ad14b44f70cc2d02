// Powers held while the warband has, or lacks, a kind of creature in play: a keyword for each
// kind of allied champion (two lines of one power, each with its own state), and a Resist All
// lost while no Good ally is in play (once the last one is destroyed too). Dice are scripted.
// ddm-battle-rules-2011.txt § Keywords; § Continuous Powers; § Resistance and Vulnerability
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { creatureHasKeyword } from "../../runtime/ddm/view.js";
import { arena, attackOf, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const body = `AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Club": +6 vs AC; 5 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/kin-states.wb",
  text: `creature "Copycat Squire" {
  level 3  cost 10  unaligned  factions Borderlands  keywords Goblin
  ${body}
  power "Mimicry": has keyword Human while allied Human champion is in play
  power "Mimicry": has keyword Orc while allied Orc champion is in play
}
creature "Orc Boss" {
  level 6  cost 20  unaligned  factions Borderlands  keywords Orc  champion 1
  ${body}
}
creature "Human Boss" {
  level 6  cost 20  unaligned  factions Borderlands  keywords Human  champion 1
  ${body}
}
creature "Orc Grunt" {
  level 3  cost 10  unaligned  factions Borderlands  keywords Orc
  ${body}
}
creature "Orc Hunter" {
  level 3  cost 10  unaligned  factions Wild  keywords Elf
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Spear": +6 vs AC; 5 damage
  power "Orc Bane": +10 damage against Orc targets
}
creature "Lonely Seraph" {
  level 8  cost 30  good  factions Civilization  keywords Angel
  ${body}
  power "Ward": resist 5 all
  power "Dependent": loses resist all while not Good ally is in play
}
creature "Temple Guard" {
  level 3  cost 10  good  factions Civilization  keywords Human
  ${body}
}
`,
};
const extra = [cards, strawTarget];

describe("§ Keywords: a keyword had while an allied champion of it is in play", () => {
  it("beside an Orc champion: Orc (an Orc-hunter's spear deals it 15), not Human", () => {
    const a = arena(
      [
        { card: "Copycat Squire", side: "A", at: [3, 3] },
        { card: "Orc Boss", side: "A", at: [6, 6] },
        { card: "Orc Hunter", side: "B", at: [3, 4] },
      ],
      { extra, dice: [15] },
    );
    expect(creatureHasKeyword(a.g, "A1", "Orc")).toBe(true);
    expect(creatureHasKeyword(a.g, "A1", "Human")).toBe(false);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Spear"), "A1");
    expect(creature(a, "A1").hp).toBe(25);
  });

  it("beside a Human champion and an Orc that is no champion: Human only, and the spear deals 5", () => {
    const a = arena(
      [
        { card: "Copycat Squire", side: "A", at: [3, 3] },
        { card: "Human Boss", side: "A", at: [6, 6] },
        { card: "Orc Grunt", side: "A", at: [7, 7] },
        { card: "Orc Hunter", side: "B", at: [3, 4] },
      ],
      { extra, dice: [15] },
    );
    expect(creatureHasKeyword(a.g, "A1", "Human")).toBe(true);
    expect(creatureHasKeyword(a.g, "A1", "Orc")).toBe(false);
    makeAttack(a.g, "B1", attackOf(a, "B1", "Spear"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("the enemy's Orc champion is no ally: no Orc keyword", () => {
    const a = arena(
      [
        { card: "Copycat Squire", side: "A", at: [3, 3] },
        { card: "Orc Boss", side: "B", at: [6, 6] },
      ],
      { extra },
    );
    expect(creatureHasKeyword(a.g, "A1", "Orc")).toBe(false);
  });
});

describe("§ Resistance and Vulnerability: Resist All lost while no Good ally is in play", () => {
  const field = () =>
    arena(
      [
        { card: "Lonely Seraph", side: "A", at: [3, 3] },
        { card: "Temple Guard", side: "A", at: [6, 6] },
        { card: "Straw Target", side: "B", at: [3, 4] },
      ],
      { extra, dice: [15] },
    );

  it("a Good ally in play: the 5 damage of a thump is resisted", () => {
    const a = field();
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
  });

  it("that ally destroyed: the thump deals its 5", () => {
    const a = field();
    destroy(a.g, "A2", { creature: null, rule: "test", src: null });
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
  });
});
