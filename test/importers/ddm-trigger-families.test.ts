// The importer's readings of triggers new this session, on texts written for these tests
// in the cards' phrasing: an attack that deals a damage type ("hits with an attack that
// deals fire damage", "makes an attack that can deal cold or necrotic damage"); a hit on an
// enemy that has damaged this creature.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Applying Damage (Base Damage)
import { describe } from "vitest";
import { expectReadings } from "./reading.js";

describe("ddm-battle-rules-2011.txt § Applying Damage (Base Damage): triggers on attacks dealing a damage type", () => {
  expectReadings([
    ["SPECIAL", "Searing Brand: Use when this creature hits with an attack that deals fire damage; target is Weakened until end of round.", 'power "Searing Brand": use when this creature hits with attack that deals fire damage: target is Weakened until end of round'],
    ["SPECIAL", "Cold Second Try: Use when this creature misses with an attack that deals cold or necrotic damage: Reroll that attack.", 'power "Cold Second Try": use when this creature misses with attack that deals cold or necrotic damage: attacker rerolls that attack roll'],
    ["SPECIAL", "Kindling: Use when an ally makes an attack that can deal fire damage: +1 Attack on that attack.", 'power "Kindling": use when ally declares attack that deals fire damage: attacker gets +1 attack on that attack'],
    ["SPECIAL", "Storm Sip: Whenever an enemy hits this creature with a {r} attack that deals lightning damage: This creature heals 5 HP.", 'power "Storm Sip": whenever enemy hits this creature with ranged attack that deals lightning damage: this creature heals 5'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Automatic Powers; § Applying Damage: a hit on an enemy that has damaged this creature", () => {
  expectReadings([
    ["SPECIAL", "Settle the Score: Whenever this creature hits an enemy that has damaged it: +5 damage on that attack.", 'power "Settle the Score": whenever this creature hits enemy that damaged this creature: +5 damage on that attack'],
    ["SPECIAL", "Blood Feud: Whenever this creature hits an enemy that damaged this creature with a {m} attack: That enemy is Slowed until end of its next turn.", 'power "Blood Feud": whenever this creature hits enemy that damaged this creature with melee attack: that enemy is Slowed until end of its next turn'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Automatic Powers: wording variants of triggers already read", () => {
  expectReadings([
    // § Bonuses and Penalties: damage "to that target" after a hit is damage on the attack that hit it.
    ["SPECIAL", "Righteous Blow: Use when this creature hits with a BASIC attack: +5 radiant damage to that target.", 'power "Righteous Blow": use when this creature hits with basic attack: +5 radiant damage on that attack'],
    // § Melee Attacks: that much damage from one attack of the kind.
    ["SPECIAL", "Brittle Bones: Whenever this creature takes 15 or more damage from a {m} attack: This creature is Dazed until end of its next turn.", 'power "Brittle Bones": whenever this creature takes 15 or more damage from melee attack: this creature is Dazed until end of its next turn'],
    // § How to Choose Targets: a target alone, no other creature adjacent to it.
    ["SPECIAL", "Lone Hunter: Whenever this creature makes an attack against a target that has no other creature adjacent to it: +2 Attack on that attack.", 'power "Lone Hunter": +2 attack against targets with no other creature adjacent'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability (would take): damage that grows as it is taken", () => {
  expectReadings([
    ["SPECIAL", "Scent of Fear: Whenever a Bloodied enemy within 3 squares of this creature takes damage, that enemy takes +5 Damage.", 'power "Scent of Fear": whenever bloodied enemy within 3 squares would take damage: that enemy takes 5 more damage from that attack'],
    ["SPECIAL", "Kindled Hex: Whenever an adjacent enemy takes fire damage: That enemy takes +10 damage.", 'power "Kindled Hex": whenever adjacent enemy would take fire damage: that enemy takes 10 more damage from that attack'],
  ]);
});

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost): trigger parties by level or cost", () => {
  expectReadings([
    ["SPECIAL", "Grave Command: Use when a lower-level Undead ally within 6 squares of this creature makes a {r} attack: +1 Attack on that attack.", 'power "Grave Command": use when lower-level Undead ally within 6 squares declares ranged attack: attacker gets +1 attack on that attack'],
    ["SPECIAL", "Second Wind Rite: Use when a level 4 or lower Goblin ally is destroyed: That ally is not destroyed and has 5 HP instead.", 'power "Second Wind Rite": use when level 4 or lower Goblin ally would be destroyed: that ally has 5 hp instead of being destroyed'],
    ["SPECIAL", "Cheap Losses: Whenever a cost 10 or less ally is destroyed: This creature heals 5 HP.", 'power "Cheap Losses": whenever cost 10 or less ally is destroyed: this creature heals 5'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects: 'use <attack>' makes that attack of the card", () => {
  expectReadings([
    ["ATTACK", "Thought Lash: (range 10) +8 vs. Will; 10 psychic damage.", 'attack ranged 10 "Thought Lash": +8 vs Will; 10 psychic damage'],
    ["SPECIAL", "Lashing Reflex: Immediate action, when targeted by an attack: Use Thought Lash.", 'power "Lashing Reflex": immediate action, use when this creature is targeted: this creature makes "Thought Lash" attack'],
    ["SPECIAL", "Follow Through: Immediate, when this creature's {m} attack destroys an enemy; use Thought Lash. Usable once per turn, only while uses remain.", 'power "Follow Through": immediate action, use when this creature\'s melee attack destroys enemy: this creature makes "Thought Lash" attack'],
    ["SPECIAL", "Feeding Frenzy: Whenever an enemy becomes Bloodied by a {m} attack of an ally adjacent to this creature, this creature heals 5 HP.", 'power "Feeding Frenzy": whenever ally adjacent to this creature bloodies enemy with melee attack: this creature heals 5'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Bonuses and Penalties; § Appendix A (Defenses): defences against that attack", () => {
  expectReadings([
    ["SPECIAL", "Mirror Veil: Whenever this creature is targeted by a {r} attack: This creature has +2 to all defenses against that attack.", 'power "Mirror Veil": whenever this creature is targeted by ranged attack: this creature gets +2 defenses on that attack'],
    // "+4 Attack to all defenses": a printing slip for +4 to all defenses (an attack bonus is no defence).
    ["SPECIAL", "Glimmer Guard: Whenever this creature is targeted by a {m} attack: This creature has +2 Attack to all defenses against that attack.", 'power "Glimmer Guard": whenever this creature is targeted by melee attack: this creature gets +2 defenses on that attack'],
    ["SPECIAL", "Warding Prayer: Immediate, when this creature is attacked; +2 DEF against 1 attack.", 'power "Warding Prayer": immediate action, use when this creature is targeted: +2 Fort on that attack and +2 Ref on that attack and +2 Will on that attack'],
  ]);
});

describe("ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Size): trigger parties of one size", () => {
  expectReadings([
    ["SPECIAL", "Pack Tactics: Immediate action, use when a Tiny Reptile ally hits an enemy with a Ranged attack: Make a Melee Basic attack against that enemy.", 'power "Pack Tactics": immediate action, use when Tiny Reptile ally hits enemy with ranged attack: this creature makes basic melee attack against that enemy'],
    ["SPECIAL", "Grim Memory: Use when a medium ally is destroyed: This creature heals 10 HP.", 'power "Grim Memory": use when Medium ally is destroyed: this creature heals 10'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Charge: 'Use when charging. On a hit, …'", () => {
  expectReadings([
    ["SPECIAL", "Crushing Arrival: Use when charging. On a hit, target is Slowed until end of round.", 'power "Crushing Arrival": use when this creature hits while charging: target is Slowed until end of round'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Resistance and Vulnerability: a target with Resist or Immune to a type", () => {
  expectReadings([
    ["SPECIAL", "Sunfire: Use when this creature's {r} or {A} attack hits a target with Resist Fire or Immune Fire; +5 radiant Damage on that attack.", 'power "Sunfire": use when this creature hits target that is with resist fire or immune fire with ranged or area attack: +5 radiant damage on that attack'],
    ["SPECIAL", "Frostbreaker: Whenever this creature hits a target with Immune Cold with a {m} attack: That enemy is Slowed until end of its next turn.", 'power "Frostbreaker": whenever this creature hits target that is with immune cold with melee attack: that enemy is Slowed until end of its next turn'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Conditions (Slowed): a target slowed below its normal Speed", () => {
  expectReadings([
    ["SPECIAL", "Glacial Strike: Whenever this creature makes an attack against a target with a current speed less than its normal speed: +2 Attack on that attack.", 'power "Glacial Strike": +2 attack against targets with speed below its normal speed'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Basic Attacks; § Bonuses and Penalties: an attack granted with a bonus", () => {
  expectReadings([
    ["SPECIAL", "Trampling Run: When this creature resolves a charge: Its rider can make a melee basic attack against the target of the charge, at +5 damage, as a free action.", 'power "Trampling Run": whenever this creature resolves charge attack: its rider makes basic melee attack against target with +5 damage'],
    ["SPECIAL", "Covering Blow: Use when an ally hits an enemy: That ally makes a basic melee attack against that enemy with +2 attack.", 'power "Covering Blow": use when ally hits enemy: that ally makes basic melee attack against that enemy with +2 attack'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Counting Distance; § Actions (Immediate Action): entering a square exactly N squares away", () => {
  expectReadings([
    ["ATTACK", "Long Pike: (reach 3) +7 vs. AC; 10 damage.", 'attack melee reach 3 "Long Pike": +7 vs AC; 10 damage'],
    ["SPECIAL", "Set the Pike: Immediate action, use after an enemy enters a square exactly 3 squares away: Make a Long Pike attack against that enemy.", 'power "Set the Pike": immediate reaction, use when enemy enters square exactly 3 squares away: this creature makes "Long Pike" attack against that enemy'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Opportunity Attacks: provoking, and triggers joined by ', or'", () => {
  expectReadings([
    ["SPECIAL", "Barbed Hide: Whenever an adjacent enemy provokes an opportunity attack: That enemy takes 5 damage.", 'power "Barbed Hide": whenever adjacent enemy provokes opportunity attack: that enemy takes 5 damage'],
    ["SPECIAL", "Bristling Guard: Whenever an enemy within 2 squares provokes an opportunity attack, or an adjacent enemy shifts, that enemy takes 5 Damage.", 'power "Bristling Guard": whenever enemy within 2 squares provokes opportunity attack: that enemy takes 5 damage; whenever adjacent enemy shifts: that enemy takes 5 damage'],
  ]);
});

describe("ddm-battle-rules-2011.txt § Automatic Powers: three triggers, the last two sharing their subject", () => {
  expectReadings([
    ["SPECIAL", "Thorny Shell: Whenever a Beast enemy charges this creature, or an enemy within 2 squares shifts or provokes opportunity attacks, that enemy takes 5 damage.", 'power "Thorny Shell": whenever Beast enemy declares charge attack against this creature: that enemy takes 5 damage; whenever enemy within 2 squares shifts: that enemy takes 5 damage; whenever enemy within 2 squares provokes opportunity attack: that enemy takes 5 damage'],
  ]);
});
