// Riders of an attack that reach the target only in a state: a keyword, a size, bloodied,
// a level ("Undead target is Immobilized", "level 3 or lower target is Dominated").
// ddm-battle-rules-2011.txt § Applying Damage (Additional Effects); § Keywords; § Creature Size and Space
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { libraryWith } from "../library.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/attack-target-states.wb",
  text: `creature "Lantern Warden" {
  level 6  cost 20  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Sunrod": +8 vs AC; 10 damage and Undead target is Immobilized
  attack melee "Hook": +8 vs AC; 10 damage and Large or smaller target is Slowed
  attack melee "Searing Edge": +8 vs AC; 10 damage and target that is not bloodied takes 5 fire damage
  attack melee "Binding Word": +8 vs Will; 5 damage and level 3 or lower target is Dominated
}
creature "Grave Shambler" {
  level 3  cost 10  evil  factions Underdark  keywords Undead
  AC 12  Fort 14  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
}
creature "Hill Brute" {
  level 8  cost 20  unaligned  factions Wild  keywords Giant  size Huge
  AC 12  Fort 14  Ref 10  Will 12  speed 6  hp 60
  attack melee basic "Club": +5 vs AC; 5 damage
}
`,
};

const conditions = (a: Arena, id: string) => creature(a, id).effects.map((e) => e.name);

function duel(target: string, dice: number[], hp?: number): Arena {
  return arena(
    [
      { card: "Lantern Warden", side: "A", at: [3, 3] },
      { card: target, side: "B", at: [3, 4], ...(hp !== undefined ? { hp } : {}) },
    ],
    { extra: [cards], dice },
  );
}

describe("riders on a target in a state (ddm-battle-rules-2011.txt § Applying Damage, Additional Effects)", () => {
  it("compiles the state into the effect's subject", () => {
    const ir = libraryWith(cards);
    expect(ir.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const sunrod = ir.ir.creatures.find((c) => c.name === "Lantern Warden")!.attacks[0]!;
    expect(sunrod.hit[1]).toMatchObject({ op: "condition", subject: { op: "target-in-state", args: { state: { op: "has-keyword", args: { keyword: { keyword: "Undead" } } } } } });
  });

  it("an Undead target is Immobilized; a Huge Giant is not, nor Slowed by a hook for Large or smaller (§ Keywords; § Creature Size and Space)", () => {
    const undead = duel("Grave Shambler", [15]);
    resolveAttack(undead.g, "A1", attackOf(undead, "A1", "Sunrod"), "B1");
    expect(creature(undead, "B1").hp).toBe(30);
    expect(conditions(undead, "B1")).toEqual(["Immobilized"]);
    const giant = duel("Hill Brute", [15, 15]);
    resolveAttack(giant.g, "A1", attackOf(giant, "A1", "Sunrod"), "B1");
    resolveAttack(giant.g, "A1", attackOf(giant, "A1", "Hook"), "B1");
    expect(creature(giant, "B1").hp).toBe(40);
    expect(conditions(giant, "B1")).toEqual([]);
    const small = duel("Grave Shambler", [15]);
    resolveAttack(small.g, "A1", attackOf(small, "A1", "Hook"), "B1");
    expect(conditions(small, "B1")).toEqual(["Slowed"]);
  });

  it("the state is asked when the rider resolves, after the damage before it (§ Applying Damage, Additional Effects)", () => {
    // 60 hp, bloodied at 30: 10 damage leaves 50, not bloodied, so the 5 fire follows.
    const fresh = duel("Hill Brute", [15]);
    resolveAttack(fresh.g, "A1", attackOf(fresh, "A1", "Searing Edge"), "B1");
    expect(creature(fresh, "B1").hp).toBe(45);
    // At 35, the 10 damage bloodies it (25): the rider no longer reaches it.
    const worn = duel("Hill Brute", [15], 35);
    resolveAttack(worn.g, "A1", attackOf(worn, "A1", "Searing Edge"), "B1");
    expect(creature(worn, "B1").hp).toBe(25);
  });

  it("'level 3 or lower target' asks the level its card prints", () => {
    const low = duel("Grave Shambler", [15]);
    resolveAttack(low.g, "A1", attackOf(low, "A1", "Binding Word"), "B1");
    expect(conditions(low, "B1")).toEqual(["Dominated"]);
    const high = duel("Hill Brute", [15]);
    resolveAttack(high.g, "A1", attackOf(high, "A1", "Binding Word"), "B1");
    expect(conditions(high, "B1")).toEqual([]);
    expect(creature(high, "B1").hp).toBe(55);
  });
});

const near: SourceFile = {
  path: "test/attack-near-target.wb",
  text: `creature "Cleaver" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Axe": +8 vs AC; 10 damage and one enemy adjacent to target takes 5 damage
  attack melee "Arc Blade": +8 vs AC; 10 damage and each enemy within 2 squares of target takes 5 lightning damage
}
`,
};

describe("riders on enemies near the target (ddm-battle-rules-2011.txt § How to Choose Targets)", () => {
  function crowd(choices: string[]): Arena {
    return arena(
      [
        { card: "Cleaver", side: "A", at: [3, 3] },
        { card: "Grave Shambler", side: "B", at: [3, 4] },
        { card: "Grave Shambler", side: "B", at: [4, 5] },
        { card: "Grave Shambler", side: "B", at: [2, 5] },
        { card: "Grave Shambler", side: "B", at: [3, 8] },
      ],
      { extra: [cards, near], dice: [15], choices },
    );
  }

  it("'one enemy adjacent to target': its player picks one of the two beside the target; the target itself is not offered", () => {
    const a = crowd(["B3"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Axe"), "B1");
    expect(a.decisions[0]!.options.map((o) => o.id)).toEqual(["B2", "B3"]);
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp]).toEqual([30, 40, 35]);
  });

  it("'each enemy within 2 squares of target': the two within 2, not the one 4 squares away", () => {
    const a = crowd([]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Arc Blade"), "B1");
    expect([creature(a, "B1").hp, creature(a, "B2").hp, creature(a, "B3").hp, creature(a, "B4").hp]).toEqual([30, 35, 35, 40]);
  });
});
