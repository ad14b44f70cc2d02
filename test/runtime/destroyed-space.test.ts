// A destroyed creature keeps the space it occupied (runtime/ddm/damage.ts lastSpace): effects
// of a trigger measured from it after the attack that destroyed it ("enemies adjacent to
// target") still find the creatures beside that space, and nothing else counts it as standing there.
// ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Common Triggered Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { inPlay } from "../../runtime/ddm/state.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/destroyed-space.wb",
  text: `creature "Bile Hound" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Maul": +10 vs AC; 20 damage
  power "Bile Spray": whenever this creature hits with melee attack: enemies adjacent to target take 5 acid damage
}
`,
};

describe("§ Hit Points (Destroyed): where a destroyed creature stood", () => {
  it("a hit that destroys its target still splashes the enemies adjacent to the space it occupied, not those farther", () => {
    const a = arena(
      [
        { card: "Bile Hound", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 10 },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5], hp: 20 },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 7], hp: 20 },
      ],
      { extra: [cards], dice: [15] },
    );
    const maul = cardOf(a.g, "Bile Hound").attacks.find((x) => x.name === "Maul")!;
    resolveAttack(a.g, "A1", maul, "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "B1").lastSpace).toEqual({ x: 3, y: 4, size: 1 });
    expect([creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([15, 20]);
    expect(inPlay(a.g.state).map((c) => c.id)).toEqual(["A1", "B2", "B3"]);
  });
});
