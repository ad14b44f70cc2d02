// Powers that make attacks, bonuses on the attack being made (also only against some
// targets), and triggers that ask how an attack was made.
// ddm-battle-rules-2011.txt § Basic Attacks; § Immediate Actions; § Common Triggered Powers ('Destroyed by' Triggers); § Bonuses and Penalties
import { describe, expect, it } from "vitest";
import { makeAttack } from "../../runtime/ddm/attack.js";
import { cardOf } from "../../runtime/ddm/game.js";
import { powersOf, usePower } from "../../runtime/ddm/powers.js";
import type { TriggerIR } from "../../compiler/ir.js";
import { arena, attackOf, creature, logText } from "./arena.js";

const fighters = {
  path: "test/power-attacks.wb",
  text: `creature "Reaver Captain" {
  level 6  cost 25  evil  factions Wild  keywords Orc
  AC 17  Fort 16  Ref 14  Will 14  speed 6  hp 50
  attack melee basic "Greataxe": +8 vs AC; 10 damage
  attack melee "Heavy Chop": +6 vs AC; 15 damage
  power "Cleave": immediate action, use when this creature's melee attack destroys an enemy: this creature makes a basic melee attack
  power "Riposte": immediate action, use when an enemy misses this creature with a melee attack: make a basic melee attack against that enemy
  power "Brutal Follow-Through": whenever this creature hits with a basic melee attack: that enemy takes 5 damage
}
creature "Shield Warden" {
  level 6  cost 25  good  factions Civilization  keywords Dwarf
  AC 17  Fort 16  Ref 14  Will 14  speed 5  hp 50
  attack melee basic "Hammer": +8 vs AC; 10 damage
  power "Mighty Swing" uses 1: use when this creature hits with a melee attack: +10 damage on that attack
  power "Deflect": use when this creature is hit by a melee attack: that enemy gets -5 damage on that attack
}
creature "Giantsbane Marshal" {
  level 6  cost 25  good  factions Civilization  keywords Dwarf  champion 2
  AC 17  Fort 16  Ref 14  Will 14  speed 5  hp 50
  attack melee basic "Pick": +8 vs AC; 10 damage
  champion power "Bring Them Down": use when ally hits with melee attack: +5 damage on that attack and +10 damage on that attack against Giant targets
}
creature "Hill Lout" {
  level 6  cost 25  evil  factions Wild  keywords Giant
  AC 10  Fort 16  Ref 14  Will 14  speed 6  hp 60
  attack melee basic "Club": +8 vs AC; 10 damage
}
creature "Volley Sergeant" {
  level 5  cost 20  good  factions Civilization  keywords Human  champion 1
  AC 16  Fort 14  Ref 14  Will 14  speed 6  hp 40
  attack melee basic "Sword": +6 vs AC; 10 damage
  champion power "Loose!": use at start of round: one adjacent ally makes ranged attack
}
creature "Sling Trooper" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Knife": +5 vs AC; 5 damage
  attack ranged 6 "Sling Volley": +5 vs AC; 15 damage
}
creature "Bracing Squire" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Sword": +5 vs AC; 5 damage
  power "Brace" uses 1: use when this creature is targeted by a melee attack: +10 AC on that attack
}
`,
};
const extra = [fighters];

describe("§ Basic Attacks: attacks made by powers", () => {
  it("Cleave: a melee attack destroys an enemy, the immediate power makes a basic attack on another, picked by its player", () => {
    const a = arena(
      [
        { card: "Reaver Captain", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 10 },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4], hp: 30 },
      ],
      { extra, dice: [15, 15], choices: ["use", "Greataxe:B2"] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Heavy Chop"), "B1");
    expect(creature(a, "B1").status).toBe("destroyed");
    // Greataxe 10 plus Brutal Follow-Through 5 on the basic hit.
    expect(creature(a, "B2").hp).toBe(15);
    expect(creature(a, "A1").immediateTurn).toBeDefined();
  });

  it("the basic hit trigger ignores a non-basic attack: Heavy Chop deals its 15 alone", () => {
    const a = arena(
      [
        { card: "Reaver Captain", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 30 },
      ],
      { extra, dice: [15] },
    );
    makeAttack(a.g, "A1", attackOf(a, "A1", "Heavy Chop"), "B1");
    expect(creature(a, "B1").hp).toBe(15);
  });

  it("Riposte: a melee miss lets it attack that enemy; the only option besides declining is that enemy", () => {
    const a = arena(
      [
        { card: "Reaver Captain", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 30 },
        { card: "Cinder Goblin Cutter", side: "B", at: [4, 4], hp: 30 },
      ],
      { extra, dice: [2, 15], choices: ["use", "Greataxe:B1"] },
    );
    const goblin = cardOf(a.g, "Cinder Goblin Cutter").attacks[0]!;
    makeAttack(a.g, "B1", goblin, "A1");
    expect(a.decisions[1]!.options.map((o) => o.id)).toEqual(["Greataxe:B1", "decline"]);
    expect(creature(a, "B1").hp).toBe(15);
    expect(logText(a).some((t) => t.includes("Riposte"))).toBe(true);
  });
});

