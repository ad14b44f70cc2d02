// A repeated attack's later roll with a bonus of its own once an earlier roll of the same
// action hit: 'make 2 attacks same target … with: +4 attack while earlier attack of this
// action hit' (the cards' "If the first hits, +4 Attack on the second").
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const cards: SourceFile = {
  path: "test/earlier-hit-bonus.wb",
  text: `creature "Grizzled Hugger" {
  level 6  cost 22  unaligned  factions Wild  keywords Beast
  AC 19  Fort 17  Ref 17  Will 17  speed 6  hp 55
  attack melee basic "Claws": +8 vs AC; 10 damage
  attack melee make 2 attacks same target "Squeeze": +8 vs AC; 10 damage; with: +4 attack while earlier attack of this action hit
}
creature "Iron Post" {
  level 4  cost 10  unaligned  factions Wild  keywords Construct
  AC 20  Fort 14  Ref 13  Will 10  speed 0  hp 100
  attack melee basic "Clang": +1 vs AC; 5 damage
}
`,
};

const squeeze = (dice: number[]) => {
  const a = arena(
    [
      { card: "Grizzled Hugger", side: "A", at: [4, 4] },
      { card: "Iron Post", side: "B", at: [4, 5] },
    ],
    { extra: [cards], dice },
  );
  makeAttack(a.g, "A1", attackOf(a, "A1", "Squeeze"), "B1");
  return a;
};

describe("'+4 attack while earlier attack of this action hit' (§ Attack Roll, Repeated Attacks)", () => {
  it("after a first hit, the second roll of 8 gets +4: 8 + 12 = 20 hits AC 20", () => {
    const a = squeeze([15, 8]);
    expect(creature(a, "B1").hp).toBe(80);
    expect(logText(a).filter((t) => t.includes("Squeeze: 8 + 12 = 20 vs AC 20 — hit"))).toHaveLength(1);
  });

  it("after a first miss, the same roll has no bonus: 8 + 8 = 16 misses, and the first roll never had it", () => {
    const a = squeeze([5, 8]);
    expect(creature(a, "B1").hp).toBe(100);
    expect(logText(a).some((t) => t.includes("Squeeze: 5 + 8 = 13 vs AC 20 — miss"))).toBe(true);
    expect(logText(a).some((t) => t.includes("Squeeze: 8 + 8 = 16 vs AC 20 — miss"))).toBe(true);
  });
});
