// The DDM importer's reading of Attacks-section entries, on wording written for these
// tests: each reading must compile to IR that acts (no WB340/WB341, no error).
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { describe, expect, it } from "vitest";
import type { AttackIR } from "../../compiler/index.js";
import type { Card } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { compileProject } from "../../compiler/index.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";

/** A test card (the shared fixture's stats) with these Attacks-section entries only. */
function cardWith(...attacks: string[]): Card {
  return { ...marshStalker, name: "Test Raider", alignment: "NEUTRAL", keywords: ["Human"], powers: attacks.map((text) => ({ type: "ATTACK" as const, text })) };
}

/** Import one card; each attack's line (or null when kept as text) and its compiled IR. */
function read(...attacks: string[]): { lines: (string | null)[]; ir: AttackIR[] } {
  const r = importCards([cardWith(...attacks)], { outDir: "out", library: librarySources() });
  const card = r.cards[0]!;
  const compiled = compileProject([...librarySources(), { path: card.path, text: card.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === card.path && d.severity === "error")).toEqual([]);
  const lines = card.draft.powers.map((p, i) => (card.structured[i] ? p.lines![0]! : null));
  return { lines, ir: compiled.ir.creatures.find((c) => c.name === "Test Raider")!.attacks };
}

describe("timed modifiers in attack riders (§ Bonuses and Penalties; § Conditions, Duration)", () => {
  it("'AND the target has -2 Attack until end of its next turn' becomes a timed modifier on the target", () => {
    const { lines, ir } = read("Numbing Cut: +9 vs. AC; 10 damage AND the target has -2 Attack until the end of its next turn.");
    expect(lines[0]).toBe('attack melee basic "Numbing Cut": +9 vs AC; 10 damage and the target gets -2 attack until end of its next turn');
    expect(ir[0]!.hit[1]).toMatchObject({ op: "timed-modifier", args: { modifier: { op: "bonus", args: { amount: -2, stat: "attack" } } }, duration: { kind: "end-of-next-turn" } });
  });

  it("'-2 to all defenses (save ends)', a penalty worded 'takes a -2 penalty to attack rolls', and '(save ends both)' shared with a condition", () => {
    const { lines } = read(
      "Hex: (range 5) +8 vs. Will; 5 damage AND -2 to all defenses (save ends).",
      "Dazzle: (range 5) +8 vs. Will; The target takes a -2 penalty to attack rolls until the end of its next turn.",
      "Chill: +8 vs. Fort; 10 cold damage AND Slowed AND -2 AC (save ends both).",
    );
    expect(lines).toEqual([
      'attack ranged 5 basic "Hex": +8 vs Will; 5 damage and -2 defenses (save ends)',
      'attack ranged 5 "Dazzle": +8 vs Will; the target gets -2 attack until end of its next turn',
      'attack melee "Chill": +8 vs Fort; 10 cold damage and Slowed (save ends) and -2 AC (save ends)',
    ]);
  });

  it("'this creature has +2 AC until the start of this creature's next turn' reaches the attacker, counting its turns", () => {
    const { ir } = read("Guarded Blow: +9 vs. AC; 10 damage AND this creature has +2 AC until the start of this creature's next turn.");
    expect(ir[0]!.hit[1]).toMatchObject({ op: "timed-modifier", subject: { op: "self" }, duration: { kind: "start-of-next-turn", of: "source" } });
  });

  it("a modifier with no duration is not a timed modifier: kept as text, never guessed", () => {
    const { lines } = read("Odd Cut: +9 vs. AC; 10 damage AND -2 Attack.");
    expect(lines).toEqual([null]);
  });
});

describe("attack forms (§ Attack Roll; § Actions)", () => {
  it("'Hit or miss, …' becomes a 'hit or miss:' section; riders that name whom they reach are read too", () => {
    const { lines } = read("Wild Surge: (range 6) +8 vs. Reflex; 20 fire damage. On miss, 10 fire damage. Hit or miss, this creature is Dazed.", "Drain: +9 vs. AC; 10 damage AND this creature heals 10 HP.");
    expect(lines).toEqual([
      'attack ranged 6 basic "Wild Surge": +8 vs Ref; 20 fire damage; miss: 10 fire damage; hit or miss: this creature is Dazed',
      'attack melee "Drain": +9 vs AC; 10 damage and this creature heals 10',
    ]);
  });

  it("'Minor action:' attacks, automatic hits, a colon after the parentheses and '5 fire on miss'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Sting: Minor action: (range 8) +15 vs. Reflex; 5 damage AND Blinded.",
      "Bolt: (range 10) automatic hit; 15 force damage.",
      "Lance: (range 5): +15 vs DEF(Ref); 10 radiant damage.",
      "Breath: (blast 3) +12 vs. Reflex; 15 fire damage, 5 fire on miss.",
    );
    expect(lines.slice(1)).toEqual([
      'attack ranged 8 minor action "Sting": +15 vs Ref; 5 damage and Blinded',
      'attack ranged 10 "Bolt": automatic hit; 15 force damage',
      'attack ranged 5 "Lance": +15 vs Ref; 10 radiant damage',
      'attack close blast 3 "Breath": +12 vs Ref; 15 fire damage; miss: 5 fire damage',
    ]);
    expect(ir[1]).toMatchObject({ action: "minor" });
    expect(ir[2]).toMatchObject({ automatic: true });
  });

  it("'Make 2 basic melee attacks, each against a different target' repeats the card's basic attack (§ Attack Roll, Repeated Attacks)", () => {
    const { lines, ir } = read("Claw: (reach 2) +9 vs. AC; 10 damage AND push 1 square.", "Flurry: Make 2 basic melee attacks, each against a different target.");
    expect(lines[1]).toBe('attack melee reach 2 make 2 attacks different targets "Flurry": +9 vs AC; 10 damage and push 1');
    expect(ir[1]).toMatchObject({ repeat: 2, repeatTargets: "different", basic: false, bonus: 9 });
  });

  it("a basic attack that is ranged is not repeated for 'basic melee attacks'", () => {
    const { lines } = read("Sling: (range 6) +9 vs. AC; 10 damage.", "Flurry: Make 2 basic melee attacks.");
    expect(lines[1]).toBeNull();
  });
});

