// The importer's readings of more powers set off by this creature's own attacks: a score
// for destroying a Unique enemy (Unique named as a keyword is, § How to Read a Creature
// Stat Card), "use with Sneak Attack", an attack against a target granting combat
// advantage (content/ddm/core/named-powers.wb, "Sneak Attack N"), a miss on a natural roll
// ("if the d20 roll was 11+"), an attack kept from being redirected, a larger bonus
// "instead" while another creature of a keyword is near, a bonus equal to the highest allied
// champion rating, a bonus for an ally flanking with this creature, its first hit of the
// battle, a worth of 0 VP until the battle ends, an ally's charge, the attack another power
// of the card makes, ongoing damage grown on a target already taking it, a bonus on each
// attack of an attack action, a critical hit, a trigger said
// last that is two, another attack after one hit or miss, damage for attacking another, a target unseeing as its turn started, a shift after its attack, a menu to add to a hit, a shift after moving and attacking, and one of the card's attack names misprinted by a letter;
// on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Activated Powers; § Combat Advantage; § Attack Roll (Miss); § Bonuses and Penalties; § Flanking; § Assault; § Charge; § Ongoing Damage; § Making an Attack;
// § Powers and Effects (Rechargeable Powers)
import { describe, expect, it } from "vitest";
import type { Card } from "../../importers/ddm/card.js";
import { readingCard } from "./fixtures.js";
import { expectReadings, readPowers, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  ["SPECIAL", "Crowned Prey: Use when this creature destroys a Unique enemy: You score +5 VP.", 'power "Crowned Prey": use when this creature destroys Unique enemy: you score 5 VP'],
  // Damage needs the hit; a bonus to the roll is had as the attack is declared. "No enemy within N squares" at the turn's start recharges it.
  ["SPECIAL", "Cheap Shot: Use with Sneak Attack; +10 Damage on that attack. RECHARGE when no enemy is within 6 squares at start of this creature's turn.", 'power "Cheap Shot" recharge when start of its turn if no enemy is within 6 squares of it: use when this creature hits with combat advantage: +10 damage on that attack'],
  ["SPECIAL", "Low Blow: Use with Sneak Attack: +2 Attack on that attack.", 'power "Low Blow": use when this creature declares attack with combat advantage: +2 attack on that attack'],
  // The d20 roll is the natural roll; the miss on it is the trigger.
  ["SPECIAL", "Sour Dribble: Use after missing with Spit, if the d20 roll was 12+: The target takes 5 acid damage.", 'power "Sour Dribble": use when this creature misses with "Spit" attack on natural 12 or higher: target takes 5 acid damage'],
  // The larger bonus "instead" while a state holds: the first, and the rest while it does; "a Cold creature" is of either side.
  ["SPECIAL", "Frost Harvest: Whenever this creature hits a Slowed target: +5 cold damage on that attack; +15 cold damage on that attack instead if an Undead creature is within 3 squares of this creature.", 'power "Frost Harvest": +5 cold damage against Slowed targets; +10 cold damage against Slowed targets while within 3 squares of Undead creature'],
  // Its allies' best champion rating, its own left out; an ally and this creature on opposite sides of the enemy (§ Flanking).
  ["SPECIAL", "Drill Line: Whenever this creature makes a {r} attack: This creature has a bonus to Attack equal to the highest allied champion rating in play on that attack.", 'power "Drill Line": +attack with ranged attacks equal to highest allied champion rating'],
  ["SPECIAL", "Crossed Blades: Whenever an ally hits with a {m} attack against an enemy it and this creature flank +5 damage on that attack.", 'power "Crossed Blades": whenever ally flanking with this creature hits enemy with melee attack: attacker gets +5 damage on that attack'],
  // Its first such hit of the battle; a worth of 0 VP had until the battle ends (§ Assault).
  ["SPECIAL", "Blood Rush 5: Use when this creature first hits with a {r} attack: This creature gains 5 HP.", 'power "Blood Rush 5": use when this creature first hits with ranged attack: this creature gains 5 bonus hp'],
  ["SPECIAL", "Last Stand: Use when this creature destroys an enemy: Until end of battle, your opponent scores 0 VP instead of this creature's cost for destroying it.", 'power "Last Stand": use when this creature destroys enemy: this creature gets worth 0 vp when destroyed until end of battle'],
  // Another's charge, its immediate action (§ Charge).
  ["SPECIAL", "Rally Charge: Use after this creature hits with an attack while charging: 1 Soldier ally makes a charge attack as an immediate action.", 'power "Rally Charge": immediate action, use when this creature hits with attack while charging: one Soldier ally charges as immediate action'],
  // The ongoing damage it had before the hit grows, each use adding (§ Ongoing Damage).
  ["SPECIAL", "Festering Bite: Use when this creature hits an enemy that is (already) taking ongoing acid damage; that enemy has +10 ongoing acid damage (cumulative).", 'power "Festering Bite": use when this creature hits enemy that is already taking ongoing acid damage: ongoing acid damage of that enemy increases by 10'],
  // Every attack of the action it is used in (§ Making an Attack).
  ["SPECIAL", "Arcane Rush: Use when this creature declares an attack action: +5 Damage on each attack in that attack action.", 'power "Arcane Rush": use when this creature declares attack: +5 damage on each attack of that attack action'],
  // "On a critical hit": whenever this creature scores one.
  ["SPECIAL", "Skull Crack: On a critical hit, target is also Dazed (save ends).", 'power "Skull Crack": whenever this creature scores critical hit: target is Dazed (save ends)'],
  // The trigger said last, two of them: its basic attack bloodies or destroys an enemy; "basic" kept.
  ["SPECIAL", "Grave Thirst: This creature heals 5 HP whenever its {b} attack destroys an enemy or causes it to become Bloodied.", 'power "Grave Thirst": whenever this creature destroys enemy with basic melee attack: this creature heals 5; whenever this creature bloodies enemy with basic melee attack: this creature heals 5'],
  ["SPECIAL", "Soul Feast: Use when this creature destroys an enemy with a basic melee attack: Heal 5 HP.", 'power "Soul Feast": use when this creature destroys enemy with basic melee attack: this creature heals 5'],
  // "Use with Sword, while …: hit or miss, make another Sword attack": once that attack has resolved, whatever it did.
  ["SPECIAL", "Sentinel: Use with Sword, while this creature is bloodied: hit or miss, make another Sword attack (maximum once per turn).", 'power "Sentinel": use when this creature resolves "Sword" attack while bloodied, once per turn: this creature makes "Sword" attack'],
  // After its attack on an enemy: damage to that enemy each time it attacks another, until this creature's next turn.
  ["SPECIAL", "Taunting Blade: Use after attacking an enemy with a {m} attack; until start of this creature's next turn, whenever that enemy attacks, it takes 5 Damage if it does not target this creature.", 'power "Taunting Blade": use when this creature resolves melee attack against enemy: that enemy takes 5 damage whenever it declares attack not against this creature until start of this creature\'s next turn'],
  // Who could see it as its turn started (§ How to Choose Targets, Line of Sight).
  ["SPECIAL", "Unseen Knife: Whenever this creature hits a target that did not have line of sight to this creature at start of this creature's turn with a {m} attack: +10 cold damage on that attack.", 'power "Unseen Knife": +10 cold damage with melee attacks against targets that could not see this creature at start of its turn'],
  // After its attack has resolved, not as it is declared (§ Making an Attack, step 8).
  ["SPECIAL", "Step Away: Use after this creature makes a {r} attack: This creature shifts 1 square.", 'power "Step Away": use when this creature resolves ranged attack: this creature shifts 1'],
  ["SPECIAL", "Dancing Steel: This creature can shift 3 squares after it makes a {m} attack.", 'power "Dancing Steel": use when this creature resolves melee attack: this creature shifts 3'],
  // A menu "to add" after a hit, its entries behind check boxes.
  ["SPECIAL", "Grave Eye: Use with Spit: On hit, choose 1 effect to add: ❑ Sting: Target is also Dazed (save ends). ❑ Drain: This creature heals 5 HP.", 'power "Grave Eye": use when this creature hits with "Spit" attack: choose one target is Dazed (save ends) or this creature heals 5'],
  // Its own squares moved this turn, a charge's too.
  ["SPECIAL", "Hit and Run: If this creature moves at least 4 squares before attacking, it may shift after attacking (usable after a charge).", 'power "Hit and Run": use when this creature resolves attack while it moved 4 or more squares this turn: this creature shifts 1'],
  // Kept on its target from the declaration on (§ How to Choose Targets, Redirect Effects).
  ["SPECIAL", "Straight Shot: Use when this creature declares a {r} attack: That attack cannot be redirected.", 'power "Straight Shot": use when this creature attacks with ranged attack: that attack cannot be redirected'],
  ["SPECIAL", "Near Thing: Use when this creature misses with a {m} attack, if the attack roll is a natural 15-19: This creature shifts 1 square.", 'power "Near Thing": use when this creature misses with melee attack on natural 15 to 19: this creature shifts 1'],
];

