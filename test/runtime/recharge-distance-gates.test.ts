// Recharge conditions on who is near at the start of the creature's turn: "if no enemy
// is within 5 squares of it", "if no other creature is adjacent to it" (allies count).
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § How to Choose Targets
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature, type Arena } from "./arena.js";

const cards: SourceFile = {
  path: "test/recharge-distance-gates.wb",
  text: `creature "Burrow Hunter" {
  level 6  cost 20  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 60
  attack melee basic "Bite": +8 vs AC; 5 damage
  attack melee "Erupt" uses 1 recharge when start of its turn if no enemy is within 5 squares of it: +8 vs AC; 20 damage
  attack melee "Frenzy" uses 1 recharge when start of its turn if no other creature is adjacent to it: +8 vs AC; 15 damage
}
creature "Field Guard" {
  level 3  cost 10  unaligned  factions Civilization  keywords Human
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 40
  attack melee basic "Spear": +5 vs AC; 5 damage
}
`,
};

function field(guard: [number, number], ally?: [number, number]): Arena {
  const a = arena(
    [
      { card: "Burrow Hunter", side: "A", at: [3, 3] },
      { card: "Field Guard", side: "B", at: guard },
      ...(ally ? [{ card: "Field Guard", side: "A" as const, at: ally }] : []),
    ],
    { extra: [cards], choices: ["end"] },
  );
  creature(a, "A1").spent = { Erupt: 1, Frenzy: 1 };
  creatureTurn(a.g, "A1");
  return a;
}

describe("recharges on who is near (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers)", () => {
  it("an enemy 6 squares away: no enemy within 5, Erupt recharges; no creature adjacent, Frenzy too", () => {
    const a = field([3, 9]);
    expect(creature(a, "A1").spent).toEqual({ Erupt: 0, Frenzy: 0 });
  });

  it("an enemy 5 squares away keeps Erupt spent", () => {
    const a = field([3, 8]);
    expect(creature(a, "A1").spent.Erupt).toBe(1);
  });

  it("an ally beside it keeps Frenzy spent: any other creature counts", () => {
    const a = field([3, 9], [4, 3]);
    expect(creature(a, "A1").spent).toEqual({ Erupt: 0, Frenzy: 1 });
  });
});
