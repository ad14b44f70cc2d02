// A close attack made after a move: the cards' "Move up to 5 squares (minimum 2), then make
// 1 attack against each enemy within 2 squares". The burst is placed where the creature
// stands once it has moved, so it reaches the enemies near its new square.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Close Attacks (Burst); § Making an Attack
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const cards = {
  path: "test/close-approach.wb",
  text: `creature "Storm Ram" {
  level 5  cost 18  unaligned  factions Wild  keywords Beast
  AC 16  Fort 16  Ref 14  Will 13  speed 6  hp 60
  attack melee basic "Horn": +8 vs AC; 10 damage
  attack close burst 1 enemies only after moving 5 at least 2 "Stampede": +8 vs AC; 15 damage
}
creature "Hay Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 12  Fort 12  Ref 12  Will 12  speed 5  hp 40
  attack melee basic "Flop": +3 vs AC; 5 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Close Attacks: a burst after moving", () => {
  it("the ram moves 4 squares to 7,3, then its burst 1 hits both dummies beside that square (15 each), not the far one", () => {
    const a = arena(
      [
        { card: "Storm Ram", side: "A", at: [3, 3] },
        { card: "Hay Dummy", side: "B", at: [8, 2] },
        { card: "Hay Dummy", side: "B", at: [8, 4] },
        { card: "Hay Dummy", side: "B", at: [3, 9] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["attack:Stampede", "7,3", "B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 7, y: 3 });
    expect(creature(a, "B1").hp).toBe(25);
    expect(creature(a, "B2").hp).toBe(25);
    expect(creature(a, "B3").hp).toBe(40);
    expect(logText(a).some((t) => t.includes("Stampede"))).toBe(true);
  });
});
