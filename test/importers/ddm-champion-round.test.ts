// The importer's readings of champion powers used at the start of the round that name
// their creatures by several traits or give a bonus only against some creatures: two
// sizes and a keyword, several keywords of either side, "each X and each Y ally", a
// higher defence against larger attackers, a bonus against targets the ally flanks, a
// bonus held only near the champion.
// A bonus after a hit, an attack made with combat advantage, and rules changed until the
// end of the round (never flanked, sight range cut, wider critical hits against one enemy).
// Texts written for these tests in the cards' phrasing; each must compile to primitives
// that act (test/runtime/champion-round-bonuses.test.ts and champion-round-rules.test.ts play them).
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
  // § Attack Roll: a bonus naming no one after a hit is the attack's; an attack "against a target it has combat advantage against".
  [
    "CHAMPION",
    "Use when any creature hits with a {r} attack; +5 cold Damage.",
    'champion power "Use when any creature hits with a ranged attack": use when any creature hits with ranged attack: +5 cold damage on that attack',
  ],
  [
    "CHAMPION",
    "Use when an ally makes a {r} Attack against a target it has combat advantage against: +5 Damage on that attack.",
    'champion power "Use when an ally makes a ranged attack against a target it h": use when ally declares ranged attack with combat advantage: attacker gets +5 damage on that attack',
  ],
  // § Flanking; § Ranged Attacks; § Attack Roll (Critical Hit): rules changed until end of round.
  ["CHAMPION", "Use at start of round: Until end of round, each ally is never considered to be flanked.", 'champion power "Use at start of round": use at start of round: allies cannot be flanked until end of round'],
  [
    "CHAMPION",
    "Use at start of round: Until end of round, all {r} attacks with range sight have range 8 instead.",
    'champion power "Use at start of round": use at start of round: this creature gets range 8 for ranged attacks with range sight until end of round and creatures get range 8 for ranged attacks with range sight until end of round',
  ],
  [
    "CHAMPION",
    "Use when an enemy damages an ally with a {r} attack: Until end of round, each ally scores critical hits against that enemy on attack rolls of natural 19-20.",
    'champion power "Use when an enemy damages an ally with a ranged attack": use when enemy damages ally with ranged attack: allies get critical hits on natural 19 or higher against that enemy until end of round',
  ],
  // A resistance against every attack; a choice among damage types; a hit on this creature after "targets"; combat advantage for a turn.
  [
    "CHAMPION",
    "Use when an enemy declares a {c} power: Each ally has Resist 5 All vs. attacks until end of turn.",
    'champion power "Use when an enemy declares a close power": use when enemy declares close attack: allies get resist 5 all until end of turn',
  ],
  [
    "CHAMPION",
    "Use when this creature is hit by an attack: One enemy within 4 takes 5 acid, thunder, or fire damage (choose one).",
    'champion power "Use when this creature is hit by an attack": use when this creature is hit: either one enemy within 4 squares takes 5 acid damage or one enemy within 4 squares takes 5 thunder damage or one enemy within 4 squares takes 5 fire damage',
  ],
  [
    "CHAMPION",
    "Use when an enemy targets this creature with a {r} attack: If that attack hits, that enemy has -1 Attack until end of battle.",
    'champion power "Use when an enemy targets this creature with a ranged attack": use when enemy hits this creature with ranged attack: that enemy gets -1 attack until end of battle',
  ],
  [
    "CHAMPION",
    "Use at start of a Goblin ally's turn: Until end of turn, that ally has combat advantage on its attacks.",
    'champion power "Use at start of a Goblin ally\'s turn": use when Goblin ally starts its turn: that ally gets combat advantage against any target until end of turn',
  ],
  ["CHAMPION", "Use at start of an enemy's turn: Until end of turn, that enemy cannot gain combat advantage.", 'champion power "Use at start of an enemy\'s turn": use at start of enemy\'s turn: that enemy cannot gain combat advantage until end of turn'],
  // "this turn": the turn going on.
  ["CHAMPION", "Use at start of a Kobold ally's turn: That ally has +2 Speed this turn.", 'champion power "Use at start of a Kobold ally\'s turn": use when Kobold ally starts its turn: that ally gets +2 speed until end of turn'],
  // § Counting Distance: a bonus that counts only while the ally holding it is near the champion ("within 4 of this creature", no "squares").
  ["CHAMPION", "Use at start of round: Until end of round, allies have +1 AC while within 4 of this creature.", 'champion power "Use at start of round": use at start of round: allies get +1 AC while within 4 squares of this creature until end of round'],
  // § How to Choose Targets: one creature of any of several keywords, anywhere; § Champion Powers: copied only in a victory area.
  ["CHAMPION", "Use at start of round: A Fey or Elf ally makes a {r} attack as an immediate action.", 'champion power "Use at start of round": use at start of round: one Fey or Elf ally makes ranged attack'],
  [
    "SPECIAL",
    "Field Orders: Only while occupying a victory area: Use the champion power of an allied champion as if it had that power.",
    'power "Field Orders": can use champion powers of allied champions while it occupies victory area',
  ],
  // § Core Rules and Exceptions: those beside it then may not attack it (test/runtime/champion-round-restrictions.test.ts); the noun alone is each of them.
  ["CHAMPION", "Use at start of round: Adjacent enemies cannot attack this creature until end of round.", 'champion power "Use at start of round": use at start of round: adjacent enemies cannot attack this creature until end of round'],
  ["CHAMPION", "Use at the start of a round. Adjacent enemy may not attack this creature this round.", 'champion power "Use at start of a round": use at start of round: adjacent enemies cannot attack this creature until end of round'],
  ["CHAMPION", "Use at start of round: Each adjacent ally cannot attack this round.", 'champion power "Use at start of round": use at start of round: adjacent allies cannot attack until end of round'],
  // § How to Read a Creature Stat Card (Level): the highest (lowest) level of its side in play, "in play" said or not (test/runtime/champion-highest-level.test.ts); § Charge: "on charge attacks" is while charging.
  [
    "CHAMPION",
    "Use when the highest-level enemy in play is hit by an attack: Until end of round, allies have +5 Damage on charge attacks against that enemy.",
    'champion power "Use when the highest-level enemy in play is hit by an attack": use when highest-level enemy is hit by attack: allies get +5 damage against that enemy while charging until end of round',
  ],
  ["CHAMPION", "Use when the lowest-level ally is damaged by an attack: That ally heals 10 HP.", 'champion power "Use when the lowest-level ally is damaged by an attack": use when lowest-level ally is damaged by attack: that ally heals 10'],
  ["CHAMPION", "Use at start of round: Until end of round, Orc allies have +2 Attack with charge attacks.", 'champion power "Use at start of round": use at start of round: Orc allies get +2 attack while charging until end of round'],
  // § Continuous Powers (Aura): targets inside an enemy's aura of that name (test/runtime/champion-named-aura.test.ts).
  [
    "CHAMPION",
    "Use at start of round: Until end of round, allies have +5 MELEE damage vs. enemies in the Dread Menace aura.",
    'champion power "Use at start of round": use at start of round: allies get +5 damage with melee attacks against targets in "Dread Menace" aura until end of round',
  ],
  // § Attack Roll: "… and uses the new roll" is what a reroll is.
  [
    "CHAMPION",
    "Use when an Orc ally misses with a {m} attack: That ally takes 10 damage, then re-rolls that attack and uses the new roll.",
    'champion power "Use when an Orc ally misses with a melee attack": use when Orc ally misses with melee attack: that ally takes 10 damage and attacker rerolls that attack roll',
  ],
];

describe("champion powers at the start of the round naming creatures by several traits", () => {
  expectReadings(cases);
});
