// The importer's readings of continuous bonuses against targets compared with others, and
// next to allies of two keywords or with a power named (test/runtime/compared-gates.test.ts,
// test/runtime/kin-gates.test.ts), on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Speed); § Combat Advantage;
// § Resistance and Vulnerability; § Bonuses and Penalties; § Keywords
import { describe, expect, it } from "vitest";
import { expectReadings, readPower } from "./reading.js";

describe("continuous bonuses against compared targets and beside named allies", () => {
  expectReadings([
    ["SPECIAL", "Pick the Laggard: Combat advantage vs. enemies with lower Speed.", 'power "Pick the Laggard": has combat advantage against targets with lower speed'],
    ["SPECIAL", "Cull 10: +10 Damage with m attacks against the lowest-level enemy in play.", 'power "Cull 10": +10 damage with melee attacks against lowest level enemy in play targets'],
    ["SPECIAL", "Top Dog: +3 attack against the highest-level enemy on the battlemap.", 'power "Top Dog": +3 attack against highest level enemy in play targets'],
    ["SPECIAL", "Quarry Cutter: +15 damage vs. enemies with Resist All 10, Resist All 15 or Resist All 20.", 'power "Quarry Cutter": +15 damage against targets with resist all 10 to 20'],
    ["SPECIAL", "Hide Splitter: +5 damage against targets with Resist All.", 'power "Hide Splitter": +5 damage against targets with resist all'],
    ["SPECIAL", "Prey on the Weak: +5 damage vs. targets that have a penalty to AC.", 'power "Prey on the Weak": +5 damage against targets with penalty to AC'],
    [
      "SPECIAL",
      "Close Shot: +1 attack and +10 damage whenever target is within 3 squares.",
      'power "Close Shot": +1 attack against targets within 3 squares of it and +10 damage against targets within 3 squares of it',
    ],
    [
      "SPECIAL",
      "Kith Bond: +1 AC whenever adjacent to an Elf ally or a Fey ally, or +3 if the ally is both.",
      'power "Kith Bond": +1 AC while adjacent to Elf or Fey ally and +2 AC while adjacent to Elf Fey ally',
    ],
    [
      "SPECIAL",
      "Kith Bond: +2 attack while adjacent to an ally with the Fire OR Giant keywords, or +3 if the ally has both.",
      'power "Kith Bond": +2 attack while adjacent to Fire or Giant ally and +1 attack while adjacent to Fire Giant ally',
    ],
    ["SPECIAL", "Shield Line: +5 {m} Damage while adjacent to an ally with Shield Line.", 'power "Shield Line": +5 damage with melee attacks while adjacent to ally with "Shield Line"'],
    [
      "SPECIAL",
      "Gang Up: +10 Damage with {m} attacks against targets adjacent to 3 or more allies with Gang Up",
      'power "Gang Up": +10 damage with melee attacks against targets adjacent to 3 or more allies with "Gang Up"',
    ],
  ]);
});

