// The DDM importer's reading of more attack forms (modifiers with the default duration,
// repeats against one target, moves before attacks on every adjacent enemy, shifts after the
// attack, the basic attack made twice before another attack, effects after all attacks on the
// creatures around the attacker), on wording written for these tests: each reading must
// compile to IR that acts.
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
  const card: Card = { ...marshStalker, name: "Test Skulker", alignment: "NEUTRAL", keywords: ["Goblin"], powers: attacks.map((text) => ({ type: "ATTACK" as const, text })) };
  const r = importCards([card], { outDir: "out", library: librarySources() });
  const out = r.cards[0]!;
  const compiled = compileProject([...librarySources(), { path: out.path, text: out.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === out.path && d.severity === "error")).toEqual([]);
  return { lines: out.draft.powers.map((p, i) => (out.structured[i] ? p.lines! : null)), ir: compiled.ir.creatures.find((c) => c.name === "Test Skulker")!.attacks };
}

describe("modifiers printed without a duration (§ Conditions, Duration)", () => {
  it("'AND target has -3 Attack', 'AND -2 Speed', a list of defences: until the end of the affected creature's next turn, the rules' default", () => {
    const { lines, ir } = read(
      "Sapping Nip: +7 vs. Fortitude; 5 damage AND target has -3 Attack.",
      "Mire Kick: +7 vs. AC; 10 damage AND -2 Speed.",
      "Hex Needle: +7 vs. AC; 5 damage AND ongoing 5 acid damage (save ends) AND target has -1 AC, -1 Reflex, and -1 Will. RECHARGE when this creature first becomes bloodied.",
    );
    expect(lines).toEqual([
      ['attack melee basic "Sapping Nip": +7 vs Fort; 5 damage and the target gets -3 attack until end of its next turn'],
      ['attack melee "Mire Kick": +7 vs AC; 10 damage and -2 speed until end of its next turn'],
      [
        'attack melee "Hex Needle" recharge when this creature becomes bloodied: +7 vs AC; 5 damage and ongoing 5 acid (save ends) and the target gets -1 AC until end of its next turn and -1 Ref until end of its next turn and -1 Will until end of its next turn',
      ],
    ]);
    expect(ir[0]!.hit[1]).toMatchObject({ op: "timed-modifier", args: { modifier: { op: "bonus", args: { amount: -3, stat: "attack" } } }, duration: { kind: "end-of-next-turn" } });
  });

  it("a cumulative modifier with no duration is still not guessed", () => {
    expect(read("Odd Nip: +7 vs. AC; 5 damage AND target has cumulative -1 Attack.").lines).toEqual([null]);
  });
});

describe("repeats against one target, and moves before an attack on each adjacent enemy (§ Attack Roll, Repeated Attacks; § Move Actions)", () => {
  it("'Make 3 attacks against 1 adjacent target, +N vs. AC; …' and '… against a single target'", () => {
    const { lines, ir } = read("Claw: +9 vs. AC; 10 damage.", "Triple Peck: Make 3 attacks against 1 adjacent target, +11 vs. AC; 5 damage.", "Twin Gouge: Make 2 attacks against a single target, +10 vs. AC; 10 damage.");
    expect(lines.slice(1)).toEqual([
      ['attack melee make 3 attacks same target against targets adjacent to this creature only "Triple Peck": +11 vs AC; 5 damage'],
      ['attack melee make 2 attacks same target "Twin Gouge": +10 vs AC; 10 damage'],
    ]);
    expect(ir[1]).toMatchObject({ repeat: 3, repeatTargets: "same" });
  });

  it("'Shift 2, then make a {b} attack vs. each adjacent enemy', 'Shift exactly 3 squares from its starting position, then make 1 attack against each adjacent enemy; …'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Spinning Rush: Shift 2, then make a {b} attack vs. each adjacent enemy.",
      "Cyclone Step: Shift exactly 3 squares from its starting position, then make 1 attack against each adjacent enemy; +10 vs. Reflex; 15 damage AND push target up to 1 square.",
    );
    expect(lines.slice(1)).toEqual([
      ['attack melee after shifting 2 against each enemy "Spinning Rush": +9 vs AC; 10 damage'],
      ['attack melee after shifting 3 at least 3 against each enemy "Cyclone Step": +10 vs Ref; 15 damage and push 1'],
    ]);
    expect(ir[1]).toMatchObject({ eachEnemy: true, approach: { verb: "shift", squares: 2, during: false } });
    expect(ir[2]!.approach).toEqual({ verb: "shift", squares: 3, during: false, minimum: 3 });
  });

  it("'Shift up to 2 squares, then make 1 {b} attack, then shift up to 2 squares': the second shift hit or miss", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Hop and Stab: Use only while bloodied: Shift up to 2 squares, then make 1 {b} attack, then shift up to 2 squares.");
    expect(lines[1]).toEqual(['attack melee after shifting 2 while bloodied "Hop and Stab": +9 vs AC; 10 damage; hit or miss: this creature shifts 2']);
  });
});

describe("the basic attack made twice, then another of the card's attacks (§ Attack Roll, Repeated Attacks)", () => {
  it("'Make 2 {b} attacks and a Barb attack, all against the same target', also with the 'and' lost in printing", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Barb: +7 vs. Fortitude; ongoing 5 poison damage (save ends).",
      "Frenzied Rake: Make 2 {b} attacks and a Barb attack, all against the same target. RECHARGE when this creature first becomes bloodied.",
      "Rake Again: make 2 {b} attacks a Barb attack, all against the same target.",
      "Odd Rake: Make 2 {b} attacks and a Barb attack.",
    );
    expect(lines.slice(2)).toEqual([
      ['attack melee make 2 attacks same target "Frenzied Rake" recharge when this creature becomes bloodied: +9 vs AC; 10 damage; hit or miss: then make "Barb" attack against same target'],
      ['attack melee make 2 attacks same target "Rake Again": +9 vs AC; 10 damage; hit or miss: then make "Barb" attack against same target'],
      null,
    ]);
    expect(ir[2]).toMatchObject({ repeat: 2, repeatTargets: "same" });
  });
});

