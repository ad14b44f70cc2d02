// Creatures, conditions and a walled map written for the attack and damage tests (not
// bundled content, and no card text: every name and number here is made up).
import type { SourceFile } from "../../compiler/index.js";

export const combatFixtures: SourceFile = {
  path: "test/combat-fixtures.wb",
  text: `condition Sapped {
  its attacks deal half damage
}
condition Hooded {
  has no line of sight
}
condition Reeling {
  grants combat advantage
}
condition Dazzled {
  cannot flank
}
creature "Ember Drake" {
  level 6  cost 30  unaligned  factions Wild  keywords Dragon
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Bite": +8 vs AC; 10 damage
  attack close blast 2 "Cinder Breath": +10 vs Ref; 10 fire damage
}
creature "Whirl Dancer" {
  level 4  cost 16  unaligned  factions Wild  keywords Elf
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Knife": +5 vs AC; 5 damage
  attack close burst 1 enemies only "Whirl": +10 vs AC; 5 damage
}
creature "Storm Caller" {
  level 6  cost 28  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Staff": +5 vs AC; 5 damage
  attack area 1 within 10 "Thunderclap": +10 vs Fort; 10 thunder damage
  attack close line 4 "Bolt": +10 vs Ref; 10 lightning damage
}
creature "Twin Blade" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Twin Strikes" make 2 attacks: +5 vs AC; 5 damage
}
creature "Grappler" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Seize": +5 vs AC; 5 damage; followup: +5 vs Fort; 10 damage and Immobilized
}
creature "Heavy Hitter" {
  level 5  cost 20  unaligned  factions Wild  keywords Giant
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 60
  attack melee basic "Maul": +5 vs AC; 10 damage; miss: 10 damage
  power "Heavy Hands": +5 damage
}
creature "Venom Spitter" {
  level 3  cost 12  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack melee basic "Venom Bite": +5 vs AC; 20 damage and ongoing 10 damage (save ends)
}
creature "Drifting Wisp" {
  level 3  cost 12  unaligned  factions Wild  keywords Spirit
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 85
  attack melee basic "Chill": +5 vs AC; 5 cold damage
  power "Drifting": insubstantial
}
creature "Archer" {
  level 3  cost 12  unaligned  factions Wild  keywords Human
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 40
  attack ranged 10 basic "Shot": +5 vs AC; 10 damage
  attack ranged 10 "Piercing Shot": +5 vs AC; 10 damage
  attack ranged 10 "Mind Spike": +5 vs Will; 10 psychic damage
}
creature "Ogre Bruiser" {
  level 6  cost 30  unaligned  factions Wild  keywords Giant
  size Large
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 80
  attack melee basic "Club": +5 vs AC; 10 damage
}
creature "Shield Guardian" {
  level 4  cost 16  unaligned  factions Wild  keywords Construct
  AC 10  Fort 10  Ref 10  Will 10  speed 6  hp 50
  attack melee basic "Slam": +5 vs AC; 5 damage
  power "Interpose": use when an adjacent ally is targeted by a melee attack: redirect that attack to this creature
}
map "Walled Field" {
  size 12 x 12
  wall 5,0 to 5,4
  wall line 8,6 to 8,9
  terrain forest 10,0 to 10,3
  start A 0,0 to 11,1
  start B 0,10 to 11,11
  victory A 5,8 to 6,9
  victory B 5,2 to 6,3
}
battle "Walled Arena" {
  scenario Assault
  points 100
  map "Walled Field"
  side A "Test A"
  side B "Test B"
}
`,
};
