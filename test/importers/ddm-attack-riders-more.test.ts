// The DDM importer's reading of attack riders that reach beyond the hit: bonuses against
// the creature hit, followups and effects that wait on the hit's outcome, on wording written for these tests: each reading must compile to IR
// that acts. ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { describe, expect, it } from "vitest";
import type { AttackIR } from "../../compiler/index.js";
import { compileProject } from "../../compiler/index.js";
import type { Card } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";
import { expectEachReading, readPower } from "./reading.js";

/** Import one card with these powers: each power's lines (null when kept as text) and the compiled attacks. */
function readPowers(powers: Card["powers"]): { lines: (string | null)[]; ir: AttackIR[] } {
  const card: Card = { ...marshStalker, name: "Test Sentry", alignment: "NEUTRAL", keywords: ["Human"], powers };
  const r = importCards([card], { outDir: "out", library: librarySources() });
  const out = r.cards[0]!;
  const compiled = compileProject([...librarySources(), { path: out.path, text: out.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === out.path && d.severity === "error")).toEqual([]);
  return { lines: out.draft.powers.map((p, i) => (out.structured[i] ? p.lines!.join("\n") : null)), ir: compiled.ir.creatures.find((c) => c.name === "Test Sentry")!.attacks };
}

/** Import one card with these Attacks-section entries. */
const read = (...attacks: string[]) => readPowers(attacks.map((text) => ({ type: "ATTACK" as const, text })));

describe("bonuses against the creature hit (§ Bonuses and Penalties)", () => {
  it("'+2 AC against target's attacks' and '+2 Attack against the target' become bonuses 'against target', fixed on the creature hit", () => {
    const { lines, ir } = read(
      "Buckler Bash: +7 vs. AC; 5 damage AND this creature has +2 AC against target's attacks until end of this creature's next turn.",
      "Called Shot: (range 8) +9 vs. AC; 10 Damage AND 1 ally within 4 squares of this creature has +2 Attack against the target until end of that ally's next turn",
    );
    expect(lines).toEqual([
      'attack melee basic "Buckler Bash": +7 vs AC; 5 damage and this creature gets +2 AC against target until end of this creature\'s next turn',
      'attack ranged 8 "Called Shot": +9 vs AC; 10 damage and one ally within 4 squares gets +2 attack against target until end of its next turn',
    ]);
    expect(ir[0]!.hit[1]).toMatchObject({ op: "timed-modifier", args: { modifier: { op: "bonus-against-target", args: { amount: 2, stat: "AC" } } } });
  });

  it("a capital AND parts riders whose own 'and's join subjects and bonuses; 'until end of battle, Gnolls have …' reaches every Gnoll", () => {
    const { lines } = read(
      "Oath Blade: +9 vs. Will; Dazed (save ends) AND this creature and each ally has +1 Attack and +5 Damage against target until end of battle.",
      "War Banner: +9 vs. AC; 10 damage AND until end of battle, Gnolls have +2 attack vs. target.",
    );
    expect(lines).toEqual([
      'attack melee basic "Oath Blade": +9 vs Will; Dazed (save ends) and this creature gets +1 attack against target until end of battle and this creature gets +5 damage against target until end of battle and allies get +1 attack against target until end of battle and allies get +5 damage against target until end of battle',
      'attack melee "War Banner": +9 vs AC; 10 damage and Gnoll creatures get +2 attack against target until end of battle',
    ]);
  });

  it("a bonus with no duration is kept as text", () => {
    expect(read("Odd Guard: +7 vs. AC; 5 damage AND this creature has +2 AC against target's attacks.").lines).toEqual([null]);
  });
});

describe("riders on the hit's outcome (§ Attack Roll, Followup Attack; § Hit Points, Destroyed)", () => {
  it("'Followup if attack roll is a natural 17-20' and 'Followup if attack causes target to become bloodied' keep their outcome", () => {
    const { lines, ir } = read(
      "Hooked Spear: +9 vs. AC; 10 damage AND Followup if attack roll is a natural 17-20: +7 vs. Reflex; 5 damage AND this creature heals 5 HP and has +1 AC until end of its next turn.",
      "Skull Splitter: +9 vs. AC; 15 damage AND Followup if attack causes target to become bloodied: +9 vs. Fortitude; 10 damage.",
    );
    expect(lines).toEqual([
      'attack melee basic "Hooked Spear": +9 vs AC; 10 damage; followup if natural 17 or higher: +7 vs Ref; 5 damage and this creature heals 5 and this creature gets +1 AC until end of its next turn',
      'attack melee "Skull Splitter": +9 vs AC; 15 damage; followup if target becomes bloodied: +9 vs Fort; 10 damage',
    ]);
    expect(ir[0]!.followup?.when).toEqual({ natural: 17 });
    expect(ir[1]!.followup?.when).toEqual({ bloodies: true });
  });

  it("'if this attack destroys the target, …' and a sentence 'If target is destroyed by this attack, …' become 'if target destroyed:'", () => {
    const { lines, ir } = read(
      "Gnawing Bite: +6 vs. AC; 5 damage; if this attack destroys the target, this creature is Dazed.",
      "Devour: (range 3) +8 vs. Reflex; 20 damage. If target is destroyed by this attack, this creature heals 10 HP.",
    );
    expect(lines).toEqual([
      'attack melee basic "Gnawing Bite": +6 vs AC; 5 damage; if target destroyed: this creature is Dazed',
      'attack ranged 3 "Devour": +8 vs Ref; 20 damage; if target destroyed: this creature heals 10',
    ]);
    expect(ir[1]!.ifDestroyed?.[0]).toMatchObject({ op: "heal", args: { amount: 10 } });
  });

  it("'…; otherwise, …' and a sentence 'Otherwise, …' after it become 'if target not destroyed:'", () => {
    const { lines, ir } = read(
      "Gulp: (range 4) +8 vs. Reflex; 20 damage. If target is destroyed by this attack, this creature heals 10 HP; otherwise, place this creature adjacent to the target.",
      "Crunch: +6 vs. AC; 10 damage. If this attack destroys the target, this creature heals 5 HP. Otherwise, this creature takes 5 damage.",
    );
    expect(lines).toEqual([
      'attack ranged 4 basic "Gulp": +8 vs Ref; 20 damage; if target destroyed: this creature heals 10; if target not destroyed: place this creature adjacent to target',
      'attack melee "Crunch": +6 vs AC; 10 damage; if target destroyed: this creature heals 5; if target not destroyed: this creature takes 5 damage',
    ]);
    expect(ir[1]!.ifNotDestroyed?.[0]).toMatchObject({ op: "damage", subject: { op: "self" } });
  });
});

describe("d20 tables inside attacks (§ Making an Attack; § Resolving Effects)", () => {
  it("'AND roll a d20. 1-12: …; 13-20: …' and 'for each target, roll 1d20 and apply the stated effect. 1-8: … 9-20: …' become roll tables", () => {
    const { lines, ir } = read(
      "Thrashing Tail: +8 vs. AC; 10 Damage AND roll a d20. 1-12: Push target 2 squares; 13-20: This creature shifts 1 square.",
      "Prism Burst: (burst 2) +9 vs. Reflex; for each target, roll 1d20 and apply the stated effect. 1-8: 10 cold Damage AND Slowed (save ends) 9-20: 15 radiant damage",
    );
    expect(lines).toEqual([
      'attack melee basic "Thrashing Tail": +8 vs AC; 10 damage and roll d20 on 1 to 12 (push 2) or on 13 to 20 (this creature shifts 1)',
      'attack close burst 2 "Prism Burst": +9 vs Ref; roll d20 on 1 to 8 (10 cold damage and Slowed (save ends)) or on 9 to 20 (15 radiant damage)',
    ]);
    expect(ir[1]!.hit[0]).toMatchObject({ op: "roll-table", args: { rows: [{ from: 1, to: 8 }, { from: 9, to: 20 }] } });
  });

  it("a table whose rows leave a gap is kept as text", () => {
    expect(read("Odd Lash: +8 vs. AC; 10 damage AND roll a d20. 1-10: Dazed; 12-20: Slowed.").lines).toEqual([null]);
  });
});

describe("an ally and the target switching positions (§ Forced-Movement Effects, Place)", () => {
  it("'1 ally within 4 squares of this creature switches positions with target', its rule restated after it", () => {
    const { lines, ir } = read(
      "Blink Lash: +8 vs. AC; 5 damage.",
      "Fold Space: (range 6) +9 vs. Will; 1 ally within 4 squares of this creature switches positions with target. Both creatures must end in legal positions.",
    );
    expect(lines[1]).toBe('attack ranged 6 "Fold Space": +9 vs Will; one ally within 4 squares switches positions with target');
    expect(ir[1]!.hit[0]).toMatchObject({ op: "switch-positions-with", subject: { op: "one-ally-within", args: { squares: 4 } }, args: { versus: { op: "target" } } });
  });

  it("every ally switching with one target is not a switch: kept as text", () => {
    expect(read("Blink Lash: +8 vs. AC; 5 damage.", "Mass Fold: +9 vs. Will; each ally within 4 squares switches positions with target.").lines[1]).toBeNull();
  });
});

describe("choices the opponent makes (§ Resolving Effects)", () => {
  it("'10 cold damage OR Slowed (opponent's choice)' becomes 'opponent chooses …'; a condition after an amount is not a damage type", () => {
    const { lines, ir } = read(
      "Frost Hex: (range 5) +8 vs. Will; 10 cold damage OR Slowed (opponent's choice)",
      "Grim Choice: +8 vs. AC; 15 damage OR Dazed AND push 1.",
    );
    expect(lines).toEqual([
      'attack ranged 5 basic "Frost Hex": +8 vs Will; opponent chooses 10 cold damage or Slowed',
      'attack melee "Grim Choice": +8 vs AC; either 15 damage or Dazed and push 1',
    ]);
    expect(ir[0]!.hit[0]).toMatchObject({ op: "opponent-choice" });
  });

  it("a later rider 'X OR Y (choose one)' or '(opponent's choice)' is a choice too; 'RECHARGE 1 use of this creature's X or Y power' recharges either", () => {
    const { lines } = readPowers([
      { type: "ATTACK", text: "Hooked Blade: +8 vs. AC; 10 damage AND RECHARGE Hook OR RECHARGE Parry (choose one)." },
      { type: "ATTACK", text: "Hook: +8 vs. AC; 5 damage AND pull 1.", limit: 1 },
      { type: "ATTACK", text: "Parry Strike: +8 vs. AC; 5 damage.", limit: 1 },
      { type: "SPECIAL", text: "Parry: Use when this creature is hit by a melee attack: this creature takes half damage from that attack.", limit: 1 },
      { type: "ATTACK", text: "Tonic Bolt: (range 5) +8 vs. Reflex; 5 damage AND Dazed OR Slowed (opponent's choice) AND RECHARGE 1 use of this creature's Hook or Parry power." },
    ]);
    expect(lines[0]).toBe('attack melee basic "Hooked Blade": +8 vs AC; 10 damage and either recharge "Hook" or recharge "Parry"');
    expect(lines[4]).toBe('attack ranged 5 "Tonic Bolt": +8 vs Ref; 5 damage and opponent chooses Dazed or Slowed and recharge "Hook" or "Parry"');
  });
});

describe("targets of a keyword healed instead (§ Keywords; § Hit Points, Healing)", () => {
  it("'20 necrotic damage (Undead creatures instead heal 20 HP)': the damage to the others, the healing to those", () => {
    const { lines, ir } = read("Grave Hymn: (blast 3) +9 vs. Fortitude; 15 necrotic Damage (Undead creatures instead heal 15 HP)");
    expect(lines).toEqual(['attack close blast 3 "Grave Hymn": +9 vs Fort; non-Undead target takes 15 necrotic damage and Undead target heals 15']);
    expect(ir[0]!.hit.map((e) => e.op)).toEqual(["damage", "heal"]);
  });
});

describe("damage penalties with a floor (§ Bonuses and Penalties)", () => {
  it("'-5 damage (minimum 5)' and '-10 Damage (minimum 5 damage)' keep their floor", () => {
    const { lines, ir } = read(
      "Gloom Touch: +8 vs. Will; 5 damage AND target has -5 damage (minimum 5) until end of its next turn.",
      "Wither Gaze: (range 6) +8 vs. Fortitude; 10 damage AND target has -2 Attack and -10 Damage (minimum 5 damage) until end of its next turn.",
    );
    expect(lines).toEqual([
      'attack melee basic "Gloom Touch": +8 vs Will; 5 damage and the target gets -5 damage (minimum 5) until end of its next turn',
      'attack ranged 6 "Wither Gaze": +8 vs Fort; 10 damage and the target gets -2 attack until end of its next turn and the target gets -10 damage (minimum 5) until end of its next turn',
    ]);
    expect(ir[0]!.hit[1]).toMatchObject({ op: "timed-modifier", args: { modifier: { op: "damage-penalty-minimum", args: { amount: -5, minimum: 5 } } } });
  });
});

describe("readings of attack forms seen once (§ Hit Points, Healing; § Attack Roll, Repeated Attacks)", () => {
  it("'target cannot heal or gain HP (save ends)' forbids healing; 'Make up to 2 {b} attacks (targets adjacent to this creature only)' keeps whom they target", () => {
    const { lines } = read("Long Claw: (reach 2) +9 vs. AC; 10 damage.", "Rotting Bite: +9 vs. AC; 5 damage AND target cannot heal or gain HP (save ends).", "Flurry: Make up to 2 {b} attacks (targets adjacent to this creature only).");
    expect(lines.slice(1)).toEqual([
      'attack melee "Rotting Bite": +9 vs AC; 5 damage and the target cannot heal (save ends)',
      'attack melee reach 2 make 2 attacks against targets adjacent to this creature only "Flurry": +9 vs AC; 10 damage',
    ]);
  });
});

describe("damage to the target each time it acts as the rider names, or at each of its turns (§ Making an Attack; § Basic Attacks; § Start of Turn Phase; § End of Turn Phase)", () => {
  expectEachReading(
    [
      [
        "Thorn Oath: (range 8) +9 vs. Will; until this creature is destroyed, target takes 5 damage whenever it hits with a {m} attack.",
        'attack ranged 8 "Thorn Oath": +9 vs Will; target takes 5 damage whenever it hits with melee attack until this creature is destroyed',
      ],
      [
        "Gall Mark: (range 6) +9 vs. Will; 10 damage. Hit or miss, target takes 5 fire damage whenever it declares a non-{b} attack (save ends).",
        'attack ranged 6 "Gall Mark": +9 vs Will; 10 damage; hit or miss: target takes 5 fire damage whenever it declares attack other than basic melee attack (save ends)',
      ],
      [
        "Sting of Doubt: +9 vs. Will; 5 damage AND target takes 5 damage whenever it declares an attack until end of its next turn.",
        'attack melee "Sting of Doubt": +9 vs Will; 5 damage and target takes 5 damage whenever it declares attack until end of its next turn',
      ],
      [
        "Leaden Dream: +9 vs. Will; 10 damage AND target takes 5 psychic damage at end of each of its turns if it does not move 1 or more squares on that turn (save ends).",
        'attack melee "Leaden Dream": +9 vs Will; 10 damage and target takes 5 psychic damage at end of each of its turns if it did not move this turn (save ends)',
      ],
      [
        "Grave Pull: (blast 3) +9 vs. Fort; 10 Damage AND 5 Damage at end of each of target's turns until it ends its turn farther away from this creature",
        'attack close blast 3 "Grave Pull": +9 vs Fort; 10 damage and target takes 5 damage at end of each of its turns until it ends its turn farther from this creature',
      ],
      [
        "Whisper Drain: (range 8) +9 vs. Will; target takes 5 damage at start of each of its turns until it ends its turn further away from this creature than its starting position that turn.",
        'attack ranged 8 "Whisper Drain": +9 vs Will; target takes 5 damage at start of each of its turns until it ends its turn farther from this creature',
      ],
      [
        "Rot Bloom: (range 8) +9 vs. Fort; ongoing 5 acid damage AND when target starts its turn, each enemy adjacent to it takes 5 acid damage (save ends both).",
        'attack ranged 8 "Rot Bloom": +9 vs Fort; ongoing 5 acid (save ends both) and target spreads 5 acid damage to adjacent enemies of this creature at start of each of its turns (save ends both)',
      ],
      [
        "Thorn Verdict: +9 vs. AC; 10 Damage AND Slowed AND when target activates, each adjacent Fungus creature heals 10 HP (save ends all).",
        'attack melee "Thorn Verdict": +9 vs AC; 10 damage and Slowed (save ends both) and target heals adjacent Fungus creatures 10 hp at start of each of its turns (save ends both)',
      ],
      [
        "Gnawing Spirit: (range 6) +9 vs. Will; target takes 10 damage at the start of each of its turns until end of battle.",
        'attack ranged 6 "Gnawing Spirit": +9 vs Will; target takes 10 damage at start of each of its turns until end of battle',
      ],
    ],
    "ATTACK",
  );
});

describe("damage at each of its turns only while a state the importer reads", () => {
  it("an unknown state keeps the entry as text", () => {
    expect(readPower("Odd Dream: +9 vs. Will; target takes 5 damage at end of each of its turns if the moon is full (save ends).", "ATTACK").structured).toBe(false);
  });
});

describe("a rider on targets already taking ongoing damage of a type (§ Ongoing Damage)", () => {
  expectEachReading(
    [
      [
        "Blight Fang: +9 vs. AC; 5 Damage AND ongoing 5 acid Damage (save ends); targets already taking ongoing acid damage also take ongoing 5 poison Damage (save ends)",
        'attack melee "Blight Fang": +9 vs AC; 5 damage and target that is taking ongoing acid damage takes ongoing 5 poison (save ends) and ongoing 5 acid (save ends)',
      ],
    ],
    "ATTACK",
  );
});

describe("riders said in parentheses or to each ally (§ Applying Damage, Additional Effects; § Combat Advantage)", () => {
  expectEachReading(
    [
      // One condition for targets of a keyword, the other for the rest; the miss after the parenthesis is still the miss.
      [
        "Grave Clutch: (range 8) +12 vs. Will; 15 necrotic damage AND Slowed (save ends; Construct target Dazed [save ends] instead), 5 necrotic only on miss",
        'attack ranged 8 "Grave Clutch": +12 vs Will; 15 necrotic damage and non-Construct target is Slowed (save ends) and Construct target is Dazed (save ends); miss: 5 necrotic damage',
      ],
      // "to each ally": to every creature attacking it from this creature's side, as any grant.
      ["Mug Toss: (range 4) +6 vs. Reflex; 10 damage AND target grants combat advantage to each ally until start of its next turn.", 'attack ranged 4 "Mug Toss": +6 vs Ref; 10 damage and the target grants combat advantage until start of its next turn'],
    ],
    "ATTACK",
  );
});

describe("'ignore Insubstantial' before the hit's other effects (§ Insubstantial)", () => {
  expectEachReading([["Close Spark: Automatic hit; 5 Damage, ignore Insubstantial AND this creature takes 5 Damage", 'attack melee ignores insubstantial "Close Spark": automatic hit; 5 damage and this creature takes 5 damage']], "ATTACK");
});
