// "May not enter squares occupied by allies": its movement never enters a square an ally holds,
// which the rules otherwise allow (passing through, not ending there).
// ddm-battle-rules-2011.txt § Legal Position (Ally); § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { reachable } from "../../runtime/ddm/movement.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/shuns-allies.wb",
  text: `creature "Stone Hulk" {
  level 8  cost 30  unaligned  factions Civilization  keywords Construct
  AC 20  Fort 22  Ref 14  Will 14  speed 6  hp 90
  attack melee basic "Fist": +12 vs AC; 20 damage
  power "Monolithic": never enters squares occupied by allies
}
`,
};

const field = (card: string) =>
  arena(
    [
      { card, side: "A", at: [1, 5] },
      { card: "Cinder Goblin Cutter", side: "A", at: [2, 5] },
    ],
    { extra: [cards] },
  );

describe("§ Legal Position (Ally): a mover that never enters an ally's square", () => {
  it("the hulk's movement never passes through the goblin's square; a goblin's may", () => {
    expect(reachable(field("Stone Hulk").g, "A1", 6, true).has("2,5")).toBe(false);
    expect(reachable(field("Cinder Goblin Cutter").g, "A1", 6, true).has("2,5")).toBe(true);
  });
});
