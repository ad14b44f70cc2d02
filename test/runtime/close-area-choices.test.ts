// Which attacks an opportunity attack may be, and redirects of close and area attacks.
// An opportunity attack is one of the creature's basic melee or basic ranged attacks, its
// player's choice; a close or area attack never is. A close or area attack targets each
// creature in its area, and each of those targetings may be redirected like any other.
// ddm-battle-rules-2011.txt § Opportunity Attacks (Choose a Basic Attack); § Making an Attack
// (Choose Targets); § How to Choose Targets (Redirect Effects); § Close Attacks (Multiple Targets)
import { describe, expect, it } from "vitest";
import { placements } from "../../runtime/ddm/attack-areas.js";
import { mayTakeOpportunityAttack, resolveAreaAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { combatFixtures } from "./combat-fixtures.js";

const fixtures = {
  path: "test/close-area-choices.wb",
  text: `creature "Sling Guard" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Cudgel": +5 vs AC; 5 damage
  attack ranged 5 basic "Sling": +5 vs AC; 10 damage
}
creature "Pulse Warden" {
  level 3  cost 12  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack close burst 1 basic "Pulse": +5 vs Fort; 10 damage
}
creature "Ward Keeper" {
  level 4  cost 16  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Slam": +5 vs AC; 5 damage
  power "Shield Ward": use when an adjacent ally is targeted by a close attack: redirect that attack to this creature
}
`,
};

const field = (placed: Placement[], dice: number[] = [], choices: string[] = []) => arena(placed, { dice, choices, extra: [combatFixtures, fixtures] });

describe("§ Opportunity Attacks: the player chooses among its basic melee and basic ranged attacks", () => {
  it("a creature with a basic melee and a basic ranged attack may answer with either: the Sling's 10 damage, not the Cudgel's 5", () => {
    const a = field([
      { card: "Sling Guard", side: "A", at: [3, 3] },
      { card: "Archer", side: "B", at: [4, 3] },
    ], [10], ["move:8,3", "attack:Sling", "end"]);
    creatureTurn(a.g, "B1");
    const oa = a.decisions.find((d) => d.kind === "opportunity-attack")!;
    expect(oa.options.map((o) => o.id)).toEqual(["attack", "attack:Sling", "decline"]);
    // Sling: 10 + 5 = 15 vs AC 10, 10 damage.
    expect(creature(a, "B1").hp).toBe(30);
    expect(logText(a).some((t) => t.includes("opportunity attack") && t.includes("Sling"))).toBe(true);
  });

  it("a close attack is never an opportunity attack, even one marked basic: the Warden has none to make", () => {
    const a = field([
      { card: "Pulse Warden", side: "A", at: [3, 3] },
      { card: "Archer", side: "B", at: [4, 3] },
    ], [], ["move:8,3", "end"]);
    const r = mayTakeOpportunityAttack(a.g, "A1", "B1");
    expect(r.allowed).toBe(false);
    expect(r.verdicts.find((v) => v.status === "decides")).toMatchObject({ tier: 2, text: "no basic melee or ranged attack that can target it" });
    creatureTurn(a.g, "B1");
    expect(a.decisions.some((d) => d.kind === "opportunity-attack")).toBe(false);
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("§ How to Choose Targets (Redirect Effects) for close and area attacks", () => {
  /** Whirl (burst 1, enemies only) from 4,4 against the Archer at 5,4, the Ward Keeper beside it at `keeperAt`. */
  function whirlAt(keeperAt: [number, number], dice: number[], choices: string[]) {
    const a = field([
      { card: "Whirl Dancer", side: "A", at: [4, 4] },
      { card: "Archer", side: "B", at: [5, 4] },
      { card: "Ward Keeper", side: "B", at: keeperAt },
    ], dice, choices);
    const whirl = attackOf(a, "A1", "Whirl");
    const [p] = placements(a.g, "A1", whirl);
    resolveAreaAttack(a.g, "A1", whirl, p!);
    return { a, targets: p!.targets };
  }

  it("one creature's roll of a burst is redirected to an ally outside the area, which stands in its space for it", () => {
    const { a, targets } = whirlAt([6, 4], [15], ["use"]);
    expect(targets).toEqual(["B1"]);
    // 15 + 10 = 25 vs AC 10: 5 damage to the Keeper, none to the Archer.
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([40, 45]);
    expect(creature(a, "B2").space).toMatchObject({ x: 6, y: 4 });
    expect(logText(a)).toContain("Shield Ward redirects Whirl from Archer (B1) to Ward Keeper (B2)");
  });

  it("a redirect onto a creature the area already holds gives it that roll as well as its own", () => {
    const { a, targets } = whirlAt([5, 5], [15, 15], ["use", "B1"]);
    expect(targets).toEqual(["B1", "B2"]);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([40, 40]);
    expect(logText(a).filter((t) => t.startsWith("d20 attack roll"))).toHaveLength(2);
  });

  it("declining leaves each roll on its own target", () => {
    const { a } = whirlAt([6, 4], [15], ["decline"]);
    expect([creature(a, "B1").hp, creature(a, "B2").hp]).toEqual([35, 50]);
  });
});