describe("effects after all attacks on the creatures around the attacker (§ Close Attacks; § Ongoing Damage)", () => {
  it("'Hit or miss, each adjacent creature takes ongoing 5 acid damage (save ends) after resolving all attacks': once, for the action", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Acid Spray: (burst 1) +8 vs. Reflex; 10 acid damage. Hit or miss, each adjacent creature takes ongoing 5 acid damage (save ends) after resolving all attacks.");
    expect(lines[1]).toEqual(['attack close burst 1 "Acid Spray": +8 vs Ref; 10 acid damage; hit or miss: adjacent creatures takes ongoing 5 acid (save ends)']);
  });
});

describe("forced movement of an exact distance (§ Forced-Movement Effects)", () => {
  it("'pull target exactly 2 squares' is 'pull exactly 2'; 'slide up to 2 squares' stays 'up to'", () => {
    const { lines, ir } = read("Claw: +9 vs. AC; 10 damage.", "Siren Call: (burst 5, enemy targets only) +8 vs. Will; Dazed AND pull target exactly 2 squares.", "Nudge: +8 vs. Reflex; 5 damage AND slide target up to 2 squares.");
    expect(lines.slice(1)).toEqual([['attack close burst 5 enemies only "Siren Call": +8 vs Will; Dazed and pull exactly 2'], ['attack melee "Nudge": +8 vs Ref; 5 damage and slide 2']]);
    expect(ir[1]!.hit[1]).toMatchObject({ op: "pull-exactly", args: { squares: 2 } });
  });
});

describe("a limited attack used on a trigger (§ Immediate Actions; § Powers and Effects, Limited Use)", () => {
  it("'Immediate, use only when this creature first becomes bloodied: …' with one use: the power making the attack has the use", () => {
    const card: Card = {
      ...marshStalker,
      name: "Test Skulker",
      powers: [
        { type: "ATTACK", text: "Claw: +9 vs. AC; 10 damage." },
        { type: "ATTACK", text: "Spore Burst: Immediate, use only when this creature first becomes bloodied: (burst 1) +8 vs. Will; Dazed.", limit: 1 },
      ],
    };
    const out = importCards([card], { outDir: "out", library: librarySources() }).cards[0]!;
    expect(out.structured).toEqual([true, true]);
    expect(out.draft.powers[1]!.lines).toEqual([
      'attack close burst 1 by power only "Spore Burst": +8 vs Will; Dazed',
      'power "Spore Burst" uses 1: immediate action, use when this creature becomes bloodied: this creature makes "Spore Burst" attack',
    ]);
  });
});

describe("an attack marked as an immediate action with no trigger (§ Actions, Immediate Action; § Common Triggered Powers, Default Condition)", () => {
  it("'(Immediate) …' and '(Immediate action, range 5) …': the attack by power only, made by an immediate-action power of its name", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Sudden Jab: (Immediate) +11 vs. Reflex; 10 damage AND dazed.", "Snap Shot: (Immediate action, range 5) +9 vs. AC; 5 damage.");
    expect(lines.slice(1)).toEqual([
      ['attack melee by power only "Sudden Jab": +11 vs Ref; 10 damage and Dazed', 'power "Sudden Jab": immediate action: this creature makes "Sudden Jab" attack'],
      ['attack ranged 5 by power only "Snap Shot": +9 vs AC; 5 damage', 'power "Snap Shot": immediate action: this creature makes "Snap Shot" attack'],
    ]);
  });
});

describe("an attack's own cap on the target's defence (§ Attack Roll)", () => {
  it("'Treats targets with a Fortitude of greater than 22 as Fortitude 22:' is 'with: target Fort counts as at most 22'; two different numbers stay text", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Crushing Hammer: Treats targets with a Fortitude of greater than 22 as Fortitude 22: +11 vs. Fortitude; 20 damage.", "Odd Hammer: Treats targets with an AC of greater than 22 as AC 19: +11 vs. AC; 20 damage.");
    expect(lines.slice(1)).toEqual([['attack melee "Crushing Hammer": +11 vs Fort; 20 damage; with: target Fort counts as at most 22'], null]);
  });
});

describe("printing slips around modifiers", () => {
  it("'-3AC and -1 attack (until end of battle)': the number against its statistic, the duration in parentheses", () => {
    const { lines } = read("Corroding Grip: +8 vs. AC; 10 damage AND -3AC and -1 attack (until end of battle).");
    expect(lines).toEqual([['attack melee basic "Corroding Grip": +8 vs AC; 10 damage and -3 AC until end of battle and -1 attack until end of battle']]);
  });
});

describe("a move of twice the speed before the attack (§ Move Actions; § Making an Attack)", () => {
  it("'This creature moves up to twice its Speed (minimum 4 squares), then attacks an adjacent target; …'", () => {
    const { lines, ir } = read("Claw: +9 vs. AC; 10 damage.", "Long Lunge: This creature moves up to twice its Speed (minimum 4 squares), then attacks an adjacent target; +12 vs. AC; 25 Damage.");
    expect(lines[1]).toEqual(['attack melee after moving twice speed at least 4 "Long Lunge": +12 vs AC; 25 damage']);
    expect(ir[1]!.approach).toEqual({ verb: "move", squares: "twice speed", during: false, minimum: 4 });
  });
});
