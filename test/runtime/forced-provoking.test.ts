// Forced movement that provokes: "push 6 squares; this movement provokes opportunity
// attacks". Card text breaking the rule that pushes, pulls and slides provoke nothing.
// ddm-battle-rules-2011.txt § Forced-Movement Effects; § Opportunity Attacks
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/forced-provoking.wb",
  text: `creature "Dread Caller" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 16  Fort 14  Ref 13  Will 15  speed 6  hp 60
  attack ranged 5 basic "Shove": +8 vs Will; push 1
  attack ranged 5 "Terror Wave": +8 vs Will; push 1 provoking opportunity attacks
}
`,
};

const field = (dice: number[], choices: string[]) =>
  arena(
    [
      { card: "Dread Caller", side: "A", at: [3, 1] },
      { card: "Training Post", side: "B", at: [3, 4] },
      { card: "Training Post", side: "A", at: [4, 4] },
    ],
    { extra: [cards, trainingPost], dice, choices },
  );

describe("'push 1 provoking opportunity attacks' (ddm-battle-rules-2011.txt § Forced-Movement Effects; § Opportunity Attacks)", () => {
  it("the ally beside the pushed enemy gets an opportunity attack as it leaves; a plain push provokes nothing", () => {
    const a = field([15, 15], ["3,5", "attack"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Terror Wave"), "B1");
    expect(a.decisions.map((d) => d.kind)).toEqual(["forced-move", "opportunity-attack"]);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 5 });
    expect(creature(a, "B1").hp).toBe(90);
    const plain = field([15], ["3,5"]);
    resolveAttack(plain.g, "A1", attackOf(plain, "A1", "Shove"), "B1");
    expect(plain.decisions.map((d) => d.kind)).toEqual(["forced-move"]);
    expect(creature(plain, "B1").space).toMatchObject({ x: 3, y: 5 });
    expect(creature(plain, "B1").hp).toBe(100);
  });
});
