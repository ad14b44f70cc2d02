// A rating for the initiative test gained for a while when an allied champion falls: the
// creature counts that champion rating in the champion test, so its player rolls the
// second d20 when the opponent's best active rating is lower (§ Champion Test).
// ddm-battle-rules-2011.txt § Champion Test; § Hit Points (Destroyed)
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { rollInitiative } from "../../runtime/ddm/round.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/promoted-rating.wb",
  text: `creature "Banner Sergeant" {
  level 5  cost 18  unaligned  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Spear": +7 vs AC; 10 damage
  power "Field Rank" uses 1: use when champion ally is destroyed: this creature gets champion rating 2 for initiative until end of battle
}
creature "Old Captain" {
  level 5  cost 18  unaligned  factions Civilization  keywords Human  champion 1
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Sword": +7 vs AC; 10 damage
}
`,
};
const extra = [cards];
const kill = (a: ReturnType<typeof arena>, id: string) => applyDamage(a.g, id, [{ amount: 100, type: null }], { creature: null, rule: "test damage", src: null });

describe("'this creature gets champion rating 2 for initiative until end of battle' (§ Champion Test)", () => {
  const placements = [
    { card: "Banner Sergeant", side: "A" as const, at: [3, 3] as [number, number] },
    { card: "Old Captain", side: "A" as const, at: [5, 3] as [number, number] },
    { card: "Old Captain", side: "B" as const, at: [3, 9] as [number, number] },
  ];

  it("used when its champion ally falls, the sergeant counts 2 against the enemy's 1: its side rolls a second die and wins 16 to 15", () => {
    // A rolls 4, then its bonus die 16; B rolls 15.
    const a = arena(placements, { extra, dice: [4, 16, 15], choices: ["use"] });
    kill(a, "A2");
    expect(rollInitiative(a.g)).toBe(0);
    expect(a.dice.remaining()).toBe(0);
  });

  it("declined, A has no champion left: B's rating 1 is the higher, so B rolls twice and wins with 15 against 4", () => {
    // A rolls 4; B rolls 3, then its bonus die 15.
    const a = arena(placements, { extra, dice: [4, 3, 15], choices: ["decline"] });
    kill(a, "A2");
    expect(rollInitiative(a.g)).toBe(1);
    expect(a.dice.remaining()).toBe(0);
  });
});
