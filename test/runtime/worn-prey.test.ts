// "Minor action: An Immobilized adjacent enemy with 25 HP or less takes 25 damage": only an
// enemy beside it, in that condition, with that few hit points now, may be chosen.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Hit Points; § Immobilized
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/worn-prey.wb",
  text: `creature "Coil Drake" {
  level 8  cost 30  unaligned  factions Wild  keywords Magical-Beast
  AC 18  Fort 17  Ref 16  Will 15  speed 6  hp 60
  attack melee basic "Bite": +9 vs AC; 10 damage
  power "Swallow": minor action: one adjacent Immobilized enemy with 25 hp or less takes 25 damage
}
creature "Snared Hunter" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 40
  attack melee basic "Knife": +4 vs AC; 5 damage
}
`,
};

describe("'one adjacent Immobilized enemy with 25 hp or less' (§ How to Choose Targets; § Hit Points)", () => {
  it("of three adjacent enemies only the Immobilized one at 20 hp may be chosen; the one at 30 hp and the free one at 20 may not", () => {
    const a = arena(
      [
        { card: "Coil Drake", side: "A", at: [3, 3] },
        { card: "Snared Hunter", side: "B", at: [3, 4], hp: 20, conditions: ["Immobilized"] },
        { card: "Snared Hunter", side: "B", at: [4, 4], hp: 30, conditions: ["Immobilized"] },
        { card: "Snared Hunter", side: "B", at: [2, 4], hp: 20 },
      ],
      // The lone creature that may be chosen is not asked for.
      { extra: [cards], choices: ["power:Swallow", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "B2").hp).toBe(30);
    expect(creature(a, "B3").hp).toBe(20);
  });
});
