// Creatures written for the rules tests (not bundled content).
import type { SourceFile } from "../../compiler/index.js";

export const testCreatures: SourceFile = {
  path: "test/test-creatures.wb",
  text: `creature "Training Dummy" {
  level 1  cost 5  unaligned  factions Wild  keywords Construct
  AC 5  Fort 5  Ref 5  Will 5  speed 6  hp 50
  attack melee basic "Flail": +2 vs AC; 5 damage
}
creature "Storm Warden" {
  level 5  cost 20  unaligned  factions Wild  keywords Elemental
  AC 15  Fort 15  Ref 15  Will 15  speed 6  hp 60
  attack melee basic "Storm Fist": +30 vs AC; 10 lightning + 10 fire damage
  power "Grounded": resist 10 lightning
  power "Cooled": resist 5 fire
}
creature "Fire Imp" {
  level 2  cost 8  evil  factions Wild  keywords Demon
  AC 14  Fort 12  Ref 14  Will 12  speed 6  hp 30
  attack melee basic "Claw": +5 vs AC; 5 damage
  power "Born of Flame": immune fire
  power "Brittle": vulnerable 5 cold
  power "Very Brittle": vulnerable 10 cold
}
creature "Frost Spitter" {
  level 2  cost 8  evil  factions Wild  keywords Beast
  AC 14  Fort 12  Ref 14  Will 12  speed 6  hp 30
  attack ranged 5 basic "Frost Spit": +30 vs Ref; 5 cold damage and ongoing 5 fire (save ends)
  attack melee "Sticky Bite": +30 vs AC; 5 damage and Immobilized
}
creature "Plodder" {
  level 1  cost 5  unaligned  factions Wild  keywords Beast
  AC 10  Fort 10  Ref 10  Will 10  speed 4  hp 30
  attack melee basic "Kick": +2 vs AC; 5 damage
  power "Long Stride": can move 3 squares
}
`,
};

/** A sturdy target for forced movement and timed effects: 100 HP, Will 10, a plain club. */
export const trainingPost: SourceFile = {
  path: "test/training-post.wb",
  text: `creature "Training Post" {
  level 4  cost 10  unaligned  factions Wild  keywords Construct
  AC 12  Fort 14  Ref 13  Will 10  speed 6  hp 100
  attack melee basic "Club": +6 vs AC; 10 damage
}
`,
};

/** A sturdy target for attack tests: hit on a roll of 7 or more by a +5 attack, 100 hit points to count damage on. */
export const strawTarget: SourceFile = {
  path: "test/straw-target.wb",
  text: `creature "Straw Target" {
  level 3  cost 10  unaligned  factions Wild  keywords Construct
  AC 12  Fort 12  Ref 10  Will 12  speed 5  hp 100
  attack melee basic "Thump": +5 vs AC; 5 damage
}
`,
};
