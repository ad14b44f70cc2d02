// A condition held over a creature until the end of its next turn, given then only if it
// is still where the power says: "target is Stunned at end of its next turn if within 3
// squares of this creature" (the cards' "target is Stunned if it ends its next turn within
// 3 squares of this creature"). With no duration of its own the condition then lasts until
// the end of the creature's following turn.
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, arenaContent, attackOf, creature } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/delayed-condition.wb",
  text: `creature "Grave Starer" {
  level 4  cost 14  evil  factions Underdark  keywords Undead
  AC 18  Fort 16  Ref 16  Will 16  speed 6  hp 35
  attack melee basic "Claw": +7 vs AC; 5 damage
  attack ranged 10 "Dread Stare": +7 vs Will; target is Stunned at end of its next turn if within 3 squares of this creature
}
`,
};

const field = (choices: string[]) => {
  const a = arena(
    [
      { card: "Grave Starer", side: "A", at: [3, 3] },
      { card: "Training Post", side: "B", at: [3, 5] },
    ],
    { extra: [cards, trainingPost], dice: [15], choices },
  );
  resolveAttack(a.g, "A1", attackOf(a, "A1", "Dread Stare"), "B1");
  return a;
};

const stunned = (a: ReturnType<typeof field>) => creature(a, "B1").effects.some((e) => e.kind === "condition" && e.name === "Stunned");

describe("'target is Stunned at end of its next turn if within 3 squares of this creature' (§ Conditions, Duration)", () => {
  it("compiles to the held-over condition, not a condition given at once", () => {
    const result = arenaContent(cards, trainingPost);
    expect(result.diagnostics.filter((d) => d.file.startsWith("test/"))).toEqual([]);
    const stare = result.ir.creatures.find((c) => c.name === "Grave Starer")!.attacks[1]!;
    expect(stare.hit[0]).toMatchObject({ op: "condition-at-end-of-next-turn", args: { condition: "Stunned", state: { op: "within-squares-of-owner" } } });
  });

  it("the target staying within 3 squares is Stunned as its next turn ends, and through its turn after that", () => {
    const a = field(["end", "end"]);
    expect(stunned(a)).toBe(false);
    creatureTurn(a.g, "B1");
    expect(stunned(a)).toBe(true);
    creatureTurn(a.g, "B1");
    expect(stunned(a)).toBe(false);
  });

  it("the target that ends its next turn farther away is not Stunned", () => {
    const a = field(["move:3,9", "end"]);
    creatureTurn(a.g, "B1");
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 9 });
    expect(stunned(a)).toBe(false);
  });
});
