// Bonus damage on an attack with mixed damage types: the attacker's player chooses which
// type takes each bonus, for a bonus of the attacker's own power ("+10 damage against
// bloodied targets") and for one given by another power ("+10 damage on that attack").
// ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Resistance and Vulnerability (Resist)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, type Arena } from "./arena.js";

const pieces = {
  path: "test/bonus-damage-types.wb",
  text: `creature "Storm Herald" {
  level 5  cost 20  unaligned  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 40
  attack melee basic "Thunder Brand": +6 vs AC; 10 fire + 10 cold damage
  attack melee "Ember Jab": +6 vs AC; 10 fire damage
  power "Storm Fury": +10 damage against bloodied targets
}
creature "Tempest Captain" {
  level 5  cost 20  unaligned  factions Wild  keywords Elemental  champion 1
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 40
  attack melee basic "Gust": +6 vs AC; 5 damage
  champion power "Gale Push": use when an ally hits with a melee attack: +10 damage on that attack
}
creature "Ember Husk" {
  level 4  cost 15  unaligned  factions Wild  keywords Elemental
  AC 10  Fort 12  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Smoulder": +4 vs AC; 5 damage
  power "Fire Hide": resist 20 fire
}
`,
};

function strike(attack: string, choices: string[], withCaptain = false): Arena {
  const a = arena(
    [
      { card: "Storm Herald", side: "A", at: [3, 3] },
      ...(withCaptain ? [{ card: "Tempest Captain", side: "A" as const, at: [8, 8] as [number, number] }] : []),
      { card: "Ember Husk", side: "B", at: [3, 4], hp: 30 },
    ],
    { extra: [pieces], dice: [15], choices },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  makeAttack(a.g, "A1", cardOf(a.g, "Storm Herald").attacks.find((x) => x.name === attack)!, a.id("Ember Husk", "B"));
  return a;
}
const husk = (a: Arena) => creature(a, a.id("Ember Husk", "B"));

describe("ddm-battle-rules-2011.txt § Applying Damage: with mixed types, the attacker chooses which type takes the bonus", () => {
  it("the attacker's own '+10 damage against bloodied targets': on cold, 10 fire is resisted and 20 cold lands (30 → 10)", () => {
    const a = strike("Thunder Brand", ["cold"]);
    expect(a.decisions).toHaveLength(1);
    expect(a.decisions[0]).toMatchObject({ player: 0, kind: "bonus-damage-type" });
    expect(a.decisions[0]!.prompt).toContain("Storm Fury");
    expect(a.decisions[0]!.options.map((o) => o.id)).toEqual(["fire", "cold"]);
    expect(husk(a).hp).toBe(10);
  });

  it("on fire, the 20 fire is all resisted and 10 cold lands (30 → 20)", () => {
    const a = strike("Thunder Brand", ["fire"]);
    expect(husk(a).hp).toBe(20);
  });

  it("a power's '+10 damage on that attack' is chosen for apart from the attacker's own bonus: both on cold, 30 cold lands (30 → 0)", () => {
    const a = strike("Thunder Brand", ["use", "cold", "cold"], true);
    expect(a.decisions.map((d) => d.kind)).toEqual(["use-power", "bonus-damage-type", "bonus-damage-type"]);
    expect(a.decisions[2]!.prompt).toContain("Gale Push");
    expect(husk(a).status).toBe("destroyed");
  });

  it("the two bonuses split: Storm Fury on cold, Gale Push on fire: 20 fire resisted, 20 cold lands (30 → 10)", () => {
    const a = strike("Thunder Brand", ["use", "cold", "fire"], true);
    expect(husk(a).hp).toBe(10);
  });

  it("an attack of one type asks nothing: the bonus joins it (20 fire, resisted 20: 30 → 30)", () => {
    const a = strike("Ember Jab", []);
    expect(a.decisions).toHaveLength(0);
    expect(husk(a).hp).toBe(30);
  });
});
