// "Use at end of round, only if this creature occupies one of your victory areas and no other
// creature occupies that victory area: you score 10 VP": usable only while it holds one of its
// own victory areas alone, ally or enemy; the scenario's own award is scored as well.
// ddm-battle-rules-2011.txt § Scenarios and Variants (Assault; victory areas); § The Battle (Game Overview), step 7
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { arena, type Placement } from "./arena.js";

const agents = {
  path: "test/agents.wb",
  text: `creature "Quiet Infiltrator" {
  level 4  cost 12  evil  factions Underdark  keywords Drow
  AC 15  Fort 14  Ref 15  Will 14  speed 6  hp 30
  attack melee basic "Dagger": +6 vs AC; 5 damage
  power "Hold the Vault": use at end of round while it occupies one of its victory areas alone: you score 10 VP
}
`,
};

/** Side A's VP after the round ends; its victory area is 5,8 to 6,9 (Assault at 100 points awards 5 VP for holding one). */
function vpAfterRound(placements: Placement[]): number {
  const a = arena(placements, { extra: [agents], choices: ["use"] });
  a.g.state.round = 1;
  endRound(a.g);
  return a.g.state.players[0]!.vp;
}

describe("§ Victory areas: a power usable while holding one alone", () => {
  it("scores its 10 VP alone in the area, and not when another creature (enemy or ally) shares it", () => {
    const agent = { card: "Quiet Infiltrator", side: "A" as const, at: [5, 8] as [number, number] };
    expect(vpAfterRound([agent, { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] }])).toBe(15);
    expect(vpAfterRound([agent, { card: "Cinder Goblin Cutter", side: "B", at: [6, 9] }])).toBe(5);
    expect(vpAfterRound([agent, { card: "Cinder Goblin Cutter", side: "A", at: [5, 9] }, { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] }])).toBe(5);
  });
});
