// "Can't make a ranged attack and move on the same turn" (a slow reload), written "cannot make
// ranged attacks while it has moved this turn and cannot move while it made ranged attack this
// turn": once it has moved, its ranged attacks are not offered; once it has shot, no move is.
// Its melee attack is not barred. Scripted decisions play the turn.
// ddm-battle-rules-2011.txt § Take Actions Phase; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/ranged-or-move.wb",
  text: `creature "Heavy Crossbowman" {
  level 3  cost 12  unaligned  factions Civilization  keywords Human
  AC 15  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Butt": +4 vs AC; 5 damage
  attack ranged 10 "Heavy Bolt": +8 vs AC; 15 damage
  power "Slow Reload": cannot make ranged attacks while it has moved this turn and cannot move while it made ranged attack this turn
}
`,
};

const field = (choices: string[], dice: number[] = []) =>
  arena(
    [
      { card: "Heavy Crossbowman", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: [3, 8] },
    ],
    { extra: [cards], choices, dice },
  );

const legal = (options: { id: string; legal: boolean }[], start: string) => options.filter((o) => o.legal && o.id.startsWith(start)).map((o) => o.id);

describe("ddm-battle-rules-2011.txt § Core Rules and Exceptions: a ranged attack and a move, never both in one turn", () => {
  it("at the start of its turn it may shoot or move; after a move no ranged attack is offered", () => {
    const a = field(["move:3,4", "end"]);
    creatureTurn(a.g, "A1");
    expect(legal(a.decisions[0]!.options, "attack:Heavy Bolt")).toEqual(["attack:Heavy Bolt:B1"]);
    expect(legal(a.decisions[0]!.options, "move:").length).toBeGreaterThan(0);
    expect(legal(a.decisions[1]!.options, "attack:Heavy Bolt")).toEqual([]);
  });

  it("after its ranged attack no move is offered, and the goblin took the bolt's 15 damage", () => {
    const a = field(["attack:Heavy Bolt:B1", "end"], [15]);
    creatureTurn(a.g, "A1");
    expect(a.g.state.creatures.find((c) => c.id === "B1")!.hp).toBe(5);
    expect(legal(a.decisions[1]!.options, "move:")).toEqual([]);
  });
});
