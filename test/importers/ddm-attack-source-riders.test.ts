// The DDM importer's reading of attack riders aimed back at the attacker ("target has -3 Attack
// against this creature until this creature is hit by an attack", "target cannot attack this
// creature", "whenever target takes damage from this creature's attacks, it takes 10 additional
// damage"), and terrain an attack lays whatever its roll; wording written for these tests,
// each reading compiled to IR that acts.
// ddm-battle-rules-2011.txt § Bonuses and Penalties; § Core Rules and Exceptions; § Battle Maps and Terrain
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

describe("riders against the creature whose attack gave them (§ Bonuses and Penalties)", () => {
  expectEachReading(
    [
      [
        "Chilling Glare: (burst 2) +11 vs. Will; Dazed AND target has -3 Attack against this creature until this creature is hit by an attack.",
        'attack close burst 2 "Chilling Glare": +11 vs Will; Dazed and the target gets -3 attack against this creature until this creature is hit by an attack',
      ],
      [
        "Awful Mien: (burst 2, enemies only) +12 vs. DEF(Will); Dazed AND until this creature is hit by an attack, -2 Attack against it (Fear)",
        'attack close burst 2 enemies only "Awful Mien" type Fear: +12 vs Will; Dazed and -2 attack against this creature until this creature is hit by an attack',
      ],
      [
        "Cowing Swipe: +9 vs. AC; 15 Damage AND target cannot attack this creature (save ends)",
        'attack melee "Cowing Swipe": +9 vs AC; 15 damage and the target cannot attack this creature (save ends)',
      ],
      [
        "Dread Cry: (burst 2) +9 vs. Will; affected creature cannot move closer to this creature until end of the affected creature's next turn",
        'attack close burst 2 "Dread Cry": +9 vs Will; target cannot move closer to this creature until end of its next turn',
      ],
      [
        "Read the Seams: (range 8) +9 vs. Reflex; until end of battle, whenever target takes damage from this creature's attacks, it takes 10 additional damage.",
        'attack ranged 8 "Read the Seams": +9 vs Ref; target takes 10 more damage from this creature\'s attacks until end of battle',
      ],
      [
        "Hunter's Notch: +9 vs. AC; 5 damage AND target takes 5 extra damage whenever this creature damages it with a {m} attack (save ends).",
        'attack melee "Hunter\'s Notch": +9 vs AC; 5 damage and target takes 5 more damage from this creature\'s melee attacks (save ends)',
      ],
    ],
    "ATTACK",
  );
});

describe("terrain laid by an attack, hit or miss (§ Battle Maps and Terrain)", () => {
  expectEachReading(
    [
      [
        "Dust Devil: (burst 1) +14 vs. Reflex; 5 damage AND Slowed. Hit or miss, each square adjacent to this creature becomes smoke terrain until start of this creature's next turn.",
        'attack close burst 1 "Dust Devil": +14 vs Ref; 5 damage and Slowed; hit or miss: squares adjacent to this creature gain "smoke" terrain until start of this creature\'s next turn',
      ],
    ],
    "ATTACK",
  );
});

describe("a recharge by an action, in a state (§ Powers and Effects, Rechargeable Powers)", () => {
  expectEachReading(
    [
      [
        "Cinder Shot: (range 8) +12 vs. AC; 10 damage. Recharge as a minor action if no enemy is adjacent.",
        'attack ranged 8 "Cinder Shot" recharge as minor action if no enemy is adjacent to it: +12 vs AC; 10 damage',
      ],
      [
        "Ledge Pounce: +10 vs. AC; 15 damage. RECHARGE as a move action when adjacent to a wall.",
        'attack melee "Ledge Pounce" recharge as move action if adjacent to wall: +10 vs AC; 15 damage',
      ],
    ],
    "ATTACK",
  );
});
