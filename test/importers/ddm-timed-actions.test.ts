// The importer's readings of powers used as actions or at set-up, on texts written for
// these tests in the cards' phrasing: a move in legs ("then … more squares"), a limit naming
// a keyword the effects then call "that ally", a keyword list missing a comma, a creature
// made to provoke, a creature apart from attacks for a while, a set-up power with a limit
// that raises the maximum hit points, and a move attacking each enemy beside its path. Each
// must become the language's words and compile to primitives that act.
// ddm-battle-rules-2011.txt § Actions; § Move Actions; § Opportunity Attacks; § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects)
import { describe, expect, it } from "vitest";
import { expectEachReading, expectReadings, readPower } from "./reading.js";

const cases: [string, string][] = [
  // § Move Actions; § Movement Modes: each leg as long as its number, the middle one flying.
  ["Bounding Stride: Move action: Move up to 3 squares, then move up to 2 squares with Flight, then move up to 1 more square.", 'power "Bounding Stride": move action: this creature moves up to 3 squares and this creature moves up to 2 squares with flight and this creature moves up to 1 squares'],
  // § Shift: the limit's keyword ally is the one the shift must end beside.
  ["Pack Slip: Minor action, only while adjacent to a Wolf ally; shift 4 squares, must end adjacent to that ally.", 'power "Pack Slip": minor action, while adjacent to Wolf ally: this creature shifts 4 ending adjacent to Wolf ally'],
  // § Keywords: a list of keywords with one comma left out still names each.
  ["Abjure: Minor action: A Fey, Elemental Undead or Demon enemy within 4 of this creature takes 15 ongoing damage.", 'power "Abjure": minor action: one Fey or Elemental or Undead or Demon enemy within 4 squares takes ongoing 15 (save ends)'],
  // § Opportunity Attacks: one creature made to provoke, picked among those the subject names.
  ["Taunting Jeer: Attack action: An adjacent enemy of level 3 or lower provokes opportunity attacks.", 'power "Taunting Jeer": replaces attack action: one adjacent level 3 or lower enemy provokes opportunity attacks'],
  // § How to Choose Targets: no attack by it, none against it, for as long as said.
  ["Shroud of Dusk: Minor action: Until end of this creature's next turn, it may not attack or be attacked.", `power "Shroud of Dusk": minor action: this creature cannot attack until end of this creature's next turn and this creature gets cannot be targeted by attacks until end of this creature's next turn`],
  // § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects): a limit on an allied champion's keyword; a raised maximum is bonus hit points gained then.
  ["Veteran Drill: Use during your set-up, if your warband has an Ogre champion: This creature has maximum 40 HP instead of 30 HP and is bloodied at 20 HP instead of 15 HP.", 'power "Veteran Drill": use during your setup while allied Ogre champion is in play: this creature gains 10 bonus hp'],
  // § Activated Powers; § Conditions (Duration); § Champion Powers: a menu whose duration, said after it, also ends when its
  // user is destroyed; champions are those with a rating, not a keyword.
  [
    "Horn Call: Replaces attack action: Choose 1 effect. The effect lasts until start of this creature's next turn, or when this creature is destroyed. Hush Horn: Champion enemies within 8 squares of this creature cannot use champion powers. Ward Horn: Allies within 8 squares of this creature have +3 Reflex and +3 Will.",
    `power "Horn Call": replaces attack action: choose one (champion enemies within 8 squares cannot use champion powers until start of this creature's next turn or until this creature is destroyed) or (allies within 8 squares get +3 Ref until start of this creature's next turn or until this creature is destroyed and allies within 8 squares get +3 Will until start of this creature's next turn or until this creature is destroyed)`,
  ],
  // § Bonuses and Penalties: every enemy that cannot see it is among those its player would choose.
  ["Tunnel Strike: Minor action; choose any number of enemies that cannot see this creature; +5 Damage against those enemies until end of turn.", 'power "Tunnel Strike": minor action: this creature gets +5 damage against targets that cannot see this creature until end of turn'],
  // § Vulnerable X Damage: more damage of a type from any attack or effect, for every creature.
  ["Searing Air: Use at start of round: until end of round, each attack or effect that deals fire damage does 5 additional fire damage.", 'power "Searing Air": use at start of round: this creature gets vulnerable 5 fire until end of round and creatures get vulnerable 5 fire until end of round'],
  // § Resist X Damage: the type picked from the list said first.
  ["Warding Weave: Minor action; choose cold, fire, or thunder; this creature or 1 adjacent ally gains Resist 5 against that damage type until end of round.", 'power "Warding Weave": minor action: choose one (this creature or one adjacent ally gets resist 5 cold until end of round) or (this creature or one adjacent ally gets resist 5 fire until end of round) or (this creature or one adjacent ally gets resist 5 thunder until end of round)'],
  // § Making an Attack (Choose Targets): the chosen enemy's attacks against others than this creature, while the power lasts.
  [
    "Vow of Wrath: Minor action; choose 1 enemy within 4 squares of this creature; until start of this creature's next turn, whenever that enemy attacks, if it does not target this creature, it takes 5 fire Damage and has -3 Attack on that attack roll.",
    `power "Vow of Wrath": minor action: choose one enemy within 4 squares and "Vow of Wrath" lasts until start of this creature's next turn; whenever creature chosen by "Vow of Wrath" declares attack not against this creature while "Vow of Wrath" lasts: that enemy takes 5 fire damage and that enemy gets -3 attack on that attack`,
  ],
  [
    "Stern Glare: Minor action: Choose 1 enemy within 6 squares. Until start of this creature's next turn, that enemy takes 5 damage and has –1 Attack when making an attack that does not target this creature.",
    `power "Stern Glare": minor action: choose one enemy within 6 squares and "Stern Glare" lasts until start of this creature's next turn; whenever creature chosen by "Stern Glare" declares attack not against this creature while "Stern Glare" lasts: that enemy takes 5 damage and that enemy gets -1 attack on that attack`,
  ],
  // § Combat Advantage: against any target until the turn ends.
  ["Side Slip: Minor action; shift 2 squares AND this creature has combat advantage with all attacks it makes this turn.", 'power "Side Slip": minor action: this creature shifts 2 and this creature gets combat advantage against any target until end of turn'],
  // § Resolving Effects: parts made in the order the player picks, each order an alternative.
  [
    "Tail and Talon: Replaces attack action: Shift 2 squares and make a Sword attack (in any order).",
    'power "Tail and Talon": replaces attack action: choose one (this creature shifts 2 and this creature makes "Sword" attack) or (this creature makes "Sword" attack and this creature shifts 2)',
  ],
];

