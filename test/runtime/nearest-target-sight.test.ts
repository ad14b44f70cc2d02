// "Ignores cover, Invisible and Conceal on nearest target within 10 squares": against the
// nearest enemy within 10 squares, no cover, no conceal, and it is seen though invisible;
// a farther enemy keeps all three. ddm-battle-rules-2011.txt § Cover; § Attack Roll (Conceal);
// § How to Choose Targets (Line of Sight: Invisible); § Counting Distance
import { describe, expect, it } from "vitest";
import { ignoresConceal } from "../../runtime/ddm/continuous.js";
import { coverReason } from "../../runtime/ddm/cover.js";
import { sees } from "../../runtime/ddm/sight.js";
import { arena, attackOf } from "./arena.js";

const cards = {
  path: "test/nearest-target.wb",
  text: `creature "Keen Scout" {
  level 6  cost 20  good  factions Civilization  keywords Elf
  AC 18  Fort 15  Ref 18  Will 16  speed 7  hp 40
  attack ranged 20 "Longbow": +10 vs AC; 10 damage
  power "Sharp Eyes": ignores cover of creatures nearest to it within 10 squares and treats invisible creatures nearest to it within 10 squares as visible and ignores conceal of creatures nearest to it within 10 squares
}
creature "Veiled Skulker" {
  level 3  cost 10  evil  factions Wild  keywords Goblin
  AC 15  Fort 12  Ref 15  Will 12  speed 6  hp 20
  attack melee basic "Knife": +5 vs AC; 5 damage
  power "Veil": invisible and conceal 11 and has cover
}
`,
};

describe("§ Cover; § Conceal; § Invisible: the nearest enemy within 10 squares", () => {
  it("the nearest skulker, in cover, is seen, has no cover and no conceal; the farther one keeps them", () => {
    const a = arena(
      [
        { card: "Keen Scout", side: "A", at: [1, 1] },
        { card: "Veiled Skulker", side: "B", at: [1, 4] },
        { card: "Veiled Skulker", side: "B", at: [5, 1] },
      ],
      { extra: [cards] },
    );
    const bow = attackOf(a, "A1", "Longbow");
    expect(sees(a.g, "A1", "B1")).toBe(true);
    expect(sees(a.g, "A1", "B2")).toBe(false);
    expect(ignoresConceal(a.g, "A1", "B1", "ranged")).toBeDefined();
    expect(ignoresConceal(a.g, "A1", "B2", "ranged")).toBeUndefined();
    expect(coverReason(a.g, "A1", bow, "B1")).toBeNull();
    expect(coverReason(a.g, "A1", bow, "B2")).not.toBeNull();
  });
});
