// "Minor action: choose 1 enemy within 5 squares; until start of this creature's next turn,
// whenever that enemy attacks, if it does not target this creature, it takes 10 radiant
// damage and has -2 Attack on that attack roll": the chosen enemy pays for attacking
// another, not for attacking the challenger; the challenge ends at the challenger's next turn.
// ddm-battle-rules-2011.txt § Making an Attack (Choose Targets); § Bonuses and Penalties; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const extra = [
  {
    path: "test/challenge-elsewhere.wb",
    text: `creature "Oath Warden" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 18  Fort 14  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Mace": +6 vs AC; 5 damage
  power "Oath Mark": minor action: choose one enemy within 5 squares and "Oath Mark" lasts until start of this creature's next turn; whenever creature chosen by "Oath Mark" declares attack not against this creature while "Oath Mark" lasts: that enemy takes 10 radiant damage and that enemy gets -2 attack on that attack
}
`,
  },
];

// The enemy cutter at 4,4 stands next to both the warden (3,3) and its ally (5,4).
const placed = [
  { card: "Oath Warden", side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "A" as const, at: [5, 4] as [number, number] },
  { card: "Cinder Goblin Cutter", side: "B" as const, at: [4, 4] as [number, number] },
];

describe("§ Making an Attack: a challenged enemy attacking another", () => {
  it("attacking the warden's ally, it takes 10 radiant damage and its roll of 11 (+6, -2) misses AC 16", () => {
    const a = arena(placed, { extra, dice: [11], choices: ["power:Oath Mark", "end", "attack:Short Blade:A2", "end"] });
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(10);
    expect(creature(a, "A2").hp).toBe(20);
  });

  it("attacking the warden itself, it pays nothing and the same roll keeps its full bonus", () => {
    const a = arena(placed, { extra, dice: [13], choices: ["power:Oath Mark", "end", "attack:Short Blade:A1", "end"] });
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(20);
    // 13 + 6 = 19 hits AC 18: 5 damage.
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("once the warden's next turn starts, the challenge is over", () => {
    const a = arena(placed, { extra, dice: [11], choices: ["power:Oath Mark", "end", "end", "attack:Short Blade:A2", "end"] });
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "A2").hp).toBe(15);
  });
});