describe("attack header states (§ How to Choose Targets; § Insubstantial)", () => {
  it("'Use only while bloodied:', '(living target only)', '(burst 2, Undead targets only)' and 'ignore Insubstantial' become header words", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Last Gasp: Use only while bloodied: +9 vs. AC; 20 damage.",
      "Soul Sip: (living target only) +9 vs. Fortitude; 10 necrotic damage.",
      "Holy Ring: (burst 2, Undead targets only) +9 vs. Will; 10 radiant damage.",
      "Force Dart: (sight) +9 vs. Reflex; 10 damage, ignore Insubstantial.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee while bloodied "Last Gasp": +9 vs AC; 20 damage',
      'attack melee against Living targets only "Soul Sip": +9 vs Fort; 10 necrotic damage',
      'attack close burst 2 against Undead targets only "Holy Ring": +9 vs Will; 10 radiant damage',
      'attack ranged sight ignores insubstantial "Force Dart": +9 vs Ref; 10 damage',
    ]);
    expect(ir[1]!.gate).toMatchObject({ op: "bloodied" });
    expect(ir[2]!.targets).toMatchObject({ op: "has-keyword", args: { keyword: { keyword: "Living" } } });
    expect(ir[4]!.ignoresInsubstantial).toBe(true);
  });

  it("size restrictions: '(Medium or smaller target only)', '(burst 3, Large or smaller targets only)', '(smaller targets only)' (§ Creature Size and Space)", () => {
    const { lines, ir } = read("Gulp: (Medium or smaller target only) +9 vs. AC; 10 damage.", "Gale: (burst 3, Large or smaller targets only) +9 vs. Reflex; push 3.", "Stamp: (smaller targets only) +9 vs. AC; 20 damage.");
    expect(lines).toEqual([
      'attack melee against Medium or smaller targets only basic "Gulp": +9 vs AC; 10 damage',
      'attack close burst 3 against Large or smaller targets only "Gale": +9 vs Ref; push 3',
      'attack melee against smaller targets only "Stamp": +9 vs AC; 20 damage',
    ]);
    expect(ir[0]!.targets).toMatchObject({ op: "size-or-smaller", args: { size: "Medium" } });
    expect(ir[2]!.targets).toMatchObject({ op: "smaller-than-owner" });
  });

  it("a size the rules do not have is not a size: '(Miniscule or smaller target only)' stays text", () => {
    expect(read("Gulp: (Miniscule or smaller target only) +9 vs. AC; 10 damage.").lines).toEqual([null]);
  });
});