describe("§ Bonuses and Penalties: a bonus on that attack", () => {
  it("'+10 damage on that attack' is used when the hit is known and lands on that hit, then ends with the attack", () => {
    const a = arena(
      [
        { card: "Shield Warden", side: "A", at: [3, 3] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 4], hp: 40 },
      ],
      { extra, dice: [15, 15], choices: ["use"] },
    );
    const hammer = attackOf(a, "A1", "Hammer");
    makeAttack(a.g, "A1", hammer, "B1");
    expect(creature(a, "B1").hp).toBe(20);
    expect(a.g.state.attackBoosts).toBeUndefined();
    // The use is spent: the next hit deals the Hammer's 10 alone.
    makeAttack(a.g, "A1", hammer, "B1");
    expect(creature(a, "B1").hp).toBe(10);
  });

  it("'that enemy gets -5 damage on that attack' lowers the attacker's damage on the hit", () => {
    const a = arena(
      [
        { card: "Shield Warden", side: "A", at: [3, 3], hp: 50 },
        { card: "Reaver Captain", side: "B", at: [3, 4] },
      ],
      { extra, dice: [19], choices: ["use", "decline"] },
    );
    makeAttack(a.g, "B1", attackOf(a, "B1", "Heavy Chop"), "A1");
    expect(creature(a, "A1").hp).toBe(40);
  });
});

describe("§ Bonuses and Penalties: a bonus on that attack only against some targets", () => {
  it("'+5 damage on that attack and +10 damage on that attack against Giant targets': an ally's hit on a Giant deals 10 + 15, on an Orc 10 + 5", () => {
    const a = arena(
      [
        { card: "Giantsbane Marshal", side: "A", at: [0, 0] },
        { card: "Shield Warden", side: "A", at: [3, 3] },
        { card: "Hill Lout", side: "B", at: [3, 4] },
        { card: "Reaver Captain", side: "B", at: [4, 4] },
      ],
      { extra, dice: [15, 19], choices: ["use", "decline", "use", "decline"] },
    );
    const hammer = attackOf(a, "A2", "Hammer");
    makeAttack(a.g, "A2", hammer, "B1");
    expect(creature(a, "B1").hp).toBe(60 - 25);
    a.g.state.turn += 1;
    makeAttack(a.g, "A2", hammer, "B2");
    expect(creature(a, "B2").hp).toBe(50 - 15);
    expect(creature(a, "A1").championUsed).toBe(2);
  });
});

describe("§ Bonuses and Penalties: a defence against that attack", () => {
  it("'+10 AC on that attack' turns a 15 + 8 = 23 hit on AC 14 into a miss against AC 24, and ends with that attack", () => {
    const a = arena(
      [
        { card: "Bracing Squire", side: "A", at: [3, 3] },
        { card: "Reaver Captain", side: "B", at: [3, 4] },
      ],
      { extra, dice: [15, 15], choices: ["use"] },
    );
    const axe = attackOf(a, "B1", "Greataxe");
    makeAttack(a.g, "B1", axe, "A1");
    expect(creature(a, "A1").hp).toBe(30);
    expect(a.g.state.attackBoosts).toBeUndefined();
    makeAttack(a.g, "B1", axe, "A1");
    // Brace is spent: Greataxe 10 plus Brutal Follow-Through 5.
    expect(creature(a, "A1").hp).toBe(15);
  });
});

describe("§ Making an Attack: an ally's attack made by a power", () => {
  it("'one adjacent ally makes ranged attack': the trooper's Sling Volley, not its Knife, is offered; 15 damage on a 15", () => {
    const a = arena(
      [
        { card: "Volley Sergeant", side: "A", at: [3, 3] },
        { card: "Sling Trooper", side: "A", at: [3, 4] },
        { card: "Cinder Goblin Cutter", side: "B", at: [3, 8], hp: 30 },
      ],
      { extra, dice: [15], choices: ["Sling Volley:B1"] },
    );
    const p = powersOf(a.g, "A1")[0]!;
    usePower(a.g, "A1", p, p.clauses[0] as TriggerIR, {});
    const offered = a.decisions.find((d) => d.kind === "power-attack")!.options.map((o) => o.id);
    expect(offered).toEqual(["Sling Volley:B1", "decline"]);
    expect(creature(a, "B1").hp).toBe(15);
  });
});
