// "Shift up to 4 squares, each square nearer to that enemy than the last": a shift whose
// every step closes on the creature named, as a
// charge's squares do; it may stop anywhere on the way.
// ddm-battle-rules-2011.txt § Move Actions (Shift); § Charge (every square closer); § Powers and Effects
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { applyDamage } from "../../runtime/ddm/damage.js";
import { arena, creature } from "./arena.js";

const cards: SourceFile = {
  path: "test/shift-toward.wb",
  text: `creature "Scent Hound" {
  level 5  cost 18  unaligned  factions Wild  keywords Beast
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 40
  attack melee basic "Bite": +7 vs AC; 10 damage
  power "Smell Blood" uses 1: use when enemy within 5 squares becomes bloodied: this creature shifts 4 toward that enemy
}
creature "Tired Squire" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 12  Will 12  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 10 damage
}
`,
};

const wound = (a: ReturnType<typeof arena>, id: string) => applyDamage(a.g, id, [{ amount: 25, type: null }], { creature: null, rule: "test damage", src: null });

describe("'this creature shifts 4 toward that enemy' (§ Move Actions, Shift)", () => {
  it("offers only squares reached by steps each closer to the bloodied enemy: straight at it, or angling in, never sideways or away", () => {
    const a = arena(
      [
        { card: "Scent Hound", side: "A", at: [3, 3] },
        { card: "Tired Squire", side: "B", at: [3, 8] },
      ],
      { extra: [cards], choices: ["use", "3,6"] },
    );
    wound(a, "B1");
    const shift = a.decisions.find((d) => d.kind === "shift")!;
    const offered = shift.options.map((o) => o.id);
    // Distance 5 to the squire: 4 steps of the hound, each one square nearer, reach 3,7 at most (adjacent to it).
    expect(offered).toEqual(expect.arrayContaining(["stay", "3,4", "3,5", "3,6", "3,7", "5,6"]));
    // Sideways (3 squares off its line, no nearer) or back: not offered.
    expect(offered).not.toContain("6,3");
    expect(offered).not.toContain("3,2");
    expect(offered).not.toContain("0,3");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 6 });
  });

  it("declined, it stays where it is", () => {
    const a = arena(
      [
        { card: "Scent Hound", side: "A", at: [3, 3] },
        { card: "Tired Squire", side: "B", at: [3, 8] },
      ],
      { extra: [cards], choices: ["decline"] },
    );
    wound(a, "B1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 3 });
  });
});
