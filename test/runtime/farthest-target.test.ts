// "Hit or miss, this creature teleports adjacent to the target farthest from it": once the
// whole close attack has resolved, the attacker teleports beside the one of its targets
// farthest away (its player picks among ties).
// ddm-battle-rules-2011.txt § Close Attacks; § Counting Distance; § Forced-Movement Effects (Teleport)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { arena, attackOf, creature } from "./arena.js";
import { trainingPost } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/farthest-target.wb",
  text: `creature "Storm Strider" {
  level 11  cost 45  unaligned  factions Wild  keywords Elemental
  AC 25  Fort 23  Ref 23  Will 23  speed 7  hp 70
  attack melee basic "Blade": +16 vs AC; 20 damage
  attack close line 10 "Bolt Walk": +15 vs Ref; 20 lightning damage; hit or miss: this creature teleports to square adjacent to farthest target
}
`,
};

describe("'hit or miss: this creature teleports to square adjacent to farthest target' (§ Close Attacks; § Teleport)", () => {
  it("after a line through two posts (one hit, one missed), the strider stands beside the farther one", () => {
    const a = arena(
      [
        { card: "Storm Strider", side: "A", at: [3, 2] },
        { card: "Training Post", side: "B", at: [3, 4] },
        { card: "Training Post", side: "B", at: [3, 8] },
      ],
      { extra: [cards, trainingPost], dice: [15, 1], choices: ["B1", "3,9"] },
    );
    const bolt = attackOf(a, "A1", "Bolt Walk");
    const line = placements(a.g, "A1", bolt).find((p) => p.targets.includes("B1") && p.targets.includes("B2"))!;
    resolveAreaAttack(a.g, "A1", bolt, line);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([80, 100]);
    const at = creature(a, "A1").space!;
    expect(Math.max(Math.abs(at.x - 3), Math.abs(at.y - 8))).toBe(1);
  });
});
