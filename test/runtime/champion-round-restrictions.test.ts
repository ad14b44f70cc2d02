// A champion power used at the start of the round that forbids the enemies beside its
// owner to attack it until the round ends: "adjacent enemies cannot attack this creature
// until end of round". The enemies beside it then are named; each may still attack the
// owner's allies, an enemy farther off may attack the owner, and the round's end lifts it.
// ddm-battle-rules-2011.txt § Champion Powers; § Core Rules and Exceptions; § How to Choose Targets
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/champion-round-restrictions.wb",
  text: `creature "Hooded Adept" {
  level 4  cost 15  unaligned  factions Wild  keywords Human  champion 1
  AC 17  Fort 14  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Staff": +8 vs AC; 5 damage
  champion power "Serpent Ward": use at start of round: adjacent enemies cannot attack this creature until end of round
}
`,
};

describe("ddm-battle-rules-2011.txt § Champion Powers: 'adjacent enemies cannot attack this creature until end of round'", () => {
  it("the enemy beside the adept may not target it but may target its ally; the enemy farther off may; the round's end lifts it", () => {
    const a = arena(
      [
        { card: "Hooded Adept", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    const blade = (id: string) => cardOf(a.g, creature(a, id).card).attacks[0]!;
    const ally = a.id("Cinder Goblin Cutter", "A");
    startRound(a.g);
    expect(mayTarget(a.g, "B1", blade("B1"), "A1").allowed).toBe(false);
    expect(mayTarget(a.g, "B1", blade("B1"), ally).allowed).toBe(true);
    // Named as the power is used: the far goblin stepping in later is not barred.
    creature(a, "B2").space = { x: 4, y: 3, size: 1 };
    expect(mayTarget(a.g, "B2", blade("B2"), "A1").allowed).toBe(true);
    endRound(a.g);
    expect(mayTarget(a.g, "B1", blade("B1"), "A1").allowed).toBe(true);
  });
});
