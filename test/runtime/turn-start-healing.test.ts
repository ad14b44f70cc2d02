// "1 adjacent ally heals 10 HP at start of each of its turns until that ally moves": the
// ally heals at the start of each of its turns (after ongoing damage) while the effect
// lasts, and no longer once it has moved.
// ddm-battle-rules-2011.txt § Start of Turn Phase (Resolve Other Effects); § Hit Points (Healing); § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const pieces = {
  path: "test/turn-start-healing.wb",
  text: `creature "Grove Tender" {
  level 5  cost 18  good  factions Wild  keywords Human
  AC 16  Fort 15  Ref 15  Will 14  speed 5  hp 40
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Sap Blessing": minor action: one adjacent ally gets heals 10 at start of its turn until it moves
}
creature "Shield Porter" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 15  Fort 13  Ref 13  Will 13  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

const field = (choices: string[]) =>
  arena(
    [
      { card: "Grove Tender", side: "A", at: [3, 3] },
      { card: "Shield Porter", side: "A", at: [3, 4], hp: 10 },
    ],
    { extra: [pieces], choices },
  );

describe("ddm-battle-rules-2011.txt § Start of Turn Phase: healing at the start of each of its turns until it moves", () => {
  it("the porter heals 10 at the start of each turn it stays put (10 → 20 → 30)", () => {
    const a = field(["power:Sap Blessing", "end", "end", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A2").hp).toBe(10);
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").hp).toBe(20);
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").hp).toBe(30);
  });

  it("once the porter has moved the healing ends: it heals at the start of that turn (10 → 20), not at the next", () => {
    const a = field(["power:Sap Blessing", "end", "move:3,6", "end", "end"]);
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").hp).toBe(20);
    expect(creature(a, "A2").space).toMatchObject({ x: 3, y: 6 });
    creatureTurn(a.g, "A2");
    expect(creature(a, "A2").hp).toBe(20);
  });
});
