// Triggers on attacks and damage for anyone a card names (an ally within N squares, a
// keyword, this creature or an ally…), critical hits and natural rolls, taking and
// "would take" damage, failed saves, and cancellation effects ("that attack misses",
// "the attacker rerolls that attack roll", "takes no/half damage from that attack").
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Resolving Effects
// (Cancellation Effects); § Resistance and Vulnerability; § Saving Throws
import { describe, expect, it } from "vitest";
import type { SourceFile } from "../../compiler/index.js";
import { makeAttack, resolveAttack } from "../../runtime/ddm/attack.js";
import { savingThrows } from "../../runtime/ddm/effects.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { arena, attackOf, creature, logText, type Placement } from "./arena.js";

const stats = `level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40`;
const sword = `attack melee basic "Sword": +5 vs AC; 10 damage`;

// Made-up creatures, one power each (not bundled content).
const cards: SourceFile = {
  path: "test/attack-events.wb",
  text: `creature "Raider" {
  ${stats}
  ${sword}
  attack melee "Brand": +5 vs AC; 10 fire damage
  attack melee "Hex Blade": +5 vs AC; 10 damage and Slowed (save ends)
}
creature "Warden" {
  ${stats}
  ${sword}
  power "Avenge": whenever an ally within 3 squares is hit by a melee attack: that enemy takes 5 damage
}
creature "Goblin Drummer" {
  level 3  cost 12  unaligned  factions Wild  keywords Goblin
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  ${sword}
  power "Drumbeat": whenever a Goblin ally hits an enemy: that ally heals 5 and that enemy takes 5 damage
}
creature "Battle Chanter" {
  ${stats}
  ${sword}
  power "Rousing": use when an ally scores a critical hit: this creature heals 10
}
creature "Clumsy Ogre" {
  ${stats}
  ${sword}
  power "Fumble": whenever this creature rolls a natural 1: this creature takes 5 damage
}
creature "Thorn Beast" {
  ${stats}
  ${sword}
  power "Spines": whenever this creature takes damage from a melee attack: adjacent enemies take 5 damage
}
creature "Salamander" {
  ${stats}
  ${sword}
  power "Fire Drinker": use when this creature would take fire damage: this creature takes no damage
}
creature "Blink Dog" {
  ${stats}
  ${sword}
  power "Blink": immediate interrupt, use when an enemy hits this creature: that attack misses
  power "Yelp": whenever this creature is hit: this creature heals 5
}
creature "Lucky Halfling" {
  ${stats}
  ${sword}
  power "Second Chance": use when this creature is hit by an attack: attacker rerolls that attack roll
}
creature "Jinxed Halfling" {
  ${stats}
  ${sword}
  power "Bad Luck": whenever this creature is hit: attacker rerolls that attack roll
}
creature "Shield Bearer" {
  ${stats}
  ${sword}
  power "Brace": immediate interrupt, use when this creature is hit by a melee attack: this creature takes half damage from that attack
}
creature "Hexer" {
  ${stats}
  ${sword}
  power "Curse": whenever an enemy fails a saving throw: that enemy takes 5 damage
}
creature "Mirror Knight" {
  ${stats}
  ${sword}
  power "Mirror Ward": use when this creature is targeted by a melee attack: that attack misses
}
creature "Iron Golem" {
  ${stats}
  ${sword}
  power "Plating": whenever this creature is hit, once per turn: this creature takes 5 less damage from that attack
}
creature "Lucky Duelist" {
  ${stats}
  ${sword}
  power "Deflect": use when this creature is hit by critical hit: that attack is a normal hit
}
creature "Skirmisher" {
  ${stats}
  ${sword}
  power "Fade": whenever this creature resolves a melee attack: this creature shifts 1
}
creature "Pin Hound" {
  ${stats}
  ${sword}
  power "Pin": whenever this creature rolls natural 16 to 19 with melee attack: that enemy is Immobilized (save ends)
}
creature "War Leader" {
  ${stats}
  ${sword}
  power "Press": use when an ally hits with a melee attack: attacker gets +10 damage on that attack
}
`,
};

