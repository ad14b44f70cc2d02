// The importer's readings of triggered powers opened in less common ways ("Use before …",
// "Use only on charge", "Once per turn when …"), of attacks made against a creature the
// trigger named (with a bonus for that attack, or by an ally against the attack's target),
// of champion allies and of rolls made twice keeping the higher, on texts written for these tests in the cards' phrasing.
// ddm-battle-rules-2011.txt § Activated Powers; § Making an Attack (Declare the Attack);
// § Basic Attacks; § Bonuses and Penalties; § Champions
import { describe } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { expectReadings } from "./reading.js";

const cases: [CardPower["type"], string, string][] = [
  // "Use before …": the attack's declaration, before its roll (§ Making an Attack).
  ["SPECIAL", "Glare: Use before an enemy makes a {r} attack against this creature: That enemy has -4 Attack on that attack.", 'power "Glare": use when enemy declares ranged attack against this creature: that enemy gets -4 attack on that attack'],
  ["SPECIAL", "Lucky Charm: Use before making an attack roll; +2 Attack on that attack roll.", 'power "Lucky Charm": use when this creature declares attack: +2 attack on that attack'],
  ["SPECIAL", "Hook Swing: Use only on charge; make 1 extra Spit attack against target of that charge.", 'power "Hook Swing": use when this creature declares charge attack: this creature makes "Spit" attack against target'],
  ["SPECIAL", "Follow Through: Once per turn when this creture's {r} attack destroys an enemy; make an immediate {b} attack.", 'power "Follow Through": immediate action, use when this creature\'s ranged attack destroys enemy: this creature makes basic melee attack'],
  // A basic attack with a bonus for it alone; an ally's attack against the trigger's creature.
  ["SPECIAL", "Spiteful Reply: Use after an enemy hits this creature with a {r} attack: This creature makes a {b} attack with +3 Attack against that enemy as a free action.", 'power "Spiteful Reply": use when enemy hits this creature with ranged attack: this creature makes basic melee attack against that enemy with +3 attack'],
  ["SPECIAL", "Shield Oath: Immediate, when an adjacent enemy makes a {r} attack against an allied champion; make a {b} attack against that enemy with +4 Attack and +10 Damage.", 'power "Shield Oath": immediate action, use when adjacent enemy declares ranged attack against champion ally: this creature makes basic melee attack against that enemy with +4 attack plus +10 damage'],
  ["SPECIAL", "Pack Howl: Use when this creature hits with a {m} attack: 1 ally adjacent to the target makes a {b} attack against the target.", 'power "Pack Howl": use when this creature hits with melee attack: one ally adjacent to target makes basic melee attack against target'],
  ["SPECIAL", "Volley Call: Immediate, when this creature hits with a {r} attack; 1 ally within 5 squares of this creature makes a {r} attack against the target.", 'power "Volley Call": immediate action, use when this creature hits with ranged attack: one ally within 5 squares makes ranged attack against target'],
  ["CHAMPION", "Use when an enemy shifts: 1 ally adjacent to that enemy makes a {b} attack against that enemy.", 'champion power "Use when an enemy shifts": use when enemy shifts: one ally adjacent to that enemy makes basic melee attack against that enemy'],
  // This creature or one ally near it; "until this creature is eliminated".
  ["SPECIAL", "Green Mercy: Use when an enemy fails a saving throw: This creature or 1 ally within 5 squares of this creature heals 5 HP.", 'power "Green Mercy": use when enemy fails saving throw: this creature or one ally within 5 squares heals 5'],
  ["SPECIAL", "Marking Blow: Whenever this creature scores a critical, the target is also Slowed until this creature is eliminated.", 'power "Marking Blow": whenever this creature scores critical hit: target is Slowed until this creature is destroyed'],
  // "Use with X: hit or miss, …": after that attack resolves (§ Making an Attack), in the state it names.
  ["SPECIAL", "Second Swing: Use with Spit, while this creature is bloodied: hit or miss, make another Spit attack (maximum once per turn).", 'power "Second Swing": use when this creature resolves "Spit" attack while bloodied, once per turn: this creature makes "Spit" attack'],
  // "On a critical hit, …": each critical hit it scores (§ Attack Roll, Critical Hit); "with a {b} attack" its basic attack alone.
  ["SPECIAL", "Dizzying Crack: On a critical hit, the target is also Dazed (save ends).", 'power "Dizzying Crack": whenever this creature scores critical hit: target is Dazed (save ends)'],
  ["SPECIAL", "Hamstring: On a critical hit with a {m} attack, target is also Slowed until end of its next turn.", 'power "Hamstring": whenever this creature scores critical hit with melee attack: target is Slowed until end of its next turn'],
  ["SPECIAL", "Skull Split: Immediate action, when this creature destroys an enemy with a {b} attack: Heal 5 HP.", 'power "Skull Split": immediate action, use when this creature destroys enemy with basic melee attack: this creature heals 5'],
  // Damage lessened in its window (would take); cumulative bonuses; a save rolled again; recharges on a state that does not hold.
  ["SPECIAL", "Tough Hide: Use when this creature takes cold damage; -5 cold Damage.", 'power "Tough Hide": use when this creature would take cold damage: this creature takes 5 less damage from that attack'],
  ["SPECIAL", "Roll Away: Use when this creature is damaged by an attack; take half damage from that attack, instead.", 'power "Roll Away": use when this creature would take damage from attack: this creature takes half damage from that attack'],
  ["SPECIAL", "Grim Resolve: Use when this creature misses with a {m} attack: This creature has cumulative +1 Attack until end of battle.", 'power "Grim Resolve": use when this creature misses with melee attack: this creature gets cumulative +1 attack until end of battle'],
  ["SPECIAL", "Second Wind: Immediate, when an ally within 5 squares fails a save; that ally rerolls that saving throw.", 'power "Second Wind": immediate action, use when ally within 5 squares fails saving throw: reroll that save'],
  ["SPECIAL", "Pinning Hook: Use when this creature hits with a {b} attack: Target is Slowed (save ends). RECHARGE at end of this creature's turn if no Slowed enemy is adjacent to it.", 'power "Pinning Hook" recharge when end of its turn if not adjacent to Slowed enemy: use when this creature hits with basic melee attack: target is Slowed (save ends)'],
  ["SPECIAL", "Banner Charge: Use when this creature charges: Each ally has +2 Attack against target of that charge until end of round.", 'power "Banner Charge": use when this creature declares charge attack: allies get +2 attack against that enemy until end of round'],
  ["SPECIAL", "Tusk Rush: When this creature charges, it makes 1 extra Spit attack against the target.", 'power "Tusk Rush": whenever this creature declares charge attack: this creature makes "Spit" attack against target'],
  // Two d20s, the higher kept: a save, an attack roll (§ Saving Throws; § Attack Roll).
  ["SPECIAL", "Iron Will: Whenever making a saving throw, roll 2d20 and keep the higher result.", 'power "Iron Will": whenever this creature rolls saving throw: roll that save twice keeping the higher'],
  ["SPECIAL", "Stubborn: Whenever this creature rolls a save, it rolls 1 extra d20 and keeps the higher result.", 'power "Stubborn": whenever this creature rolls saving throw: roll that save twice keeping the higher'],
  ["SPECIAL", "Lucky Blade: Use when this creature declares an attack: Roll 2d20 and take the higher result as the attack roll.", 'power "Lucky Blade": use when this creature declares attack: roll that attack twice keeping the higher'],
  // A move ending next to this creature (§ Moving); effects on the target worded otherwise; "shift and make".
  ["SPECIAL", "Silk Snare: Immediate, when a non-Plant enemy ends its move adjacent to this creature; that enemy is Dazed.", 'power "Silk Snare": immediate action, use when non-Plant enemy ends its move adjacent to this creature: that enemy is Dazed'],
  ["SPECIAL", "Open Guard: Use after this creature hits with a {r} attack: Target also grants each ally combat advantage until end of its next turn.", 'power "Open Guard": use when this creature hits with ranged attack: target gets grants combat advantage until end of its next turn'],
  ["SPECIAL", "Disarming Blow: Use when this creature hits with a {b} attack: Target has -10 Damage whenever making a {m} attack until end of its next turn.", 'power "Disarming Blow": use when this creature hits with basic melee attack: target gets -10 damage with melee attacks until end of its next turn'],
  ["SPECIAL", "Skirmish Shot: Immediate, when this creature is hit by a {m} attack; shift and make a {r} attack against that enemy.", 'power "Skirmish Shot": immediate action, use when this creature is hit by melee attack: this creature shifts 1 and this creature makes ranged attack against that enemy'],
  // The trigger said last of "its" attack; a bonus "whenever this creature has combat advantage against target" (§ Combat Advantage).
  ["SPECIAL", "Savage Joy: This creature heals 5 HP whenever its {m} attack destroys an enemy.", 'power "Savage Joy": whenever this creature\'s melee attack destroys enemy: this creature heals 5'],
  ["SPECIAL", "Backstab 10: +10 M Damage whenever this creature has combat advantage against target.", 'power "Backstab 10": +10 damage with melee attacks against targets granting combat advantage'],
];

describe("warband import ddm: trigger openings, attacks against the trigger's creature, champion allies", () => {
  expectReadings(cases);
});
