// Creatures a close or area attack may leave out: "can ignore any number of allies in area"
// (none of its allies is affected) and "can ignore up to 1 target in area" (each placement
// also without any one of its creatures, its player choosing).
// ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/area-sparing-creatures.wb",
  text: `creature "Careful Pyromancer" {
  level 6  cost 20  good  factions Civilization  keywords Human, Arcane
  AC 16  Fort 14  Ref 16  Will 16  speed 6  hp 40
  attack close burst 1 "Flame Ring": +8 vs Ref; 10 fire damage
  power "Precise Flames": ignores allies in its attack areas
}
creature "Choosy Stormcaller" {
  level 6  cost 20  good  factions Civilization  keywords Human, Arcane
  AC 16  Fort 14  Ref 16  Will 16  speed 6  hp 40
  attack close burst 1 "Thunder Ring": +8 vs Fort; 10 thunder damage
  power "Shaped Storm": ignores up to 1 target in its attack areas
}
`,
};

const targetSets = (ps: { targets: string[] }[]) => ps.map((p) => p.targets.join(",")).sort();

describe("§ Close Attacks: creatures in the area left out", () => {
  it("the pyromancer's burst affects the adjacent enemies only, not the ally beside it; a roll of 10 hits both goblins", () => {
    const a = arena(
      [
        { card: "Careful Pyromancer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [10, 10] },
    );
    const ring = attackOf(a, "A1", "Flame Ring");
    expect(targetSets(placements(a.g, "A1", ring))).toEqual(["B1,B2"]);
    for (const t of ["B1", "B2"]) resolveAttack(a.g, "A1", ring, t);
    expect([creature(a, "A2").hp, creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([20, 10, 10]);
  });

  it("the stormcaller may place its burst on all three, or leave any one of them out (never the enemies both)", () => {
    const a = arena(
      [
        { card: "Choosy Stormcaller", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4] },
      ],
      { extra: [cards] },
    );
    expect(targetSets(placements(a.g, "A1", attackOf(a, "A1", "Thunder Ring")))).toEqual(["A2,B1", "A2,B1,B2", "A2,B2", "B1,B2"]);
  });
});
