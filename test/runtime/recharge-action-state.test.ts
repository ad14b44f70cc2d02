// "Recharge as a move action if no enemy is adjacent", written "recharge as move action if no
// enemy is adjacent to it": the creature may spend its move action to regain the spent use only
// in that state. Scripted dice and decisions play the turns.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Actions
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/recharge-action-state.wb",
  text: `creature "Ember Archer" {
  level 3  cost 12  unaligned  factions Civilization  keywords Elf
  AC 15  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Knife": +4 vs AC; 5 damage
  attack ranged sight "Ember Arrow" recharge as move action if no enemy is adjacent to it: +9 vs AC; 15 damage
}
`,
};

const field = (goblinAt: [number, number], choices: string[]) =>
  arena(
    [
      { card: "Ember Archer", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "B", at: goblinAt },
    ],
    { extra: [cards], choices, dice: [15] },
  );

const offered = (options: { id: string; legal: boolean }[]) => options.find((o) => o.id === "recharge:Ember Arrow");

describe("ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers): a recharge by an action, in a state", () => {
  it("with no enemy adjacent, the move action regains the spent arrow", () => {
    const a = field([3, 8], ["attack:Ember Arrow:B1", "recharge:Ember Arrow", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(5);
    expect(offered(a.decisions[1]!.options)?.legal).toBe(true);
    expect(creature(a, "A1").spent["Ember Arrow"] ?? 0).toBe(0);
  });

  it("with an enemy adjacent, the recharge is not offered and the arrow stays spent", () => {
    // The goblin beside it declines the opportunity attack the arrow provokes.
    const a = field([3, 4], ["attack:Ember Arrow:B1", "decline", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(5);
    expect(offered(a.decisions[2]!.options)?.legal).toBe(false);
    expect(creature(a, "A1").spent["Ember Arrow"]).toBe(1);
  });
});
