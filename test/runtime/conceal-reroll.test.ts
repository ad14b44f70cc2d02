// A champion power answering a conceal roll: "use when enemy succeeds on conceal roll: reroll
// that conceal roll". After a conceal roll turns an ally's hit into a miss, the roll is made
// again and the new one stands: high enough, the hit lands; low again, it stays a miss.
// ddm-battle-rules-2011.txt § Attack Roll (Conceal); § Champion Powers; § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Underdark  keywords Drow
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

const cards = {
  path: "test/conceal-reroll.wb",
  text: `creature "Veil Breaker" {
  ${stats}  champion 1
  attack melee basic "Blade": +6 vs AC; 5 damage
  champion power "See Through": use when enemy succeeds on conceal roll: reroll that conceal roll
}
creature "Mist Walker" {
  ${stats}
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Shimmer": conceal 11
}
`,
};

const field = (dice: number[], choices: string[]) =>
  arena(
    [
      { card: "Veil Breaker", side: "A", at: [5, 5] },
      { card: "Mist Walker", side: "B", at: [5, 6] },
    ],
    { extra: [cards], dice, choices },
  );

describe("§ Attack Roll (Conceal): 'reroll that conceal roll'", () => {
  it("the blade hits (15), conceal turns it into a miss (4); rolled again (14) the hit stands: 5 damage", () => {
    const a = field([15, 4, 14], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Blade"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("rolled again low (3): still a miss", () => {
    const a = field([15, 4, 3], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Blade"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("declined: the miss stands and no third die is rolled", () => {
    const a = field([15, 4], ["decline"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Blade"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});
