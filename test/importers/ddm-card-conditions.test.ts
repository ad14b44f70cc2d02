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

  it("a modifier for the rest of the battle, and a condition instead for creatures of a keyword: the rider printing no ending takes the battle's", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Sapping Blade: +11 vs. AC; 10 damage AND Sapped." },
      { type: "SPECIAL", text: "Sapped: (Condition) Affected creature has -10 Damage until end of battle. A Divine creature is Dazed until end of battle instead." },
    ]);
    expect(got).toEqual([
      { lines: ['attack melee "Sapping Blade": +11 vs AC; 10 damage and "Sapped" until end of battle'], structured: true },
      { lines: ['power "Sapped" condition: -10 damage while not Divine; is Dazed while Divine'], structured: true },
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

describe("conditions growing worse with each save failed against them (§ Saving Throws; warband keeps the count)", () => {
  it("'If it fails a saving throw to end this condition, it becomes X (save ends) instead': the rules of each stage gated on the saves failed; an attack printed without the colon after its name", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Lullaby Mist (burst 2) +9 vs. Will; Lulled (save ends)." },
      { type: "SPECIAL", text: "Lulled: (Condition) Affected creature is Dazed. If the affected creature fails a saving throw to end this condition, it is Stunned (save ends) instead." },
      { type: "SPECIAL", text: "Immune Lulled" },
    ]);
    expect(got).toEqual([
      { lines: ['attack close burst 2 "Lullaby Mist": +9 vs Will; "Lulled" (save ends)'], structured: true },
      { lines: ['power "Lulled" condition: is Dazed while it has failed no save against "Lulled"; is Stunned while it has failed 1 or more saves against "Lulled"'], structured: true },
      { lines: ['power "Immune Lulled": immune "Lulled"'], structured: true },
    ]);
  });

  it("three stages, the last with a resistance: 'if it fails 1 save …; if it fails 2 saves, it is X and has Resist N All (save ends both) instead'", () => {
    const got = readPowers([
      { type: "ATTACK", text: "Chalk Gaze: (blast 2) +9 vs. Fort; Chalked (save ends)." },
      {
        type: "SPECIAL",
        text: "Chalked: (Condition) Affected creature is Dazed. If it fails 1 save against this condition, it is Weakened (save ends) instead; if it fails 2 saves, it is Stunned and has Resist 10 All (save ends both) instead.",
      },
    ]);
    expect(got[1]).toEqual({
      lines: ['power "Chalked" condition: is Dazed while it has failed no save against "Chalked"; is Weakened while it has failed 1 save against "Chalked"; is Stunned while it has failed 2 or more saves against "Chalked"; resist 10 all while it has failed 2 or more saves against "Chalked"'],
      structured: true,
    });
    expect(got[0]!.structured).toBe(true);
  });

  it("stages that skip a count ('if it fails 2 saves' with no first) stay text", () => {
    const got = readPowers([{ type: "SPECIAL", text: "Chalked: (Condition) Affected creature is Dazed. If it fails 2 saves against this condition, it is Stunned (save ends) instead." }]);
    expect(got[0]!.structured).toBe(false);
  });
});
