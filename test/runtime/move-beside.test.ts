// A move granted by a power toward the creature its trigger named ("use when an enemy within
// 6 squares becomes bloodied: this creature moves to a square adjacent to that enemy"): up to
// its speed, ending next to that enemy; only such squares are offered.
// ddm-battle-rules-2011.txt § Move Actions (Move); § Powers and Effects; § Hit Points (Bloodied)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/move-beside.wb",
  text: `creature "Sling Scout" {
  level 5  cost 20  good  factions Civilization  keywords Human
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack ranged 10 basic "Sling": +8 vs AC; 20 damage
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

describe("ddm-battle-rules-2011.txt § Move Actions: a move a power grants, ending next to the trigger's enemy", () => {
  it("the Hound moves from 5,1 to 5,5 beside the target the Scout bloodied; only squares beside it were offered", () => {
    const a = arena(
      [
        { card: "Sling Scout", side: "A", at: [0, 0] },
        { card: "Blood Hound", side: "A", at: [5, 1] },
        { card: "Straw Target", side: "B", at: [5, 6] },
      ],
      { extra: [cards], dice: [15], choices: ["use", "5,5"] },
    );
    resolveAttack(a.g, "A1", cardOf(a.g, "Sling Scout").attacks[0]!, "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 5 });
    const offered = a.decisions.find((d) => d.kind === "move")!.options.map((o) => o.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => { const [x, y] = id.split(",").map(Number); return Math.max(Math.abs(x! - 5), Math.abs(y! - 6)) === 1; })).toBe(true);
  });
});