describe("warband import ddm: powers used as actions or at set-up, more wordings", () => {
  expectEachReading(cases);

  // § Move Actions (Move); § Making an Attack; § Actions (Replaces Turn): a move, then one roll against each enemy beside the
  // path, printed as the power's effect: the attack becomes the card's, made by the power only.
  expectReadings([
    [
      "SPECIAL",
      "Cinder Roll: Replaces turn: Move up to Speed and make 1 attack against each enemy adjacent to spaces this creature enters; +9 vs. DEF(Fort); 10 fire Damage.",
      ['power "Cinder Roll": replaces turn: this creature makes "Cinder Roll" attack', 'attack melee during moving speed against each enemy adjacent to squares entered by power only "Cinder Roll": +9 vs Fort; 10 fire damage'],
    ],
    ["ATTACK", "Scorching Tumble: Move up to its speed and attack each enemy adjacent to squares it enters once, +7 vs. Reflex; 5 fire damage.", 'attack melee during moving speed against each enemy adjacent to squares entered "Scorching Tumble": +7 vs Ref; 5 fire damage'],
  ]);

  it("a raised maximum whose bloodied score is not half of it is kept as text", () => {
    expect(readPower("Odd Drill: Use during your set-up: This creature has maximum 40 HP instead of 30 HP and is bloodied at 25 HP instead of 15 HP.").structured).toBe(false);
  });
});
