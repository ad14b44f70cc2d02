// The DDM importer's reading of less common attack phrasings (power types, choices inside
// attacks, attacks naming other attacks, counted bonuses, two target states), on wording
// written for these tests: each reading must compile to IR that acts.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { describe, expect, it } from "vitest";
import type { AttackIR } from "../../compiler/index.js";
import { compileProject } from "../../compiler/index.js";
import type { Card } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";

/** Import one card with these Attacks-section entries: each entry's lines (null when kept as text) and the compiled attacks. */
function read(...attacks: string[]): { lines: (string[] | null)[]; ir: AttackIR[] } {
  const card: Card = { ...marshStalker, name: "Test Prowler", alignment: "NEUTRAL", keywords: ["Beast"], powers: attacks.map((text) => ({ type: "ATTACK" as const, text })) };
  const r = importCards([card], { outDir: "out", library: librarySources() });
  const out = r.cards[0]!;
  const compiled = compileProject([...librarySources(), { path: out.path, text: out.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === out.path && d.severity === "error")).toEqual([]);
  return { lines: out.draft.powers.map((p, i) => (out.structured[i] ? p.lines! : null)), ir: compiled.ir.creatures.find((c) => c.name === "Test Prowler")!.attacks };
}

describe("power types printed in parentheses (§ Powers and Effects, Type)", () => {
  it("'Immobilized (Poison)' and '(Poison, save ends)': the attack is of type Poison, its effects as printed", () => {
    const { lines, ir } = read("Barb: +9 vs. AC; 10 damage.", "Venom Quill: (range 6) +8 vs. Fortitude; 5 + 5 poison damage AND Immobilized (Poison).", "Sap: +8 vs. Fortitude; 5 damage AND -2 Speed (Poison, save ends).");
    expect(lines.slice(1)).toEqual([
      ['attack ranged 6 "Venom Quill" type Poison: +8 vs Fort; 5 + 5 poison damage and Immobilized'],
      ['attack melee "Sap" type Poison: +8 vs Fort; 5 damage and -2 speed (save ends)'],
    ]);
    expect(ir[1]!.types).toEqual(["Poison"]);
  });
});

describe("choices inside attacks (§ Activated Powers; § Resolving Effects)", () => {
  it("'Choose 1 effect: a, b, c or d', 'X OR Choose 1 of: A AND B, OR C AND D (save ends both)', and an OR between two effects on the target", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Prism Rod: (range 6) +11 vs. Reflex; Choose 1 effect: 10 acid damage, 10 cold damage or 10 thunder damage.",
      "Grasping Fist: (sight) +14 vs. AC; 10 damage OR Choose 1 of: 20 damage AND Push 2, OR 5 ongoing damage AND Slowed (save ends both).",
      "Mocking Word: (range 5) +10 vs. Will; target creature has -2 Reflex (save ends) OR grants Combat Advantage until the end of its next turn.",
    );
    expect(lines.slice(1)).toEqual([
      ['attack ranged 6 "Prism Rod": +11 vs Ref; either 10 acid damage or 10 cold damage or 10 thunder damage'],
      ['attack ranged sight "Grasping Fist": +14 vs AC; either 10 damage or (20 damage and push 2) or (ongoing 5 (save ends both) and Slowed (save ends both))'],
      ['attack ranged 5 "Mocking Word": +10 vs Will; either the target gets -2 Ref (save ends) or the target grants combat advantage until end of its next turn'],
    ]);
  });

  it("'this creature or 1 living ally within 5 squares of this creature heals 10 HP': a choice of who heals; a name printed twice is read once", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Kind Blow: Kind Blow: +9 vs. AC; 10 damage AND this creature or 1 living ally within 4 squares of this creature heals 5 HP.");
    expect(lines[1]).toEqual(['attack melee "Kind Blow": +9 vs AC; 10 damage and either this creature heals 5 or one Living ally within 4 squares heals 5']);
  });

  it("an OR whose first part is not an effect on the target, without 'choose', is not read as a choice", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Odd Word: (range 5) +10 vs. Will; 10 damage OR champion target loses its turn.");
    expect(lines[1]).toBeNull();
  });
});

