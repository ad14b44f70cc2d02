// "Use at end of this creature's turn: This creature does not count towards the number of
// creatures you can activate this turn": one more creature takes a turn in this player-turn.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns)
import { describe, expect, it } from "vitest";
import { playRound } from "../../runtime/ddm/round.js";
import { arena, logText } from "./arena.js";

const cards = {
  path: "test/uncounted-turns.wb",
  text: `creature "Drill Warden" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "In Step": use at end of its turn: you activate 1 extra creature this turn
}
creature "Drill Recruit" {
  level 2  cost 6  good  factions Civilization  keywords Human
  AC 13  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Club": +3 vs AC; 5 damage
}
`,
};

/** Who starts a turn, in order, over one round in which A wins initiative (20 to 1) and these choices are made. */
function turnOrder(choices: string[]): (string | undefined)[] {
  const a = arena(
    [
      { card: "Drill Warden", side: "A", at: [1, 2] },
      { card: "Drill Recruit", side: "A", at: [3, 2] },
      { card: "Drill Recruit", side: "A", at: [5, 2] },
      { card: "Drill Recruit", side: "B", at: [1, 9] },
      { card: "Drill Recruit", side: "B", at: [3, 9] },
    ],
    { extra: [cards], dice: [20, 1], choices },
  );
  playRound(a.g);
  return logText(a)
    .filter((l) => l.includes("starts its turn"))
    .map((l) => /\((A\d|B\d)\)/.exec(l)?.[1]);
}

describe("'use at end of its turn: you activate 1 extra creature this turn' (§ The Battle, step 6)", () => {
  it("the first player's one creature-turn becomes two when the warden uses it; the second player then takes its turns", () => {
    // A goes first; the warden acts, uses In Step, then a recruit acts in the same player-turn
    // (a lone creature left to act is not asked for).
    expect(turnOrder(["first", "A1", "end", "use", "A2", "end", "B1", "end", "end", "end"])).toEqual(["A1", "A2", "B1", "B2", "A3"]);
  });

  it("declined, the first player-turn is the warden's alone", () => {
    expect(turnOrder(["first", "A1", "end", "decline", "B1", "end", "end", "A2", "end", "end"])).toEqual(["A1", "B1", "B2", "A2", "A3"]);
  });
});
