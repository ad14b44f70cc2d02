// "Make a basic attack vs. a target this creature has already attacked this turn: +10 damage":
// only a creature its attack rolls were made against in the turn it is taking may be the
// target; before it has attacked, there is none.
// ddm-battle-rules-2011.txt § Making an Attack; § Basic Attacks; § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const pieces = {
  path: "test/attacked-this-turn.wb",
  text: `creature "Brass Crab" {
  level 5  cost 18  unaligned  factions Wild  keywords Construct
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 60
  attack melee basic "Pincers": +6 vs AC; 10 damage
  power "Rend": minor action: this creature makes basic attack against one creature this creature attacked this turn with +10 damage
}
creature "Straw Target" {
  level 4  cost 12  evil  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Slap": +1 vs AC; 5 damage
}
`,
};

const field = (choices: string[]) =>
  arena(
    [
      { card: "Brass Crab", side: "A", at: [3, 3] },
      { card: "Straw Target", side: "B", at: [3, 4] },
      { card: "Straw Target", side: "B", at: [4, 4] },
    ],
    { extra: [pieces], dice: [15, 15], choices },
  );

describe("ddm-battle-rules-2011.txt § Making an Attack: a basic attack against a creature attacked this turn", () => {
  it("after Pincers hit B1 (50 → 40), Rend strikes B1 again for 10 + 10 (40 → 20); B2, not attacked, is not offered", () => {
    const a = field(["attack:Pincers:B1", "power:Rend", "Pincers:B1", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "B2").hp).toBe(50);
    const offered = a.decisions.find((d) => d.options.some((o) => o.id === "Pincers:B1"))!;
    expect(offered.options.some((o) => o.id === "Pincers:B2")).toBe(false);
  });

  it("before it has attacked this turn, Rend finds no creature to strike", () => {
    const a = field(["power:Rend", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(50);
    expect(creature(a, "B2").hp).toBe(50);
  });
});
