// "When hit by a ranged attack, roll a d20: at or above the attack's base damage, that attack
// misses": the hit is turned by a d20
// against the attack's printed base damage (all its damage before other effects).
// ddm-battle-rules-2011.txt § Applying Damage (Base Damage); § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/base-damage-roll.wb",
  text: `creature "Blade Dancer" {
  level 5  cost 18  unaligned  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Blade": +7 vs AC; 10 damage
  power "Parry Arrows": use when this creature is hit by ranged attack: that attack misses if d20 roll is at least its base damage
}
creature "Hill Slinger" {
  level 3  cost 10  unaligned  factions Wild  keywords Goblin
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack ranged 10 basic "Sling": +20 vs AC; 10 + 5 fire damage
  attack ranged 10 "Tangle Shot": +20 vs AC; Slowed (save ends)
}
`,
};

function shot(attack: string, dice: number[]) {
  const a = arena(
    [
      { card: "Blade Dancer", side: "A", at: [3, 3] },
      { card: "Hill Slinger", side: "B", at: [3, 9] },
    ],
    { extra: [cards], dice, choices: ["use"] },
  );
  resolveAttack(a.g, "B1", attackOf(a, "B1", attack), "A1");
  return a;
}

describe("'that attack misses if d20 roll is at least its base damage' (§ Applying Damage, Base Damage)", () => {
  it("base damage 15 (10 + 5 fire): a 15 turns the hit into a miss, no damage", () => {
    // The sling's roll 10 hits (+20 vs AC 16); the power's d20 15.
    const a = shot("Sling", [10, 15]);
    expect(creature(a, "A1").hp).toBe(60);
  });

  it("a 14 is under the base damage: the hit stands and deals its 15", () => {
    const a = shot("Sling", [10, 14]);
    expect(creature(a, "A1").hp).toBe(45);
  });

  it("an attack with no base damage is not turned: no d20 is rolled, the target is Slowed", () => {
    const a = shot("Tangle Shot", [10]);
    expect(a.dice.remaining()).toBe(0);
    expect(creature(a, "A1").effects.some((e) => e.name === "Slowed")).toBe(true);
  });
});
