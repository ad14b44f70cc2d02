// "Cannot attack on its turn while less than 3 squares from its starting position that
// turn": no attack is offered until it stands 3 or more squares (counted distance) from the
// square where its turn began. ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Counting Distance
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena } from "./arena.js";

const cards = {
  path: "test/wriggle.wb",
  text: `creature "Cave Crawler" {
  level 3  cost 10  unaligned  factions Underdark  keywords Vermin
  AC 15  Fort 14  Ref 14  Will 11  speed 8  hp 30
  attack melee basic "Mandibles": +7 vs AC; 10 damage
  power "Wriggle 3": cannot attack while on its turn if not 3 or more squares from its starting position
}
`,
};

const legal = (options: { id: string; legal: boolean }[], start: string) => options.filter((o) => o.legal && o.id.startsWith(start)).map((o) => o.id);

describe("§ Core Rules and Exceptions: no attack until it has come 3 squares", () => {
  it("beside a goblin at the start of its turn, no attack is offered", () => {
    const a = arena(
      [
        { card: "Cave Crawler", side: "A", at: [1, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [2, 1] },
      ],
      { extra: [cards], choices: ["end"] },
    );
    creatureTurn(a.g, "A1");
    expect(legal(a.decisions[0]!.options, "attack:Mandibles")).toEqual([]);
  });

  it("after moving 3 squares to the goblin, the attack is offered", () => {
    const a = arena(
      [
        { card: "Cave Crawler", side: "A", at: [1, 1] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 1] },
      ],
      { extra: [cards], choices: ["move:4,1", "end"] },
    );
    creatureTurn(a.g, "A1");
    expect(legal(a.decisions[1]!.options, "attack:Mandibles")).toEqual(["attack:Mandibles:B1"]);
  });
});
