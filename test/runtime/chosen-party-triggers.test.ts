// A creature a power chose, named in that power's lasting triggers: "choose one enemy;
// until start of this creature's next turn, whenever that enemy misses with a melee
// attack, this creature makes a basic attack against it as an immediate action". Only the
// chosen enemy's misses trigger it, and only while the power lasts.
// ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets; § Immediate Actions; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const cards = {
  path: "test/chosen-party.wb",
  text: `creature "Glaring Watcher" {
  level 5  cost 20  good  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Rod": +8 vs AC; 10 damage
  power "Glare": use at start of its turn: choose one enemy and "Glare" lasts until start of its next turn; immediate action, use when creature chosen by "Glare" misses with melee attack while "Glare" lasts: this creature makes basic attack against that enemy
}
`,
};


describe("a lasting trigger on the creature its power chose", () => {
  it("the chosen enemy's miss brings the immediate basic attack; another enemy's miss does not", () => {
    // d20s: B2's miss (2), B1's miss (3), the Watcher's Rod against B1 (15: 15 + 8 = 23 vs AC 16, 10 damage).
    const a = arena(
      [
        { card: "Glaring Watcher", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [2, 3, 15], choices: ["use", "B1", "end", "use", "Rod:B1"] },
    );
    creatureTurn(a.g, "A1");
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Short Blade"), "A1");
    expect(creature(a, "B2").hp).toBe(20);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Short Blade"), "A1");
    expect(creature(a, "B1").hp).toBe(10);
    expect(creature(a, "B2").hp).toBe(20);
    expect(logText(a).some((t) => /chooses .*B1/.test(t))).toBe(true);
  });
});
