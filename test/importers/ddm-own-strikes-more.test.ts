// The importer's readings of more powers set off by this creature's own attacks: a score
// for destroying a Unique enemy (Unique named as a keyword is, § How to Read a Creature
// Stat Card), and "use with Sneak Attack", an attack against a target granting combat
// advantage (content/ddm/core/named-powers.wb, "Sneak Attack N"); on texts written for
// these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Activated Powers; § Combat Advantage; § Powers and Effects (Rechargeable Powers)
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  ["SPECIAL", "Crowned Prey: Use when this creature destroys a Unique enemy: You score +5 VP.", 'power "Crowned Prey": use when this creature destroys Unique enemy: you score 5 VP'],
  // Damage needs the hit; a bonus to the roll is had as the attack is declared. "No enemy within N squares" at the turn's start recharges it.
  ["SPECIAL", "Cheap Shot: Use with Sneak Attack; +10 Damage on that attack. RECHARGE when no enemy is within 6 squares at start of this creature's turn.", 'power "Cheap Shot" recharge when start of its turn if no enemy is within 6 squares of it: use when this creature hits with combat advantage: +10 damage on that attack'],
  ["SPECIAL", "Low Blow: Use with Sneak Attack: +2 Attack on that attack.", 'power "Low Blow": use when this creature declares attack with combat advantage: +2 attack on that attack'],
];

describe("warband import ddm: this creature's own attacks (Unique enemies, Sneak Attack)", () => {
  expectReadings(cases);
});