const field = (placements: Placement[], dice: number[], choices: string[] = []) => arena(placements, { dice, choices, extra: [cards] });
const attack = (a: ReturnType<typeof field>, by: string, name: string, target: string) =>
  resolveAttack(a.g, by, attackOf(a, by, name), target);

describe("ddm-battle-rules-2011.txt § Automatic Powers: triggers for the creatures a card names", () => {
  it("an ally within 3 squares hit by a melee attack: the attacker takes 5 (A2 30 → the Raider 40 → 35); out of range nothing", () => {
    const a = field([
      { card: "Raider", side: "B", at: [3, 4] },
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Warden", side: "A", at: [5, 3] },
    ], [15]);
    attack(a, "B1", "Sword", "A1");
    expect(creature(a, "A1").hp).toBe(30);
    expect(creature(a, "B1").hp).toBe(35);
    const far = field([
      { card: "Raider", side: "B", at: [3, 4] },
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Warden", side: "A", at: [9, 3] },
    ], [15]);
    attack(far, "B1", "Sword", "A1");
    expect(creature(far, "B1").hp).toBe(40);
  });

  it("a Goblin ally hitting an enemy: 'that ally' heals and 'that enemy' takes damage; a non-Goblin ally's hit does nothing", () => {
    const a = field([
      { card: "Goblin Drummer", side: "A", at: [3, 3] },
      { card: "Goblin Drummer", side: "A", at: [6, 6] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [15]);
    creature(a, "A1").hp = 20;
    attack(a, "A1", "Sword", "B1");
    // A1 hits (B1 40 → 30), then the other Drummer's Drumbeat: A1 heals 5, B1 takes 5 more; A1's own Drumbeat is not about an ally.
    expect(creature(a, "A1").hp).toBe(25);
    expect(creature(a, "B1").hp).toBe(25);
    const b = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Goblin Drummer", side: "A", at: [6, 6] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [15]);
    attack(b, "A1", "Sword", "B1");
    expect(creature(b, "B1").hp).toBe(30);
  });

  it("'use when an ally scores a critical hit' is offered on a natural 20 only", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Battle Chanter", side: "A", at: [6, 6] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [20, 15], ["use"]);
    creature(a, "A2").hp = 20;
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "A2").hp).toBe(30);
    expect(creature(a, "B1").hp).toBe(20);
    attack(a, "A1", "Sword", "B1");
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });

  it("'whenever this creature rolls a natural 1' (ddm-battle-rules-2011.txt § Attack Roll)", () => {
    const a = field([
      { card: "Clumsy Ogre", side: "A", at: [3, 3] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [1, 2]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "A1").hp).toBe(35);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "A1").hp).toBe(35);
  });

  it("'whenever this creature takes damage from a melee attack' fires after the damage, at every adjacent enemy (§ Resistance and Vulnerability, take)", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Raider", side: "A", at: [4, 3] },
      { card: "Thorn Beast", side: "B", at: [3, 4] },
    ], [15]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect([creature(a, "A1").hp, creature(a, "A2").hp]).toEqual([35, 35]);
    const log = logText(a);
    expect(log.findIndex((t) => t.includes("uses Spines"))).toBeGreaterThan(log.findIndex((t) => t.includes("Thorn Beast") && t.includes("takes 10 damage")));
  });
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability: 'would take' damage, before it is taken", () => {
  it("'use when this creature would take fire damage: this creature takes no damage' cancels fire damage, and is not offered for untyped damage", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Salamander", side: "B", at: [3, 4] },
    ], [15, 15], ["use"]);
    attack(a, "A1", "Brand", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(a.decisions.filter((d) => d.kind === "use-power")).toHaveLength(1);
  });
});

