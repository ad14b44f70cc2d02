// Effects that last until the affected creature hits, or until it targets the effect's
// source: "that enemy gets -2 attack until after it hits with an attack", "… -4 attack
// until it targets this creature with an attack"; the second ends at once if its source
// leaves play, as its end can no longer come.
// ddm-battle-rules-2011.txt § Automatic Powers (the Yuan-Ti Swiftscale's Zehir's Eye);
// § Conditions (Duration: Until Trigger); § Making an Attack (Choose Targets)
import { describe, expect, it } from "vitest";
import { creature } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/until-hit-durations.wb",
  text: `creature "Glaring Serpent" {
  ${tenDefences(60)}
  attack melee basic "Fangs": +6 vs AC; 5 damage
  power "Glare": whenever enemy misses this creature with melee attack: that enemy gets -2 attack until after it hits with an attack
}
creature "Taunting Guard" {
  ${tenDefences(40)}
  attack melee basic "Spear": +6 vs AC; 5 damage
  power "Taunt": whenever enemy hits adjacent ally: that enemy gets -4 attack until it targets this creature with an attack
}
creature "Brute" {
  ${tenDefences(40)}
  attack melee basic "Club": +6 vs AC; 20 damage
}
`,
};

const field = fieldOf(cards);
const club = (a: ReturnType<typeof field>, target: string) => attackNow(a, "A1", "Club", target);
const penalties = (a: ReturnType<typeof field>, id: string) => creature(a, id).effects.filter((e) => e.kind === "modifier").map((e) => e.name);

describe("ddm-battle-rules-2011.txt § Conditions (Duration): until after it hits with an attack", () => {
  it("the Brute misses (3 + 6) and takes -2 attack; a 5 then misses too (5 + 6 - 2 = 9); a 10 hits (10 + 6 - 2 = 14) and the penalty ends after that hit", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Glaring Serpent", side: "B", at: [5, 5] },
    ], [3, 5, 10]);
    club(a, "B1");
    expect(penalties(a, "A1")).toEqual(["-2 attack"]);
    club(a, "B1");
    expect(creature(a, "B1").hp).toBe(60);
    // The second miss adds the same penalty again, which counts once (§ Bonuses and Penalties); both end on the hit.
    expect(new Set(penalties(a, "A1"))).toEqual(new Set(["-2 attack"]));
    club(a, "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(penalties(a, "A1")).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Conditions (Duration): until it targets this creature", () => {
  it("the Brute hits the Guard's neighbour and takes -4 attack: a 7 against the neighbour misses (7 + 6 - 4 = 9); a 7 against the Guard ends it before the roll and hits (13)", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Taunting Guard", side: "B", at: [4, 5] },
      { card: "Brute", side: "B", at: [5, 5] },
    ], [15, 7, 7]);
    club(a, "B2");
    expect(penalties(a, "A1")).toEqual(["-4 attack"]);
    club(a, "B2");
    expect(creature(a, "B2").hp).toBe(20);
    expect(penalties(a, "A1")).toEqual(["-4 attack"]);
    club(a, "B1");
    expect(penalties(a, "A1")).toEqual([]);
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("ends at once when the Guard is destroyed: the Brute can no longer target it (§ Conditions, Until Trigger)", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Taunting Guard", side: "B", at: [4, 5], hp: 20 },
      { card: "Brute", side: "B", at: [5, 5] },
      { card: "Brute", side: "A", at: [3, 5] },
    ], [15, 15]);
    club(a, "B2");
    expect(penalties(a, "A1")).toEqual(["-4 attack"]);
    attackNow(a, "A2", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(penalties(a, "A1")).toEqual([]);
  });
});
