// The importer's readings of powers that put their creature somewhere at a moment or as an
// action, on texts written for these tests in the cards' phrasing: a teleport that must end
// closer to an enemy while no enemy sees the creature, places beside (not in) a victory
// area, near a start area, near an ally of a keyword, or one of two places; a mount lent at set-up. Each must
// become the language's words and compile to primitives that act.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport; Place); § Victory Areas; § Set-Up; § Mounts and Riders
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  // § How to Choose Targets (Line of Sight): the state as the power's limit; § Forced-Movement Effects (Teleport).
  ["Burrow Up: Use at start of round, if no enemy has line of sight to this creature: It may Teleport 4, ending closer to an enemy.", 'power "Burrow Up": use at start of round while no enemy can see it: this creature teleports 4 ending closer to enemy'],
  ["Creep: Minor action: Teleport up to 3 squares, ending closer to an enemy.", 'power "Creep": minor action: this creature teleports 3 ending closer to enemy'],
  // § Forced-Movement Effects (Teleport): a place within reach and in sight is a teleport of that reach; "as a free action on its turn" leads it.
  ["Rock Glide: As a free action on its turn, place this creature in any square up to 3 squares away and in line of sight.", 'power "Rock Glide": free action, while on its turn: this creature teleports 3'],
  ["Shadow Hop: Minor action: Place this creature in a square within 6 squares that it can see.", 'power "Shadow Hop": minor action: this creature teleports 6'],
  // § Victory Areas: next to an area, not in it.
  ["Rise Up: Use at start of round: Place this creature adjacent to, but not occupying, a victory area.", 'power "Rise Up": use at start of round: place this creature in square adjacent to victory area'],
  // § Set-Up: near its own start area, "you may" being the power's use.
  ["Straggler: Use during setup: Place this creature up to 3 squares away from your start area.", 'power "Straggler": use during your setup: place this creature in square within 3 squares of your start area'],
  ["Wanderer: During setup, you may place this creature within 4 squares of your start area.", 'power "Wanderer": use during your setup: place this creature in square within 4 squares of your start area'],
  // § Forced-Movement Effects (Place): near an ally of a keyword, on the map wherever that is.
  ["Called Back: Use at end of round: Place this creature within 4 squares of an Arcane ally.", 'power "Called Back": use at end of round: place this creature in square within 4 squares of Arcane ally'],
  ["Return: Use at end of round: Place this creature on the battle map adjacent to a Divine ally.", 'power "Return": use at end of round: place this creature in square adjacent to Divine ally'],
  // § Mounts and Riders: a mount lent to this creature at set-up, the ally picked by size and keywords.
  [
    "Wyvern Bond: Use during your set-up: Choose 1 non-Mounted Huge or larger Wyvern ally. That ally can be a mount for this creature until the end of the battle.",
    'power "Wyvern Bond": use during your setup: choose one Wyvern ally that is both Huge or larger as well as non-Mounted and that ally can be mount for this creature',
  ],
  ["Stable Call: Use during setup: 1 Large or larger non-Mounted Beast ally can be a mount for this creature.", 'power "Stable Call": use during your setup: one Beast ally that is both Large or larger as well as non-Mounted can be mount for this creature'],
  // One of two places, its player picking.
  ["Dig Out: Use at start of round; place this creature in your start area or in a space adjacent to an Undead ally.", 'power "Dig Out": use at start of round: either place this creature in your start area or place this creature in square adjacent to Undead ally'],
];

describe("warband import ddm: powers that place their creature", () => {
  expectEachReading(cases);
});
