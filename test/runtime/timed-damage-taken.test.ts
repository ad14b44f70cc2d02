// Less damage taken for a while, from a power used as an action: "takes 10 less damage from
// melee attacks until end of its next turn" (melee only), "takes half damage from attacks
// until it attacks" (ended by its own attack).
// ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { makeAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, creature } from "./arena.js";

// Made-up creatures (not bundled content).
const cards = {
  path: "test/timed-damage-taken.wb",
  text: `creature "Shell Crab" {
  level 4  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 50
  attack melee basic "Pinch": +5 vs AC; 5 damage
  power "Shell Up": minor action: this creature gets takes 10 less damage from melee attacks until end of its next turn
}
creature "Mist Cat" {
  level 4  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 50
  attack melee basic "Swipe": +5 vs AC; 5 damage
  power "Mist Step": minor action: this creature gets takes half damage from attacks until it attacks
}
creature "Raider" {
  level 4  cost 12  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 50
  attack melee basic "Axe": +5 vs AC; 20 damage
  attack ranged 6 "Javelin": +5 vs AC; 20 damage
}
`,
};

const hit = (a: ReturnType<typeof arena>, by: string, name: string, target: string) => resolveAttack(a.g, by, cardOf(a.g, creature(a, by).card).attacks.find((x) => x.name === name)!, target);

describe("ddm-battle-rules-2011.txt § Applying Damage: less damage taken for a while", () => {
  it("after 'Shell Up' an Axe hit of 20 costs 10, a Javelin hit of 20 still 20 (the Crab declines the opportunity attack)", () => {
    const a = arena(
      [
        { card: "Shell Crab", side: "A", at: [3, 3] },
        { card: "Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["power:Shell Up", "end", "decline"] },
    );
    creatureTurn(a.g, "A1");
    hit(a, "B1", "Axe", "A1");
    expect(creature(a, "A1").hp).toBe(40);
    hit(a, "B1", "Javelin", "A1");
    expect(creature(a, "A1").hp).toBe(20);
  });

  it("after 'Mist Step' a hit of 20 costs 10; once the Cat has attacked, the next costs 20", () => {
    const a = arena(
      [
        { card: "Mist Cat", side: "A", at: [3, 3] },
        { card: "Raider", side: "B", at: [3, 4] },
      ],
      { extra: [cards], dice: [15, 15, 15], choices: ["power:Mist Step", "end"] },
    );
    creatureTurn(a.g, "A1");
    hit(a, "B1", "Axe", "A1");
    expect(creature(a, "A1").hp).toBe(40);
    makeAttack(a.g, "A1", cardOf(a.g, creature(a, "A1").card).attacks.find((x) => x.name === "Swipe")!, "B1");
    hit(a, "B1", "Axe", "A1");
    expect(creature(a, "A1").hp).toBe(20);
  });
});
