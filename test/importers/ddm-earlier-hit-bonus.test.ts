// "Make 2 basic melee attacks against one target. If the first hits, +3 Attack on the second":
// the second roll's own bonus, once the first has hit.
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)
import { describe, expect, it } from "vitest";
import { attacksCard, readAttacks } from "./reading.js";

const read = (...attacks: string[]) => readAttacks(attacksCard("Moss Mauler", "Beast", attacks));

describe("'If the first hits, +N Attack on the second'", () => {
  it("becomes the own bonus 'with: +N attack while earlier attack of this action hit' on a pair of attacks only", () => {
    const { lines, ir } = read(
      "Paws: +7 vs. AC; 10 damage.",
      "Crush: Make 2 {b} attacks against one target. If the first hits, +3 Attack on the second. If both hit, target is also Slowed.",
      "Rake: Make 2 attacks against the same target, +9 vs. AC; 10 damage. If the first attack hits, +2 attack to the second attack.",
      "Odd: Make 3 attacks against the same target, +9 vs. AC; 10 damage. If the first hits, +2 attack on the second.",
    );
    expect(lines.slice(1)).toEqual([
      'attack melee make 2 attacks same target "Crush": +7 vs AC; 10 damage; with: +3 attack while earlier attack of this action hit; if both hit: Slowed',
      'attack melee make 2 attacks same target "Rake": +9 vs AC; 10 damage; with: +2 attack while earlier attack of this action hit',
      null,
    ]);
    expect(ir[1]!.modifiers).toMatchObject([{ gate: { op: "hit-earlier-this-action" } }]);
  });
});
