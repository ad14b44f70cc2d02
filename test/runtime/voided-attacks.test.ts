// "That attack has no effect": a cancellation that loses the attack declared (no roll, nothing
// it would do) or sets aside the hit being resolved; most cards tie it to a d20 ("roll d20 on
// 10 to 20 (that attack has no effect)"), which then acts in the cancellation window too.
// Close and area attacks are declared once for the whole area.
// ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Making an Attack
// (Declare the Attack); § Powers and Effects
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { resolveAreaAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/voided-attacks.wb",
  text: `creature "Slinger" {
  ${stats}
  attack ranged 10 basic "Sling": +6 vs AC; 10 damage
  attack close burst 2 "Shock Ring": +6 vs Ref; 10 damage
}
creature "Hedge Warden" {
  ${stats}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Unweave": use when enemy within 10 squares declares ranged or close attack: roll d20 on 10 to 20 (that attack has no effect)
}
creature "Sight Warden" {
  ${stats}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Hush": use when enemy in sight declares ranged attack: roll d20 on 1 to 20 (that attack has no effect)
}
creature "Blink Guard" {
  ${stats}
  attack melee basic "Blade": +6 vs AC; 5 damage
  power "Fade Away": whenever this creature is hit by ranged attack: roll d20 on 11 to 20 (that attack has no effect)
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

describe("ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects): an attack with no effect", () => {
  it("declared: on a 12 the Sling is lost before its roll; on a 4 it is rolled (15 + 6 hits for 10)", () => {
    const a = field([
      { card: "Slinger", side: "A", at: [2, 2] },
      { card: "Hedge Warden", side: "B", at: [6, 6] },
    ], [12, 4, 15], ["use", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sling"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(logText(a).filter((t) => t.startsWith("d20 attack roll"))).toHaveLength(0);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sling"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("a close burst is declared once: on a 19 no creature in it is rolled against", () => {
    const a = field([
      { card: "Slinger", side: "A", at: [5, 5] },
      { card: "Hedge Warden", side: "B", at: [6, 6] },
      { card: "Slinger", side: "B", at: [4, 4] },
    ], [19], ["use"]);
    const ring = attackOf(a, "A1", "Shock Ring");
    const p = placements(a.g, "A1", ring).find((x) => x.targets.length === 2)!;
    resolveAreaAttack(a.g, "A1", ring, p);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([40, 40]);
    expect(logText(a).filter((t) => t.startsWith("d20 attack roll"))).toHaveLength(0);
  });

  it("on a hit: a 16 sets the hit aside (no damage), a 3 lets it through", () => {
    const a = field([
      { card: "Slinger", side: "A", at: [2, 2] },
      { card: "Blink Guard", side: "B", at: [6, 6] },
    ], [15, 16, 15, 3]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sling"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sling"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Line of Sight: a trigger on an enemy 'in sight'", () => {
  it("the Warden behind the wall at x 5 does not answer the Slinger it cannot see (15 + 6 hits for 10); it voids the one it sees", () => {
    const a = arena(
      [
        { card: "Slinger", side: "A", at: [2, 2] },
        { card: "Slinger", side: "A", at: [10, 5] },
        { card: "Sight Warden", side: "B", at: [7, 2] },
        { card: "Slinger", side: "B", at: [3, 8] },
      ],
      { extra: [combatFixtures, cards], battle: "Walled Arena", dice: [15, 5], choices: ["use"] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sling"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
    resolveAttack(a.g, "A2", attackOf(a, "A2", "Sling"), "B2");
    expect(creature(a, "B2").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});
