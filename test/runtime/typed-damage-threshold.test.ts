// "Whenever this creature takes 25 or more cold damage from attack": one attack's damage of
// that type, as the creature takes it (after Immune, Resist and Vulnerable), reaches the amount;
// other types in the same attack do not count toward it.
// ddm-battle-rules-2011.txt § Applying Damage (Damage Types); § Resistance and Vulnerability; § Automatic Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { arena, attackOf, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/typed-damage-threshold.wb",
  text: `creature "Cinder Hulk" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 100
  attack melee basic "Slam": +8 vs AC; 5 damage
  power "Thermal Crack": whenever this creature takes 25 or more cold damage from attack: this creature is Slowed until end of battle
}
creature "Brittle Hulk" {
  level 6  cost 20  unaligned  factions Wild  keywords Elemental
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 100
  attack melee basic "Slam": +8 vs AC; 5 damage
  power "Vulnerable 5 Cold": vulnerable 5 cold
  power "Thermal Crack": whenever this creature takes 25 or more cold damage from attack: this creature is Slowed until end of battle
}
creature "Rime Caller" {
  level 3  cost 10  unaligned  factions Wild  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Frost Lance": +20 vs AC; 30 cold damage
  attack melee "Chill Blade": +20 vs AC; 20 + 10 cold damage
  attack melee "Cold Touch": +20 vs AC; 20 cold damage
  attack melee "Flame Lance": +20 vs AC; 30 fire damage
}
`,
};

const slowed = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.some((e) => e.name === "Slowed");

function hit(target: string, attack: string) {
  const a = arena(
    [
      { card: target, side: "A", at: [3, 3] },
      { card: "Rime Caller", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [10] },
  );
  resolveAttack(a.g, "B1", attackOf(a, "B1", attack), "A1");
  return a;
}

describe("'takes 25 or more cold damage from attack' (§ Applying Damage, Damage Types)", () => {
  it("30 cold damage from one attack slows it", () => {
    const a = hit("Cinder Hulk", "Frost Lance");
    expect(creature(a, "A1").hp).toBe(70);
    expect(slowed(a, "A1")).toBe(true);
  });

  it("30 damage of which 10 is cold, 30 fire damage: neither slows it", () => {
    const mixed = hit("Cinder Hulk", "Chill Blade");
    expect(creature(mixed, "A1").hp).toBe(70);
    expect(slowed(mixed, "A1")).toBe(false);
    const fire = hit("Cinder Hulk", "Flame Lance");
    expect(creature(fire, "A1").hp).toBe(70);
    expect(slowed(fire, "A1")).toBe(false);
  });

  it("20 cold damage with Vulnerable 5 Cold is 25 cold damage taken: it slows it (§ Resistance and Vulnerability)", () => {
    const plain = hit("Cinder Hulk", "Cold Touch");
    expect(slowed(plain, "A1")).toBe(false);
    const brittle = hit("Brittle Hulk", "Cold Touch");
    expect(creature(brittle, "A1").hp).toBe(75);
    expect(slowed(brittle, "A1")).toBe(true);
  });
});
