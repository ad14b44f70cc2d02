// A champion power used as its player loses initiative that gives a bonus to "the first ally
// you take a turn with this round": "use when you lose initiative: "Eye of Fury" lasts until
// end of round; whenever start of turn of first ally to take turn this round while "Eye of
// Fury" lasts: that ally gets +10 damage with melee attacks until end of round". The ally whose
// turn comes first gets it (the owner, not its own ally, going first does not take it); the
// next ally does not.
// ddm-battle-rules-2011.txt § Champion Powers; § Champion Test; § Start of Turn Phase
import { describe, expect, it } from "vitest";
import { rollInitiative } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/champion-first-ally.wb",
  text: `creature "Fury Priest" {
  level 6  cost 20  evil  factions Wild  keywords Orc  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Eye of Fury": use when you lose initiative: "Eye of Fury" lasts until end of round; whenever start of turn of first ally to take turn this round while "Eye of Fury" lasts: that ally gets +10 damage with melee attacks until end of round
}
`,
};

function field() {
  // Both champions rate 2; A rolls 5, B rolls 12: A loses and uses the power.
  return arena(
    [
      { card: "Fury Priest", side: "A", at: [3, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [4, 3] },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 3] },
      { card: "Fury Priest", side: "B", at: [3, 9] },
    ],
    { extra: [cards], dice: [5, 12], choices: ["use", "end", "end", "end"] },
  );
}

describe("§ Champion Powers: a bonus for the first ally to take a turn this round", () => {
  it("the first goblin to act gets +10 melee damage; the second does not", () => {
    const a = field();
    expect(rollInitiative(a.g)).toBe(1);
    const blade = cardOf(a.g, "Cinder Goblin Cutter").attacks[0]!;
    creatureTurn(a.g, "A3");
    creatureTurn(a.g, "A2");
    expect(damageBonusOf(a.g, "A3", blade, "B1").value).toBe(10);
    expect(damageBonusOf(a.g, "A2", blade, "B1").value).toBe(0);
  });

  it("the priest acting first is not its own ally: the goblin after it gets the bonus", () => {
    const a = field();
    rollInitiative(a.g);
    const blade = cardOf(a.g, "Cinder Goblin Cutter").attacks[0]!;
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(damageBonusOf(a.g, "A2", blade, "B1").value).toBe(10);
    expect(damageBonusOf(a.g, "A1", cardOf(a.g, "Fury Priest").attacks[0]!, "B1").value).toBe(0);
  });
});
