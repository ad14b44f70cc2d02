// Squad activation: "creatures named "Drill Grunt" take their turns as one activation". Once
// its player picks one of them, each other one of that name with a turn left takes its turn
// right after, and the whole squad is one of the player's creature-turns in the alternation.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns); § Rounds and Turns (Turn)
import { describe, expect, it } from "vitest";
import { playRound } from "../../runtime/ddm/round.js";
import type { Decision } from "../../runtime/kernel/decisions.js";
import { arena } from "./arena.js";

// Made-up creatures (not bundled content).
const pieces = {
  path: "test/squad-activation.wb",
  text: `creature "Drill Grunt" {
  level 2  cost 6  evil  factions Wild  keywords Goblin
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "Squad Activation": creatures named "Drill Grunt" take their turns as one activation
}
creature "Lone Grunt" {
  level 2  cost 6  evil  factions Wild  keywords Goblin
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

/** Every creature ends its turn at once; the first legal creature is picked; the initiative winner goes first. */
function plain(d: Decision): number {
  return d.options.findIndex((o) => o.legal && (d.kind !== "action" || o.id === "end") && (d.kind !== "initiative" || o.id === "first"));
}

const order = (a: ReturnType<typeof arena>) => a.g.state.log.filter((e) => e.kind === "turn").map((e) => e.data!.creature as string).join(" ");

describe("§ The Battle, step 6: a squad takes its turns as one activation", () => {
  it("A wins initiative and picks a grunt: all three grunts, then B's two, then A's last creature, then B's last", () => {
    const a = arena(
      [
        { card: "Drill Grunt", side: "A", at: [0, 0] },
        { card: "Drill Grunt", side: "A", at: [2, 0] },
        { card: "Drill Grunt", side: "A", at: [4, 0] },
        { card: "Lone Grunt", side: "A", at: [6, 0] },
        ...[0, 2, 4].map((x) => ({ card: "Cinder Goblin Cutter", side: "B" as const, at: [x, 11] as [number, number] })),
      ],
      { extra: [pieces], dice: [15, 3] },
    );
    a.g.state.round = 0;
    a.g.choose = plain;
    playRound(a.g);
    expect(order(a)).toBe("A1 A2 A3 B1 B2 A4 B3");
  });

  it("creatures of another name are no part of it: the lone grunts take one turn each", () => {
    const a = arena(
      [
        { card: "Lone Grunt", side: "A", at: [0, 0] },
        { card: "Lone Grunt", side: "A", at: [2, 0] },
        ...[0, 2].map((x) => ({ card: "Cinder Goblin Cutter", side: "B" as const, at: [x, 11] as [number, number] })),
      ],
      { extra: [pieces], dice: [15, 3] },
    );
    a.g.state.round = 0;
    a.g.choose = plain;
    playRound(a.g);
    expect(order(a)).toBe("A1 B1 B2 A2");
  });
});
