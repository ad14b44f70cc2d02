// Attacks a power makes against a creature its trigger named: this creature's basic attack
// with a bonus for that attack only ("makes a basic melee attack against that enemy with +2
// attack plus +5 damage"), and an ally's attack against the target of the attack that
// triggered the power ("one ally adjacent to target makes basic melee attack against target");
// a trigger naming a champion ally (a creature whose card has a champion rating).
// ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties; § Powers and Effects
import { describe, expect, it } from "vitest";
import { creature, logText } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/versus-attacks.wb",
  text: `creature "Riposte Guard" {
  ${tenDefences(40)}
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Riposte": whenever enemy hits this creature with melee attack: this creature makes basic melee attack against that enemy with +2 attack plus +5 damage
}
creature "Pack Caller" {
  ${tenDefences(40)}
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Call the Pack": whenever this creature hits with melee attack: one ally adjacent to target makes basic melee attack against target
}
creature "Honor Guard" {
  ${tenDefences(40)}
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Stand Guard": whenever enemy targets champion ally: this creature makes basic melee attack against that enemy
}
creature "Banner Lord" {
  ${tenDefences(40).replace("keywords Beast", "keywords Beast  champion 1")}
  attack melee basic "Staff": +6 vs AC; 5 damage
}
creature "Grey Wolf" {
  ${tenDefences(40, "Wolf")}
  attack melee basic "Fang": +6 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);

describe("ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties: a basic attack made with a bonus", () => {
  it("'with +2 attack plus +5 damage': a 2 hits AC 10 (2 + 6 + 2) and deals 15; the bonus is gone once that attack is over", () => {
    const a = field([
      { card: "Riposte Guard", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15, 2], ["Bite:B1"]);
    attackNow(a, "B1", "Fang", "A1");
    expect(creature(a, "A1").hp).toBe(35);
    expect(creature(a, "B1").hp).toBe(25);
    expect(a.g.state.attackBoosts).toBeUndefined();
  });

  it("the same 1 misses (1 + 6 + 2 = 9 against AC 10): no damage, and no bonus left for a later attack", () => {
    const a = field([
      { card: "Riposte Guard", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15, 1], ["Bite:B1"]);
    attackNow(a, "B1", "Fang", "A1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.g.state.attackBoosts).toBeUndefined();
  });
});

describe("ddm-battle-rules-2011.txt § Powers and Effects: an ally attacks the target of the attack that triggered the power", () => {
  it("the Wolf adjacent to the target bites it: 10 from the Caller's hit, 5 from the Wolf's", () => {
    const a = field([
      { card: "Pack Caller", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "A", at: [6, 5] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15, 15], ["Fang:B1"]);
    attackNow(a, "A1", "Bite", "B1");
    expect(creature(a, "B1").hp).toBe(25);
  });

  it("an ally not adjacent to the target is not one the power names: only the Caller's 10 damage", () => {
    const a = field([
      { card: "Pack Caller", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "A", at: [9, 9] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15]);
    attackNow(a, "A1", "Bite", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(logText(a).some((t) => /Fang/.test(t))).toBe(false);
  });
});

describe("ddm-battle-rules-2011.txt § Automatic Powers; § Champions: a trigger naming a champion ally", () => {
  it("an enemy targets the champion: the Guard bites that enemy before the roll (10), then the enemy's own attack hits (5)", () => {
    const a = field([
      { card: "Honor Guard", side: "A", at: [4, 5] },
      { card: "Banner Lord", side: "A", at: [6, 5] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15, 15], ["Bite:B1"]);
    attackNow(a, "B1", "Fang", "A2");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(35);
  });

  it("an enemy targets an ally with no champion rating: the Guard does nothing", () => {
    const a = field([
      { card: "Honor Guard", side: "A", at: [4, 5] },
      { card: "Grey Wolf", side: "A", at: [6, 5] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], [15]);
    attackNow(a, "B1", "Fang", "A2");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "A2").hp).toBe(35);
  });
});