describe("continuous rules of scoring, healing, targets and auras", () => {
  expectReadings([
    ["SPECIAL", "Drum Beat: (aura 4) Each non-champion Goblin ally within 4 squares of this creature has +1 attack.", 'aura 4 "Drum Beat": Non-champion Goblin allies +1 attack'],
    ["SPECIAL", "Withering Gaze: (aura 6) Enemies in aura cannot heal.", 'aura 6 "Withering Gaze": enemies cannot heal'],
    ["SPECIAL", "Blinding Halo: Adjacent enemies may not use Immediate actions.", 'power "Blinding Halo": adjacent enemies cannot take immediate actions'],
    ["SPECIAL", "Barbed Hide: Each adjacent Living creature takes +10 Damage when it is hit by a {r} attack.", 'power "Barbed Hide": adjacent Living creatures takes 10 more damage from ranged attacks'],
    [
      "SPECIAL",
      "Fixated: On its turn, cannot move or attack a nonchampion creature if an enemy champion is within its Reach.",
      'power "Fixated": cannot move while on its turn if enemy champion within its reach and cannot attack not champion targets while on its turn if enemy champion within its reach',
    ],
    ["SPECIAL", "Holds the Line: Counts as occupying a victory area when adjacent to that victory area.", 'power "Holds the Line": counts as occupying victory areas it is adjacent to'],
    ["SPECIAL", "Trophy: You score double victory points for the first enemy this creature destroys.", 'power "Trophy": scores double vp for first enemy it destroys'],
    ["SPECIAL", "Mob 3: Every 3 creatures named Bone Shambler count as 1 creature toward your warband's creature limit.", 'power "Mob 3"'],
    ["SPECIAL", "Outpost: Score +10 VP if it occupies one of your victory areas.", 'power "Outpost": at end of round while it occupies one of its victory areas: you score 10 VP'],
    ["SPECIAL", "Hallowed Ground: (Aura 3) Each ally in aura has +1 with attacks against Demon creatures.", 'aura 3 "Hallowed Ground": allies +1 attack against Demon targets'],
    [
      "SPECIAL",
      "Vault Warden 5: While it occupies one of your victory areas, you score +5 VP for each enemy destroyed.",
      'power "Vault Warden 5": whenever enemy is destroyed while it occupies one of its victory areas: you score 5 VP',
    ],
  ]);
});

describe("continuous bonuses against targets in two states, far attackers, and creatures that see it", () => {
  expectReadings([
    [
      "SPECIAL",
      "Gloom Harvest: +2 Attack and +5 Damage against dazed targets granting it combat advantage.",
      'power "Gloom Harvest": +2 attack against targets both Dazed as well as granting combat advantage and +5 damage against targets both Dazed as well as granting combat advantage',
    ],
    ["SPECIAL", "Border Ward: +5 Damage vs. non-Fey enemies within 3 squares of this creature.", 'power "Border Ward": +5 damage against targets both non-Fey as well as within 3 squares of it'],
    ["SPECIAL", "Long Shadow: +2 AC against enemies 8 or more squares away.", 'power "Long Shadow": +2 AC against targets 8 or more squares away from it'],
    ["SPECIAL", "Dazzling Crest: Each enemy with line of sight to this creature has -1 attack.", 'power "Dazzling Crest": enemies that can see this creature -1 attack'],
    [
      "SPECIAL",
      "Stern Mien: While this creature is bloodied, all enemies who have line of sight to it have -2 Will.",
      'power "Stern Mien": enemies that can see this creature -2 Will while this creature is bloodied',
    ],
  ]);
});

describe("continuous rules lifted by an event, bonuses against either of two states, immunities", () => {
  expectReadings([
    [
      "SPECIAL",
      "Sleeper's Oath: Cannot make {r} or {c} attacks until attacked or an ally is destroyed.",
      'power "Sleeper\'s Oath": cannot make ranged attacks while both it has not been attacked as well as no ally has been destroyed and cannot make close attacks while both it has not been attacked as well as no ally has been destroyed',
    ],
    ["SPECIAL", "Slow to Wake: Cannot make {m} attacks until it is attacked.", 'power "Slow to Wake": cannot make melee attacks while it has not been attacked'],
    ["SPECIAL", "Untested: +2 AC until attacked.", 'power "Untested": +2 AC while it has not been attacked'],
    ["SPECIAL", "Bane of Light: +5 Damage vs. Good targets and targets taking ongoing necrotic damage.", 'power "Bane of Light": +5 damage against targets either Good or taking ongoing necrotic damage'],
    // One bonus said against two states with "against" twice: +10 once for a target in both (§ Bonuses and Penalties).
    ["SPECIAL", "Night Stalker: +10 Damage against targets that cannot see this creature and against Stunned targets.", 'power "Night Stalker": +10 damage against targets either that cannot see this creature or Stunned'],
    ["SPECIAL", "Heavy Tread: Does not pay the extra cost to enter difficult terrain; Immune Slow.", 'power "Heavy Tread": ignores difficult terrain and immune Slowed'],
    ["SPECIAL", "Stone Hide: Immune {r} and {a} attacks.", 'power "Stone Hide": immune to ranged attacks and immune to area attacks'],
    ["SPECIAL", "Tireless: Immune Dazed, Stunned, and Weakened.", 'power "Tireless": immune Dazed and immune Stunned and immune Weakened'],
  ]);
});

