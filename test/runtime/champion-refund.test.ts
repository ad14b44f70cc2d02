// "Use when a Good champion ally declares the use of a champion power: it does not spend a
// checkbox for this use": the use just paid is given back, once its use is spent and before
// its effects; an ally without the keyword does not trigger it.
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Keywords
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { arena, creature } from "./arena.js";

const extra = [
  {
    path: "test/champion-refund.wb",
    text: `creature "Bright Marshal" {
  level 5  cost 15  good  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Mace": +5 vs AC; 5 damage
  champion power "Claim the Hill": use at start of round: you score 10 VP
}
creature "Grim Marshal" {
  level 5  cost 15  evil  factions Civilization  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Mace": +5 vs AC; 5 damage
  champion power "Claim the Hill": use at start of round: you score 10 VP
}
creature "Temple Squire" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Staff": +5 vs AC; 5 damage
  power "Devotion": use when Good ally declares champion power: that ally regains 1 champion power use
}
creature "Wild Goblin" {
  level 1  cost 5  evil  factions Wild  keywords Goblin
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Club": +3 vs AC; 5 damage
}
`,
  },
];

describe("'use when Good ally declares champion power: that ally regains 1 champion power use' (§ Champion Powers)", () => {
  it("the Good champion's power resolves (10 VP) and its one use is given back", () => {
    const a = arena(
      [
        { card: "Bright Marshal", side: "A", at: [3, 3] },
        { card: "Temple Squire", side: "A", at: [4, 3] },
        { card: "Wild Goblin", side: "B", at: [3, 9] },
      ],
      { extra, choices: ["use", "use"] },
    );
    startRound(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([10, 0]);
    expect(creature(a, a.id("Bright Marshal")).championUsed ?? 0).toBe(0);
  });

  it("an Evil champion ally's use is not given back (no Good keyword)", () => {
    const a = arena(
      [
        { card: "Grim Marshal", side: "A", at: [3, 3] },
        { card: "Temple Squire", side: "A", at: [4, 3] },
        { card: "Wild Goblin", side: "B", at: [3, 9] },
      ],
      { extra, choices: ["use"] },
    );
    startRound(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([10, 0]);
    expect(creature(a, a.id("Grim Marshal")).championUsed).toBe(1);
  });
});
