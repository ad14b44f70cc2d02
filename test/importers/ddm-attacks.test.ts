// The DDM importer's reading of Attacks-section entries, on wording written for these
// tests: each reading must compile to IR that acts (no WB340/WB341, no error).
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { describe, expect, it } from "vitest";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { attacksCard, readAttacks } from "./reading.js";

const cardWith = (...attacks: string[]) => attacksCard("Test Raider", "Human", attacks);
/** The test card with these attacks, imported and compiled: each attack's line (null when kept as text) and the IR. */
const read = (...attacks: string[]) => readAttacks(cardWith(...attacks));

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
      'attack melee "Chill": +8 vs Fort; 10 cold damage and Slowed (save ends both) and -2 AC (save ends both)',
    ]);
  });

  it("'this creature has +2 AC until the start of this creature's next turn' reaches the attacker, counting its turns", () => {
    const { ir } = read("Guarded Blow: +9 vs. AC; 10 damage AND this creature has +2 AC until the start of this creature's next turn.");
    expect(ir[0]!.hit[1]).toMatchObject({ op: "timed-modifier", subject: { op: "self" }, duration: { kind: "start-of-next-turn", of: "source" } });
  });

  it("a modifier with no duration lasts until the end of the target's next turn, the rules' default (§ Conditions, Duration)", () => {
    const { lines } = read("Plain Cut: +9 vs. AC; 10 damage AND -2 Attack.");
    expect(lines).toEqual(['attack melee basic "Plain Cut": +9 vs AC; 10 damage and -2 attack until end of its next turn']);
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
      "Calm Ray: Does not provoke opportunity attacks. (range 10) +12 vs. Reflex; 10 damage AND each ally and enemy adjacent to target takes 5 cold damage.",
      "Taunt: (range 5) +9 vs. Will; target provokes opportunity attacks.",
      "Scorch: (range 10) +14 vs. Reflex; 20 fire damage. RECHARGE as a move action.",
    );
    expect(lines.slice(1)).toEqual([
      'attack ranged 10 does not provoke "Calm Ray": +12 vs Ref; 10 damage and creatures adjacent to the target takes 5 cold damage',
      'attack ranged 5 "Taunt": +9 vs Will; the target provokes opportunity attacks',
      'attack ranged 10 "Scorch" recharge as move action: +14 vs Ref; 20 fire damage',
    ]);
    expect(ir[1]).toMatchObject({ provokes: false });
    expect(ir[1]!.hit[1]).toMatchObject({ op: "damage", subject: { op: "creatures-adjacent-to-target" } });
    expect(ir[3]).toMatchObject({ rechargeAction: "move", uses: 1 });
  });
});

describe("moving before or during an attack (§ Move Actions; § Making an Attack)", () => {
  it("'Move up to its current speed and make 1 basic melee attack at any time during that move' and 'Shift up to 1 square, then make 1 attack, …', 'Move up to 3 squares, then attack 1 adjacent enemy: …'", () => {
    const { lines, ir } = read(
      "Lance: +9 vs. AC; 10 damage.",
      "Ride By: Move up to its current speed and make 1 basic melee attack at any time during that move.",
      "Quick Step: Shift up to 1 square, then make 1 attack, (sight) +8 vs. Reflex; 10 cold damage.",
      "Lunge: Move up to 3 squares, then attack 1 adjacent enemy: +7 vs. AC; 15 damage.",
      "Charge In: Move up to its speed (minimum 3 squares) and make 1 basic melee attack.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee during moving speed "Ride By": +9 vs AC; 10 damage',
      'attack ranged sight after shifting 1 "Quick Step": +8 vs Ref; 10 cold damage',
      'attack melee after moving 3 "Lunge": +7 vs AC; 15 damage',
      'attack melee after moving speed at least 3 "Charge In": +9 vs AC; 10 damage',
    ]);
    expect(ir[1]!.approach).toEqual({ verb: "move", squares: "speed", during: true });
    expect(ir[2]!.approach).toEqual({ verb: "shift", squares: 1, during: false });
    expect(ir[4]!.approach).toEqual({ verb: "move", squares: "speed", during: false, minimum: 3 });
  });

  it("a move's minimum: '(minimum 2 squares)', 'Move at least 2 squares', 'Move exactly 3 squares', and repeated basic attacks after the move", () => {
    const { lines } = read(
      "Lance: +9 vs. AC; 10 damage.",
      "Wheeling Pass: This creature moves up to its Speed (minimum 2 squares), and makes a {B} attack at any point during its move.",
      "Gallop Through: Move up to its speed (minimum 2 squares) and make up to 2 {b} attacks, each against a different target.",
      "Leaping Maul: Move at least 2 squares, then make 2 {b} attacks against 1 target.",
      "Measured Rush: Move exactly 3 squares, then make 1 attack, +10 vs. AC; 15 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee during moving speed at least 2 "Wheeling Pass": +9 vs AC; 10 damage',
      'attack melee after moving speed at least 2 make 2 attacks different targets "Gallop Through": +9 vs AC; 10 damage',
      'attack melee after moving speed at least 2 make 2 attacks same target "Leaping Maul": +9 vs AC; 10 damage',
      'attack melee after moving 3 at least 3 "Measured Rush": +10 vs AC; 15 damage',
    ]);
  });
});

describe("attacks printed without a name, or named like a trigger", () => {
  it("an entry that opens with its roll is 'Basic Attack' (or 'Attack'); 'Make 2 {b} attacks' is named by its words; 'When Wolves Attack:' is a name", () => {
    const { lines } = read("+9 vs. AC; 10 damage.", "Make 2 {b} attacks, each against a different target.", "When Wolves Attack: +8 vs. AC; 15 damage.", "+7 vs. Reflex; 5 damage.");
    expect(lines).toEqual([
      'attack melee basic "Basic Attack": +9 vs AC; 10 damage',
      'attack melee make 2 attacks different targets "Make 2 basic melee attacks, each against a different target": +9 vs AC; 10 damage',
      'attack melee "When Wolves Attack": +8 vs AC; 15 damage',
      'attack melee "Attack": +7 vs Ref; 5 damage',
    ]);
  });

  it("'Minor action: +8 vs. AC' is not a name: the attack costs a minor action", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Minor action: +8 vs. AC; 5 damage.");
    expect(lines[1]).toBe('attack melee minor action "Attack": +8 vs AC; 5 damage');
  });
});

