// "(Aura 2) Enemies that start a turn in aura cannot take a move action on that turn until
// after making an attack against this creature": held by where its turn began, lifted by its
// attack roll against the power's owner; none while the owner is inactive (Stunned).
// ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Core Rules and Exceptions; § Stunned
import { describe, expect, it } from "vitest";
import { addCondition } from "../../runtime/ddm/effects.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena } from "./arena.js";

const cause = { rule: "a test's power", creature: null, src: null };

const cards = {
  path: "test/mind-lock.wb",
  text: `creature "Thought Warden" {
  level 6  cost 20  unaligned  factions Civilization  keywords Human
  AC 14  Fort 16  Ref 14  Will 20  speed 5  hp 50
  attack melee basic "Staff": +8 vs AC; 10 damage
  power "Mind Lock": enemies cannot take move actions while both it started its turn within 2 squares of this creature as well as both it did not attack this creature this turn as well as this creature is active
}
`,
};

const legal = (options: { id: string; legal: boolean }[], start: string) => options.filter((o) => o.legal && o.id.startsWith(start)).map((o) => o.id);

describe("§ Continuous Powers (Aura): no move action until it attacks the warden", () => {
  it("starting 2 squares off, the goblin may not move; after throwing its knife at the warden, it may", () => {
    const a = arena(
      [
        { card: "Thought Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      ],
      { extra: [cards], choices: ["attack:Thrown Knife:A1", "end"], dice: [2] },
    );
    creatureTurn(a.g, "B1");
    expect(legal(a.decisions[0]!.options, "move:")).toEqual([]);
    expect(legal(a.decisions[0]!.options, "attack:Thrown Knife")).toEqual(["attack:Thrown Knife:A1"]);
    expect(legal(a.decisions[1]!.options, "move:").length).toBeGreaterThan(0);
  });

  it("starting 4 squares off, it moves freely", () => {
    const a = arena(
      [
        { card: "Thought Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 7] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    creatureTurn(a.g, "B1");
    expect(legal(a.decisions[0]!.options, "move:").length).toBeGreaterThan(0);
  });

  it("while the warden is Stunned, the goblin beside it moves freely", () => {
    const a = arena(
      [
        { card: "Thought Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    addCondition(a.g, "A1", "Stunned", { kind: "save-ends" }, cause);
    creatureTurn(a.g, "B1");
    expect(legal(a.decisions[0]!.options, "move:").length).toBeGreaterThan(0);
  });
});
