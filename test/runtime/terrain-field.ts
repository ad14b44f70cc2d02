// A map with one of each terrain type and creatures with each movement mode, for the
// movement and terrain rules tests. Written for the tests, not bundled content.
import type { SourceFile } from "../../compiler/index.js";

export const terrainField: SourceFile = {
  path: "test/terrain-field.wb",
  text: `map "Terrain Field" {
  size 12 x 12
  wall 2,0 to 2,2
  start A 0,0 to 1,1
  start B 10,10 to 11,11
  victory A 0,10
  victory B 11,0
  terrain difficult 3,3 to 4,4
  terrain pit 6,6
  terrain statue 8,1
  terrain fire 1,8 to 2,8
  terrain spike-stones 9,9
  terrain web 10,5
  terrain steep-slope 5,10 falling east
  terrain sacred-circle 0,11
  terrain dangerous 11,11
  terrain teleporter 0,5 and 11,2
  terrain healing-font 7,10 heals 30
  terrain river 3,10
  terrain blood-rock 0,9
  terrain slippery 9,3
}
warband "Terrain A" {
  creature "Cinder Goblin Cutter"
}
warband "Terrain B" {
  creature "Cinder Goblin Cutter"
}
battle "Terrain Test" {
  scenario Assault
  points 100
  map "Terrain Field"
  side A "Terrain A"
  side B "Terrain B"
}
creature "Stone Ogre" {
  level 5  cost 20  unaligned  size Large  factions Wild  keywords Giant
  AC 15  Fort 15  Ref 12  Will 12  speed 6  hp 60
  attack melee basic "Club": +8 vs AC; 10 damage
}
creature "Gust Sprite" {
  level 3  cost 10  unaligned  factions Wild  keywords Fey
  AC 15  Fort 12  Ref 16  Will 12  speed 6 flight  hp 20
  attack melee basic "Sting": +5 vs AC; 5 damage
}
creature "Deep Borer" {
  level 3  cost 10  unaligned  factions Wild  keywords Beast
  AC 15  Fort 14  Ref 12  Will 12  speed 4 burrow  hp 30
  attack melee basic "Mandibles": +5 vs AC; 5 damage
}
creature "Ghost Wisp" {
  level 3  cost 10  unaligned  factions Wild  keywords Undead
  AC 15  Fort 12  Ref 14  Will 14  speed 6 phasing  hp 20
  attack melee basic "Chill": +5 vs Fort; 5 cold damage
}
creature "Reed Serpent" {
  level 3  cost 10  unaligned  factions Wild  keywords Aquatic, Beast
  AC 15  Fort 12  Ref 14  Will 12  speed 6  hp 30
  attack melee basic "Bite": +5 vs AC; 5 damage
}
creature "Shove Giant" {
  level 6  cost 25  unaligned  factions Wild  keywords Giant
  AC 18  Fort 18  Ref 14  Will 14  speed 5  hp 60
  attack melee basic "Heave": +10 vs Fort; 5 damage and push 2
}
`,
};
