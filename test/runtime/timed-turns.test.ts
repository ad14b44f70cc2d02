// More turns for a while: "use at start of round: this creature gets takes 2 turns per round
// until end of round" (a card's "has Multi-Activation 2 until end of round") gives two
// creature-turns in that round's alternation, and one again in the next.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6; § Rounds and Turns
import { describe, expect, it } from "vitest";
import { playRound } from "../../runtime/ddm/round.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { arena, creature } from "./arena.js";

const pieces = {
  path: "test/timed-turns.wb",
  text: `creature "Storm Dancer" {
  level 4  cost 12  evil  factions Wild  keywords Goblin
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
  power "Quickening": use at start of round: this creature gets takes 2 turns per round until end of round
}
`,
};

describe("ddm-battle-rules-2011.txt § Rounds and Turns: turns each round raised for one round", () => {
  it("used at the round's start: two creature-turns that round (A B B A A B), one the next round", () => {
    // Initiative each round: A rolls 15, B rolls 3; every creature just ends its turn.
    const a = arena([{ card: "Storm Dancer", side: "A", at: [8, 0] }, { card: "Cinder Goblin Cutter", side: "A", at: [0, 0] }, ...[0, 2, 4].map((x) => ({ card: "Cinder Goblin Cutter", side: "B" as const, at: [x, 11] as [number, number] }))], { extra: [pieces], dice: [15, 3, 15, 3] });
    a.g.state.round = 0;
    let used = 0;
    a.g.choose = (d: Decision) => {
      if (d.options.some((o) => o.id === "use") && used++ === 0) return d.options.findIndex((o) => o.id === "use");
      return d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && o.id !== "use" && (d.kind !== "initiative" || o.id === "first") && (d.kind !== "activate" || o.id === "A1" || !d.options.some((x) => x.id === "A1")));
    };
    const order = () => a.g.state.log.filter((e) => e.kind === "turn").map((e) => (e.data!.creature as string)[0]).join("");
    playRound(a.g);
    expect(order()).toBe("ABBAAB");
    expect(creature(a, "A1").turns).toBe(2);
    playRound(a.g);
    expect(creature(a, "A1").turns).toBe(3);
  });
});
