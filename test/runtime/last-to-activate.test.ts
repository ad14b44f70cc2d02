// "Use at start of turn: If this creature is the last creature to activate in the round, its
// next attack is an automatic hit": the round's last creature-turn, and an attack with no roll.
// ddm-battle-rules-2011.txt § Rounds and Turns; § Attack Roll (Automatic Hit)
import { describe, expect, it } from "vitest";
import { startRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/last-in.wb",
  text: `creature "Rearguard Pike" {
  level 3  cost 10  evil  factions Underdark  keywords Kobold
  AC 15  Fort 13  Ref 15  Will 13  speed 6  hp 30
  attack melee basic "Pike": +5 vs AC; 10 damage
  power "Last Word": use at start of its turn while it is last creature to activate this round: this creature gets its attacks are automatic hits until it attacks
}
creature "Iron Post" {
  level 1  cost 5  unaligned  factions Civilization  keywords Construct
  AC 30  Fort 30  Ref 30  Will 30  speed 0  hp 100
  attack melee basic "Nothing": +0 vs AC; 0 damage
}
`,
};

const field = (choices: string[], dice: number[]) =>
  arena(
    [
      { card: "Rearguard Pike", side: "A", at: [3, 3] },
      { card: "Iron Post", side: "B", at: [3, 4] },
    ],
    { extra: [cards], choices, dice },
  );

describe("'while it is last creature to activate this round' (§ Rounds and Turns) and 'its attacks are automatic hits until it attacks' (§ Automatic Hit)", () => {
  it("last to act: the next attack hits the AC 30 post with no roll; the one after needs a roll again", () => {
    const a = field(["end", "use", "attack:Pike:B1", "end", "attack:Pike:B1", "end"], [5]);
    creatureTurn(a.g, "B1");
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(90);
    // A new round: the post has not acted, so the power is not offered, and the rolled 5 misses.
    startRound(a.g);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(90);
  });

  it("with the post still to act, it is not last, and the power is not offered", () => {
    const a = field(["attack:Pike:B1", "end"], [5]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(100);
    expect(a.decisions.some((d) => d.kind === "use-power")).toBe(false);
  });
});
