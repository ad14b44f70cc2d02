// Creatures and items written for the powers, actions and conditions tests (not bundled content).
import type { SourceFile } from "../../compiler/index.js";

export const powerCreatures: SourceFile = {
  path: "test/power-creatures.wb",
  text: `creature "Horn Priest" {
  level 4  cost 15  good  factions Civilization  keywords Human
  AC 15  Fort 14  Ref 13  Will 16  speed 6  hp 40
  attack melee basic "Mace": +6 vs AC; 5 damage
  power "Healing Horn": minor action: an ally adjacent to this creature heals 5
  power "Second Wind": replaces attack action: this creature heals 10
  power "Stand Fast": immediate action, use when an enemy hits this creature: this creature gains 5 bonus hit points
  power "Last Stand": replaces turn: this creature heals 20
}
creature "War Chief" {
  level 8  cost 30  good  factions Civilization  keywords Human, Dwarf  champion 1
  AC 18  Fort 18  Ref 15  Will 16  speed 5  hp 60
  attack melee basic "Axe": +10 vs AC; 10 damage
  attack melee "Crushing Blow" uses 1 recharge when this creature becomes bloodied: +30 vs AC; 20 damage
  champion power "Rally": use when an enemy hits this creature: this creature heals 10
  champion power "Defiance": use when an enemy misses this creature: this creature gains 5 bonus hit points
}
creature "Banner Bearer" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Spear": +5 vs AC; 5 damage
  aura 2 "Banner of Valor": allies +2 AC
}
creature "Drummer" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Stick": +5 vs AC; 5 damage
  aura 2 "War Drums": allies +2 AC
}
creature "Grave Mourner" {
  level 3  cost 10  evil  factions Wild  keywords Undead
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Vengeful Wail": whenever an ally is destroyed: adjacent enemies take 5 damage
}
creature "Hexer" {
  level 3  cost 10  evil  factions Wild  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Hex": +30 vs Will; 20 damage and ongoing 10 damage (save ends)
  attack ranged 5 "Hex Bolt": +30 vs Will; 5 damage
}
creature "Wisp Caller" {
  level 3  cost 10  good  factions Civilization  keywords Human
  AC 14  Fort 13  Ref 13  Will 13  speed 6  hp 30
  attack melee basic "Staff": +5 vs AC; 5 damage
  power "Call Guard" uses 1: minor action: summon "Banner Bearer" within 2 squares
  power "Deep Breath": free action: this creature heals 5
}
item "Ring of Warding" {
  level 1-6  cost 5  keywords Human
  power "Warding": +2 AC
}
`,
};
