// Combat advantage against the one enemy a power chose, for a while: +2 on attacks against
// that enemy (a reason besides the rulebook's, still +2 once), none against another.
// ddm-battle-rules-2011.txt § Combat Advantage; § How to Choose Targets
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/chosen-advantage.wb",
  text: `creature "Alley Cutthroat" {
  level 4  cost 12  unaligned  factions Civilization  keywords Human
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Knife": +4 vs AC; 10 damage
  power "Mark Prey": minor action: choose one enemy and this creature gets combat advantage against that enemy until end of turn
}
creature "Tall Guard" {
  level 4  cost 12  unaligned  factions Civilization  keywords Human
  AC 16  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Spear": +4 vs AC; 5 damage
}
`,
};

describe("ddm-battle-rules-2011.txt § Combat Advantage: against the enemy a power chose", () => {
  it("a roll of 10 (+4, +2 for combat advantage) hits the chosen Guard's AC 16", () => {
    const a = arena(
      [
        { card: "Alley Cutthroat", side: "A", at: [3, 3] },
        { card: "Tall Guard", side: "B", at: [3, 4] },
        { card: "Tall Guard", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [10], choices: ["power:Mark Prey", "B1", "attack:Knife:B1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("the same roll against the Guard not chosen misses (14 against AC 16)", () => {
    const a = arena(
      [
        { card: "Alley Cutthroat", side: "A", at: [3, 3] },
        { card: "Tall Guard", side: "B", at: [3, 4] },
        { card: "Tall Guard", side: "B", at: [4, 4] },
      ],
      { extra: [cards], dice: [10], choices: ["power:Mark Prey", "B1", "attack:Knife:B2", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(creature(a, "B2").hp).toBe(30);
  });
});
