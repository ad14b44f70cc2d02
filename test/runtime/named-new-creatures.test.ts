// "Use at end of round: If you control 2 or more creatures named Horde Zombie, put 1 new Horde
// Zombie in your start area": creatures of that card in the power's warband (itself included)
// are counted, and the new creature is that card, not one that merely shares a word of its name.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name); § Powers and Effects (Summoning); § Set-Up (start areas)
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { arena, type Placement } from "./arena.js";

const stats = `level 3  cost 10  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  attack melee basic "Slam": +5 vs AC; 5 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/named-new-creatures.wb",
  text: `creature "Bog Shambler" {
  ${stats}
  power "Mire Call": use at end of round while you control 2 or more creatures named "Bog Shambler": place new creature named "Bog Shambler" in your start area
}
creature "Bog Shambler Elder" {
  ${stats}
}
`,
};

function afterRound(placements: Placement[], choices: string[]) {
  const a = arena(placements, { extra: [cards], choices });
  a.g.state.round = 1;
  endRound(a.g);
  return a.g.state.creatures.filter((c) => c.side === "A");
}

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Name): a new creature of the card named", () => {
  it("two Shamblers of side A: the one that uses it puts a third Bog Shambler (not the Elder) in side A's start area (row 0 or 1)", () => {
    const side = afterRound(
      [
        { card: "Bog Shambler", side: "A", at: [4, 5] },
        { card: "Bog Shambler", side: "A", at: [6, 5] },
      ],
      ["use", "decline", "3,1"],
    );
    expect(side.map((c) => c.card)).toEqual(["Bog Shambler", "Bog Shambler", "Bog Shambler"]);
    expect(side[2]!.space).toMatchObject({ x: 3, y: 1 });
  });

  it("one Shambler and an Elder (another card) do not make two: nothing is offered, no creature joins", () => {
    const side = afterRound(
      [
        { card: "Bog Shambler", side: "A", at: [4, 5] },
        { card: "Bog Shambler Elder", side: "A", at: [6, 5] },
        { card: "Bog Shambler", side: "B", at: [6, 9] },
      ],
      [],
    );
    expect(side).toHaveLength(2);
  });
});
