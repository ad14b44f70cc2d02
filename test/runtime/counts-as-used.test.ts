// "At start of battle, this creature's Flare and Quake count as used": every use of the
// attack or power named is spent, so it may be used again only once it recharges.
// ddm-battle-rules-2011.txt § Powers and Effects (Limited Use Powers; Rechargeable Powers)
import { describe, expect, it } from "vitest";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/counts-as-used.wb",
  text: `creature "Storm Adept" {
  level 6  cost 25  unaligned  factions Wild  keywords Elemental
  AC 16  Fort 15  Ref 15  Will 15  speed 6  hp 50
  attack melee basic "Slap": +8 vs AC; 5 damage
  attack ranged 10 "Flare" uses 2: +8 vs Ref; 10 fire damage
  power "Gust" uses 1: minor action: this creature shifts 2
  power "Spent Storm": move action: "Flare" counts as used and "Gust" counts as used and "Slap" counts as used
  power "Calm": move action: recharge "Flare"
}
`,
};

describe("'\"Flare\" counts as used' (§ Powers and Effects, Limited Use Powers)", () => {
  it("both uses of Flare and the one of Gust are spent; the basic attack is not limited and stays; a recharge gives one back", () => {
    const a = arena([{ card: "Storm Adept", side: "A", at: [3, 3] }, { card: "Storm Adept", side: "B", at: [3, 8] }], { extra: [cards], choices: ["power:Spent Storm", "end"] });
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").spent).toMatchObject({ Flare: 2, Gust: 1 });
    expect(creature(a, "A1").spent.Slap ?? 0).toBe(0);
    const b = arena([{ card: "Storm Adept", side: "A", at: [3, 3] }, { card: "Storm Adept", side: "B", at: [3, 8] }], { extra: [cards], choices: ["power:Spent Storm", "end", "power:Calm", "end"] });
    creatureTurn(b.g, "A1");
    creatureTurn(b.g, "A1");
    expect(creature(b, "A1").spent.Flare).toBe(1);
  });
});
