// The importer's readings of round powers (importers/ddm/champion.ts), on texts written
// for these tests in the cards' phrasing: initiative moments, a player's first turn,
// victory areas, victory points, extra initiative dice and extra creatures to take
// turns with. Each must compile to primitives that act, never a text fallback.
// ddm-battle-rules-2011.txt § Champion Powers; § Champion Test; § The Battle (Game Overview)
import { describe, expect, it } from "vitest";
import type { Card, CardPower } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";

/** The power read on a made-up card, after its other powers (`others`, which it may name). */
function imported(type: CardPower["type"], text: string, others: CardPower[] = []): { lines: string[] | null; structured: boolean } {
  const card: Card = {
    name: "Round Reading Test",
    level: 5,
    cost: 20,
    hp: 40,
    ac: 16,
    fort: 14,
    ref: 14,
    will: 14,
    speed: 6,
    movementMode: "NORMAL",
    alignment: "EVIL",
    factions: ["WILD"],
    keywords: ["Goblin"],
    championRating: 2,
    powers: [{ type: "ATTACK", text: "Spear: +8 vs. AC; 10 damage" }, ...others, { type, text }],
  };
  const c = importCards([card], { outDir: "out", library: librarySources() }).cards[0]!;
  const k = card.powers.length - 1;
  return { lines: c.draft.powers[k]!.lines, structured: c.structured[k]! };
}

