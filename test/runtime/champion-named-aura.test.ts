// A champion power's bonus against targets inside an enemy's aura of a name: "allies get
// +5 damage with melee attacks against targets in "Menace" aura until end of round". The
// target counts while it stands within the radius of an enemy of its own whose card has that
// aura, and not while that aura's owner is inactive (an aura does nothing then).
// ddm-battle-rules-2011.txt § Champion Powers; § Continuous Powers (Aura); § Stunned
import { describe, expect, it } from "vitest";
import { addCondition } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/champion-named-aura.wb",
  text: `creature "Alley Boss" {
  level 6  cost 20  unaligned  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Club": +6 vs AC; 10 damage
  aura 2 "Menace": enemies -1 attack
  champion power "Lean On Them": use at start of round: allies get +5 damage with melee attacks against targets in "Menace" aura until end of round
}
creature "Alley Tough" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 5  hp 30
  attack melee basic "Cudgel": +5 vs AC; 10 damage
}
`,
};

describe("§ Continuous Powers (Aura): a bonus against targets in an enemy's aura of a name", () => {
  it("+5 against the enemy 2 squares from the boss, none against the one 4 squares off, none once the boss is Stunned", () => {
    const a = arena(
      [
        { card: "Alley Boss", side: "A", at: [3, 3] },
        { card: "Alley Tough", side: "A", at: [5, 4] },
        { card: "Alley Tough", side: "B", at: [5, 5] },
        { card: "Alley Tough", side: "B", at: [7, 3] },
      ],
      { extra: [cards], choices: ["use"] },
    );
    startRound(a.g);
    const cudgel = cardOf(a.g, "Alley Tough").attacks[0]!;
    const ally = a.id("Alley Tough", "A");
    expect(damageBonusOf(a.g, ally, cudgel, "B1").value).toBe(5);
    expect(damageBonusOf(a.g, ally, cudgel, "B2").value).toBe(0);
    addCondition(a.g, "A1", "Stunned", { kind: "save-ends" }, { creature: "B1", rule: "test", src: null });
    expect(damageBonusOf(a.g, ally, cudgel, "B1").value).toBe(0);
  });
});
