// Made-up creatures with always-on powers and a small walled map for the continuous
// powers tests (not bundled content; every name and number is invented).
import type { SourceFile } from "../../compiler/index.js";

/**
 * The walled 12×12 map of the continuous powers tests (a wall at 6,4 to hide behind,
 * start areas on the far rows) with these terrain squares, and an Assault battle on it.
 */
export function walledYard(map: string, battle: string, terrain: string[] = []): string {
  const squares = terrain.map((t) => `  terrain ${t}\n`).join("");
  return `map "${map}" {
  size 12 x 12
  wall 6,4
  start A 0,0 to 11,0
  start B 0,11 to 11,11
  victory A 0,1
  victory B 11,1
${squares}}
battle "${battle}" {
  scenario Assault
  points 100
  map "${map}"
  side A "Test A"
  side B "Test B"
}
`;
}

export const continuousFixtures: SourceFile = {
  path: "test/continuous-fixtures.wb",
  text: `${walledYard("Cover Field", "Cover Arena", ["forest 8,8", "difficult 9,8"])}condition Exposed {
  grants combat advantage
}
creature "Bramble Lurker" {
  level 3  cost 12  unaligned  factions Wild  keywords Fey
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Thorn": +5 vs AC; 5 damage
  power "Hide"
  power "Forestwalk"
}
creature "Plain Walker" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Fist": +5 vs AC; 5 damage
}
creature "Back Watcher" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Mace": +5 vs AC; 5 damage
  power "Eyes Behind": does not grant combat advantage for flanking
}
creature "Pavise Bearer" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sword": +5 vs AC; 5 damage
  power "Pavise": +4 AC against ranged attacks
}
creature "Pack Biter" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 5 damage
  power "Pack Frenzy": +5 damage while adjacent to a Beast ally
  power "Shield Line": allies +2 AC while adjacent to this creature
}
creature "Keen Hunter" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Axe": +5 vs AC; 5 damage
  attack ranged 10 "Longbow": +5 vs AC; 10 damage
  power "True Sight": ignores conceal and treats invisible creatures as visible
}
creature "Fog Wraith" {
  level 3  cost 12  unaligned  factions Wild  keywords Undead
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Touch": +5 vs AC; 5 damage
  power "Unseen": invisible
  power "Blur": conceal 15
}
creature "Slippery Runner" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Dagger": +5 vs AC; 5 damage
  power "Nimble": +5 AC against opportunity attacks while moving
}
creature "Keen Blade" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Rapier": +5 vs AC; 5 damage
  attack ranged 10 "Dart": +5 vs AC; 5 damage
  power "Keen Edge": scores critical hits on natural 18 or higher with melee attacks
}
creature "Cave Seer" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Staff": +5 vs AC; 5 damage
  power "Blindsight 3"
}
creature "Shove Brute" {
  level 3  cost 12  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Shove": +5 vs AC; 5 damage and push 2
}
creature "Rooted Oak" {
  level 3  cost 12  unaligned  factions Wild  keywords Plant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Slam": +5 vs AC; 5 damage and push 2
  power "Deep Roots": not affected by forced movement of enemies
  power "Mist Body": takes half damage from melee attacks
}
creature "Spear Warden" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Spear": +5 vs AC; 10 damage
  power "Hold the Line": can make opportunity attacks against enemies that shift
}
creature "Tunnel Rat" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Nip": +5 vs AC; 5 damage
  power "Underfoot": can move through enemies
}
creature "Drone Beetle" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Mandible": +5 vs AC; 5 damage
  aura 1 "Drone": enemies cannot make opportunity attacks
}
creature "Dread Howler" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Maul": +5 vs AC; 5 damage
  attack ranged 6 "Howl" type Fear: +5 vs Will; 5 psychic damage and Dazed (save ends)
  attack ranged 6 "Stone Gaze": +5 vs Fort; 10 damage and Immobilized (save ends)
  aura 2 "Dread" type Fear: enemies -2 attack
}
creature "Fearless Knight" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Lance": +5 vs AC; 5 damage
  power "Undaunted": immune Fear
  power "Blind Eyes": immune to attacks or powers with "Gaze" in their name
}
creature "Twin Striker" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Quickened": takes 2 turns each round
  power "Bully": +5 damage against Small or smaller targets
}
creature "Ambush Stalker" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Pounce": +5 vs AC; 5 damage
  power "Unseen Until Strike": invisible while it has not attacked
}
creature "Stench Crawler" {
  level 3  cost 12  unaligned  factions Wild  keywords Troglodyte
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Club": +5 vs AC; 5 damage
  aura 1 "Stench": Living non-Troglodyte creatures -2 attack
}
creature "Blood Hound" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Bite": +5 vs AC; 5 damage
  power "Blood Scent": +2 attack while within 3 squares of a bloodied creature
}
creature "Tiny Imp" {
  level 1  cost 5  unaligned  factions Wild  keywords Devil
  size Tiny
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Sting": +5 vs AC; 5 damage
}
`,
};
