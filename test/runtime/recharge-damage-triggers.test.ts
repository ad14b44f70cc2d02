// Recharges on damage: "when this creature takes 20 or more damage from attack" (one
// attack's damage, not ongoing damage, not smaller hits) and "when enemy is destroyed by
// fire damage" (the damage that brought it to 0 hit points had that type).
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Hit Points, Destroyed;
// § Applying Damage (Damage Types)
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { arena, type Arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/recharge-damage-triggers.wb",
  text: `creature "Ember Duelist" {
  level 6  cost 20  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 80
  attack melee basic "Cut": +8 vs AC; 5 damage
  attack melee "Six Blades" uses 1 recharge when this creature takes 20 or more damage from attack: +8 vs AC; 5 damage
  attack melee "Cinder Strike" uses 1 recharge when enemy is destroyed by fire damage: +8 vs AC; 10 damage
}
creature "Brute Target" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Maul": +5 vs AC; 25 damage
  attack melee "Slap": +5 vs AC; 15 damage
  attack melee "Torch": +5 vs AC; 10 fire damage
}
`,
};


function field(dice: number[] = [], targetHp?: number): Arena {
  const a = arena(
    [
      { card: "Ember Duelist", side: "A", at: [3, 3] },
      { card: "Brute Target", side: "B", at: [3, 4], ...(targetHp !== undefined ? { hp: targetHp } : {}) },
      { card: "Brute Target", side: "B", at: [4, 4] },
    ],
    { extra: [cards], dice },
  );
  creature(a, "A1").spent = { "Six Blades": 1, "Cinder Strike": 1 };
  return a;
}

describe("recharges on damage (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("'takes 20 or more damage from attack': a 25-damage hit recharges Six Blades; a 15-damage hit does not", () => {
    const big = field([15]);
    resolveAttack(big.g, "B1", attackOf(big, "B1", "Maul"), "A1");
    expect(creature(big, "A1").hp).toBe(55);
    expect(creature(big, "A1").spent["Six Blades"]).toBe(0);
    const small = field([15]);
    resolveAttack(small.g, "B1", attackOf(small, "B1", "Slap"), "A1");
    expect(creature(small, "A1").hp).toBe(65);
    expect(creature(small, "A1").spent["Six Blades"]).toBe(1);
  });

  it("25 damage that is not from an attack (a power's or ongoing damage) does not recharge it", () => {
    const a = field();
    applyDamage(a.g, "A1", [{ amount: 25, type: null }], { creature: null, rule: "test: falling rocks", src: null });
    expect(creature(a, "A1").hp).toBe(55);
    expect(creature(a, "A1").spent["Six Blades"]).toBe(1);
  });

  it("'enemy is destroyed by fire damage': an enemy brought to 0 by 40 fire damage recharges Cinder Strike; by untyped damage, not", () => {
    const fire = field();
    applyDamage(fire.g, "B1", [{ amount: 40, type: "fire" }], { creature: null, rule: "test: blaze", src: null });
    expect(creature(fire, "B1").status).toBe("destroyed");
    expect(creature(fire, "A1").spent["Cinder Strike"]).toBe(0);
    const plain = field();
    applyDamage(plain.g, "B1", [{ amount: 40, type: null }], { creature: null, rule: "test: rockfall", src: null });
    expect(creature(plain, "B1").status).toBe("destroyed");
    expect(creature(plain, "A1").spent["Cinder Strike"]).toBe(1);
  });

  it("whoever deals it: an enemy destroyed by its own ally's fire attack counts too", () => {
    const a = field([15], 10);
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Torch"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").spent["Cinder Strike"]).toBe(0);
  });
});
