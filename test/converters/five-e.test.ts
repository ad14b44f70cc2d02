// 5e → DDM conversion on a monster written for the test, with a table of round numbers,
// so every number on the card is worked out by hand in the comments.
// Scale: ddm-2011.md § 1.1 (stat card); ddm-battle-rules-2011.txt § How to Read a Creature Stat Card.
import { describe, expect, it } from "vitest";
import { convert5e } from "../../converters/five-e/convert.js";
import { averageOf } from "../../converters/dice.js";
import { vocabularyOf } from "../../converters/vocabulary.js";
import { library, libraryWith } from "../library.js";
import { emberHound, roundTable } from "./monsters.js";

const vocabulary = () => vocabularyOf(library().ir);
const card = () => convert5e(emberHound, { table: roundTable, vocabulary: vocabulary() });

describe("5e → DDM conversion (ddm-battle-rules-2011.txt § How to Read a Creature Stat Card)", () => {
  it("averages dice expressions as stat blocks print them", () => {
    expect(averageOf("2d6+3")).toBe(10);
    expect(averageOf("1d8 - 1")).toBe(3.5);
    expect(averageOf("12")).toBe(12);
    expect(averageOf("two dice")).toBeNull();
  });

  it("levels from CR on the level table plus the type shift: CR 4 → 5, +1 monstrosity = 6", () => {
    const c = card();
    expect(c.stats.level).toBe(6);
    expect(c.text).toMatch(/level 6 {2}cost 30 {2}evil {2}factions Borderlands {2}keywords Monstrosity, Aquatic/);
  });

  it("puts hit points and defences on the 4e scale: hp (10 + 5×6) × 1.5 for physical resistance = 60; AC 6+14, Fort 6+12, Ref 6+12−1, Will 6+12−2", () => {
    const c = card();
    expect(c.text).toContain("AC 20  Fort 18  Ref 17  Will 16  speed 8  hp 60");
    expect(c.approximations.some((n) => n.includes("hit points × 1.5"))).toBe(true);
  });

  it("with defences centred on the mean, Fort, Ref and Will average level + 12 and the abilities say which is strong: sides +2, +1, 0 (mean +1) → 19, 18, 17", () => {
    const table = structuredClone(roundTable);
    table.defenses.centre = "mean";
    const c = convert5e(emberHound, { table, vocabulary: vocabulary() });
    expect(c.text).toContain("AC 20  Fort 19  Ref 18  Will 17");
  });

  it("folds the multiattack into the basic attack and splits its damage by type: 11 × 24.5/19 → 15 = 10 + 5 fire, grappled → Immobilized (save ends)", () => {
    const c = card();
    expect(c.text).toContain('attack melee basic "Bite": +11 vs AC; 10 + 5 fire damage and Immobilized (save ends)');
    expect(c.text).toContain('attack melee reach 2 "Tail": +11 vs AC; 5 damage');
    expect(c.approximations).toContain("Multiattack (1 × Bite, 1 × Tail) folded into one basic attack");
  });

  it("turns a saving-throw area into a limited ranged attack against the save's defence, and says so", () => {
    const c = card();
    expect(c.text).toContain('attack ranged 6 "Cinder Spit" uses 1: +10 vs Ref; 10 fire damage');
    expect(c.approximations.some((n) => n.startsWith("Cinder Spit: its area (30-foot cone) becomes a ranged 6 attack"))).toBe(true);
    expect(c.approximations.some((n) => n.startsWith("Cinder Spit: Recharge 5–6 → 1 use"))).toBe(true);
  });

  it("with areaAttacks close, a cone becomes a close blast capped at the table's largest area (ddm-battle-rules-2011.txt § Close Attacks)", () => {
    const table = structuredClone(roundTable);
    table.range.areaAttacks = "close";
    const c = convert5e(emberHound, { table, vocabulary: vocabulary() });
    expect(c.text).toContain('attack close blast 5 "Cinder Spit" uses 1: +10 vs Ref; 10 fire damage');
    expect(c.approximations).toContain("Cinder Spit: its 30-foot cone becomes close blast 5 (capped at 5)");
    const r = libraryWith({ path: "ember-hound.wb", text: c.text });
    expect(r.diagnostics.filter((d) => d.file === "ember-hound.wb" && d.severity === "error")).toEqual([]);
    expect(r.ir.creatures.find((x) => x.name === "Ember Hound")!.attacks.find((a) => a.name === "Cinder Spit")).toMatchObject({ kind: "close", range: { kind: "blast", squares: 5 } });
  });

  it("maps immunities, resistances (resist 10 at level 6), regeneration and champion rating; keeps the rest as text", () => {
    const c = card();
    expect(c.text).toContain('power "Resistances": immune fire, resist 10 cold');
    expect(c.text).toContain('power "Regeneration": at the start of its turn: this creature heals 10');
    expect(c.text).toContain("size Large  champion 2");
    expect(c.fallbacks).toEqual(expect.arrayContaining(["Howl", "Ember Aura", "Snap (legendary action)", "Senses", "Condition immunities"]));
    expect(c.text).not.toContain("Keen Smell:");
    expect(c.approximations.some((n) => n.startsWith("Keen Smell left off"))).toBe(true);
  });

  it("compiles with zero errors, one warning per text fallback, and lists every approximation as a comment", () => {
    const c = card();
    const r = libraryWith({ path: "ember-hound.wb", text: c.text });
    const mine = r.diagnostics.filter((d) => d.file === "ember-hound.wb");
    expect(mine.filter((d) => d.severity === "error")).toEqual([]);
    expect(mine.filter((d) => d.code === "WB340")).toHaveLength(c.fallbacks.length);
    const hound = r.ir.creatures.find((x) => x.name === "Ember Hound")!;
    expect(hound.hp).toBe(60);
    expect(hound.attacks.map((a) => a.name)).toEqual(["Bite", "Tail", "Cinder Spit"]);
    for (const n of c.approximations) expect(c.text.replace(/\n# {2}/g, " ")).toContain(n.split(" ").slice(0, 4).join(" "));
  });

  it("keeps a rider as text when the loaded ruleset lacks its condition", () => {
    const stunning = structuredClone(emberHound);
    stunning.actions![1]!.desc = "Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 10 (2d6 + 3) piercing damage, and the target is stunned until the end of its next turn.";
    const v = { ...vocabulary(), conditions: ["Immobilized"] };
    const c = convert5e(stunning, { table: roundTable, vocabulary: v });
    expect(c.text).toContain('text "Bite: on a hit the target is also Stunned.');
    expect(c.approximations.some((n) => n.includes("stunned → Stunned, which the loaded ruleset does not define yet"))).toBe(true);
  });
});
