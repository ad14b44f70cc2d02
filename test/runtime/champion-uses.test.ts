// Champion-power uses taken or given back by a power, and a champion's rating set aside
// for the initiative test for a while. A champion may use its champion powers as many
// times as its champion rating (§ Champion Powers, Champion Rating); the higher rating
// in the champion test rolls a second d20 (§ Champion Test).
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Champion Test
import { describe, expect, it } from "vitest";
import { rollInitiative, startRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/champion-uses.wb",
  text: `creature "Hushing Herald" {
  level 5  cost 18  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Hush": use at start of round: one champion enemy loses 1 champion power use
}
creature "Doubting Herald" {
  level 5  cost 18  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Staff": +7 vs AC; 10 damage
  champion power "Doubt": use at start of round: choose one champion enemy and that enemy gets champion rating 0 for initiative until end of round
}
creature "Bold Captain" {
  level 5  cost 18  evil  factions Wild  keywords Orc  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Axe": +7 vs AC; 10 damage
  champion power "Rally": use at start of round: you score 5 VP
}
creature "Great Warlord" {
  level 9  cost 40  evil  factions Wild  keywords Orc  champion 3
  AC 18  Fort 17  Ref 17  Will 17  speed 6  hp 80
  attack melee basic "Axe": +10 vs AC; 15 damage
}
creature "Patient Warlord" {
  level 9  cost 40  evil  factions Wild  keywords Orc  champion 3
  AC 18  Fort 17  Ref 17  Will 17  speed 6  hp 80
  attack melee basic "Axe": +10 vs AC; 15 damage
  power "Second Wind": use at start of round: this creature regains 1 champion power use
}
`,
};
const extra = [cards];

describe("'one champion enemy loses 1 champion power use' (§ Champion Powers, Champion Rating)", () => {
  it("the enemy champion's only use is gone: its own start-of-round power is no longer offered", () => {
    const a = arena(
      [
        { card: "Hushing Herald", side: "A", at: [3, 3] },
        { card: "Bold Captain", side: "B", at: [3, 9] },
      ],
      { extra, choices: ["use"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(creature(a, "B1").championUsed).toBe(1);
    expect(a.decisions).toHaveLength(1);
    expect(a.g.state.players[1]!.vp).toBe(0);
  });

  it("declined, the enemy champion still has its use and scores with it", () => {
    const a = arena(
      [
        { card: "Hushing Herald", side: "A", at: [3, 3] },
        { card: "Bold Captain", side: "B", at: [3, 9] },
      ],
      { extra, choices: ["decline", "use"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(a.g.state.players[1]!.vp).toBe(5);
    expect(creature(a, "B1").championUsed).toBe(1);
  });

  it("'this creature regains 1 champion power use' gives back one spent use, never more than the rating", () => {
    const a = arena([{ card: "Patient Warlord", side: "B", at: [3, 9] }, { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] }], { extra, choices: ["use"] });
    creature(a, "B1").championUsed = 2;
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(creature(a, "B1").championUsed).toBe(1);
    const full = arena([{ card: "Patient Warlord", side: "B", at: [3, 9] }, { card: "Cinder Goblin Cutter", side: "A", at: [3, 3] }], { extra, choices: ["use"] });
    full.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(full.g);
    expect(creature(full, "B1").championUsed ?? 0).toBe(0);
  });
});

describe("'that enemy gets champion rating 0 for initiative until end of round' (§ Champion Test)", () => {
  it("used, the rating-3 warlord counts 0: the herald (rating 1) rolls the second die and wins 16 to 15", () => {
    // A rolls 4, then its bonus die 16; B rolls 15.
    const a = arena(
      [
        { card: "Doubting Herald", side: "A", at: [3, 3] },
        { card: "Great Warlord", side: "B", at: [3, 9] },
      ],
      { extra, dice: [4, 16, 15], choices: ["use"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(rollInitiative(a.g)).toBe(0);
    expect(a.dice.remaining()).toBe(0);
  });

  it("declined, the warlord rolls twice and wins with 15 against 4", () => {
    // A rolls 4; B rolls 3, then its bonus die 15.
    const a = arena(
      [
        { card: "Doubting Herald", side: "A", at: [3, 3] },
        { card: "Great Warlord", side: "B", at: [3, 9] },
      ],
      { extra, dice: [4, 3, 15], choices: ["decline"] },
    );
    a.g.state.lastChampionTest = { winner: 0, loser: 1 };
    startRound(a.g);
    expect(rollInitiative(a.g)).toBe(1);
    expect(a.dice.remaining()).toBe(0);
  });
});
