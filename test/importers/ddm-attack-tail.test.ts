// The DDM importer's reading of the attack phrasings of the corpus' tail: bonuses counted
// by card name, recharges on damage, a second attack on a hit; on wording written for these
// tests. Each reading must compile to IR that acts.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { AttackIR } from "../../compiler/index.js";
import { compileProject } from "../../compiler/index.js";
import type { Card } from "../../importers/ddm/card.js";
import { translateAttack } from "../../importers/ddm/attack.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { marshStalker } from "./fixtures.js";

/** Import one card whose first attack is a plain basic one, then these: each line (null when kept as text) and the compiled attacks. */
function read(...attacks: string[]): { lines: (string | null)[]; ir: AttackIR[] } {
  const powers = ["Jab: +6 vs. AC; 5 damage", ...attacks].map((text) => ({ type: "ATTACK" as const, text }));
  const card: Card = { ...marshStalker, name: "Tail Sentry", alignment: "NEUTRAL", keywords: ["Human"], powers };
  const r = importCards([card], { outDir: "out", library: librarySources() });
  const out = r.cards[0]!;
  const compiled = compileProject([...librarySources(), { path: out.path, text: out.text }]);
  expect(compiled.diagnostics.filter((d) => d.file === out.path && d.severity === "error")).toEqual([]);
  const lines = out.draft.powers.map((p, i) => (out.structured[i] ? p.lines!.join("\n") : null));
  return { lines: lines.slice(1), ir: compiled.ir.creatures.find((c) => c.name === "Tail Sentry")!.attacks.slice(1) };
}

describe("bonuses counted by card name (§ Bonuses and Penalties)", () => {
  it("'15 necrotic damage + 10 damage for each other Marrow Priest in play': every other creature of that card counts", () => {
    const { lines, ir } = read("Marrow Touch: (range 4) +14 vs. Will; 15 necrotic damage + 10 damage for each other Marrow Priest in play.");
    expect(lines).toEqual(['attack ranged 4 "Marrow Touch": +14 vs Will; 15 necrotic damage; with: +10 damage for each other creature named "Marrow Priest"']);
    expect(ir[0]!.modifiers?.[0]).toMatchObject({ op: "bonus-for-each", args: { amount: 10, each: { op: "creatures-named", args: { name: "Marrow Priest" } } } });
  });
});

describe("recharges on damage (§ Powers and Effects, Rechargeable Powers)", () => {
  it("'when this creature takes 25 or more damage from 1 attack' and 'when an enemy is destroyed by cold damage'", () => {
    const { lines } = read(
      "Whirling Talons: Make up to 4 attacks, +12 vs. AC; 10 damage. RECHARGE when this creature takes 25 or more damage from 1 attack.",
      "Frost Cut: +9 vs. Reflex; 15 cold damage AND Slowed (save ends). RECHARGE when an enemy is destroyed by cold damage.",
    );
    expect(lines).toEqual([
      'attack melee make 4 attacks "Whirling Talons" recharge when this creature takes 25 or more damage from attack: +12 vs AC; 10 damage',
      'attack melee "Frost Cut" recharge when enemy is destroyed by cold damage: +9 vs Ref; 15 cold damage and Slowed (save ends)',
    ]);
  });

  it("a word that is no damage type after 'destroyed by' keeps the attack as text", () => {
    expect(read("Odd Cut: +9 vs. AC; 15 damage. RECHARGE when an enemy is destroyed by sneaky damage.").lines).toEqual([null]);
  });
});

describe("a second attack on a hit (§ Attack Roll, Repeated Attacks)", () => {
  it("'; on a hit, make a second ranged attack. (maximum 3 attacks/turn)': the attack made again, up to 3 a turn", () => {
    const { lines, ir } = read("Quick Bow: (range 8) +9 vs. AC; 5 damage; on a hit, make a second {r} attack. (maximum 3 attacks/turn).");
    expect(lines).toEqual(['attack ranged 8 "Quick Bow": +9 vs AC; 5 damage and then make this attack again (maximum 3 per turn)']);
    expect(ir[0]!.hit[1]).toMatchObject({ op: "then-attack-again", args: { max: 3 } });
  });
});