describe("warband import ddm: this creature's own attacks (Unique enemies, Sneak Attack, misses on a natural roll)", () => {
  expectReadings(cases);
});

describe("warband import ddm: an attack with another power of the card", () => {
  it("'making an attack with Shield Bash', a power of the card that makes a basic attack: the attack it makes", () => {
    const got = readPowers([
      { type: "SPECIAL", text: "Shield Bash: Immediate, when an adjacent enemy attacks an ally; make a {b} attack against that enemy." },
      { type: "SPECIAL", text: "Brutal Bash: Use when making an attack with Shield Bash: +10 Damage on that attack." },
    ]);
    expect(got[1]).toEqual({ lines: ['power "Brutal Bash": use when this creature declares attack by "Shield Bash": +10 damage on that attack'], structured: true });
  });
});

/** The tests' card with one more attack, whose name the powers misprint. */
const withLance = (powers: Card["powers"]): Card => {
  const card = readingCard(powers);
  return { ...card, powers: [{ type: "ATTACK", text: "Frost Lance: (range 6) +7 vs. Reflex; 10 cold damage" }, ...card.powers] };
};

describe("warband import ddm: one of the card's attack names misprinted by a letter", () => {
  it("a letter changed, left out or added in one word of the name is that attack; a short or distant name is not", () => {
    const got = readPowers(
      [
        { type: "SPECIAL", text: "Cold Snap: Use when this creature hits with Frost Lanse: The target is Slowed (save ends)." },
        { type: "SPECIAL", text: "Rime Bite: Use when this creature hits with Frost Lnce: +5 cold damage on that attack." },
        { type: "SPECIAL", text: "Deep Chill: Use when this creature hits with Frost Lances: The target is Immobilized (save ends)." },
        { type: "SPECIAL", text: "Thin Ice: Use when this creature hits with Frost Lantern: The target is Dazed (save ends)." },
        { type: "SPECIAL", text: "Far Off: Use when this creature hits with Frost Spear: The target is Dazed (save ends)." },
      ],
      withLance,
    );
    expect(got.map((r) => r.lines?.[0] ?? null)).toEqual([
      'power "Cold Snap": use when this creature hits with "Frost Lance" attack: target is Slowed (save ends)',
      'power "Rime Bite": use when this creature hits with "Frost Lance" attack: +5 cold damage on that attack',
      'power "Deep Chill": use when this creature hits with "Frost Lance" attack: target is Immobilized (save ends)',
      null,
      null,
    ]);
  });
});
