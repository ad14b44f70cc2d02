// "Until end of battle, this creature loses Reach 2 … and can make only basic attacks": the
// reach printed on its attacks no longer counts, and its other attacks are forbidden.
// ddm-battle-rules-2011.txt § Melee Attacks (Range); § Basic Attacks; § Conditions (Dominated)
import { describe, expect, it } from "vitest";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf } from "./arena.js";

const cards = {
  path: "test/reach-lost.wb",
  text: `creature "Hook Chain Brute" {
  level 8  cost 30  unaligned  factions Wild  keywords Human
  AC 19  Fort 18  Ref 16  Will 15  speed 6  hp 70
  attack melee reach 2 basic "Hook Chain": +10 vs AC; 10 damage
  attack melee reach 2 "Whirl": +9 vs Ref; 15 damage
  power "Close Grip": minor action: this creature gets loses reach until end of battle and this creature cannot make non-basic attacks until end of battle
}
`,
};

const field = (choices: string[]) =>
  arena(
    [
      { card: "Hook Chain Brute", side: "A", at: [5, 5] },
      { card: "Cinder Goblin Cutter", side: "B", at: [5, 7] },
      { card: "Cinder Goblin Cutter", side: "B", at: [6, 5] },
    ],
    { extra: [cards], choices },
  );

describe("'loses reach' and 'cannot make non-basic attacks' until end of battle (ddm-battle-rules-2011.txt § Melee Attacks (Range); § Basic Attacks)", () => {
  it("before: the enemy 2 squares away is in reach; after: only the adjacent one, and Whirl is no longer offered", () => {
    const a = field(["power:Close Grip", "end"]);
    const chain = attackOf(a, "A1", "Hook Chain");
    expect(mayTarget(a.g, "A1", chain, "B1").allowed).toBe(true);
    creatureTurn(a.g, "A1");
    expect(mayTarget(a.g, "A1", chain, "B1").allowed).toBe(false);
    expect(mayTarget(a.g, "A1", chain, "B2").allowed).toBe(true);
    const after = a.decisions[1]!.options.filter((o) => o.legal).map((o) => o.id);
    expect(after.some((id) => id.startsWith("attack:Hook Chain:B2"))).toBe(true);
    expect(after.some((id) => id.startsWith("attack:Whirl"))).toBe(false);
    const before = a.decisions[0]!.options.filter((o) => o.legal).map((o) => o.id);
    expect(before.some((id) => id.startsWith("attack:Whirl:B1"))).toBe(true);
  });
});
