// "Use when a Beast ally takes damage: this creature takes that damage instead": in the
// window before the ally takes it, the ally takes none and the power's owner takes that
// damage (its own Resist applies). Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability (take, would take); § Resolving Effects (Cancellation Effects)
import { describe, expect, it } from "vitest";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";
import { creature } from "./arena.js";

const cards = {
  path: "test/damage-instead.wb",
  text: `creature "Bond Keeper" {
  ${tenDefences(40, "Human")}
  attack melee basic "Staff": +5 vs AC; 5 damage
  power "Shared Wounds": use when Beast ally would take damage: this creature takes that damage instead
  power "Resist 5 Fire": resist 5 fire
}
creature "Marsh Hound" {
  ${tenDefences(40)}
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Ember Hurler" {
  ${tenDefences(60, "Human")}
  attack ranged 10 "Fire Bolt": +5 vs AC; 15 fire damage
}
`,
};

const field = fieldOf(cards);
const place = [
  { card: "Bond Keeper", side: "A" as const, at: [0, 0] as [number, number] },
  { card: "Marsh Hound", side: "A" as const, at: [3, 3] as [number, number] },
  { card: "Ember Hurler", side: "B" as const, at: [8, 8] as [number, number] },
];

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability: damage taken instead of an ally", () => {
  it("used, the Beast ally takes none and the keeper takes the 15 fire damage less its Resist 5", () => {
    const a = field(place, [15], ["use"]);
    attackNow(a, "B1", "Fire Bolt", "A2");
    expect(creature(a, "A2").hp).toBe(40);
    expect(creature(a, "A1").hp).toBe(30);
  });

  it("declined, the Beast ally takes it; damage to the keeper itself is not offered", () => {
    const a = field(place, [15, 15], ["decline"]);
    attackNow(a, "B1", "Fire Bolt", "A2");
    expect(creature(a, "A2").hp).toBe(25);
    attackNow(a, "B1", "Fire Bolt", "A1");
    expect(creature(a, "A1").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});
