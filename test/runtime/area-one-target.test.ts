// "+5 Damage whenever this creature's close or area attack has only 1 target": a burst with
// one creature in it deals 5 more; with two, neither takes more; a melee attack never does.
// Dice are scripted. ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { makeAttack, resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

// A made-up creature (not bundled content).
const cards = {
  path: "test/area-one-target.wb",
  text: `creature "Focus Adept" {
  level 4  cost 12  unaligned  factions Wild  keywords Human
  AC 15  Fort 13  Ref 15  Will 14  speed 6  hp 30
  attack melee basic "Knife": +30 vs AC; 5 damage
  attack close burst 1 "Flame Burst": +30 vs Ref; 10 fire damage
  power "Focused Blast": +5 damage with close attacks while its attack has only one target
}
`,
};
const extra = [cards, strawTarget];

describe("§ Close Attacks: more damage when the area holds one target", () => {
  it("one enemy in the burst: it takes 15", () => {
    const a = arena(
      [
        { card: "Focus Adept", side: "A", at: [4, 4] },
        { card: "Straw Target", side: "B", at: [4, 5] },
      ],
      { extra, dice: [10] },
    );
    const burst = attackOf(a, "A1", "Flame Burst");
    const [p] = placements(a.g, "A1", burst);
    resolveAreaAttack(a.g, "A1", burst, p!);
    expect(creature(a, "B1").hp).toBe(85);
  });

  it("two enemies in the burst: each takes 10", () => {
    const a = arena(
      [
        { card: "Focus Adept", side: "A", at: [4, 4] },
        { card: "Straw Target", side: "B", at: [4, 5] },
        { card: "Straw Target", side: "B", at: [5, 4] },
      ],
      { extra, dice: [10, 10], choices: ["B1", "B2"] },
    );
    const burst = attackOf(a, "A1", "Flame Burst");
    const [p] = placements(a.g, "A1", burst);
    expect(p!.targets).toHaveLength(2);
    resolveAreaAttack(a.g, "A1", burst, p!);
    expect(creature(a, "B1").hp).toBe(90);
    expect(creature(a, "B2").hp).toBe(90);
  });

  it("a melee attack on one enemy: 5, no more", () => {
    const a = arena(
      [
        { card: "Focus Adept", side: "A", at: [4, 4] },
        { card: "Straw Target", side: "B", at: [4, 5] },
      ],
      { extra, dice: [10] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Knife"), "B1");
    expect(creature(a, "B1").hp).toBe(95);
  });
});
