// Whom a place is beside, picked by size or by keywords: "choose one enemy that is Medium or
// smaller and place this creature adjacent to that enemy" (a Large enemy is not one to pick),
// and "place this creature in a square adjacent to a non-Evil Primal or Arcane ally" (any of
// the list's keywords, and the keyword said before it as well).
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § How to Choose Targets; § Keywords; § How to Read a Creature Stat Card (Size)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/keyword-size-places.wb",
  text: `creature "Tunnel Biter" {
  level 4  cost 15  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Bite": +6 vs AC; 5 damage
  power "Burrow Up": minor action: choose one enemy that is Medium or smaller and place this creature adjacent to that enemy
}
creature "Grove Caller" {
  level 4  cost 15  unaligned  factions Wild  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Grove Step": minor action: place this creature in square adjacent to non-Evil Primal or Arcane ally
}
creature "Wild Shaman" {
  level 2  cost 8  good  factions Wild  keywords Elf, Primal
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Stick": +4 vs AC; 5 damage
}
creature "Dark Adept" {
  level 2  cost 8  evil  factions Wild  keywords Human, Evil, Arcane
  AC 14  Fort 12  Ref 12  Will 12  speed 6  hp 20
  attack melee basic "Knife": +4 vs AC; 5 damage
}
`,
};
const extra = [cards];

describe("a place beside a creature picked by size (§ How to Read a Creature Stat Card, Size)", () => {
  it("the Large boar is not one to pick: the biter goes beside the Small goblin, far as it is", () => {
    const a = arena(
      [
        { card: "Tunnel Biter", side: "A", at: [3, 3] },
        { card: "Thornback Boar", side: "B", at: [3, 5] },
        { card: "Cinder Goblin Cutter", side: "B", at: [9, 9] },
      ],
      { extra, choices: ["power:Burrow Up", "8,9", "end"] },
    );
    creatureTurn(a.g, "A1");
    const place = a.decisions.find((d) => d.kind === "place")!;
    expect(place.options.every((o) => ["8,8", "9,8", "10,8", "8,9", "10,9", "8,10", "9,10", "10,10"].includes(o.id))).toBe(true);
    expect(creature(a, "A1").space).toMatchObject({ x: 8, y: 9 });
  });
});

describe("a place beside an ally of a keyword list with one more keyword (§ Keywords)", () => {
  it("beside the good Primal shaman, never beside the Evil Arcane adept", () => {
    const a = arena(
      [
        { card: "Grove Caller", side: "A", at: [0, 0] },
        { card: "Wild Shaman", side: "A", at: [9, 9] },
        { card: "Dark Adept", side: "A", at: [3, 6] },
      ],
      { extra, choices: ["power:Grove Step", "9,8", "end"] },
    );
    creatureTurn(a.g, "A1");
    const place = a.decisions.find((d) => d.kind === "place")!;
    expect(place.options.map((o) => o.id)).not.toContain("3,5");
    expect(place.options.map((o) => o.id)).toContain("10,10");
    expect(creature(a, "A1").space).toMatchObject({ x: 9, y: 8 });
  });
});
