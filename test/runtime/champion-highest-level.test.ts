// A champion power whose trigger names the highest-level enemy in play ("use when
// highest-level enemy is hit by attack"), with a bonus on charge attacks against that enemy
// ("allies get +10 damage against that enemy while charging until end of round"). The
// highest level is the card's, compared with the other enemies in play (ties all count).
// ddm-battle-rules-2011.txt § Champion Powers; § How to Read a Creature Stat Card (Level); § Charge
import { describe, expect, it } from "vitest";
import { charge } from "../../runtime/ddm/charge.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature } from "./arena.js";

const post = (name: string, level: number) => `creature "${name}" {
  level ${level}  cost 5  evil  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 0  hp 60
  attack melee basic "Splinter": +1 vs AC; 5 damage
}
`;

const cards = {
  path: "test/champion-highest-level.wb",
  text: `creature "Lion Marshal" {
  level 6  cost 20  good  factions Civilization  keywords Human  champion 2
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Sword": +6 vs AC; 10 damage
  champion power "Bring Down the Giant": use when highest-level enemy is hit by attack: allies get +10 damage against that enemy while charging until end of round
}
creature "Plain Lancer" {
  level 5  cost 20  good  factions Civilization  keywords Human
  AC 16  Fort 15  Ref 14  Will 14  speed 5  hp 40
  attack melee basic "Lance": +6 vs AC; 10 damage
}
${post("Tall Post", 8)}${post("Short Post", 3)}`,
};

/** The marshal far off, a lancer 5 squares from the tall post, another between the tall post and the short one. */
function field(dice: number[], choices: string[], tallLevelPeer = false) {
  return arena(
    [
      { card: "Lion Marshal", side: "A", at: [0, 0] },
      { card: "Plain Lancer", side: "A", at: [2, 2] },
      { card: "Plain Lancer", side: "A", at: [3, 7] },
      { card: "Tall Post", side: "B", at: [2, 7] },
      { card: tallLevelPeer ? "Tall Post" : "Short Post", side: "B", at: [4, 7] },
    ],
    { extra: [cards], dice, choices },
  );
}

const lance = (a: ReturnType<typeof field>) => cardOf(a.g, "Plain Lancer").attacks[0]!;

describe("§ Champion Powers: 'use when highest-level enemy is hit by attack' with a bonus while charging", () => {
  it("a hit on the lower-level enemy does not offer it; a hit on the highest does, and the charge against that enemy deals 10 more, a plain attack none", () => {
    // Four hits (15 + 6 against AC 10): the short post, the tall post, the charge, a plain attack.
    // Used on the tall post's first hit; declined on the two later hits.
    const a = field([15, 15, 15, 15], ["use", "decline", "decline"]);
    makeAttack(a.g, "A3", lance(a), "B2");
    expect(creature(a, "B2").hp).toBe(50);
    expect(creature(a, "A2").effects).toEqual([]);
    makeAttack(a.g, "A3", lance(a), "B1");
    expect(creature(a, "B1").hp).toBe(50);
    a.g.state.active = { creature: "A2", attack: 1, move: 1, minor: 1 };
    charge(a.g, "A2", "B1", "2,6");
    expect(creature(a, "B1").hp).toBe(30);
    makeAttack(a.g, "A2", lance(a), "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });

  it("two enemies tied for the highest level: a hit on either offers it", () => {
    const a = field([15, 15], ["use"], true);
    makeAttack(a.g, "A3", lance(a), "B2");
    expect(creature(a, "A2").effects.length).toBeGreaterThan(0);
  });
});
