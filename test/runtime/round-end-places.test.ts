// Powers used as the round ends, by where the creature stands: "use at end of round while it
// occupies opponent's start area: you score 5 VP", and "use at end of round while adjacent to worth
// 12 VP or less enemy: roll d20 on 11 to 20 (choose one adjacent worth 12 VP or less enemy and that
// enemy is destroyed and this creature is destroyed)" (the card's "eliminate both creatures (score
// normally)": each destroyed creature scores its worth for the other side). The arena: side A
// starts on rows 0-1, side B on rows 10-11. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), steps 3 and 7; § Hit Points (Destroyed);
// § Assault (Destroying enemy creatures)
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { arena, creature, type Placement } from "./arena.js";

const cards = {
  path: "test/round-end-places.wb",
  text: `creature "Brash Wyrmling" {
  level 4  cost 17  good  factions Wild  keywords Dragon  champion 2
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Bite": +7 vs AC; 10 damage
  champion power "Raid the Camp": use at end of round while it occupies opponent's start area: you score 5 VP
  champion power "Reckless Tussle": use at end of round while adjacent to worth 12 VP or less enemy: roll d20 on 11 to 20 (choose one adjacent worth 12 VP or less enemy and that enemy is destroyed and this creature is destroyed)
}
creature "Iron Warden" {
  level 6  cost 20  unaligned  factions Wild  keywords Construct
  AC 16  Fort 16  Ref 12  Will 12  speed 5  hp 50
  attack melee basic "Fist": +7 vs AC; 10 damage
}
`,
};

/** A round's end with the wyrmling (A) where the test puts it; `dice` for the d20, `choices` for the powers offered. */
function afterRound(placements: Placement[], choices: string[], dice: number[] = []) {
  const a = arena(placements, { extra: [cards], choices, dice });
  a.g.state.round = 1;
  endRound(a.g);
  return a;
}

describe("§ The Battle, step 3 (start areas): a score for ending the round in the opponent's start area", () => {
  it("in B's start area: 5 VP; in the open: the power is not offered", () => {
    const there = afterRound([{ card: "Brash Wyrmling", side: "A", at: [3, 10] }, { card: "Iron Warden", side: "B", at: [9, 11] }], ["use"]);
    expect(there.g.state.players[0]!.vp).toBe(5);
    const open = afterRound([{ card: "Brash Wyrmling", side: "A", at: [3, 5] }, { card: "Iron Warden", side: "B", at: [9, 11] }], []);
    expect(open.decisions.some((d) => d.kind === "use-power")).toBe(false);
    expect(open.g.state.players[0]!.vp).toBe(0);
  });
});

describe("§ Hit Points (Destroyed): both creatures eliminated on the roll, each scoring normally", () => {
  const beside: Placement[] = [
    { card: "Brash Wyrmling", side: "A", at: [5, 5] },
    { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
  ];

  it("a 15 beside the goblin (worth 9): both destroyed, A scores 9 and B 17; a 10: neither", () => {
    const hit = afterRound(beside, ["use"], [15]);
    expect([creature(hit, "A1").status, creature(hit, "B1").status]).toEqual(["destroyed", "destroyed"]);
    expect(hit.g.state.players.map((p) => p.vp)).toEqual([9, 17]);
    const miss = afterRound(beside, ["use"], [10]);
    expect([creature(miss, "A1").status, creature(miss, "B1").status]).toEqual(["in-play", "in-play"]);
  });

  it("beside only the warden (worth 20): the power is not offered", () => {
    const a = afterRound([{ card: "Brash Wyrmling", side: "A", at: [5, 5] }, { card: "Iron Warden", side: "B", at: [5, 6] }], []);
    expect(a.decisions.some((d) => d.kind === "use-power")).toBe(false);
  });
});