describe("more header and rider wordings", () => {
  it("'(only while Bloodied) (burst 1)', 'Minor action, once per turn:', 'may shift one square', 'target grants combat advantage until …'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Frenzy Sweep: (only while Bloodied) (burst 1) +12 vs. Reflex; 15 damage.",
      "Kick: Minor action, once per turn: +11 vs. AC; 10 damage AND Dazed.",
      "Hop Strike: +8 vs. AC; 5 damage AND this creature may shift one square.",
      "Dazzle: (range 5) +8 vs. Will; 5 damage AND target grants combat advantage until end of its next turn.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close burst 1 while bloodied "Frenzy Sweep": +12 vs Ref; 15 damage',
      'attack melee minor action once per turn "Kick": +11 vs AC; 10 damage and Dazed',
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

  it("'(combat advantage vs. target only)' and 'Use only when the target grants this creature combat advantage:' restrict the targets", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Sap: (combat advantage vs. target only) +12 vs. Fortitude; 10 damage AND Dazed.",
      "Backstab: Use only when the target grants this creature combat advantage: +11 vs. AC; 15 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee against targets granting combat advantage only "Sap": +12 vs Fort; 10 damage and Dazed',
      'attack melee against targets granting combat advantage only "Backstab": +11 vs AC; 15 damage',
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

  it("printing slips are mended: '+11vs.', '19 vs. AC', '+16 vs. AC 15 damage', '15 Damagee', '1o damage', '(radius 1 within 10))', 'Followup. Followup:', a kind's glyph before the name ('c Frost Ring')", () => {
    const { lines } = read(
      "Claw: +11vs. AC; 10 damage.",
      "Maul: 19 vs. AC; 20 damage.",
      "Club: +16 vs. AC 15 damage.",
      "Flail: (burst 1) +15 vs. AC; 15 Damagee",
      "Dart: +15 vs. AC; 1o damage.",
      "Ball: (radius 1 within 10)) +16 vs. DEF(Ref); 20 lightning Damage",
      "Beak: +11 vs. AC; 15 Damage AND Followup. Followup: +11 vs. AC; 15 Damage",
      "c Frost Ring: (burst 2) +9 vs. Reflex; 5 cold damage.",
    );
    expect(lines).toEqual([
      'attack melee basic "Claw": +11 vs AC; 10 damage',
      'attack melee "Maul": +19 vs AC; 20 damage',
      'attack melee "Club": +16 vs AC; 15 damage',
      'attack close burst 1 "Flail": +15 vs AC; 15 damage',
      'attack melee "Dart": +15 vs AC; 10 damage',
      'attack area 1 within 10 "Ball": +16 vs Ref; 20 lightning damage',
      'attack melee "Beak": +11 vs AC; 15 damage; followup: +11 vs AC; 15 damage',
      'attack close burst 2 "Frost Ring": +9 vs Ref; 5 cold damage',
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
      "Pounce: +12 vs. AC; 20 damage. RECHARGE at the start of this creature's turn if no enemies are adjacent to it.",
      "Vanish Strike: (range 10) +12 vs. AC; 20 damage. RECHARGE when no enemy can see this creature at the start of its turn.",
      "Hold Fast: +12 vs. AC; 20 damage. RECHARGE at the end of this creature's turn if this creature occupies one of your victory areas.",
      "Press: +12 vs. AC; 20 damage. RECHARGE when 3 or more enemies are adjacent to this creature at the end of its turn.",
      "Rage Bite: +12 vs. AC; 20 damage. Recharge whenever this creature starts a turn bloodied.",
      "Odd: +12 vs. AC; 20 damage. RECHARGE at start of this creature's turn if the moon is full.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Pounce" recharge when start of its turn if no enemy is adjacent to it: +12 vs AC; 20 damage',
      'attack ranged 10 "Vanish Strike" recharge when start of its turn if no enemy can see it: +12 vs AC; 20 damage',
      'attack melee "Hold Fast" recharge when end of its turn if it occupies one of its victory areas: +12 vs AC; 20 damage',
      'attack melee "Press" recharge when end of its turn if 3 or more enemies are adjacent to it: +12 vs AC; 20 damage',
      'attack melee "Rage Bite" recharge when start of its turn if bloodied: +12 vs AC; 20 damage',
      null,
    ]);
    expect(ir[1]!.recharge).toMatchObject({ op: "turn-start-if", args: { state: { op: "no-adjacent-enemy" } } });
    expect(ir[4]!.recharge).toMatchObject({ op: "turn-end-if", args: { state: { op: "enemies-adjacent", args: { count: 3 } } } });
  });

  it("'RECHARGE if <state>' alone is looked at as each turn ends: 'recharge when end of any turn if <state>'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Clamp: +12 vs. AC; 20 damage AND Slowed (save ends). RECHARGE if no Slowed enemy is adjacent to this creature.",
      "Lunge: +12 vs. AC; 20 damage. Recharge if this creature is bloodied.",
      "Odd: +12 vs. AC; 20 damage. RECHARGE if the moon is full.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Clamp" recharge when end of any turn if not adjacent to Slowed enemy: +12 vs AC; 20 damage and Slowed (save ends)',
      'attack melee "Lunge" recharge when end of any turn if bloodied: +12 vs AC; 20 damage',
      null,
    ]);
    expect(ir[1]!.recharge).toMatchObject({ op: "any-turn-end-if", args: { state: { op: "not-state" } } });
  });

  it("'RECHARGE at start of round if no creatures are affected by this creature's <Name>': asked as each round starts", () => {
    const { lines, ir } = read("Claw: +9 vs. AC; 10 damage.", "Dread Murmur: (range 5) +12 vs. Will; Dazed (save ends). RECHARGE at start of round if no creatures are affected by this creature's Dread Murmur.");
    expect(lines[1]).toBe('attack ranged 5 "Dread Murmur" recharge when start of round if no creature is affected by "Dread Murmur": +12 vs Will; Dazed (save ends)');
    expect(ir[1]!.recharge).toMatchObject({ op: "round-start-if", args: { state: { op: "none-affected-by", args: { name: "Dread Murmur" } } } });
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
      // Every enemy within 2 squares is what a close burst 2 attacks (§ Close Attacks, Burst X).
      'attack close burst 2 enemies only "Far": +11 vs AC; 20 damage',
    ]);
  });

  it("'Hit or miss, … after resolving all attacks' on the attacker is once for the action; on the targets, 'after all attacks:'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Spin: (burst 2) +9 vs. Reflex; 10 damage. Hit or miss, this creature shifts up to 2 squares after all attacks are resolved.",
      "Blink: (burst 1) +9 vs. Reflex; 10 damage. After resolving all attacks, this creature teleports up to 3 squares.",
      "Shove: (burst 1) +9 vs. Reflex; 10 damage. Hit or miss, after resolving all attacks, push each target up to 3 squares.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close burst 2 "Spin": +9 vs Ref; 10 damage; hit or miss: this creature shifts 2',
      'attack close burst 1 "Blink": +9 vs Ref; 10 damage; hit or miss: this creature teleports 3',
      'attack close burst 1 "Shove": +9 vs Ref; 10 damage; after all attacks: push 3',
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

describe("damage sums (§ Applying Damage, Base Damage)", () => {
  it("reads three or more typed parts, a sum printed without 'damage', and base damage plus ongoing damage", () => {
    const { lines } = read(
      "Prism Strike: +9 vs. AC; 10 + 5 fire + 5 cold damage AND Slowed.",
      "Triple Ray: (sight) +9 vs. Reflex; 5 acid + 5 fire + 5 thunder.",
      "Venom Fang: +9 vs. AC; 10 + 5 ongoing poison damage (save ends).",
    );
    expect(lines).toEqual([
      'attack melee basic "Prism Strike": +9 vs AC; 10 + 5 fire + 5 cold damage and Slowed',
      'attack ranged sight "Triple Ray": +9 vs Ref; 5 acid + 5 fire + 5 thunder damage',
      'attack melee "Venom Fang": +9 vs AC; 10 damage and ongoing 5 poison (save ends)',
    ]);
  });

  it("a word in the sum that is not a damage type keeps the entry as text", () => {
    expect(read("Odd Ray: (sight) +9 vs. Reflex; 5 acid + 5 sparkle damage.").lines).toEqual([null]);
  });
});

describe("riders on a target in a state (§ Applying Damage, Additional Effects)", () => {
  it("'Undead target is', 'Large or smaller target is', 'living target has ongoing', 'non-bloodied targets take', 'Good creatures are', 'each level 3 and lower target is'", () => {
    const { lines, ir } = read(
      "Sun Blade: +9 vs. AC; 10 damage AND Undead target is Immobilized.",
      "Hook: +9 vs. AC; 10 damage AND Large or smaller target is Slowed (save ends).",
      "Rot Fang: +9 vs. AC; 10 damage AND living target has ongoing 5 damage (save ends).",
      "Acid Edge: +9 vs. AC; 5 damage AND non-bloodied targets take 5 acid damage.",
      "Holy Flash: (burst 2) +9 vs. Will; 10 radiant damage AND Evil creatures are Dazed.",
      "Command: (range 5) +9 vs. Will; 5 damage AND each level 3 and lower target is Dominated.",
    );
    expect(lines).toEqual([
      'attack melee basic "Sun Blade": +9 vs AC; 10 damage and Undead target is Immobilized',
      'attack melee "Hook": +9 vs AC; 10 damage and Large or smaller target is Slowed (save ends)',
      'attack melee "Rot Fang": +9 vs AC; 10 damage and Living target takes ongoing 5 (save ends)',
      'attack melee "Acid Edge": +9 vs AC; 5 damage and target that is not bloodied takes 5 acid damage',
      'attack close burst 2 "Holy Flash": +9 vs Will; 10 radiant damage and Evil target is Dazed',
      'attack ranged 5 "Command": +9 vs Will; 5 damage and level 3 or lower target is Dominated',
    ]);
    expect(ir[5]!.hit[1]).toMatchObject({ op: "condition", subject: { op: "target-in-state", args: { state: { op: "level-or-lower", args: { level: 3 } } } } });
  });
});

describe("conditions that grow worse, 'destroyed', and attacks made after the attack (§ Conditions; § Hit Points; § Attack Roll, Repeated Attacks)", () => {
  it("'If the target is already Dazed, it is Stunned instead (save ends)', '; if already X, target is instead Y', 'Dazed targets are Stunned, instead'", () => {
    const { lines } = read(
      "Stone Stare: (range 6) +9 vs. Fortitude; Dazed (save ends). If the target is already Dazed, it is Stunned instead (save ends). If target is already Stunned, it is Helpless (save ends) instead.",
      "Tentacles: +9 vs. Fortitude; 10 damage AND Slowed (save ends); if already Slowed, target is instead Immobilized (save ends).",
      "Dread Eyes: (blast 3) +9 vs. Will; Dazed. Dazed targets are Stunned, instead.",
    );
    expect(lines).toEqual([
      'attack ranged 6 basic "Stone Stare": +9 vs Fort; Dazed (save ends) or Stunned (save ends) instead if already Dazed or Helpless (save ends) instead if already Stunned',
      'attack melee "Tentacles": +9 vs Fort; 10 damage and Slowed (save ends) or Immobilized (save ends) instead if already Slowed',
      'attack close blast 3 "Dread Eyes": +9 vs Will; Dazed or Stunned instead if already Dazed',
    ]);
  });

  it("a step to a condition the rules do not have stays text", () => {
    expect(read("Gaze: (range 6) +9 vs. Fortitude; Slowed (save ends). If target is already Slowed, it is Glassy instead.").lines).toEqual([null]);
  });

  it("'destroyed', 'target is destroyed', 'On miss, this creature is destroyed'", () => {
    const { lines } = read("Doom: (bloodied target only) +9 vs. Fortitude; destroyed.", "Last Leap: +9 vs. AC; 10 damage. On miss, this creature is destroyed.");
    expect(lines).toEqual(['attack melee against bloodied targets only basic "Doom": +9 vs Fort; target is destroyed', 'attack melee "Last Leap": +9 vs AC; 10 damage; miss: this creature is destroyed']);
  });

  it("'make this attack again (maximum 2 per turn)', the attack's own name, 'repeat this attack against a different target (once per turn)', 'make a Melee Basic attack (max. once per turn)'", () => {
    const { lines } = read(
      "Flail: +9 vs. AC; 5 damage AND make this attack again (maximum 2 per turn).",
      "Blade Storm: (reach 2) +9 vs. AC; 10 damage AND this creature shifts up to 1 square AND make 1 Blade Storm attack (max. 4 per turn).",
      "Rage: +9 vs. AC; 15 damage AND repeat this attack against a different target (once per turn).",
      "Rake: +9 vs. AC; 10 damage AND make a Claw Rake attack against the same target.",
      "Claws: +8 vs. AC; 15 damage AND make a Melee Basic attack (max. once per turn).",
    );
    expect(lines).toEqual([
      'attack melee basic "Flail": +9 vs AC; 5 damage and then make this attack again (maximum 2 per turn)',
      'attack melee reach 2 "Blade Storm": +9 vs AC; 10 damage and this creature shifts 1 and then make this attack again (maximum 4 per turn)',
      'attack melee "Rage": +9 vs AC; 15 damage and then make this attack again against a different target (maximum 2 per turn)',
      null,
      'attack melee "Claws": +8 vs AC; 15 damage and then make a basic melee attack (maximum 1 per turn)',
    ]);
  });
});

describe("bonus damage and damage instead against a target in a state (§ Applying Damage)", () => {
  it("'+10 radiant damage against Evil targets', '+10 cold damage if target is bloodied', 'OR 20 damage if target is Immobilized', '; 15 damage vs. Immobilized targets, instead'", () => {
    const { lines } = read(
      "Dawn Sword: +9 vs. AC; 10 damage, +10 radiant damage against Evil targets.",
      "Reaping Axe: +9 vs. AC; 10 + 10 cold damage, +10 cold damage if target is bloodied.",
      "Talon: +9 vs. AC; 10 damage OR 20 damage if target is Immobilized.",
      "Jaws: Minor action: +9 vs. AC; 10 damage; 15 damage vs. Immobilized targets, instead.",
    );
    expect(lines).toEqual([
      'attack melee basic "Dawn Sword": +9 vs AC; 10 damage and +10 radiant damage against Evil targets',
      'attack melee "Reaping Axe": +9 vs AC; 10 + 10 cold damage and +10 cold damage against bloodied targets',
      'attack melee "Talon": +9 vs AC; 10 damage and 20 damage instead against Immobilized targets',
      'attack melee minor action "Jaws": +9 vs AC; 10 damage and 15 damage instead against Immobilized targets',
    ]);
  });
});

describe("recharges on the creature's own attacks and powers (§ Powers and Effects, Rechargeable Powers)", () => {
  it("'when this attack misses', 'when this creature uses Stone Form', '… uses a champion power', 'if it did not move that turn', '; RECHARGE', 'this creture'", () => {
    const { lines } = read(
      "Wild Swing: +9 vs. AC; 25 damage. RECHARGE when this attack misses.",
      "Stone Fist: +9 vs. AC; 15 damage. RECHARGE when this creature uses Stone Form.",
      "Awe: (blast 4) +9 vs. Will; Stunned. Recharge when this creature uses a champion power.",
      "Crossbow: (nearest) +9 vs. AC; 5 damage. RECHARGE at the end of this creature's turn if it did not move during that turn.",
      "Blowgun: (range 10) +9 vs. AC; 5 damage. RECHARGE at the end of this creature's turn if this creature did not attack on that turn.",
      "Acid Spit: (line 6) +9 vs. Fortitude; 20 acid damage; RECHARGE when first Bloodied",
      "Fury: +9 vs. AC; 15 damage. Recharge whenever this creture starts a turn bloodied.",
    );
    expect(lines).toEqual([
      'attack melee basic "Wild Swing" recharge when this creature misses with "Wild Swing" attack: +9 vs AC; 25 damage',
      'attack melee "Stone Fist" recharge when this creature uses "Stone Form": +9 vs AC; 15 damage',
      'attack close blast 4 "Awe" recharge when this creature uses champion power: +9 vs Will; Stunned',
      'attack ranged nearest "Crossbow" recharge when end of its turn if it did not move this turn: +9 vs AC; 5 damage',
      'attack ranged 10 "Blowgun" recharge when end of its turn if it did not attack this turn: +9 vs AC; 5 damage',
      'attack close line 6 "Acid Spit" recharge when this creature becomes bloodied: +9 vs Fort; 20 acid damage',
      'attack melee "Fury" recharge when start of its turn if bloodied: +9 vs AC; 15 damage',
    ]);
  });
});

describe("printed forms around the roll (§ How to Read a Creature Stat Card, Attacks)", () => {
  it("'; ignore Insubstantial', '(ignore insubstantial)', '; 15 acid damage on miss', '; on miss, 15 damage AND …', '10 cold and Slowed on miss'", () => {
    const { lines } = read(
      "Bolt: (sight) +9 vs. Reflex; 10 damage; ignore Insubstantial",
      "Lance: (range 10) +9 vs. Reflex; 15 damage (ignore insubstantial).",
      "Acid Jet: (line 6) +9 vs. Reflex; 30 acid damage; 15 acid damage on miss.",
      "Cruel Cut: +9 vs. AC; 30 damage AND ongoing 10 damage (save ends); on miss, 15 damage AND ongoing 5 damage (save ends)",
      "Frost Cone: (blast 5) +9 vs. Reflex; 20 cold damage AND Immobilized, 10 cold and Slowed on miss",
    );
    expect(lines).toEqual([
      'attack ranged sight basic ignores insubstantial "Bolt": +9 vs Ref; 10 damage',
      'attack ranged 10 ignores insubstantial "Lance": +9 vs Ref; 15 damage',
      'attack close line 6 "Acid Jet": +9 vs Ref; 30 acid damage; miss: 15 acid damage',
      'attack melee "Cruel Cut": +9 vs AC; 30 damage and ongoing 10 (save ends); miss: 15 damage and ongoing 5 (save ends)',
      'attack close blast 5 "Frost Cone": +9 vs Ref; 20 cold damage and Immobilized; miss: 10 cold damage and Slowed',
    ]);
  });

  it("'(burst 3, Undead targets only), +6 vs.', 'Immobilized target only. +9 vs.', '(range 6, Level 10 or lower target)', 'Use only while not adjacent to any enemies:'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Turn Undead: (burst 3, Undead targets only), +9 vs. Will; 5 radiant damage.",
      "Sting: Minor action, once per turn: Immobilized target only. +9 vs. AC; 10 damage.",
      "Glare: Minor action: (range 6, Level 10 or lower target) +9 vs. Will; Immobilized.",
      "Thresh: Use only while not adjacent to any enemies: Make 2 basic melee attacks.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close burst 3 against Undead targets only "Turn Undead": +9 vs Will; 5 radiant damage',
      'attack melee minor action once per turn against Immobilized targets only "Sting": +9 vs AC; 10 damage',
      'attack ranged 6 minor action against level 10 or lower targets only "Glare": +9 vs Will; Immobilized',
      'attack melee make 2 attacks while not adjacent to any enemy "Thresh": +9 vs AC; 10 damage',
    ]);
  });

  it("'If both hit, target is also Immobilized. RECHARGE …' keeps its recharge", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Crush: Make 2 basic melee attacks against the same target. If both hit, target is also Immobilized. RECHARGE when this creature first becomes bloodied.");
    expect(lines[1]).toBe('attack melee make 2 attacks same target "Crush" recharge when this creature becomes bloodied: +9 vs AC; 10 damage; if both hit: Immobilized');
  });
});

