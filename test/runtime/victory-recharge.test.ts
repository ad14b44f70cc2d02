// "Recharge when end of its turn if it occupies victory area it did not occupy at start of
// its turn": a victory area entered during the turn gives the use back; one it began the
// turn in, or none at all, does not.
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Victory Areas;
// warband's own reading of "a victory area in which it did not begin its turn"
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/victory-recharge.wb",
  text: `creature "Gust Sprite" {
  level 3  cost 8  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 30
  attack melee basic "Buffet": +6 vs AC; 5 damage
  attack close burst 1 "Crackle" uses 1 recharge when end of its turn if it occupies victory area it did not occupy at start of its turn: +8 vs Fort; 10 lightning damage
}
`,
};

/** The test field's victory areas: A at 5,8 to 6,9 and B at 5,2 to 6,3. The sprite takes a turn moving from `from` to `to`. */
function turn(from: [number, number], to: string): number {
  const a = arena(
    [
      { card: "Gust Sprite", side: "A", at: from },
      { card: "Straw Target", side: "B", at: [0, 11] },
    ],
    { extra: [cards, strawTarget], choices: [`move:${to}`, "end"] },
  );
  creature(a, "A1").spent = { Crackle: 1 };
  creatureTurn(a.g, "A1");
  expect(creature(a, "A1").space).toMatchObject({ x: Number(to.split(",")[0]), y: Number(to.split(",")[1]) });
  return creature(a, "A1").spent.Crackle ?? 0;
}

describe("'… if it occupies victory area it did not occupy at start of its turn' (§ Rechargeable Powers; § Victory Areas)", () => {
  it("moving from open ground into a victory area recharges Crackle", () => {
    expect(turn([5, 5], "5,8")).toBe(0);
  });

  it("moving from one victory area into the other recharges it too", () => {
    expect(turn([5, 3], "5,8")).toBe(0);
  });

  it("moving about inside the victory area it began in does not", () => {
    expect(turn([5, 8], "6,9")).toBe(1);
  });

  it("ending outside every victory area does not", () => {
    expect(turn([5, 5], "2,5")).toBe(1);
  });
});
