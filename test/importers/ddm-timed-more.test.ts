// The importer's readings of more powers used as actions or at a moment, on texts written
// for these tests in the cards' phrasing: allies choosing to be pulled next to the creature;
// one attack of an ally recharged; a printed reach lost and only basic attacks for a while;
// a next attack that ignores cover; enemies beside another creature of a
// keyword; a Resist of a type reduced for a while; one Resist amount for several types; every
// ally of a group making an attack. Each must become the language's words and compile.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Opportunity Attacks; § Activated Powers;
// § Powers and Effects (Rechargeable Powers); § Melee Attacks (Range); § Basic Attacks; § Cover;
// § Keywords; § Resistance and Vulnerability; § Making an Attack
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
  // § Keywords: beside another creature of the keyword, of either side, the power's owner not counted.
  [
    "Cinder Wake: Minor action: Each enemy within 4 squares of this creature and adjacent to a Fire ally or enemy takes 5 fire damage.",
    'power "Cinder Wake": minor action: enemies within 4 squares adjacent to Fire enemy or ally takes 5 fire damage',
  ],
  // § Resistance and Vulnerability: one amount said once for each damage type listed.
  [
    "Warding Hymn: Use before rolling initiative; allies within 4 squares gain Resist 5 Cold, Fire, and Thunder until end of round.",
    'power "Warding Hymn": use before rolling initiative: allies within 4 squares get resist 5 cold until end of round and allies within 4 squares get resist 5 fire until end of round and allies within 4 squares get resist 5 thunder until end of round',
  ],
  // § Making an Attack: "each" names every ally of the group, each making one attack.
  ["War Howl: Minor action: Each Orc ally within 4 squares of this creature makes a {M} attack as a free action.", 'power "War Howl": minor action: Orc allies within 4 squares makes melee attack'],
];

// § Resistance and Vulnerability: a Resist of a type counting less for a while.
const attacks: [string, string][] = [
  [
    "Searing Lash: (range 6) +12 vs. Reflex; 10 fire damage AND target's Resist Fire is reduced by 10 (save ends).",
    'attack ranged 6 "Searing Lash": +12 vs Ref; 10 fire damage and the target gets resist fire reduced by 10 (save ends)',
  ],
];

describe("warband import ddm: more powers used as actions or at a moment", () => {
  expectEachReading(cases);
  expectEachReading(attacks, "ATTACK");
});