describe("the card's other attacks by name, defence choices, best of N d20s, after all attacks (§ Attack Roll)", () => {
  it("'Make 2 Talon attacks against the same target; if both hit, …', 'Minor action: Make 1 Pick attack. RECHARGE …', 'Make 2 Ray attacks, each against the same target'", () => {
    const { lines } = read(
      "Bite: +9 vs. AC; 10 damage.",
      "Talon: (reach 2) +9 vs. AC; 15 damage.",
      "Pick: +9 vs. AC; 20 damage AND push 1.",
      "Ray: (range 10) +9 vs. Reflex; 10 fire damage.",
      "Rend: Make 2 Talon attacks against the same target; if both hit, the target is also Weakened (save ends).",
      "Quick Pick: Minor action: Make 1 Pick attack. RECHARGE when this creature first becomes bloodied.",
      "Twin Ray: Use only while not bloodied: Make 2 Ray attacks, each against the same target.",
    );
    expect(lines.slice(4)).toEqual([
      'attack melee reach 2 make 2 attacks same target "Rend": +9 vs AC; 15 damage; if both hit: Weakened (save ends)',
      'attack melee minor action "Quick Pick" recharge when this creature becomes bloodied: +9 vs AC; 20 damage and push 1',
      'attack ranged 10 make 2 attacks same target while not bloodied "Twin Ray": +9 vs Ref; 10 fire damage',
    ]);
  });

  it("'+12 vs. AC or +12 vs. Reflex', '+21 vs. AC or DEF(Fort)'; different bonuses are not read", () => {
    const { lines } = read("Blades: +12 vs. AC or +12 vs. Reflex; 15 damage.", "True Edge: +21 vs. AC or DEF(Fort); 20 damage.", "Odd Mace: +11 vs. AC OR +9 vs. Fortitude; 10 damage.");
    expect(lines).toEqual(['attack melee basic "Blades": +12 vs AC or Ref; 15 damage', 'attack melee "True Edge": +21 vs AC or Fort; 20 damage', null]);
  });

  it("'(roll 2d20 and use the higher)', 'Roll 3d20 and use the highest result:'", () => {
    const { lines } = read("Grab: (roll 2d20 and use the higher) +9 vs. AC; 10 damage.", "Blades: Roll 3d20 and use the highest result: (reach 2) +9 vs. AC; 20 damage.");
    expect(lines).toEqual(['attack melee best of 2 basic "Grab": +9 vs AC; 10 damage', 'attack melee reach 2 best of 3 "Blades": +9 vs AC; 20 damage']);
  });

  it("'Hit or miss, push each target up to N squares after resolving all attacks', '… each level N and lower target is Dazed after all attacks are resolved'", () => {
    const { lines } = read(
      "Tail Snap: (blast 2) +9 vs. AC; 10 damage. Hit or miss, push each target up to 1 square after resolving all attacks.",
      "Mind Wave: (burst 2) +9 vs. Will; 10 psychic damage. Hit or Miss, each level 5 and lower target is Dazed after all attacks are resolved.",
    );
    expect(lines).toEqual([
      'attack close blast 2 "Tail Snap": +9 vs AC; 10 damage; after all attacks: push 1',
      'attack close burst 2 "Mind Wave": +9 vs Will; 10 psychic damage; after all attacks: level 5 or lower target is Dazed',
    ]);
  });
});

