// Creatures off the battle map by a power and back, as the cards say it (importers/ddm/off-map.ts;
// rules test in test/runtime/off-map.test.ts): a creature removing itself and returning at the
// next round's start, a reserve held off the map at set-up, powers that bring one in.
// Invented wording in the cards' phrasing.
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance; Set-Up Powers); § Forced-Movement Effects (Place)
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("warband import ddm: a creature leaving the battle map and coming back next round", () => {
  expectReadings([
    [
      "SPECIAL",
      "Mist Walk: Use at start of this creature's turn: This creature heals 5 HP, then remove it from the battle map. At the start of next round, place this creature on the battle map in one of your victory areas.",
      'power "Mist Walk": use at start of its turn: this creature heals 5 and remove this creature from battle map; use at start of round while off battle map: place this creature in one of your victory areas',
    ],
    [
      "SPECIAL",
      "Sink Down: Minor action; remove this creature from the battle map. At the start of the next round, put this creature on the battle map in a legal square nearest to its previous square, then make a {b} attack with +4 Attack.",
      'power "Sink Down": minor action: remove this creature from battle map; use at start of round while off battle map: place this creature in legal space nearest to its previous space and this creature makes basic melee attack with +4 attack',
    ],
  ]);
});

describe("warband import ddm: a reserve held off the battle map at set-up, and powers bringing one in", () => {
  expectReadings([
    [
      "SPECIAL",
      "Held Pack: Increase your warband's creature limit by 3. During set-up, choose up to 3 Beast or Dragon creatures in your warband with cost up to 8 each. Those creatures start off the battle map.",
      'power "Held Pack": increase your warband\'s creature limit by 3; use during setup: up to 3 Beast or Dragon allies with cost 8 or less start battle off battle map',
    ],
    [
      "ABILITY",
      "Kept Back: +2 to your warband's creature limit. During setup, 1 Undead creature in your warband with cost up to 12 starts off the battle map.",
      'power "Kept Back": increase your warband\'s creature limit by 2; use during setup: up to 1 Undead allies with cost 12 or less start battle off battle map',
    ],
    [
      "SPECIAL",
      "Swarm Gift: During setup choose up to 4 Elemental creatures in your warband costing up to 6 points each. These creatures start off the battle map. At start of any round after the first, put those creatures within 4 squares of this creature.",
      'power "Swarm Gift": use during setup: up to 4 Elemental allies with cost 6 or less start battle off battle map; use at start of any round after first: place allies held in reserve by this creature within 4 squares of this creature',
    ],
    [
      "SPECIAL",
      "Hidden Host: Use during your set-up: Up to 2 lower-level Undead allies start the battle off the battle map.",
      'power "Hidden Host": use during your setup: up to 2 lower-level Undead allies start battle off battle map',
    ],
    [
      "SPECIAL",
      "Call From Beyond: (Summoning) Replaces attack action: Choose an ally that is off the battle map due to Held Pack and put it on the battle map within 6 squares of this creature. That ally makes a {b} attack and is considered to have activated this round.",
      'power "Call From Beyond" type Summoning: replaces attack action: choose one ally held in reserve and place that ally within 6 squares of this creature and that ally makes basic melee attack and that ally is considered to have activated this round',
    ],
    [
      "CHAMPION",
      "Use at start of round: Place a Devil creature that is off the battle map in a space at least 8 squares from all enemies.",
      'champion power "Use at start of round": use at start of round: choose one Devil ally off battle map and place that ally in square 8 or more squares from all enemies',
    ],
  ]);
});
