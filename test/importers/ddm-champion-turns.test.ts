// The importer's readings of champion powers some cards word in their own way: an
// opportunity attack granted to one ally beside the enemy a trigger named; a bonus on that
// attack bigger "instead" against targets of a keyword; "RECHARGE" in
// capitals beginning the effects of a trigger printed without a stop. Texts written for
// these tests in the cards' phrasing; each must compile to primitives that act (rules tests:
// test/runtime/power-opportunity-attacks.test.ts, power-attacks.test.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Opportunity Attacks; § Rechargeable Powers
import { describe, expect, it } from "vitest";
import { expectReadings, readPowers, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  // § Opportunity Attacks: one ally its player picks, beside the enemy that shifted, attacks it though nothing provoked it.
  [
    "CHAMPION",
    "Use when an enemy within 5 squares shifts: 1 ally adjacent to that enemy can make an opportunity attack against that enemy.",
    'champion power "Use when an enemy within 5 squares shifts": use when enemy within 5 squares shifts: one ally adjacent to that enemy makes opportunity attack against that enemy',
  ],
  // § Bonuses and Penalties: a bigger bonus "instead" against targets of a keyword is the difference more against them.
  [
    "CHAMPION",
    "Use when an ally within 6 squares hits with a {r} attack: +5 Damage on that attack. +15 Damage on that attack instead against a Dragon target.",
    'champion power "Use when an ally within 6 squares hits with a ranged attack": use when ally within 6 squares hits with ranged attack: attacker gets +5 damage on that attack and attacker gets +10 damage on that attack against Dragon targets',
  ],
];

describe("warband import ddm: champion powers in their own wording", () => {
  expectReadings(cases);

  // § Rechargeable Powers: the card's own limited attack recharged, then made at once.
  it("'… first bloodied RECHARGE Frost Spit, and this creature can immediately make a Frost Spit attack'", () => {
    const [, power] = readPowers([
      { type: "ATTACK", text: "Frost Spit: (range 5) +8 vs. Reflex; 15 cold damage.", limit: 1 },
      { type: "CHAMPION", text: "Use when this creature is first bloodied RECHARGE Frost Spit, and this creature can immediately make a Frost Spit attack." },
    ]);
    expect(power).toEqual({
      lines: ['champion power "Use when this creature is first bloodied": use when this creature becomes bloodied: recharge "Frost Spit" and this creature makes "Frost Spit" attack'],
      structured: true,
    });
  });
});
