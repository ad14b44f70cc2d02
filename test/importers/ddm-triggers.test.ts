// The importer's readings of triggers about attacks and damage, on texts written for
// these tests in the cards' phrasing: each must become the language's words and compile
// to primitives that act (never a text fallback).
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Resolving Effects
// (Cancellation Effects); § Resistance and Vulnerability; § Saving Throws
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { triggerPhrase } from "../../importers/ddm/phrases.js";
import { attackTrigger } from "../../importers/ddm/triggered.js";
import { expectReadings, readPowers } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // § Automatic Powers: anyone the card names, with filters.
  ["SPECIAL", "Vengeance: Whenever an ally within 3 squares is hit by a {m} attack: That enemy takes 5 damage.", 'power "Vengeance": whenever ally within 3 squares is hit by melee attack: that enemy takes 5 damage'],
  ["SPECIAL", "War Drums: Use when a Goblin ally hits an enemy: That ally heals 5 HP.", 'power "War Drums": use when Goblin ally hits enemy: that ally heals 5'],
  ["SPECIAL", "Bone Rattle: Whenever an undead ally becomes bloodied: This creature heals 5 HP.", 'power "Bone Rattle": whenever Undead ally becomes bloodied: this creature heals 5'],
  ["SPECIAL", "Fury: Whenever this creature takes damage from a {m} attack: Each adjacent enemy takes 5 damage.", 'power "Fury": whenever this creature takes damage from melee attack: adjacent enemies takes 5 damage'],
  ["SPECIAL", "Curse Bound: Whenever an enemy fails a saving throw: That enemy takes 5 damage.", 'power "Curse Bound": whenever enemy fails saving throw: that enemy takes 5 damage'],
  ["SPECIAL", "Lucky Strike: Whenever this creature rolls a natural 19 or 20: This creature heals 5 HP.", 'power "Lucky Strike": whenever this creature rolls natural 19 or 20: this creature heals 5'],
  // § Bonuses and Penalties: "that attack" is the attacker's.
  ["CHAMPION", "Use when a Soldier ally hits with a {r} attack: +15 Damage on that attack.", 'champion power "Use when a Soldier ally hits with a ranged attack": use when Soldier ally hits with ranged attack: attacker gets +15 damage on that attack'],
  // § Resolving Effects (Cancellation Effects); § Resistance and Vulnerability (would take).
  ["SPECIAL", "Second Chance: Use when this creature is hit by an attack: The attacker rerolls that attack roll.", 'power "Second Chance": use when this creature is hit: attacker rerolls that attack roll'],
  ["SPECIAL", "Blur: Immediate action, use when this creature is targeted by a {r} attack: That attack misses.", 'power "Blur": immediate action, use when this creature is targeted by ranged attack: that attack misses'],
  ["SPECIAL", "Fire Soul: Use when this creature would take fire damage: This creature takes no damage.", 'power "Fire Soul": use when this creature would take fire damage: this creature takes no damage from that attack'],
  ["SPECIAL", "Stone Skin: Whenever this creature is hit: This creature takes 5 less damage from that attack. Usable once per turn.", 'power "Stone Skin": whenever this creature is hit, once per turn: this creature takes 5 less damage from that attack'],
  ["CHAMPION", "Use when an enemy scores a critical hit against this creature: That attack is a normal hit instead.", 'champion power "Use when an enemy scores a critical hit against this creatur": use when enemy scores critical hit against this creature: that attack is a normal hit'],
  // § Attack Roll: a natural roll, written as a list, a range or a condition on the attack.
  ["SPECIAL", "Pinning Claw: Use when this creature rolls a natural 18, 19, or 20 on an attack roll: That enemy is Immobilized (save ends).", 'power "Pinning Claw": use when this creature rolls natural 18 or higher: that enemy is Immobilized (save ends)'],
  ["SPECIAL", "Battle Medic: Use when a Goblin ally within 3 squares of this creature makes a {r} attack, if the attack roll is a natural 18-20: That ally heals 5 HP.", 'power "Battle Medic": use when Goblin ally within 3 squares rolls natural 18 or higher with ranged attack: that ally heals 5'],
  // § Basic Attacks; § Making an Attack: attacks granted to another creature, and after an attack.
  ["CHAMPION", "Use when an enemy misses an ally with a {r} attack: That ally makes 1 {b} attack as an immediate action.", 'champion power "Use when an enemy misses an ally with a ranged attack": immediate action, use when enemy misses ally with ranged attack: that ally makes basic melee attack as immediate action'],
  ["SPECIAL", "Hit and Run: Use after this creature resolves a {m} attack: This creature shifts 1 square.", 'power "Hit and Run": use when this creature resolves melee attack: this creature shifts 1'],
  // § Start of Turn Phase: the turn of a creature the card names, with a condition, a keyword, a place or within Reach.
  ["SPECIAL", "Grave Watch: Use when a Construct ally starts its turn within 4 squares of this creature: That ally heals 5 HP.", 'power "Grave Watch": use when Construct ally within 4 squares starts its turn: that ally heals 5'],
  ["SPECIAL", "Frost Grip: Use when a Slowed or Immobilized enemy starts its turn adjacent to this creature: That enemy takes 5 cold damage.", 'power "Frost Grip": use when Slowed or Immobilized enemy adjacent to this creature starts its turn: that enemy takes 5 cold damage'],
  ["SPECIAL", "Lurking Jaws: Use when a Dazed enemy activates within Reach. Make a {b} attack against that enemy.", 'power "Lurking Jaws": use when Dazed enemy within reach starts its turn: this creature makes basic melee attack against that enemy'],
  // A state of this creature, said after the verb or as "if …": the trigger's "while".
  ["SPECIAL", "Mending Moss: Use when this creature starts a turn bloodied: Heal 5 HP.", 'power "Mending Moss": use when this creature starts its turn while bloodied: this creature heals 5'],
  ["SPECIAL", "Steady Guard: Whenever this creature is targeted by a {r} attack, if it is adjacent to a wall: +4 AC against that attack.", 'power "Steady Guard": whenever this creature is targeted by ranged attack while adjacent to wall: +4 AC on that attack'],
  // § Making an Attack: one of the card's own attacks against the creature of the trigger.
  ["SPECIAL", "Spiteful Spit: Use when an enemy misses this creature with a {m} attack: This creature makes a Spit attack against that enemy as a free action.", 'power "Spiteful Spit": use when enemy misses this creature with melee attack: this creature makes "Spit" attack against that enemy'],
  ["SPECIAL", "Guard Post: Use when an adjacent enemy targets an ally with a {m} attack: Make 1 {m} attack against that enemy as an immediate action.", 'power "Guard Post": immediate action, use when adjacent enemy targets ally with melee attack: this creature makes melee attack against that enemy'],
  // § Moving: entering, leaving and shifting next to this creature (each square one occurrence).
  ["SPECIAL", "Bar the Way: Immediate action, when an enemy enters an adjacent square: That enemy is Slowed (save ends).", 'power "Bar the Way": immediate action, use when enemy enters square adjacent to this creature: that enemy is Slowed (save ends)'],
  ["SPECIAL", "Long Watch: Use when an enemy enters a square within 3 squares: This creature makes 1 {b} attack against that enemy.", 'power "Long Watch": use when enemy enters square within 3 squares: this creature makes basic melee attack against that enemy'],
  ["SPECIAL", "Thorny Hide: Whenever a Living enemy moves out of a square adjacent to this creature, that enemy takes 10 Damage.", 'power "Thorny Hide": whenever Living enemy moves out of square adjacent to this creature: that enemy takes 10 damage'],
  ["SPECIAL", "Shadow Step: Use after a Bloodied enemy adjacent to this creature shifts (no more than once per turn): This creature shifts 2 squares as a free action.", 'power "Shadow Step": use when bloodied enemy adjacent to this creature shifts, once per turn: this creature shifts 2'],
  // An attack of the card by name; combat advantage; a critical or automatic hit (§ Attack Roll).
  ["SPECIAL", "Spit Burst: Use when this creature hits with Spit: Target is Dazed (save ends).", 'power "Spit Burst": use when this creature hits with "Spit" attack: target is Dazed (save ends)'],
  ["SPECIAL", "Hobble: Use when this creature's {r} attack hits with combat advantage against target; target is also Slowed (save ends).", 'power "Hobble": use when this creature hits with ranged attack with combat advantage: target is Slowed (save ends)'],
  ["SPECIAL", "Sure Strike: Use when this creature makes a {m} attack with combat advantage: That attack is a critical hit and an automatic hit.", 'power "Sure Strike": use when this creature declares melee attack with combat advantage: that attack is a critical hit'],
  ["SPECIAL", "True Shot: Use when making a Spit attack; that attack automatically hits.", 'power "True Shot": use when this creature declares "Spit" attack: that attack is an automatic hit'],
  ["SPECIAL", "Blur Step: Immediate action, when hit by a {r} attack: That attack misses instead.", 'power "Blur Step": immediate action, use when this creature is hit by ranged attack: that attack misses'],
  // § Hit Points (Destroyed): its own powers as it falls; "would be destroyed".
  ["SPECIAL", "Last Stand: Use when this creature is destroyed by a {m} attack: Make 1 {b} as an immediate action.", 'power "Last Stand": immediate action, use when this creature is destroyed by melee attack: this creature makes basic melee attack'],
  ["SPECIAL", "Pop: When this creature is destroyed, each adjacent enemy and ally takes 10 poison damage.", 'power "Pop": whenever this creature is destroyed: adjacent creatures takes 10 poison damage'],
  ["SPECIAL", "Ember Burst: Each adjacent enemy and ally takes 15 acid damage when this creature is destroyed.", 'power "Ember Burst": whenever this creature is destroyed: adjacent creatures takes 15 acid damage'],
  ["SPECIAL", "Stubborn Flesh: Use when this creature is destroyed by an attack that did not deal acid or lightning damage; this creature is instead not destroyed and has 10 HP remaining.", 'power "Stubborn Flesh": use when this creature would be destroyed by attack without acid or lightning damage: this creature has 10 hp instead of being destroyed'],
  ["SPECIAL", "Mercy: Immediate action, when an ally within 4 squares would be destroyed: That ally has 10 HP remaining, instead.", 'power "Mercy": immediate action, use when ally within 4 squares would be destroyed: that ally has 10 hp instead of being destroyed'],
  // Effects as some cards word them: "also", "extra", a bonus beside other effects, "…instead", no one named.
  ["SPECIAL", "Searing Brand: Use when this creature hits with a {m} attack: Target also takes ongoing 5 fire damage (save ends).", 'power "Searing Brand": use when this creature hits with melee attack: target takes ongoing 5 fire (save ends)'],
  ["SPECIAL", "Blink Away: Use when a {r} attack misses this creature: Teleport the attacker up to 4 squares.", 'power "Blink Away": use when enemy misses this creature with ranged attack: that enemy teleports 4'],
  ["SPECIAL", "Trample: Whenever this creature hits with a charge attack: +5 damage on that attack and target of that attack is Dazed.", 'power "Trample": whenever this creature hits with charge attack: +5 damage on that attack and target is Dazed'],
  ["SPECIAL", "Dirge: Immediate action, after an ally is destroyed: Allies within 3 squares of this creature heal 5 HP.", 'power "Dirge": immediate action, use when ally is destroyed: allies within 3 squares heals 5'],
  ["SPECIAL", "Snapping Jaws: Use whenever a Dazed enemy ends its turn adjacent to this creature: That enemy takes 10 damage.", 'power "Snapping Jaws": use when Dazed enemy adjacent to this creature ends its turn: that enemy takes 10 damage'],
  ["SPECIAL", "Fire Drinker: Whenever this creature would take fire damage: It heals 5 HP instead.", 'power "Fire Drinker": whenever this creature would take fire damage: this creature takes no damage from that attack and this creature heals 5'],
  ["SPECIAL", "Shield Wall: Use when an enemy hits this creature or an ally adjacent to this creature with a {m} attack: -5 Damage on that attack.", 'power "Shield Wall": use when enemy hits this creature or adjacent ally with melee attack: that enemy gets -5 damage on that attack'],
  // A size, a wall beside this creature, anyone's attack, a critical hit against it, printing slips.
  ["SPECIAL", "Bowl Over: Use when this creature hits a Small or smaller enemy: Push that enemy up to 3 squares.", 'power "Bowl Over": use when this creature hits Small or smaller enemy: push that enemy 3'],
  ["SPECIAL", "Wall Crawler: Whenever this creature begins a turn adjacent to a wall; this creature has phasing until end of turn.", 'power "Wall Crawler": whenever this creature starts its turn while adjacent to wall: this creature gets phasing until end of turn'],
  ["SPECIAL", "Gust: Use when an attack hits: Slide target 1 square.", 'power "Gust": use when any creature hits: slide target 1'],
  ["SPECIAL", "Payback Blow: Immediate action, when this creature is damaged by a critical hit: Make a BASIC attack vs. the attacker.", 'power "Payback Blow": immediate action, use when creature scores critical hit against this creature: this creature makes basic attack against that enemy'],
  ["SPECIAL", "Slippery: Use when an adjacent enemy declares and opportunity attack against this creature; that attack misses.", 'power "Slippery": use when adjacent enemy declares opportunity attack against this creature: that attack misses'],
  ["SPECIAL", "Sapping Bite: Whenever this creature rolls a natural 18, 19 or 20 with an attack, the target is also Dazed.", 'power "Sapping Bite": whenever this creature rolls natural 18 or higher with attack: target is Dazed'],
  // A state said first, a leftover parenthesis, a condition with no one named, a state near a keyword ally.
  ["SPECIAL", "Gloom: While this creature is not Bloodied, whenever an enemy starts its turn within 2 squares of this creature, that enemy takes 10 cold Damage.", 'power "Gloom": whenever enemy starts its turn within 2 squares while not bloodied: that enemy takes 10 cold damage'],
  ["SPECIAL", "Clamp: Use when this creature rolls a natural 19 or 20 on an attack roll: Target takes 5 damage and is Immobilized.)", 'power "Clamp": use when this creature rolls natural 19 or 20: target takes 5 damage and target is Immobilized'],
  ["SPECIAL", "Daze Spell: Whenever this creature starts a turn: Dazed until end of turn.", 'power "Daze Spell": whenever this creature starts its turn: this creature is Dazed until end of turn'],
  ["SPECIAL", "Rally: Use when starting a turn within 4 squares of a Soldier ally: +2 speed until end of round.", 'power "Rally": use when this creature starts its turn while within 4 squares of Soldier ally: this creature gets +2 speed until end of round'],
  // "Use with <attack>": when it is declared if the power changes the roll, else when it hits.
  ["SPECIAL", "Aimed Spit: Use with a Spit attack: -2 Attack and +5 Damage on that attack.", 'power "Aimed Spit": use when this creature declares "Spit" attack: -2 attack on that attack and +5 damage on that attack'],
  ["SPECIAL", "Heavy Swing: Use with a {B} attack; +5 Damage to that attack AND slide target 2 squares.", 'power "Heavy Swing": use when this creature hits with basic melee attack: +5 damage on that attack and slide target 2'],
  ["SPECIAL", "Acid Spit: Use with Spit: On hit, target also takes ongoing 5 acid damage.", 'power "Acid Spit": use when this creature hits with "Spit" attack: target takes ongoing 5 acid (save ends)'],
  // Printing slips read through: "(saved ends)", "aimmediate", "a mattack", "resolving this creature's … attack".
  ["SPECIAL", "Backwash: Use after being damaged by a RANGED attack: Attacker is Dazed (saved ends).", 'power "Backwash": use when this creature is damaged by ranged attack: that enemy is Dazed (save ends)'],
  ["SPECIAL", "Skip Away: Immediate, after resolving this creature's {r} attack; shift 2 squares.", 'power "Skip Away": immediate action, use when this creature resolves ranged attack: this creature shifts 2'],
  ["SPECIAL", "Quick Bolt: Immediate action, after resolving a mattack: Make 1 RANGED attack.", 'power "Quick Bolt": immediate action, use when this creature resolves melee attack: this creature makes ranged attack'],
  ["SPECIAL", "Duck: Use when this creature is targeted with a blast or burst attack: Slide this creature 2 squares.", 'power "Duck": use when this creature is targeted by close or area attack: slide this creature 2'],
  // "If that attack hits" after a declared or resolved attack: the hit is the trigger; other wordings of the same effects.
  ["SPECIAL", "Barbed Tip: Use when this creature declares a {r} attack: if that attack hits, the target is also Slowed until end of its next turn.", 'power "Barbed Tip": use when this creature hits with ranged attack: target is Slowed until end of its next turn'],
  ["SPECIAL", "Riposte: Use after an adjacent enemy resolves a {m} attack against this creature: If the attack hit, this creature makes 1 {b} attack against that enemy as an immediate action.", 'power "Riposte": immediate action, use when adjacent enemy hits this creature with melee attack: this creature makes basic melee attack against that enemy'],
  ["SPECIAL", "Guard Dog: Immediate action, when an ally within 2 squares is damaged: Make a BASIC attack vs. the enemy that dealt the damage.", 'power "Guard Dog": immediate action, use when ally within 2 squares is damaged: this creature makes basic attack against that enemy'],
  ["SPECIAL", "Nipping Swarm: Whenever a Living enemy starts its turn adjacent to this creature, make a {b} attack against the enemy. Hit or miss, that enemy is Weakened until end of turn.", 'power "Nipping Swarm": whenever Living enemy adjacent to this creature starts its turn: this creature makes basic melee attack against that enemy and that enemy is Weakened until end of turn'],
  ["SPECIAL", "Jolt: Whenever this creature takes thunder damage, it is Dazed and Weakened.", 'power "Jolt": whenever this creature takes thunder damage: this creature is Dazed and this creature is Weakened'],
  ["SPECIAL", "Bull Rush: Whenever this creature hits with a charge attack, the target of that attack is also slid 3 squares.", 'power "Bull Rush": whenever this creature hits with charge attack: slide target 3'],
  // § Forced-Movement Effects (Place): next to a creature, next to where it fell, or where a state holds.
  ["SPECIAL", "Carrion Hop: Use after an enemy within 6 squares is destroyed: Put this creature in a space adjacent to the space occupied by that enemy.", 'power "Carrion Hop": use when enemy within 6 squares is destroyed: place this creature adjacent to that enemy'],
  ["SPECIAL", "Mercy Leap: Use when an ally within 5 squares becomes bloodied: Place this creature in a space adjacent to that ally, then that ally heals 5 HP.", 'power "Mercy Leap": use when ally within 5 squares becomes bloodied: place this creature adjacent to that ally and that ally heals 5'],
  // § Forced-Movement Effects (Place): one picked creature beside another ("ofthis" as some printings run it together).
  ["SPECIAL", "Swarm Call: Use at start of round: Place an Insect ally adjacent to an enemy within line of sight ofthis creature.", 'power "Swarm Call": use at start of round: place one Insect ally adjacent to one enemy this creature can see'],
  // § Forced-Movement Effects (Place): in the space a destroyed creature fell in.
  ["SPECIAL", "Vow of Vengeance: Immediate, when an ally within 8 squares of this creature is destroyed by an enemy; place this creature in a square that was occupied by that ally, then make a {b} attack against that enemy as a free action.", 'power "Vow of Vengeance": immediate action, use when ally within 8 squares is destroyed by enemy: place this creature in space of that ally and this creature makes basic melee attack against that enemy'],
  ["SPECIAL", "Step Into the Gap: Use when an adjacent ally is destroyed: Put this creature in a space that ally occupied.", 'power "Step Into the Gap": use when adjacent ally is destroyed: place this creature in space of that ally'],
  ["SPECIAL", "Hook Line: Whenever this creature hits with a {r} attack: Place target in any square adjacent to this creature.", 'power "Hook Line": whenever this creature hits with ranged attack: place target adjacent to this creature'],
  ["SPECIAL", "Blood Scent: Use at start of round: Place this creature on the battle map in a space adjacent to a Slowed enemy.", 'power "Blood Scent": use at start of round: place this creature in square adjacent to Slowed enemy'],
  // § Start of Turn Phase: "at start of an adjacent Arcane ally's turn" is that ally starting its turn.
  ["SPECIAL", "Ward Sigil: Use at start of an adjacent Arcane or Divine ally's turn: That ally heals 5 HP.", 'power "Ward Sigil": use when adjacent Arcane or Divine ally starts its turn: that ally heals 5'],
  ["SPECIAL", "Thorn Ring: Use at start of an adjacent enemy’s turn: That enemy takes 5 damage.", 'power "Thorn Ring": use when adjacent enemy starts its turn: that enemy takes 5 damage'],
  // § Redirect Effects: "a Kobold ally adjacent to this creature" is one adjacent Kobold ally.
  ["SPECIAL", "Meat Shield: Use when this creature is hit by a {m} attack: Redirect that attack to a Kobold ally adjacent to this creature.", 'power "Meat Shield": use when this creature is hit by melee attack: redirect that attack to one adjacent Kobold ally'],
  // § Activated Powers (choosing among a power's effects): "… or …", the second alternative short of its subject or verb.
  ["SPECIAL", "Frost Wake: Whenever an enemy ends its turn adjacent to this creature, that enemy takes 5 cold damage or 5 necrotic damage (your choice).", 'power "Frost Wake": whenever enemy ends its turn adjacent to this creature: either that enemy takes 5 cold damage or that enemy takes 5 necrotic damage'],
  ["SPECIAL", "Second Wind: Use when an ally scores a critical hit: This creature heals 10 HP or recharges its Spit.", 'power "Second Wind": use when ally scores critical hit: either this creature heals 10 or recharge "Spit"'],
  ["SPECIAL", "Rally Cry: Use at start of turn: This creature or an adjacent ally heals 5 HP OR this creature has +5 damage until end of turn.", 'power "Rally Cry": use at start of its turn: either (this creature or one adjacent ally heals 5) or this creature gets +5 damage until end of turn'],
  // § Hit Points (Bonus Hit Points): "gains +N HP" raises hit points, not the maximum; the card's reminder of it is dropped.
  ["SPECIAL", "Blood Frenzy: Use when this creature hits with a {m} attack; this creature gains +10 HP. This can increase this creature's HP above its starting total, though it is considered Bloodied only at 20 HP or fewer.", 'power "Blood Frenzy": use when this creature hits with melee attack: this creature gains 10 bonus hp'],
  // § Charge: "charges", "declares a charge", "resolves a charge" are about its charge attack.
  ["SPECIAL", "Lance Brace: Use when an enemy charges this creature: +4 AC on that attack.", 'power "Lance Brace": use when enemy declares charge attack against this creature: +4 AC on that attack'],
  ["SPECIAL", "Trample Through: Use when this creature resolves a charge: This creature shifts 2 squares.", 'power "Trample Through": use when this creature resolves charge attack: this creature shifts 2'],
  // "on its turn": only while it takes its own turn.
  ["SPECIAL", "Twin Axes: Immediate, when this creature misses with a {m} attack on its turn; reroll that attack.", 'power "Twin Axes": immediate action, use when this creature misses with melee attack while its turn: attacker rerolls that attack roll'],
  // § Saving Throws: one "(save ends both)" after two effects: one save ends both.
  ["SPECIAL", "Wasp Venom: Use after this creature hits with a {m} attack: Target of that attack has -2 Attack and is Slowed (save ends both).", 'power "Wasp Venom": use when this creature hits with melee attack: target gets -2 attack (save ends both) and target is Slowed (save ends both)'],
  // "the start of any round" is the start of round; "moves into a space adjacent" is entering a square next to it.
  ["SPECIAL", "Tunnel Ambush: Use at the start of any round: Place this creature in an unoccupied square adjacent to an ally.", 'power "Tunnel Ambush": use at start of round: place this creature in square adjacent to ally'],
  ["SPECIAL", "Snap Jaws: Immediate, when a Bloodied enemy moves into a space adjacent to this creature; make a {b} attack against that enemy.", 'power "Snap Jaws": immediate action, use when bloodied enemy enters square adjacent to this creature: this creature makes basic melee attack against that enemy'],
  // § Start of Turn Phase: its own turn, counted only in a state; § Bloodied: "while adjacent to this creature" is an adjacent one.
  ["SPECIAL", "Rage 5: Use at start of turn if this creature is bloodied: +5 damage until end of turn.", 'power "Rage 5": use at start of its turn if bloodied: this creature gets +5 damage until end of turn'],
  ["SPECIAL", "Spring Sap: Use when this creature is bloodied at the start of its turn: Heal 5 HP.", 'power "Spring Sap": use at start of its turn if bloodied: this creature heals 5'],
  ["SPECIAL", "Blood Hunger: Use when an enemy becomes Bloodied while within 2 squares of this creature; it gains +10 HP.", 'power "Blood Hunger": use when enemy within 2 squares becomes bloodied: this creature gains 10 bonus hp'],
  // § Hit Points (Destroyed): "reduced to 0 HP" is being destroyed; its last attack "before being destroyed" is its own power's.
  ["SPECIAL", "Stubborn: Immediate, when this creature would be reduced to 0 HP; it has 10 HP remaining instead.", 'power "Stubborn": immediate action, use when this creature would be destroyed: this creature has 10 hp instead of being destroyed'],
  ["SPECIAL", "Last Bite: Immediate, when this creature is destroyed; make a Spit attack before being destroyed.", 'power "Last Bite": immediate action, use when this creature is destroyed: this creature makes "Spit" attack'],
  ["SPECIAL", "Follow Through: Immediate, when this creature's {r} attack destroys an enemy; make a {b} attack. Usable once per creature's turn.", 'power "Follow Through": immediate action, use when this creature\'s ranged attack destroys enemy: this creature makes basic melee attack'],
  // § How to Choose Targets: the creature attacked in a state (an ally of this creature beside it, a wall, ongoing damage).
  ["SPECIAL", "Drag Down: Whenever this creature hits a target adjacent to a Goblin ally: That target is Slowed.", 'power "Drag Down": whenever this creature hits target that is adjacent to Goblin ally: target is Slowed'],
  ["SPECIAL", "Wall Slam: Use when this creature hits an enemy adjacent to a wall with a {m} attack: That enemy is Dazed (save ends).", 'power "Wall Slam": use when this creature hits enemy that is adjacent to wall with melee attack: that enemy is Dazed (save ends)'],
  ["SPECIAL", "Venom Lover: Use when this creature hits a target that is (already) taking ongoing poison damage: +5 damage on that attack.", 'power "Venom Lover": use when this creature hits target that is already taking ongoing poison damage: +5 damage on that attack'],
  ["SPECIAL", "Gang Up: Whenever this creature hits an enemy adjacent to 2 or more allies with a {m} attack: +5 Damage on that attack.", 'power "Gang Up": +5 damage with melee attacks against targets 2 or more allies within 1 squares'],
  // § Conditions (Duration): until the creature hits, or targets this creature.
  ["SPECIAL", "Hissing Glare: Use when an enemy misses this creature with a {r} attack: That enemy has -4 Attack until after it hits with an attack.", 'power "Hissing Glare": use when enemy misses this creature with ranged attack: that enemy gets -4 attack until after it hits with an attack'],
  ["SPECIAL", "Goad: Use after an enemy resolves an attack against an adjacent ally: That enemy has -2 Attack until it targets this creature with an attack.", 'power "Goad": use when enemy resolves attack against adjacent ally: that enemy gets -2 attack until it targets this creature with an attack'],
  // Other wordings of the same triggers: an attack action, an attempted attack, an enemy attack, a bloodying attack, bloodied nearby.
  ["SPECIAL", "Last Gasp Strike: Use when this creature takes an attack action, if it is bloodied: This creature makes 1 {b} attack as a free action.", 'power "Last Gasp Strike": use when this creature declares attack while bloodied: this creature makes basic melee attack'],
  ["SPECIAL", "Parry Back: Immediate, when an adjacent enemy attempts a {r} attack against this creature; make a {b} attack against this enemy.", 'power "Parry Back": immediate action, use when adjacent enemy declares ranged attack against this creature: this creature makes basic melee attack against that enemy'],
  ["SPECIAL", "Vengeful Spit: Immediate action, use when this creature is damaged by an enemy attack: Make 1 Spit attack.", 'power "Vengeful Spit": immediate action, use when this creature is damaged by enemy: this creature makes "Spit" attack'],
  ["SPECIAL", "Bloody Reply: Use when an enemy's {m} attack causes this creature to become bloodied: This creature heals 5 HP.", 'power "Bloody Reply": use when enemy bloodies this creature with melee attack: this creature heals 5'],
  ["SPECIAL", "Hunter's Rush: Use when an enemy first becomes bloodied while within 5 squares of this creature: This creature shifts 2 squares.", 'power "Hunter\'s Rush": use when enemy within 5 squares becomes bloodied: this creature shifts 2'],
  // § Attack Roll: an attack against one defence.
  ["SPECIAL", "Warded Mind: Use when this creature is targeted by an attack vs. Will; +5 Will vs. that attack", 'power "Warded Mind": use when this creature is targeted by attack vs Will: +5 Will on that attack'],
  ["SPECIAL", "Blink Guard: Use when hit by a {r} attack that targets AC; that attack misses instead.", 'power "Blink Guard": use when this creature is hit by ranged attack vs AC: that attack misses'],
  // § Rechargeable Powers: regained by spending an action.
  ["SPECIAL", "Snap Reply: Immediate action, after an enemy within 2 squares attacks this creature: Make a BASIC attack against that enemy. RECHARGE as a minor action.", 'power "Snap Reply" recharge as minor action: immediate action, use when enemy within 2 squares attacks this creature: this creature makes basic attack against that enemy'],
  // § Continuous Powers: "whenever" a state of this creature holds.
  ["SPECIAL", "Rock Skin: Whenever adjacent to a wall: Immune Dazed and Immune Slowed.", 'power "Rock Skin": immune Dazed while adjacent to wall and immune Slowed while adjacent to wall'],
  ["SPECIAL", "Wall Shade: Whenever adjacent to a wall: this creature is invisible.", 'power "Wall Shade": invisible while adjacent to wall'],
  // A state of allied champions said first ("if a champion ally is within 2 squares of it"); this creature's turn in a state.
  ["SPECIAL", "Guardian's Zeal: Whenever this creature hits with a {m} attack, if a champion ally is within 3 squares of it: +10 damage on that attack.", 'power "Guardian\'s Zeal": whenever this creature hits with melee attack while within 3 squares of champion ally: +10 damage on that attack'],
  ["SPECIAL", "Dragon's Ward: Whenever this creature is targeted by an opportunity attack, if an active Giant champion ally is in play: +3 AC against that attack.", 'power "Dragon\'s Ward": whenever this creature is targeted by opportunity attack while allied Giant champion is in play: +3 AC on that attack'],
  ["SPECIAL", "Orc Swagger: Use when this creature starts a turn within 5 squares of an Orc champion ally: +2 speed and +2 attack until end of round.", 'power "Orc Swagger": use when this creature starts its turn while within 5 squares of Orc champion ally: this creature gets +2 speed until end of round and this creature gets +2 attack until end of round'],
  ["SPECIAL", "Shade Step: Use when this creature ends its turn occupying difficult terrain: This creature shifts 1 square.", 'power "Shade Step": use when this creature ends its turn while occupying "difficult" terrain: this creature shifts 1'],
];

