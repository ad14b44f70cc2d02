// The importer's readings of continuous powers (no trigger, no action cost), on texts
// written for these tests in the cards' phrasing: each must become the language's
// words and compile to primitives that act, or stay text when it says more.
// ddm-battle-rules-2011.txt § Powers and Effects; § Cover Against Ranged Attacks (Hide);
// § Difficult Terrain (Other Powers); § Combat Advantage; § Flanking; § Set-Up
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { stalkerWith } from "./fixtures.js";
import { type Reading, readPowers } from "./reading.js";

/** Imports one power beside an attack and reads it. */
function read(type: CardPower["type"], text: string): Reading {
  return readPowers([{ type, text }], stalkerWith)[0]!;
}

const cases: [CardPower["type"], string, string[]][] = [
  ["ABILITY", "Keen Senses: Ignores Conceal; treats invisible creatures as visible.", ['power "Keen Senses": ignores conceal and treats invisible creatures as visible']],
  ["SPECIAL", "Night Eyes: Ignores Invisible; Ignores Conceal", ['power "Night Eyes": ignores conceal and treats invisible creatures as visible']],
  ["ABILITY", "Watchful: Does not grant combat advantage when flanked.", ['power "Watchful": does not grant combat advantage for flanking']],
  [
    "ABILITY",
    "Skulk: Whenever this creature has ranged cover other than from an intervening creature against a nonadjacent enemy, it is invisible to that enemy.",
    ['power "Skulk": hide'],
  ],
  ["SPECIAL", "Sure Step: Difficult terrain does not slow this creature's movement.", ['power "Sure Step": ignores difficult terrain']],
  ["SPECIAL", "Glade Runner: This creature does not pay the extra movement cost to enter forest terrain.", ['power "Glade Runner": ignores difficult terrain of "forest"']],
  ["ABILITY", "Conceal 6", ['power "Conceal 6"']],
  ["ABILITY", "Hide", ['power "Hide"']],
  ["SPECIAL", "Shield Wall: +2 AC and +2 DEF vs. {r} attacks.", ['power "Shield Wall": +2 AC against ranged attacks and +2 Fort against ranged attacks and +2 Ref against ranged attacks and +2 Will against ranged attacks']],
  ["ABILITY", "Duck: +4 AC against {r} and {a} attacks.", ['power "Duck": +4 AC against ranged attacks and +4 AC against area attacks']],
  ["SPECIAL", "Bog Kin: +2 Attack and +5 Damage while adjacent to a Reptile ally.", ['power "Bog Kin": +2 attack while adjacent to Reptile ally and +5 damage while adjacent to Reptile ally']],
  ["SPECIAL", "Hunt Together: +2 {m} Attack while within 3 squares of a Beast ally.", ['power "Hunt Together": +2 attack with melee attacks while within 3 squares of Beast ally']],
  ["SPECIAL", "Bulwark: Allies have +2 AC while adjacent to this creature.", ['power "Bulwark": allies +2 AC while adjacent to this creature']],
  ["SPECIAL", "Insubstantial, Phasing", ['power "Insubstantial"', 'power "Phasing"']],
  ["ABILITY", "Wandering Monster: Sets up in a random victory area.", ['power "Wandering Monster"']],
  ["SPECIAL", "Scout (May set up in an unoccupied victory area.)", ['power "Scout"']],
  ["ABILITY", "Blindsight", ['power "Blindsight"']],
  ["ABILITY", "Blindsight 4: Within 4 squares of this creature, ignores Conceal and treats invisible creatures as visible.", ['power "Blindsight 4": ignores conceal within 4 squares and treats invisible creatures within 4 squares as visible']],
  ["SPECIAL", "Deep Sight: Ignores Conceal and Invisible vs. creatures within 3 squares.", ['power "Deep Sight": ignores conceal within 3 squares and treats invisible creatures within 3 squares as visible']],
  ["SPECIAL", "Tumble: +4 AC against opportunity attacks while moving.", ['power "Tumble": +4 AC against opportunity attacks while moving']],
  ["ABILITY", "Wary: +2 AC against opportunity attacks.", ['power "Wary": +2 AC against opportunity attacks']],
  ["SPECIAL", "Keen Blade: Scores critical hits on attack rolls of natural 19-20.", ['power "Keen Blade": scores critical hits on natural 19 or higher']],
  ["SPECIAL", "Sharpshot: Scores criticals with {m} and {c} attacks on attack rolls of natural 18+.", ['power "Sharpshot": scores critical hits on natural 18 or higher with melee attacks and scores critical hits on natural 18 or higher with close attacks']],
  ["SPECIAL", "Finisher: Scores critical hits on a natural 18, 19 or 20 against bloodied targets.", ['power "Finisher": scores critical hits on natural 18 or higher against bloodied targets']],
  ["SPECIAL", "Anchored: Not affected by forced-movement effects of enemies.", ['power "Anchored": not affected by forced movement of enemies']],
  ["SPECIAL", "Sturdy: Not subject to push, pull, or slide effects.", ['power "Sturdy": not affected by forced movement']],
  ["SPECIAL", "Statue Form: Cannot move; not affected by forced-movement effects.", ['power "Statue Form": cannot move and not affected by forced movement']],
  ["ABILITY", "Wisp Body: Half damage from {m} and {r} attacks.", ['power "Wisp Body": takes half damage from melee attacks and takes half damage from ranged attacks']],
  ["SPECIAL", "Sentinel: This creature can make opportunity attacks against adjacent enemies that shift.", ['power "Sentinel": can make opportunity attacks against enemies that shift']],
  ["SPECIAL", "Lockdown: This creature can make opportunity attacks against enemies that shift out of adjacent squares.", ['power "Lockdown": can make opportunity attacks against enemies that shift']],
  ["SPECIAL", "Slither: Can move through squares occupied by enemies.", ['power "Slither": can move through enemies']],
  ["ABILITY", "Clumsy: Cannot make opportunity attacks.", ['power "Clumsy": cannot make opportunity attacks']],
  ["SPECIAL", "Dread Hum: (Aura) Each adjacent enemy cannot make opportunity attacks.", ['aura 1 "Dread Hum": enemies cannot make opportunity attacks']],
  ["SPECIAL", "Hush: (Aura 2) Enemies in aura may not take immediate actions.", ['aura 2 "Hush": enemies cannot take immediate actions']],
  ["SPECIAL", "Rally: (Aura) Each ally within 3 squares of this creature has +2 to all defenses.", ['aura 3 "Rally": allies +2 defenses']],
  ["ABILITY", "Immune Fear", ['power "Immune Fear": immune Fear']],
  ["SPECIAL", "Brave: Not affected by Fear effects while bloodied.", ['power "Brave": immune Fear while bloodied']],
  ["SPECIAL", "Eyeless: Immune to special powers and attack actions with Song in their name.", ['power "Eyeless": immune to attacks or powers with "Song" in their name']],
  ["SPECIAL", "Dread Presence: (Aura 3, Fear) Enemies in aura have -2 Attack.", ['aura 3 "Dread Presence" type Fear: enemies -2 attack']],
  ["SPECIAL", "Quickened: Activates twice per round.", ['power "Quickened": takes 2 turns each round']],
  ["SPECIAL", "Ambush: This creature is invisible until after it attacks.", ['power "Ambush": invisible while it has not attacked']],
  ["SPECIAL", "Reek: Adjacent living creatures have -1 Attack; Goblins immune.", ['power "Reek": adjacent Living non-Goblin creatures -1 attack']],
  ["SPECIAL", "Reek: (Aura 2) Living, non-Goblin allies and enemies in aura have -1 Attack.", ['aura 2 "Reek": Living non-Goblin creatures -1 attack']],
  ["SPECIAL", "Blood Frenzy: +1 Attack and +10 Damage while within 3 squares of any Bloodied creature.", ['power "Blood Frenzy": +1 attack while within 3 squares of bloodied creature and +10 damage while within 3 squares of bloodied creature']],
  ["SPECIAL", "Swoop: +5 damage and Flight while charging.", ['power "Swoop": +5 damage while charging and flight while charging']],
  ["SPECIAL", "Giant Killer: +2 Attack and +5 Damage against Large or larger targets.", ['power "Giant Killer": +2 attack against Large or larger targets and +5 damage against Large or larger targets']],
  // States of the turn, the creatures around, the terrain and the target (continuous-states.ts).
  ["SPECIAL", "Hit and Run: +5 Damage this turn if this creature moved at least 3 squares from where it started its turn before attacking.", ['power "Hit and Run": +5 damage while 3 or more squares from its starting position']],
  ["SPECIAL", "Lunge: +10 {m} Damage on its turn after moving 2 or more squares away from its starting position.", ['power "Lunge": +10 damage with melee attacks while 2 or more squares from its starting position']],
  ["SPECIAL", "Restless: +5 Damage with {m} attacks if this creature moved this turn.", ['power "Restless": +5 damage with melee attacks while it has moved this turn']],
  ["SPECIAL", "Night Raider: +5 Damage with {r} attacks on other creatures' turns.", ['power "Night Raider": +5 damage with ranged attacks while not its turn']],
  ["SPECIAL", "Blur Step: Has Phasing on its turn.", ['power "Blur Step": phasing while its turn']],
  ["SPECIAL", "Loyal: +2 Attack while within 4 squares of an allied Dwarf champion.", ['power "Loyal": +2 attack while within 4 squares of Dwarf champion ally']],
  ["SPECIAL", "Bodyguard: +2 AC while adjacent to a champion ally.", ['power "Bodyguard": +2 AC while adjacent to champion ally']],
  ["SPECIAL", "Loner: +10 Damage while not within 4 squares of any allies.", ['power "Loner": +10 damage while no ally within 4 squares']],
  ["SPECIAL", "Duelist: +4 AC while only 1 enemy is adjacent to this creature.", ['power "Duelist": +4 AC while adjacent to only one enemy']],
  ["SPECIAL", "Bark Skin: Resist 5 All and +2 AC while occupying forest terrain.", ['power "Bark Skin": resist 5 all while occupying "forest" terrain and +2 AC while occupying "forest" terrain']],
  ["SPECIAL", "Wall Crawler: Has Conceal 11 while adjacent to a wall.", ['power "Wall Crawler": conceal 11 while adjacent to wall']],
  ["SPECIAL", "Pincer: +5 Damage against targets adjacent to an Insect ally.", ['power "Pincer": +5 damage against targets adjacent to Insect ally']],
  ["SPECIAL", "Early Bird: +5 damage vs. enemies that have not yet activated this round.", ['power "Early Bird": +5 damage against targets not having acted this round']],
  ["SPECIAL", "Fresh Blood: +5 Damage against undamaged targets.", ['power "Fresh Blood": +5 damage against undamaged targets']],
  ["SPECIAL", "Exploit: +5 Damage against Slowed, Dazed, or Immobilized targets.", ['power "Exploit": +5 damage against Slowed or Dazed or Immobilized targets']],
  ["SPECIAL", "Hatred: +5 damage vs. Elf, Dwarf and Gnome enemies.", ['power "Hatred": +5 damage against Elf or Dwarf or Gnome targets']],
  ["SPECIAL", "Rust Bane: +10 damage vs. constructs and objects.", ['power "Rust Bane": +10 damage against Construct or Object targets']],
  ["SPECIAL", "Warbond: Each Gnoll ally has +2 Attack and +5 Damage with {m} attacks.", ['power "Warbond": Gnoll allies +2 attack with melee attacks and Gnoll allies +5 damage with melee attacks']],
  ["SPECIAL", "Tough Hide: Immune Dazed and Immune Slowed while bloodied.", ['power "Tough Hide": immune Dazed while bloodied and immune Slowed while bloodied']],
  ["SPECIAL", "Grove Ward: (Aura 2) Plant allies in aura have Resist 5 Fire.", ['aura 2 "Grove Ward": Plant allies resist 5 fire']],
  // Sight, critical hits, opportunity attacks and defences against attackers.
  ["SPECIAL", "Gloom Skin: Invisible to nonadjacent enemies while occupying smoke terrain.", ['power "Gloom Skin": invisible to nonadjacent creatures while occupying "smoke" terrain']],
  ["SPECIAL", "Far Fade: This creature is invisible to enemies 4 or more squares distant.", ['power "Far Fade": invisible to enemies 4 or more squares away']],
  ["SPECIAL", "Murk: While it occupies river terrain, nonadjacent enemies may not trace line of sight to this creature.", ['power "Murk": invisible to nonadjacent enemies while occupying "river" terrain']],
  ["SPECIAL", "Brutal Crits: This creature's {m} attacks deal triple damage on criticals.", ['power "Brutal Crits": deals triple damage on critical hits with melee attacks']],
  ["SPECIAL", "Savage Crits: +5 Damage on critical hits.", ['power "Savage Crits": +5 damage on critical hits']],
  ["SPECIAL", "Opportunist: +2 Attack and +5 Damage with opportunity attacks.", ['power "Opportunist": +2 attack with opportunity attacks and +5 damage with opportunity attacks']],
  ["SPECIAL", "Glare: Enemies within 3 squares do not benefit from Conceal or invisibility.", ['power "Glare": enemies within 3 squares loses conceal and enemies within 3 squares visible']],
  ["SPECIAL", "Bright Halo: (Aura 4) Enemies in aura are not invisible and do not benefit from Conceal.", ['aura 4 "Bright Halo": enemies visible and enemies loses conceal']],
  ["SPECIAL", "Giant Foe: +2 AC against attacks by Giant creatures.", ['power "Giant Foe": +2 AC against attacks by Giant creatures']],
  ["SPECIAL", "Shield Ring: (Aura 1) This creature and allies in aura have +2 AC vs. RANGED attacks.", ['aura 1 "Shield Ring": this creature +2 AC against ranged attacks and allies +2 AC against ranged attacks']],
  // Targeting restrictions, combat advantage, keyword lists, Resist on some attacks.
  ["SPECIAL", "Skulker: While adjacent to an enemy, cannot be targeted by {a} attacks.", ['power "Skulker": cannot be targeted by area attacks while adjacent to enemy']],
  ["SPECIAL", "Cruel Eye: Always has combat advantage vs. Slowed enemies.", ['power "Cruel Eye": has combat advantage against Slowed targets']],
  ["SPECIAL", "Gang Tactics: Each enemy adjacent to an ally of this creature grants combat advantage to it.", ['power "Gang Tactics": has combat advantage against targets adjacent to ally']],
  ["SPECIAL", "Pack Flank: +2 attack when flanking.", ['power "Pack Flank": +2 attack against targets it flanks']],
  ["SPECIAL", "War Chant: Elf, Gnome and Halfling allies have +1 attack.", ['power "War Chant": Elf or Gnome or Halfling allies +1 attack']],
  ["SPECIAL", "Kinship: +2 attack while adjacent to a Fey or Beast ally.", ['power "Kinship": +2 attack while adjacent to Fey or Beast ally']],
  ["SPECIAL", "Iron Hide: Resist 5 All vs. MELEE attacks.", ['power "Iron Hide": resist 5 all against melee attacks']],
  ["SPECIAL", "Sturdy Frame: Resist 10 All vs. critical hits.", ['power "Sturdy Frame": resist 10 all against critical hits']],
  ["SPECIAL", "Ambusher: +5 Damage against targets that cannot see this creature.", ['power "Ambusher": +5 damage against targets that cannot see this creature']],
  // Printing slips: a name ending in a word in parentheses, an unmatched ")", misspelt words.
  ["SPECIAL", "Ember Gift (Fire): (Aura 1) Kobold allies in aura have Resist 5 Fire.", ['aura 1 "Ember Gift (Fire)": Kobold allies resist 5 fire']],
  ["SPECIAL", "Frost Born: Immune Cold.)", ['power "Frost Born": immune cold']],
  ["SPECIAL", "Dread Howl: Enemies with 3 squares have -1 DEF(Will).", ['power "Dread Howl": enemies within 3 squares -1 Will']],
  ["ABILITY", "Brutal Axe: Triple damage on critical hits.", ['power "Brutal Axe": deals triple damage on critical hits']],
  // Letters dropped and words run together: "ajacent", "thiscreature", "tagets", "damge", "crital".
  ["SPECIAL", "Keen Guard: Allies ajacent to thiscreature have +1 AC.", ['power "Keen Guard": adjacent allies +1 AC']],
  ["SPECIAL", "Ember Rage: +5 Damage against bloodied tagets.", ['power "Ember Rage": +5 damage against bloodied targets']],
  ["ABILITY", "Cleaver: Triple damge on crital hits.", ['power "Cleaver": deals triple damage on critical hits']],
  // Saving throws, terrain costs.
  ["ABILITY", "Resolute: Makes its saving throws at the start of each of its turns rather than at the end.", ['power "Resolute": makes saving throws at start of its turn instead of at end']],
  ["SPECIAL", "Vigilant Mind: This creature makes saving throws at both the start and the end of each of its turns.", ['power "Vigilant Mind": makes saving throws at start of its turn']],
  ["ABILITY", "Stone Blood: Automatically succeeds on saves to end ongoing damage.", ['power "Stone Blood": automatically succeeds on saving throws against ongoing damage']],
  ["ABILITY", "Dancer's Step: Ignores difficult terrain while shifting.", ['power "Dancer\'s Step": ignores difficult terrain when shifting']],
  ["SPECIAL", "Bog Walker: Never pays additional MP for entering terrain.", ['power "Bog Walker": ignores extra movement costs of terrain']],
  // Restrictions: targets, move actions; opportunity attacks farther off.
  [
    "SPECIAL",
    "Blood Frenzy: Cannot move or attack a nonbloodied enemy while adjacent to a bloodied enemy.",
    ['power "Blood Frenzy": cannot move while adjacent to bloodied enemy and cannot attack not bloodied targets while adjacent to bloodied enemy'],
  ],
  ["ABILITY", "Lumbering: Cannot charge and can only take 1 move action on its turn.", ['power "Lumbering": cannot charge and takes at most 1 move action each turn']],
  ["SPECIAL", "Ponderous: Cannot charge; May take only 1 move action each round.", ['power "Ponderous": cannot charge and takes at most 1 move action each round']],
  ["SPECIAL", "Long Haft: This creature can make opportunity attacks against enemies that move out of squares within its reach.", ['power "Long Haft": can make opportunity attacks against enemies within reach']],
  // Its warband: allied champions and keywords, allies destroyed; states listing conditions.
  ["SPECIAL", "Drilled: +2 Attack while in a warband with an active Kobold champion.", ['power "Drilled": +2 attack while allied Kobold champion is in play']],
  ["SPECIAL", "Outcast: -2 AC while in a warband with a Drow ally.", ['power "Outcast": -2 AC while Drow ally is in play']],
  ["SPECIAL", "Eldritch Bond: +1 attack while a Fey or Arcane ally is on the battle map.", ['power "Eldritch Bond": +1 attack while Fey or Arcane ally is in play']],
  ["SPECIAL", "Vengeance: Once an ally has been destroyed, this creature has +2 {m} Attack until end of battle.", ['power "Vengeance": +2 attack with melee attacks while ally has been destroyed']],
  ["SPECIAL", "Bravado: +5 Damage until an ally is destroyed.", ['power "Bravado": +5 damage while no ally has been destroyed']],
  ["ABILITY", "Dogged: +2 AC while Dazed, Weakened, or Slowed.", ['power "Dogged": +2 AC while Dazed or Weakened or Slowed']],
  // Rules its attacks ignore; moving and attacking without provoking.
  ["SPECIAL", "Eagle Eye: Enemies never provide cover against its {r} attacks.", ['power "Eagle Eye": ignores cover from creatures with ranged attacks']],
  ["SPECIAL", "Seeker Shot: Terrain and creatures never provide cover against its {r} attacks.", ['power "Seeker Shot": ignores cover with ranged attacks']],
  ["SPECIAL", "Spirit Bane: This creature's {m} attacks ignore Insubstantial.", ['power "Spirit Bane": ignores insubstantial with melee attacks']],
  ["ABILITY", "Slippery: Never provokes opportunity attacks while moving.", ['power "Slippery": does not provoke opportunity attacks by moving']],
  ["SPECIAL", "Tumbler: On its turn, this creature's movement never provokes opportunity attacks.", ['power "Tumbler": does not provoke opportunity attacks by moving while on its turn']],
  ["SPECIAL", "Point Blank: This creature's {c} and {r} attacks do not provoke opportunity attacks.", ['power "Point Blank": does not provoke opportunity attacks with close attacks and does not provoke opportunity attacks with ranged attacks']],
  ["ABILITY", "Unstoppable: Can move through enemies.", ['power "Unstoppable": can move through enemies']],
  ["SPECIAL", "Rend: +5 Damage with m attacks against Dazed targets.", ['power "Rend": +5 damage with melee attacks against Dazed targets']],
  // Triggered powers printed as standing rules; auras that deal damage to both sides.
  ["SPECIAL", "Acid Hide: Any creature that hits this creature with a {m} attack takes 5 acid Damage.", ['power "Acid Hide": whenever enemy hits this creature with melee attack: that enemy takes 5 acid damage']],
  ["SPECIAL", "Stench: Each enemy that ends its turn adjacent to this creature takes 10 poison damage.", ['power "Stench": whenever enemy ends its turn adjacent to this creature: that enemy takes 10 poison damage']],
  [
    "SPECIAL",
    "Spore Cloud: Enemies and allies that start their turns adjacent to this creature take 10 acid damage.",
    ['power "Spore Cloud": whenever creature starts its turn adjacent to this creature: that creature takes 10 acid damage'],
  ],
  ["SPECIAL", "Frost Field: (Aura 2) Enemies and allies that start a turn in aura take 5 cold damage.", ['aura 2 "Frost Field": whenever creature starts its turn within 2 squares: that creature takes 5 cold damage']],
  ["SPECIAL", "Rattle: (Aura 2) Enemies in aura grant combat advantage to its allies and to this creature.", ['aura 2 "Rattle": enemies grants combat advantage']],
  // A level said of the creatures a power reaches.
  ["SPECIAL", "Veteran's Word: Adjacent lower-level allies have +2 AC.", ['power "Veteran\'s Word": adjacent allies +2 AC while lower level']],
  ["SPECIAL", "Tutor: Fey allies of level 6 or lower have +1 {r} attack.", ['power "Tutor": Fey allies +1 attack with ranged attacks while level 6 or lower']],
  // Immunities and senses limited to some attacks or creatures.
  ["ABILITY", "Empty Mind: Immune to attacks that target DEF(Will).", ['power "Empty Mind": immune to attacks against will']],
  ["ABILITY", "Earth Sense: Blindsight against creatures without Flight.", ['power "Earth Sense": ignores conceal of creatures without flight and treats invisible creatures without flight as visible']],
  ["SPECIAL", "Iron Will: Not affected by Dazed.", ['power "Iron Will": immune Dazed']],
  ["SPECIAL", "Null Field: (aura 6) Ignores invisible within aura; Fey enemies have -2 attack while in aura.", ['aura 6 "Null Field": treats invisible creatures within 6 squares as visible and Fey enemies -2 attack']],
  // Its own turn's damage in a state; kinds of allies printed in lower case.
  ["SPECIAL", "Withering: Takes 5 damage at start of each of its turns while Dazed.", ['power "Withering": at start of its turn while Dazed: this creature takes 5 damage']],
  ["SPECIAL", "Brood Call: This creature and insect allies have +2 AC vs. bloodied targets.", ['power "Brood Call": +2 AC against bloodied targets and Insect allies +2 AC against bloodied targets']],
  ["SPECIAL", "Warren: Kobold and dragon allies have +1 attack.", ['power "Warren": Kobold or Dragon allies +1 attack']],
  ["SPECIAL", "Hollow Mind: Immune to attacks which target Fort; does not score VP for occupying any of your victory areas.", ['power "Hollow Mind": immune to attacks against fort and scores no vp for occupying victory areas']],
  ["SPECIAL", "Free Limbs: This creature ignores the Dazed and Slowed conditions and is never considered to be Dazed or Slowed.", ['power "Free Limbs": immune Dazed and immune Slowed']],
  // Bonuses counted for each creature (ddm-battle-rules-2011.txt § Bonuses and Penalties).
  ["SPECIAL", "Hemmed In: +1 AC for each enemy adjacent to this creature.", ['power "Hemmed In": +1 AC for each adjacent enemy']],
  [
    "SPECIAL",
    "Hive Strength: +1 attack and +5 damage for each Vermin ally within 4 squares of it (maximum +10 damage).",
    ['power "Hive Strength": +1 attack for each Vermin ally within 4 squares and +5 damage for each Vermin ally within 4 squares (maximum +10)'],
  ],
  ["SPECIAL", "Clutch: +1 {m} Attack for each Vermin ally adjacent to this creature (maximum +3 Attack).", ['power "Clutch": +1 attack with melee attacks for each adjacent Vermin ally (maximum +3)']],
  ["SPECIAL", "Kin Call: +1 {m} Attack for each other Vermin creature within 6 squares of this creature.", ['power "Kin Call": +1 attack with melee attacks for each Vermin creature within 6 squares']],
  ["SPECIAL", "Press of Bodies: Each ally in your warband has +2 {M} damage for each other ally adjacent to it.", ['power "Press of Bodies": allies +2 damage with melee attacks for each adjacent ally']],
  // Two clauses with their own subjects.
  ["SPECIAL", "Snarl: Each ally adjacent to this creature has +1 Attack; each enemy adjacent to this creature has -1 Attack.", ['power "Snarl": adjacent allies +1 attack and adjacent enemies -1 attack']],
  // Champion powers that do not reach some creatures, or cannot be used (ddm-battle-rules-2011.txt § Champion Powers).
  ["SPECIAL", "Mute Ward: Immune to champion powers.", ['power "Mute Ward": immune to champion powers']],
  ["SPECIAL", "Jamming Field: Enemies within 4 squares of this creature are not affected by their allies' Champion powers.", ['power "Jamming Field": enemies within 4 squares immune to champion powers of allies']],
  [
    "SPECIAL",
    "Dirge: (Aura 3) Enemy champions in aura may not use champion powers. Enemies in aura ignore the effects of enemy champion powers while in aura.",
    ['aura 3 "Dirge": enemies cannot use champion powers while champion and enemies immune to champion powers of allies'],
  ],
  ["SPECIAL", "Hush Song: Enemy champions within 4 squares of this creature cannot use Champion powers.", ['power "Hush Song": enemies within 4 squares cannot use champion powers while champion']],
  // What it is worth when destroyed (ddm-battle-rules-2011.txt § Assault, Destroying enemy creatures).
  ["ABILITY", "Wretch: Worth 0 VP when eliminated.", ['power "Wretch": worth 0 vp when destroyed']],
  ["SPECIAL", "Despised: Worth +10 VP if destroyed by a level 6 or lower enemy.", ['power "Despised": worth +10 vp when destroyed by level 6 or lower enemy']],
  ["SPECIAL", "Bounty Head: Opponent scores +20 VP if this creature is destroyed by an enemy of level 8 or lower.", ['power "Bounty Head": worth +20 vp when destroyed by level 8 or lower enemy']],
  [
    "SPECIAL",
    "Brittle Shell: Opponent scores 4 VP instead of this creature's point cost if it is destroyed by a {r} or {a} attack.",
    ['power "Brittle Shell": worth 4 vp when destroyed by ranged attack and worth 4 vp when destroyed by area attack'],
  ],
  // Worth nothing while a champion of a kind leads its warband, said after or before the worth.
  [
    "SPECIAL",
    "Fodder Oath: While your warband has a Giant champion, this creature is worth 0 VP when destroyed.",
    ['power "Fodder Oath": worth 0 vp when destroyed while allied Giant champion is in play'],
  ],
  [
    "ABILITY",
    "Fodder Oath: Whenever there is an Ogre champion in this creature's warband: This creature is worth 0 VP when eliminated.",
    ['power "Fodder Oath": worth 0 vp when destroyed while allied Ogre champion is in play'],
  ],
  // Movement modes on its turn, smoke, terrain with a second clause of its own.
  ["ABILITY", "Bound: This creature moves as if with Flight on its turn.", ['power "Bound": has flight while its turn']],
  ["SPECIAL", "Keen Eyes: Ignores smoke terrain.", ['power "Keen Eyes": ignores smoke terrain']],
  [
    "ABILITY",
    "Thicket Kin: Forest terrain does not slow this creature's movement, and this creature has Hide while in forest terrain.",
    ['power "Thicket Kin": ignores difficult terrain of "forest" and hide while occupying "forest" terrain'],
  ],
  ["SPECIAL", "Ghost Knife 10: +10 Damage while this creature is invisible to target", ['power "Ghost Knife 10": +10 damage against targets that cannot see this creature']],
  // Kinds of attacks forbidden to creatures near it; enemies of a size it moves through; enemies that score nothing near it.
  [
    "SPECIAL",
    "Static Field: Other creatures within 3 squares of this creature cannot make {c} or {a} attacks.",
    ['power "Static Field": creatures within 3 squares cannot make close attacks and creatures within 3 squares cannot make area attacks'],
  ],
  ["SPECIAL", "Trample: Can move through squares occupied by Small or smaller enemies.", ['power "Trample": can move through Small or smaller enemies']],
  ["SPECIAL", "Miser: Enemies within 2 squares of this creature do not score victory points for occupying a victory area.", ['power "Miser": enemies within 2 squares score no vp for occupying victory areas']],
  ["SPECIAL", "Guarded Ground: (Aura 2) Enemies in aura do not score victory points for occupying a victory area.", ['aura 2 "Guarded Ground": enemies score no vp for occupying victory areas']],
  // Damage taken changed by the attack's kind (ddm-battle-rules-2011.txt § Applying Damage).
  [
    "ABILITY",
    "Scatter Body: Half Damage from {m} attacks; +10 Damage from {a} attacks",
    ['power "Scatter Body": takes half damage from melee attacks and takes 10 more damage from area attacks'],
  ],
  [
    "SPECIAL",
    "Glass Plating: Takes 5 less Damage from {m} and {r} attacks (minimum 5 Damage).",
    ['power "Glass Plating": takes 5 less damage from melee attacks (minimum 5) and takes 5 less damage from ranged attacks (minimum 5)'],
  ],
  ["ABILITY", "Lone Duelist: +2 AC while only 1 enemy is adjacent.", ['power "Lone Duelist": +2 AC while adjacent to only one enemy']],
  ["ABILITY", "Wild Thing: Never considered to flank enemies", ['power "Wild Thing": cannot flank']],
  // Bonuses said with the attack that brings them; criticals said of its attacks first; typed damage on criticals.
  [
    "SPECIAL",
    "Giant Hunter: This creature has +1 AC whenever a Giant enemy attacks it. This creature has +3 Attack whenever it makes a {r} attack against a Giant target.",
    ['power "Giant Hunter": +1 AC against attacks by Giant creatures and +3 attack with ranged attacks against Giant targets'],
  ],
  ["SPECIAL", "Cocky: +10 {r} Damage whenever target has combat advantage against this creature.", ['power "Cocky": +10 damage with ranged attacks against targets having combat advantage against it']],
  [
    "SPECIAL",
    "Hold Fast: {r} attacks against enemies adjacent to this creature score criticals on attack rolls of natural 18+.",
    ['power "Hold Fast": scores critical hits on natural 18 or higher with ranged attacks against targets adjacent to this creature'],
  ],
  ["SPECIAL", "Venom Crit: +5 acid damage on critical hits.", ['power "Venom Crit": +5 acid damage on critical hits']],
  [
    "SPECIAL",
    "Tumbling: Never provokes opportunity attacks, cannot make opportunity attacks.",
    [
      'power "Tumbling": does not provoke opportunity attacks by moving and does not provoke opportunity attacks with ranged attacks and does not provoke opportunity attacks with close attacks and does not provoke opportunity attacks with area attacks and cannot make opportunity attacks',
    ],
  ],
  // Allies of a level near it; a mount's rider.
  ["SPECIAL", "Wild One: +10 Damage while no level 5 or higher ally is within 3 squares.", ['power "Wild One": +10 damage while no level 5 or higher ally within 3 squares']],
  ["SPECIAL", "Steady Gait: +3 Speed while it has a rider.", ['power "Steady Gait": +3 speed while Mounted']],
  // A keyword of two words ("Magical Beast") is the language's one word; one verb for a subject's holdings.
  ["SPECIAL", "Wild Kin: Magical Beast and Plant allies within 4 squares of this creature have +1 AC.", ['power "Wild Kin": Magical-Beast or Plant allies within 4 squares +1 AC']],
  ["SPECIAL", "Drill Master: (Aura 3) Level 4 or lower Kobold allies in aura are Immune Slowed and have +2 speed.", ['aura 3 "Drill Master": level 4 or lower Kobold allies immune Slowed and level 4 or lower Kobold allies +2 speed']],
  ["SPECIAL", "War Drums: (aura 4) Orc allies in aura have +1 attack and are Immune Weakened.", ['aura 4 "War Drums": Orc allies +1 attack and Orc allies immune Weakened']],
  // The owner's state, not that of the allies it reaches (§ Hit Points (Bloodied)).
  ["SPECIAL", "Last Stand: (Aura 3) Kobold allies in aura have +1 Attack while this creature is bloodied.", ['aura 3 "Last Stand": Kobold allies +1 attack while this creature is bloodied']],
  ["SPECIAL", "Steady Line: Soldier allies have +2 AC while this creature is not Bloodied.", ['power "Steady Line": Soldier allies +2 AC while this creature is not bloodied']],
  // "Reach 3;": the stat line's reach, whatever closes it.
  ["SPECIAL", "Reach 3;", []],
];