describe("reach of one attack by name", () => {
  expectReadings([["SPECIAL", "Reach 3: (Sword only);", 'power "Reach 3": reach 3 with "Sword"']]);
  it("a reach for an attack the card does not have stays text", () => {
    expect(readPower("Reach 2: (Tail Lash only);").structured).toBe(false);
  });
});

describe("enemies held beside it", () => {
  expectReadings([
    [
      "SPECIAL",
      "Clinging Vines: Non-flying enemies of size Medium or smaller cannot move or shift out of squares adjacent to this creature.",
      'power "Clinging Vines": enemies both adjacent to this creature as well as both Medium or smaller as well as without flight cannot move and enemies both adjacent to this creature as well as both Medium or smaller as well as without flight cannot shift',
    ],
    ["SPECIAL", "Sticky Hide: Living enemies cannot shift out of a square adjacent to it.", 'power "Sticky Hide": enemies both adjacent to this creature as well as Living cannot shift'],
  ]);
});

describe("extra minor actions beyond Dazed and Confused", () => {
  expectReadings([
    ["SPECIAL", "Busy Mind: May take 1 additional minor action each turn, even if confused or dazed.", 'power "Busy Mind": takes 1 extra minor action each turn even if Dazed or Confused'],
    ["SPECIAL", "Twin Brains: Can take one extra minor action each turn while active, even when dazed or confused.", 'power "Twin Brains": takes 1 extra minor action each turn even if Dazed or Confused'],
  ]);
});

describe("a condition on each enemy its attacks hit, said as a standing rule", () => {
  expectReadings([
    ["SPECIAL", "Jaw Lock: A Medium or smaller enemy hit by this creature's {m} attack is Slowed.", 'power "Jaw Lock": whenever this creature hits Medium or smaller enemy with melee attack: that enemy is Slowed'],
    ["SPECIAL", "Sting: Any enemy hit by its {r} attack is also Weakened (save ends).", 'power "Sting": whenever this creature hits with ranged attack: that enemy is Weakened (save ends)'],
  ]);
});

describe("Sneak Attack given to other creatures", () => {
  expectReadings([
    ["SPECIAL", "Whispered Tips: Adjacent allies have Sneak Attack 5.", 'power "Whispered Tips": adjacent allies +5 damage against targets granting combat advantage as "Sneak Attack 5"'],
    ["SPECIAL", "Ambush Leader: (Aura 3) Kobold allies in aura gain Sneak Attack 10.", 'aura 3 "Ambush Leader": Kobold allies +10 damage against targets granting combat advantage as "Sneak Attack 10"'],
  ]);
});

describe("conditions held while a state holds", () => {
  expectReadings([
    [
      "SPECIAL",
      "Bone Grip: (Aura) Each adjacent Small or smaller enemy is Slowed while adjacent to 3 or more allies with Bone Grip.",
      'aura 1 "Bone Grip": enemies Small or smaller are Slowed while adjacent to 3 or more allies with "Bone Grip"',
    ],
    ["SPECIAL", "Choking Spores: Adjacent enemies are Weakened while Dazed.", 'power "Choking Spores": enemies adjacent to this creature are Weakened while Dazed'],
  ]);
});

describe("a bonus as large as the warband's highest champion rating", () => {
  expectReadings([
    ["SPECIAL", "Chain of Command: Add your warband's highest Champion rating to this creature's {r} attack rolls.", 'power "Chain of Command": +attack with ranged attacks equal to highest champion rating in its warband'],
  ]);
});

