// "+2 Attack and +5 Damage with Stormburst while within 5 squares of another Bluespawn
// Stormlizard; +4 and +10 instead with 2 or more": bonuses with one attack of the card by
// name, while other creatures of that card (either side) are near; the card's other attacks
// get none. ddm-battle-rules-2011.txt § Bonuses and Penalties; § How to Read a Creature Stat
// Card (Name); § Counting Distance
import { describe, expect, it } from "vitest";
import { attackBonusOf, damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, arenaContent, attackOf } from "./arena.js";

const cards = {
  path: "test/named-attack-kin.wb",
  text: `creature "Storm Drake" {
  level 6  cost 18  unaligned  factions Wild  keywords Reptile
  AC 18  Fort 17  Ref 16  Will 14  speed 6  hp 50
  attack melee basic "Bite": +9 vs AC; 10 damage
  attack ranged 10 "Stormburst": +8 vs Ref; 10 lightning damage
  power "Gathering Storm": +2 attack with "Stormburst" while within 5 squares of 1 or more other creatures named "Storm Drake" and +5 damage with "Stormburst" while within 5 squares of 1 or more other creatures named "Storm Drake" and +2 attack with "Stormburst" while within 5 squares of 2 or more other creatures named "Storm Drake" and +5 damage with "Stormburst" while within 5 squares of 2 or more other creatures named "Storm Drake"
}
`,
};

const bonuses = (a: ReturnType<typeof arena>, attack: string) => [attackBonusOf(a.g, "A1", attackOf(a, "A1", attack), "B1").value, damageBonusOf(a.g, "A1", attackOf(a, "A1", attack), "B1").value];

describe("§ Bonuses and Penalties: with one attack, near others of its card", () => {
  it("alone: Stormburst +8 and no damage bonus", () => {
    const a = arena(
      [
        { card: "Storm Drake", side: "A", at: [1, 1] },
        { card: "Storm Drake", side: "A", at: [10, 10] },
        { card: "Cinder Goblin Cutter", side: "B", at: [1, 8] },
      ],
      { extra: [cards] },
    );
    expect(bonuses(a, "Stormburst")).toEqual([8, 0]);
  });

  it("one other within 5 squares: Stormburst +10 and +5 damage; the bite unchanged", () => {
    const a = arena(
      [
        { card: "Storm Drake", side: "A", at: [1, 1] },
        { card: "Storm Drake", side: "A", at: [4, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [1, 8] },
      ],
      { extra: [cards] },
    );
    expect(bonuses(a, "Stormburst")).toEqual([10, 5]);
    expect(bonuses(a, "Bite")).toEqual([9, 0]);
  });

  it("two others (one of them an enemy's) within 5 squares: +4 and +10 instead", () => {
    const a = arena(
      [
        { card: "Storm Drake", side: "A", at: [1, 1] },
        { card: "Storm Drake", side: "A", at: [4, 1] },
        { card: "Storm Drake", side: "B", at: [1, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [1, 8] },
      ],
      { extra: [cards] },
    );
    expect(bonuses(a, "Stormburst")).toEqual([12, 10]);
  });

  it("a bonus with an attack the card does not have does not compile", () => {
    const wrong = { path: "test/named-attack-wrong.wb", text: cards.text.replace('+2 attack with "Stormburst" while within 5 squares of 1', '+2 attack with "Thunderclap" while within 5 squares of 1') };
    const errors = arenaContent(wrong).diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => d.message).join("\n")).toContain('no attack named "Thunderclap"');
  });
});
