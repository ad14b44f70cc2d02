// The importer's readings of champion powers used at the start of the round that name
// their creatures by several traits or give a bonus only against some creatures: two
// sizes and a keyword, several keywords of either side, "each X and each Y ally", a
// higher defence against larger attackers, a bonus against targets the ally flanks.
// Texts written for these tests in the cards' phrasing; each must compile to primitives
// that act (test/runtime/champion-round-bonuses.test.ts plays them).
// ddm-battle-rules-2011.txt § Champion Powers; § How to Choose Targets; § Bonuses and Penalties; § Flanking
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  // The power lent by name must be one of the card's own.
  ["SPECIAL", "Warding Step: Resist 5 fire.", 'power "Warding Step": resist 5 fire'],
  [
    "CHAMPION",
    "Use at start of round: Until end of round, Elf allies have +1 AC (or +3 AC against larger enemies).",
    'champion power "Use at start of round": use at start of round: Elf allies get +1 AC until end of round and Elf allies get +2 AC against larger targets until end of round',
  ],
  [
    "CHAMPION",
    "Use at start of round: Tiny and Small Goblin allies have +2 Attack until end of round.",
    'champion power "Use at start of round": use at start of round: Tiny or Small Goblin allies get +2 attack until end of round',
  ],
  [
    "CHAMPION",
    "Use at start of round: This creature and each Orc enemy and ally, and each Giant enemy and ally has +1 Speed until end of round.",
    'champion power "Use at start of round": use at start of round: this creature gets +1 speed until end of round and Orc or Giant creatures get +1 speed until end of round',
  ],
  [
    "CHAMPION",
    "Use at start of round: Each Arcane and each Divine ally has Warding Step until end of round.",
    'champion power "Use at start of round": use at start of round: Arcane or Divine allies get power "Warding Step" until end of round',
  ],
  [
    "CHAMPION",
    "Use at start of round: Until end of round, each ally has +5 Damage with {r} attacks against targets flanked by that ally.",
    'champion power "Use at start of round": use at start of round: allies get +5 damage with ranged attacks against targets it flanks until end of round',
  ],
];

describe("champion powers at the start of the round naming creatures by several traits", () => {
  expectReadings(cases);
});