describe("riders that wait on the target (§ Conditions, Duration) and a recharge spending the turn (§ Common Triggered Powers)", () => {
  it("'takes 25 damage the next time it is hit by a melee attack', 'takes 5 damage if it moves on its next turn', 'RECHARGE as a replaces turn action'", () => {
    const { lines, ir } = read(
      "Cracked Bones Hex: (range 8) +13 vs. Fortitude; target takes 25 damage the next time it is hit by a {m} attack.",
      "Grave Summons: (burst 3) +12 vs. Will; 15 necrotic damage AND target takes 5 damage if it moves on its next turn. RECHARGE as a replaces turn action.",
    );
    expect(lines).toEqual([
      'attack ranged 8 "Cracked Bones Hex": +13 vs Fort; target takes 25 more damage from melee attacks until it is hit by melee attack',
      'attack close burst 3 "Grave Summons" recharge as replaces turn action: +12 vs Will; 15 necrotic damage and target takes 5 damage if it moves until end of its next turn',
    ]);
    expect(ir[0]!.hit[0]).toMatchObject({ op: "timed-modifier", args: { modifier: { op: "damage-taken-from-kind", args: { more: 25 } } }, duration: { kind: "until", when: ["is-hit"], attackKind: "melee" } });
    expect(ir[1]).toMatchObject({ rechargeAction: "turn", uses: 1 });
  });
});

describe("damage at each move while an effect lasts (§ Move Actions)", () => {
  it("'Hit or miss, target takes 10 damage whenever it takes a move action (save ends)'", () => {
    const { lines } = read("Barbed Bolas: (range 6) +11 vs. Reflex; 5 damage. Hit or miss, target takes 10 damage whenever it takes a move action (save ends).");
    expect(lines).toEqual(['attack ranged 6 "Barbed Bolas": +11 vs Ref; 5 damage; hit or miss: target takes 10 damage whenever it moves (save ends)']);
  });
});

describe("healing for each target (§ Hit Points, Healing)", () => {
  it("'After resolving all attacks, this creature heals 10 HP for each target hit' and '… AND this creature heals 5 for each target destroyed'", () => {
    const { lines } = read(
      "Hungry Whirl: (burst 1, enemies only) +10 vs. AC; 10 damage. After resolving all attacks, this creature heals 10 HP for each target hit.",
      "Soul Sip: +12 vs. Fortitude; 15 necrotic damage AND this creature heals 5 for each target destroyed.",
    );
    expect(lines).toEqual([
      'attack close burst 1 enemies only "Hungry Whirl": +10 vs AC; 10 damage and this creature heals 10',
      'attack melee "Soul Sip": +12 vs Fort; 15 necrotic damage; if target destroyed: this creature heals 5',
    ]);
  });
});

describe("a champion's uses lost on a hit (§ Champion Powers, Champion Rating)", () => {
  it("'15 thunder damage OR champion target loses 1 use of its Champion powers': the attacker's choice", () => {
    const { lines } = read("Hush Chant: (range 6) +11 vs. Will; 15 thunder damage OR champion target loses 1 use of its Champion powers");
    expect(lines).toEqual(['attack ranged 6 "Hush Chant": +11 vs Will; either 15 thunder damage or target loses 1 champion power use']);
  });
});

describe("an effect ended by an action (§ Conditions, Duration)", () => {
  it("'Slowed (move action ends)' keeps its ending", () => {
    const { lines } = read("Chill Lash: (range 4) +11 vs. Fortitude; 10 cold damage AND Slowed (move action ends).");
    expect(lines).toEqual(['attack ranged 4 "Chill Lash": +11 vs Fort; 10 cold damage and Slowed (move action ends)']);
  });
});

describe("a condition the card defines, given by an attack (§ Conditions)", () => {
  it("'Bone Rot (see below)' names it in quotes; it compiles where the card defines it, and is an error where it does not", () => {
    const line = translateAttack("Rot Claw", "+9 vs. Fortitude; 10 damage AND Bone Rot (see below).", { basic: false, uses: null, reach: null });
    expect(line).toBe('attack melee "Rot Claw": +9 vs Fort; 10 damage and "Bone Rot"');
    const creature = (extra: string) => ({
      path: "test/rot.wb",
      text: `creature "Rot Hound" {\n  level 4  cost 12  unaligned  factions Wild  keywords Beast\n  AC 16  Fort 15  Ref 13  Will 12  speed 6  hp 40\n  ${line}\n${extra}}\n`,
    });
    const defined = compileProject([...librarySources(), creature('  power "Bone Rot" condition: is Immobilized\n')]);
    expect(defined.diagnostics.filter((d) => d.file === "test/rot.wb" && d.severity === "error")).toEqual([]);
    expect(defined.ir.creatures.find((c) => c.name === "Rot Hound")!.attacks[0]!.hit[1]).toMatchObject({ op: "card-condition", args: { name: "Bone Rot" } });
    const missing = compileProject([...librarySources(), creature("")]);
    expect(missing.diagnostics.some((d) => d.file === "test/rot.wb" && d.severity === "error")).toBe(true);
  });
});