describe("bonuses with one attack by name, near other creatures of a card", () => {
  expectReadings([
    [
      "SPECIAL",
      "Pack Storm: +1 Attack with Sword while within 4 squares of another Reading Test. +3 Attack with Sword while within 4 squares of 2 or more Reading Tests instead.",
      'power "Pack Storm": +1 attack with "Sword" while within 4 squares of 1 or more other creatures named "Reading Test" and +2 attack with "Sword" while within 4 squares of 2 or more other creatures named "Reading Test"',
    ],
    [
      "SPECIAL",
      "Brood Fury: +5 {M} Damage if at least 1 other creature named Brood Fiend is within 3 squares of this creature.",
      'power "Brood Fury": +5 damage with melee attacks while within 3 squares of 1 or more other creatures named "Brood Fiend"',
    ],
  ]);
});

describe("no attack until it has come far enough this turn", () => {
  expectReadings([
    ["SPECIAL", "Lunge 4: Cannot attack on its turn while less than 4 squares from its starting position that turn.", 'power "Lunge 4": cannot attack while on its turn if not 4 or more squares from its starting position'],
  ]);
});

describe("turns fewer while bloodied, larger bonuses instead, modes lost near it, sight limited for all", () => {
  expectReadings([
    [
      "SPECIAL",
      "Restless Eyes: Can activate up to 3 times each round (up to 2 times each round instead while bloodied).",
      'power "Restless Eyes": takes 3 turns each round while not bloodied and takes 2 turns each round while bloodied',
    ],
    [
      "SPECIAL",
      "Shield Chorus: (Aura 3) Allies in aura have +1 AC. Allies in aura that have not yet activated this round have +3 AC instead.",
      'aura 3 "Shield Chorus": allies +1 AC and allies not having acted this round +2 AC',
    ],
    ["SPECIAL", "Earthbind: Each enemy that starts its turn within 3 squares loses Flight until end of that turn.", 'power "Earthbind": whenever enemy starts its turn within 3 squares of this creature: that enemy loses flight until end of turn'],
    ["SPECIAL", "Murk: While this creature is on the battle map, line of sight is limited to 6 squares.", 'power "Murk": line of sight ends after 6 squares and creatures line of sight ends after 6 squares'],
  ]);
});

describe("bonuses counted around the target, and two saves each turn", () => {
  expectReadings([
    [
      "SPECIAL",
      "Pack Bite: +2 Attack and +5 Damage against targets adjacent to a Wolf ally for each Wolf ally adjacent to target (maximum +15 Damage).",
      'power "Pack Bite": +2 attack for each Wolf ally adjacent to target and +5 damage for each Wolf ally adjacent to target (maximum +15)',
    ],
    ["SPECIAL", "Iron Will: Makes 2 saving throws against each condition that a save can end at end of each of its turns.", 'power "Iron Will": makes 2 saving throws against each effect at end of its turn'],
  ]);
});

describe("attacks against it hit automatically", () => {
  expectReadings([
    ["SPECIAL", "Trussed Up: All attacks targeting this creature hit automatically.", 'power "Trussed Up": attacks against it are automatic hits'],
    ["SPECIAL", "Pinned: {m} attacks against it are automatic hits.", 'power "Pinned": melee attacks against it are automatic hits'],
  ]);
});

describe("held in place until it attacks this creature", () => {
  expectReadings([
    [
      "SPECIAL",
      "Psionic Tether: (Aura 3) Enemies that begin their turn in aura may not take a move action during that turn until after making an attack against this creature.",
      'power "Psionic Tether": enemies cannot take move actions while both it started its turn within 3 squares of this creature as well as both it did not attack this creature this turn as well as this creature is active',
    ],
  ]);
});

