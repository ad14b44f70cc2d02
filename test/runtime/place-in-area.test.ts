// A creature in play placed in an area of the map by its own power ("move action: place
// this creature in any victory area"): its player picks the space, and being placed is not
// moving, so leaving an enemy's side provokes nothing.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § Opportunity Attacks
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const gatewalker = {
  path: "test/gatewalker.wb",
  text: `creature "Gate Walker" {
  level 4  cost 15  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Gate Step": move action: place this creature in any victory area
}
`,
};

describe("placed in an area by its own power", () => {
  it("goes to the victory-area space its player picks, without an opportunity attack from the enemy beside it", () => {
    const a = arena(
      [
        { card: "Gate Walker", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [gatewalker], choices: ["power:Gate Step", "5,8", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 8 });
    expect(creature(a, "A1").hp).toBe(40);
    expect(a.decisions.some((d) => /opportunity attack/.test(d.prompt))).toBe(false);
  });
});
