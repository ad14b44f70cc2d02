// "This creature heals 5 HP for each target hit" (read as a heal with each hit: the same
// total once all attacks have resolved) and "… for each target destroyed" (once a hit has
// destroyed its target). ddm-battle-rules-2011.txt § Close Attacks (Burst); § Hit Points (Healing)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-heal-per-target.wb",
  text: `creature "Blood Reaver" {
  level 7  cost 25  unaligned  factions Wild  keywords Demon
  AC 17  Fort 15  Ref 15  Will 14  speed 6  hp 80
  attack melee basic "Maw": +8 vs AC; 30 damage; if target destroyed: this creature heals 15
  attack close burst 1 enemies only "Reaving Spin": +8 vs AC; 10 damage and this creature heals 5
}
creature "Stub Goblin" {
  level 1  cost 4  unaligned  factions Wild  keywords Goblin
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Poke": +3 vs AC; 5 damage
}
`,
};

const field = (others: Placement[], dice: number[], choices: string[] = []) =>
  arena([{ card: "Blood Reaver", side: "A", at: [4, 4], hp: 40 }, ...others], { extra: [cards], dice, choices });

describe("healing for each target (§ Hit Points, Healing)", () => {
  it("a burst that hits two of three adjacent goblins heals its attacker 5 + 5", () => {
    const a = field(
      [
        { card: "Stub Goblin", side: "B", at: [3, 3] },
        { card: "Stub Goblin", side: "B", at: [4, 5] },
        { card: "Stub Goblin", side: "B", at: [5, 5] },
      ],
      [15, 15, 2],
      ["B1", "B2"],
    );
    const [p] = placements(a.g, "A1", attackOf(a, "A1", "Reaving Spin"));
    resolveAreaAttack(a.g, "A1", attackOf(a, "A1", "Reaving Spin"), p!);
    expect(["B1", "B2", "B3"].map((id) => creature(a, id).hp)).toEqual([10, 10, 20]);
    expect(creature(a, "A1").hp).toBe(50);
  });

  it("'if target destroyed': a hit that destroys heals 15; a hit on a sturdier target that survives heals nothing", () => {
    const a = field([{ card: "Stub Goblin", side: "B", at: [4, 5] }], [15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maw"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").hp).toBe(55);
    const b = field([{ card: "Stub Goblin", side: "B", at: [4, 5], hp: 50 }], [15]);
    resolveAttack(b.g, "A1", attackOf(b, "A1", "Maw"), "B1");
    expect(creature(b, "B1").hp).toBe(20);
    expect(creature(b, "A1").hp).toBe(40);
  });
});
