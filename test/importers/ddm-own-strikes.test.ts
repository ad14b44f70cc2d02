// The importer's readings of powers set off by this creature's own attacks: an attack roll
// whose natural result makes it a critical hit ("Use after this creature makes an attack
// roll, if the result is a natural 18 or 19"), and a bonus on an attack declared on its own
// turn before it has moved, after which it cannot move that turn; on texts written for
// these tests in the cards' phrasing.
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
];

describe("warband import ddm: this creature's own attacks (natural rolls, unmoved turns)", () => {
  expectReadings(cases);
});