describe("attacks that make two of the card's attacks (§ Attack Roll, Repeated Attacks)", () => {
  it("'Make a Bite and a Gore attack against the same target (bloodied target only)', '… then make an Axe attack against a different target', 'a basic melee attack and Tail Lash'", () => {
    const { lines } = read(
      "Bite: +9 vs. AC; 10 damage.",
      "Gore: +8 vs. AC; 15 damage AND push 1.",
      "Axe: (reach 2) +7 vs. AC; 10 damage.",
      "Tail Lash: +7 vs. Reflex; 5 damage AND Slowed (save ends).",
      "Savage Pair: Make a Bite and a Gore attack against the same target (bloodied target only).",
      "Whirl: (only while bloodied) Make a Gore attack, then make an Axe attack against a different target.",
      "Lash Out: Make a {b} attack and Tail Lash; RECHARGE when first bloodied.",
    );
    expect(lines.slice(4)).toEqual([
      ['attack melee against bloodied targets only "Savage Pair": +9 vs AC; 10 damage; hit or miss: then make "Gore" attack against same target'],
      ['attack melee while bloodied "Whirl": +8 vs AC; 15 damage and push 1; hit or miss: then make "Axe" attack against different target'],
      ['attack melee "Lash Out" recharge when this creature becomes bloodied: +9 vs AC; 10 damage; hit or miss: then make "Tail Lash" attack'],
    ]);
  });

  it("a name the card has no attack of, or an attack with a recharge of its own first, is kept as text", () => {
    const { lines } = read("Bite: +9 vs. AC; 10 damage.", "Spit: (range 5) +8 vs. Reflex; 5 acid damage. RECHARGE when first bloodied.", "Odd Pair: Make a Bite and a Talon attack against the same target.", "Spit Bite: Make a Spit and a Bite attack.");
    expect(lines.slice(2)).toEqual([null, null]);
  });
});

describe("a penalty on the target's next attack (§ Bonuses and Penalties; § Conditions, Duration)", () => {
  it("'target has -5 Attack on its next attack roll' lasts until the target has attacked", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Corroding Spit: (range 5) +8 vs. Fortitude; 10 acid damage AND target has -4 Attack on its next attack roll.");
    expect(lines[1]).toEqual(['attack ranged 5 "Corroding Spit": +8 vs Fort; 10 acid damage and the target gets -4 attack until it attacks']);
  });
});

describe("bonuses of the attack's own roll and damage (§ Bonuses and Penalties)", () => {
  it("counted bonuses beside the roll, beside the damage and in a sentence of their own; a roll 'instead if target is bloodied'; damage while the attacker is beside an ally", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Pack Jab: +8 vs. AC, +1 attack for each Goblin ally within 5 squares; 10 damage.",
      "Wyrm Oath: +8 vs. AC; 10 damage, +5 fire damage per Dragon ally adjacent to this creature.",
      "Spark Touch: +8 vs. Reflex; 10 damage, +5 lightning for each Construct adjacent to this creature.",
      "War Club: +6 vs. AC; 10 damage. +1 attack and +5 damage (maximun +10 damage) for each Orc ally within 3 squares of this creature.",
      "Coup: +7 vs. AC, +12 vs. AC instead if target is bloodied; 20 damage.",
      "Grove Cut: +8 vs. AC; 10 damage, +5 damage if this creature is adjacent to an Elf ally.",
    );
    expect(lines.slice(1)).toEqual([
      ['attack melee "Pack Jab": +8 vs AC; 10 damage; with: +1 attack for each Goblin ally within 5 squares'],
      ['attack melee "Wyrm Oath": +8 vs AC; 10 damage; with: +5 fire damage for each adjacent Dragon ally'],
      ['attack melee "Spark Touch": +8 vs Ref; 10 damage; with: +5 lightning damage for each adjacent Construct creature'],
      ['attack melee "War Club": +6 vs AC; 10 damage; with: +1 attack for each Orc ally within 3 squares and +5 damage for each Orc ally within 3 squares (maximum +10)'],
      ['attack melee "Coup": +7 vs AC; 20 damage; with: +5 attack against bloodied targets'],
      ['attack melee "Grove Cut": +8 vs AC; 10 damage; with: +5 damage while adjacent to Elf ally'],
    ]);
  });

  it("a count of counters on the attacker ('for each heat token on this creature', compiler/primitives/counters.ts)", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Hot Fist: +8 vs. AC; 10 damage, +5 fire damage for each heat token on this creature.");
    expect(lines[1]).toEqual(['attack melee "Hot Fist": +8 vs AC; 10 damage; with: +5 fire damage for each "heat" counter on this creature']);
  });
});

