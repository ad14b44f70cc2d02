// "Hit or miss, this creature teleports adjacent to the target farthest from it": once
// for the action, beside the farthest of the attack's targets.
// ddm-battle-rules-2011.txt § Close Attacks; § Forced-Movement Effects (Teleport)
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Squall Walker", "Elemental", attacks));

describe("teleporting beside the farthest target", () => {
  it("becomes the hit-or-miss 'this creature teleports to square adjacent to farthest target'", () => {
    const { lines, ir } = read(
      "Gust: +10 vs. AC; 10 damage.",
      "Thunder Step: (line 8) +12 vs. Fortitude; 15 thunder damage. Hit or miss, it teleports adjacent to the target farthest from it.",
      "Arc Leap: (blast 4) +12 vs. Reflex; 10 lightning damage. Hit or miss, this creature teleports to a square adjacent to the target farthest from this creature.",
    );
    expect(lines.slice(1)).toEqual([
      'attack close line 8 "Thunder Step": +12 vs Fort; 15 thunder damage; hit or miss: this creature teleports to square adjacent to farthest target',
      'attack close blast 4 "Arc Leap": +12 vs Ref; 10 lightning damage; hit or miss: this creature teleports to square adjacent to farthest target',
    ]);
    expect(ir[1]!.hitOrMiss[0]).toMatchObject({ op: "teleport-beside", subject: { op: "farthest-target" } });
  });
});
