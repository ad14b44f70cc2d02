// Terrain left where a creature falls: "whenever this creature is destroyed: this
// creature's space becomes \"statue\" terrain until end of battle" — its square is statue
// terrain once it is gone (no creature may end a move there; entering costs 2), for the
// rest of the battle; and "whenever this creature is destroyed by melee attack: opponent
// chooses that enemy is Immobilized or that enemy is Weakened": the attacker's player picks.
// A ranged attack that destroys it leaves the statue only.
// ddm-battle-rules-2011.txt § Statue; § Hit Points (Destroyed); § Powers and Effects
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { reachable } from "../../runtime/ddm/movement.js";
import { endRound } from "../../runtime/ddm/round.js";
import { typesAt } from "../../runtime/ddm/terrain.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/fallen-statue.wb",
  text: `creature "Stone Husk" {
  level 3  cost 10  evil  factions Wild  keywords Dragon
  AC 10  Fort 12  Ref 12  Will 12  speed 6  hp 10
  attack melee basic "Claw": +4 vs AC; 5 damage
  power "Last Stand": whenever this creature is destroyed: this creature's space becomes "statue" terrain until end of battle; whenever this creature is destroyed by melee attack: opponent chooses that enemy is Immobilized or that enemy is Weakened
}
`,
};
const conditions = (a: ReturnType<typeof arena>, id: string) => creature(a, id).effects.filter((e) => e.kind === "condition").map((e) => e.name);

describe("§ Statue: the square where the creature fell becomes statue terrain", () => {
  it("a melee attack destroys it: its square is statue for the rest of the battle, and the attacker is Weakened, as its player chose", () => {
    const a = arena(
      [
        { card: "Stone Husk", side: "A", at: [5, 5], hp: 5 },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 6] },
      ],
      { extra: [cards], dice: [15], choices: ["1", "2"] },
    );
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Short Blade"), "A1");
    expect(creature(a, "A1").status).toBe("destroyed");
    expect([...typesAt(a.g, { x: 5, y: 5 })]).toEqual(["statue"]);
    expect(conditions(a, "B1")).toEqual(["Weakened"]);
    // The choice was put to the attacker's player (side B, the second), the husk's opponent.
    expect(a.decisions.find((d) => /opponent chooses/.test(d.prompt))?.player).toBe(1);
    // Entering costs 2 and no move may end there.
    expect(reachable(a.g, "B1", 6).get("5,5")).toBeUndefined();
    a.g.state.round = 1;
    endRound(a.g);
    expect([...typesAt(a.g, { x: 5, y: 5 })]).toEqual(["statue"]);
  });

  it("a ranged attack destroys it: the statue only, the attacker gains no condition", () => {
    const a = arena(
      [
        { card: "Stone Husk", side: "A", at: [5, 5], hp: 5 },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 8] },
      ],
      { extra: [cards], dice: [15] },
    );
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Thrown Knife"), "A1");
    expect([...typesAt(a.g, { x: 5, y: 5 })]).toEqual(["statue"]);
    expect(conditions(a, "B1")).toEqual([]);
  });
});
