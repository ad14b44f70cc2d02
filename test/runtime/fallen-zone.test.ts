// A zone left where a creature falls: "whenever this creature is destroyed: adjacent creatures
// take 5 acid damage and this creature's space deals 5 acid damage to creatures entering it until
// end of battle" (the importer's reading of a counter placed in the square it occupied). As it
// falls, the creature beside it takes 5 acid; afterwards a creature moving into that square
// takes 5 acid, in later rounds too; one passing beside it
// takes none. Every creature and number is invented for this test.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Powers and Effects; § Movement
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { endRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/fallen-zone.wb",
  text: `creature "Acid Husk" {
  level 3  cost 10  evil  factions Wild  keywords Dragon
  AC 10  Fort 12  Ref 12  Will 12  speed 6  hp 10
  attack melee basic "Claw": +4 vs AC; 5 damage
  power "Caustic Remains": whenever this creature is destroyed: adjacent creatures take 5 acid damage and this creature's space deals 5 acid damage to creatures entering it until end of battle
}
`,
};

describe("§ Powers and Effects: a square that burns each creature entering it, where the creature fell", () => {
  it("the goblin beside it takes 5 acid as it falls; stepping into the square later costs 5 acid more, next round too; a square beside it, nothing", () => {
    const a = arena(
      [
        { card: "Acid Husk", side: "A", at: [5, 5], hp: 5 },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 8] },
      ],
      { extra: [cards], dice: [15], choices: ["move:5,5", "end", "move:6,5", "end"] },
    );
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Short Blade"), "A1");
    expect(creature(a, "A1").status).toBe("destroyed");
    expect(creature(a, "B1").hp).toBe(15);
    a.g.state.round = 1;
    endRound(a.g);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 5, y: 5 });
    expect(creature(a, "B1").hp).toBe(10);
    creatureTurn(a.g, "B2");
    expect(creature(a, "B2").space).toMatchObject({ x: 6, y: 5 });
    expect(creature(a, "B2").hp).toBe(20);
  });
});
