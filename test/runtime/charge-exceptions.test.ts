// Card text that breaks the charge's own restrictions: charging a target it cannot see,
// ending beside the target in any space within its speed (not only the nearest), and
// a move action left after the charge. Invented creatures; dice scripted.
// ddm-battle-rules-2011.txt § Charge (Line of Sight; Movement Restrictions; One Free Action);
// § Core Rules and Exceptions
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { charge, chargePlans } from "../../runtime/ddm/charge.js";
import { mayAct } from "../../runtime/ddm/permissions.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 4  cost 15  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50`;

const cards: SourceFile = {
  path: "test/charge-exceptions.wb",
  text: `creature "Plain Boar" {
  ${stats}
  attack melee basic "Tusk": +5 vs AC; 10 damage
}
creature "Blood Hound" {
  ${stats}
  attack melee basic "Bite": +5 vs AC; 10 damage
  power "Scent": can charge without line of sight
}
creature "Reeling Brawler" {
  ${stats}
  attack melee basic "Fist": +5 vs AC; 10 damage
  power "Wide Lurch": can charge to any space adjacent to target
}
creature "Scuttling Crab" {
  ${stats}
  attack melee basic "Pincer": +5 vs AC; 10 damage
  power "Scuttle Away": can take move action after charging
}
creature "Hidden Stalker" {
  ${stats}
  attack melee basic "Claw": +5 vs AC; 10 damage
  power "Cloak": invisible
}
`,
};

const field = (placements: Placement[], dice: number[] = []) => arena(placements, { dice, extra: [cards] });
const targetsOf = (plans: ReturnType<typeof chargePlans>["plans"]) => [...new Set(plans.map((p) => p.target))];
const endsOf = (plans: ReturnType<typeof chargePlans>["plans"]) => plans.map((p) => `${p.end.x},${p.end.y}`).sort();

describe("ddm-battle-rules-2011.txt § Charge (Line of Sight): 'can charge without line of sight'", () => {
  it("a boar cannot charge the invisible stalker; the hound can, and its bite lands (4 + 5 + 1 hits AC 10; conceal 11 passed on 15, as no sight in melee gives)", () => {
    const place = (card: string) =>
      field([
        { card, side: "A", at: [2, 2] },
        { card: "Hidden Stalker", side: "B", at: [2, 6] },
      ], [4, 15]);
    expect(targetsOf(chargePlans(place("Plain Boar").g, "A1").plans)).toEqual([]);
    const a = place("Blood Hound");
    expect(targetsOf(chargePlans(a.g, "A1").plans)).toEqual(["B1"]);
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    charge(a.g, "A1", "B1", "2,5");
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Charge (Movement Restrictions): 'can charge to any space adjacent to target'", () => {
  it("the boar may end only in the nearest spaces; the brawler also beside or behind the target, within its speed", () => {
    const place = (card: string) =>
      field([
        { card, side: "A", at: [2, 1] },
        { card: "Plain Boar", side: "B", at: [6, 6] },
      ]);
    const near = endsOf(chargePlans(place("Plain Boar").g, "A1").plans);
    const wide = endsOf(chargePlans(place("Reeling Brawler").g, "A1").plans);
    expect(near).toEqual(["5,5", "6,5"]);
    expect(wide.length).toBeGreaterThan(near.length);
    expect(wide).toContain("5,5");
    expect(wide).toContain("5,6");
    expect(wide).toContain("6,7");
    // Every end is still a space beside the target.
    expect(wide.every((e) => ["5,5", "6,5", "7,5", "5,6", "7,6", "5,7", "6,7", "7,7"].includes(e))).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Charge (One Free Action): 'can take move action after charging'", () => {
  it("after its charge the crab may still move; the boar may not", () => {
    const after = (card: string) => {
      const a = field([
        { card, side: "A", at: [2, 2] },
        { card: "Plain Boar", side: "B", at: [2, 6] },
      ], [4]);
      a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
      charge(a.g, "A1", "B1", "2,5");
      expect(creature(a, "B1").hp).toBe(40);
      return mayAct(a.g, "A1", "move").allowed;
    };
    expect(after("Plain Boar")).toBe(false);
    expect(after("Scuttling Crab")).toBe(true);
  });
});