describe("warband import ddm: continuous power readings", () => {
  for (const [type, text, want] of cases) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      const r = read(type, text);
      expect(r.lines).toEqual(want);
      expect(r.structured).toBe(true);
    });
  }

  it("reads a named power whose reminder narrows it as the narrowed rule (Hide only in forest is not Hide)", () => {
    expect(read("ABILITY", "Hide: This creature has Hide while in forest terrain.").lines).toEqual(['power "Hide": hide while occupying "forest" terrain']);
  });

  it("reads no keyword into 'against this creature' (kept as text, not 'against Thi targets')", () => {
    expect(read("SPECIAL", "Ward Off: Enemies have -3 Attack against this creature.").structured).toBe(false);
  });

  it("keeps a power named like no declared named power as text", () => {
    expect(read("SPECIAL", "Moonwalk: Sets up in a random victory area.").structured).toBe(false);
  });
});

describe("warband import ddm: power types", () => {
  it("an attack's '(Fear)' becomes 'type Fear' in its header, wherever it is printed", () => {
    for (const text of ["Bellow: (range 6)(Fear) +8 vs. Will; 5 psychic damage AND Dazed.", "Bellow: (range 6) +8 vs. Will; Stunned (Fear, save ends)"]) {
      const r = read("ATTACK", text);
      expect(r.lines![0]).toMatch(/^attack ranged 6 "Bellow" type Fear: \+8 vs Will; /);
      expect(r.structured).toBe(true);
    }
  });
});