const cases: [CardPower["type"], string, string][] = [
  ["CHAMPION", "Use at start of round: You roll 2 extra d20 to determine initiative this round.", "use at start of round: you roll 2 extra d20 for initiative this round"],
  ["CHAMPION", "Use after rolling initiative, if you won: Each ally has +2 Attack until end of round.", "use when you win initiative: allies get +2 attack until end of round"],
  ["CHAMPION", "Use after rolling initiative: If you lost, this creature heals 10 HP.", "use when you lose initiative: this creature heals 10"],
  ["SPECIAL", "Quick Start: Use when you win initiative; this creature shifts 2 squares.", "use when you win initiative: this creature shifts 2"],
  ["CHAMPION", "Use before rolling initiative. Goblin allies have +2 Speed until end of round.", "use before rolling initiative: Goblin allies get +2 speed until end of round"],
  ["SPECIAL", "Omen: Whenever rolling initiative, if your result is a natural 15-20: This creature has +2 AC until end of round.", "whenever your initiative roll is natural 15 to 20: this creature gets +2 AC until end of round"],
  ["CHAMPION", "Use before taking your first turn of a round: You activate 1 additional creature this turn.", "use before taking your first turn in a round: you activate 1 extra creature this turn"],
  ["CHAMPION", "Use at start of round, if this creature occupies one of your victory areas: You score 5 VP.", "use at start of round while it occupies one of your victory areas: you score 5 VP"],
  // § Victory Areas: targets in the holder's own areas; a score for having ended a turn in each area.
  ["SPECIAL", "Home Turf: +10 {r} Damage against targets occupying your victory areas.", "+10 damage with ranged attacks against targets in your victory area"],
  ["SPECIAL", "Grand Tour: Use at end of round, only if this creature has ended a turn in each victory area (minimum 2); you score +20 VP.", "use at end of round while it has ended turn in each victory area: you score 20 VP"],
  // § The Battle (start areas); § Hit Points (Destroyed): where it ends the round, and both creatures eliminated on a roll.
  ["CHAMPION", "Use when this creature ends a round in your opponent's start area: Score 10 VP.", "use at end of round while it occupies opponent's start area: you score 10 VP"],
  [
    "CHAMPION",
    "Use when this creature ends a round next to an enemy worth 15 VP or less: Roll 1d20. On a 16+, eliminate both creatures (score normally).",
    "use at end of round while adjacent to worth 15 VP or less enemy: roll d20 on 16 to 20 (choose one adjacent worth 15 VP or less enemy and that enemy is destroyed and this creature is destroyed)",
  ],
  // § Victory Areas: every occupant scoring for its player; allies near the creature or near an area.
  ["CHAMPION", "Use at start of round: Each creature in any victory area at the end of the round scores 10 VP for its player.", "use at start of round: at end of round each creature in victory area scores 10 VP for its player"],
  ["ABILITY", "Hoard Ward: Allies within 4 squares of this creature or a victory area have +1 AC.", "allies within 4 squares of this creature or victory area +1 AC"],
  // § Victory Areas: an ally's victory area remembered until the round's end.
  [
    "CHAMPION",
    "Use at start of round. Choose 1 Bloodied ally occupying one of your victory areas. If that ally occupies that victory area at the end of the round, score +10 VP.",
    "use at start of round: choose one ally that is both bloodied as well as in one of its victory areas and you score 10 VP at end of round if that ally still occupies that victory area",
  ],
  ["SPECIAL", "Hoard: Use at end of round, only while this creature occupies one of your victory areas; you score +15 VP.", "use at end of round while it occupies one of your victory areas: you score 15 VP"],
  ["CHAMPION", "Use at start of round. Goblins in your warband have +2 Attack until end of round.", "use at start of round: Goblin creatures in your warband get +2 attack until end of round"],
  ["CHAMPION", "Use at start of round. Each Orc and Goblin ally moves up to its speed.", "use at start of round: Orc or Goblin allies moves up to its speed"],
  ["CHAMPION", "Use at start of round: Until end of round, every Kobold ally has Sneak Attack 10.", "use at start of round: Kobold allies get +10 damage against targets granting combat advantage until end of round"],
  ["SPECIAL", "Crowd 3: Your warband's creature limit is increased by 3.", "increase your warband's creature limit by 3"],
  ["SPECIAL", "Jealous: Your warband may not include other Dragon creatures.", "your warband may not include other Dragon creatures"],
  ["SPECIAL", "Alone: Your warband cannot include any other champions.", "your warband cannot include other champions"],
  ["SPECIAL", "Homeland: You roll 1 extra d20 when determining map choice.", "you roll 1 extra d20 for map choice"],
  ["SPECIAL", "Multi-Activation 2: Can activate twice each round.", 'power "Multi-Activation 2"'],
  ["SPECIAL", "Watcher: At the end of every round in which this creature is in one of your victory areas, score 15 VP.", "at end of round while it occupies one of your victory areas: you score 15 VP"],
  ["SPECIAL", "Toll: Use at end of round, while this creature occupies one of your victory areas: This creature takes 10 damage, then you score +15 VP.", "use at end of round while it occupies one of your victory areas: this creature takes 10 damage and you score 15 VP"],
  ["CHAMPION", "Use when an enemy uses a champion power. You gain 10 VP.", "use when enemy uses champion power: you score 10 VP"],
  ["CHAMPION", "Use after an enemy within 8 squares of this creature uses a champion power: That enemy is Weakened.", "use when enemy within 8 squares uses champion power: that enemy is Weakened"],
  ["SPECIAL", "Quiet Leader: Treated as CR 0 when determining initiative.", "champion rating 0 for initiative"],
  ["SPECIAL", "Insight: When rolling for initiative, add +2 to your highest Champion rating.", "add 2 to your highest champion rating when rolling for initiative"],
  // One creature anywhere, chosen by the power's player; a mark on the one chosen (§ How to Choose Targets).
  ["CHAMPION", "Use at start of round: 1 ally or enemy is invisible until end of its next turn.", "use at start of round: one creature gets invisible until end of its next turn"],
  ["CHAMPION", "Use at start of round: 1 Goblin ally has +2 Speed until end of battle.", "one Goblin ally gets +2 speed until end of battle"],
  ["CHAMPION", "Use at start of round: Choose 1 enemy. Until end of round, every ally has +10 Damage and +1 Attack against that enemy.", "choose one enemy and allies get +10 damage against that enemy until end of round and allies get +1 attack against that enemy until end of round"],
  ["CHAMPION", "Use before rolling initiative: Choose 1 enemy. Until end of round, all creatures have combat advantage against that enemy.", "choose one enemy and that enemy gets grants combat advantage until end of round"],
  ["SPECIAL", "Bane Sight: Use at start of round: Choose an enemy within 6 squares. +2 attack vs. that enemy until end of battle.", "choose one enemy within 6 squares and this creature gets +2 attack against that enemy until end of battle"],
  // Bonus damage of a type; subjects of either side, of three keywords; "(or +N against …)" (§ Bonuses and Penalties).
  ["CHAMPION", "Use at start of round: Creatures in your warband have +5 fire damage until end of round.", "this creature gets +5 fire damage until end of round and allies get +5 fire damage until end of round"],
  ["CHAMPION", "Use when an ally hits with a {m} attack: +10 cold Damage on that attack.", "+10 cold damage on that attack"],
  ["CHAMPION", "Use at start of round: Ghost creatures have +2 attack and +5 necrotic damage vs. living targets until end of round.", "Ghost creatures get +2 attack against Living targets until end of round and Ghost creatures get +5 necrotic damage against Living targets until end of round"],
  ["CHAMPION", "Use at start of round: Each Kobold ally, Lizardfolk ally, and Troll ally has +2 AC until end of round.", "Kobold or Lizardfolk or Troll allies get +2 AC until end of round"],
  ["CHAMPION", "Use at start of round. Until end of round, allies have +2 Attack (or +4 Attack against Evil creatures).", "allies get +2 attack until end of round and allies get +2 attack against Evil targets until end of round"],
  ["CHAMPION", "Use at start of round. Allies have +3 Attack against smaller enemies until end of round.", "allies get +3 attack against smaller targets until end of round"],
  // The turn of any creature of the player's own, the champion's included (§ Start of Turn Phase).
  ["CHAMPION", "Use at start of the turn of a creature in your warband; move that creature up to its Speed.", "use at start of turn of creature in your warband: that creature moves up to its speed"],
  ["CHAMPION", "Use at end of your creature's turn: That creature heals 5 HP.", "use at end of turn of creature in your warband: that creature heals 5"],
  // The attack that set the power off, made again (§ Attack Roll, Repeated Attacks).
  ["CHAMPION", "Use after a Goblin ally resolves a successful {r} attack: it may immediately repeat that attack against any target.", "use when Goblin ally hits with ranged attack: repeat that attack"],
  ["CHAMPION", "Use when a Kobold ally makes a {r} attack. That ally may repeat that attack against the same target.", "use when Kobold ally declares ranged attack: that ally repeats that attack against same target"],
  ["CHAMPION", "Use when an ally's {r} attack causes a target to become bloodied but is not destroyed; that ally makes that attack again against another target.", "use when ally bloodies creature with ranged attack: that ally repeats that attack against different target"],
  // A basic attack granted with a bonus for it alone (§ Bonuses and Penalties); none by a creature already out of play.
  ["CHAMPION", "Use when a Kobold ally becomes bloodied: That ally makes 1 {b} attack with +5 Damage on that attack as an immediate action.", "immediate action, use when Kobold ally becomes bloodied: that ally makes basic melee attack with +5 damage"],
  // "Shift again": a shift is 1 square (§ Shift).
  ["CHAMPION", "Use when a Kobold ally shifts: That ally may shift again as a free action.", "use when Kobold ally shifts: that ally shifts 1"],
  ["CHAMPION", "Use when an ally shifts. That ally can shift 1 extra square during that shift.", "use when ally shifts: that ally shifts 1"],
  // VP paid first at a round's moment (§ Scenarios and Variants, Scoring Victory Points); "N additional damage of a type
  // whenever it takes that type" is Vulnerable N (§ Vulnerable X Damage).
  ["CHAMPION", "Use at start of round: Spend 15 VP. If you do, until end of round, any attack or effect that deals cold damage deals 10 additional cold damage.", "use at start of round while you have 15 or more VP: you spend 15 VP and this creature gets vulnerable 10 cold until end of round and creatures get vulnerable 10 cold until end of round"],
  ["CHAMPION", "Use when an enemy bloodies an ally: Until end of round, whenever that enemy takes fire damage, it takes 10 extra fire damage.", "use when enemy bloodies ally: that enemy gets vulnerable 10 fire until end of round"],
  // Player-turns and the opponent's first creature (§ The Battle, step 6).
  ["CHAMPION", "Use at start of your turn: You may activate 2 more or 1 fewer creatures this turn.", "use at start of your turn: choose one you activate 2 extra creatures this turn or you activate 1 fewer creature this turn"],
  ["CHAMPION", "Use at start of opponent's turn: You pick which creature that opponent activates first.", "use at start of opponent's turn: you choose the first creature that opponent takes a turn with"],
  // Scorings set up for the end of the round (§ The Battle, step 7).
  ["CHAMPION", "Use before taking your first turn in a round: At end of round, the player whose warband destroys the most enemies this round scores 20 VP.", "at end of round the player whose warband destroys most enemies this round scores 20 VP"],
  ["CHAMPION", "Use at start of round: At end of round, the player whose warband destroys the highest-level enemy this round scores 25 VP.", "destroys highest level enemy this round scores 25 VP"],
  ["CHAMPION", "Use before taking your first turn of a round. The player with the most creatures in his or her victory areas at end of round scores +20 VP.", "at end of round the player with most creatures in their victory areas scores 20 VP"],
  // Set-up and warband building (§ Set-Up, Wandering Monster; § Building a Warband).
  ["SPECIAL", "Roamer: During set-up: Place this creature in a random victory area.", "sets up in random victory area"],
  ["SPECIAL", "Old Pact: Warband Building: All Gnome creatures are legal in your warband.", "all Gnome creatures are legal in your warband"],
  ["SPECIAL", "Pack Beast: This creature is legal in a warband of any faction that includes a Kobold or Gnoll champion.", "this creature is legal in any warband that includes Kobold or Gnoll champion"],
  ["CHAMPION", "Use at start of round: Allies have +2 Attack against higher-level enemies until end of round.", "allies get +2 attack against higher level targets until end of round"],
  ["CHAMPION", "Use at start of round: This round, every living ally has +3 to all defenses.", "Living allies get +3 defenses until end of round"],
  ["CHAMPION", "Use at start of a Kobold ally's turn: That ally has +5 Attack until end of turn.", "use when Kobold ally starts its turn: that ally gets +5 attack until end of turn"],
  ["CHAMPION", "Use at end of round: Each enemy occupying a victory area takes 10 fire damage.", "use at end of round: enemies in victory area takes 10 fire damage"],
  ["CHAMPION", "Use before rolling initiative. Elf and Gnome creatures in your warband have +2 Speed until end of round.", "Elf or Gnome creatures in your warband get +2 speed until end of round"],
  ["CHAMPION", "Use at start of round. Small Kobold creatures in your warband have +2 Attack until end of round.", "Small Kobold creatures in your warband get +2 attack until end of round"],
  ["CHAMPION", "Use before rolling initiative: Until end of round, allies take half damage from {c} attacks.", "allies get half damage from close attacks until end of round"],
  ["CHAMPION", "Use at start of this creature's turn: As a free action, each Elf or Gnome ally shifts up to 3 squares.", "Elf or Gnome allies shifts 3"],
  ["CHAMPION", "Use at start of turn: Until end of round, this creature and each ally within 2 gain Resist 10 Cold.", "this creature gets resist 10 cold until end of round and allies within 2 squares get resist 10 cold until end of round"],
  // Saving throws in their window (§ Saving Throws; § Resolving Effects, Cancellation Effects).
  ["CHAMPION", "Use when a Goblin ally fails a save. Reroll that save.", "use when Goblin ally fails saving throw: reroll that save"],
  ["CHAMPION", "Use before an enemy rolls a saving throw: That save fails automatically.", "use when enemy rolls saving throw: that save fails"],
  ["CHAMPION", "Use when an enemy succeeds on a saving throw: That saving throw fails instead.", "use when enemy succeeds on saving throw: that save fails"],
  ["SPECIAL", "Steadfast: Automatically succeeds on saves.", "automatically succeeds on saves"],
  // Effects that last a while and act whenever something happens in it (§ Champion Powers; § Conditions, Duration).
  [
    "CHAMPION",
    "Use at start of round: Until end of round, each enemy that starts its turn within 4 squares takes 5 cold damage.",
    'use at start of round: "Use at start of round" lasts until end of round; whenever enemy starts its turn within 4 squares while "Use at start of round" lasts: that enemy takes 5 cold damage',
  ],
  ["CHAMPION", "Use when you lose initiative. Until end of round, you score 5 VP whenever an ally is destroyed.", 'whenever ally is destroyed while "Use when you lose initiative" lasts: you score 5 VP'],
  ["CHAMPION", "Use at start of round: Until end of round, whenever a Goblin ally hits with an attack, that attack deals +5 fire damage.", 'whenever Goblin ally hits with attack while "Use at start of round" lasts: +5 fire damage on that attack'],
  // Bonuses for a while in a state (§ Charge; § Bonuses and Penalties), critical hits on a roll, printing slips.
  ["CHAMPION", "Use at start of round: Until end of round, each Goblin ally has +5 Damage while charging.", "use at start of round: Goblin allies get +5 damage while charging until end of round"],
  ["CHAMPION", "Use when an ally rolls a natural 18 with a {r} attack. That attack scores a critical.", "use when ally rolls natural 18 with ranged attack: that attack is a critical hit"],
  ["CHAMPION", "Use when any attack roll misses: Reroll that attack.", "use when any creature misses: attacker rerolls that attack roll"],
  ["CHAMPION", "Use at start this creature's turn. Goblin allies have +1 Speed until end of round.", "use at start of its turn: Goblin allies get +1 speed until end of round"],
  ["CHAMPION", "Use when an ally becomes bloodied. This champion has +2 AC until end of round.", "this creature gets +2 AC until end of round"],
  // Creatures named by a state (§ How to Choose Targets).
  ["CHAMPION", "Use at end of round: Each enemy taking ongoing fire damage takes 10 damage.", "use at end of round: enemies taking ongoing fire damage takes 10 damage"],
  ["CHAMPION", "Use at end of round: Each enemy adjacent to an Orc ally takes 5 damage.", "use at end of round: enemies adjacent to Orc ally takes 5 damage"],
  ["CHAMPION", "Use at start of round: Each enemy with Flight is Dazed until end of round.", "enemies with flight is Dazed until end of round"],
  ["CHAMPION", "Use at start of round: Each Evil Goblin ally has +1 AC until end of round.", "Evil Goblin allies get +1 AC until end of round"],
  // A wider critical range for a while (§ Attack Roll, Critical Hit); a power named in the trigger; printing slips.
  ["CHAMPION", "Use at start of round: Each Goblin ally scores critical hits against bloodied targets on attack rolls of natural 17-20 until end of round.", "use at start of round: Goblin allies get critical hits on natural 17 or higher against bloodied targets until end of round"],
  ["CHAMPION", "Use when this champion uses Spear. Allies have +2 AC until end of round.", 'use when this creature uses "Spear": allies get +2 AC until end of round'],
  ["CHAMPION", "Use at start of an ally's turn. That ally has Flight until end of it's turn.", "use at start of ally's turn: that ally gets flight until end of its turn"],
  ["CHAMPION", "Use at any time. Choose 1 ally within sight. That ally shifts 3 squares.", 'champion power "Use at any time": free action: choose one ally this creature can see and that ally shifts 3'],
  // An ally's attack made by the power (§ Making an Attack).
  ["CHAMPION", "Use when an ally becomes bloodied: That ally makes a {r} attack as an immediate action.", "immediate action, use when ally becomes bloodied: that ally makes ranged attack"],
  ["CHAMPION", "Use at start of round: One adjacent ally makes a {m} attack.", "use at start of round: one adjacent ally makes melee attack"],
  ["SPECIAL", "Grim Feast: Use at start of round. Until end of round, this creature and each adjacent ally heals 5 HP whenever an enemy is destroyed.", 'power "Grim Feast": use at start of round: "Grim Feast" lasts until end of round; whenever enemy is destroyed while "Grim Feast" lasts: this creature heals 5'],
  // Printing forms of triggers and effects: the roll after a hit, a basic attack's words in either order, three keywords,
  // "the attack targets … instead", "can shift", one effect for this creature and others, a colon with no space.
  ["CHAMPION", "Use after a Goblin ally hits with an attack: If the attack roll was a natural 19-20, that attack is a critical hit instead.", "use when Goblin ally hits with attack on natural 19 or higher: that attack is a critical hit"],
  ["CHAMPION", "Use when this creature destroys an enemy with a ranged basic attack: Each ally has +1 AC until end of battle.", "use when this creature destroys enemy with basic ranged attack: allies get +1 AC until end of battle"],
  ["CHAMPION", "Use when an Elf, Orc or Kobold enemy is destroyed: You score 10 VP.", "use when Elf or Orc or Kobold enemy is destroyed: you score 10 VP"],
  ["CHAMPION", "Use when this creature is targeted by a {r} attack: The attack targets an adjacent Goblin ally instead.", "redirect that attack to one adjacent Goblin ally"],
  ["CHAMPION", "Use at start of round: This creature and each Goblin ally can shift as a free action.", "use at start of round: this creature shifts 1 and Goblin allies shifts 1"],
  ["CHAMPION", "Use when first bloodied:You score 5 VP.", "use when this creature becomes bloodied: you score 5 VP"],
  ["CHAMPION", "Use at start of round. Non-evil Goblin allies move up to thier speed.", "use at start of round: Non-evil Goblin allies moves up to its speed"],
  // Effects as champion powers print them: ongoing damage with the number first, "also", a duration said once for two
  // effects, "against attacker", "+N DEF on that attack", "as though Dominated", conditions removed, keywords in your warband.
  ["CHAMPION", "Use when an enemy takes cold damage: That enemy also takes 5 ongoing cold damage.", "use when enemy takes cold damage: that enemy takes ongoing 5 cold (save ends)"],
  ["CHAMPION", "Use when an enemy takes poison damage: That enemy also has 10 ongoing poison damage.", "that enemy takes ongoing 10 poison (save ends)"],
  ["CHAMPION", "Use when an enemy activates. That enemy has -1 Attack and is Dazed until end of turn.", "use when enemy starts its turn: that enemy gets -1 attack until end of turn and that enemy is Dazed until end of turn"],
  ["CHAMPION", "Use when this creature is attacked: This creature and each ally has +1 AC against attacker until end of round.", "this creature gets +1 AC against that enemy until end of round and allies get +1 AC against that enemy until end of round"],
  ["CHAMPION", "Use when a Goblin ally is targeted by an attack. That ally has +2 DEF against that attack.", "that ally gets +2 Fort on that attack and that ally gets +2 Ref on that attack and that ally gets +2 Will on that attack"],
  ["CHAMPION", "Use when an enemy bloodies an ally: That enemy makes a {m} attack as though Dominated.", "use when enemy bloodies ally: that enemy makes basic attack as if dominated"],
  ["CHAMPION", "Use at start of round: Remove the Dazed and Slowed conditions from each Goblin ally.", "Goblin allies loses Dazed and Goblin allies loses Slowed"],
  ["CHAMPION", "Use at end of round: End the Immobilized condition on an ally within 4 squares of this creature.", "one ally within 4 squares loses Immobilized"],
  ["CHAMPION", "Use when an ally is destroyed: Remove all conditions on Orc allies.", "end all conditions on Orc allies"],
  ["CHAMPION", "Use at start of your turn. Each Small Kobold creature in your warband shifts 1 square.", "Small Kobold creatures in your warband shifts 1"],
  ["CHAMPION", "Use when an enemy declares a {a} attack: This creature and each ally within 3 squares takes 5 less damage from that attack.", "this creature takes 5 less damage from that attack and allies within 3 squares takes 5 less damage from that attack"],
  // The initiative test: either player's natural result, the winner's state, the round's winner as a condition,
  // one effect for the winner and another for the loser (§ Champion Test; § The Battle, step 5).
  ["CHAMPION", "Use after rolling initiative, if any player's result is a natural 19-20: Each ally has +2 AC until end of round.", "use when any initiative roll is natural 19 to 20: allies get +2 AC until end of round"],
  ["CHAMPION", "Use after rolling initiative, if you won and this is your only champion in play: You score 15 VP.", "use when you win initiative while it is your only champion in play: you score 15 VP"],
  ["CHAMPION", "Use after rolling initiative: If you won, this creature is invisible until start of its turn.", "use when you win initiative: this creature gets invisible until start of its next turn"],
  ["CHAMPION", "Use at start of turn: If you win initiative this round, this creature shifts 2 squares.", "use at start of its turn while you won initiative this round: this creature shifts 2"],
  [
    "CHAMPION",
    "Use at start of round: If you win initiative this round, each Orc enemy and ally has +1 Speed until end of round. Otherwise, each ally heals 5 HP.",
    'use at start of round: "Use at start of round" lasts until end of round; whenever you win initiative while "Use at start of round" lasts: Orc creatures get +1 speed until end of round; whenever you lose initiative while "Use at start of round" lasts: allies heals 5',
  ],
  // A condition gained (§ Conditions): by an attack, any of three, caused by a creature named; allies next to that enemy.
  ["CHAMPION", "Use when an enemy becomes Slowed by an attack. That enemy is also Immobilized until end of round.", "use when enemy becomes Slowed by attack: that enemy is Immobilized until end of round"],
  ["CHAMPION", "Use when an ally becomes Dazed, Slowed, or Immobilized: That ally heals 5 HP.", "use when ally becomes Dazed or Slowed or Immobilized: that ally heals 5"],
  ["CHAMPION", "Use when an Orc ally causes an enemy to become Dazed. You score 5 VP.", "use when Orc ally causes enemy to become Dazed: you score 5 VP"],
  ["CHAMPION", "Use after an enemy becomes Dazed. Each ally adjacent to that enemy shifts 1 square.", "use when enemy becomes Dazed: allies adjacent to that enemy shifts 1"],
  // Other cards' powers granted for a while, by the rule they print; one of several conditions ended (§ Conditions; § Appendix A).
  ["CHAMPION", "Use at start of an ally's turn: That ally has Threatening Reach until end of its turn.", "that ally gets can make opportunity attacks against enemies within reach until end of its turn"],
  ["CHAMPION", "Use before rolling initiative. Until end of round, Goblin allies have Solid Footing.", "Goblin allies get not affected by forced movement of enemies until end of round"],
  ["CHAMPION", "Use at start of your turn. End 1 of the Weakened, Slowed, or Enervated conditions affecting 1 adjacent ally.", "use at start of your turn: either one adjacent ally loses Weakened or one adjacent ally loses Slowed"],
  ["CHAMPION", "Use when a Goblin ally ends its turn in one of your victory areas: That ally heals 5 HP.", "use when Goblin ally ends its turn in one of your victory areas: that ally heals 5"],
  // Actions forbidden for a while and attacks of a kind halved for everyone (§ Core Rules and Exceptions; § Damage).
  ["CHAMPION", "Use at start of round: Each Orc enemy cannot charge this round.", "use at start of round: Orc enemies cannot charge until end of round"],
  ["CHAMPION", "Use at start of round. Until end of round, each adjacent enemy cannot shift.", "use at start of round: adjacent enemies cannot shift until end of round"],
  [
    "CHAMPION",
    "Use before rolling initiative: {m} and {c} attacks deal half damage this round.",
    "this creature gets half damage from melee attacks until end of round and creatures get half damage from melee attacks until end of round and this creature gets half damage from close attacks until end of round",
  ],
  // Other champions' powers used as its own (§ Champion Powers).
  ["CHAMPION", "Use one Champion power of an allied champion, as if this creature had that Champion power.", "can use champion powers of allied champions"],
  ["SPECIAL", "Borrowed Crown: Use an enemy's champion power as if it had that power.", 'power "Borrowed Crown": can use champion powers of enemy champions'],
  // Keywords of the warband said in the singular, or three in lower case (§ How to Choose Targets; § Keywords).
  ["CHAMPION", "Use at start of round: Remove the Dazed and Slowed conditions from each Kobold in your warband.", "Kobold creatures in your warband loses Dazed"],
  ["CHAMPION", "Use at start of round: Each dwarf, gnome or halfling creature in your warband heals 5 HP.", "Dwarf or Gnome or Halfling creatures in your warband heals 5"],
  ["CHAMPION", "Use at start of round: 1 creature in your warband gains Conceal 5 until end of round.", "use at start of round: one creature in your warband gets conceal 5 until end of round"],
  // "It" in a lasting trigger's effects: the trigger's creature (the attacker's bonus on its own attack needs no name);
  // "a creature that takes cold damage is …"; ongoing damage taken (§ Ongoing Damage; § Conditions).
  ["CHAMPION", "Use at start of round: Until end of round, whenever an ally makes an attack against a bloodied target, it has +2 Attack on that attack.", 'whenever ally declares attack against bloodied creature while "Use at start of round" lasts: attacker gets +2 attack on that attack'],
  ["CHAMPION", "Use at start of round: Until end of round, whenever an Orc enemy is hit by an attack, it is Slowed until end of its next turn.", 'whenever Orc enemy is hit by attack while "Use at start of round" lasts: that enemy is Slowed until end of its next turn'],
  ["CHAMPION", "Use before rolling initiative. For the rest of the round, a creature that takes lightning damage is also Dazed until end of its next turn.", 'whenever creature takes lightning damage while "Use before rolling initiative" lasts: target is Dazed until end of its next turn'],
  ["CHAMPION", "Use at start of round: Until end of round, this creature heals 5 HP each time an enemy takes ongoing damage.", 'whenever enemy takes ongoing damage while "Use at start of round" lasts: this creature heals 5'],
  ["CHAMPION", "Use when an enemy takes ongoing poison damage: You score 5 VP.", "use when enemy takes ongoing poison damage: you score 5 VP"],
  // Its own named power sparing allies for the round; creatures found as the round starts.
  ["CHAMPION", "Use at start of round. Allies are immune to this creature's Frost Gaze this round.", 'allies get immune to attacks or powers with "Frost Gaze" in their name until end of round'],
  ["CHAMPION", "Use at start of round. Allies are not affected by this creature's Ash Cloud until end of round.", 'allies get immune to attacks or powers with "Ash Cloud" in their name until end of round'],
  ["CHAMPION", "Use at start of round. Each ally in a victory area at start of round has +2 AC until end of round.", "allies in victory area gets +2 AC until end of round"],
  // The duration said first of a power spared; "are invisible" of two subjects; set-up's "first round"; "use on your turn".
  ["CHAMPION", "Use at start of round: Until end of round, Orc allies are not affected by this creature's Frost Howl.", 'Orc allies get immune to attacks or powers with "Frost Howl" in their name until end of round'],
  ["CHAMPION", "Use during your set-up: This creature and each Kobold ally are invisible until end of the first round.", "use during your setup: this creature gets invisible until end of round and Kobold allies get invisible until end of round"],
  ["CHAMPION", "Use on your turn: Each Goblin ally heals 5 HP.", 'champion power "Use on your turn": free action: Goblin allies heals 5'],
  // A miss while charging is the charge's attack; "use with an ally's attack" is that creature's attack (§ Charge; § Making an Attack).
  ["CHAMPION", "Use when an enemy misses with an attack while charging: That enemy rerolls that attack.", "use when enemy misses with charge attack: attacker rerolls that attack roll"],
  ["CHAMPION", "Use with a Kobold or Orc ally's ranged attack: +5 cold damage on that attack.", "use when Kobold or Orc ally hits with ranged attack: +5 cold damage on that attack"],
  // An attack roll made with several d20s, the highest kept (§ Attack Roll).
  ["CHAMPION", "Use when a Kobold ally attacks: Roll 4d20 and use the highest result.", "use when Kobold ally attacks: roll that attack 4 times keeping highest"],
  ["CHAMPION", "Use when an ally makes a {r} attack. Roll 3d20 and keep the highest.", "use when ally declares ranged attack: roll that attack 3 times keeping highest"],
  // A bonus for allies, another for the allies of a keyword "instead": each said for its own allies (§ Bonuses and Penalties).
  [
    "CHAMPION",
    "Use at start of round: Until end of round, each ally has +2 Attack while charging. Each Ogre ally has +4 Attack while charging instead.",
    "Non-Ogre allies get +2 attack while charging until end of round and Ogre allies get +4 attack while charging until end of round",
  ],
  ["CHAMPION", "Use when this creature is hit by an attack: Until end of round, each ally has +1 AC, or +2 AC instead if a Kobold ally.", "Non-Kobold allies get +1 AC until end of round and Kobold allies get +2 AC until end of round"],
  // Terrain gained all over the map for a while (§ Battle Maps and Terrain, Clear Terrain).
  ["CHAMPION", "Use at start of round: Forest terrain is also smoke terrain until end of round.", 'use at start of round: "forest" terrain is also "smoke" terrain until end of round'],
  ["CHAMPION", "Use before rolling initiative. Until end of round, web and forest terrain are also fire terrain.", '"web" or "forest" terrain is also "fire" terrain until end of round'],
  ["CHAMPION", "Use at start of round: Each clear square becomes difficult terrain until end of round.", 'clear squares gain "difficult" terrain until end of round'],
  // Champion-power uses lost or regained, a champion's rating set aside for initiative (§ Champion Powers, Champion Rating; § Champion Test).
  ["CHAMPION", "Use at start of round: An enemy champion of your choice loses 2 uses of its Champion powers.", "use at start of round: one champion enemy loses 2 champion power use"],
  ["CHAMPION", "Use when this creature hits an enemy: Expend one use of that enemy's Champion powers.", "that enemy loses 1 champion power use"],
  ["CHAMPION", "Use when an Orc ally is destroyed: This creature regains 1 use of its champion powers.", "use when Orc ally is destroyed: this creature regains 1 champion power use"],
  [
    "CHAMPION",
    "Use before rolling initiative. Choose 1 enemy champion; that enemy's Champion rating is not counted when determining initiative this round.",
    "use before rolling initiative: choose one champion enemy and that enemy gets champion rating 0 for initiative until end of round",
  ],
];

