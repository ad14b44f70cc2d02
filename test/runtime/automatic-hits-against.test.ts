// "Attacks against this creature are automatic hits": an attack against it hits without a
// roll and, as any automatic hit, is not a critical hit; others are rolled as usual.
// ddm-battle-rules-2011.txt § Attack Roll (Automatic Hit)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const cards = {
  path: "test/automatic-hits.wb",
  text: `creature "Bound Captive" {
  level 1  cost 2  unaligned  factions Civilization  keywords Human
  AC 30  Fort 30  Ref 30  Will 30  speed 5  hp 40
  attack melee basic "Shove": +1 vs AC; 5 damage
  power "Helpless Captive": attacks against it are automatic hits
}
`,
};

describe("§ Attack Roll (Automatic Hit): every attack against it hits", () => {
  it("the goblin's blade hits AC 30 without a roll (the scripted 1 stays unrolled) and deals its 5 damage, not double", () => {
    const a = arena(
      [
        { card: "Bound Captive", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [1] },
    );
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Short Blade"), "A1");
    expect(creature(a, "A1").hp).toBe(35);
    expect(logText(a).some((t) => t.includes("automatic hit against Bound Captive"))).toBe(true);
    expect(a.dice.remaining()).toBe(1);
  });

  it("the captive's own shove against the goblin is rolled: a 1 misses", () => {
    const a = arena(
      [
        { card: "Bound Captive", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [1] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shove"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});