describe("ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects)", () => {
  it("'that attack misses' turns the hit into a miss before it is applied, and the other powers answering the hit do not occur", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Blink Dog", side: "B", at: [3, 4] },
    ], [15], ["use"]);
    creature(a, "B1").hp = 30;
    attack(a, "A1", "Sword", "B1");
    // No damage, and Yelp (whenever hit: heal 5) did not fire: the hit was cancelled.
    expect(creature(a, "B1").hp).toBe(30);
    expect(logText(a).some((t) => t.includes("uses Yelp"))).toBe(false);
  });

  it("'the attacker rerolls that attack roll': the second roll stands (15 hits, then 3 misses)", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Lucky Halfling", side: "B", at: [3, 4] },
    ], [15, 3], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(a.dice.remaining()).toBe(0);
  });

  it("an automatic reroll on every hit is bounded: each power rerolls a roll once, so a second hit stands", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Jinxed Halfling", side: "B", at: [3, 4] },
    ], [15, 16]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
    expect(logText(a).filter((t) => t.includes("is rolled again"))).toHaveLength(1);
  });

  it("'this creature takes half damage from that attack': 10 → 5 (§ Applying Damage, Halving Damage)", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Shield Bearer", side: "B", at: [3, 4] },
    ], [15], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(35);
  });
});

describe("ddm-battle-rules-2011.txt § Saving Throws and § Bonuses and Penalties: failed saves, an ally's attack", () => {
  it("'whenever an enemy fails a saving throw': a failed save (5) costs it 5 hit points, a made one (15) nothing", () => {
    const b = field([
      { card: "Hexer", side: "A", at: [6, 6] },
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [15, 5, 15]);
    attack(b, "A2", "Hex Blade", "B1");
    savingThrows(b.g, "B1");
    expect(creature(b, "B1").hp).toBe(25);
    savingThrows(b.g, "B1");
    expect(creature(b, "B1").hp).toBe(25);
  });

  it("'use when an ally hits with a melee attack: +10 damage on that attack' raises the ally's damage (10 → 20)", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "War Leader", side: "A", at: [6, 6] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [15], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(20);
  });
});

describe("ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects) before the roll, and the card's own limits", () => {
  it("'use when this creature is targeted: that attack misses' — no roll is made, the attack misses", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Mirror Knight", side: "B", at: [3, 4] },
    ], [], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(40);
    expect(logText(a).some((t) => t.includes("without a roll"))).toBe(true);
  });

  it("'takes 5 less damage from that attack', once per turn: 10 → 5, then the second hit in the same turn takes 10", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Iron Golem", side: "B", at: [3, 4] },
    ], [15, 15]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(35);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(25);
  });

  it("'that attack is a normal hit': a natural 20 deals 10, not 20 (§ Attack Roll, Critical Hits)", () => {
    const a = field([
      { card: "Raider", side: "A", at: [3, 3] },
      { card: "Lucky Duelist", side: "B", at: [3, 4] },
    ], [20], ["use"]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").hp).toBe(30);
  });

  it("'whenever this creature resolves a melee attack' acts after the attack, hit or miss (§ Making an Attack)", () => {
    const a = field([
      { card: "Skirmisher", side: "A", at: [3, 3] },
      { card: "Raider", side: "B", at: [3, 4] },
    ], [2], ["3,2"]);
    makeAttack(a.g, "A1", cardOf(a.g, "Skirmisher").attacks[0]!, "B1");
    expect(creature(a, "A1").space).toMatchObject({ x: 3, y: 2 });
  });

  it("'rolls natural 16 to 19': a 17 immobilizes the target before the hit is applied; a 20 does not (§ Attack Roll)", () => {
    const a = field([
      { card: "Pin Hound", side: "A", at: [3, 3] },
      { card: "Raider", side: "B", at: [3, 4] },
      { card: "Raider", side: "B", at: [2, 4] },
    ], [17, 20]);
    attack(a, "A1", "Sword", "B1");
    expect(creature(a, "B1").effects.some((e) => e.name === "Immobilized")).toBe(true);
    attack(a, "A1", "Sword", "B2");
    expect(creature(a, "B2").effects.some((e) => e.name === "Immobilized")).toBe(false);
    expect(creature(a, "B2").hp).toBe(20);
  });
});
