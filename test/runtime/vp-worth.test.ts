// What a creature's own card says it is worth when destroyed: "worth 0 vp when destroyed"
// replaces its cost, "worth +25 vp when destroyed by level 10 or lower enemy" adds VP when
// its destroyer is in that state, "worth 7 vp when destroyed by area attack" only for that
// kind of attack. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { destroy } from "../../runtime/ddm/damage.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, creature, type Placement } from "./arena.js";

const content = {
  path: "test/vp-worth.wb",
  text: `creature "Lowly Thrall" {
  level 1  cost 8  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 10
  attack melee basic "Fist": +5 vs AC; 5 damage
  power "Nobody": worth 0 vp when destroyed
}
creature "Proud Warlord" {
  level 12  cost 40  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 10
  attack melee basic "Blade": +5 vs AC; 5 damage
  power "Prize": worth +25 vp when destroyed by level 10 or lower enemy
}
creature "Powder Keg" {
  level 2  cost 20  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 10
  attack melee basic "Bump": +5 vs AC; 5 damage
  power "Volatile": worth 7 vp when destroyed by area attack
}
creature "Scaled Zealot" {
  level 1  cost 6  unaligned  factions Wild  keywords Reptile
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 10
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Devoted": worth 0 vp when destroyed while allied Dragon champion is in play
}
creature "Wyrm Lord" {
  level 9  cost 50  unaligned  factions Wild  keywords Dragon  champion 2
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 100
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Low Sling" {
  level 4  cost 10  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 10 damage
}
creature "High Sling" {
  level 11  cost 30  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 30
  attack melee basic "Club": +5 vs AC; 10 damage
}
`,
};

const field = (placements: Placement[], dice: number[] = []) => arena(placements, { dice, extra: [content] });
const vpOfA = (a: ReturnType<typeof field>) => a.g.state.players[0]!.vp;

describe("ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures): what a card says it is worth", () => {
  it("worth 0 VP when destroyed: its destroyer's player scores nothing for it, not its cost of 8", () => {
    const a = field([
      { card: "Low Sling", side: "A", at: [5, 5] },
      { card: "Lowly Thrall", side: "B", at: [5, 6] },
    ]);
    destroy(a.g, "B1", { creature: "A1", rule: "Club", src: null, attackKind: "melee" });
    expect(vpOfA(a)).toBe(0);
  });

  it("worth +25 VP when destroyed by a level 10 or lower enemy: a level 4 destroyer's hit scores 40 + 25, a level 11 one's only 40", () => {
    const low = field(
      [
        { card: "Low Sling", side: "A", at: [5, 5] },
        { card: "Proud Warlord", side: "B", at: [5, 6] },
      ],
      [15],
    );
    resolveAttack(low.g, "A1", cardOf(low.g, "Low Sling").attacks[0]!, "B1");
    expect(creature(low, "B1").status).toBe("destroyed");
    expect(vpOfA(low)).toBe(65);
    const high = field(
      [
        { card: "High Sling", side: "A", at: [5, 5] },
        { card: "Proud Warlord", side: "B", at: [5, 6] },
      ],
      [15],
    );
    resolveAttack(high.g, "A1", cardOf(high.g, "High Sling").attacks[0]!, "B1");
    expect(vpOfA(high)).toBe(40);
  });

  it("worth 7 VP when destroyed by an area attack: 7 when an area attack destroys it, its cost of 20 when a melee one does", () => {
    const pot = field([
      { card: "Low Sling", side: "A", at: [5, 5] },
      { card: "Powder Keg", side: "B", at: [5, 8] },
    ]);
    destroy(pot.g, "B1", { creature: "A1", rule: "Fire Pot", src: null, attackKind: "area" });
    expect(vpOfA(pot)).toBe(7);
    const club = field([
      { card: "Low Sling", side: "A", at: [5, 5] },
      { card: "Powder Keg", side: "B", at: [5, 6] },
    ]);
    destroy(club.g, "B1", { creature: "A1", rule: "Club", src: null, attackKind: "melee" });
    expect(vpOfA(club)).toBe(20);
  });

  it("worth 0 VP while an allied Dragon champion is in play: nothing beside its Dragon champion, its cost of 6 once that champion is gone", () => {
    const led = field([
      { card: "Low Sling", side: "A", at: [5, 5] },
      { card: "Scaled Zealot", side: "B", at: [5, 6] },
      { card: "Wyrm Lord", side: "B", at: [9, 9] },
    ]);
    destroy(led.g, "B1", { creature: "A1", rule: "Club", src: null, attackKind: "melee" });
    expect(vpOfA(led)).toBe(0);
    const alone = field([
      { card: "Low Sling", side: "A", at: [5, 5] },
      { card: "Scaled Zealot", side: "B", at: [5, 6] },
      { card: "Wyrm Lord", side: "B", at: [9, 9] },
    ]);
    destroy(alone.g, "B2", { creature: "A1", rule: "Club", src: null, attackKind: "melee" });
    expect(vpOfA(alone)).toBe(50);
    destroy(alone.g, "B1", { creature: "A1", rule: "Club", src: null, attackKind: "melee" });
    expect(vpOfA(alone)).toBe(56);
  });
});
