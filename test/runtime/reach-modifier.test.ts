// Reach given by a power for a while ("this creature has Reach 2 until end of round"): its
// melee attacks target enemies 2 squares away until the duration ends.
// ddm-battle-rules-2011.txt § Melee Attacks (Range); § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { cardOf } from "../../runtime/ddm/game.js";
import { endOfRoundEffects } from "../../runtime/ddm/effects.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

const lancer = {
  path: "test/lancer.wb",
  text: `creature "Psi Lancer" {
  level 4  cost 15  unaligned  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Blade": +6 vs AC; 10 damage
  power "Long Step": minor action: this creature gets reach 2 until end of round
}
`,
};

describe("reach given by a power", () => {
  it("a melee attack reaches an enemy 2 squares away while the reach lasts, and not after", () => {
    const a = arena(
      [
        { card: "Psi Lancer", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 5] },
      ],
      { extra: [lancer], dice: [15], choices: ["power:Long Step", "attack:Blade:B1", "end"] },
    );
    const blade = cardOf(a.g, "Psi Lancer").attacks[0]!;
    expect(mayTarget(a.g, "A1", blade, "B1").allowed).toBe(false);
    creatureTurn(a.g, "A1");
    expect(creature(a, "B1").hp).toBe(10);
    endOfRoundEffects(a.g);
    expect(mayTarget(a.g, "A1", blade, "B1").allowed).toBe(false);
  });
});
