// The importer's readings of triggered powers from the long tail: a rating for the
// initiative test gained for a while, that much damage of a type from one attack, a shift
// closing on a creature, a defence for one attack, a d20 against a hit's base damage, on texts written for these tests in the cards'
// phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § Champion Test; § Applying Damage (Damage Types, Base Damage); § Move Actions (Shift);
// § Resistance and Vulnerability; § Activated Powers
import { describe } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { expectReadings } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // § Champion Test: a champion rating counted in the initiative test, for as long as the effect lasts.
  [
    "SPECIAL",
    "Raised Banner: Use when an allied champion is destroyed: until end of battle, this creature has +10 {r} Damage and is treated as having a champion rating of 1 for initiative.",
    'power "Raised Banner": use when champion ally is destroyed: this creature gets +10 damage with ranged attacks until end of battle and this creature gets champion rating 1 for initiative until end of battle',
  ],
  [
    "SPECIAL",
    "Brief Command: Whenever an ally is destroyed, this creature is treated as having CR 3 when determining initiative until end of round.",
    'power "Brief Command": whenever ally is destroyed: this creature gets champion rating 3 for initiative until end of round',
  ],
  // § Applying Damage (Damage Types): that much damage of one type from a single attack.
  [
    "SPECIAL",
    "Frost Fracture: Whenever this creature is hit by an attack that deals 20 or more cold damage: This creature is Weakened until end of battle.",
    'power "Frost Fracture": whenever this creature takes 20 or more cold damage from attack: this creature is Weakened until end of battle',
  ],
  [
    "SPECIAL",
    "Scorched Hide: Use when this creature is hit by a {m} attack that deals 15 or more fire damge; this creature shifts 2 squares.",
    'power "Scorched Hide": use when this creature takes 15 or more fire damage from melee attack: this creature shifts 2',
  ],
  [
    "SPECIAL",
    "Heavy Blow: Whenever this creature takes 30 or more damage from a {r} attack, it is Dazed until end of its next turn.",
    'power "Heavy Blow": whenever this creature takes 30 or more damage from ranged attack: this creature is Dazed until end of its next turn',
  ],
  // § Move Actions (Shift): every square entered closer to the creature the trigger named; a power whose name begins "Move" is named so.
  [
    "SPECIAL",
    "Scent Trail: Use when an enemy within 6 squares of this creature becomes bloodied: Shift up to 3 squares; each square entered must be closer to the enemy than the last square.",
    'power "Scent Trail": use when enemy within 6 squares becomes bloodied: this creature shifts 3 toward that enemy',
  ],
  [
    "SPECIAL",
    "Move in Swiftly: Use when an adjacent enemy becomes bloodied: Shift 2 squares, each square closer to that enemy.",
    'power "Move in Swiftly": use when adjacent enemy becomes bloodied: this creature shifts 2 toward that enemy',
  ],
  // § Resistance and Vulnerability: a defence for that attack, of the creature it targets.
  [
    "SPECIAL",
    "Guarding Cloak: Use when an enemy makes a {m} attack: This creature or an adjacent Champion ally gains Resist 5 Fire against that attack.",
    'power "Guarding Cloak": use when enemy targets this creature or adjacent champion ally with melee attack: resist 5 fire on that attack',
  ],
  [
    "SPECIAL",
    "Shield Wall: Use when an enemy makes an attack vs. Ref: this creature or an adjacent ally gains +4 Ref vs. that attack.",
    'power "Shield Wall": use when enemy targets this creature or adjacent ally with attack vs Ref: target gets +4 Ref on that attack',
  ],
  // § Applying Damage (Base Damage): a d20 against the base damage of the hit.
  [
    "SPECIAL",
    "Deflect: Use when this creature is hit by a {m} attack: Roll a d20. If the result is at least the base damage of that attack, that attack misses.",
    'power "Deflect": use when this creature is hit by melee attack: that attack misses if d20 roll is at least its base damage',
  ],
  // § Champion Powers: a use paid and given back, for a champion of a keyword.
  [
    "SPECIAL",
    "Zealous Aide: Use when a Dwarf champion ally declares the use of a Champion power: It does not spend a checkbox for this use.",
    'power "Zealous Aide": use when Dwarf ally declares champion power: that ally regains 1 champion power use',
  ],
  // § Forced-Movement Effects (Push): away from the attacker, not the power's owner.
  [
    "CHAMPION",
    "Use when an enemy is hit by a {r} attack: +5 cold Damage on that attack AND push target 2 squares from attacker.",
    'champion power "Use when an enemy is hit by a ranged attack": use when enemy is hit by ranged attack: +5 cold damage on that attack and push target 2 away from attacker',
  ],
  // § Immediate Actions: the attack said first, the trigger after it ("any adjacent enemy that …"), two triggers joined by "or".
  [
    "SPECIAL",
    "Watchful Guard: Make an immediate {b} attack against an adjacent enemy that shifts or attacks a creature other than this creature.",
    'power "Watchful Guard": immediate action, use when adjacent enemy shifts: this creature makes basic melee attack against that enemy; immediate action, use when adjacent enemy attacks creature: this creature makes basic melee attack against that enemy',
  ],
  // § How to Read a Creature Stat Card (attack glyphs): "a non-{b} attack" is any attack but a basic melee one.
  [
    "SPECIAL",
    "Bend Space: Use when an enemy within 4 squares of this creature makes a non-{b} attack: the attacker rolls a d20. On 1-5, that attack becomes a miss, then this creature pulls that enemy 2 squares.",
    'power "Bend Space": use when enemy within 4 squares declares attack other than basic melee attack: roll d20 on 1 to 5 (that attack misses and pull that enemy 2)',
  ],
  [
    "SPECIAL",
    "Slip Aside: Use when an adjacent enemy makes a non-{b} attack against this creature: this creature shifts 1 square.",
    'power "Slip Aside": use when adjacent enemy declares attack other than basic melee attack against this creature: this creature shifts 1',
  ],
  // § Move Actions (Move): a move closing on the attacker, then a basic attack only from beside it.
  [
    "SPECIAL",
    "Troop Guard: Immediate action, use when an enemy within 4 squares targets a Beast ally with an attack: This creature moves up to its speed, each square closer to that enemy. If it ends adjacent to that enemy, it may make a {m} basic attack against that enemy.",
    'power "Troop Guard": immediate action, use when enemy within 4 squares targets Beast ally with attack: this creature moves up to its speed toward that enemy and this creature makes basic melee attack against that enemy if adjacent to it',
  ],
  // § How to Choose Targets (Invisible), § Attack Roll (Conceal): used at no cost whenever such an enemy is beside it, so always so.
  [
    "SPECIAL",
    "Sense Breath: Use when a living enemy is adjacent: Ignore Invisible on that enemy.",
    'power "Sense Breath": treats invisible creatures both Living as well as adjacent to this creature as visible',
  ],
  [
    "SPECIAL",
    "Keen Nose: Use when an enemy is adjacent to this creature; ignore conceal and ignore invisible on that enemy.",
    'power "Keen Nose": ignores conceal of creatures adjacent to this creature and treats invisible creatures adjacent to this creature as visible',
  ],
  // § Bonuses and Penalties: on the hit of the answering attack, a penalty on the attack the enemy is making.
  [
    "SPECIAL",
    "Spoil Aim: Use when an enemy targets an ally with an attack: Make 1 {m} attack against that enemy as an immediate action. If this creature's attack hits, that enemy also has -2 Attack on its attack.",
    'power "Spoil Aim": immediate action, use when enemy targets ally with attack: this creature makes melee attack against that enemy giving it -2 attack on its attack if it hits',
  ],
];

describe("warband import ddm: triggered powers of the long tail", () => {
  expectReadings(cases);
});