describe("followups, provoking and recharging by an action (§ Attack Roll; § Opportunity Attacks; § Rechargeable Powers)", () => {
  it("'AND Followup: +10 vs AC; 10 damage' becomes the attack's followup", () => {
    const { lines, ir } = read("Rend: +10 vs. AC; 10 damage AND Followup: +8 vs. Fortitude; Immobilized.");
    expect(lines[0]).toBe('attack melee basic "Rend": +10 vs AC; 10 damage; followup: +8 vs Fort; Immobilized');
    expect(ir[0]!.followup).toMatchObject({ bonus: 8, defense: "Fort", hit: [{ op: "condition" }] });
  });

  it("'Does not provoke opportunity attacks.', 'target provokes opportunity attacks', riders beside the target, 'RECHARGE as a move action'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Calm Ray: Does not provoke opportunity attacks. (range 10) +12 vs. Reflex; 10 damage AND each enemy and ally adjacent to target takes 5 fire damage.",
      "Taunt: (range 5) +9 vs. Will; target provokes opportunity attacks.",
      "Scorch: (range 10) +14 vs. Reflex; 20 fire damage. RECHARGE as a move action.",
    );
    expect(lines.slice(1)).toEqual([
      'attack ranged 10 does not provoke "Calm Ray": +12 vs Ref; 10 damage and creatures adjacent to the target takes 5 fire damage',
      'attack ranged 5 "Taunt": +9 vs Will; the target provokes opportunity attacks',
      'attack ranged 10 "Scorch" recharge as move action: +14 vs Ref; 20 fire damage',
    ]);
    expect(ir[1]).toMatchObject({ provokes: false });
    expect(ir[1]!.hit[1]).toMatchObject({ op: "damage", subject: { op: "creatures-adjacent-to-target" } });
    expect(ir[3]).toMatchObject({ rechargeAction: "move", uses: 1 });
  });
});

describe("moving before or during an attack (§ Move Actions; § Making an Attack)", () => {
  it("'Move up to its current speed and make 1 basic melee attack at any time during that move' and 'Shift up to 1 square, then make 1 attack, …'", () => {
    const { lines, ir } = read(
      "Lance: +9 vs. AC; 10 damage.",
      "Ride By: Move up to its current speed and make 1 basic melee attack at any time during that move.",
      "Quick Step: Shift up to 1 square, then make 1 attack, (sight) +8 vs. Reflex; 10 cold damage.",
      "Lunge: Move up to 2 squares, then attack 1 adjacent enemy: +6 vs. AC; 10 damage.",
      "Charge In: Move up to its speed (minimum 3 squares) and make 1 basic melee attack.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee during moving speed "Ride By": +9 vs AC; 10 damage',
      'attack ranged sight after shifting 1 "Quick Step": +8 vs Ref; 10 cold damage',
      'attack melee after moving 2 "Lunge": +6 vs AC; 10 damage',
      null,
    ]);
    expect(ir[1]!.approach).toEqual({ verb: "move", squares: "speed", during: true });
    expect(ir[2]!.approach).toEqual({ verb: "shift", squares: 1, during: false });
  });
});

describe("more header and rider wordings", () => {
  it("'(only while Bloodied) (burst 1)', 'Minor action, once per turn:', 'may shift one square', 'target grants combat advantage until …'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Frenzy Sweep: (only while Bloodied) (burst 1) +12 vs. Reflex; 15 damage.",
      "Kick: Minor action, once per turn: +13 vs. AC; 5 damage AND Slowed.",
      "Hop Strike: +8 vs. AC; 5 damage AND this creature may shift one square.",
      "Dazzle: (range 5) +8 vs. Will; 5 damage AND target grants combat advantage until end of its next turn.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close burst 1 while bloodied "Frenzy Sweep": +12 vs Ref; 15 damage',
      'attack melee minor action once per turn "Kick": +13 vs AC; 5 damage and Slowed',
      'attack melee "Hop Strike": +8 vs AC; 5 damage and this creature shifts 1',
      'attack ranged 5 "Dazzle": +8 vs Will; 5 damage and the target grants combat advantage until end of its next turn',
    ]);
  });
});

