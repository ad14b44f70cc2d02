// Attack forms the card import reads beyond the basic roll and effects: restrictions
// on targets written before the roll, and riders of the attack's own.
// ddm-battle-rules-2011.txt § Making an Attack; § Combat Advantage
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { libraryWith } from "../library.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const riders: SourceFile = {
  path: "test/attack-riders.wb",
  text: `creature "Alley Cutter" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Knife": +8 vs AC; 10 damage
  attack melee against targets granting combat advantage only "Sap": +8 vs Fort; 10 damage and Dazed
  attack melee reroll on miss "Second Try": +8 vs AC; 10 damage
  attack melee critical on 18 "Keen Blade": +8 vs AC; 10 damage
  attack melee "Stunning Rod": +8 vs AC; 10 damage; critical: Stunned (save ends)
  attack melee against each enemy "Whirl": +8 vs AC; 10 damage
  attack ranged 5 nearest "Thrown Spear": +8 vs AC; 10 damage
  attack melee reach 4 "Grasping Vine": +8 vs Ref; 10 damage and pull the target adjacent
}
creature "Plain Brute" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};


describe("targets restricted before the roll", () => {
  it("compiles 'against targets granting combat advantage only' to the attack's target gate", () => {
    const ir = libraryWith(riders);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ir.ir.creatures.find((c) => c.name === "Alley Cutter")!.attacks[1]!.targets).toMatchObject({ op: "granting-combat-advantage" });
  });

  it("'against targets granting combat advantage only' may target a flanked enemy only (ddm-battle-rules-2011.txt § Combat Advantage; § Flanking)", () => {
    const alone = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
      ],
      { extra: [riders] },
    );
    expect(mayTarget(alone.g, "A1", attackOf(alone, "A1", "Sap"), "B1").allowed).toBe(false);
    const flanked = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Alley Cutter", side: "A", at: [3, 5] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
      ],
      { extra: [riders], dice: [15] },
    );
    expect(mayTarget(flanked.g, "A1", attackOf(flanked, "A1", "Sap"), "B1").allowed).toBe(true);
    resolveAttack(flanked.g, "A1", attackOf(flanked, "A1", "Sap"), "B1");
    expect(creature(flanked, "B1").hp).toBe(70);
    expect(creature(flanked, "B1").effects.map((e) => e.name)).toEqual(["Dazed"]);
  });
});

const sized: SourceFile = {
  path: "test/attack-sizes.wb",
  text: `creature "Cave Gulper" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast  size Large
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Bite": +8 vs AC; 10 damage
  attack melee against Medium or smaller targets only "Gulp": +8 vs AC; 20 damage
  attack melee against smaller targets only "Stamp": +8 vs AC; 20 damage
  attack melee "Lunge" uses 1 recharge when start of its turn if no enemy is adjacent to it: +8 vs AC; 10 damage
  attack melee "Vanish Bite" uses 1 recharge when end of its turn if no enemy can see it: +8 vs AC; 10 damage
}
creature "Hill Ogre" {
  level 6  cost 20  unaligned  factions Wild  keywords Giant  size Large
  AC 12  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

describe("size restrictions on targets (ddm-battle-rules-2011.txt § Creature Size and Space)", () => {
  it("'against Medium or smaller targets only' and 'against smaller targets only' refuse a Large target and allow a Medium one", () => {
    const a = arena(
      [
        { card: "Cave Gulper", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [5, 3] },
        { card: "Hill Ogre", side: "B", at: [3, 5] },
      ],
      { extra: [riders, sized], dice: [15] },
    );
    const gulp = attackOf(a, "A1", "Gulp");
    const stamp = attackOf(a, "A1", "Stamp");
    expect([mayTarget(a.g, "A1", gulp, "B1").allowed, mayTarget(a.g, "A1", gulp, "B2").allowed]).toEqual([true, false]);
    expect([mayTarget(a.g, "A1", stamp, "B1").allowed, mayTarget(a.g, "A1", stamp, "B2").allowed]).toEqual([true, false]);
    resolveAttack(a.g, "A1", gulp, "B1");
    expect(creature(a, "B1").hp).toBe(60);
  });
});

describe("recharge conditions with a state (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("'recharge when start of its turn if no enemy is adjacent to it' regains the use only when no enemy is adjacent then", () => {
    const alone = arena(
      [
        { card: "Cave Gulper", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [8, 8] },
      ],
      { extra: [riders, sized], choices: ["end"] },
    );
    creature(alone, "A1").spent = { Lunge: 1 };
    creatureTurn(alone.g, "A1");
    expect(creature(alone, "A1").spent.Lunge).toBe(0);
    expect(logText(alone)).toContain("Cave Gulper (A1) recharges Lunge (start of its turn if no enemy is adjacent to it)");
    const pressed = arena(
      [
        { card: "Cave Gulper", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [5, 3] },
      ],
      { extra: [riders, sized], choices: ["end"] },
    );
    creature(pressed, "A1").spent = { Lunge: 1 };
    creatureTurn(pressed.g, "A1");
    expect(creature(pressed, "A1").spent.Lunge).toBe(1);
  });

  it("'recharge when end of its turn if no enemy can see it': recharges while its only enemy is Blinded, not while the enemy sees it (§ Line of Sight; § Blinded)", () => {
    const open = arena(
      [
        { card: "Cave Gulper", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [8, 8] },
      ],
      { extra: [riders, sized], choices: ["end"] },
    );
    creature(open, "A1").spent = { "Vanish Bite": 1 };
    creatureTurn(open.g, "A1");
    expect(creature(open, "A1").spent["Vanish Bite"]).toBe(1);
    const hidden = arena(
      [
        { card: "Cave Gulper", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [8, 8], conditions: ["Blinded"] },
      ],
      { extra: [riders, sized], choices: ["end"] },
    );
    creature(hidden, "A1").spent = { "Vanish Bite": 1 };
    creatureTurn(hidden.g, "A1");
    expect(creature(hidden, "A1").spent["Vanish Bite"]).toBe(0);
  });
});

