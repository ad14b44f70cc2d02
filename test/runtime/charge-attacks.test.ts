// Attacks usable on a charge: "Use only while charging: make 2 basic attacks against the
// target of the charge", "(usable on charge)". § Charge names a basic melee attack; such
// card text widens it, and "only while charging" keeps the attack out of ordinary use.
// ddm-battle-rules-2011.txt § Charge; § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import { charge, chargeOptions } from "../../runtime/ddm/charge.js";
import { actionOptions } from "../../runtime/ddm/turn.js";
import { arena, creature, logText } from "./arena.js";

const pouncers = {
  path: "test/pouncers.wb",
  text: `creature "Dune Lion" {
  level 5  cost 20  unaligned  factions Wild  keywords Animal
  AC 16  Fort 15  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 10 damage
  attack melee make 2 attacks same target while charging "Pounce": +6 vs AC; 10 damage
  attack melee usable on charge "Gore": +8 vs AC; 20 damage
  attack ranged 5 "Spit": +4 vs Ref; 5 damage
}
creature "Straw Target" {
  level 1  cost 5  evil  factions Wild  keywords Construct
  AC 16  Fort 10  Ref 10  Will 10  speed 0  hp 60
  attack melee basic "Splinter": +1 vs AC; 5 damage
}
`,
};

function field(dice: number[]) {
  const a = arena(
    [
      { card: "Dune Lion", side: "A", at: [2, 0] },
      { card: "Straw Target", side: "B", at: [2, 5] },
    ],
    { extra: [pouncers], dice },
  );
  a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
  return a;
}

describe("ddm-battle-rules-2011.txt § Charge: attacks usable only on a charge", () => {
  it("an attack 'while charging' is refused as an ordinary attack, by the card's own restriction (tier 4)", () => {
    const a = arena(
      [
        { card: "Dune Lion", side: "A", at: [2, 4] },
        { card: "Straw Target", side: "B", at: [2, 5] },
      ],
      { extra: [pouncers] },
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    const pounce = actionOptions(a.g, "A1").find((o) => o.id === "attack:Pounce")!;
    expect(pounce.legal).toBe(false);
    expect(pounce.why).toContain("usable only while charging");
    expect(pounce.why).toContain("tier 4");
    // "usable on charge" alone does not restrict: Gore is an ordinary attack too.
    expect(actionOptions(a.g, "A1").some((o) => o.id === "attack:Gore:B1" && o.legal)).toBe(true);
  });

  it("a charge may end with the basic attack, the charge-only attack or the attack usable on a charge — never a ranged one", () => {
    const a = field([]);
    const ids = chargeOptions(a.g, "A1").map((o) => o.id);
    // Three nearest spaces tie (1,4 2,4 3,4); each offers the three attacks, Spit none.
    expect(ids.filter((i) => i.startsWith("charge:B1:2,4"))).toEqual(["charge:B1:2,4", "charge:B1:2,4:Pounce", "charge:B1:2,4:Gore"]);
    expect(ids).toHaveLength(9);
  });

  it("charging with 'make 2 attacks … while charging': both attacks against the charge's target, each with the charge's +1", () => {
    // 9 + 6 + 1 = 16 hits AC 16 only with the charge's +1; twice.
    const a = field([9, 9]);
    charge(a.g, "A1", "B1", "2,4", "Pounce");
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 4 });
    expect(creature(a, "B1").hp).toBe(40);
    expect(logText(a).filter((t) => t.includes("Pounce: 9 + 7 = 16 vs AC 16 — hit"))).toHaveLength(2);
    // After the charge only a free action remains.
    expect(a.g.state.active).toMatchObject({ attack: 0, move: 0, minor: 0 });
  });

  it("charging with an attack 'usable on charge' makes that attack with +1", () => {
    const a = field([7]);
    charge(a.g, "A1", "B1", "2,4", "Gore");
    // 7 + 8 + 1 = 16 hits; 20 damage.
    expect(creature(a, "B1").hp).toBe(40);
  });
});