describe("what cards print before the roll, in any order (§ How to Read a Creature Stat Card; § Actions; § Area Attacks)", () => {
  it("prefixes and parentheses mix: '(reach 3) Minor action:', '(minor action) (radius 1 within 5)', '(range 8, does not provoke opportunity attacks)', 'Provokes opportunity attacks:'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Lash: (reach 3) Minor action: +12 vs. AC; 5 damage AND Slowed.",
      "Glue Bomb: (minor action) (radius 1 within 5) +10 vs. Reflex; Immobilized (save ends).",
      "Quiet Ray: Minor action: (range 8, does not provoke opportunity attacks) +10 vs. Will; Dazed.",
      "Wild Swing: Provokes opportunity attacks: (reach 2) +11 vs. AC; 20 damage.",
      "Spark: (sight) +10 vs. Reflex, does not provoke opportunity attacks; 10 lightning damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee reach 3 minor action "Lash": +12 vs AC; 5 damage and Slowed',
      'attack area 1 within 5 minor action "Glue Bomb": +10 vs Ref; Immobilized (save ends)',
      'attack ranged 8 minor action does not provoke "Quiet Ray": +10 vs Will; Dazed',
      'attack melee reach 2 provokes "Wild Swing": +11 vs AC; 20 damage',
      'attack ranged sight does not provoke "Spark": +10 vs Ref; 10 lightning damage',
    ]);
    expect(ir.slice(1).map((a) => [a.action, a.provokes])).toEqual([
      ["minor", null],
      ["minor", null],
      ["minor", false],
      ["attack", true],
      ["attack", false],
    ]);
  });

  it("'(sight, radius 2)' and '(range 6, radius 1)' are area attacks within sight or 6 squares", () => {
    const { lines, ir } = read("Claw: +9 vs. AC; 10 damage.", "Hail: (sight, radius 2) +9 vs. Reflex; 10 cold damage.", "Pop: (range 6, radius 1) +9 vs. Fortitude; 5 thunder damage.");
    expect(lines.slice(1)).toEqual(['attack area 2 within sight "Hail": +9 vs Ref; 10 cold damage', 'attack area 1 within 6 "Pop": +9 vs Fort; 5 thunder damage']);
    expect(ir[2]!.range).toEqual({ kind: "area", radius: 1, within: 6 });
  });

  it("'(combat advantage vs. target only)' and 'Use only when target grants this creature combat advantage:' restrict the targets", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Sap: (combat advantage vs. target only) +12 vs. Fortitude; 10 damage AND Dazed.",
      "Backstab: Use only when target grants this creature combat advantage: +9 vs. AC; 20 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee against targets granting combat advantage only "Sap": +12 vs Fort; 10 damage and Dazed',
      'attack melee against targets granting combat advantage only "Backstab": +9 vs AC; 20 damage',
    ]);
    expect(ir[1]!.targets).toMatchObject({ op: "granting-combat-advantage" });
  });

  it("repeats written in parentheses or before them, and the basic attack repeated with a state gate", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Two Cuts: (make two attacks against 1 target) +10 vs. AC; 10 damage.",
      "Twice: (attack target twice) +10 vs. AC; 5 damage.",
      "Fury: (only while Bloodied) Make two melee basic attacks against the same target.",
      "Pummel: Make 3 basic melee attacks against 1 target.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee make 2 attacks same target "Two Cuts": +10 vs AC; 10 damage',
      'attack melee make 2 attacks same target "Twice": +10 vs AC; 5 damage',
      'attack melee make 2 attacks same target while bloodied "Fury": +9 vs AC; 10 damage',
      'attack melee make 3 attacks same target "Pummel": +9 vs AC; 10 damage',
    ]);
    expect(ir[3]).toMatchObject({ repeat: 2, repeatTargets: "same", gate: { op: "bloodied" } });
  });

  it("printing slips are mended: '+11vs.', '19 vs. AC', '+16 vs. AC 15 damage', '15 Damagee', '1o damage', '(radius 1 within 10))', 'Followup. Followup:'", () => {
    const { lines } = read(
      "Claw: +11vs. AC; 10 damage.",
      "Maul: 19 vs. AC; 20 damage.",
      "Club: +16 vs. AC 15 damage.",
      "Flail: (burst 1) +15 vs. AC; 15 Damagee",
      "Dart: +15 vs. AC; 1o damage.",
      "Ball: (radius 1 within 10)) +16 vs. DEF(Ref); 20 lightning Damage",
      "Beak: +11 vs. AC; 15 Damage AND Followup. Followup: +11 vs. AC; 15 Damage",
    );
    expect(lines).toEqual([
      'attack melee basic "Claw": +11 vs AC; 10 damage',
      'attack melee "Maul": +19 vs AC; 20 damage',
      'attack melee "Club": +16 vs AC; 15 damage',
      'attack close burst 1 "Flail": +15 vs AC; 15 damage',
      'attack melee "Dart": +15 vs AC; 10 damage',
      'attack area 1 within 10 "Ball": +16 vs Ref; 20 lightning damage',
      'attack melee "Beak": +11 vs AC; 15 damage; followup: +11 vs AC; 15 damage',
    ]);
  });

  it("a printed roll with no defence ('+19 vs. 10 damage') is not guessed", () => {
    expect(read("Claw: +19 vs. 10 damage.").lines).toEqual([null]);
  });
});

