// A recharge on entering a victory area: "RECHARGE when this creature ends its turn in a
// victory area in which it did not begin its turn" and its rewordings.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Victory Areas
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Gust Sprite", "Elemental", attacks));

describe("recharge when it ends its turn in a victory area it did not begin its turn in", () => {
  it("each wording becomes the end-of-turn state 'it occupies victory area it did not occupy at start of its turn'", () => {
    const { lines, ir } = read(
      "Buffet: +6 vs. AC; 5 damage.",
      "Crackle: (burst 1) +8 vs. Fortitude; 10 lightning damage. RECHARGE when it ends its turn in a victory area in which it did not start its turn.",
      "Squall: (range 5) +8 vs. Reflex; 10 damage. Recharge when it ends a turn in a victory area that it did not start that turn in.",
      "Gale: +8 vs. AC; 15 damage. RECHARGE when this creature ends its turn in a victory area it did not occupy at the start of its turn.",
      "Odd: +8 vs. AC; 15 damage. RECHARGE when this creature ends its turn in a forest it did not begin its turn in.",
    );
    const recharge = "recharge when end of its turn if it occupies victory area it did not occupy at start of its turn";
    expect(lines.slice(1)).toEqual([
      `attack close burst 1 "Crackle" ${recharge}: +8 vs Fort; 10 lightning damage`,
      `attack ranged 5 "Squall" ${recharge}: +8 vs Ref; 10 damage`,
      `attack melee "Gale" ${recharge}: +8 vs AC; 15 damage`,
      null,
    ]);
    expect(ir[1]!.recharge).toMatchObject({ op: "turn-end-if", args: { state: { op: "in-new-victory-area" } } });
  });
});
