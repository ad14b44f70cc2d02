// Damage changed by the kind of the attack that deals it: "takes 5 more damage from
// ranged attacks", "takes 10 less damage from ranged attacks (minimum 5)", beside "takes
// half damage from melee attacks". Played with scripted dice; every creature and number is
// invented for these tests.
// ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Applying Damage (Round Down)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const content = {
  path: "test/damage-from-kinds.wb",
  text: `creature "Beetle Swarm" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast, Swarm
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bites": +5 vs AC; 5 damage
  power "Scattered": takes half damage from melee attacks and takes 5 more damage from ranged attacks
}
creature "Shard Golem" {
  level 3  cost 12  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Slam": +5 vs AC; 5 damage
  power "Crystal Skin": takes 10 less damage from ranged attacks (minimum 5)
}
creature "Skirmish Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 10 damage
  attack ranged 10 "Light Bow" does not provoke: +5 vs AC; 10 damage
  attack ranged 10 "Heavy Bow" does not provoke: +5 vs AC; 20 damage
}
`,
};

/** The archer, beside the defender, hits it once with the attack named (a roll of 15); the defender's hit points after. */
function hpAfter(defender: string, attack: string): number {
  const a = arena(
    [
      { card: "Skirmish Archer", side: "A", at: [5, 5] },
      { card: defender, side: "B", at: [5, 6] },
    ],
    { dice: [15], extra: [content] },
  );
  resolveAttack(a.g, "A1", cardOf(a.g, "Skirmish Archer").attacks.find((x) => x.name === attack)!, "B1");
  return creature(a, "B1").hp;
}

describe("ddm-battle-rules-2011.txt § Applying Damage: damage taken changed by the attack's kind", () => {
  it("the swarm takes half of a melee hit (10 → 5) and 5 more from a ranged one (10 → 15)", () => {
    expect(hpAfter("Beetle Swarm", "Sword")).toBe(35);
    expect(hpAfter("Beetle Swarm", "Light Bow")).toBe(25);
  });

  it("the golem takes 10 less from ranged attacks, never below 5: 20 → 10, 10 → 5; a melee hit of 10 stays 10", () => {
    expect(hpAfter("Shard Golem", "Heavy Bow")).toBe(30);
    expect(hpAfter("Shard Golem", "Light Bow")).toBe(35);
    expect(hpAfter("Shard Golem", "Sword")).toBe(30);
  });
});
