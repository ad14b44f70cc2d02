// A limited power that recharges by spending an action ("RECHARGE as a minor action"): on
// its creature's turn, while a use is spent, the action regains it; an attack of the same
// kind ("recharge as move action") works the same way.
// ddm-battle-rules-2011.txt § Powers and Effects (Limited Use Powers; Rechargeable Powers); § Actions
import { describe, expect, it } from "vitest";
import { actionOptions, creatureTurn } from "../../runtime/ddm/turn.js";
import { creature } from "./arena.js";
import { attackNow, fieldOf, tenDefences } from "./made-up-cards.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/power-recharge-action.wb",
  text: `creature "Retort Duelist" {
  ${tenDefences(40)}
  attack melee basic "Blade": +6 vs AC; 10 damage
  power "Quick Retort" uses 1 recharge as minor action: immediate action, use when enemy hits this creature with melee attack: this creature makes basic melee attack against that enemy
}
creature "Brute" {
  ${tenDefences(40)}
  attack melee basic "Club": +6 vs AC; 5 damage
}
`,
};

const field = fieldOf(cards);
const club = (a: ReturnType<typeof field>) => attackNow(a, "B1", "Club", "A1");

describe("ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers): a power recharged by an action", () => {
  it("the Duelist spends Quick Retort striking back (15 + 6 hits for 10); none is offered while its use is there, then its minor action regains it and the next hit is answered again", () => {
    const a = field([
      { card: "Retort Duelist", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5] },
    ], [15, 15, 15, 15], ["use", "Blade:B1", "recharge:Quick Retort", "end", "use", "Blade:B1"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    expect(actionOptions(a.g, "A1").some((o) => o.id.startsWith("recharge:"))).toBe(false);
    a.g.state.active = null;
    club(a);
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A1").spent["Quick Retort"]).toBe(1);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent["Quick Retort"]).toBe(0);
    club(a);
    expect(creature(a, "B1").hp).toBe(20);
  });
});
