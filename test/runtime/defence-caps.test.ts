// An attack's own cap on the target's defence: "with: target AC counts as at most 15" (the
// cards' "Treats targets with an AC of greater than 15 as AC 15"). Played with scripted dice;
// every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Attack Roll
import { describe, expect, it } from "vitest";
import { attackNow, fieldOf } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/defence-caps.wb",
  text: `creature "Spiked Brute" {
  level 5  cost 20  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  attack melee basic "Fist": +5 vs AC; 10 damage
  attack melee "Spiked Maul": +5 vs AC; 10 damage; with: target AC counts as at most 15
}
creature "Plated Knight" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 20  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Sword": +5 vs AC; 5 damage
}
creature "Plain Brute" {
  level 5  cost 20  unaligned  factions Wild  keywords Beast
  AC 12  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Club": +5 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);
const against = (card: string) => [
  { card: "Spiked Brute", side: "A" as const, at: [5, 5] as [number, number] },
  { card, side: "B" as const, at: [5, 6] as [number, number] },
];

describe("ddm-battle-rules-2011.txt § Attack Roll: the attack's cap on the target's defence", () => {
  it("a roll of 10 (+5 = 15) hits AC 20 as AC 15 with the maul, and misses it with the fist", () => {
    const a = field(against("Plated Knight"), [10, 10]);
    attackNow(a, "A1", "Spiked Maul", "B1");
    expect(creature(a, "B1").hp).toBe(50);
    attackNow(a, "A1", "Fist", "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });

  it("a defence under the cap is its own: a roll of 6 (+5 = 11) misses AC 12", () => {
    const a = field(against("Plain Brute"), [6]);
    attackNow(a, "A1", "Spiked Maul", "B1");
    expect(creature(a, "B1").hp).toBe(60);
  });
});
