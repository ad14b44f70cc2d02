// The importer's reading of attacks printed inside triggered powers, on texts written for
// these tests in the cards' phrasing: the attack becomes one of the card's, `by power
// only`, under the power's name, and the power makes it; both compile to primitives that act.
// ddm-battle-rules-2011.txt § Making an Attack; § Attack Roll (Followup Attack); § Close Attacks
import { describe, expect, it } from "vitest";
import { expectReadings, readPowers } from "./reading.js";

const cases: [string, string[]][] = [
  [
    "Tail Lash: Immediate, when this creature hits with a {b} attack; +9 vs. AC against the same creature; 5 Damage.",
    ['power "Tail Lash": immediate action, use when this creature hits with basic melee attack: this creature makes "Tail Lash" attack against target', 'attack melee by power only "Tail Lash": +9 vs AC; 5 damage'],
  ],
  [
    "Numbing Sting: Use after this creature hits with an attack: Make a followup attack, +10 vs. Fortitude; Dazed (save ends).",
    ['power "Numbing Sting": use when this creature hits: this creature makes "Numbing Sting" attack against target', 'attack melee by power only "Numbing Sting": +10 vs Fort; Dazed (save ends)'],
  ],
  [
    "Snap Back: Use when this creature makes an opportunity attack; make an extra attack against target of that attack: +7 vs. AC; 5 Damage.",
    ['power "Snap Back": use when this creature declares opportunity attack: this creature makes "Snap Back" attack against target', 'attack melee by power only "Snap Back": +7 vs AC; 5 damage'],
  ],
  [
    "Ember Pop: (burst 1) Immediate, when destroyed: +8 vs. DEF(Ref); 10 fire Damage; 5 fire on miss.",
    ['power "Ember Pop": immediate action, use when this creature is destroyed: this creature makes "Ember Pop" attack', 'attack close burst 1 by power only "Ember Pop": +8 vs Ref; 10 fire damage; miss: 5 fire damage'],
  ],
  [
    "Scalding Spray: Use when an adjacent enemy damages this creature with a {m} attack: Roll +9 vs. Reflex against that enemy. On hit, that enemy takes 5 fire damage.",
    ['power "Scalding Spray": use when adjacent enemy damages this creature with melee attack: this creature makes "Scalding Spray" attack against that enemy', 'attack melee by power only "Scalding Spray": +9 vs Ref; 5 fire damage'],
  ],
  [
    "Last Thrash: Immediate, when destroyed: Attack each adjacent enemy, +10 vs. AC; 10 Damage.",
    ['power "Last Thrash": immediate action, use when this creature is destroyed: this creature makes "Last Thrash" attack', 'attack melee against each enemy by power only "Last Thrash": +10 vs AC; 10 damage'],
  ],
];

describe("warband import ddm: attacks printed inside triggered powers", () => {
  expectReadings(cases.map(([text, want]) => ["SPECIAL", text, want] as const));

  it("keeps an attack aimed at a creature the language cannot name as no reading", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Cleaving Follow: Immediate, when this creature destroys an enemy; attack each enemy adjacent to the destroyed enemy; +9 vs. Fortitude; Dazed." }]);
    expect(r!.lines).toBeNull();
  });

  it("keeps a close shape before a power whose effects are no attack as no reading", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Odd Pop: (burst 1) Immediate, when destroyed: This creature heals 10 HP." }]);
    expect(r!.lines).toBeNull();
  });
});
