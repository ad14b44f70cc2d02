// "Nonflying enemies of size Large or smaller cannot move or shift out of squares adjacent
// to this creature": while beside it such an enemy cannot move or shift at all (card text,
// tier 4, over the core permission); one with Flight, a Huge one, or one not beside it can.
// ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Move Actions (Shift); § Movement Modes
import { describe, expect, it } from "vitest";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/held-beside.wb",
  text: `creature "Rootbound Warden" {
  level 6  cost 20  unaligned  factions Wild  keywords Plant
  AC 18  Fort 18  Ref 14  Will 16  speed 5  hp 60
  attack melee basic "Branch": +10 vs AC; 10 damage
  power "Deep Roots": enemies both adjacent to this creature as well as both Large or smaller as well as without flight cannot move and enemies both adjacent to this creature as well as both Large or smaller as well as without flight cannot shift
}
creature "Hill Titan" {
  level 9  cost 40  unaligned  size Huge  factions Wild  keywords Giant
  AC 20  Fort 22  Ref 16  Will 18  speed 6  hp 120
  attack melee basic "Club": +14 vs AC; 20 damage
}
`,
};

describe("§ Core Rules and Exceptions: held beside it", () => {
  it("an adjacent goblin cannot move or shift; a goblin farther off can", () => {
    const a = arena(
      [
        { card: "Rootbound Warden", side: "A", at: [5, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 9] },
      ],
      { extra: [cards] },
    );
    expect(mayAct(a.g, "B1", "move").allowed).toBe(false);
    expect(mayAct(a.g, "B1", "shift").allowed).toBe(false);
    expect(mayAct(a.g, "B2", "move").allowed).toBe(true);
  });

  it("an adjacent drake with Flight and an adjacent Huge titan move as usual", () => {
    const a = arena(
      [
        { card: "Rootbound Warden", side: "A", at: [5, 5] },
        { card: "Cinder Drake", side: "B", at: [5, 6] },
        { card: "Hill Titan", side: "B", at: [2, 4] },
      ],
      { extra: [cards] },
    );
    expect(mayAct(a.g, "B1", "move").allowed).toBe(true);
    expect(mayAct(a.g, "B2", "move").allowed).toBe(true);
    expect(mayAct(a.g, "B2", "shift").allowed).toBe(true);
  });
});
