// Effects that last a while with triggers of their own, for durations other than the round:
// until the power's owner moves, until the start of its next turn. The trigger acts while the
// effect lasts and not after. ddm-battle-rules-2011.txt § Conditions (Duration); § Common Triggered Powers
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Fey
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Thorn": +6 vs AC; 5 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/lasting-durations.wb",
  text: `creature "Bramble Warden" {
  ${stats}
  power "Thorn Ward": minor action: "Thorn Ward" lasts until it moves; whenever enemy declares melee attack against this creature while "Thorn Ward" lasts: that enemy takes 10 damage
}
creature "Spark Warden" {
  ${stats}
  power "Spark Ring": minor action: "Spark Ring" lasts until start of this creature's next turn; whenever creature starts its turn adjacent to this creature while "Spark Ring" lasts: that creature takes 5 lightning damage
}
`,
};
const extra = [cards];

describe("ddm-battle-rules-2011.txt § Conditions (Duration): a lasting effect until its owner moves", () => {
  it("the Warden stays put: the Cutter's melee attack against it costs the Cutter 10 hit points", () => {
    const a = arena(
      [
        { card: "Bramble Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra, dice: [2], choices: ["power:Thorn Ward", "end", "attack:Short Blade:A1", "end"] },
    );
    const hp = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(hp - 10);
  });

  it("the Warden moves after using it: the ward has ended and the attack costs the Cutter nothing", () => {
    const a = arena(
      [
        { card: "Bramble Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      ],
      { extra, dice: [2], choices: ["power:Thorn Ward", "move:3,4", "end", "attack:Short Blade:A1", "end"] },
    );
    const hp = creature(a, "B1").hp;
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(hp);
  });
});

describe("ddm-battle-rules-2011.txt § Conditions (Duration): a lasting effect until the start of its owner's next turn", () => {
  it("an ally and an enemy starting their turns beside it take 5 each; once its own next turn starts, an enemy starting beside it takes nothing", () => {
    const a = arena(
      [
        { card: "Spark Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "A", at: [2, 3], hp: 20 },
      ],
      { extra, choices: ["power:Spark Ring", "end", "end", "end", "end", "end"] },
    );
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "B1").hp).toBe(15);
    expect(creature(a, "A2").hp).toBe(15);
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").hp).toBe(15);
  });
});
