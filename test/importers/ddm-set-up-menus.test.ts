// The importer's readings of set-up powers ("Use during your set-up: …") and of menus of
// named effects ("Choose 1 effect: Gale: … Ember: …"), on texts written for these tests
// in the cards' phrasing: each must become the language's words and compile to primitives
// that act (never a text fallback).
// ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects); § Activated Powers
import { describe, expect, it } from "vitest";
import { expectEachReading, readPower } from "./reading.js";

const cases: [string, string][] = [
  // § Set-Up (Set-Up Powers): effects for the battle, chosen or not.
  ["Early Start: Use during your set-up: This creature has +2 Speed until end of battle.", 'power "Early Start": use during your setup: this creature gets +2 speed until end of battle'],
  // § Hit Points (Set-Up Effects): hit points gained at set-up are read as bonus hit points, which raise the maximum then.
  ["Fattening: Use during setup: An adjacent ally gains 10 HP.", 'power "Fattening": use during your setup: one adjacent ally gains 10 bonus hp'],
  // § Set-Up (Scout): Scout lent to one ally of a keyword is where that ally may be put once its player has set up (spec A-35).
  ["Pathfinders: Use during your set-up: 1 Lizardfolk ally has Scout until end of battle.", 'power "Pathfinders": use during your setup: place one Lizardfolk ally in any unoccupied victory area or start area'],
  ["Forward Guide: Use during setup: An Elf ally gains Scout (may set up in an unoccupied victory area).", 'power "Forward Guide": use during your setup: place one Elf ally in any unoccupied victory area or start area'],
  // § Keywords: a keyword given for the battle.
  ["Grave Pact: Use during setup: Up to 3 living allies gain the Undead keyword until end of battle.", 'power "Grave Pact": use during your setup: up to 3 Living allies get keyword Undead until end of battle'],
  // § Champion Powers: "Champion" names the allies with a rating; a bonus said with two kinds of attack is one for each.
  [
    "Venom Trade: Use during your set-up: Each Champion ally in your warband deals +5 acid damage with {m} and {r} attacks until end of battle.",
    'power "Venom Trade": use during your setup: Champion allies get +5 acid damage with melee attacks until end of battle and Champion allies get +5 acid damage with ranged attacks until end of battle',
  ],
  ["War Paint: Use during setup: Each Champion ally has +1 Attack until end of battle.", 'power "War Paint": use during your setup: Champion allies get +1 attack until end of battle'],
  // A state the card names for the battle, which its other powers ask for as a keyword; a condition keeps its own reading.
  ["Blood Feud: During setup, choose an enemy: That enemy is Hunted until end of battle.", 'power "Blood Feud": use during your setup: choose one enemy and that enemy gets keyword Hunted until end of battle'],
  ["Blood Feud: During setup, choose an enemy: That enemy is Slowed until end of battle.", 'power "Blood Feud": use during your setup: choose one enemy and that enemy is Slowed until end of battle'],
  // Menus: named entries, one duration for all, an entry that names no one, a name printed without its full stop.
  [
    "Molting: Use during Setup: Choose one effect, which lasts until end of battle: Shell: +2 AC, +2 Reflex. Fangs: +1 m attack, +5 m damage. Slick: Resist 5 Acid Spines: +5 m poison damage.",
    'power "Molting": use during your setup: choose one (this creature gets +2 AC until end of battle and this creature gets +2 Ref until end of battle) or (this creature gets +1 attack with melee attacks until end of battle and this creature gets +5 damage with melee attacks until end of battle) or this creature gets resist 5 acid until end of battle or this creature gets +5 poison damage with melee attacks until end of battle',
  ],
  // An unnamed menu split at its semicolons.
  ["Shape: Use during setup. Choose 1 of the following effects, which lasts until end of battle: +2 Attack; Flight and +2 Speed.", 'power "Shape": use during your setup: choose one this creature gets +2 attack until end of battle or (this creature gets flight until end of battle and this creature gets +2 speed until end of battle)'],
  // § Bonuses and Penalties: a companion picked at set-up, a bonus against the targets beside it.
  [
    "Falcon Bond: Use during setup; choose 1 Animal ally with cost up to 8. Until end of battle, whenever this creature attacks a target adjacent to that Animal ally, +5 Damage on that attack.",
    'power "Falcon Bond": use during your setup: choose one cost 8 or less Animal ally and this creature gets +5 damage against targets adjacent to that ally until end of battle',
  ],
  // § Hit Points (Set-Up Effects): an entry giving the hit points it starts with.
  [
    "Reshape: Use during setup. Choose 1 of the following effects, which lasts until end of battle: 50 starting HP and +1 AC; +3 Speed.",
    'power "Reshape": use during your setup: choose one (this creature has 50 starting hp and this creature gets +1 AC until end of battle) or this creature gets +3 speed until end of battle',
  ],
  // A menu used as an action, its entries marked and each with its own duration.
  [
    "Trick Bag: Replaces attack action: Choose 1 effect: [][] Smoke: This creature is invisible until end of its next turn. [][] Shove: Slide 1 enemy within 5 squares of this creature up to 2 squares.",
    'power "Trick Bag": replaces attack action: choose one this creature gets invisible until end of its next turn or slide one enemy within 5 squares 2',
  ],
];

describe("warband import ddm: set-up powers and menus of effects", () => {
  expectEachReading(cases);

  it("keeps a menu with an entry it cannot read as text", () => {
    expect(readPower("Moods: Minor action: Choose 1 effect: Calm: +2 AC until end of turn. Wild: This creature sings a song.").lines).toBeNull();
  });

  it("keeps a set-up power with a condition it does not read as text", () => {
    expect(readPower("Drilled: Use during your set-up, if your warband has exactly 3 Soldier creatures: This creature has +2 AC until end of battle.").lines).toBeNull();
  });

  it("reads a set-up power limited to a warband with a champion of a keyword (§ Set-Up, Set-Up Powers)", () => {
    expect(readPower("Drilled: Use during your set-up, if your warband has a Soldier champion: This creature has +2 AC until end of battle.")).toEqual({
      lines: ['power "Drilled": use during your setup while allied Soldier champion is in play: this creature gets +2 AC until end of battle'],
      structured: true,
    });
  });
});
