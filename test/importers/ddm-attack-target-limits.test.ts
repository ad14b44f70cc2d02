// The DDM importer's reading of repeated attacks with limits on their targets ("no more than
// two against a single target", "targets adjacent to each other", "within 3 squares of each
// other"), of "{m}" repeats of a basic melee attack, and of a basic attack made against two
// targets, on wording written for these tests: each must compile to IR that acts.
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)
import { describe, expect, it } from "vitest";
import { expectEachReading, readPowers } from "./reading.js";

describe("repeated attacks with limits on their targets (§ Attack Roll, Repeated Attacks)", () => {
  expectEachReading(
    [
      ["Hail of Thorns: Make up to 3 attacks, no more than two against a single target, (range 6) +12 vs. AC; 10 thunder damage.", 'attack ranged 6 make 3 attacks at most 2 per target "Hail of Thorns": +12 vs AC; 10 thunder damage'],
      ["Double Chop: Make up to 2 attacks, each against a different target (targets adjacent to each other only), +9 vs. AC; 10 damage.", 'attack melee targets within 1 of each other make 2 attacks different targets "Double Chop": +9 vs AC; 10 damage'],
      ["Twin Sparks: Up to 2 targets adjacent to each other, (range 8) +11 vs. Reflex; 10 cold damage AND Dazed.", 'attack ranged 8 make 2 attacks different targets targets within 1 of each other "Twin Sparks": +11 vs Ref; 10 cold damage and Dazed'],
      ["Forked Storm: (sight) targets 2 creatures within 3 squares of each other, +14 vs. DEF(Will) each; 15 psychic Damage.", 'attack ranged sight make 2 attacks different targets targets within 3 of each other "Forked Storm": +14 vs Will; 15 psychic damage'],
    ],
    "ATTACK",
  );
});

describe("the card's basic melee attack made again (§ Attack Roll, Repeated Attacks)", () => {
  expectEachReading(
    [
      // The test card's other attack is ranged, so its "{m}" attacks can only be its basic one.
      ["Mauling Rush: (only while not Bloodied) Make 3 {m} attacks against the same target.", 'attack melee make 3 attacks same target while not bloodied "Mauling Rush": +8 vs AC; 10 damage'],
      ["Pounce Flurry: Make up to 2 {b} attacks, each against the same target granting this creature combat advantage. If both attacks hit, target is also Dazed (save ends).", 'attack melee make 2 attacks same target against targets granting combat advantage only "Pounce Flurry": +8 vs AC; 10 damage; if both hit: Dazed (save ends)'],
      ["Trample By: This creature moves up to 4 squares and makes a {m} attack at any point during the move.", 'attack melee during moving 4 "Trample By": +8 vs AC; 10 damage'],
      ["Double Gnash: Make 2 {b} attacks against the same target; if both hit, make a {b} attack against a different target.", 'attack melee make 2 attacks same target "Double Gnash": +8 vs AC; 10 damage; if both hit: this creature makes basic melee attack against different target'],
      ["Gnash Again: Make 3 {b} attacks against one target; if both hitm make a {b} attack against a different target within reach.", 'attack melee make 3 attacks same target "Gnash Again": +8 vs AC; 10 damage; if 2 hit: this creature makes basic melee attack against different target'],
      ["Wide Cut: Make a {b} attack against 2 different Large or smaller targets", 'attack melee make 2 attacks different targets against Large or smaller targets only "Wide Cut": +8 vs AC; 10 damage'],
    ],
    "ATTACK",
  );
});

describe("targets named by what the battle remembers (§ How to Choose Targets)", () => {
  expectEachReading(
    [
      ["Deep Cut: (target this creature has damaged only) +10 vs. AC; 15 damage.", 'attack melee against targets damaged by this creature only "Deep Cut": +10 vs AC; 15 damage'],
      ["Answering Blade: (reach 2, target that has attacked this creature only) +13 vs. AC; 20 damage.", 'attack melee reach 2 against targets that attacked this creature only "Answering Blade": +13 vs AC; 20 damage'],
      ["Vengeance Glyph: (range 8, target that has attacked this round only) Automatic hit; push target up to 2 squares.", 'attack ranged 8 against targets that attacked this round only "Vengeance Glyph": automatic hit; push 2'],
    ],
    "ATTACK",
  );
});

describe("'{m}' attacks on a card with another melee attack", () => {
  it("are kept as text: which melee attack is meant cannot be told", () => {
    const [, frenzy] = readPowers([
      { type: "ATTACK", text: "Tail Lash: +7 vs. AC; 5 damage" },
      { type: "ATTACK", text: "Rending Flurry: Make 2 {m} attacks against the same target." },
    ]);
    expect(frenzy).toEqual({ lines: null, structured: false });
  });
});
