// The importer's readings of continuous powers, auras and abilities whose rule was built
// for them (test/runtime/continuous-card-rules.test.ts), on texts written for these tests
// in the cards' phrasing: each must become the language's words and compile to
// primitives that act.
// ddm-battle-rules-2011.txt § Powers and Effects; § Combat Advantage; § Melee Attacks (Range);
// § Resistance and Vulnerability; § Attack Roll (Critical Hit); § Start of Turn Phase; § Auras
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { stalkerWith } from "./fixtures.js";
import { type Reading, readPowers } from "./reading.js";

/** Imports one power beside an attack and reads it. */
function read(type: CardPower["type"], text: string): Reading {
  return readPowers([{ type, text }], stalkerWith)[0]!;
}

const cases: [CardPower["type"], string, string[]][] = [
  ["ABILITY", "Hard to Sneak Up On: Immune Sneak Attack", ['power "Hard to Sneak Up On": immune to powers with "Sneak Attack" in their name']],
  ["SPECIAL", "Open Ground: (Aura 3) All creatures in aura gain Immune Sneak Attack.", ['aura 3 "Open Ground": creatures immune to powers with "Sneak Attack" in their name']],
  ["SPECIAL", "Sharp Gaze: +4 Attack instead of +2 whenever this creature has combat advantage against target.", ['power "Sharp Gaze": +2 attack against targets granting combat advantage']],
  ["ABILITY", "Long Arms: Reach 3 while no enemies are adjacent to this creature.", ['power "Long Arms": reach 3 while no enemy adjacent']],
  ["ABILITY", "Ember Drinker 10: This creature heals 10 HP each time an effect would deal fire damage to it.", ['power "Ember Drinker 10": whenever this creature would take fire damage: this creature heals 10']],
  ["ABILITY", "Storm Drinker: Heals 5 HP whenever subjected to lightning damage.", ['power "Storm Drinker": whenever this creature would take lightning damage: this creature heals 5']],
  ["ABILITY", "Cracked Shell: When this creature is hit by a critical, it is destroyed.", ['power "Cracked Shell": whenever this creature is hit by critical hit: this creature is destroyed']],
  [
    "SPECIAL",
    "Glare: Each enemy that activates while within 2 squares of this creature is Dazed until end of that enemy's turn.",
    ['power "Glare": whenever enemy starts its turn within 2 squares: that enemy is Dazed until end of turn'],
  ],
  [
    "SPECIAL",
    "Mending Light: (aura 2) While in aura, allies have Resist 5 Radiant and heal 5 HP each time they hit an enemy with a {r} attack.",
    ['aura 2 "Mending Light": allies resist 5 radiant', 'aura 2 "Mending Light": whenever ally within 2 squares hits with ranged attack: that ally heals 5'],
  ],
  [
    "SPECIAL",
    "Bramble Ring: (Aura 2) Enemies that enter a square in aura or that start a turn in aura take 5 damage.",
    ['aura 2 "Bramble Ring": whenever enemy enters square within 2 squares: that enemy takes 5 damage', 'aura 2 "Bramble Ring": whenever enemy starts its turn within 2 squares: that enemy takes 5 damage'],
  ],
  [
    "SPECIAL",
    "Carrion Pall: (Aura 3) Bloodied allies and bloodied enemies take 5 poison damage when ending their turn in aura.",
    ['aura 3 "Carrion Pall": whenever bloodied creature ends its turn within 3 squares: that creature takes 5 poison damage'],
  ],
  [
    "SPECIAL",
    "Holy Bane: (Aura 2) Undead enemies in aura have -2 Attack and take 5 radiant damage at start of each of this creature's turns.",
    ['aura 2 "Holy Bane": Undead enemies -2 attack', 'aura 2 "Holy Bane": at start of its turn: Undead enemies within 2 squares takes 5 radiant damage'],
  ],
  [
    "SPECIAL",
    "Frostbearer: (aura 1) This creature and allies in aura have resist 5 cold; enemies in aura gain vulnerable 5 cold.",
    ['aura 1 "Frostbearer": this creature resist 5 cold and allies resist 5 cold and enemies vulnerable 5 cold'],
  ],
  // test/runtime/aura-parts.test.ts: auras whose effect is a trigger.
  [
    "SPECIAL",
    "Duelist's Dare: (Aura 2) Enemies in aura have -2 Attack when taking an attack action that does not include this creature as a target.",
    ['aura 2 "Duelist\'s Dare": whenever enemy within 2 squares declares attack not against this creature: attacker gets -2 attack on that attack'],
  ],
  [
    "SPECIAL",
    "Challenge Ring: (aura 1) Orc enemies in the aura get -1 attack when making an attack that doesn't target this creature.",
    ['aura 1 "Challenge Ring": whenever Orc enemy within 1 squares declares attack not against this creature: attacker gets -1 attack on that attack'],
  ],
  [
    "SPECIAL",
    "Rumble: (aura 3) Whenever this creature declares a BASIC attack, each enemy in aura takes 5 thunder damage.",
    ['aura 3 "Rumble": whenever this creature declares basic attack: enemies within 3 squares takes 5 thunder damage'],
  ],
  [
    "SPECIAL",
    "Leaking Heat: (Aura 1) Enemies and allies take 5 fire damage whenever starting a turn in aura while this creature is bloodied.",
    ['aura 1 "Leaking Heat": whenever creature starts its turn within 1 squares while this creature is bloodied: that creature takes 5 fire damage'],
  ],
  // test/runtime/kin-states.test.ts: held while the warband has, or lacks, a kind of creature.
  [
    "SPECIAL",
    "Mimicry: Whenever this creature is in a warband with a Gnome champion, it gains the Gnome keyword; whenever this creature is in a warband with a Dwarf Champion, it gains the Dwarf keyword.",
    ['power "Mimicry": has keyword Gnome while allied Gnome champion is in play', 'power "Mimicry": has keyword Dwarf while allied Dwarf champion is in play'],
  ],
  ["SPECIAL", "Forsaken: Whenever this creature does not have an Evil ally in its warband; lose Resist All.", ['power "Forsaken": loses resist all while not Evil ally is in play']],
  ["SPECIAL", "Kinship: While it has a Fey ally in its warband, it has +2 AC.", ['power "Kinship": +2 AC while Fey ally is in play']],
  // test/runtime/area-one-target.test.ts: a lone target in the area.
  [
    "SPECIAL",
    "Narrow Focus: Whenever this creature's {c} or {a} attack has only 1 target, that attack has +10 Damage.",
    ['power "Narrow Focus": +10 damage with close attacks while its attack has only one target and +10 damage with area attacks while its attack has only one target'],
  ],
  ["SPECIAL", "Single Blast: If its area attack targets only one creature, +5 damage.", ['power "Single Blast": +5 damage with area attacks while its attack has only one target']],
  // test/runtime/squad-activation.test.ts: the creatures of a name take their turns as one activation.
  ["SPECIAL", "Squad Activation: All creatures in your warband named Bog Imp must activate as a single activation.", ['power "Squad Activation": creatures named "Bog Imp" take their turns as one activation']],
  [
    "SPECIAL",
    "Squad Activation: Whenever this creature takes its turn, each other creature named Ash Hound in your warband also takes a turn. These creatures' turns count as one turn toward the number of creatures you take turns with this turn.",
    ['power "Squad Activation": creatures named "Ash Hound" take their turns as one activation'],
  ],
  // test/runtime/dead-magic.test.ts: a rule, then a trigger, each a line of the power.
  [
    "SPECIAL",
    "Faith Ward: +2 to all defenses against attacks by Divine enemies and allies. Whenever a Divine enemy or ally misses this creature with an attack, this creature heals 5 HP.",
    ['power "Faith Ward": +2 defenses against attacks by Divine creatures', 'power "Faith Ward": whenever Divine creature misses this creature with attack: this creature heals 5'],
  ],
  ["SPECIAL", "True Aim: Ignores cover and Conceal with {r} attacks.", ['power "True Aim": ignores cover with ranged attacks and ignores conceal with ranged attacks']],
  ["SPECIAL", "Sight 6: Its line of sight ends after 6 squares.", ['power "Sight 6": line of sight ends after 6 squares']],
  ["SPECIAL", "Ghost Walk: Has Conceal 11 against adjacent enemies and is invisible to non-adjacent enemies.", ['power "Ghost Walk": conceal 11 against adjacent enemies and invisible to nonadjacent enemies']],
  ["SPECIAL", "Haze: Has Conceal 5 against adjacent enemies and Conceal 11 against non-adjacent enemies.", ['power "Haze": conceal 5 against adjacent enemies and conceal 11 against nonadjacent enemies']],
  [
    "SPECIAL",
    "Tremor Feel: Ignores Conceal, treats adjacent or slowed invisible enemies as visible.",
    ['power "Tremor Feel": ignores conceal and treats invisible creatures within 1 squares as visible and treats invisible creatures Slowed as visible'],
  ],
  ["SPECIAL", "Grave Chill: Enemies within 3 squares taking ongoing cold damage are also Slowed.", ['power "Grave Chill": enemies within 3 squares are Slowed while taking ongoing cold damage']],
  ["SPECIAL", "Hard Frost: While an enemy within 2 squares of this creature is Slowed, it is also Immobilized.", ['power "Hard Frost": enemies within 2 squares are Immobilized while Slowed']],
  ["SPECIAL", "Pack Sire: This creature has the Wolf keyword if it has Wolf allies in its warband.", ['power "Pack Sire": has keyword Wolf while Wolf ally is in play']],
  ["ABILITY", "Shadow-Touched: If your warband contains a Good creature, this creature is Good.", ['power "Shadow-Touched": has keyword Good while Good ally is in play']],
  ["ABILITY", "Kin Bond: While an Elf ally is on the battle map, this creature has the Elf keyword.", ['power "Kin Bond": has keyword Elf while Elf ally is in play']],
  ["ABILITY", "Exile: Loses the Gnome keyword if no Gnome ally is in play.", ['power "Exile": loses keyword Gnome while not Gnome ally is in play']],
  ["SPECIAL", "Eager: +10 Damage when this creature is the first creature to activate in a round.", ['power "Eager": +10 damage while it is first creature to activate this round']],
  [
    "SPECIAL",
    "Battle Joy: +10 {m} Damage until end of turn whenever this creature is the first to activate in a round.",
    ['power "Battle Joy": +10 damage with melee attacks while it is first creature to activate this round'],
  ],
  ["SPECIAL", "Warchief's Call: Orc and Goblinallies within 4 have +1 attack.", ['power "Warchief\'s Call": Orc or Goblin allies within 4 squares +1 attack']],
  ["SPECIAL", "Dark Counsel: (Aura 6) Allies in aura have +1 Attack and +2 to saving throws.", ['aura 6 "Dark Counsel": allies +1 attack and allies +2 to saving throws']],
  // test/runtime/continuous-bounds.test.ts: restrictions on its own turn, redirects and miss powers forbidden, extra minor actions.
  [
    "SPECIAL",
    "Blood Hunger: On its turn, this creature can't attack a non-bloodied creature or take a move action if a Dazed enemy is adjacent to it.",
    ['power "Blood Hunger": cannot take move actions while on its turn if adjacent to Dazed enemy and cannot attack not bloodied targets while on its turn if adjacent to Dazed enemy'],
  ],
  [
    "SPECIAL",
    "Fixated: On its turn, this creature cannot move or attack a non-bloodied enemy while adjacent to a Dazed enemy.",
    ['power "Fixated": cannot move while on its turn if adjacent to Dazed enemy and cannot attack not bloodied targets while on its turn if adjacent to Dazed enemy'],
  ],
  ["SPECIAL", "Light Step: This creature may shift 1 square once during its turn without spending an action.", ['power "Light Step": free action, once per turn, while its turn: this creature shifts 1']],
  ["SPECIAL", "Steadfast Aim: Enemies can't redirect this creature's attacks.", ['power "Steadfast Aim": enemies cannot redirect its attacks']],
  ["ABILITY", "Stubborn: Attacks targeting this creature cannot be redirected.", ['power "Stubborn": attacks against it cannot be redirected']],
  // Free, with no limit on its uses: every attack it makes (a limited one stays text).
  ["SPECIAL", "True Aim: Use when it makes an attack: that attack can't be redirected.", ['power "True Aim": its attacks cannot be redirected']],
  ["SPECIAL", "Truth Ward: Goblin enemies cannot use powers that change hits into misses.", ['power "Truth Ward": Goblin enemies cannot use miss powers']],
  ["SPECIAL", "Clear Sight: (Aura 2) Each enemy in aura cannot use a power that turns a hit into a miss.", ['aura 2 "Clear Sight": enemies cannot use miss powers']],
  ["SPECIAL", "Nimble Fingers: Can take 1 additional minor action each turn.", ['power "Nimble Fingers": takes 1 extra minor action each turn']],
  ["SPECIAL", "Dull Wits: Always makes an opportunity attack whenever able.", ['power "Dull Wits": must make opportunity attacks when it can']],
  // test/runtime/charge-exceptions.test.ts: the charge's restrictions broken by card text.
  ["SPECIAL", "Keen Nose: Can charge enemies it has no line of sight to.", ['power "Keen Nose": can charge without line of sight']],
  ["SPECIAL", "Scurry: Can take a move action after a charge.", ['power "Scurry": can take move action after charging']],
  [
    "SPECIAL",
    "Lurch: Can charge to any square adjacent to the target and does not need line of sight to target or destination square.",
    ['power "Lurch": can charge to any space adjacent to target and can charge without line of sight'],
  ],
  // test/runtime/lent-rules.test.ts: rules given to allies near it, destruction put off.
  ["SPECIAL", "Pack Fury: While this creature is bloodied, Wolf allies score criticals on attack rolls of natural 19+.", ['power "Pack Fury": Wolf allies scores critical hits on natural 19 or higher while this creature is bloodied']],
  [
    "SPECIAL",
    "Owl Companion: While adjacent to this creature, Elf allies have Blindsight 3.",
    ['aura 1 "Owl Companion": Elf allies ignores conceal within 3 squares and Elf allies treats invisible creatures within 3 squares as visible'],
  ],
  [
    "SPECIAL",
    "Grim Tenacity: When it is reduced to 0 hit points, this creature is not destroyed until the end of its next turn.",
    ['power "Grim Tenacity": is not destroyed until end of its next turn'],
  ],
  ["SPECIAL", "Shield Wall: Elf allies adjacent to this creature do not grant combat advantage to enemies for flanking.", ['power "Shield Wall": adjacent Elf allies does not grant combat advantage for flanking']],
  ["SPECIAL", "Kobold Cunning: Kobold allies gain an extra +1 attack vs. targets granting them combat advantage.", ['power "Kobold Cunning": Kobold allies +1 attack against targets granting combat advantage']],
  ["SPECIAL", "Orc Treachery 10: Each Orc Ally has +10 damage against each target granting it combat advantage.", ['power "Orc Treachery 10": Orc allies +10 damage against targets granting combat advantage']],
  ["SPECIAL", "Ambusher: +10 Damage against Dazed targets and against targets that cannot see this creature.", ['power "Ambusher": +10 damage against targets either Dazed or that cannot see this creature']],
  ["SPECIAL", "Reek: Adjacent living creatures have -1 Attack; Troll creatures immune.", ['power "Reek": adjacent Living non-Troll creatures -1 attack']],
  // An effect no DDM rule defines ("Immune Sleep"): the powers named for it (chainmail-comprehensive-rules-2002.txt § Immune Sleep; warband's own reading).
  ["ABILITY", "Wakeful: Immune Sleep", ['power "Wakeful": immune to powers with "Sleep" in their name']],
  ["ABILITY", "Immune Dazed, Slumber", ['power "Immune Dazed, Slumber": immune Dazed and immune to powers with "Slumber" in their name']],
  // Creatures named by their keywords ("with both the X and Y keywords"); an old card's electricity is lightning (warband's own reading).
  ["ABILITY", "Brood Ward: Adjacent creatures with both the Drake and Brood keywords gain Immune Electricity.", ['power "Brood Ward": adjacent Drake Brood creatures immune lightning']],
  ["ABILITY", "Ember Kin: Adjacent creatures with the Fire keyword gain Resist 5 Cold.", ['power "Ember Kin": adjacent Fire creatures resist 5 cold']],
  // Squares moved in a turn, counted from where it began (§ Common Triggered Powers, 'Movement' Triggers): the benefit while that far, and to the end of its next turn when the card says so.
  [
    "ABILITY",
    "Fading Stride: If this creature moves at least 5 squares during its turn, it has Conceal 6 until end of its next turn.",
    [
      'power "Fading Stride": conceal 6 while 5 or more squares from its starting position',
      'power "Fading Stride": at end of its turn while 5 or more squares from its starting position: this creature gets conceal 6 until end of its next turn',
    ],
  ],
  ["ABILITY", "Quick Feet: If it moves 3 or more squares on its turn, it gains +2 AC until end of turn.", ['power "Quick Feet": +2 AC while 3 or more squares from its starting position']],
  // ddm-battle-rules-2011.txt § Opportunity Attacks: none made against it.
  ["SPECIAL", "Slipstream: This creature cannot be attacked by opportunity attacks.", ['power "Slipstream": cannot be attacked by opportunity attacks']],
  // Holdings said a sentence each; the last lends them to its rider (§ Attack Roll, Conceal; § Mounts and Riders).
  [
    "ABILITY",
    "Ash Veil: This creature has Conceal 5. Against nonadjacent enemies, it has Conceal 10. This creature's rider has the benefit of Ash Veil.",
    ['power "Ash Veil": conceal 5 and conceal 10 against nonadjacent enemies', 'power "Ash Veil": its rider conceal 5 and its rider conceal 10 against nonadjacent enemies'],
  ],
  ["ABILITY", "Murk: This creature has Conceal 5. Against adjacent enemies, it has Conceal 10.", ['power "Murk": conceal 5 and conceal 10 against adjacent enemies']],
  // A bonus for the turn earned in terrain: at the start of its turn there, or on entering it on its turn (§ Battle Maps and Terrain).
  [
    "SPECIAL",
    "Bog Sprint: +1 Speed until end of turn if it occupies river terrain at start of its turn or enters river terrain on its turn.",
    [
      'power "Bog Sprint": at start of its turn while occupying "river" terrain: this creature gets +1 speed until end of turn',
      'power "Bog Sprint": whenever this creature enters "river" terrain while on its turn: this creature gets +1 speed until end of turn',
    ],
  ],
  // A permission said before the moment it follows: that moment's trigger, once the attack has resolved ("after it makes"), the shift its player's to take.
  ["SPECIAL", "Dancing Steel: This creature can shift 3 squares after it makes a {m} attack.", ['power "Dancing Steel": use when this creature resolves melee attack: this creature shifts 3']],
  // A stray capital printed before the word: a printing slip.
  ["ABILITY", "QResist 15 Acid", ['power "QResist 15 Acid": resist 15 acid']],
];

