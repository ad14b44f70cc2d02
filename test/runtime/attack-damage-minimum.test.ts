// A damage penalty with a floor, given by a hit: the cards' "target has -5 damage (minimum
// 5) until end of its next turn". The penalised creature's hits deal 5 less, never below 5;
// a penalty without a floor can take a 5-damage hit to nothing. Scripted dice decide the hits.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Bonus and Penalty Damage)
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const cards = {
  path: "test/damage-minimum.wb",
  text: `creature "Shade Binder" {
  level 5  cost 18  evil  factions Wild  keywords Human
  AC 17  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Binding Touch": +20 vs Fort; 5 damage and the target gets -5 damage (minimum 5) until end of its next turn
  attack melee "Sapping Touch": +20 vs Fort; 5 damage and the target gets -5 damage until end of its next turn
}
creature "Pit Brute" {
  level 5  cost 18  unaligned  factions Wild  keywords Giant
  AC 15  Fort 15  Ref 12  Will 12  speed 5  hp 60
  attack melee basic "Tap": +20 vs AC; 5 damage
  attack melee "Smash": +20 vs AC; 15 damage
}
`,
};

/** The binder touches the brute with its attack `touch`, then the brute hits back with `blow`: the binder's hp after. */
function exchange(touch: number, blow: number): number {
  const a = arena(
    [
      { card: "Shade Binder", side: "A", at: [3, 3] },
      { card: "Pit Brute", side: "B", at: [3, 4] },
    ],
    { extra: [cards], dice: [10, 10] },
  );
  makeAttack(a.g, "A1", cardOf(a.g, "Shade Binder").attacks[touch]!, "B1");
  makeAttack(a.g, "B1", cardOf(a.g, "Pit Brute").attacks[blow]!, "A1");
  return creature(a, "A1").hp;
}

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties: '-5 damage (minimum 5)'", () => {
  it("a 15-damage smash deals 10", () => {
    expect(exchange(0, 1)).toBe(50);
  });

  it("a 5-damage tap still deals 5", () => {
    expect(exchange(0, 0)).toBe(55);
  });

  it("without the floor, the 5-damage tap deals nothing", () => {
    expect(exchange(1, 0)).toBe(60);
  });
});