describe("warband import ddm: triggers about attacks and damage", () => {
  expectReadings(cases);

  it("reads the forms of the trigger itself: possessives, no subject, 'would be hit', natural N+", () => {
    expect(attackTrigger("this creature's melee attack hits an enemy")).toBe("this creature hits enemy with melee attack");
    expect(attackTrigger("hit by a melee or ranged attack")).toBe("this creature is hit by melee or ranged attack");
    expect(attackTrigger("this creature would be hit by a ranged attack")).toBe("this creature is hit by ranged attack");
    expect(attackTrigger("an ally rolls a natural 18+ on an attack roll")).toBe("ally rolls natural 18 or higher");
    expect(attackTrigger("an adjacent Dwarf or Elf ally is targeted by a close or area attack")).toBe("adjacent Dwarf or Elf ally is targeted by close or area attack");
    expect(attackTrigger("this creature or an ally would take fire damage")).toBe("this creature or ally would take fire damage");
    expect(attackTrigger("an enemy rolls a natural 1-9")).toBe("enemy rolls natural 1 to 9");
  });

  it("reads 'while charging' said of another creature as that creature's charge, not this creature's state", () => {
    expect(triggerPhrase("an enemy enters an adjacent square while charging")).toBe("charging enemy enters square adjacent to this creature");
    expect(triggerPhrase("an enemy enters an adjacent square")).toBe("enemy enters square adjacent to this creature");
  });

  it("reads 'make a basic attack. That attack is a critical hit' as the attack made so, without a roll (test/runtime/critical-basic-attack.test.ts)", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Final Blow: Immediate action, when this creature is destroyed: Make a {b} attack. That attack is a critical hit and an automatic hit." }]);
    expect(r).toEqual({ lines: ['power "Final Blow": immediate action, use when this creature is destroyed: this creature makes basic melee attack as critical hit'], structured: true });
  });

  it("keeps a trigger naming an attack the card does not have as text (WB336)", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Missing Lash: Use when this creature hits with Mind Lash: Target is Dazed (save ends)." }]);
    expect(r!.lines).toBeNull();
    expect(r!.structured).toBe(false);
  });

  it("keeps a choice the opponent makes as no reading: 'Immobilized OR Weakened (opponent's choice)'", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Grasping Death: Use when this creature is destroyed: That enemy is Immobilized OR Weakened (opponent's choice)." }]);
    expect(r!.lines).toBeNull();
  });

  it("reads 'nearest' as no keyword: the party is not a Nearest creature", () => {
    expect(attackTrigger("the nearest enemy targets this creature with an attack")).toBeNull();
  });

  it("reads a champion filter: 'an enemy champion', 'an allied champion' (a card with a champion rating, § Champions)", () => {
    expect(attackTrigger("this creature damages an enemy champion")).toBe("this creature damages champion enemy");
    expect(attackTrigger("an enemy targets an allied champion")).toBe("enemy targets champion ally");
  });
});
