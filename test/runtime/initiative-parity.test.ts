// Powers on the initiative test: "whenever your initiative roll is odd / even" (the d20
// the player kept, before any bonus) and "use before rolling initiative while no enemy
// champion is in play" (an extra die for a player facing no champion). Dice are scripted:
// player A's die first, then player B's.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 5 (Determine initiative); § Champion Test; § Champion Powers
import { describe, expect, it } from "vitest";
import { rollInitiative } from "../../runtime/ddm/round.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { attackBonusOf, speedOf } from "../../runtime/ddm/values.js";
import { arena, creature } from "./arena.js";

const extra = [
  {
    path: "test/initiative-parity.wb",
    text: `creature "Coin Slaad" {
  level 4  cost 12  unaligned  factions Wild  keywords Slaad
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Odd Luck": whenever your initiative roll is odd: this creature gets +2 speed until end of round
  power "Even Luck": use when your initiative roll is even: this creature gets +3 attack until end of round
}
creature "Field Herald" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 5 damage
  power "Lone Call": use before rolling initiative while no enemy champion is in play: you roll 1 extra d20 for initiative this round
}
creature "Ridge Chief" {
  level 4  cost 12  evil  factions Wild  keywords Goblin  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
}
`,
  },
];
const goblinB = { card: "Cinder Goblin Cutter", side: "B" as const, at: [3, 9] as [number, number] };
const clawBonus = (a: ReturnType<typeof arena>) => {
  const claw = cardOf(a.g, creature(a, "A1").card).attacks[0]!;
  return attackBonusOf(a.g, "A1", claw).value - claw.bonus;
};

describe("§ Champion Test: the parity of the kept initiative die", () => {
  it("an odd 7 gives +2 speed and offers no even power; an even 12, used, gives +3 attack and no speed", () => {
    const odd = arena([{ card: "Coin Slaad", side: "A", at: [3, 3] }, goblinB], { extra, dice: [7, 3] });
    rollInitiative(odd.g);
    expect(speedOf(odd.g, "A1").value).toBe(8);
    expect(clawBonus(odd)).toBe(0);
    expect(odd.decisions).toHaveLength(0);
    const even = arena([{ card: "Coin Slaad", side: "A", at: [3, 3] }, goblinB], { extra, dice: [12, 3], choices: ["use"] });
    rollInitiative(even.g);
    expect(speedOf(even.g, "A1").value).toBe(6);
    expect(clawBonus(even)).toBe(3);
  });

  it("the opponent's die does not count: A's 4 is even though B rolled 9", () => {
    const a = arena([{ card: "Coin Slaad", side: "A", at: [3, 3] }, goblinB], { extra, dice: [4, 9], choices: ["use"] });
    rollInitiative(a.g);
    expect(speedOf(a.g, "A1").value).toBe(6);
    expect(clawBonus(a)).toBe(3);
  });
});

describe("§ Champion Test: an extra die while no enemy champion is in play", () => {
  it("against no champion the herald rolls two dice (3 and 16) and wins against 10; against a champion (its rating gives B a second die: 10 and 5) it is not offered", () => {
    const alone = arena([{ card: "Field Herald", side: "A", at: [3, 3] }, goblinB], { extra, dice: [3, 16, 10], choices: ["use"] });
    expect(rollInitiative(alone.g)).toBe(0);
    expect(alone.dice.remaining()).toBe(0);
    const faced = arena([{ card: "Field Herald", side: "A", at: [3, 3] }, { card: "Ridge Chief", side: "B", at: [3, 9] }], { extra, dice: [3, 10, 5] });
    expect(rollInitiative(faced.g)).toBe(1);
    expect(faced.decisions).toHaveLength(0);
  });
});
