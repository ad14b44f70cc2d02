// "(aura 2) Enemies may not charge this creature or allies in aura": restrictive card text
// on the charge's target (tier 4). No charge is offered against the creature or an ally
// within the aura; an ally beyond it, or any creature of a warband without the power, may be
// charged as the rulebook allows.
// ddm-battle-rules-2011.txt § Charge; § Core Rules and Exceptions; § Continuous Powers (Aura)
import { describe, expect, it } from "vitest";
import { chargePlans } from "../../runtime/ddm/charge.js";
import { arena } from "./arena.js";

const extra = [
  {
    path: "test/charge-barred.wb",
    text: `creature "Pike Marshal" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human, Soldier
  AC 19  Fort 16  Ref 14  Will 15  speed 5  hp 50
  attack melee basic "Pike": +9 vs AC; 10 damage
  aura 2 "Set Pikes": this creature cannot be charged and allies cannot be charged
}
`,
  },
];

// The leader at 3,3, one ally beside it at 4,3 (in the aura), another at 8,3 (out of it); the charger at 6,7.
const charged = (leader: string) => {
  const a = arena(
    [
      { card: leader, side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [8, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [6, 7] },
    ],
    { extra },
  );
  const { plans, why } = chargePlans(a.g, "B1");
  return { targets: [...new Set(plans.map((p) => p.target))].sort(), why };
};

describe("§ Charge: targets card text bars", () => {
  it("the leader and the ally in its aura cannot be charged; the ally beyond it can", () => {
    const { targets, why } = charged("Pike Marshal");
    expect(targets).toEqual(["A3"]);
    expect(why.filter((w) => /Set Pikes/.test(w))).toHaveLength(2);
  });

  it("without the power, all three may be charged", () => {
    expect(charged("Cinder Goblin Cutter").targets).toEqual(["A1", "A2", "A3"]);
  });
});
