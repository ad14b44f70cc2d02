// "Use when an enemy is hit by a melee attack: +10 fire damage on that attack and push target
// 1 square from attacker": the push is away from the creature that made the attack, not from
// the power's owner. And "make an immediate basic attack against any adjacent enemy that
// attacks a creature other than this one": not when it attacks this creature.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Push); § Champion Powers; § Immediate Actions
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/push-from-attacker.wb",
  text: `creature "Forge Lord" {
  level 8  cost 30  evil  factions Wild  keywords Giant  champion 2
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 80
  attack melee basic "Maul": +7 vs AC; 10 damage
  champion power "Searing Blows": use when enemy is hit by melee attack: +10 fire damage on that attack and push target 1 away from attacker
}
creature "Gate Warden" {
  level 5  cost 18  evil  factions Wild  keywords Giant
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Club": +7 vs AC; 10 damage
  power "Watchful": immediate action, use when adjacent enemy attacks creature: this creature makes basic melee attack against that enemy
}
creature "Ember Soldier" {
  level 3  cost 10  evil  factions Wild  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Spear": +20 vs AC; 10 damage
}
creature "Hill Raider" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Axe": +20 vs AC; 10 damage
}
`,
};

describe("'push target 1 away from attacker' (§ Forced-Movement Effects, Push)", () => {
  it("the enemy hit takes 20 (10 + 10 fire) and is pushed a square farther from the soldier that hit it, though the champion stands elsewhere", () => {
    const a = arena(
      [
        { card: "Forge Lord", side: "A", at: [8, 5] },
        { card: "Ember Soldier", side: "A", at: [3, 4] },
        { card: "Hill Raider", side: "B", at: [3, 5] },
      ],
      { extra: [cards], dice: [10], choices: ["use", "3,6"] },
    );
    makeAttack(a.g, "A2", attackOf(a, "A2", "Spear"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "B1").space).toMatchObject({ x: 3, y: 6 });
    // Away from the soldier: a square toward the champion (but no farther from the soldier) is not offered.
    const push = a.decisions.find((d) => d.kind === "forced-move")!;
    expect(push.options.map((o) => o.id)).not.toContain("4,5");
  });
});

describe("'use when adjacent enemy attacks creature' (a creature other than this one)", () => {
  it("an adjacent enemy attacking the warden's ally is answered by the warden's club; attacking the warden itself is not", () => {
    const ally = arena(
      [
        { card: "Gate Warden", side: "A", at: [3, 3] },
        { card: "Ember Soldier", side: "A", at: [4, 4] },
        { card: "Hill Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [10, 10], choices: ["use", "Club:B1"] },
    );
    makeAttack(ally.g, "B1", attackOf(ally, "B1", "Axe"), "A2");
    expect(creature(ally, "B1").hp).toBe(50);
    expect(creature(ally, "A2").hp).toBe(30);
    const self = arena(
      [
        { card: "Gate Warden", side: "A", at: [3, 3] },
        { card: "Hill Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [10] },
    );
    makeAttack(self.g, "B1", attackOf(self, "B1", "Axe"), "A1");
    expect(creature(self, "B1").hp).toBe(60);
    expect(creature(self, "A1").hp).toBe(50);
  });
});
