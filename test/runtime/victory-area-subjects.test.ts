// "Each enemy occupying one of your enemy's victory areas takes 15 damage"; "… one of your
// victory areas": the areas that score for one player, the power owner's or its opponent's.
// ddm-battle-rules-2011.txt § Scenarios and Variants (victory areas); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const wardens = {
  path: "test/wardens.wb",
  text: `creature "Rune Warden" {
  level 5  cost 18  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  power "Hex Ground": replaces attack action: enemies in opponent's victory area take 15 damage
  power "Clear Ground": replaces attack action: enemies in your victory area take 5 damage
}
`,
};

// Side A's victory area (scores for A) is 5,8 to 6,9; side B's is 5,2 to 6,3.
const placements = [
  { card: "Rune Warden", side: "A" as const, at: [0, 0] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "A" as const, at: [6, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [5, 2] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [6, 8] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [0, 11] as [number, number] },
];

describe("§ Scenarios and Variants: creatures in one player's victory areas", () => {
  it("'enemies in opponent's victory area': only the enemy in the other side's area", () => {
    const a = arena(placements, { extra: [wardens], choices: ["power:Hex Ground", "end"] });
    const full = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    expect([creature(a, "A2").hp, creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([full, full - 15, full, full]);
  });

  it("'enemies in your victory area': only the enemy in the owner's own area", () => {
    const a = arena(placements, { extra: [wardens], choices: ["power:Clear Ground", "end"] });
    const full = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    expect([creature(a, "A2").hp, creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([full, full, full - 5, full]);
  });
});