describe("moves before or during the attack, with later sentences and movement modes (§ Move Actions; § Movement Modes)", () => {
  it("'… make a {b} attack at any time during the move. RECHARGE …', '… then makes 1 {b} attack. Hit or miss, …', 'Shift 1 square, then make 2 {b} attacks'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Spring Attack: Move up to its current speed and make a {b} attack at any point during that move. RECHARGE at start of its turn if no enemies are adjacent to this creature.",
      "Wolf Step: This creature shifts up to 2 squares, then makes 1 {b} attack. Hit or miss, it shifts up to 1 square.",
      "Sidestep: Shift 1 square, then make 2 {b} attacks.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee during moving speed "Spring Attack" recharge when start of its turn if no enemy is adjacent to it: +9 vs AC; 10 damage',
      'attack melee after shifting 2 "Wolf Step": +9 vs AC; 10 damage; hit or miss: this creature shifts 1',
      'attack melee after shifting 1 make 2 attacks "Sidestep": +9 vs AC; 10 damage',
    ]);
  });

  it("'Move up to 6 squares as though with Flight, then make 1 attack, …', 'Move up to 5 squares with Burrow, then make an attack: …'", () => {
    const { lines } = read(
      "Swoop: Move up to 6 squares as though with Flight, then make 1 attack, +9 vs. AC; 10 damage AND Dazed. On miss, this creature is destroyed.",
      "Burst Up: Move up to 5 squares with Burrow, then make an attack: +9 vs. AC; 20 damage AND Immobilized.",
    );
    expect(lines).toEqual([
      'attack melee after moving 6 with flight "Swoop": +9 vs AC; 10 damage and Dazed; miss: this creature is destroyed',
      'attack melee after moving 5 with burrow "Burst Up": +9 vs AC; 20 damage and Immobilized',
    ]);
  });

  it("'RECHARGE when this creature reduces an enemy to 0 HP' is its destroying one", () => {
    const { lines } = read("Maul: +9 vs. AC; 10 damage.", "Fury: +9 vs. AC; 20 damage. RECHARGE when this creature reduces an enemy to 0 HP.");
    expect(lines[1]).toBe('attack melee "Fury" recharge when this creature destroys enemy: +9 vs AC; 20 damage');
  });
});

