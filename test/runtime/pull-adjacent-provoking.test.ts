// "Pull any number of allies within 6 squares adjacent provoking opportunity attacks": the
// allies its player picks are pulled next to the creature, and each square a pulled ally
// leaves provokes from the enemies beside it, as a move would (card text breaking the rule
// that forced movement provokes nothing).
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Opportunity Attacks
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/pull-adjacent-provoking.wb",
  text: `creature "Banner Captain" {
  level 6  cost 20  good  factions Civilization  keywords Human
  AC 17  Fort 15  Ref 14  Will 15  speed 6  hp 50
  attack melee basic "Mace": +8 vs AC; 10 damage
  power "Gather Round": minor action: pull any number of allies within 6 squares adjacent provoking opportunity attacks
}
`,
};

const field = (choices: string[], dice: number[] = []) =>
  arena(
    [
      { card: "Banner Captain", side: "A", at: [5, 5] },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 9] },
      { card: "Cinder Goblin Cutter", side: "A", at: [9, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [4, 10] },
    ],
    { extra: [cards], dice, choices: ["power:Gather Round", ...choices, "end"] },
  );

describe("'pull any number of allies within 6 squares adjacent provoking opportunity attacks' (ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Opportunity Attacks)", () => {
  it("the ally picked is pulled next to the captain, provoking the enemy beside the square it leaves; the ally not picked stays", () => {
    const a = field(["A2", "done", "5,8", "attack", "5,7", "5,6"], [15]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 6 });
    expect(creature(a, "A3").space).toMatchObject({ x: 9, y: 5 });
    expect(a.decisions.map((d) => d.kind)).toContain("opportunity-attack");
    expect(creature(a, "A2").hp).toBe(15);
  });

  it("no ally picked: no one moves and no one is hurt", () => {
    const a = field(["done"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 9 });
    expect(creature(a, "A2").hp).toBe(20);
    expect(a.decisions.map((d) => d.kind)).not.toContain("opportunity-attack");
  });
});
