// Place effects of powers: a creature put next to another creature (or next to the space
// a creature being destroyed stood in, or one picked creature beside another), in the space a destroyed ally fell in, or anywhere a state holds, its player choosing;
// no sight or path is needed and no opportunity attack is provoked.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place; Legal Position; No More Legal Positions)
import { describe, expect, it } from "vitest";
import { resolveAttack } from "../../runtime/ddm/attack.js";
import { creatureTurn } from "../../runtime/ddm/turn.js";
import { arena, attackOf, creature, type Placement } from "./arena.js";

const stats = (hp: number) => `level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp ${hp}`;

// Made-up creatures, one power each (not bundled content).
const cards = {
  path: "test/place-effects.wb",
  text: `creature "Brute" {
  ${stats(40)}
  attack melee basic "Club": +6 vs AC; 20 damage
}
creature "Grave Hopper" {
  ${stats(40)}
  attack melee basic "Claw": +6 vs AC; 5 damage
  power "Graveleap": use when enemy is destroyed: place this creature adjacent to that enemy
}
creature "Oath Avenger" {
  ${stats(40)}
  attack melee basic "Mace": +6 vs AC; 5 damage
  power "Avenging Leap": immediate action, use when ally within 10 squares is destroyed by enemy: place this creature in space of that ally and this creature makes basic melee attack against that enemy
}
creature "Rat Caller" {
  ${stats(40)}
  attack melee basic "Staff": +6 vs AC; 5 damage
  power "Unleash the Swarm": minor action: place one Vermin ally adjacent to one enemy this creature can see
}
creature "Sewer Rat" {
  level 1  cost 4  unaligned  factions Wild  keywords Vermin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 10
  attack melee basic "Bite": +3 vs AC; 5 damage
}
creature "Wrangler" {
  ${stats(40)}
  attack melee basic "Fist": +6 vs AC; 5 damage
  attack ranged 8 "Lasso": +6 vs AC; 5 damage
  power "Reel In": whenever this creature hits with ranged attack: place target adjacent to this creature
}
creature "Carrion Stalker" {
  ${stats(40)}
  attack melee basic "Bite": +6 vs AC; 5 damage
  power "Scent of Blood": minor action: place this creature in square adjacent to bloodied enemy
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { extra: [cards], dice, choices });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) =>
  resolveAttack(a.g, by, attackOf(a, by, name), target);
const offered = (a: ReturnType<typeof field>, kind: string) => a.decisions.filter((d) => d.kind === kind).flatMap((d) => d.options.map((o) => o.id));
const ring = (x: number, y: number) => (id: string) => {
  const [sx, sy] = id.split(",").map(Number) as [number, number];
  return Math.max(Math.abs(sx - x), Math.abs(sy - y)) <= 1;
};

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Place): next to a creature", () => {
  it("'use when an enemy is destroyed: place this creature adjacent to that enemy' puts the Hopper beside the square the enemy fell in, far across the map", () => {
    const a = field([
      { card: "Brute", side: "A", at: [5, 4] },
      { card: "Brute", side: "B", at: [5, 5], hp: 20 },
      { card: "Grave Hopper", side: "A", at: [0, 11] },
    ], [15], ["use", "6,6"]);
    attack(a, "A1", "Club", "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A2").space).toMatchObject({ x: 6, y: 6 });
    // Every square offered touches 5,5, where the enemy stood; 5,4 (the Brute) is not offered.
    const squares = offered(a, "place");
    expect(squares.length).toBeGreaterThan(0);
    expect(squares.every(ring(5, 5))).toBe(true);
    expect(squares).not.toContain("5,4");
  });

  it("'use when an ally within 10 squares is destroyed by an enemy: place this creature in space of that ally, then a basic attack against that enemy': the Avenger lands where its ally fell and strikes its killer", () => {
    const a = field([
      { card: "Brute", side: "B", at: [5, 4] },
      { card: "Brute", side: "A", at: [5, 5], hp: 20 },
      { card: "Oath Avenger", side: "A", at: [2, 9] },
    ], [15, 15], ["use", "Mace:B1"]);
    attack(a, "B1", "Club", "A1");
    expect(creature(a, "A1").status).toBe("destroyed");
    expect(creature(a, "A2").space).toMatchObject({ x: 5, y: 5 });
    // The fallen ally's square is the one place (no choice asked); the Mace then hits the Brute beside it (15 + 6 vs AC 10).
    expect(offered(a, "place")).toEqual([]);
    expect(creature(a, "B1").hp).toBe(35);
  });

  // "target" after "this creature hits" is the creature hit (compiler/primitives/triggers.ts).
  it("'whenever this creature hits with a ranged attack: place target adjacent to this creature' drags the target in on a hit (15 + 6 vs AC 10), not on a miss", () => {
    const hit = field([
      { card: "Wrangler", side: "A", at: [5, 2] },
      { card: "Brute", side: "B", at: [5, 8] },
    ], [15], ["5,3"]);
    attack(hit, "A1", "Lasso", "B1");
    expect(creature(hit, "B1").hp).toBe(35);
    expect(creature(hit, "B1").space).toMatchObject({ x: 5, y: 3 });
    expect(offered(hit, "place").every(ring(5, 2))).toBe(true);

    const miss = field([
      { card: "Wrangler", side: "A", at: [5, 2] },
      { card: "Brute", side: "B", at: [5, 8] },
    ], [2]);
    attack(miss, "A1", "Lasso", "B1");
    expect(creature(miss, "B1").space).toMatchObject({ x: 5, y: 8 });
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Place): one creature beside another", () => {
  it("'place one Vermin ally adjacent to one enemy this creature can see': the rat (not the Orc ally) lands beside the Brute the caller sees, across the map", () => {
    const a = field([
      { card: "Rat Caller", side: "A", at: [0, 0] },
      { card: "Brute", side: "A", at: [1, 0] },
      { card: "Sewer Rat", side: "A", at: [0, 11] },
      { card: "Brute", side: "B", at: [9, 9] },
    ], [], ["power:Unleash the Swarm", "8,8", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A3").space).toMatchObject({ x: 8, y: 8 });
    expect(creature(a, "A2").space).toMatchObject({ x: 1, y: 0 });
    expect(offered(a, "place").every(ring(9, 9))).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Forced-Movement Effects (Place): where a state holds", () => {
  it("'place this creature in a square adjacent to a bloodied enemy' offers only squares beside the bloodied Brute, and none when no enemy is bloodied (it stays)", () => {
    const a = field([
      { card: "Carrion Stalker", side: "A", at: [0, 0] },
      { card: "Brute", side: "B", at: [9, 9], hp: 15 },
      { card: "Brute", side: "B", at: [2, 9] },
    ], [], ["power:Scent of Blood", "8,8", "end"]);
    creatureTurn(a.g, "A1");
    expect(creature(a, "A1").space).toMatchObject({ x: 8, y: 8 });
    expect(offered(a, "place").every(ring(9, 9))).toBe(true);

    const none = field([
      { card: "Carrion Stalker", side: "A", at: [0, 0] },
      { card: "Brute", side: "B", at: [9, 9] },
    ], [], ["power:Scent of Blood", "end"]);
    creatureTurn(none.g, "A1");
    expect(creature(none, "A1").space).toMatchObject({ x: 0, y: 0 });
    expect(none.g.state.log.some((e) => /cannot be placed: no legal position/.test(e.text))).toBe(true);
  });
});
