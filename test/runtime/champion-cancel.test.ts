// A champion power's window between its use and its effects: "use when an enemy declares
// a champion power: the effects of that champion power are cancelled" (on a d20 roll or
// always). The cancelled power does nothing and still counts as used.
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { arena, creature, logText } from "./arena.js";

const extra = [
  {
    path: "test/champion-cancel.wb",
    text: `creature "Hill Marshal" {
  level 5  cost 15  good  factions Civilization  keywords Human  champion 2
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Mace": +5 vs AC; 5 damage
  champion power "Claim the Hill": use at start of round: you score 10 VP
}
creature "Hush Witch" {
  level 4  cost 12  evil  factions Wild  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Hush": immediate action, use when enemy declares champion power: the effects of that champion power are cancelled
}
creature "Dice Hexer" {
  level 4  cost 12  evil  factions Wild  keywords Human  champion 1
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  champion power "Hex Luck": use when enemy declares champion power: roll d20 on 10 to 20 (that champion power is cancelled)
}
`,
  },
];

describe("§ Champion Powers: a champion power cancelled as it is used", () => {
  it("'the effects of that champion power are cancelled': no VP scored, the use spent all the same", () => {
    const a = arena(
      [
        { card: "Hill Marshal", side: "A", at: [3, 3] },
        { card: "Hush Witch", side: "B", at: [3, 8] },
      ],
      { extra, choices: ["use", "use"] },
    );
    startRound(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([0, 0]);
    expect(creature(a, a.id("Hill Marshal")).championUsed).toBe(1);
    expect(logText(a).some((t) => /Claim the Hill of .* are cancelled/.test(t))).toBe(true);
  });

  it("declining the cancellation lets the power resolve (10 VP)", () => {
    const a = arena(
      [
        { card: "Hill Marshal", side: "A", at: [3, 3] },
        { card: "Hush Witch", side: "B", at: [3, 8] },
      ],
      { extra, choices: ["use", "decline"] },
    );
    startRound(a.g);
    expect(a.g.state.players.map((p) => p.vp)).toEqual([10, 0]);
  });

  it("'roll d20 on 10 to 20 (that champion power is cancelled)': a 9 lets it resolve, a 14 cancels it", () => {
    const run = (die: number) => {
      const a = arena(
        [
          { card: "Hill Marshal", side: "A", at: [3, 3] },
          { card: "Dice Hexer", side: "B", at: [3, 8] },
        ],
        { extra, dice: [die], choices: ["use", "use"] },
      );
      startRound(a.g);
      expect(a.dice.remaining()).toBe(0);
      return { vp: a.g.state.players.map((p) => p.vp), used: creature(a, a.id("Hill Marshal")).championUsed };
    };
    expect(run(9)).toEqual({ vp: [10, 0], used: 1 });
    expect(run(14)).toEqual({ vp: [0, 0], used: 1 });
  });
});
