// The importer's reading of bonuses for the next attack ("+5 poison Damage to this
// creature's next {m} attack", "… on this creature's next {r} attack this turn", "Reach 2
// with this creature's next attack"), on texts written for these tests in the cards'
// phrasing: each must become the language's words and compile to primitives that act.
// ddm-battle-rules-2011.txt § Conditions (Duration: until a trigger); § Bonuses and Penalties
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  ["Venom Coat: Minor action; +10 acid Damage to this creature's next {m} attack.", 'power "Venom Coat": minor action: this creature gets +10 acid damage with melee attacks until it makes a melee attack'],
  [
    "Steady Aim: Replaces move action: +2 Attack and +5 Damage on this creature's next {r} attack this turn.",
    'power "Steady Aim": replaces move action: this creature gets +2 attack with ranged attacks until end of turn or until it makes a ranged attack and this creature gets +5 damage with ranged attacks until end of turn or until it makes a ranged attack',
  ],
  ["Lunge: Minor action; Reach 3 with this creature's next attack.", 'power "Lunge": minor action: this creature gets reach 3 until it attacks'],
  [
    "Blood Gift: Replaces attack action: 1 ally within 5 squares takes 5 Damage and deals +10 Damage when it hits with its next {m} attack.",
    'power "Blood Gift": replaces attack action: one ally within 5 squares takes 5 damage and one ally within 5 squares gets +10 damage with melee attacks until it makes a melee attack',
  ],
  // A resistance of one type from a list, its player picking which.
  [
    "Ward of Elements: Minor action: This creature or 1 adjacent ally gains Resist 5 Cold, Fire, or Thunder until end of battle.",
    'power "Ward of Elements": minor action: choose one (this creature or one adjacent ally gets resist 5 cold until end of battle) or (this creature or one adjacent ally gets resist 5 fire until end of battle) or (this creature or one adjacent ally gets resist 5 thunder until end of battle)',
  ],
  // § Conditions (Duration): until the end of the next round, until the power's user is destroyed.
  ["Mist Veil: Minor action; 1 adjacent ally has Conceal 8 until end of the next round.", 'power "Mist Veil": minor action: one adjacent ally gets conceal 8 until end of next round'],
  [
    "Warding Touch: Move action: One ally within 3 heals 10 HP. That ally also gains Immune Fire until this creature is destroyed.",
    'power "Warding Touch": move action: one ally within 3 squares heals 10 and one ally within 3 squares gets immune fire until this creature is destroyed',
  ],
];

describe("warband import ddm: bonuses on the next attack, durations", () => {
  expectEachReading(cases);
});
