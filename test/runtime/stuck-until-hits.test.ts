// "(Aura) Each adjacent enemy cannot move on its turn until after it hits this creature with an
// attack": beside it at its turn, an enemy may not move until one of its attacks hits this
// creature; a miss does not free it. ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/stuck-until-hits.wb",
  text: `creature "Chain Warden" {
  level 7  cost 25  unaligned  factions Civilization  keywords Construct
  AC 12  Fort 20  Ref 14  Will 14  speed 5  hp 80
  attack melee basic "Chains": +10 vs AC; 10 damage
  aura 1 "Binding Chains": enemies cannot move while on its turn if it did not hit this creature this turn
}
`,
};

const legal = (options: { id: string; legal: boolean }[], start: string) => options.filter((o) => o.legal && o.id.startsWith(start)).map((o) => o.id);

describe("§ Continuous Powers (Aura): no moving away until it hits the warden", () => {
  it("the goblin beside it may not move; once its blade hits the warden, it may", () => {
    const a = arena(
      [
        { card: "Chain Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], choices: ["attack:Short Blade:A1", "end"], dice: [15] },
    );
    creatureTurn(a.g, "B1");
    expect(legal(a.decisions[0]!.options, "move:")).toEqual([]);
    expect(legal(a.decisions[1]!.options, "move:").length).toBeGreaterThan(0);
  });

  it("a miss leaves it held", () => {
    const a = arena(
      [
        { card: "Chain Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], choices: ["attack:Short Blade:A1", "end"], dice: [2] },
    );
    creatureTurn(a.g, "B1");
    expect(legal(a.decisions[1]!.options, "move:")).toEqual([]);
  });
});
