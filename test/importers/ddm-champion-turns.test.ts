// The importer's readings of champion powers some cards word in their own way: an
// opportunity attack granted to one ally beside the enemy a trigger named; a bonus on that
// attack bigger "instead" against targets of a keyword; a keyword alone naming a creature
// ("when a Giant charges"); "vs." in a trigger; "until this creature is first bloodied"; a
// lasting trigger limited to once a round, also said "if … 1 or more … this round"; victory
// areas scoring double this round; keywords in lower case, "adjacent to a Devil"; "RECHARGE" in
// capitals beginning the effects of a trigger printed without a stop. Texts written for
// these tests in the cards' phrasing; each must compile to primitives that act (rules tests:
// test/runtime/power-opportunity-attacks.test.ts, power-attacks.test.ts, lasting-powers.test.ts, round-contests.test.ts, state-subjects.test.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Opportunity Attacks; § Rechargeable Powers; § Keywords; § Conditions (Duration);
// § Scenarios and Variants (Assault: Scoring Victory Points)
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
  // § Keywords: "a Giant" alone is any creature with the keyword; "that giant's attack" the one it is making.
  [
    "CHAMPION",
    "Use when a Giant charges an enemy: +10 damage on that giant's attack.",
    'champion power "Use when a Giant charges an enemy": use when Giant creature declares charge attack against enemy: attacker gets +10 damage on that attack',
  ],
  // "vs." in a trigger is "against".
  [
    "CHAMPION",
    "Use after a Soldier creature resolves a RANGED attack vs. a large or smaller target: Slide target 1 square.",
    'champion power "Use after a Soldier creature resolves a RANGED attack vs a l": use when Soldier creature resolves ranged attack against Large or smaller creature: slide target 1',
  ],
  // § Conditions (Duration): "until this creature is first bloodied" ends as it becomes bloodied.
  [
    "CHAMPION",
    "Use when an ally is bloodied: Until this creature is first bloodied, Elf, Fey and Beast allies have +1 {r} attack and +10 {r} damage.",
    'champion power "Use when an ally is bloodied": use when ally becomes bloodied: Elf or Fey or Beast allies get +1 attack with ranged attacks until this creature is bloodied and Elf or Fey or Beast allies get +10 damage with ranged attacks until this creature is bloodied',
  ],
  // § Champion Powers: a lasting trigger the card limits to once a round ("max." with its stop).
  [
    "CHAMPION",
    "Use when you lose initiative: Until end of round, you score 5 VP whenever an ally is hit by a charge attack (max. 1 per round).",
    'champion power "Use when you lose initiative": use when you lose initiative: "Use when you lose initiative" lasts until end of round; whenever ally is hit by charge attack while "Use when you lose initiative" lasts, once per round: you score 5 VP',
  ],
  // "If this creature destroys one or more enemies this round, …": the first such act of the round, once.
  [
    "CHAMPION",
    "Use when you win initiative: If this creature destroys one or more enemies this round, you score 10 VP.",
    'champion power "Use when you win initiative": use when you win initiative: "Use when you win initiative" lasts until end of round; whenever this creature destroys enemy while "Use when you win initiative" lasts, once per round: you score 10 VP',
  ],
  // § Scenarios and Variants (Assault): both players' awards for victory areas count twice at this round's end.
  [
    "CHAMPION",
    "Use at the start of a round: Both players score double victory points for occupying victory areas until end of round.",
    'champion power "Use at start of a round": use at start of round: players score double VP for occupying victory areas this round',
  ],
  // § Keywords: a keyword printed in lower case; "adjacent to a Devil": beside a creature of either side with it.
  ["CHAMPION", "Use at end of this creature's turn: A spider ally shifts 3.", 'champion power "Use at end of this creature\'s turn": use at end of its turn: one Spider ally shifts 3'],
  [
    "CHAMPION",
    "Use when this creature destroys an enemy: Each enemy adjacent to a Devil takes 5 fire damage.",
    'champion power "Use when this creature destroys an enemy": use when this creature destroys enemy: enemies adjacent to Devil creature takes 5 fire damage',
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