describe("warband import ddm: round powers (§ Champion Powers)", () => {
  for (const [type, text, want] of cases) {
    it(`${type.toLowerCase()}: ${text}`, () => {
      const r = imported(type, text);
      expect(r.lines?.[0]).toContain(want);
      expect(r.structured).toBe(true);
    });
  }

  it("reads an attack by 'a Goblin or Orc ally' as one such ally's, chosen by the power's player, not every such ally's", () => {
    expect(imported("CHAMPION", "Use at start of round: A Goblin or Orc ally makes a melee attack.")).toEqual({
      lines: ['champion power "Use at start of round": use at start of round: one Goblin or Orc ally makes melee attack'],
      structured: true,
    });
  });

  it("keeps as text a lasting effect with 'it' before its trigger names anyone; a limit of once a round is kept", () => {
    expect(imported("CHAMPION", "Use at start of round: Until end of round, it heals 5 HP whenever an ally is destroyed.").structured).toBe(false);
    const limited = imported("CHAMPION", "Use at start of round: Until end of round, you score 5 VP whenever an ally is hit (max. 1 per round).");
    expect(limited.lines?.[0]).toContain('whenever ally is hit while "Use at start of round" lasts, once per round: you score 5 VP');
    expect(limited.structured).toBe(true);
  });

  it("lends a power of the card's own for a while, and keeps as text one the card does not have (§ Champion Powers)", () => {
    const dance: CardPower[] = [{ type: "SPECIAL", text: "Battle Dance: Use after this creature resolves a {m} attack: Shift 1 square as a free action." }];
    const lend = (text: string) => imported("CHAMPION", text, dance);
    const r = lend("Use at start of round: Until end of round, each Orc ally has Battle Dance.");
    expect(r.lines?.[0]).toContain('use at start of round: Orc allies get power "Battle Dance" until end of round');
    expect(r.structured).toBe(true);
    expect(lend("Use at start of an ally's turn: That ally has War Song until end of its turn.").structured).toBe(false);
  });

  it("keeps a keyword plural it cannot name as text rather than a filter that matches no one", () => {
    expect(imported("CHAMPION", "Use at start of round. Goblin creatures with Flight in your warband have +2 Attack until end of round.").structured).toBe(false);
  });
});
