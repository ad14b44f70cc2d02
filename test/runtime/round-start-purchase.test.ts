// "Use at start of round while you have 5 or more VP: you spend 5 VP and choose one (this
// creature gets +2 attack until end of round and … +10 damage …) or you roll 1 extra d20 for
// initiative this round" (the importer's reading of "spend 5 VP, then choose 1 effect. Spur
// On: … Tactical Surge: …"): paid first, then the player's pick; the initiative die counts in
// this round's test, which comes after the start of the round. Without 5 VP it is not offered.
// Every creature and number is invented for this test.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), steps 4-5; § Champion Test;
// § Scenarios and Variants (Assault: Scoring Victory Points)
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { initiativeDiceOf } from "../../runtime/ddm/round-effects.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/round-start-purchase.wb",
  text: `creature "Sellsword Captain" {
  level 4  cost 14  unaligned  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Sword": +7 vs AC; 10 damage
  power "Paid Orders": use at start of round while you have 5 or more VP: you spend 5 VP and choose one (this creature gets +2 attack until end of round and this creature gets +10 damage until end of round) or you roll 1 extra d20 for initiative this round
}
`,
};
const field = (choices: string[]) =>
  arena(
    [
      { card: "Sellsword Captain", side: "A", at: [5, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
    ],
    { extra: [cards], choices },
  );

describe("§ The Battle, step 4: VP spent at the start of the round for a chosen effect", () => {
  it("with 12 VP: 5 are spent and the second choice gives 1 extra d20 for this round's initiative", () => {
    const a = field(["use", "2"]);
    a.g.state.players[0]!.vp = 12;
    startRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(7);
    expect(initiativeDiceOf(a.g, 0)).toBe(1);
  });

  it("with 4 VP it is not offered: nothing is spent and no die is added", () => {
    const a = field([]);
    a.g.state.players[0]!.vp = 4;
    startRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(4);
    expect(initiativeDiceOf(a.g, 0)).toBe(0);
  });
});
