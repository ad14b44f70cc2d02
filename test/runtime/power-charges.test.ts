// Powers that close in on the enemy their trigger named ("use when an enemy within 6 squares
// becomes bloodied: charge that enemy", "…: move to a square adjacent to that enemy"): a
// charge's move and its attack with +1, or a move up to speed ending beside that enemy,
// made by the power, so no action is spent; no charge where the rules allow none.
// ddm-battle-rules-2011.txt § Charge; § Move Actions (Move); § Powers and Effects; § Hit Points (Bloodied)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, logText, type Placement } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/power-charges.wb",
  text: `creature "Sling Scout" {
  level 5  cost 20  good  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack ranged 10 basic "Sling": +8 vs AC; 20 damage
}
creature "Dune Cat" {
  level 5  cost 20  good  factions Civilization  keywords Beast
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Claw": +6 vs AC; 10 damage
  power "Pounce": use when enemy within 6 squares becomes bloodied: this creature charges that enemy
}
creature "Blood Hound" {
  level 5  cost 20  good  factions Civilization  keywords Beast
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Bite": +6 vs AC; 10 damage
  power "Scent of Blood": immediate action, use when enemy within 6 squares becomes bloodied: this creature moves to square adjacent to that enemy
}
creature "Straw Target" {
  level 1  cost 5  evil  factions Wild  keywords Construct
  AC 16  Fort 10  Ref 10  Will 10  speed 0  hp 40
  attack melee basic "Splinter": +1 vs AC; 5 damage
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[]) => arena(placements, { extra: [cards], dice, choices });
const sling = (a: ReturnType<typeof field>) => resolveAttack(a.g, "A1", cardOf(a.g, "Sling Scout").attacks[0]!, "B1");

describe("ddm-battle-rules-2011.txt § Charge: a charge a power grants", () => {
  it("the Cat charges the enemy the Scout bloodied: it ends beside it, and its claw hits on 9 + 6 + 1 for the charge (16 vs AC 16)", () => {
    const a = field(
      [
        { card: "Sling Scout", side: "A", at: [0, 0] },
        { card: "Dune Cat", side: "A", at: [5, 1] },
        { card: "Straw Target", side: "B", at: [5, 6] },
      ],
      [15, 9],
      ["use", "charge:B1:5,5"],
    );
    a.g.state.active = { creature: "A1", attack: 1, move: 1, minor: 1 };
    sling(a);
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 5 });
    // 40 - 20 (sling) - 10 (claw) = 10.
    expect(creature(a, "B1").hp).toBe(10);
    // The Scout's turn goes on: the charge spent none of its actions, nor any of the Cat's.
    expect(a.g.state.active).toMatchObject({ creature: "A1", move: 1, minor: 1 });
  });

  it("declined, the Cat stays where it was and the target keeps its hit points", () => {
    const a = field(
      [
        { card: "Sling Scout", side: "A", at: [0, 0] },
        { card: "Dune Cat", side: "A", at: [5, 1] },
        { card: "Straw Target", side: "B", at: [5, 6] },
      ],
      [15],
      ["use", "decline"],
    );
    sling(a);
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 1 });
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("an enemy already beside the Cat cannot be charged (a charge moves at least 2 squares): nothing is asked, the log says why", () => {
    const a = field(
      [
        { card: "Sling Scout", side: "A", at: [0, 0] },
        { card: "Dune Cat", side: "A", at: [5, 5] },
        { card: "Straw Target", side: "B", at: [5, 6] },
      ],
      [15],
      ["use"],
    );
    sling(a);
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 5 });
    expect(creature(a, "B1").hp).toBe(20);
    expect(logText(a).some((t) => /Dune Cat.* cannot charge Straw Target/.test(t))).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Move Actions: a move a power grants, ending next to the trigger's enemy", () => {
  it("the Hound moves from 5,1 to 5,5 beside the target the Scout bloodied; only squares beside it were offered", () => {
    const a = field(
      [
        { card: "Sling Scout", side: "A", at: [0, 0] },
        { card: "Blood Hound", side: "A", at: [5, 1] },
        { card: "Straw Target", side: "B", at: [5, 6] },
      ],
      [15],
      ["use", "5,5"],
    );
    sling(a);
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 5 });
    const offered = a.decisions.find((d) => d.kind === "move")!.options.map((o) => o.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => { const [x, y] = id.split(",").map(Number); return Math.max(Math.abs(x! - 5), Math.abs(y! - 6)) === 1; })).toBe(true);
  });
});
