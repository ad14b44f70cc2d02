// A save out of turn: "one adjacent ally makes saving throw against one effect that save can
// end" — one roll now against one save-ends effect its player picks; the others stay.
// ddm-battle-rules-2011.txt § Saving Throws
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";

const pieces = {
  path: "test/save-now.wb",
  text: `creature "Field Chaplain" {
  level 4  cost 14  good  factions Civilization  keywords Human
  AC 15  Fort 15  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Mace": +6 vs AC; 5 damage
  power "Steady Words": minor action: one adjacent ally makes saving throw against one effect that save can end
}
`,
};

function words(dice: number[], choices: string[]): Arena {
  const a = arena(
    [
      { card: "Field Chaplain", side: "A", at: [5, 5] },
      { card: "Cinder Goblin Cutter", side: "A", at: [5, 6], conditions: ["Dazed", "Slowed"] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 11] },
    ],
    { extra: [pieces], dice, choices: ["power:Steady Words", ...choices, "end"] },
  );
  creatureTurn(a.g, "A1");
  return a;
}
const conditions = (a: Arena) => creature(a, "A2").effects.map((e) => e.name);

describe("ddm-battle-rules-2011.txt § Saving Throws: one save now against one effect", () => {
  it("a 12 saves against the effect picked (Slowed ends); the other (Dazed) stays", () => {
    const a = words([12], ["1"]);
    expect(conditions(a)).toEqual(["Dazed"]);
    expect(a.decisions.filter((d) => d.kind === "save-against")).toHaveLength(1);
  });

  it("a 4 fails: both stay", () => {
    expect(conditions(words([4], ["0"]))).toEqual(["Dazed", "Slowed"]);
  });

  it("a natural 20 ends every save-ends effect", () => {
    expect(conditions(words([20], ["0"]))).toEqual([]);
  });
});
