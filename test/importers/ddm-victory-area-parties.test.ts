// The importer's readings of a party named by where it stands ("an enemy occupying a victory
// area", "an enemy in a victory area") and of a rider that deals one amount of damage or
// another ("then target takes 10 acid damage or 10 lightning damage", the attacker's player
// choosing), and a creature off the map put on it far from the destroyer, on texts written
// for these tests in the cards' phrasing; each must compile.
// ddm-battle-rules-2011.txt § Scenarios and Variants (Assault; victory areas); § Activated Powers; § Resolving Effects; § Set-Up (Delayed Appearance)
import { describe } from "vitest";
import type { ReadingCase } from "./reading.js";
import { expectReadings } from "./reading.js";

const cases: ReadingCase[] = [
  ["CHAMPION", "Use when an ally destroys an enemy occupying a victory area: You score 5 VP.", 'champion power "Use when an ally destroys an enemy occupying a victory area": use when ally destroys enemy in victory area: you score 5 VP'],
  ["SPECIAL", "Toll Keeper: Use when an enemy in a victory area is destroyed: you score 5 VP.", 'power "Toll Keeper": use when enemy in victory area is destroyed: you score 5 VP'],
  ["ATTACK", "Gale Slash: +9 vs. AC; push target up to 2 squares, then target takes 10 acid damage or 10 lightning damage.", 'attack melee "Gale Slash": +9 vs AC; push 2 and either target takes 10 acid damage or target takes 10 lightning damage'],
  // § Set-Up (Delayed Appearance): a creature off the map enters play far from the destroyer, or from every enemy.
  [
    "SPECIAL",
    "Night Bell: Use when an enemy occupying a victory area destroys a creature; if this creature is not on the battle map, place it on the battle map at least 4 squares away from that enemy.",
    'power "Night Bell": use when enemy in victory area destroys creature while off battle map: place this creature at least 4 squares from that enemy',
  ],
  [
    "SPECIAL",
    "Night Bell: Use when an enemy destroys an ally; if this creature is off the battle map, put it on the battle map 6 or more squares from all enemies.",
    'power "Night Bell": use when enemy destroys ally while off battle map: place this creature in square at least 6 squares from all enemies',
  ],
];

describe("warband import ddm: parties in a victory area; a rider of one damage or another", () => {
  expectReadings(cases);
});
