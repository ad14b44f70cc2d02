// "Minor action. Use when adjacent to difficult terrain; …": usable only next to terrain that
// costs extra to enter, of any type (spike stones are difficult terrain), and refused elsewhere.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Powers and Effects; § Activated Powers
import { describe, expect, it } from "vitest";
import { mayUsePower, powersOf } from "../../runtime/ddm/powers.js";
import { arena } from "./arena.js";
import { terrainField } from "./terrain-field.js";

const scavengers = {
  path: "test/scavengers.wb",
  text: `creature "Rubble Scavenger" {
  level 2  cost 6  unaligned  factions Wild  keywords Giant
  AC 14  Fort 14  Ref 12  Will 12  speed 6  hp 30
  attack melee basic "Fist": +5 vs AC; 5 damage
  power "Pick Up a Stone": minor action, while adjacent to "difficult" terrain: this creature heals 5
}
`,
};

function usable(at: [number, number]): boolean {
  const a = arena([{ card: "Rubble Scavenger", side: "A", at }], { extra: [terrainField, scavengers], battle: "Terrain Test" });
  const p = powersOf(a.g, "A1").find((x) => x.name === "Pick Up a Stone")!;
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return mayUsePower(a.g, "A1", p, p.clauses.find((c) => c.kind === "trigger") as never).allowed;
}

describe("a power usable only next to difficult terrain", () => {
  it("is usable next to spike stones (difficult, though not named so) and not two squares from any difficult terrain", () => {
    // Spike stones at 9,9; the plain difficult terrain at 3,3 to 4,4 is far from both squares.
    expect([usable([8, 8]), usable([7, 7])]).toEqual([true, false]);
  });
});
