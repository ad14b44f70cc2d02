// The importer's reading of powers that make several attacks, the last "against the same
// target", on texts written for these tests in the cards' phrasing (Sword and Spit are the
// test card's attacks). ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects
import { describe, expect, it } from "vitest";
import { expectEachReading, readPower } from "./reading.js";

const cases: [string, string][] = [
  ["Cut and Spit: Replaces attack action: Make a Sword attack and a Spit attack against the same target.", 'power "Cut and Spit": replaces attack action: this creature makes "Sword" attack and this creature makes "Spit" attack against same target'],
  ["Hit and Run: Replaces attack action: Make a {r} attack, then shift 2 squares, then make a {b} attack against the same target.", 'power "Hit and Run": replaces attack action: this creature makes ranged attack and this creature shifts 2 and this creature makes basic melee attack against same target'],
];

describe("warband import ddm: attacks against the same target", () => {
  expectEachReading(cases);
  it("a single attack 'against the same target' has no earlier attack to follow: not read this way", () => {
    expect(readPower("Lone Cut: Minor action: Make a Sword attack against the same target.").structured).toBe(false);
  });
});
