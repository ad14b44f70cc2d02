// Attacks a power grants against the creatures a trigger names: an opportunity attack
// ("make an opportunity attack against that enemy", or one ally beside that enemy makes it: nothing provokes it, but every other
// limit of one holds — an adjacent enemy, a basic attack that can target it, one a turn) and
// a basic attack "against a different target". And triggers about a creature that is
// charging ("an enemy enters an adjacent square while charging"). Made-up creatures; scripted dice.
// ddm-battle-rules-2011.txt § Opportunity Attacks; § Basic Attacks; § Charge; § Automatic Powers
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { charge } from "../../runtime/ddm/charge.js";
import { walk } from "../../runtime/ddm/movement.js";
import { type Arena, arena, attackOf, creature, logText } from "./arena.js";

const cards: SourceFile = {
  path: "test/power-opportunity-attacks.wb",
  text: `creature "Spear Warden" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Spear": +5 vs AC; 10 damage
  power "Brace": use when charging enemy enters square adjacent to this creature: this creature makes opportunity attack against that enemy
}
creature "Watch Sergeant" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Halberd": +5 vs AC; 10 damage
  power "Punish": use when enemy targets adjacent ally: this creature makes opportunity attack against that enemy
}
creature "Pike Wall" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Pike": +5 vs AC; 10 damage
  power "Impale": immediate action, use when charging enemy enters square adjacent to this creature: that enemy takes 50 damage
}
creature "Skull Splitter" {
  level 5  cost 20  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Cleaver": +5 vs AC; 10 damage
  power "Follow Through": immediate action, use when this creature scores critical hit: this creature makes basic melee attack against different target
}
creature "Drill Captain" {
  level 5  cost 20  unaligned  factions Civilization  keywords Human  champion 1
  AC 10  Fort 10  Ref 10  Will 10  speed 5  hp 60
  attack melee basic "Baton": +5 vs AC; 5 damage
  champion power "Close Ranks": use when enemy shifts: one ally adjacent to that enemy makes opportunity attack against that enemy
}
creature "Bold Raider" {
  level 3  cost 10  unaligned  factions Wild  keywords Orc
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Axe": +5 vs AC; 10 damage
  attack ranged 10 "Javelin": +5 vs AC; 5 damage
}
`,
};

