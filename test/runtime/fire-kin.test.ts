// "Each enemy within 5 squares and adjacent to a Fire enemy or ally takes 10 fire damage":
// beside another creature of the keyword, the power's owner not counted; and "target's
// Resist Fire is reduced by 15 (save ends)": that Resist counts 15 less, never below 0.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords; § Resistance and Vulnerability;
// § Powers and Effects (Duplicate Effects)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/fire-kin.wb",
  text: `creature "Ember Caller" {
  level 8  cost 30  unaligned  factions Wild  keywords Human, Fire
  AC 18  Fort 17  Ref 17  Will 17  speed 6  hp 50
  attack melee basic "Staff": +8 vs AC; 10 damage
  attack ranged 10 "Scorch": +10 vs Fort; 10 fire damage and the target gets resist fire reduced by 15 (save ends)
  power "Kindle": minor action: enemies within 5 squares adjacent to Fire enemy or ally takes 10 fire damage
}
creature "Cinder Imp" {
  level 3  cost 8  unaligned  factions Wild  keywords Fire
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
}
creature "Salamander Guard" {
  level 5  cost 15  unaligned  factions Wild  keywords Reptile
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Spear": +5 vs AC; 5 damage
  power "Fire Hide": resist 20 fire
}
`,
};

describe("'enemies within 5 squares adjacent to Fire enemy or ally' (ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords)", () => {
  it("the enemy beside a Fire ally and the one beside a Fire enemy burn; the one beside only the caller, and the one too far, do not", () => {
    const a = arena(
      [
        { card: "Ember Caller", side: "A", at: [5, 5] },
        { card: "Cinder Imp", side: "A", at: [5, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 4] },
        { card: "Cinder Imp", side: "B", at: [8, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [8, 6] },
        { card: "Cinder Imp", side: "A", at: [5, 12] },
        { card: "Cinder Goblin Cutter", side: "B", at: [6, 12] },
      ],
      { extra: [cards], choices: ["power:Kindle", "end"] },
    );
    creatureTurn(a.g, "A1");
    // B1 beside the Fire ally A2: 20 → 10. B2 beside only the caller: 20. B3, a Fire enemy, beside no other Fire creature: 30.
    // B4 beside the Fire enemy B3: 10. B5 beside the Fire ally A3, 7 squares away: 20.
    expect(["B1", "B2", "B3", "B4", "B5"].map((id) => creature(a, id).hp)).toEqual([10, 20, 30, 10, 20]);
  });
});

describe("'the target gets resist fire reduced by 15 (save ends)' (ddm-battle-rules-2011.txt § Resistance and Vulnerability)", () => {
  it("Resist 20 Fire stops the first Scorch; reduced to 5, it stops only 5 of the second; one power's reductions do not add up", () => {
    const a = arena(
      [
        { card: "Ember Caller", side: "A", at: [5, 5] },
        { card: "Salamander Guard", side: "B", at: [5, 9] },
      ],
      { extra: [cards], dice: [15, 15, 15] },
    );
    const scorch = attackOf(a, "A1", "Scorch");
    resolveAttack(a.g, "A1", scorch, "B1");
    expect(creature(a, "B1").hp).toBe(60);
    resolveAttack(a.g, "A1", scorch, "B1");
    expect(creature(a, "B1").hp).toBe(55);
    // A third reduction from the same power: still 15 less, not 45.
    resolveAttack(a.g, "A1", scorch, "B1");
    expect(creature(a, "B1").hp).toBe(50);
  });
});
