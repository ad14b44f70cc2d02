// "(Aura) Each adjacent Medium or smaller enemy is Immobilized while adjacent to 2 or more
// allies with Zombie Grab": an aura printed without its size reaches adjacent creatures (the
// subject says so); the power's owner counts its allies with the power beside the enemy, not
// itself. A Large enemy is never held.
// ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Conditions (Immobilized); § Size
import { describe, expect, it } from "vitest";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/held-while.wb",
  text: `creature "Grasping Dead" {
  level 3  cost 8  evil  factions Underdark  keywords Undead
  AC 14  Fort 15  Ref 11  Will 11  speed 4  hp 30
  attack melee basic "Claw": +6 vs AC; 5 damage
  aura 1 "Dead Hands": enemies Medium or smaller are Immobilized while adjacent to 2 or more allies with "Dead Hands"
}
`,
};

const held = (a: ReturnType<typeof arena>, id: string) => conditionsOf(a.g, id).has("immobilized");

describe("§ Continuous Powers (Aura): held while beside enough of its kin", () => {
  it("a goblin with three of them around it is Immobilized", () => {
    const a = arena(
      [
        { card: "Grasping Dead", side: "A", at: [4, 5] },
        { card: "Grasping Dead", side: "A", at: [6, 5] },
        { card: "Grasping Dead", side: "A", at: [5, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
      ],
      { extra: [cards] },
    );
    expect(held(a, "B1")).toBe(true);
  });

  it("with two of them around it, each sees only one ally beside the goblin: not held", () => {
    const a = arena(
      [
        { card: "Grasping Dead", side: "A", at: [4, 5] },
        { card: "Grasping Dead", side: "A", at: [6, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 5] },
      ],
      { extra: [cards] },
    );
    expect(held(a, "B1")).toBe(false);
  });

  it("a Large boar with three around it is not held", () => {
    const a = arena(
      [
        { card: "Grasping Dead", side: "A", at: [4, 5] },
        { card: "Grasping Dead", side: "A", at: [7, 5] },
        { card: "Grasping Dead", side: "A", at: [5, 4] },
        { card: "Thornback Boar", side: "B", at: [5, 5] },
      ],
      { extra: [cards] },
    );
    expect(held(a, "B1")).toBe(false);
  });
});
