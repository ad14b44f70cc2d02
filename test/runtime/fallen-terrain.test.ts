// Terrain a creature lays as it is destroyed ("whenever this creature is destroyed: squares
// within 1 squares gain smoke terrain until end of next round"): its own powers act where it
// fell, before it leaves play, and a duration counted in rounds outlasts it.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Battle Maps and Terrain; § Powers and Effects
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/fallen-terrain.wb",
  text: `creature "Axe Brute" {
  level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Axe": +6 vs AC; 20 damage
}
creature "Soot Imp" {
  level 3  cost 10  evil  factions Wild  keywords Demon
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 20
  attack melee basic "Claw": +4 vs AC; 5 damage
  power "Soot Veil": whenever this creature is destroyed: squares within 1 squares gain "smoke" terrain until end of next round
}
`,
};

describe("ddm-battle-rules-2011.txt § Hit Points (Destroyed): terrain laid where it fell", () => {
  it("the Imp destroyed at 5,5 leaves smoke on its square and the 8 around it, none 2 squares away", () => {
    const a = arena(
      [
        { card: "Axe Brute", side: "A", at: [5, 4] },
        { card: "Soot Imp", side: "B", at: [5, 5] },
      ],
      { extra: [cards], dice: [15] },
    );
    resolveAttack(a.g, "A1", cardOf(a.g, "Axe Brute").attacks[0]!, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    const smoke = (x: number, y: number) => typesAt(a.g, { x, y }).has("smoke");
    expect([smoke(5, 5), smoke(4, 4), smoke(6, 6), smoke(5, 4)]).toEqual([true, true, true, true]);
    expect([smoke(5, 7), smoke(3, 5)]).toEqual([false, false]);
  });
});
