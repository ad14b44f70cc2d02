// "Use when this creature ends its turn in a victory area occupied by 1 or more enemies":
// the state is a victory area it shares with an enemy; alone there, or with only allies,
// the power is not offered.
// ddm-battle-rules-2011.txt § Victory Areas; § End of Turn Phase; § Champion Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";
import { strawTarget } from "./test-creatures.js";

const cards: SourceFile = {
  path: "test/victory-area-gates.wb",
  text: `creature "Sun Warden" {
  level 3  cost 8  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 30
  attack melee basic "Buffet": +6 vs AC; 5 damage
  power "Dawn Roar": use when this creature ends its turn while it occupies victory area with enemy: this creature heals 10
}
`,
};

/** The test field's victory areas: A at 5,8 to 6,9 and B at 5,2 to 6,3. The warden (at 20 hp) ends its turn at 5,8. */
function endTurnWith(other: { side: "A" | "B"; at: [number, number] }, choices: string[]): { hp: number; offered: number } {
  const a = arena(
    [
      { card: "Sun Warden", side: "A", at: [5, 8], hp: 20 },
      { card: "Straw Target", side: other.side, at: other.at },
    ],
    { extra: [cards, strawTarget], choices },
  );
  creatureTurn(a.g, "A1");
  return { hp: creature(a, "A1").hp, offered: a.decisions.filter((d) => d.kind === "use-power").length };
}

describe("'… while it occupies victory area with enemy' (§ Victory Areas)", () => {
  it("an enemy in the same victory area: offered, and used it heals", () => {
    expect(endTurnWith({ side: "B", at: [6, 9] }, ["end", "use"])).toEqual({ hp: 30, offered: 1 });
  });

  it("an enemy in the other victory area, or an ally in this one: not offered", () => {
    expect(endTurnWith({ side: "B", at: [5, 2] }, ["end"])).toEqual({ hp: 20, offered: 0 });
    expect(endTurnWith({ side: "A", at: [6, 9] }, ["end"])).toEqual({ hp: 20, offered: 0 });
  });
});
