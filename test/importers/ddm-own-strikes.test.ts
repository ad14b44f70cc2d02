// The importer's readings of powers set off by this creature's own attacks: an attack roll
// whose natural result makes it a critical hit ("Use after this creature makes an attack
// roll, if the result is a natural 18 or 19"), and a bonus on an attack declared on its own
// turn before it has moved, after which it cannot move that turn, menus after a hit and
// attacks against a different target, attacks at an enemy in either of two states, the
// natural roll set or rolled again keeping the higher, and this creature or its rider; on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Activated Powers; § Attack Roll (Critical Hit); § Core Rules and Exceptions
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  // The roll is the trigger; "a hit and a critical hit" is one effect (a critical hit is a hit).
  ["SPECIAL", "Savage Edge: Use after this creature makes a {b} attack roll, if the result of that attack is a natural 17 or 18; that attack is a hit and a critical hit.", 'power "Savage Edge": use when this creature rolls natural 17 or 18 with basic melee attack: that attack is a critical hit'],
  ["SPECIAL", "Lucky Swing: Use after it makes a ranged attack roll, if the roll is a natural 15-19: That attack is a critical hit. RECHARGE when an ally scores a critical hit.", 'power "Lucky Swing" recharge when ally scores critical hit: use when this creature rolls natural 15 to 19 with ranged attack: that attack is a critical hit'],
  // Its own turn and a turn history together; "cannot move this turn" lasts to the turn's end.
  ["SPECIAL", "Rooted Strike: Use when this creature declares an attack on its turn: If this creature has not moved this turn, +5 Damage on that attack, then this creature cannot move this turn.", 'power "Rooted Strike": use when this creature declares attack while on its turn if it did not move this turn: +5 damage on that attack and this creature cannot move until end of turn'],
  ["SPECIAL", "Planted Feet: Use when this creature declares a {m} attack on its turn: if it has not moved this turn, +2 Attack on that attack.", 'power "Planted Feet": use when this creature declares melee attack while on its turn if it did not move this turn: +2 attack on that attack'],
  // A menu whose entries are named "… of the …" behind check boxes; its attack entry alone costs the immediate action.
  ["SPECIAL", "Three Maws: Use after this creature hits an enemy with a {m} attack on its turn: Choose 1 effect: [q]Maw of the Bear: Push that enemy up to 2 squares. [q]Fang of the Wolf: Make a {m} attack against a different target as an immediate action. [q]Coil of the Snake: That enemy is Slowed (save ends).", 'power "Three Maws": use when this creature hits enemy with melee attack while its turn: choose one push that enemy 2 or this creature makes melee attack against different target as immediate action or that enemy is Slowed (save ends)'],
  ["SPECIAL", "Snap Back: Immediate, when this creature hits with a {r} attack; make a {r} attack against a different target as an immediate action.", 'power "Snap Back": immediate action, use when this creature hits with ranged attack: this creature makes ranged attack against different target'],
  ["SPECIAL", "Second Bite: Use when this creature hits with a {b} attack: This creature makes a Gnaw attack against another target.", 'power "Second Bite": use when this creature hits with basic melee attack: this creature makes "Gnaw" attack against different target'],
  // An attack at an enemy in one state or another; a printing slip ("posion") mended.
  ["SPECIAL", "Quick Pounce: Immediate, when making a {b} attack against an enemy that is Dazed or taking ongoing posion Damage; make an extra {b} attack.", 'power "Quick Pounce": immediate action, use when this creature attacks enemy that is either Dazed or taking ongoing poison damage with basic melee attack: this creature makes basic melee attack'],
  ["SPECIAL", "Pin Strike: Use when this creature hits a target that is Immobilized or Slowed: +5 damage on that attack.", 'power "Pin Strike": use when this creature hits target that is either Immobilized or Slowed: +5 damage on that attack'],
  // The natural roll set before it is rolled; this creature or its rider (§ Mounts and Riders).
  ["SPECIAL", "Calm Aim: Use before this creature makes a {r} attack. Treat that attack roll as a natural 12", 'power "Calm Aim": use when this creature attacks with ranged attack: that attack roll is natural 12'],
  ["SPECIAL", "Sure Flight: Use when this creature or its rider makes a {m} attack: That attack's attack roll is a natural 11.", 'power "Sure Flight": use when this creature or its rider declares melee attack: that attack roll is natural 11'],
  ["SPECIAL", "Holy Charge 5: Use when this creature or its rider declares an attack against a Chaotic target: +5 Damage on that attack.", 'power "Holy Charge 5": use when this creature or its rider declares attack against Chaotic creature: attacker gets +5 damage on that attack'],
  // The roll just made rolled again, the higher kept; a save so answered is a failed one rolled again (§ Saving Throws).
  ["SPECIAL", "Fickle Fortune: Use after it rolls an attack roll or saving throw: Reroll that attack or saving throw and keep the higher roll.", 'power "Fickle Fortune": use when this creature rolls attack roll: reroll that attack roll keeping the higher; use when this creature fails saving throw: reroll that save'],
  ["SPECIAL", "Second Look: Use after this creature rolls a {r} attack roll: Re-roll that attack roll and keep the higher result.", 'power "Second Look": use when this creature rolls attack roll with ranged attack: reroll that attack roll keeping the higher'],
];

describe("warband import ddm: this creature's own attacks (natural rolls, unmoved turns)", () => {
  expectReadings(cases);
});
