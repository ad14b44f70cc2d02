// "Makes 2 saving throws against each effect and condition that a save can end at end of each
// of its turns": a failed save is rolled again, a success ends the effect and no second save is
// rolled; a creature without the power saves once. ddm-battle-rules-2011.txt § Saving Throws
import { describe, expect, it } from "vitest";
import { addCondition, endOfTurnEffects } from "../../runtime/ddm/effects.js";
import { conditionsOf } from "../../runtime/ddm/in-force.js";
import { arena, logText } from "./arena.js";

const cause = { rule: "a test's power", creature: null, src: null };

const cards = {
  path: "test/two-saves.wb",
  text: `creature "Stubborn Titan" {
  level 10  cost 40  unaligned  factions Wild  keywords Giant
  AC 22  Fort 24  Ref 18  Will 20  speed 6  hp 120
  attack melee basic "Club": +15 vs AC; 20 damage
  power "Mighty": makes 2 saving throws against each effect at end of its turn
}
`,
};

const dazedAtEnd = (card: string, dice: number[]) => {
  const a = arena([{ card, side: "A", at: [3, 3] }], { extra: [cards], dice });
  addCondition(a.g, "A1", "Dazed", { kind: "save-ends" }, cause);
  endOfTurnEffects(a.g, "A1");
  return a;
};

describe("§ Saving Throws: two saves against each effect", () => {
  it("a 5 fails, the second save's 12 ends Dazed", () => {
    const a = dazedAtEnd("Stubborn Titan", [5, 12]);
    expect(conditionsOf(a.g, "A1").has("dazed")).toBe(false);
    expect(logText(a).filter((t) => /save against Dazed/i.test(t)).length).toBe(2);
  });

  it("a 12 ends it at once: one save only", () => {
    const a = dazedAtEnd("Stubborn Titan", [12, 3]);
    expect(conditionsOf(a.g, "A1").has("dazed")).toBe(false);
    expect(logText(a).filter((t) => /save against Dazed/i.test(t)).length).toBe(1);
  });

  it("without the power, the 5 fails and it stays Dazed", () => {
    const a = dazedAtEnd("Cinder Goblin Cutter", [5, 12]);
    expect(conditionsOf(a.g, "A1").has("dazed")).toBe(true);
  });
});