describe("attack roll properties of the card (ddm-battle-rules-2011.txt § Attack Roll)", () => {
  const duel = (dice: number[]) =>
    arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
      ],
      { extra: [riders], dice },
    );

  it("'reroll on miss': a miss is rolled once more and the second roll stands (§ Powers and Effects, Cancellation Effects: a re-roll)", () => {
    const a = duel([2, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Second Try"), "B1");
    expect(creature(a, "B1").hp).toBe(70);
    expect(a.dice.remaining()).toBe(0);
    const twice = duel([2, 3]);
    resolveAttack(twice.g, "A1", attackOf(twice, "A1", "Second Try"), "B1");
    expect(creature(twice, "B1").hp).toBe(80);
    // A hit is not rolled again.
    const once = duel([15, 2]);
    resolveAttack(once.g, "A1", attackOf(once, "A1", "Second Try"), "B1");
    expect(once.dice.remaining()).toBe(1);
  });

  it("'critical on 18': a natural 18 is a critical hit with this attack, doubling its damage; a 17 is not (§ Attack Roll, Critical Hit)", () => {
    const crit = duel([18]);
    resolveAttack(crit.g, "A1", attackOf(crit, "A1", "Keen Blade"), "B1");
    expect(creature(crit, "B1").hp).toBe(60);
    const plain = duel([17]);
    resolveAttack(plain.g, "A1", attackOf(plain, "A1", "Keen Blade"), "B1");
    expect(creature(plain, "B1").hp).toBe(70);
    // The card's other attacks keep natural 20.
    const other = duel([18]);
    resolveAttack(other.g, "A1", attackOf(other, "A1", "Knife"), "B1");
    expect(creature(other, "B1").hp).toBe(70);
  });

  it("'critical:' effects follow a critical hit only, after the hit's own (§ Attack Roll, Critical Hit)", () => {
    const crit = duel([20]);
    resolveAttack(crit.g, "A1", attackOf(crit, "A1", "Stunning Rod"), "B1");
    expect(creature(crit, "B1").hp).toBe(60);
    expect(creature(crit, "B1").effects.map((e) => e.name)).toEqual(["Stunned"]);
    const hit = duel([15]);
    resolveAttack(hit.g, "A1", attackOf(hit, "A1", "Stunning Rod"), "B1");
    expect(creature(hit, "B1").hp).toBe(70);
    expect(creature(hit, "B1").effects).toEqual([]);
  });

  it("'against each enemy': one roll against every enemy it can reach, none against a farther one (§ Attack Roll, Repeated Attacks)", () => {
    const a = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 4] },
        { card: "Plain Brute", side: "B", at: [4, 3] },
        { card: "Plain Brute", side: "B", at: [8, 8] },
      ],
      { extra: [riders], dice: [15, 15] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Whirl"), "B1");
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([70, 70, 80]);
    expect(a.dice.remaining()).toBe(0);
  });
});

describe("'ranged 5 nearest': the nearest enemy in sight, and only within 5 squares (ddm-battle-rules-2011.txt § Ranged Attacks; § How to Choose Targets)", () => {
  it("targets the nearer of two enemies in range, and neither when both are beyond 5 squares", () => {
    const near = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 6] },
        { card: "Plain Brute", side: "B", at: [3, 7] },
      ],
      { extra: [riders] },
    );
    const spear = attackOf(near, "A1", "Thrown Spear");
    expect([mayTarget(near.g, "A1", spear, "B1").allowed, mayTarget(near.g, "A1", spear, "B2").allowed]).toEqual([true, false]);
    const far = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 9] },
        { card: "Plain Brute", side: "B", at: [3, 10] },
      ],
      { extra: [riders] },
    );
    const ruling = mayTarget(far.g, "A1", attackOf(far, "A1", "Thrown Spear"), "B1");
    expect(ruling.allowed).toBe(false);
    expect(ruling.verdicts.find((v) => v.status === "decides")?.text).toBe("beyond range 5");
  });
});

describe("'pull the target adjacent' (ddm-battle-rules-2011.txt § Forced-Movement Effects, Pull)", () => {
  it("pulls a target 4 squares away 3 squares, each closer, until it stands adjacent", () => {
    const a = arena(
      [
        { card: "Alley Cutter", side: "A", at: [3, 3] },
        { card: "Plain Brute", side: "B", at: [3, 7] },
      ],
      { extra: [riders], dice: [15], choices: ["3,6", "3,5", "3,4"] },
    );
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Grasping Vine"), "B1");
    expect(creature(a, "B1").hp).toBe(70);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 4 });
    expect(a.decisions.map((d) => d.prompt)).toEqual(["pull Plain Brute (B1): square 1 of up to 3", "pull Plain Brute (B1): square 2 of up to 3", "pull Plain Brute (B1): square 3 of up to 3"]);
  });
});
