// Less damage taken for a while, from a power used as an action: "takes 10 less damage from
// melee attacks until end of its next turn" (melee only), "takes half damage from attacks
// until it attacks" (ended by its own attack), "does not provoke opportunity attacks" for a turn.
// ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Conditions (Duration); § Opportunity Attacks
import { describe, expect, it } from "vitest";
import { makeAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature } from "./arena.js";

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

const hit = (a: ReturnType<typeof arena>, by: string, name: string, target: string) => resolveAttack(a.g, by, attackOf(a, by, name), target);

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

// "does not provoke opportunity attacks until end of turn": read as its moves and its ranged, close and area attacks provoking none (§ Opportunity Attacks).
const slippery = {
  path: "test/timed-unprovoking.wb",
  text: `creature "Blink Imp" {
  level 4  cost 12  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Blink": minor action: this creature gets does not provoke opportunity attacks by moving until end of turn and this creature gets does not provoke opportunity attacks with ranged attacks until end of turn
}
`,
};

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: provoking none for a while", () => {
  it("after 'Blink' the Imp walks away from the Raider with no opportunity attack offered; without it, one is", () => {
    const walk = (choices: string[]) => {
      const a = arena(
        [
          { card: "Blink Imp", side: "A", at: [3, 3] },
          { card: "Raider", side: "B", at: [3, 4] },
        ],
        { extra: [cards, slippery], dice: [1], choices },
      );
      creatureTurn(a.g, "A1");
      return a;
    };
    const blinked = walk(["power:Blink", "move:3,0", "end"]);
    expect(creature(blinked, "A1").space).toMatchObject({ x: 3, y: 0 });
    expect(blinked.decisions.some((d) => /opportunity attack/.test(d.prompt))).toBe(false);
    const plain = walk(["move:3,0", "decline", "end"]);
    expect(plain.decisions.some((d) => /opportunity attack/.test(d.prompt))).toBe(true);
  });
});