describe("riders that take a movement mode away or pull a target in a state (§ Movement Modes; § Forced-Movement Effects)", () => {
  it("'target loses Flight until end of its next turn', '… (save ends both)', 'pull large or smaller target adjacent'", () => {
    const { lines } = read(
      "Wing Clip: +9 vs. AC; 10 damage AND Immobilized AND target loses Flight until end of its next turn.",
      "Ground Hook: +9 vs. AC; 10 damage AND ongoing 5 damage AND target loses Flight (save ends both).",
      "Chain: (reach 3) +9 vs. AC; 20 damage AND pull large or smaller target adjacent.",
    );
    expect(lines).toEqual([
      'attack melee basic "Wing Clip": +9 vs AC; 10 damage and Immobilized and target loses flight until end of its next turn',
      'attack melee "Ground Hook": +9 vs AC; 10 damage and ongoing 5 (save ends both) and target loses flight (save ends both)',
      'attack melee reach 3 "Chain": +9 vs AC; 20 damage and pull Large or smaller target adjacent',
    ]);
  });
});

describe("riders on enemies near the target (§ How to Choose Targets)", () => {
  it("'1 enemy adjacent to target takes 10 damage', 'each enemy within N squares of target takes N thunder damage'", () => {
    const { lines } = read("Axe: +9 vs. AC; 25 damage AND 1 enemy adjacent to target takes 10 damage", "Arc Blade: +9 vs. AC; 5 + 10 thunder damage AND each enemy within 3 squares of target takes 5 thunder damage.");
    expect(lines).toEqual([
      'attack melee basic "Axe": +9 vs AC; 25 damage and one enemy adjacent to target takes 10 damage',
      'attack melee "Arc Blade": +9 vs AC; 5 + 10 thunder damage and each enemy within 3 squares of target takes 5 thunder damage',
    ]);
  });
});

describe("entries that make other attacks of the card (§ Actions, Attack Action; § Making an Attack)", () => {
  it("'Make 2 {m} attacks', 'Replaces turn: Make 4 {b} attacks', 'Make 1 Claw attack and 1 Bite attack' become powers used as that action", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Bite: +9 vs. AC; 15 damage.",
      "Dual Blades: Make 2 {m} attacks.",
      "Frenzy: Replaces turn: Make 4 {b} attacks.",
      "Twin Strike: Make 1 Claw attack and 1 Bite attack. RECHARGE when this creature first becomes bloodied.",
    );
    expect(lines.slice(2)).toEqual([
      'power "Dual Blades": attack action: this creature makes 2 melee attacks',
      'power "Frenzy": replaces turn: this creature makes 4 basic melee attacks',
      'power "Twin Strike" recharge when this creature becomes bloodied: attack action: this creature makes "Claw" attack and this creature makes "Bite" attack',
    ]);
  });

  it("'Each enemy adjacent to this creature takes 5 damage', 'Up to 3 Plant allies within 2 squares heal 10 HP': an entry without a roll is a power used as an attack action", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Cinder Ring: Each enemy adjacent to this creature takes 5 fire damage.",
      "Sap Gift: Up to 3 Plant allies within 2 squares heal 10 HP. RECHARGE when this creature first becomes bloodied.",
    );
    expect(lines.slice(1)).toEqual([
      'power "Cinder Ring": attack action: adjacent enemies takes 5 fire damage',
      'power "Sap Gift" recharge when this creature becomes bloodied: attack action: up to 3 Plant allies within 2 squares heals 10',
    ]);
  });
});

describe("a recharge on moving, healing beside the target, a type before a semicolon (§ Powers and Effects, Rechargeable Powers; Type)", () => {
  it("'RECHARGE when this creature moves', 'each ally adjacent to the target heals 5 HP', '(Fear; save ends both)', 'RECHARGE when it first destroys an enemy', 'Usable on opportunity attacks.', 'RECHARGE when … or when …'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Dash Cut: +9 vs. AC; 15 damage. RECHARGE when this creature moves.",
      "Mending Bolt: (range 5) +9 vs. AC; 10 radiant damage AND each ally adjacent to the target heals 5 HP.",
      "Dread Howl: (blast 3) +9 vs. Will; ongoing 5 psychic damage AND Slowed (Fear; save ends both).",
      "Tail Lash: (burst 1) +9 vs. Reflex; 20 damage. RECHARGE when it first destroys an enemy.",
      "Hock Cut: Usable on opportunity attacks. +9 vs. AC; 5 damage AND Slowed.",
      "Iron Coil: +9 vs. Fortitude; 10 damage AND Immobilized (save ends). RECHARGE when this attack misses or when no creature is affected by this creature's Iron Coil.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Dash Cut" recharge when this creature moves: +9 vs AC; 15 damage',
      'attack ranged 5 "Mending Bolt": +9 vs AC; 10 radiant damage and allies adjacent to target heals 5',
      'attack close blast 3 "Dread Howl" type Fear: +9 vs Will; ongoing 5 psychic (save ends both) and Slowed (save ends both)',
      'attack close burst 1 "Tail Lash" recharge when this creature first destroys enemy: +9 vs Ref; 20 damage',
      'attack melee usable on opportunity attacks "Hock Cut": +9 vs AC; 5 damage and Slowed',
      'attack melee "Iron Coil" recharge when this creature misses with "Iron Coil" attack or when no creature is affected by "Iron Coil": +9 vs Fort; 10 damage and Immobilized (save ends)',
    ]);
    expect(ir[2]!.hit[1]!.subject?.op).toBe("allies-adjacent-to-target");
  });
});

describe("recharges when no creature is affected by the attack (§ Powers and Effects, Rechargeable Powers)", () => {
  it("'Recharge when no enemy is Immobilized by this creature's Grip', 'RECHARGE when no creature is affected by this power'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Grip: +9 vs. AC; 20 damage AND Immobilized (save ends). Recharge when no enemy is Immobilized by this creature's Grip.",
      "Hex: (sight) +9 vs. Will; 10 damage AND Weakened (save ends). RECHARGE when no creature is affected by this power.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Grip" recharge when no creature is affected by "Grip": +9 vs AC; 20 damage and Immobilized (save ends)',
      'attack ranged sight "Hex" recharge when no creature is affected by "Hex": +9 vs Will; 10 damage and Weakened (save ends)',
    ]);
  });
});

