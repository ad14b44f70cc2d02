// A condition held over the target until the end of its next turn, given then only if it
// is still near: "target is Dazed if it ends its next turn within 2 squares of this creature".
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn)
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Barrow Haunt", "Undead", attacks));

describe("a condition if the target ends its next turn near this creature", () => {
  it("becomes 'target is <Condition> at end of its next turn if <where>'", () => {
    const { lines, ir } = read(
      "Claw: +6 vs. AC; 5 damage.",
      "Ghastly Gaze: (range 8) +8 vs. Will; target is Dazed if it ends its next turn within 2 squares of this creature.",
      "Chill Grip: +8 vs. Fort; 5 damage AND the target is Weakened if it ends its next turn adjacent to this creature",
      "Odd: (range 8) +8 vs. Will; target is Dazed if it ends its next turn in a forest.",
    );
    expect(lines.slice(1)).toEqual([
      'attack ranged 8 "Ghastly Gaze": +8 vs Will; target is Dazed at end of its next turn if within 2 squares of this creature',
      'attack melee "Chill Grip": +8 vs Fort; 5 damage and target is Weakened at end of its next turn if adjacent to this creature',
      null,
    ]);
    expect(ir[2]!.hit.at(-1)).toMatchObject({ op: "condition-at-end-of-next-turn", args: { condition: "Weakened", state: { op: "adjacent-to-owner" } } });
  });
});
