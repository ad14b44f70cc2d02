// The importer's readings of more powers used as actions or at a moment, on texts written
// for these tests in the cards' phrasing: allies choosing to be pulled next to the creature;
// one attack of an ally recharged.
// Each must become the language's words and compile.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Opportunity Attacks; § Activated Powers;
// § Powers and Effects (Rechargeable Powers)
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
];

describe("warband import ddm: more powers used as actions or at a moment", () => {
  expectEachReading(cases);
});
