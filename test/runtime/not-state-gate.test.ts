// A state said not to hold ("while not adjacent to Immobilized enemy"; the recharge
// "recharge when end of its turn if not adjacent to Immobilized enemy"): the rule counts
// exactly when the state named does not.
// ddm-battle-rules-2011.txt § Continuous Powers; § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import { defenseOf } from "../../runtime/ddm/values.js";
import { fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/not-state-gate.wb",
  text: `creature "Wary Trapper" {
  ${tenDefences(40)}
  attack melee basic "Hook": +6 vs AC; 10 damage
  power "Watchful": +2 AC while not adjacent to Immobilized enemy
}
creature "Grey Wolf" {
  ${tenDefences(40, "Wolf")}
  attack melee basic "Fang": +6 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);

describe("ddm-battle-rules-2011.txt § Continuous Powers: 'while not' a state", () => {
  it("next to an enemy that is not Immobilized, the state does not hold, so 'not' does: AC 12", () => {
    const a = field([
      { card: "Wary Trapper", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "B", at: [5, 5] },
    ], []);
    expect(defenseOf(a.g, "A1", "AC").value).toBe(12);
  });

  it("next to an Immobilized enemy, the state holds: AC 10", () => {
    const a = field([
      { card: "Wary Trapper", side: "A", at: [5, 4] },
      { card: "Grey Wolf", side: "B", at: [5, 5], conditions: ["Immobilized"] },
    ], []);
    expect(defenseOf(a.g, "A1", "AC").value).toBe(10);
  });
});
