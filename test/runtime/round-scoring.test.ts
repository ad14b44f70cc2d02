// Scorings a power sets for the end of the round: "at end of round you score 5 VP for each
// nonadjacent enemy within 5 squares" (the enemies counted as the round ends, from the power's
// owner), and "enemies in victory area this creature occupies score no VP for occupying victory
// areas this round" (used at the end of the round, before victory areas score), and "choose one
// bloodied ally in one of its victory areas and you score 15 VP at end of round if that ally
// still occupies that victory area" (the area remembered as the round starts); "at end of round
// each creature in victory area scores 5 VP for its player" (both players, any area). The arena's
// map: side A scores in 5,8 to 6,9, side B in 5,2 to 6,3; Assault at 100 points awards 5 VP for
// holding one. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7 (End of round); § Scenarios and
// Variants (Assault: Scoring Victory Points); § Champion Powers
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { endRound, startRound } from "../../runtime/ddm/round.js";
import { arena, type Placement } from "./arena.js";

const cards = {
  path: "test/round-scoring-creatures.wb",
  text: `creature "Storm Drake" {
  level 8  cost 30  evil  factions Wild  keywords Dragon  champion 1
  AC 18  Fort 17  Ref 16  Will 16  speed 6  hp 80
  attack melee basic "Bite": +9 vs AC; 15 damage
  champion power "Thunder Census": use at start of round: at end of round you score 5 VP for each nonadjacent enemy within 5 squares
}
creature "Hoard Warden" {
  level 8  cost 30  good  factions Wild  keywords Dragon  champion 1
  AC 18  Fort 17  Ref 16  Will 16  speed 6  hp 80
  attack melee basic "Bite": +9 vs AC; 15 damage
  champion power "Hold the Hoard": use at start of round: choose one ally that is both bloodied as well as in one of its victory areas and you score 15 VP at end of round if that ally still occupies that victory area
}
creature "Gilded Drake" {
  level 8  cost 30  good  factions Wild  keywords Dragon  champion 1
  AC 18  Fort 17  Ref 16  Will 16  speed 6  hp 80
  attack melee basic "Bite": +9 vs AC; 15 damage
  champion power "Gold Rush": use at start of round: at end of round each creature in victory area scores 5 VP for its player
}
creature "Toll Collector" {
  level 3  cost 9  evil  factions Wild  keywords Undead
  AC 13  Fort 13  Ref 12  Will 12  speed 5  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Toll": use at end of round while it occupies victory area: enemies in victory area this creature occupies score no VP for occupying victory areas this round
}
`,
};
const extra = [cards];

describe("§ The Battle, step 7: VP for each creature counted at the end of the round", () => {
  // The drake at 5,5; goblins at 5,7 (2 squares), 9,5 (4), 5,6 (adjacent) and 11,11 (6 squares away).
  const field: Placement[] = [
    { card: "Storm Drake", side: "A", at: [5, 5] },
    { card: "Cinder Goblin Cutter", side: "B", at: [3, 7] },
    { card: "Cinder Goblin Cutter", side: "B", at: [9, 5] },
    { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
    { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
  ];

  it("two enemies within 5 squares but not adjacent, counted as the round ends: 10 VP; none scored at the start", () => {
    const a = arena(field, { extra, choices: ["use"] });
    startRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(0);
    endRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(10);
  });

  it("an enemy destroyed before the round ends is not counted: 5 VP beside the goblin's own cost", () => {
    const a = arena(field, { extra, choices: ["use"] });
    startRound(a.g);
    applyDamage(a.g, "B2", [{ amount: 100, type: null }], { creature: null, rule: "test damage", src: null });
    const before = a.g.state.players[0]!.vp;
    endRound(a.g);
    expect(a.g.state.players[0]!.vp - before).toBe(5);
  });

  it("nothing is scored if the drake has left play by the round's end", () => {
    const a = arena(field, { extra, choices: ["use"] });
    startRound(a.g);
    applyDamage(a.g, "A1", [{ amount: 200, type: null }], { creature: null, rule: "test damage", src: null });
    endRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(0);
  });
});

describe("§ Scenarios and Variants (Scoring Victory Points): each creature in any victory area scores for its player", () => {
  it("A's drake in its own area and goblin in B's: 10 VP besides A's 5 for holding its area; B's goblin in A's area: 5 VP; the one in the open nothing", () => {
    const a = arena(
      [
        { card: "Gilded Drake", side: "A", at: [5, 8] },
        { card: "Cinder Goblin Cutter", side: "A", at: [5, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 9] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    endRound(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([15, 5]);
  });
});

describe("§ Scenarios and Variants (Scoring Victory Points): VP for an ally still holding the victory area it held", () => {
  // A's victory area is 5,8 to 6,9; the bloodied goblin holds it as the round starts, the warden stands apart.
  const field: Placement[] = [
    { card: "Hoard Warden", side: "A", at: [0, 5] },
    { card: "Cinder Goblin Cutter", side: "A", at: [5, 8], hp: 5 },
    { card: "Cinder Goblin Cutter", side: "B", at: [11, 11] },
  ];
  /** Side A's VP after a round in which the goblin ends at `end`. */
  function aAfterRound(end: { x: number; y: number }): number {
    const a = arena(field, { extra, choices: ["use"] });
    startRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(0);
    a.g.state.creatures.find((c) => c.id === "A2")!.space = { ...end, size: 1 };
    endRound(a.g);
    return a.g.state.players[0]!.vp;
  }

  it("still in it at the round's end: 15 VP besides the area's own 5; moved out, or into B's area, nothing", () => {
    expect(aAfterRound({ x: 6, y: 9 })).toBe(20);
    expect(aAfterRound({ x: 5, y: 5 })).toBe(0);
    expect(aAfterRound({ x: 5, y: 2 })).toBe(0);
  });

  it("no bloodied ally in its victory area: no ally to choose, so nothing is kept", () => {
    const a = arena([{ ...field[0]! }, { ...field[1]!, hp: undefined }, field[2]!], { extra, choices: ["use"] });
    startRound(a.g);
    endRound(a.g);
    expect(a.g.state.players[0]!.vp).toBe(5);
  });
});

describe("§ Scenarios and Variants (Scoring Victory Points): enemies in its victory area score nothing this round", () => {
  /** Side B's VP after the round ends. */
  function bAfterRound(placements: Placement[], choices: string[]): number {
    const a = arena(placements, { extra, choices });
    a.g.state.round = 1;
    endRound(a.g);
    return a.g.state.players[1]!.vp;
  }
  const goblin: Placement = { card: "Cinder Goblin Cutter", side: "B", at: [6, 3] };

  it("with the collector in B's victory area, the goblin holding it scores B nothing; declined, B scores its 5 VP", () => {
    const collector: Placement = { card: "Toll Collector", side: "A", at: [5, 2] };
    expect(bAfterRound([collector, goblin], ["use"])).toBe(0);
    expect(bAfterRound([collector, goblin], ["decline"])).toBe(5);
  });

  it("outside that victory area the power is not usable: B scores its 5 VP", () => {
    expect(bAfterRound([{ card: "Toll Collector", side: "A", at: [0, 5] }, goblin], [])).toBe(5);
  });
});
