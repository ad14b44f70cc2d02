// Powers set off by this creature's own attacks, more of them: a score for destroying a
// Unique enemy (Unique is printed with the keywords, though it is not one, and cards name
// it as one), a miss on a natural roll of 11 or more ("if the d20 roll was 11+"), and an
// attack a power keeps from being redirected ("that attack cannot be redirected"), and more
// damage on a hit while a creature of a keyword, of either side, is near ("+10 instead if a
// Cold creature is within 5 squares").
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Keywords; Unique); § Activated Powers;
// § Attack Roll (Miss); § How to Choose Targets (Redirect Effects); § Keywords; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = (hp: number) => `level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;
const sword = `attack melee basic "Sword": +5 vs AC; 10 damage`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/own-strikes-more.wb",
  text: `creature "Crown Hunter" {
  ${stats(40)}
  ${sword}
  power "Trophy": use when this creature destroys Unique enemy: you score 10 VP
}
creature "Named Rival" {
  ${stats(10)}
  unique
  ${sword}
}
creature "Nameless Grunt" {
  ${stats(10)}
  ${sword}
}
creature "Bile Drake" {
  ${stats(40)}
  attack melee basic "Bile Lash": +0 vs AC; 10 acid damage
  power "Splatter": use when this creature misses with "Bile Lash" attack on natural 11 or higher: target takes 5 acid damage
}
creature "Steady Caster" {
  ${stats(40)}
  ${sword}
  power "True Aim" uses 1: use when this creature declares attack: that attack cannot be redirected
}
creature "Rival Guard" {
  ${stats(40)}
  ${sword}
  power "Step In": immediate action, use when enemy targets adjacent ally with attack: redirect that attack to this creature
}
creature "Rime Reaper" {
  level 5  cost 20  unaligned  factions Wild  keywords Undead, Cold
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  ${sword}
  power "Cold Harvest": +5 cold damage against Immobilized targets; +5 cold damage against Immobilized targets while within 5 squares of Cold creature
}
creature "Frost Imp" {
  level 5  cost 20  unaligned  factions Wild  keywords Cold
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40
  ${sword}
}
creature "Plated Wall" {
  level 5  cost 20  unaligned  factions Wild  keywords Human
  AC 25  Fort 10  Ref 10  Will 10  speed 5  hp 40
  ${sword}
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Unique): 'destroys a Unique enemy'", () => {
  it("destroying a Unique enemy scores the power's 10 VP beside the enemy's cost", () => {
    const a = field([
      { card: "Crown Hunter", side: "A", at: [5, 4] },
      { card: "Named Rival", side: "B", at: [5, 5] },
    ], [15], ["use"]);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(a.g.state.players[0]!.vp - before).toBe(20 + 10);
  });

  it("destroying an enemy that is not Unique scores its cost only; the power is not offered", () => {
    const a = field([
      { card: "Crown Hunter", side: "A", at: [5, 4] },
      { card: "Nameless Grunt", side: "B", at: [5, 5] },
    ], [15]);
    const before = a.g.state.players[0]!.vp;
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), "B1");
    expect(creature(a, "B1").status).not.toBe("in-play");
    expect(a.g.state.players[0]!.vp - before).toBe(20);
    expect(a.decisions).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Miss): 'use after missing with an attack, if the d20 roll was 11+'", () => {
  it("a natural 14 (+0 = 14) misses AC 25: the power answers the miss, 5 acid damage, 40 → 35", () => {
    const a = field([
      { card: "Bile Drake", side: "A", at: [5, 4] },
      { card: "Plated Wall", side: "B", at: [5, 5] },
    ], [14], ["use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bile Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });

  it("a natural 10 misses too, but below 11: nothing is offered, 40 stays", () => {
    const a = field([
      { card: "Bile Drake", side: "A", at: [5, 4] },
      { card: "Plated Wall", side: "B", at: [5, 5] },
    ], [10]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Bile Lash"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.decisions).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects): 'that attack cannot be redirected'", () => {
  const placed: Placement[] = [
    { card: "Steady Caster", side: "A", at: [5, 4] },
    { card: "Nameless Grunt", side: "B", at: [5, 5] },
    { card: "Rival Guard", side: "B", at: [6, 5] },
  ];

  it("used as the attack is declared: the guard's redirect does nothing, the grunt takes the hit (10 → 0)", () => {
    const a = field(placed, [15], ["use", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, a.id("Nameless Grunt")).hp).toBeLessThanOrEqual(0);
    expect(creature(a, a.id("Rival Guard")).hp).toBe(40);
  });

  it("declined: the guard steps in and takes the hit instead (40 → 30), the grunt keeps 10", () => {
    const a = field(placed, [15], ["decline", "use"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Nameless Grunt"));
    expect(creature(a, a.id("Nameless Grunt")).hp).toBe(10);
    expect(creature(a, a.id("Rival Guard")).hp).toBe(30);
  });
});

describe("ddm-battle-rules-2011.txt § Keywords: '+10 cold damage instead if a Cold creature is within 5 squares'", () => {
  const hit = (placed: Placement[], conditions: string[] = ["Immobilized"]) => {
    const a = field([{ card: "Rime Reaper", side: "A", at: [5, 4] }, { card: "Plated Wall", side: "B", at: [5, 5], conditions }, ...placed], [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Sword"), a.id("Plated Wall"));
    return creature(a, a.id("Plated Wall")).hp;
  };

  it("alone (its own Cold keyword does not count): a critical 20 + 5 cold on the Immobilized wall, 40 → 15", () => {
    expect(hit([])).toBe(15);
  });

  it("an enemy Cold creature 4 squares off: 20 + 10 cold, 40 → 10; 6 squares off: 40 → 15", () => {
    expect(hit([{ card: "Frost Imp", side: "B", at: [9, 4] }])).toBe(10);
    expect(hit([{ card: "Frost Imp", side: "B", at: [11, 4] }])).toBe(15);
  });

  it("a target that is not Immobilized: no bonus, 40 → 20", () => {
    expect(hit([{ card: "Frost Imp", side: "A", at: [6, 4] }], [])).toBe(20);
  });
});