describe("effects of weak attacks ignored", () => {
  expectReadings([
    ["SPECIAL", "Stone Hide: Ignores non-damage effects of attacks that deal 15 or less base damage.", 'power "Stone Hide": ignores effects other than damage of attacks with base damage 15 or less'],
  ]);
});

describe("rules bent against the nearest target only", () => {
  expectReadings([
    [
      "SPECIAL",
      "Hawk Eye: Ignores Conceal and cover on the nearest enemy within 8 squares.",
      'power "Hawk Eye": ignores conceal of creatures nearest to it within 8 squares and ignores cover of creatures nearest to it within 8 squares',
    ],
  ]);
});

describe("enemies in an aura taking more whenever hit", () => {
  expectReadings([
    [
      "SPECIAL",
      "Toxic Halo: (Aura 4) Enemies in aura taking ongoing acid damage take 5 acid damage whenever hit by a {r} attack.",
      'aura 4 "Toxic Halo": whenever any creature hits enemy that is both within 4 squares of it as well as taking ongoing acid damage with ranged attack: that enemy takes 5 acid damage',
    ],
  ]);
});

describe("attacks that ignore a terrain type", () => {
  expectReadings([["SPECIAL", "Reed Sight: Its {r} attacks ignore forest terrain.", 'power "Reed Sight": ignores "forest" terrain with ranged attacks']]);
});

describe("more damage with a lower-level ally in the area", () => {
  expectReadings([
    ["SPECIAL", "Cruel Blast: +10 {a} Damage whenever it includes a lower-level ally in the area of an {a} attack.", 'power "Cruel Blast": +10 damage with area attacks while its attack area includes lower-level ally'],
  ]);
});

describe("bonuses for each bloodied creature", () => {
  expectReadings([
    ["SPECIAL", "Blood Frenzy: +1 damage for each bloodied creature in play.", 'power "Blood Frenzy": +1 damage for each creature bloodied and +1 damage while bloodied'],
    ["SPECIAL", "Gloat: +2 attack for each bloodied enemy.", 'power "Gloat": +2 attack for each enemy bloodied'],
  ]);
});

describe("bonuses counted by lost hit points", () => {
  expectReadings([
    [
      "SPECIAL",
      "Wound Fury: +2 Damage for each 5 HP below its starting HP (maximum +10).",
      'power "Wound Fury": +2 damage for each 5 hp below its starting hp (maximum +10)',
    ],
  ]);
});

describe("held beside it until it is hit", () => {
  expectReadings([
    ["SPECIAL", "Grappling Hooks: (Aura) Each adjacent enemy cannot shift on its turn until after it hits this creature.", 'aura 1 "Grappling Hooks": enemies cannot shift while on its turn if it did not hit this creature this turn'],
  ]);
});

describe("Forest Walk given to allies of two keywords", () => {
  expectReadings([
    ["SPECIAL", "Grove Path: (Aura 3) Fey allies and Elf allies in aura have Forest Walk.", 'aura 3 "Grove Path": Fey or Elf allies ignores difficult terrain of "forest"'],
    ["SPECIAL", "Twin Banner: Dwarf allies and Human allies have +1 AC.", 'power "Twin Banner": Dwarf or Human allies +1 AC'],
  ]);
});

describe("terrain it may cross", () => {
  expectReadings([["SPECIAL", "Chasm Strider: Can transit pit terrain.", 'power "Chasm Strider": may transit "pit" terrain']]);
});

describe("opportunity attacks against fliers all the way", () => {
  expectReadings([
    [
      "SPECIAL",
      "Long Reach: May make opportunity attacks against creatures with Flight that move out of adjacent squares.",
      'power "Long Reach": can make opportunity attacks against enemies with flight moving out of adjacent squares',
    ],
  ]);
});

describe("a mover that never enters its allies' squares", () => {
  expectReadings([["SPECIAL", "Unyielding Bulk: Cannot move through spaces occupied by allies.", 'power "Unyielding Bulk": never enters squares occupied by allies']]);
});
