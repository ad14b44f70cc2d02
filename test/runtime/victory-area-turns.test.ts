// Victory areas in a creature's rules: "+5 damage with melee attacks against targets in your
// victory area" (the areas that score for the holder's player, whoever stands there), and "use at
// end of round while it has ended turn in each victory area: you score 15 VP" (every area of the
// map, where it ended one of its turns this battle). The arena's map: side A's area 5,8 to 6,9,
// side B's 5,2 to 6,3; Assault at 100 points awards 5 VP for holding one. Every creature and
// number is invented for these tests.
// ddm-battle-rules-2011.txt § Scenarios and Variants (victory areas); § Bonuses and Penalties;
// ../shared/spec/ddm-2011.md
import { describe, expect, it } from "vitest";
import { endRound } from "../../runtime/ddm/round.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { damageBonusOf } from "../../runtime/ddm/values.js";
import { arena, attackOf, creature } from "./arena.js";

const cards = {
  path: "test/victory-area-turns.wb",
  text: `creature "Vault Prowler" {
  level 4  cost 12  unaligned  factions Wild  keywords Halfling
  AC 14  Fort 12  Ref 14  Will 12  speed 6  hp 30
  attack melee basic "Dagger": +6 vs AC; 5 damage
  power "Home Ground": +5 damage with melee attacks against targets in your victory area
  power "Grand Tour": use at end of round while it has ended turn in each victory area: you score 15 VP
}
`,
};
const extra = [cards];

describe("§ Victory areas: a bonus against targets in the holder's own victory areas", () => {
  it("+5 against the goblin in A's area, none against one in B's area or in the open", () => {
    const a = arena(
      [
        { card: "Vault Prowler", side: "A", at: [0, 0] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 8] },
        { card: "Cinder Goblin Cutter", side: "B", at: [5, 2] },
        { card: "Cinder Goblin Cutter", side: "B", at: [0, 5] },
      ],
      { extra },
    );
    const dagger = attackOf(a, "A1", "Dagger");
    expect(["B1", "B2", "B3"].map((t) => damageBonusOf(a.g, "A1", dagger, t).value)).toEqual([5, 0, 0]);
  });
});

describe("§ Victory areas: a score for having ended a turn in each of them", () => {
  it("a turn ended in A's area and one in B's: 15 VP at the round's end; one area only: the power is not usable", () => {
    const a = arena([{ card: "Vault Prowler", side: "A", at: [5, 8] }, { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] }], { extra, choices: ["end", "move:5,3", "end", "use"] });
    a.g.state.round = 1;
    creatureTurn(a.g, "A1");
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 5, y: 3 });
    endRound(a.g);
    // 15 from the power; it stands in B's area, which scores nothing for A.
    expect(a.g.state.players[0]!.vp).toBe(15);

    const once = arena([{ card: "Vault Prowler", side: "A", at: [5, 8] }, { card: "Cinder Goblin Cutter", side: "B", at: [0, 11] }], { extra, choices: ["end"] });
    once.g.state.round = 1;
    creatureTurn(once.g, "A1");
    endRound(once.g);
    expect(once.decisions.some((d) => d.kind === "use-power")).toBe(false);
    expect(once.g.state.players[0]!.vp).toBe(5);
  });
});
