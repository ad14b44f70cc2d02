// Repeated attacks, followups, charges and opportunity attacks.
// ddm-battle-rules-2011.txt § Attack Roll (Followup Attack, Repeated Attacks); § Charge; § Opportunity Attacks; § Ranged Attacks
import { describe, expect, it } from "vitest";
import { makeAttack, mayTakeOpportunityAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { charge, chargePlans } from "../../runtime/ddm/charge.js";
import { actionOptions } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const field = (placements: Placement[], dice: number[] = [], choices: string[] = []) => arena(placements, { dice, choices, extra: [combatFixtures] });

describe("ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)", () => {
  it("'make 2 attacks' resolves a second attack after the first, against a target its player picks", () => {
    const a = field([
      { card: "Twin Blade", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
      { card: "Ember Drake", side: "B", at: [3, 4] },
    ], [15, 15], ["B2"]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Twin Strikes"), "B1");
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([55, 55]);
    expect(a.decisions[0]!.prompt).toContain("attack 2 of 2");
  });
});

describe("ddm-battle-rules-2011.txt § Attack Roll (Followup Attack)", () => {
  it("after a hit and its damage, the followup rolls against its own defence and applies its effects", () => {
    const a = field([
      { card: "Grappler", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ], [15, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Seize"), "B1");
    expect(creature(a, "B1").hp).toBe(45);
    expect(creature(a, "B1").effects.map((e) => e.name)).toEqual(["Immobilized"]);
    expect(logText(a)).toContain("Seize followup: 15 + 5 = 20 vs Fort 10 — hit");
  });

  it("no followup after a miss; a missed followup adds nothing", () => {
    const miss = field([
      { card: "Grappler", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ], [2]);
    resolveAttack(miss.g, "A1", attackOf(miss, "A1", "Seize"), "B1");
    expect(logText(miss).filter((t) => t.startsWith("d20"))).toHaveLength(1);
    const half = field([
      { card: "Grappler", side: "A", at: [3, 3] },
      { card: "Ember Drake", side: "B", at: [4, 3] },
    ], [15, 1]);
    resolveAttack(half.g, "A1", attackOf(half, "A1", "Seize"), "B1");
    expect(creature(half, "B1").hp).toBe(55);
    expect(creature(half, "B1").effects).toEqual([]);
  });
});

describe("ddm-battle-rules-2011.txt § Charge", () => {
  it("moves straight in, then a basic melee attack at +1 (4 + 5 + 1 = 10 hits AC 10); no other action after", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2] },
      { card: "Ember Drake", side: "B", at: [2, 6] },
    ], [4]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    // The three spaces above the drake are equally near: the charger picks (ddm-2011.md A-29).
    expect(actionOptions(a.g, "A1").filter((o) => o.id.startsWith("charge")).map((o) => o.id)).toEqual(["charge:B1:1,5", "charge:B1:2,5", "charge:B1:3,5"]);
    charge(a.g, "A1", "B1", "2,5");
    expect(creature(a, "A1").space).toMatchObject({ x: 2, y: 5 });
    expect(creature(a, "B1").hp).toBe(55);
    expect(a.g.state.active).toMatchObject({ attack: 0, move: 0, minor: 0 });
  });

  it("must move at least 2 squares, and cannot end beyond its speed", () => {
    const near = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2] },
      { card: "Ember Drake", side: "B", at: [2, 4] },
    ]);
    const plan = chargePlans(near.g, "A1");
    expect(plan.plans).toEqual([]);
    expect(plan.why[0]).toContain("at least 2 squares");
    const far = field([
      { card: "Whirl Dancer", side: "A", at: [0, 0] },
      { card: "Ember Drake", side: "B", at: [0, 9] },
    ]);
    expect(chargePlans(far.g, "A1").plans).toEqual([]);
  });

  it("leaving a square next to an enemy during a charge provokes an opportunity attack", () => {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [2, 2] },
      { card: "Whirl Dancer", side: "B", at: [1, 2] },
      { card: "Ember Drake", side: "B", at: [2, 6] },
    ], [15, 4], ["attack"]);
    charge(a.g, "A1", "B2", "2,5");
    expect(creature(a, "A1").hp).toBe(35);
    expect(creature(a, "B2").hp).toBe(55);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks", () => {
  it("a basic ranged attack does not provoke; another ranged attack does", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "B", at: [4, 3] },
      { card: "Ember Drake", side: "B", at: [3, 8] },
    ], [2, 15, 2], ["attack"]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shot"), "B2");
    expect(a.decisions).toHaveLength(0);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Piercing Shot"), "B2");
    expect(a.decisions.map((d) => d.kind)).toEqual(["opportunity-attack"]);
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("once per turn per creature: the second chance is a tier-2 core verdict", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "B", at: [4, 3] },
    ]);
    expect(mayTakeOpportunityAttack(a.g, "B1", "A1").allowed).toBe(true);
    creature(a, "B1").oaTurn = a.g.state.turn;
    const r = mayTakeOpportunityAttack(a.g, "B1", "A1");
    expect(r.allowed).toBe(false);
    expect(r.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 2, text: "one opportunity attack per turn" });
  });

  it("needs line of sight to the provoking creature", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 3] },
      { card: "Whirl Dancer", side: "B", at: [4, 3], conditions: ["Hooded"] },
    ]);
    const r = mayTakeOpportunityAttack(a.g, "B1", "A1");
    expect(r.verdicts.find((v) => v.status === "decides")!.text).toBe("needs line of sight to the provoking creature");
  });
});

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects)", () => {
  it("an 'on target' power redirects a melee attack to a creature out of reach: it stands in the original target's space for the attack", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 3] },
      { card: "Shield Guardian", side: "A", at: [2, 3] },
      { card: "Whirl Dancer", side: "B", at: [4, 3] },
    ], [15], ["use"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Knife"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
    expect(creature(a, "A2").hp).toBe(45);
    expect(creature(a, "A2").space).toMatchObject({ x: 2, y: 3 });
    expect(logText(a)).toContain("Interpose redirects Knife from Archer (A1) to Shield Guardian (A2)");
  });

  it("declining the power leaves the attack on its target", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 3] },
      { card: "Shield Guardian", side: "A", at: [2, 3] },
      { card: "Whirl Dancer", side: "B", at: [4, 3] },
    ], [15], ["decline"]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Knife"), "A1");
    expect([creature(a, "A1").hp, creature(a, "A2").hp]).toEqual([35, 50]);
  });
});
