// A basic attack made by a power with a price on a miss: "that ally makes a basic melee attack
// with +10 damage; if that attack misses, that ally takes 15 damage". A hit costs nothing; a
// miss costs the attacker the damage written; no attack made, no price.
// ddm-battle-rules-2011.txt § Basic Attacks; § Attack Roll; § Applying Damage (card text; warband's own reading of "misses")
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";

const cards = {
  path: "test/basic-attack-paid-on-miss.wb",
  text: `creature "Drill Sergeant" {
  level 4  cost 14  evil  factions Civilization  keywords Human
  AC 15  Fort 15  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Cudgel": +6 vs AC; 5 damage
  power "Goad": minor action: one adjacent ally makes basic melee attack with +10 damage taking 15 damage if it misses
}
creature "Drill Recruit" {
  level 2  cost 8  evil  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Pike": +4 vs AC; 10 damage
}
creature "Shield Bearer" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Bash": +5 vs AC; 5 damage
}
`,
};

function goad(dice: number[], pick: string): Arena {
  const a = arena(
    [
      { card: "Drill Sergeant", side: "A", at: [5, 4] },
      { card: "Drill Recruit", side: "A", at: [5, 5] },
      { card: "Shield Bearer", side: "B", at: [5, 6] },
    ],
    { extra: [cards], dice, choices: ["power:Goad", pick, "end"] },
  );
  creatureTurn(a.g, "A1");
  return a;
}

describe("ddm-battle-rules-2011.txt § Basic Attacks: a basic attack by a power, paid for on a miss", () => {
  it("a roll of 15 (+4, 19 against AC 16) hits for 10 + 10: the bearer 60 → 40, the recruit keeps 30", () => {
    const a = goad([15, 10], "Pike:B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "A2").hp).toBe(30);
  });

  it("a roll of 3 (7 against AC 16) misses: the bearer keeps 60, the recruit takes 15 (30 → 15)", () => {
    const a = goad([3, 10], "Pike:B1");
    expect(creature(a, "B1").hp).toBe(60);
    expect(creature(a, "A2").hp).toBe(15);
  });

  it("declined: no attack, no price", () => {
    const a = goad([15, 10], "decline");
    expect(creature(a, "B1").hp).toBe(60);
    expect(creature(a, "A2").hp).toBe(30);
  });
});
