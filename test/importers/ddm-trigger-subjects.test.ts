// The importer's readings of whom a triggered power's effects reach: the ally that can see
// this creature, each adjacent creature of a keyword on either side, every creature taking
// ongoing damage of a type nearby, the enemies beside the enemy the trigger named (the one it
// destroyed), the enemies near a creature destroyed, the nearest enemy; a basic attack made as a critical hit; a save that
// succeeded; and a score that depends on whether the enemy destroyed is a champion. Texts
// written for these tests in the cards' phrasing; each must compile to primitives that act (test/runtime/trigger-subjects.test.ts).
// ddm-battle-rules-2011.txt § How to Choose Targets; § Hit Points (Destroyed); § Ongoing Damage;
// § How to Read a Creature Stat Card (Champion Rating); § Conditions; § Attack Roll; § Saving Throws
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  ["SPECIAL", "Parting Order: Immediate, when this creature is destroyed; 1 ally with line of sight to it makes a {r} attack.", 'power "Parting Order": immediate action, use when this creature is destroyed: one ally that can see this creature makes ranged attack'],
  ["SPECIAL", "Searing Pulse: Whenever this creature starts its turn, if it is bloodied: Each adjacent non-Elemental enemy and ally takes 10 fire damage.", 'power "Searing Pulse": whenever this creature starts its turn while bloodied: adjacent non-Elemental creatures takes 10 fire damage'],
  ["SPECIAL", "Kindle: Immediate, when this creature activates; all creatures within 8 squares taking ongoing fire Damage take 5 fire Damage.", 'power "Kindle": immediate action, use when this creature starts its turn: creatures taking ongoing fire damage within 8 squares takes 5 fire damage'],
  ["SPECIAL", "Ember Sweep: Immediate, when this creature's {m} attack destroys an enemy; each enemy adjacent to that enemy takes 5 cold Damage, then this creature makes a {b} attack.", 'power "Ember Sweep": immediate action, use when this creature\'s melee attack destroys enemy: enemies adjacent to that enemy takes 5 cold damage and this creature makes basic melee attack'],
  // § Ongoing Damage: "gains N ongoing damage" with no ending said lasts until a save; the enemies near the creature destroyed.
  ["CHAMPION", "Use when any creature is destroyed: Every enemy within 3 squares of that creature gains 10 ongoing acid damage.", 'champion power "Use when any creature is destroyed": use when any creature is destroyed: enemies within 3 squares of that creature takes ongoing 10 acid (save ends)'],
  // § Champion Rating: a score for an enemy with one, another for any other.
  ["SPECIAL", "Trophy Claim: Immediate action: When this creature destroys a kobold or gnoll enemy; Score +4VP, or +8 VP if the enemy is a Champion.", 'power "Trophy Claim": immediate action, use when this creature destroys Kobold or Gnoll non-champion enemy: you score 4 VP; immediate action, use when this creature destroys Kobold or Gnoll champion enemy: you score 8 VP'],
  ["SPECIAL", "Hunter's Turn: Immediate, when this creature destroys an enemy; shift 3 squares and make a {r} attack against the nearest target.", 'power "Hunter\'s Turn": immediate action, use when this creature destroys enemy: this creature shifts 3 and this creature makes ranged attack against nearest enemy'],
  // § Hit Points (Destroyed): an ally destroyed by the power; § Conditions: a condition nothing lifts, for the battle.
  ["SPECIAL", "Thin the Herd: Use when an ally within 3 squares of this creature misses with a {r} attack; destroy that ally AND make an immediate Spit attack.", 'power "Thin the Herd": immediate action, use when ally within 3 squares misses with ranged attack: that ally is destroyed and this creature makes "Spit" attack'],
  ["SPECIAL", "Blood Frenzy: When this creature first becomes bloodied, roll 1d20. On 11-20, this creature heals 20 HP, then is Confused and cannot lose Confused until end of battle.", 'power "Blood Frenzy": whenever this creature becomes bloodied: roll d20 on 11 to 20 (this creature heals 20 and this creature is Confused until end of battle)'],
  // § Attack Roll (Automatic Hit; Critical Hit): the power's basic attack hits critically without a roll; § Saving Throws.
  ["SPECIAL", "Grim Answer: Immediate action, use when an enemy scores a critical hit against this creature: Make a BASIC ranged attack against that enemy. That attack is a critical hit and an automatic hit.", 'power "Grim Answer": immediate action, use when enemy scores critical hit against this creature: this creature makes basic ranged attack against that enemy as critical hit'],
  ["SPECIAL", "Last Rites: Immediate action, when destroyed: Make a {b} attack. That attack is an automatic hit and a critical hit.", 'power "Last Rites": immediate action, use when this creature is destroyed: this creature makes basic melee attack as critical hit'],
  ["SPECIAL", "Stolen Moment: Use when an adjacent enemy rolls a successful saving throw: Reroll that saving throw.", 'power "Stolen Moment": use when adjacent enemy succeeds on saving throw: reroll that save'],
  // § How to Choose Targets (Line of Sight): one low-level enemy in sight; § Hit Points (Bloodied): whoever's attack bloodied an ally.
  ["SPECIAL", "Beguile: Use when you win initiative: A level 3 or lower enemy in line of sight is Dazed (save ends).", 'power "Beguile": use when you win initiative: one level 3 or lower enemy this creature can see is Dazed (save ends)'],
  ["SPECIAL", "Warden's Rush: Immediate, when an ally within 4 squares becomes Bloodied but is not destroyed by a {r} attack; this creature moves up to its Speed and makes a {b} attack against the attacker with +5 Damage on that attack.", 'power "Warden\'s Rush": immediate action, use when creature bloodies ally within 4 squares with ranged attack: this creature moves up to its speed and this creature makes basic melee attack against that enemy with +5 damage'],
];

describe("DDM importer: whom a triggered power's effects reach", () => {
  expectReadings(cases);
});
