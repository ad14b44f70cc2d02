// Continuous powers about sight and critical hits: invisible only to creatures that are
// not adjacent, auras that strip invisibility and conceal, triple damage and bonus damage
// on critical hits, bonuses on opportunity attacks and defences against attackers of a
// keyword. Every creature and number is invented for these tests.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible);
// § Attack Roll (Conceal); § Applying Damage (Critical Hits); § Opportunity Attacks
import { describe, expect, it } from "vitest";
import { makeAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { sees } from "../../runtime/ddm/sight.js";
import { mayTarget } from "../../runtime/ddm/targeting.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";
import { walledYard } from "./continuous-fixtures.js";
import { combatFixtures } from "./combat-fixtures.js";

const sight = {
  path: "test/continuous-sight.wb",
  text: `${walledYard("Ruin Yard", "Ruin Arena")}creature "Shade Stalker" {
  level 3  cost 12  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 10 damage
  power "Shadow Cloak": invisible to nonadjacent enemies
}
creature "Wall Creeper" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 10 damage
  power "Cling": invisible to nonadjacent enemies while adjacent to wall
  power "Far Blur": conceal 15
}
creature "Lantern Bearer" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Staff": +5 vs AC; 10 damage
  aura 2 "Lantern": enemies visible and enemies loses conceal
}
creature "Brute Crusher" {
  level 3  cost 12  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Maul": +5 vs AC; 10 damage
  attack ranged 5 "Rock": +5 vs AC; 10 damage
  power "Crushing Blow": deals triple damage on critical hits with melee attacks
  power "Vicious": +10 damage on critical hits
}
creature "Straw Target" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Jab": +1 vs AC; 5 damage
}
creature "Watchful Guard" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Halberd": +5 vs AC; 10 damage
  power "Punish": +2 attack with opportunity attacks and +5 damage with opportunity attacks
  power "Giant Lore": +4 AC against attacks by Giant creatures
}
`,
};

const field = (placements: Placement[], dice: number[] = []) => arena(placements, { dice, extra: [combatFixtures, sight], battle: "Ruin Arena" });

describe("ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible): invisible to some", () => {
  it("invisible to nonadjacent enemies: an archer 4 squares off cannot see or shoot it, an adjacent one sees it", () => {
    const a = field([
      { card: "Archer", side: "A", at: [3, 1] },
      { card: "Archer", side: "A", at: [3, 4] },
      { card: "Shade Stalker", side: "B", at: [3, 5] },
    ]);
    expect(sees(a.g, "A1", "B1")).toBe(false);
    expect(mayTarget(a.g, "A1", attackOf(a, "A1", "Shot"), "B1").allowed).toBe(false);
    expect(sees(a.g, "A2", "B1")).toBe(true);
  });

  it("while adjacent to a wall only: beside the wall it is unseen from afar, in the open it is seen", () => {
    const wall = field([
      { card: "Archer", side: "A", at: [2, 1] },
      { card: "Wall Creeper", side: "B", at: [5, 5] },
    ]);
    expect(sees(wall.g, "A1", "B1")).toBe(false);
    const open = field([
      { card: "Archer", side: "A", at: [2, 1] },
      { card: "Wall Creeper", side: "B", at: [2, 6] },
    ]);
    expect(sees(open.g, "A1", "B1")).toBe(true);
  });

  it("an enemy's aura makes it visible and strips its conceal: the archer shoots it, and a hit needs no conceal roll", () => {
    const a = field([
      { card: "Archer", side: "A", at: [2, 1] },
      { card: "Lantern Bearer", side: "A", at: [5, 7] },
      { card: "Wall Creeper", side: "B", at: [5, 5] },
    ], [10]);
    expect(sees(a.g, "A1", "B1")).toBe(true);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shot"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.dice.remaining()).toBe(0);
    expect(logText(a).some((t) => /conceal/i.test(t))).toBe(false);
  });

  it("out of the aura's reach the conceal stands: the same hit is lost to a conceal roll of 9", () => {
    const a = field([
      { card: "Archer", side: "A", at: [4, 5] },
      { card: "Lantern Bearer", side: "A", at: [10, 10] },
      { card: "Wall Creeper", side: "B", at: [5, 5] },
    ], [10, 9]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Shot"), "B1");
    expect(creature(a, "B1").hp).toBe(40);
  });
});

describe("ddm-battle-rules-2011.txt § Applying Damage (Critical Hits)", () => {
  it("triple damage on melee critical hits, +10 on any critical: a melee natural 20 deals 10 × 3 + 10 = 40", () => {
    const a = field([
      { card: "Brute Crusher", side: "A", at: [3, 4] },
      { card: "Straw Target", side: "B", at: [3, 5] },
    ], [20]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Maul"), "B1");
    expect(creature(a, "B1").hp).toBe(60 - 40);
  });

  it("a ranged critical is doubled as usual (10 × 2 + 10 = 30); a plain hit gets neither (10)", () => {
    const a = field([
      { card: "Brute Crusher", side: "A", at: [3, 2] },
      { card: "Straw Target", side: "B", at: [3, 5] },
    ], [20, 15]);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rock"), "B1");
    expect(creature(a, "B1").hp).toBe(30);
    resolveAttack(a.g, "A1", attackOf(a, "A1", "Rock"), "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks; § Bonuses and Penalties", () => {
  it("+2 attack and +5 damage with opportunity attacks: 3 + 5 + 2 hits and deals 15 as an opportunity attack, misses as an ordinary one", () => {
    const a = field([
      { card: "Watchful Guard", side: "A", at: [3, 4] },
      { card: "Straw Target", side: "B", at: [3, 5] },
    ], [3, 3]);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Halberd"), "B1", { opportunity: true });
    expect(creature(a, "B1").hp).toBe(60 - 15);
    makeAttack(a.g, "A1", attackOf(a, "A1", "Halberd"), "B1");
    expect(creature(a, "B1").hp).toBe(60 - 15);
  });

  it("+4 AC against attacks by Giant creatures: the Giant's 8 + 5 misses AC 14, an archer's 8 + 5 hits AC 10", () => {
    const a = field([
      { card: "Brute Crusher", side: "B", at: [3, 5] },
      { card: "Archer", side: "B", at: [3, 8] },
      { card: "Watchful Guard", side: "A", at: [3, 4] },
    ], [8, 8]);
    resolveAttack(a.g, "B1", attackOf(a, "B1", "Maul"), "A1");
    expect(creature(a, "A1").hp).toBe(60);
    resolveAttack(a.g, "B2", attackOf(a, "B2", "Shot"), "A1");
    expect(creature(a, "A1").hp).toBe(50);
  });
});
