// The importer's readings of powers on this creature entering another's space as it passes
// through (compiler/primitives/movement-triggers.ts, self-enters-space), on texts written for
// these tests in the cards' phrasing: "enters a … enemy's space", "moves through a space
// occupied by …", "Use while moving through …"; an attack printed with its own roll is aimed
// at the creature whose space was entered; an attack against one of the enemies a move passed through.
// ddm-battle-rules-2011.txt § Moving (Legal Position, Enemy); § Movement Modes; § Common Triggered Powers
import { describe } from "vitest";
import type { ReadingCase } from "./reading.js";
import { expectReadings } from "./reading.js";

const cases: ReadingCase[] = [
  [
    "SPECIAL",
    "Hoofbeat: Use while moving through a square occupied by a bloodied enemy, only once per turn; make a {b} attack against that enemy.",
    'power "Hoofbeat": use when this creature moves through space occupied by bloodied enemy, once per turn: this creature makes basic melee attack against that enemy',
  ],
  ["SPECIAL", "Grind: Whenever this creature enters a Small or smaller enemy's space, that enemy takes 10 damage.", 'power "Grind": whenever this creature enters space occupied by Small or smaller enemy: that enemy takes 10 damage'],
  ["SPECIAL", "Cinder Wake: Use when it moves into a space occupied by an Orc enemy: That enemy is Dazed (save ends).", 'power "Cinder Wake": use when this creature moves through space occupied by Orc enemy: that enemy is Dazed (save ends)'],
  // The roll with no target named: the creature whose space it entered.
  [
    "SPECIAL",
    "Undertow: Use when this creature enters a Medium or smaller enemy's space; +9 vs. DEF(Ref); Immobilized (save ends).",
    [
      'power "Undertow": use when this creature enters space occupied by Medium or smaller enemy: this creature makes "Undertow" attack against that enemy',
      'attack melee by power only "Undertow": +9 vs Ref; Immobilized (save ends)',
    ],
  ],
  // An attack with a move of its own, against one of the enemies it passed through (compiler/lower/creature.ts, "against one enemy entered").
  [
    "ATTACK",
    "Rime Stampede: Move up to 5 squares and make 1 attack against 1 enemy whose space is entered during that move; +9 vs. Fortitude; 15 cold damage AND Slowed.",
    'attack melee during moving 5 against one enemy entered "Rime Stampede": +9 vs Fort; 15 cold damage and Slowed',
  ],
];

describe("warband import ddm: this creature entering a space occupied by another (passing through it)", () => {
  expectReadings(cases);
});