describe("warband import ddm: continuous powers with rules of their own", () => {
  it("a limited power with no condition: 'cannot be attacked by opportunity attacks' had for a while, with the rest (§ Common Triggered Powers, Default Condition)", () => {
    const r = readPowers([{ type: "SPECIAL", text: "Mist Step: This creature gains Conceal 6, cannot be attacked by opportunity attacks, and has phasing until the end of this creature's turn.", limit: 1 }], stalkerWith)[0]!;
    expect(r.lines).toEqual([
      "power \"Mist Step\" uses 1: free action: this creature gets conceal 6 until end of this creature's turn and this creature cannot be attacked by opportunity attacks until end of this creature's turn and this creature gets phasing until end of this creature's turn",
    ]);
    expect(r.structured).toBe(true);
  });
  it("a limited power with no condition that ends a list of conditions on each ally near it (§ Common Triggered Powers, Default Condition; § Conditions)", () => {
    const r = readPowers([{ type: "SPECIAL", text: "Clear Minds: End the Dazed, Slowed, and Weakened condition on each ally within 3 squares of this creature.", limit: 1 }], stalkerWith)[0]!;
    expect(r.lines).toEqual([
      'power "Clear Minds" uses 1: free action: allies within 3 squares loses Dazed and allies within 3 squares loses Slowed and allies within 3 squares loses Weakened',
    ]);
    expect(r.structured).toBe(true);
  });
  it("the rider's sentence lends only the power itself: another power's name stays text", () => {
    expect(read("ABILITY", "Ash Veil: This creature has Conceal 5. This creature's rider has the benefit of Mist Step.").structured).toBe(false);
  });
  it("a rule's own word after Immune ('Immune Auras') is no power's name: it stays text", () => {
    expect(read("ABILITY", "Immune Auras").structured).toBe(false);
  });
  for (const [type, text, want] of cases) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      const r = read(type, text);
      expect(r.lines).toEqual(want);
      expect(r.structured).toBe(true);
    });
  }
});