const turnOf = (a: Arena, id: string) => (a.g.state.active = { creature: id, attack: 1, move: 1, minor: 1 });
const attack = (a: Arena, id: string, name: string, target: string) => makeAttack(a.g, id, attackOf(a, id, name), target);

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: one granted by a power", () => {
  it("'use when enemy targets adjacent ally: make an opportunity attack against that enemy': its basic attack hits the attacker first", () => {
    const a = arena(
      [
        { card: "Watch Sergeant", side: "A", at: [5, 5] },
        { card: "Bold Raider", side: "A", at: [6, 5] },
        { card: "Bold Raider", side: "B", at: [6, 6] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["use", "attack"] },
    );
    turnOf(a, "B1");
    attack(a, "B1", "Axe", "A2");
    // The opportunity attack (first 15) lands on the raider; its axe (second 15) still hits the ally.
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(30);
    expect(creature(a, "A1").oaTurn).toBe(a.g.state.turn);
  });

  it("it is the creature's one opportunity attack of the turn: a second use that turn finds none left", () => {
    const a = arena(
      [
        { card: "Watch Sergeant", side: "A", at: [5, 5] },
        { card: "Bold Raider", side: "A", at: [6, 5] },
        { card: "Bold Raider", side: "B", at: [6, 6] },
      ],
      { extra: [cards], dice: [15, 15, 15], choices: ["use", "attack", "use"] },
    );
    turnOf(a, "B1");
    attack(a, "B1", "Axe", "A2");
    attack(a, "B1", "Axe", "A2");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A2").hp).toBe(20);
    expect(logText(a).some((t) => t.includes("cannot make an opportunity attack") && t.includes("one opportunity attack per turn"))).toBe(true);
  });

  it("only against an adjacent enemy: a javelin thrown from afar gives nothing to hit", () => {
    const a = arena(
      [
        { card: "Watch Sergeant", side: "A", at: [5, 5] },
        { card: "Bold Raider", side: "A", at: [6, 5] },
        { card: "Bold Raider", side: "B", at: [6, 10] },
      ],
      { extra: [cards], dice: [15], choices: ["use"] },
    );
    turnOf(a, "B1");
    attack(a, "B1", "Javelin", "A2");
    expect(creature(a, "B1").hp).toBe(40);
    expect(creature(a, "A2").hp).toBe(35);
    expect(logText(a).some((t) => t.includes("cannot make an opportunity attack") && t.includes("only adjacent enemies"))).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Basic Attacks: 'against a different target'", () => {
  it("after a critical hit, the basic attack may target any enemy in reach but the one just hit", () => {
    const a = arena(
      [
        { card: "Skull Splitter", side: "A", at: [5, 5] },
        { card: "Bold Raider", side: "B", at: [5, 6] },
        { card: "Bold Raider", side: "B", at: [6, 5] },
      ],
      { extra: [cards], dice: [20, 15], choices: ["use", "Cleaver:B2"] },
    );
    turnOf(a, "A1");
    attack(a, "A1", "Cleaver", "B1");
    const offered = a.decisions.find((d) => d.kind === "power-attack")!;
    expect(offered.options.map((o) => o.id)).toEqual(["Cleaver:B2", "decline"]);
    expect(creature(a, "B1").hp).toBe(20);
    expect(creature(a, "B2").hp).toBe(30);
  });

  it("with no other creature in reach, nothing is attacked", () => {
    const a = arena(
      [
        { card: "Skull Splitter", side: "A", at: [5, 5] },
        { card: "Bold Raider", side: "B", at: [5, 6] },
      ],
      { extra: [cards], dice: [20], choices: ["use"] },
    );
    turnOf(a, "A1");
    attack(a, "A1", "Cleaver", "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(logText(a).some((t) => t.includes("has no basic melee attack that can target anyone but"))).toBe(true);
  });
});

describe("ddm-battle-rules-2011.txt § Charge: a charging party", () => {
  it("'charging enemy enters square adjacent to this creature': the charger takes the opportunity attack before its charge attack", () => {
    const a = arena(
      [
        { card: "Spear Warden", side: "A", at: [2, 2] },
        { card: "Bold Raider", side: "B", at: [2, 8] },
      ],
      { extra: [cards], dice: [15, 15], choices: ["use", "attack"] },
    );
    turnOf(a, "B1");
    charge(a.g, "B1", "A1", "2,3");
    expect(creature(a, "B1").hp).toBe(30);
    expect(creature(a, "A1").hp).toBe(50);
  });

  it("a charger destroyed by an interrupt as it comes next to this creature stops there: no charge attack, no error", () => {
    const a = arena(
      [
        { card: "Pike Wall", side: "A", at: [2, 2] },
        { card: "Bold Raider", side: "B", at: [2, 8] },
      ],
      { extra: [cards], dice: [15], choices: ["use"] },
    );
    turnOf(a, "B1");
    charge(a.g, "B1", "A1", "2,3");
    expect(creature(a, "B1").status).toBe("destroyed");
    expect(creature(a, "A1").hp).toBe(60);
    expect(a.dice.remaining()).toBe(1);
  });

  it("an enemy that walks next to it without charging sets nothing off", () => {
    const a = arena(
      [
        { card: "Spear Warden", side: "A", at: [2, 2] },
        { card: "Bold Raider", side: "B", at: [2, 5] },
      ],
      { extra: [cards] },
    );
    turnOf(a, "B1");
    walk(a.g, "B1", [{ x: 2, y: 4, size: 1 }, { x: 2, y: 3, size: 1 }], true, { creature: "B1", rule: "move", src: null });
    expect(creature(a, "B1").space).toMatchObject({ x: 2, y: 3 });
    expect(a.decisions).toHaveLength(0);
    expect(creature(a, "B1").hp).toBe(40);
  });

  it("'one ally adjacent to that enemy makes opportunity attack against that enemy' after an enemy's shift: the ally beside the square it shifted to hits it (15 + 5 vs AC 10, 10 damage)", () => {
    const a = arena(
      [
        { card: "Drill Captain", side: "B", at: [1, 1] },
        { card: "Bold Raider", side: "B", at: [5, 7] },
        { card: "Bold Raider", side: "A", at: [5, 5] },
      ],
      { extra: [cards], dice: [15], choices: ["use", "attack"] },
    );
    turnOf(a, "A1");
    walk(a.g, "A1", [{ x: 5, y: 6, size: 1 }], false, { creature: "A1", rule: "shifts", src: null });
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "B1").championUsed).toBe(1);
  });
});