describe("recharge conditions with a state (§ Powers and Effects, Rechargeable Powers)", () => {
  it("'RECHARGE at start of this creature's turn if …' and '… at end of its turn' become 'recharge when start|end of its turn if <state>'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Pounce: +12 vs. AC; 20 damage. RECHARGE at start of this creature's turn if no enemy is adjacent to it.",
      "Vanish Strike: (range 10) +12 vs. AC; 20 damage. RECHARGE when no enemies can see this creature at start of its turn.",
      "Hold Fast: +12 vs. AC; 20 damage. RECHARGE at end of this creature's turn if it occupies one of your victory areas.",
      "Press: +12 vs. AC; 20 damage. RECHARGE when 2 or more enemies are adjacent to this creature at end of its turn.",
      "Rage Bite: +12 vs. AC; 20 damage. Recharge whenever this creature starts a turn bloodied.",
      "Odd: +12 vs. AC; 20 damage. RECHARGE at start of this creature's turn if the moon is full.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Pounce" recharge when start of its turn if no enemy is adjacent to it: +12 vs AC; 20 damage',
      'attack ranged 10 "Vanish Strike" recharge when start of its turn if no enemy can see it: +12 vs AC; 20 damage',
      'attack melee "Hold Fast" recharge when end of its turn if it occupies one of its victory areas: +12 vs AC; 20 damage',
      'attack melee "Press" recharge when end of its turn if 2 or more enemies are adjacent to it: +12 vs AC; 20 damage',
      'attack melee "Rage Bite" recharge when start of its turn if bloodied: +12 vs AC; 20 damage',
      null,
    ]);
    expect(ir[1]!.recharge).toMatchObject({ op: "turn-start-if", args: { state: { op: "no-adjacent-enemy" } } });
    expect(ir[4]!.recharge).toMatchObject({ op: "turn-end-if", args: { state: { op: "enemies-adjacent", args: { count: 2 } } } });
  });
});

