// The importer's readings of more powers used as actions or at a moment, on texts written
// for these tests in the cards' phrasing: allies choosing to be pulled next to the creature;
// one attack of an ally recharged; a printed reach lost and only basic attacks for a while;
// a next attack that ignores cover.
// Each must become the language's words and compile.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Opportunity Attacks; § Activated Powers;
// § Powers and Effects (Rechargeable Powers); § Melee Attacks (Range); § Basic Attacks; § Cover
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  // § Forced-Movement Effects (Pull): an ally's choice is its player's, the power's; the pull provokes when the card says so.
  [
    "Form Up: Minor action; each ally within 4 squares of this creature can choose to be pulled adjacent to it; this movement provokes opportunity attacks.",
    'power "Form Up": minor action: pull any number of allies within 4 squares adjacent provoking opportunity attacks',
  ],
  ["Muster: Move action: Every Dwarf ally within 3 squares may choose to be pulled adjacent to this creature.", 'power "Muster": move action: pull any number of Dwarf allies within 3 squares adjacent'],
  // § Powers and Effects (Rechargeable Powers): one of that ally's attacks, not one named.
  ["Stoke the Wyrm: Minor action: Recharge 1 attack action of a Drake ally.", 'power "Stoke the Wyrm": minor action: one Drake ally recharges one attack'],
  ["Second Wind: Replaces move action: Recharge one attack of an adjacent ally.", 'power "Second Wind": replaces move action: one adjacent ally recharges one attack'],
  // § Melee Attacks (Range); § Basic Attacks: the printed reach gone, and every attack but the basic ones forbidden, for a while.
  [
    "Choke Up: Minor action; until end of battle, this creature loses Reach 3, has +10 {m} Damage, and can make only {b} attacks.",
    'power "Choke Up": minor action: this creature gets loses reach until end of battle and this creature gets +10 damage with melee attacks until end of battle and this creature cannot make non-basic attacks until end of battle and this creature cannot make ranged attacks until end of battle',
  ],
  ["Plain Blows: Minor action: Until end of round, this creature can make only basic attacks and has +2 AC.", 'power "Plain Blows": minor action: this creature cannot make non-basic attacks until end of round and this creature gets +2 AC until end of round'],
  // § Cover: for a while, until the next attack of that kind has been made.
  ["Spotter's Call: Use at start of this creature's turn: Its next {r} attack ignores cover.", `power "Spotter's Call": use at start of its turn: this creature gets ignores cover with ranged attacks until it makes a ranged attack`],
  ["Clear Line: Minor action: This creature's next attack ignores cover this turn.", 'power "Clear Line": minor action: this creature gets ignores cover until end of turn or until it attacks'],
];

describe("warband import ddm: more powers used as actions or at a moment", () => {
  expectEachReading(cases);
});
