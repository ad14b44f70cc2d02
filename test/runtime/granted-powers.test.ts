// Rules a power grants for a while, as a card's named power would give them ("allies have
// Solid Footing until end of round", importers/ddm/phrases.ts): the timed modifier acts
// like the continuous one.
// ddm-battle-rules-2011.txt § Forced-Movement Effects; § Champion Powers; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { startRound } from "../../runtime/ddm/round.js";
import { arena, creature, type Placement } from "./arena.js";

const stats = `level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 40`;

// Made-up creatures (not bundled content).
const cards = {
  path: "test/granted-powers.wb",
  text: `creature "Shover" {
  ${stats}
  attack melee basic "Shove": +6 vs AC; 5 damage and push 2
}
creature "Anchor Chief" {
  ${stats}  champion 1
  attack melee basic "Club": +6 vs AC; 5 damage
  champion power "Hold Fast": use at start of round: allies get not affected by forced movement of enemies until end of round
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects: a rule granted until end of round", () => {
  it("after the Chief's power the enemy's push moves its ally nowhere; without it the ally is pushed 2 squares", () => {
    const run = (use: boolean) => {
      const a = field([
        { card: "Anchor Chief", side: "A", at: [0, 0] },
        { card: "Shover", side: "A", at: [5, 5] },
        { card: "Shover", side: "B", at: [5, 6] },
      ], [15], use ? ["use"] : ["decline", "5,4", "5,3"]);
      startRound(a.g);
      resolveAttack(a.g, "B1", cardOf(a.g, creature(a, "B1").card).attacks[0]!, "A2");
      return [creature(a, "A2").hp, creature(a, "A2").space!.y];
    };
    expect(run(true)).toEqual([35, 5]);
    expect(run(false)).toEqual([35, 3]);
  });
});