describe("attack roll properties and critical effects (§ Attack Roll, Critical Hit; § Attack Roll, Repeated Attacks)", () => {
  it("'reroll once on miss', 'On miss, re-roll once.', '(scores critical on natural 18+)', '…; scores criticals on rolls of natural 19+'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage, reroll once on miss.",
      "Boomerang: (range 10) +9 vs. AC; 10 damage. On miss, re-roll once.",
      "Maw: (reach 2, scores critical on natural 18+) +9 vs. AC; 20 damage.",
      "Scythe: +9 vs. AC; 20 necrotic damage; scores criticals on rolls of natural 19+",
    );
    expect(lines).toEqual([
      'attack melee basic reroll on miss "Claw": +9 vs AC; 10 damage',
      'attack ranged 10 reroll on miss "Boomerang": +9 vs AC; 10 damage',
      'attack melee reach 2 critical on 18 "Maw": +9 vs AC; 20 damage',
      'attack melee critical on 19 "Scythe": +9 vs AC; 20 necrotic damage',
    ]);
    expect(ir.map((a) => [a.rerollMiss ?? false, a.criticalFrom ?? null])).toEqual([
      [true, null],
      [true, null],
      [false, 18],
      [false, 19],
    ]);
  });

  it("effects on a critical hit, however printed, become a 'critical:' section", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Rod: +9 vs. AC; 15 damage, target is also Stunned on critical hit.",
      "Blade: +9 vs. AC; 15 damage AND 10 ongoing damage on a critical hit.",
      "Sling: (range 10) +9 vs. Reflex; 10 damage; on a critical hit, target is Dazed.",
      "Fang: +9 vs. AC; 10 damage. On critical hit, target is also Immobilized.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Rod": +9 vs AC; 15 damage; critical: Stunned',
      'attack melee "Blade": +9 vs AC; 15 damage; critical: ongoing 10 (save ends)',
      'attack ranged 10 "Sling": +9 vs Ref; 10 damage; critical: Dazed',
      'attack melee "Fang": +9 vs AC; 10 damage; critical: Immobilized',
    ]);
    expect(ir[1]!.critical).toMatchObject([{ op: "condition" }]);
  });

  it("'Make 1 attack against each adjacent enemy', '… vs. each enemy within reach' with the basic attack, and '… each adjacent bloodied enemy'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Whirl: Make 1 attack against each adjacent enemy, +11 vs. Fortitude; 20 damage AND Stunned.",
      "Rage: Make a melee basic attack vs. each enemy within reach.",
      "Reap: Make 1 basic melee attack against each adjacent bloodied enemy.",
      "Far: Make 1 attack against each enemy within 2 squares, +11 vs. AC; 20 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee against each enemy "Whirl": +11 vs Fort; 20 damage and Stunned',
      'attack melee against each enemy "Rage": +9 vs AC; 10 damage',
      'attack melee against each enemy against bloodied targets only "Reap": +9 vs AC; 10 damage',
      null,
    ]);
  });

  it("'Hit or miss, … after resolving all attacks' on the attacker is read; on the targets it is not guessed", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Spin: (burst 2) +9 vs. Reflex; 10 damage. Hit or miss, this creature shifts up to 2 squares after all attacks are resolved.",
      "Blink: (burst 1) +9 vs. Reflex; 10 damage. After resolving all attacks, this creature teleports up to 3 squares.",
      "Shove: (burst 1) +9 vs. Reflex; 10 damage. Hit or miss, push each target up to 2 squares after resolving all attacks.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close burst 2 "Spin": +9 vs Ref; 10 damage; hit or miss: this creature shifts 2',
      'attack close burst 1 "Blink": +9 vs Ref; 10 damage; hit or miss: this creature teleports 3',
      null,
    ]);
  });
});

describe("nearest within a range, and the basic attack repeated with later sentences (§ Ranged Attacks; § Attack Roll)", () => {
  it("'(range 5, nearest)', '(nearest, range 10)' and '(sight, nearest)'", () => {
    const { lines, ir } = read("Spear: (range 5, nearest) +6 vs. AC; 10 damage.", "Dart: (nearest, range 10) +6 vs. AC; 5 damage.", "Glare: (sight, nearest) +6 vs. Will; Dazed.");
    expect(lines).toEqual(['attack ranged 5 nearest basic "Spear": +6 vs AC; 10 damage', 'attack ranged 10 nearest "Dart": +6 vs AC; 5 damage', 'attack ranged nearest "Glare": +6 vs Will; Dazed']);
    expect(ir[0]!.range).toEqual({ kind: "nearest", squares: 5 });
    expect(ir[2]!.range).toEqual({ kind: "nearest" });
  });

  it("'Make 2 basic melee attacks. Hit or miss, …' keeps its later sentences", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Guarded Flurry: Make 2 basic melee attacks. Hit or miss, this creature has +2 AC until start of its next turn.");
    expect(lines[1]).toBe('attack melee make 2 attacks "Guarded Flurry": +9 vs AC; 10 damage; hit or miss: this creature gets +2 AC until start of its next turn');
  });
});

describe("pulling the target adjacent (§ Forced-Movement Effects, Pull)", () => {
  it("'pull target adjacent to this creature' and 'pull target to a space adjacent to this creature'", () => {
    const { lines } = read("Vine: (reach 4) +9 vs. Reflex; 10 damage AND pull target adjacent to this creature.", "Hook: (reach 3) +9 vs. AC; Immobilized AND pull target to a space adjacent to this creature.");
    expect(lines).toEqual(['attack melee reach 4 basic "Vine": +9 vs Ref; 10 damage and pull the target adjacent', 'attack melee reach 3 "Hook": +9 vs AC; Immobilized and pull the target adjacent']);
  });
});