describe("two states its targets must be in (§ How to Choose Targets)", () => {
  it("'(reach 3, Large or smaller Immobilized target only)', '(reach 3, non-adjacent, Small or smaller target only)', '(adjacent Dazed enemy only)'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Pin: (reach 3, Large or smaller Immobilized target only) Automatic hit; 15 damage.",
      "Snare: (reach 3, non-adjacent, Small or smaller target only) +8 vs. Fortitude; 10 damage AND pull target up to 1 square.",
      "Gnaw: (adjacent Dazed enemy only) +8 vs. AC; 15 damage.",
    );
    expect(lines.slice(1)).toEqual([
      ['attack melee reach 3 against Large or smaller targets only against Immobilized targets only "Pin": automatic hit; 15 damage'],
      ['attack melee reach 3 against targets not adjacent to this creature only against Small or smaller targets only "Snare": +8 vs Fort; 10 damage and pull 1'],
      ['attack melee against targets adjacent to this creature only against Dazed targets only "Gnaw": +8 vs AC; 15 damage'],
    ]);
  });
});

describe("an effect only when the target is in a state (§ Applying Damage, Additional Effects)", () => {
  it("'AND if target is Medium or smaller, this creature and target switch positions', 'AND if the target is bloodied, it is Dazed (save ends)'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Twirl: +9 vs. Reflex; 15 damage AND if target is Medium or smaller, this creature and target switch positions.",
      "Hamstring: +9 vs. AC; 10 damage AND if the target is bloodied, it is Dazed (save ends).",
    );
    expect(lines.slice(1)).toEqual([
      ['attack melee "Twirl": +9 vs Ref; 15 damage and this creature switches positions with Medium or smaller target'],
      ['attack melee "Hamstring": +9 vs AC; 10 damage and bloodied target is Dazed (save ends)'],
    ]);
  });
});

describe("the basic attack with more on its hit (§ Attack Roll, Repeated Attacks; § Move Actions, Shift)", () => {
  it("'Make 1 {b} attack. If that attack hits, shift up to N squares, then make a {b} attack against the same target', 'Make a {b} attack; on a hit, shift N squares and make a {b} attack'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Twin Cuts: Make 1 {b} attack. If that attack hits, shift up to 2 squares, then make a {b} attack against the same target.",
      "Step Strike: Make a {b} attack; on a hit, shift 2 squares and make a {b} attack.",
    );
    expect(lines.slice(1)).toEqual([
      ['attack melee "Twin Cuts": +9 vs AC; 10 damage and this creature shifts 2 and then make a basic melee attack against the same target'],
      ['attack melee "Step Strike": +9 vs AC; 10 damage and this creature shifts 2 and this creature makes basic melee attack'],
    ]);
  });

  it("'Move up to this creature's speed and at least N squares and then attack one creature with 2 {b} attacks; +N Damage to second attack if both hit'", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Leap: Move up to this creature's speed and at least 3 squares and then attack one creature with 2 {b} attacks; +5 Damage to second attack if both hit");
    expect(lines[1]).toEqual(['attack melee after moving speed at least 3 make 2 attacks same target "Leap": +9 vs AC; 10 damage and +5 damage if both hit']);
  });

  it("'… AND this creature's controller can activate 1 additional creature this turn'", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Quick Jab: Shift up to 1 square, then make 1 attack, +8 vs. AC; 5 damage AND this creature's controller can activate 1 additional creature this turn.");
    expect(lines[1]).toEqual(['attack melee after shifting 1 "Quick Jab": +8 vs AC; 5 damage and you activate 1 extra creature this turn']);
  });
});

describe("more attack wordings: counts in words, another attack power used on the hit, healing for the attacker and its allies, a word printed twice", () => {
  it("'Make two attacks against the same target: (range 6) …', '… AND use the Spark attack power', 'this creature and allies within 3 squares each heal 5 HP', 'ongoing 5 ongoing fire damage'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Spark: (range 5) +8 vs. Reflex; 5 lightning damage.",
      "Twin Darts: Make two attacks against the same target: (range 6) +9 vs. Reflex; 10 fire damage.",
      "Storm Blade: +9 vs. AC; 10 damage AND use the Spark attack power.",
      "Rally Blow: +9 vs. AC; 10 damage AND this creature and allies within 3 squares each heal 5 HP.",
      "Firebrand: +7 vs. Reflex; 5 damage AND ongoing 5 ongoing fire damage.",
    );
    expect(lines.slice(2)).toEqual([
      ['attack ranged 6 make 2 attacks same target "Twin Darts": +9 vs Ref; 10 fire damage'],
      ['attack melee "Storm Blade": +9 vs AC; 10 damage and then make "Spark" attack'],
      ['attack melee "Rally Blow": +9 vs AC; 10 damage and this creature heals 5 and allies within 3 squares heals 5'],
      ['attack melee "Firebrand": +7 vs Ref; 5 damage and ongoing 5 fire (save ends)'],
    ]);
  });
});
