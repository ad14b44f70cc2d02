// Damage an effect deals to its holder each time it acts as the effect names: "target takes
// 10 damage whenever it hits with melee attack until this creature is destroyed", "target
// takes 5 damage whenever it declares attack other than basic melee attack (save ends)".
// Played with scripted dice; every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Conditions (Duration); § Making an Attack; § Basic Attacks
import { describe, expect, it } from "vitest";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/act-stings.wb",
  text: `creature "Hex Weaver" {
  ${tenDefences(40, "Human")}
  attack melee basic "Staff": +5 vs AC; 5 damage
  attack ranged 10 "Biting Hex" does not provoke: +5 vs Ref; target takes 10 damage whenever it hits with melee attack until this creature is destroyed
  attack ranged 10 "Sour Hex" does not provoke: +5 vs Ref; target takes 5 damage whenever it declares attack other than basic melee attack (save ends)
}
creature "Pit Brute" {
  ${tenDefences(60)}
  attack melee basic "Club": +5 vs AC; 10 damage
  attack ranged 10 "Rock" does not provoke: +5 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);
const place = (hp?: number) => [
  { card: "Hex Weaver", side: "A" as const, at: [5, 5] as [number, number] },
  { card: "Pit Brute", side: "B" as const, at: [5, 6] as [number, number], ...(hp !== undefined ? { hp } : {}) },
];
const test = { creature: null, rule: "test", src: null };

describe("ddm-battle-rules-2011.txt § Making an Attack: damage whenever the holder hits", () => {
  it("each melee hit costs the brute 10; a ranged hit and a melee miss cost nothing", () => {
    const a = field(place(), [15, 15, 15, 2]);
    attackNow(a, "A1", "Biting Hex", "B1");
    attackNow(a, "B1", "Club", "A1");
    expect([creature(a, "A1").hp, creature(a, "B1").hp]).toEqual([30, 50]);
    attackNow(a, "B1", "Rock", "A1");
    expect([creature(a, "A1").hp, creature(a, "B1").hp]).toEqual([25, 50]);
    attackNow(a, "B1", "Club", "A1");
    expect([creature(a, "A1").hp, creature(a, "B1").hp]).toEqual([25, 50]);
  });

  it("once the weaver is destroyed the effect is gone: a melee hit costs nothing", () => {
    const a = field(place(), [15]);
    attackNow(a, "A1", "Biting Hex", "B1");
    applyDamage(a.g, "A1", [{ amount: 40, type: null }], test);
    expect(creature(a, "A1").status).toBe("destroyed");
    expect(creature(a, "B1").effects).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Basic Attacks: damage whenever the holder declares another attack than a basic melee one", () => {
  it("declaring the basic club costs nothing; declaring the rock costs 5, hit or miss", () => {
    const a = field(place(), [15, 15, 2]);
    attackNow(a, "A1", "Sour Hex", "B1");
    attackNow(a, "B1", "Club", "A1");
    expect(creature(a, "B1").hp).toBe(60);
    attackNow(a, "B1", "Rock", "A1");
    expect(creature(a, "B1").hp).toBe(55);
  });

  it("a brute the declaration destroys loses its attack: the weaver is not hit", () => {
    const a = field(place(5), [15, 15]);
    attackNow(a, "A1", "Sour Hex", "B1");
    attackNow(a, "B1", "Rock", "A1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").hp).toBe(40);
  });
});
