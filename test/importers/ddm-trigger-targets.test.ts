// The importer's readings of triggered powers about whom an attack reaches and how: redirects
// onto a creature the player chooses (never the attacker, only an active one), parties above
// their bloodied value, hits on a natural roll in a range, opportunity attacks granted by a
// power, basic attacks against a different or the same target, an attack's outcome (bloodies,
// destroys) as the trigger, charging parties, combat advantage on the attacks a trigger names. Texts written for these
// tests in the cards' phrasing; each must compile to primitives that act.
// ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Hit Points (Bloodied);
// § Attack Roll; § Opportunity Attacks; § Basic Attacks; § Charge; § Combat Advantage; § Stunned; § Actions
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { expectReadings, readPowers } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // § Redirect Effects: a chosen creature, the attacker left out, or only an active one.
  ["SPECIAL", "Human Buckler: Use when this creature is targeted by a {m} attack: Redirect that attack to a Dazed enemy adjacent to this creature (cannot redirect to the attacker).", 'power "Human Buckler": use when this creature is targeted by melee attack: redirect that attack to one adjacent Dazed enemy other than attacker'],
  ["SPECIAL", "Grab Shield: Use when this creature is targeted by an attack: Redirect that attack to a Slowed enemy adjacent to this creature other than the attacker.", 'power "Grab Shield": use when this creature is targeted: redirect that attack to one adjacent Slowed enemy other than attacker'],
  ["SPECIAL", "Loyal Hirelings: Use when an enemy targets this creature with an attack: Redirect that attack to 1 adjacent active Human ally as in immediate action.", 'power "Loyal Hirelings": immediate action, use when enemy targets this creature: redirect that attack to one adjacent active Human ally'],
  ["SPECIAL", "Meat Wall: Immediate, when an enemy targets this creature with a {m} attack; choose 1 active adjacent Soldier ally as the target instead.", 'power "Meat Wall": immediate action, use when enemy targets this creature with melee attack: redirect that attack to one adjacent active Soldier ally'],
  // § Hit Points (Bloodied): "an adjacent, non-bloodied ally" is one party.
  ["SPECIAL", "Shield Bearer: Use when an enemy targets an adjacent, non-bloodied ally with a {r} attack: Redirect that attack to this creature as an immediate action.", 'power "Shield Bearer": immediate action, use when enemy targets adjacent non-bloodied ally with ranged attack: redirect that attack to this creature'],
  // § Attack Roll: a hit whose natural roll is in a range, said in the trigger or as the effect's condition.
  ["SPECIAL", "Tendon Cut: Use when this creature hits a living enemy with a {m} attack: If the attack roll was a natural 16-20, target is also Slowed and takes ongoing 5 damage (save ends both).", 'power "Tendon Cut": use when this creature hits Living enemy with melee attack on natural 16 or higher: target is Slowed (save ends both) and target takes ongoing 5 (save ends both)'],
  ["SPECIAL", "Snatch: Use when this creature hits a Small or smaller enemy with a natural 17+: That enemy is Immobilized (save ends).", 'power "Snatch": use when this creature hits Small or smaller enemy on natural 17 or higher: that enemy is Immobilized (save ends)'],
  ["SPECIAL", "Glancing Luck: Whenever this creature hits an enemy, if the attack roll is a natural 10-12: That enemy is Dazed until end of its next turn.", 'power "Glancing Luck": whenever this creature hits on natural 10 to 12: that enemy is Dazed until end of its next turn'],
  // § Opportunity Attacks: one granted by the power; § Charge: the other creature's charge.
  ["SPECIAL", "Brace Pike: Use when an enemy enters an adjacent square while charging: Make an opportunity attack against that enemy.", 'power "Brace Pike": use when charging enemy enters square adjacent to this creature: this creature makes opportunity attack against that enemy'],
  ["SPECIAL", "Watchful Eye: Use when an enemy targets an adjacent ally with an attack: Make an opportunity attack against that enemy.", 'power "Watchful Eye": use when adjacent ally is targeted: this creature makes opportunity attack against that enemy'],
  // § Basic Attacks: against a different target than the trigger's, or the same one.
  ["SPECIAL", "Cleaving Follow: Use after this creature scores a critical hit with a {m} attack: It makes a {b} attack against a different target as an immediate action.", 'power "Cleaving Follow": immediate action, use when this creature scores critical hit with melee attack: this creature makes basic melee attack against different target'],
  ["SPECIAL", "Double Sting: Immediate, after this creature resolves a successful Sword attack; make a Spit attack against the same target.", 'power "Double Sting": immediate action, use when this creature hits with "Sword" attack: this creature makes "Spit" attack against target'],
  ["SPECIAL", "Quick Jab: After this creature resolves an opportunity attack, it can immediately shift 2 squares and make a {b} attack against the same target.", 'power "Quick Jab": whenever this creature resolves opportunity attack: this creature shifts 2 and this creature makes basic melee attack against target'],
  // § Hit Points: the attack's outcome as the power's condition is the trigger.
  ["SPECIAL", "Finishing Lunge: Use after this creature resolves a {m} attack: If that attack caused its target to become bloodied, make a {b} attack against that enemy as a free action.", 'power "Finishing Lunge": use when this creature bloodies enemy with melee attack: this creature makes basic melee attack against that enemy'],
  ["SPECIAL", "Trophy Taker: Use when this creature makes a {m} attack: If that attack destroys an enemy, this creature heals 10 HP.", 'power "Trophy Taker": use when this creature destroys enemy with melee attack: this creature heals 10'],
  ["SPECIAL", "Storm Bolt: Use when this creature declares a {r} attack while adjacent to a Human ally: If that attack hits, each enemy and ally adjacent to target takes 10 cold damage or 10 lightning damage.", 'power "Storm Bolt": use when this creature hits with ranged attack while adjacent to Human ally: either creatures adjacent to the target takes 10 cold damage or creatures adjacent to the target takes 10 lightning damage'],
  // § Assault (Destroying enemy creatures): a score for each enemy the attack destroys.
  ["SPECIAL", "Storm Tithe: Use when this creature or an ally declares an {a} attack: You score 10 VP for each enemy destroyed by that attack.", 'power "Storm Tithe": use when this creature or ally destroys enemy with area attack: you score 10 VP'],
  ["SPECIAL", "Volley Tally: Use when an ally makes a {r} attack; score +10 VP for each enemy destroyed by the attack.", 'power "Volley Tally": use when ally destroys enemy with ranged attack: you score 10 VP'],
  // § Actions: no action of any kind for a while.
  ["SPECIAL", "Gorge: Use when this creature destroys an enemy; this creature heals 10 HP and can take no actions until end of its next turn.", 'power "Gorge": use when this creature destroys enemy: this creature heals 10 and this creature cannot take actions until end of its next turn'],
  // § Combat Advantage: on the attacks against targets in a state.
  ["SPECIAL", "Pack Bite: Whenever this creature makes an attack against a Slowed target: This creature has combat advantage on that attack.", 'power "Pack Bite": has combat advantage against Slowed targets'],
];

describe("warband import ddm: triggered powers about whom an attack reaches", () => {
  expectReadings(cases);

  it("keeps a redirect both 'active' and 'not to the attacker' as no reading (no subject says both)", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Odd Shield: Use when this creature is targeted by an attack: Redirect that attack to 1 adjacent active Dazed enemy (cannot redirect to the attacker)." }]);
    expect(r!.lines).toBeNull();
  });

  it("keeps combat advantage on one kind of attack only as no reading (the modifier has no kind)", () => {
    const [r] = readPowers([{ type: "SPECIAL", text: "Low Bite: Whenever this creature makes a {m} attack against a Slowed target: This creature has combat advantage on that attack." }]);
    expect(r!.lines).toBeNull();
  });
});
