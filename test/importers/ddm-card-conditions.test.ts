// The DDM importer's reading of conditions a card defines ("Name: (Condition) …") and of
// the riders of its other powers that give them by name, on wording written for these
// tests: each reading must compile to IR that acts.
// ddm-battle-rules-2011.txt § Conditions (Duration, Until Trigger); § Set-Up (Delayed Appearance)
import { describe, expect, it } from "vitest";
import { readPowers } from "./reading.js";

describe("conditions a card defines, and the riders naming them (§ Conditions)", () => {
  it("a '(Condition)' power becomes the card's condition; the attack gives it with the ending it prints in parentheses", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Gulp: +12 vs. AC; 10 + 5 acid damage AND Small or smaller target is Gulped (ends when this creature takes thunder damage, is first bloodied, or destroyed)." },
      {
        type: "SPECIAL",
        text: "Gulped: (Condition) The affected creature is removed from the battle map and does not take turns. At the end of each round, it takes 5 + 5 acid damage. When this condition ends, put the affected creature adjacent to the creature that caused it.",
      },
    ]);
    expect(got).toEqual([
      { lines: ['attack melee "Gulp": +12 vs AC; 10 + 5 acid damage and Small or smaller target is "Gulped" until this creature takes thunder damage or is bloodied or is destroyed'], structured: true },
      { lines: ['power "Gulped" condition: removed from battle map returning adjacent to creature that caused it; at end of round: this creature takes 5 + 5 acid damage'], structured: true },
    ]);
  });

  it("'(see below)' takes the ending the definition says; a definition of a held condition and a restriction", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Stone Stare: +9 vs. Fort; 5 damage AND Stoned (see below)." },
      { type: "SPECIAL", text: "Stoned: (Condition) Affected creature is Helpless and cannot take actions. Ends when the creature that caused it is destroyed." },
    ]);
    expect(got).toEqual([
      { lines: ['attack melee "Stone Stare": +9 vs Fort; 5 damage and "Stoned" until this creature is destroyed'], structured: true },
      { lines: ['power "Stoned" condition: is Helpless; cannot take actions'], structured: true },
    ]);
  });

  it("a definition that does not read keeps the riders naming it as text too", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Hex Touch: +9 vs. Will; 5 damage AND Hexed (see below)." },
      { type: "SPECIAL", text: "Hexed: (Condition) Affected creature takes cumulative +5 necrotic damage whenever it fails a saving throw against this condition." },
    ]);
    expect(got.map((r) => r.structured)).toEqual([false, false]);
  });
});

describe("conditions acting at the start of their creature's turn, ended by distance (§ Conditions, Until Trigger)", () => {
  it("'it and each ally adjacent to it takes N damage'; 'ends when … ends its turn N or more squares from …' is the ending of riders printing none", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Spore Spit: (range 5) +9 vs. Fortitude; 5 damage AND Rot Spores." },
      { type: "SPECIAL", text: "Spore Blade: Whenever this creature hits with a melee attack, if the attack roll is a natural 18-20: Target is Rot Spores." },
      {
        type: "SPECIAL",
        text: "Rot Spores: (Condition) At start of affected creature's turn, it and each ally adjacent to it takes 5 poison damage. Ends when affected creature ends its turn 6 or more squares from all Fungus enemies.",
      },
    ]);
    expect(got).toEqual([
      { lines: ['attack ranged 5 "Spore Spit": +9 vs Fort; 5 damage and "Rot Spores" until it ends its turn 6 or more squares from all Fungus enemies'], structured: true },
      { lines: ['power "Spore Blade": whenever this creature hits with melee attack on natural 18 or higher: target is "Rot Spores" until it ends its turn 6 or more squares from all Fungus enemies'], structured: true },
      { lines: ['power "Rot Spores" condition: at start of its turn: this creature takes 5 poison damage and adjacent allies take 5 poison damage'], structured: true },
    ]);
  });
});