describe("conditions that also end on damage or when the two part (§ Conditions, Duration)", () => {
  it("'… and Slowed (save ends both; both also end at the end of …'s turn if it is not adjacent to the target)', '(save ends, also ends when this creature ends its turn not adjacent …)'", () => {
    const { lines, ir } = read(
      "Scald Pincer: +9 vs. AC; 5 damage AND ongoing 5 fire damage AND Slowed (save ends both; both also end at the end of this creature's turn if it is not adjacent to the target).",
      "Snare Line: +8 vs. Reflex; Immobilized (save ends, also ends when this creature ends its turn not adjacent to target).",
    );
    expect(lines).toEqual([
      'attack melee basic "Scald Pincer": +9 vs AC; 5 damage and ongoing 5 fire (save ends both) or until this creature ends its turn not adjacent to it and Slowed (save ends both) or until this creature ends its turn not adjacent to it',
      'attack melee "Snare Line": +8 vs Ref; Immobilized (save ends) or until this creature ends its turn not adjacent to it',
    ]);
    expect(ir[0]!.hit[1]!.duration).toEqual({ kind: "save-ends", both: true, when: ["source-turn-end-apart"] });
  });

  it("'(save ends, damage ends)', '(save ends; also ends if target takes damage)', 'Helpless until the affected creature takes damage (save ends)'", () => {
    const { lines, ir } = read(
      "Lull: +9 vs. Will; 5 damage AND Helpless (save ends, damage ends).",
      "Drowse Dust: (blast 3) +8 vs. Fortitude; Helpless (save ends, or ends if target takes damage.",
      "Glamour: (range 5) +8 vs. Will; Dominated (save ends; also ends if target takes damage).",
      "Dream Sting: +8 vs. Fortitude; 10 poison Damage AND Helpless until the affected creature takes damage (save ends)",
    );
    expect(lines).toEqual([
      'attack melee basic "Lull": +9 vs Will; 5 damage and Helpless (save ends) or until it takes damage',
      'attack close blast 3 "Drowse Dust": +8 vs Fort; Helpless (save ends) or until it takes damage',
      'attack ranged 5 "Glamour": +8 vs Will; Dominated (save ends) or until it takes damage',
      'attack melee "Dream Sting": +8 vs Fort; 10 poison damage and Helpless (save ends) or until it takes damage',
    ]);
    expect(ir[0]!.hit[1]!.duration).toEqual({ kind: "save-ends", when: ["damaged"] });
  });

  it("'(ends if target becomes non-adjacent to this creature)', '(save ends, or ends when this creature is no longer adjacent …', '4 or more squares distant from this creature'", () => {
    const { lines, ir } = read(
      "Grip: +9 vs. AC; 5 damage AND Immobilized (ends if target becomes non-adjacent to this creature).",
      "Smother: +8 vs. AC; 5 damage AND Large or smaller target is Immobilized (save ends, or ends when this creature is no longer adjacent.",
      "Tether: +8 vs. AC; 10 damage AND Slowed (save ends; also ends if affected creature is 3 or more squares distant from this creature)",
    );
    expect(lines).toEqual([
      'attack melee basic "Grip": +9 vs AC; 5 damage and Immobilized until it is not adjacent to this creature',
      'attack melee "Smother": +8 vs AC; 5 damage and Large or smaller target is Immobilized (save ends) or until it is not adjacent to this creature',
      'attack melee "Tether": +8 vs AC; 10 damage and Slowed (save ends) or until it is 3 or more squares from this creature',
    ]);
    expect(ir[2]!.hit[1]!.duration).toEqual({ kind: "save-ends", when: ["apart"], away: 3 });
  });
});

describe("damage that grows when both repeated attacks hit (§ Attack Roll, Repeated Attacks)", () => {
  it("'10 Damage if one hits, 30 Damage if both hit', '… 30 damage instead if both attacks hit', '10 Damage each + 10 Damage to the second attack if both hit'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Double Rake: 2 attacks against same target; +8 vs. AC each; 10 Damage if one hits, 25 Damage if both hit.",
      "Crushing Arms: Make 2 attacks against the same target, +8 vs. AC; 5 damage if 1 attack hits, 20 damage instead if both attacks hit.",
      "Tearing Claws: 2 attacks against the same target; +8 vs. AC to each; 10 Damage each + 5 Damage to the second attack if both hit",
      "Fire Rake: 2 attacks against same target; +8 vs. AC each; 10 fire Damage if one hits, 20 Damage if both hit.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee make 2 attacks same target "Double Rake": +8 vs AC; 10 damage and +5 damage if both hit',
      'attack melee make 2 attacks same target "Crushing Arms": +8 vs AC; 5 damage and +10 damage if both hit',
      'attack melee make 2 attacks same target "Tearing Claws": +8 vs AC; 10 damage and +5 damage if both hit',
      null,
    ]);
    expect(ir[1]!.hit[1]).toMatchObject({ op: "bonus-damage-if-hits", args: { amount: 5 } });
  });

  it("'If both attacks hit, +N Damage on the second attack' after the card's basic attack made twice; 'if 2 or more hit the same target' after 'up to 4'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage AND Slowed.",
      "Savage Pair: Use only while this creature is bloodied: Make 2 {b} attacks against one target. If both attacks hit, +5 Damage on the second attack.",
      "Flurry: Make up to 4 {b} attacks; if 2 or more hit the same target, that target also has -2 to all defenses (save ends).",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee make 2 attacks same target while bloodied "Savage Pair": +9 vs AC; 10 damage and +5 damage if both hit and Slowed',
      'attack melee make 4 attacks "Flurry": +9 vs AC; 10 damage and Slowed; if 2 hit: -2 defenses (save ends)',
    ]);
  });
});

describe("more recharge conditions (§ Powers and Effects, Rechargeable Powers)", () => {
  it("'damaged by an Evil enemy', 'causes an enemy to become bloodied with an attack', 'adjacent to N or more enemies', 'no enemy within N squares', 'no other creature adjacent', 'adjacent to <kind> terrain'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Holy Blow: +9 vs. AC; 20 Damage. RECHARGE when damaged by an Evil enemy.",
      "Gash: +9 vs. AC; 20 damage. RECHARGE whenever this creature causes an enemy to become bloodied with an attack.",
      "Spin: (burst 1) +8 vs. AC; 10 damage. RECHARGE at the end of its turn if this creature is adjacent to 3 or more enemies.",
      "Erupt: +9 vs. AC; 20 Damage. RECHARGE at start of this creature's turn if no enemy is within 4 squares of it.",
      "Lash Out: +9 vs. Reflex; 15 fire Damage. RECHARGE when this creature starts its turn with no other creature adjacent to this creature.",
      "Hurl Rock: (range 10) +9 vs. AC; 20 damage. RECHARGE at the start of its turn if this creature is adjacent to pillar terrain.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Holy Blow" recharge when Evil enemy damages this creature: +9 vs AC; 20 damage',
      'attack melee "Gash" recharge when this creature bloodies enemy with attack: +9 vs AC; 20 damage',
      'attack close burst 1 "Spin" recharge when end of its turn if 3 or more enemies are adjacent to it: +8 vs AC; 10 damage',
      'attack melee "Erupt" recharge when start of its turn if no enemy is within 4 squares of it: +9 vs AC; 20 damage',
      'attack melee "Lash Out" recharge when start of its turn if no other creature is adjacent to it: +9 vs Ref; 15 fire damage',
      'attack ranged 10 "Hurl Rock" recharge when start of its turn if it is adjacent to "pillar" terrain: +9 vs AC; 20 damage',
    ]);
  });
});

