// A limited power that names no condition and no cost is used at the default timing points,
// as a free action: here on its own turn, and when it is targeted on an enemy's turn; its
// uses run out. Dice are scripted.
// ddm-battle-rules-2011.txt § Common Triggered Powers (Default Condition); § Actions (Free Action)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

// Made-up creatures (not bundled content), written as the importer reads such powers.
const cards = {
  path: "test/default-condition.wb",
  text: `creature "Thorn Imp" {
  level 4  cost 12  evil  factions Wild  keywords Devil
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Barb Ward" uses 1: free action: "Barb Ward" lasts until start of this creature's next turn; whenever creature declares melee attack against this creature while "Barb Ward" lasts: that creature takes 10 damage
}
creature "Field Medic" {
  level 4  cost 12  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Bind Wounds" uses 1: free action: one adjacent ally heals 10
}
`,
};
const extra = [cards, strawTarget];

describe("§ Common Triggered Powers (Default Condition): a power with no condition", () => {
  it("offered as the imp's own turn starts and used: the enemy's melee attack on the imp then costs that enemy 10", () => {
    const a = arena(
      [
        { card: "Thorn Imp", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "B", at: [3, 4] },
      ],
      { extra, dice: [15, 15], choices: ["use", "end"] },
    );
    creatureTurn(a.g, "A1");
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A1");
    expect(creature(a, "B1").hp).toBe(90);
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("offered when the medic is targeted on the enemy's turn: its ally heals 10; its one use spent, the next attack offers nothing", () => {
    const a = arena(
      [
        { card: "Field Medic", side: "A", at: [3, 3] },
        { card: "Straw Target", side: "A", at: [4, 3], hp: 50 },
        { card: "Straw Target", side: "B", at: [3, 4] },
      ],
      { extra, dice: [15, 15], choices: ["use", "A2"] },
    );
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A1");
    expect(creature(a, "A2").hp).toBe(60);
    // Its one use is spent: the second attack offers nothing.
    const asked = a.decisions.length;
    makeAttack(a.g, "B1", attackOf(a, "B1", "Thump"), "A1");
    expect(a.decisions.length).toBe(asked);
    expect(creature(a, "A2").hp).toBe(60);
  });
});
