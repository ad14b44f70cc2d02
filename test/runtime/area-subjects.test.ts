// "Each enemy occupying a victory area takes 10 fire damage" at the end of the round: the
// enemy with a square in a victory area (either side's) takes it, the one outside does not.
// ddm-battle-rules-2011.txt § Scenarios and Variants (victory areas); § The Battle (Game Overview), step 7
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/area-subject-creatures.wb",
  text: `creature "Ward Keeper" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Mace": +7 vs AC; 10 damage
  champion power "Burning Ward": use at end of round: enemies in victory area take 10 fire damage
}
`,
};

describe("§ Scenarios and Variants: creatures occupying a victory area", () => {
  it("the enemy in a victory area takes the damage; the one outside and the ally inside do not", () => {
    const a = arena(
      [
        { card: "Ward Keeper", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    a.g.state.round = 1;
    endRound(a.g);
    expect([creature(a, "A2").hp, creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([20, 10, 20]);
  });
});