describe("states the attack is usable in, and who it can target (§ Making an Attack; § How to Choose Targets)", () => {
  it("'Use only while damaged:', 'Only while adjacent to a wall.', 'Use only if this creature is adjacent to a bloodied enemy:', 'has not yet moved on its turn', 'has moved 2 or more squares from its starting position this turn'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Vengeance Bite: Use only while damaged: +9 vs. AC; 20 damage.",
      "Wall Leap: Only while adjacent to a wall. Move up to 3 squares with flight, then attack: +9 vs. AC; 15 damage.",
      "Finish Them: Use only if this creature is adjacent to a bloodied enemy: +9 vs. AC; 15 damage.",
      "Set Stance: Use only if this creature has not yet moved on its turn. Make up to 2 {b} attacks.",
      "Running Cut: Usable only if this creature has moved 2 or more squares from its starting position this turn. +9 vs. AC; 15 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee while damaged "Vengeance Bite": +9 vs AC; 20 damage',
      'attack melee after moving 3 with flight while adjacent to wall "Wall Leap": +9 vs AC; 15 damage',
      'attack melee while adjacent to bloodied enemy "Finish Them": +9 vs AC; 15 damage',
      'attack melee make 2 attacks while it did not move this turn "Set Stance": +9 vs AC; 10 damage',
      'attack melee while 2 or more squares from its starting position "Running Cut": +9 vs AC; 15 damage',
    ]);
  });

  it("'(target adjacent to wall)', '(Fey, Elf, or Plant target only)', '(Dazed, Stunned, or Helpless enemy)', '(sight, targets in victory areas only)', 'each against a different Medium or smaller target'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Pin: (target adjacent to wall) +9 vs. AC; 15 damage.",
      "Banish: (range 5; Fey, Elf, or Plant target only) +8 vs. Will; 20 damage.",
      "Prey Upon: (Dazed, Stunned, or Helpless enemy) +9 vs. AC; 20 damage.",
      "Hold the Line: Make 2 attacks, (sight, targets in victory areas only) +8 vs. AC; 10 damage.",
      "Wide Cut: Make up to 2 attacks, each against a different Small or smaller target, +9 vs. AC; 15 damage.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee against targets adjacent to wall only "Pin": +9 vs AC; 15 damage',
      'attack ranged 5 against Fey or Elf or Plant targets only "Banish": +8 vs Will; 20 damage',
      'attack melee against Dazed or Stunned or Helpless targets only "Prey Upon": +9 vs AC; 20 damage',
      'attack ranged sight against targets in victory area only make 2 attacks "Hold the Line": +8 vs AC; 10 damage',
      'attack melee make 2 attacks different targets against Small or smaller targets only "Wide Cut": +9 vs AC; 15 damage',
    ]);
  });

  it("a word that is neither a condition nor a state ('Marked target only.') is not read as one", () => {
    const { lines } = read("Claw: +9 vs. AC; 10 damage.", "Glare: Minor action: Marked target only. (range 4) +8 vs. Will; Immobilized.");
    expect(lines[1]).toBeNull();
  });
});

describe("more attack wordings: lists of modifiers, '(2 targets)', '(nearest)' beside header words, targets of either keyword", () => {
  it("'target has -2 Fortitude, -2 Reflex, and -2 Will until …' and '-2 to Reflex, Fortitude and Will until …' share the duration and subject", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Dread Rune: (range 5) +8 vs. Will; 10 damage AND target has -2 Fortitude, -2 Reflex, and -2 Will until end of its next turn.",
      "Sap Mind: (range 5) +8 vs. Will; 10 psychic damage AND -1 to Reflex, Fortitude and Will until end of battle.",
      "Guard Strike: +9 vs. AC; 10 damage AND this creature has +2 AC and +1 Attack until end of its next turn.",
    );
    expect(lines.slice(1)).toEqual([
      'attack ranged 5 "Dread Rune": +8 vs Will; 10 damage and the target gets -2 Fort until end of its next turn and the target gets -2 Ref until end of its next turn and the target gets -2 Will until end of its next turn',
      'attack ranged 5 "Sap Mind": +8 vs Will; 10 psychic damage and -1 Ref until end of battle and -1 Fort until end of battle and -1 Will until end of battle',
      'attack melee "Guard Strike": +9 vs AC; 10 damage and this creature gets +2 AC until end of its next turn and this creature gets +1 attack until end of its next turn',
    ]);
  });

  it("'(2 targets)', '(nearest) Does not provoke opportunity attacks,', '…; Undead or Fey targets are also Immobilized'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Twin Flames: (2 targets) +8 vs. Reflex; 10 fire damage.",
      "Mind Jab: (nearest) Does not provoke opportunity attacks, +8 vs. Will; 10 damage.",
      "Holy Burst: (burst 1) +8 vs. Will; 10 radiant damage AND push 1 square; Undead or Fey targets are also Immobilized.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee make 2 attacks different targets "Twin Flames": +8 vs Ref; 10 fire damage',
      'attack ranged nearest does not provoke "Mind Jab": +8 vs Will; 10 damage',
      'attack close burst 1 "Holy Burst": +8 vs Will; 10 radiant damage and push 1 and Undead or Fey target is Immobilized',
    ]);
  });
});

describe("attacks against each enemy a move passes through (§ Movement Modes; § Making an Attack)", () => {
  it("'Move up to N squares and make 1 {b} attack against every enemy occupying squares it entered during the move', '… each enemy without Flight occupying …, +8 vs. Fortitude; …'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Scorching Dive: Move up to 5 squares and make 1 {b} attack against every enemy occupying squares it entered during the move.",
      "Tunnel Rush: Move up to its current speed and make 1 attack against each enemy without Flight occupying squares entered during that move, +8 vs. Fortitude; Dazed.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee during moving 5 against each enemy entered "Scorching Dive": +9 vs AC; 10 damage',
      'attack melee during moving speed against each enemy entered against targets without flight only "Tunnel Rush": +8 vs Fort; Dazed',
    ]);
  });
});

describe("'this creature shifts 1 square closer to target' (§ Move Actions, Shift)", () => {
  it("is read after a push", () => {
    const { lines, ir } = read("Claw: +9 vs. AC; 10 damage.", "Press On: +9 vs. AC; 15 Damage AND push 2 squares AND this creature shifts 2 squares closer to the target");
    expect(lines[1]).toBe('attack melee "Press On": +9 vs AC; 15 damage and push 2 and this creature shifts 2 closer to target');
    expect(ir[1]!.hit[2]).toMatchObject({ op: "shift-closer", args: { squares: 2 } });
  });
});

describe("riders that outlast the hit (§ Bonuses and Penalties, Duplicate Effects; § Vulnerable X Damage)", () => {
  it("'cumulative' modifiers, on a miss or a hit, with a maximum", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Dogged Cut: +9 vs. AC; 10 damage, this creature has cumulative +1 Attack until end of battle on miss.",
      "Corroding Lash: +9 vs. AC; 5 damage AND target has cumulative -1 Reflex (maximum -3) until end of battle.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Dogged Cut": +9 vs AC; 10 damage; miss: this creature gets cumulative +1 attack until end of battle',
      'attack melee "Corroding Lash": +9 vs AC; 5 damage and the target gets cumulative -1 Ref (maximum -3) until end of battle',
    ]);
    expect(ir[2]!.hit[1]).toMatchObject({ op: "cumulative-modifier", args: { max: -3 }, duration: { kind: "end-of-battle" } });
  });

  it("'target takes N additional (type) damage whenever it takes (type) damage' is Vulnerable N for a while", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Searing Mark: +9 vs. AC; 10 fire damage AND target takes 5 additional fire damage whenever it takes fire damage (save ends).",
      "Open Wounds: +9 vs. AC; 10 damage AND target takes 5 additional damage whenever it takes damage until end of its next turn.",
      "Odd Mark: +9 vs. AC; 10 damage AND target takes 5 additional fire damage whenever it takes cold damage (save ends).",
    );
    expect(lines.slice(1)).toEqual(['attack melee "Searing Mark": +9 vs AC; 10 fire damage and vulnerable 5 fire (save ends)', 'attack melee "Open Wounds": +9 vs AC; 10 damage and vulnerable 5 all until end of its next turn', null]);
  });

  it("recharges on the attack's own kill, 'RECHARGE i …' mended, ', then …' and '; then, hit or miss, …' riders", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Reaper's Cut: +9 vs. AC; 20 damage. RECHARGE when this power reduces a target to 0 HP.",
      "Cinder Wave: (burst 1) +8 vs. Reflex; 15 fire damage. RECHARGE after all attacks are resolved if a creature was destroyed by this power.",
      "Tail Lash: (burst 1) +8 vs. Reflex; 10 damage; RECHARGE i this creature destroys a Dazed enemy",
      "Heave: +9 vs. AC; 10 damage AND slide 2 squares, then place this creature adjacent to target.",
      "Scorch Breath: (blast 3) +8 vs. Reflex, 10 fire damage; then, hit or miss, this creature takes 5 damage AND may shift up to 2 squares.",
      "Hammer Down: +9 vs. AC; 10 damage AND push 3 target up to squares.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Reaper\'s Cut" recharge when this creature destroys creature with "Reaper\'s Cut" attack: +9 vs AC; 20 damage',
      'attack close burst 1 "Cinder Wave" recharge when this creature destroys creature with "Cinder Wave" attack: +8 vs Ref; 15 fire damage',
      'attack close burst 1 "Tail Lash" recharge when this creature destroys Dazed enemy: +8 vs Ref; 10 damage',
      'attack melee "Heave": +9 vs AC; 10 damage and slide 2 and place this creature adjacent to target',
      'attack close blast 3 "Scorch Breath": +8 vs Ref; 10 fire damage; hit or miss: this creature takes 5 damage and this creature shifts 2',
      'attack melee "Hammer Down": +9 vs AC; 10 damage and push 3',
    ]);
  });
});

