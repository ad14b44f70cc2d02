// The importer's readings of powers that answer what befalls this creature or its allies
// (an enemy's attack, a destruction), as printed with slips: "Immediate action." before
// "Use when", "as animmediate action", "an ally with 5 squares", "targets an attack an ally";
// on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Activated Powers; § Immediate Actions; § How to Choose Targets
import { describe } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { expectReadings } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // Printing slips: a full stop after the action, a space lost, "with" for "within", the attack said before whom it targets.
  ["SPECIAL", "Stone Ward: Immediate action. Use when an enemy targets an attack an ally with 3 squares of this creature; That ally is Dazed until the end of its next turn.", 'power "Stone Ward": immediate action, use when enemy targets ally within 3 squares: that ally is Dazed until end of its next turn'],
  ["SPECIAL", "Last Swing: Use when this creature is destroyed: Make a basic attack as animmediate action.", 'power "Last Swing": immediate action, use when this creature is destroyed: this creature makes basic attack'],
  // A d20 table whose rows overlap: a result both hold takes both rows' effects; "this power" is the power itself (§ Rechargeable Powers).
  ["SPECIAL", "Blur Step: Immediate, after an attack hits this creature: Roll d20. 1-12: RECHARGE this power; 8+: That attack misses instead.", 'power "Blur Step": immediate action, use when attack hits this creature: roll d20 on 1 to 7 (recharge "Blur Step") or on 8 to 12 (recharge "Blur Step" and that attack misses) or on 13 to 20 (that attack misses)'],
  ["SPECIAL", "Lucky Hop: Use when an enemy hits this creature with a {m} attack: Roll 1d20. On 1-10, shift 1 square. On 6-20, this creature heals 5 HP.", 'power "Lucky Hop": use when enemy hits this creature with melee attack: roll d20 on 1 to 5 (this creature shifts 1) or on 6 to 10 (this creature shifts 1 and this creature heals 5) or on 11 to 20 (this creature heals 5)'],
  // Destruction put off: kept in play until the end of its next turn or until it takes damage (§ Hit Points, Destroyed).
  ["SPECIAL", "Stubborn Flesh: Use when this creature is destroyed: This creature is not destroyed instead. It is destroyed at the end of its next turn or if it takes damage.", 'power "Stubborn Flesh": use when this creature would be destroyed: this creature is not destroyed until end of its next turn or until it takes damage'],
  ["CHAMPION", "Use when an Orc ally is destroyed: That ally is not destroyed instead; it is destroyed at end of its next turn, or if it takes damage.", 'champion power "Use when an Orc ally is destroyed": use when Orc ally would be destroyed: that ally is not destroyed until end of its next turn or until it takes damage'],
  // "each creature within Reach": within the owner's melee reach (§ Melee Attacks, Range).
  ["SPECIAL", "Thrash: Immediate, when first Bloodied; make a Sword attack against each creature within Reach.", 'power "Thrash": immediate action, use when this creature becomes bloodied: this creature makes "Sword" attack against creatures within reach'],
  ["SPECIAL", "Sweep: Use when this creature is hit by a {m} attack: Each enemy within reach takes 5 damage.", 'power "Sweep": use when this creature is hit by melee attack: enemies within reach takes 5 damage'],
  // "if there is a Goblin ally within 6 squares: … that ally …": this creature's state, and one such ally chosen.
  ["SPECIAL", "Blood Bargain: Use when this creature would be destroyed, if there is a Goblin ally within 6 squares: Destroy that ally; this creature is not destroyed, but has 5 HP remaining instead.", 'power "Blood Bargain": use when this creature would be destroyed while within 6 squares of Goblin ally: choose one Goblin ally within 6 squares and that ally is destroyed and this creature has 5 hp instead of being destroyed'],
  ["SPECIAL", "Shared Pain: Use when this creature is hit by a {m} attack, if there is an Orc ally within 3 squares of this creature: That ally takes 5 damage.", 'power "Shared Pain": use when this creature is hit by melee attack while within 3 squares of Orc ally: choose one Orc ally within 3 squares and that ally takes 5 damage'],
  // A save by what it is against: ongoing damage of a type; the effects of this creature's attack (§ Saving Throws; § Ongoing Damage).
  ["SPECIAL", "Smother: Use when an adjacent enemy makes a save to end ongoing cold damage; that save automatically fails. RECHARGE when no enemies are affected by ongoing cold damage.", 'power "Smother" recharge when no enemy is taking ongoing cold damage: use when adjacent enemy rolls saving throw against ongoing cold damage: that save fails'],
  ["SPECIAL", "Lingering Doubt: Use when an enemy ends the effects of Spit: That enemy is Dazed until end of its next turn.", 'power "Lingering Doubt": use when enemy succeeds on saving throw against "Spit": that enemy is Dazed until end of its next turn'],
  ["SPECIAL", "Spiteful Bite: Use when an enemy ends the effects of this creature's Spit attack: Make a basic attack against that enemy.", 'power "Spiteful Bite": use when enemy succeeds on saving throw against "Spit": this creature makes basic attack against that enemy'],
  // "(30 … instead on a critical hit)": a trigger for the hit that is not critical and one for the critical hit (§ Attack Roll, Critical Hits).
  ["SPECIAL", "Barbed Hide: Use when an enemy hits this creature with a {m} attack: That enemy takes 10 damage (20 damage instead on a critical hit).", 'power "Barbed Hide": use when enemy hits this creature with melee attack without critical hit: that enemy takes 10 damage; use when enemy scores critical hit against this creature with melee attack: that enemy takes 20 damage'],
  ["SPECIAL", "Acid Blood: Use when an enemy hits an adjacent ally: That enemy takes 5 acid damage (10 acid damage instead on a critical hit).", 'power "Acid Blood": use when enemy hits adjacent ally without critical hit: that enemy takes 5 acid damage; use when enemy scores critical hit against adjacent ally: that enemy takes 10 acid damage'],
  // Damaged and still in play, by an enemy's attack; allies of keywords with a word in their card's name.
  ["SPECIAL", "Call the Clutch: Use after this creature takes damage but is not destroyed by an enemy attack; each Evil Dragon Ally with the word 'Bronze' in its name has +2 attack until the end of battle.", 'power "Call the Clutch": use when this creature is damaged by enemy with attack: Evil Dragon allies with "Bronze" in name gets +2 attack until end of battle'],
  // "(adjacent enemies) Immediate, when destroyed; …": effects without a roll on each creature the parentheses name.
  ["ABILITY", "Last Gasp: (adjacent enemies) Immediate, when destroyed; 5 fire damage AND push 2 squares.", 'power "Last Gasp": immediate action, use when this creature is destroyed: adjacent enemies takes 5 fire damage and push adjacent enemies 2'],
  ["ABILITY", "Holy Flare: (adjacent creatures) Immediate, when destroyed; 5 Damage (15 Damage to Undead creatures).", 'power "Holy Flare": immediate action, use when this creature is destroyed: adjacent non-Undead creatures takes 5 damage and adjacent Undead creatures takes 15 damage'],
  // A redirect to the creature with the fewest hit points the attacker reaches (§ Redirect Effects).
  ["SPECIAL", "Mad Parry: Whenever an enemy targets an adjacent ally with a {m} attack, that attack instead targets the ally or enemy with the lowest current HP within the attacker's reach.", 'power "Mad Parry": whenever adjacent ally is targeted by melee attack: redirect that attack to one creature with lowest hp within reach of attacker'],
  // An attack made by the power that provokes no opportunity attacks (§ Opportunity Attacks).
  ["SPECIAL", "Quick Reply: Use when this creature is hit by a {m} attack: This creature makes a Spit attack that does not provoke opportunity attacks as an immediate action.", 'power "Quick Reply": immediate action, use when this creature is hit by melee attack: this creature makes "Spit" attack without provoking'],
  // "each ally in area of that attack" with a defence against that attack: every ally's (only those attacked defend).
  ["SPECIAL", "Shield Ring: Use when an enemy declares an {a} attack: Each ally in the area of that attack has +2 AC against that attack.", 'power "Shield Ring": use when enemy declares area attack: allies gets +2 AC on that attack'],
];

describe("warband import ddm: triggers on what befalls this creature or its allies", () => {
  expectReadings(cases);
});
