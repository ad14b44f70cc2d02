// "+5 {c} Damage whenever this creature includes a lower-level ally in the area of a {c}
// attack": while its close attack's area holds a lower-level ally, each creature it damages
// takes 5 more; with no such ally in the area, none.
// ddm-battle-rules-2011.txt § Close Attacks; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/area-includes-ally.wb",
  text: `creature "Ember Adept" {
  level 4  cost 12  evil  factions Wild  keywords Goblin
  AC 15  Fort 13  Ref 15  Will 14  speed 6  hp 30
  attack melee basic "Knife": +5 vs AC; 5 damage
  attack close burst 1 "Flame Burst": +30 vs Ref; 10 fire damage
  power "Spend the Weak": +5 damage with close attacks while its attack area includes lower-level ally
}
`,
};

describe("§ Close Attacks: more damage with a lower-level ally in the area", () => {
  it("a level 2 goblin ally in the burst: the enemy goblin takes 15, and so does the ally", () => {
    const a = arena(
      [
        { card: "Ember Adept", side: "A", at: [4, 4] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 5] },
      ],
      { extra: [cards], dice: [10, 10], choices: ["A2", "B1"] },
    );
    const burst = attackOf(a, "A1", "Flame Burst");
    const [p] = placements(a.g, "A1", burst);
    expect(p!.targets.sort()).toEqual(["A2", "B1"]);
    resolveAreaAttack(a.g, "A1", burst, p!);
    expect(creature(a, "B1").hp).toBe(5);
    expect(creature(a, "A2").hp).toBe(5);
  });

  it("no ally in the burst: the enemy goblin takes 10", () => {
    const a = arena(
      [
        { card: "Ember Adept", side: "A", at: [4, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 5] },
      ],
      { extra: [cards], dice: [10] },
    );
    const burst = attackOf(a, "A1", "Flame Burst");
    const [p] = placements(a.g, "A1", burst);
    resolveAreaAttack(a.g, "A1", burst, p!);
    expect(creature(a, "B1").hp).toBe(10);
  });
});