describe("attacks used on a trigger (§ Immediate Actions; § Activated Powers)", () => {
  it("'Immediate, use only when …:' and 'Free action, use only at end of this creature's turn:' make the attack by power only, and a power of its name makes it", () => {
    const r = importCards(
      [
        cardWith(
          "Claw: +9 vs. AC; 10 damage.",
          "Panic Spores: Immediate, use only when this creature first becomes bloodied: (burst 1) +8 vs. Will; Dazed.",
          "Backlash: Immediate action; use only when this creature is damaged by an enemy's attack. (blast 2) +8 vs. Reflex; 10 fire damage",
          "Dizzy Hum: Free action, use only at end of this creature's turn: (burst 1) +8 vs. Will; Slowed.",
          "Shriek: (burst 1) +8 vs. Fortitude; Dazed. This creature can use Shriek as an immediate action when it first becomes bloodied.",
        ),
      ],
      { outDir: "out", library: librarySources() },
    );
    const card = r.cards[0]!;
    expect(card.structured).toEqual([true, true, true, true, true]);
    expect(card.draft.powers.slice(1).map((p) => p.lines)).toEqual([
      ['attack close burst 1 by power only "Panic Spores": +8 vs Will; Dazed', 'power "Panic Spores": immediate action, use when this creature becomes bloodied: this creature makes "Panic Spores" attack'],
      ['attack close blast 2 by power only "Backlash": +8 vs Ref; 10 fire damage', 'power "Backlash": immediate action, use when this creature is damaged by enemy with attack: this creature makes "Backlash" attack'],
      ['attack close burst 1 by power only "Dizzy Hum": +8 vs Will; Slowed', 'power "Dizzy Hum": use at end of its turn: this creature makes "Dizzy Hum" attack'],
      ['attack close burst 1 "Shriek": +8 vs Fort; Dazed', 'power "Shriek": immediate action, use when this creature becomes bloodied: this creature makes "Shriek" attack'],
    ]);
  });
});

describe("whom an attack reaches, as cards print it (§ Keywords; § Close Attacks)", () => {
  it("'X and Y targets immune', '(save ends both, X immune)' and 'each enemy within N squares'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Howl: (blast 3) +8 vs. Will; 10 psychic damage, Elf and Dwarf targets immune.",
      "Glamour: (range 5) +8 vs. Will; Slowed AND Dazed (save ends both, Undead immune).",
      "Stomp: Make 1 attack against each enemy within 2 squares, +8 vs. AC; 10 damage.",
      "Odd Glamour: (range 5) +8 vs. Will; 10 damage AND Dazed (save ends, Undead immune).",
    );
    expect(lines.slice(1)).toEqual([
      'attack close blast 3 against non-Elf non-Dwarf targets only "Howl": +8 vs Will; 10 psychic damage',
      'attack ranged 5 against non-Undead targets only "Glamour": +8 vs Will; Slowed (save ends both) and Dazed (save ends both)',
      'attack close burst 2 enemies only "Stomp": +8 vs AC; 10 damage',
      null,
    ]);
  });
});

describe("endings of ongoing damage and recharges on sight (§ Ongoing Damage; § Line of Sight)", () => {
  it("'(both end when target is not adjacent to this creature)' ends the ongoing damage and the condition; 'if it has line of sight to an enemy within 10 squares of it'", () => {
    const { lines } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Gnaw: +9 vs. AC; 5 Damage AND ongoing 5 Damage AND Immobilized (both end when target is not adjacent to this creature)",
      "Sun Burst: (radius 1 within 8) +8 vs. Reflex; 10 fire damage. RECHARGE at start of this creature's turn if it has line of sight to an enemy within 8 squares of it.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Gnaw": +9 vs AC; 5 damage and ongoing 5 until it is not adjacent to this creature and Immobilized until it is not adjacent to this creature',
      'attack area 1 within 8 "Sun Burst" recharge when start of its turn if it can see enemy within 8 squares: +8 vs Ref; 10 fire damage',
    ]);
  });
});

describe("actions forbidden for a while (§ Core Rules and Exceptions; § Conditions, Duration)", () => {
  it("'target cannot heal (save ends)', 'may not make attacks', 'cannot attack AND is Slowed (save ends both)', 'until the end of the round, affected creatures cannot make opportunity attacks'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Rotting Nip: +9 vs. Fortitude; 5 damage AND target cannot heal (save ends).",
      "Lull: (range 5) +8 vs. Will; Target may not make attacks (save ends).",
      "Toad Curse: (range 5) +8 vs. Will; target cannot attack AND is Slowed (save ends both).",
      "Hush: (burst 3, enemies only) +7 vs. Will; until the end of the round, affected creatures cannot make opportunity attacks.",
      "Odd Curse: +9 vs. AC; 5 damage AND target cannot dance (save ends).",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee "Rotting Nip": +9 vs Fort; 5 damage and the target cannot heal (save ends)',
      'attack ranged 5 "Lull": +8 vs Will; the target cannot attack (save ends)',
      'attack ranged 5 "Toad Curse": +8 vs Will; the target cannot attack (save ends both) and Slowed (save ends both)',
      'attack close burst 3 enemies only "Hush": +7 vs Will; the target cannot make opportunity attacks until end of round',
      null,
    ]);
    expect(ir[1]!.hit[1]).toMatchObject({ op: "restriction-for-a-while", args: { verb: "heal" }, duration: { kind: "save-ends" } });
  });
});

describe("forced movement that provokes (§ Forced-Movement Effects; § Opportunity Attacks)", () => {
  it("'push 4 squares; this movement provokes opportunity attacks' with its type, and 'push 2squares'", () => {
    const { lines, ir } = read(
      "Claw: +9 vs. AC; 10 damage.",
      "Dread Howl: (blast 3, enemies only) +8 vs. Will; 5 psychic damage AND push 4 squares; this movement provokes opportunity attacks (Fear)",
      "Haunting: (range 5) +8 vs. Will; push 2squares; this movement provokes opportunity attacks.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close blast 3 enemies only "Dread Howl" type Fear: +8 vs Will; 5 psychic damage and push 4 provoking opportunity attacks',
      'attack ranged 5 "Haunting": +8 vs Will; push 2 provoking opportunity attacks',
    ]);
    expect(ir[2]!.hit[0]).toMatchObject({ op: "push-provoking", args: { squares: 2 } });
  });
});
