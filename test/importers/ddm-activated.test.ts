// The importer's readings of powers used as actions ("Minor action, once per turn: …",
// "Replaces move action, only while adjacent to an enemy: …") and of the effects they
// give, on texts written for these tests in the cards' phrasing: each must become the
// language's words and compile to primitives that act (never a text fallback).
// ddm-battle-rules-2011.txt § Actions; § Powers and Effects; § Activated Powers
import { describe, expect, it } from "vitest";
import { expectEachReading, readPower } from "./reading.js";

const cases: [string, string][] = [
  // § Powers and Effects: the card's own limits after the action cost.
  ["Jab: Minor action, once per turn: Each adjacent enemy takes 5 damage.", 'power "Jab": minor action, once per turn: adjacent enemies takes 5 damage'],
  ["Sidestep: Replaces move action, only while adjacent to an enemy: Shift 3 squares.", 'power "Sidestep": replaces move action, while adjacent to enemy: this creature shifts 3'],
  ["Second Wind: Minor action, only while bloodied: This creature heals 15 HP.", 'power "Second Wind": minor action, while bloodied: this creature heals 15'],
  ["Hop: Move action, once per round: Teleport 4.", 'power "Hop": move action, once per round: this creature teleports 4'],
  // § Bonuses and Penalties; § Movement Modes; § Attack Roll (Conceal): what a power gives for a while.
  ["Sprint: Minor action; +4 Speed until end of turn.", 'power "Sprint": minor action: this creature gets +4 speed until end of turn'],
  ["Fade: Minor action: This creature is invisible until end of turn.", 'power "Fade": minor action: this creature gets invisible until end of turn'],
  ["Mist Form: Minor action; until end of its next turn, this creature has Phasing and Insubstantial.", 'power "Mist Form": minor action: this creature gets phasing until end of its next turn and this creature gets insubstantial until end of its next turn'],
  ["Soar: Minor action; this creature has Speed F10 until end of turn.", 'power "Soar": minor action: this creature gets speed 10 until end of turn and this creature gets flight until end of turn'],
  ["Blur: Use at any time: This creature has Conceal 11 and Resist 10 All until start of its next turn.", 'power "Blur": free action: this creature gets conceal 11 until start of its next turn and this creature gets resist 10 all until start of its next turn'],
  // The subject carries over: "shifts 1 square, then heals 5 HP" is the same ally.
  ["Rally: Minor action: 1 adjacent ally shifts 1 square, then heals 5 HP.", 'power "Rally": minor action: one adjacent ally shifts 1 and one adjacent ally heals 5'],
  // § Making an Attack: attacks of the card made by a power (Spit is the test card's second attack).
  ["Quick Spit: Minor action, once per turn; make a Spit attack.", 'power "Quick Spit": minor action, once per turn: this creature makes "Spit" attack'],
  ["Flurry: Attack action: Make 2 BASIC attacks.", 'power "Flurry": replaces attack action: this creature makes 2 basic attacks'],
  ["Snap Shot: Minor action: Make 1 {r} attack.", 'power "Snap Shot": minor action: this creature makes ranged attack'],
  ["Call the Pack: Minor action: The nearest ally makes an immediate {b} attack.", 'power "Call the Pack": minor action: nearest ally makes basic melee attack'],
  // § How to Choose Targets: subjects marked by a condition, bloodied, a keyword, or of either side.
  ["Squeeze: Minor action: An adjacent Immobilized enemy takes 5 damage.", 'power "Squeeze": minor action: one adjacent Immobilized enemy takes 5 damage'],
  ["Turning Tide: Replaces move action: Each bloodied ally within 3 squares heals 15 HP.", 'power "Turning Tide": replaces move action: bloodied allies within 3 squares heals 15'],
  ["Drill: Replaces move action: 1 Soldier ally within 5 squares of this creature shifts 1 square.", 'power "Drill": replaces move action: one Soldier ally within 5 squares shifts 1'],
  ["Shove: Minor action: Push 1 adjacent ally or enemy up to 2 squares.", 'power "Shove": minor action: push one adjacent creature 2'],
  // § Rechargeable Powers: a named attack regains its use (Spit is limited here).
  ["Bile Surge: Minor action; this creature takes 10 Damage; RECHARGE Spit.", 'power "Bile Surge": minor action: this creature takes 10 damage and recharge "Spit"'],
  // § Move Actions; § Movement Modes: moving with a mode, twice its speed, shifting its speed, placed where it can see.
  ["Tunnel: Move action: Move up to its current speed with Burrow.", 'power "Tunnel": move action: this creature moves up to its speed with burrow'],
  ["Flit: Move action, once per round: This creature moves up to its current speed, with Flight.", 'power "Flit": move action, once per round: this creature moves up to its speed with flight'],
  ["Bound: Replaces move action: Move up to twice its current speed.", 'power "Bound": replaces move action: this creature moves up to twice its speed'],
  ["Scurry: Move action: This creature shifts up to its current speed.", 'power "Scurry": move action: this creature shifts up to its speed'],
  ["Blink: Move action: Place this creature in a square it can see.", 'power "Blink": move action: this creature teleports to a square it can see'],
  // § Powers and Effects; § Walls: moves that must end at a place, and powers usable only next to a wall or a terrain type.
  ["Cling: Minor action: Teleport up to 7 squares and must end in a square adjacent to a wall.", 'power "Cling": minor action: this creature teleports 7 ending adjacent to wall'],
  ["Wall Leap: Move action, only while adjacent to a wall: Teleport 8 to a space adjacent to a wall.", 'power "Wall Leap": move action, while adjacent to wall: this creature teleports 8 ending adjacent to wall'],
  ["Shadow Step: Move action; Teleport 6, ending adjacent to an enemy.", 'power "Shadow Step": move action: this creature teleports 6 ending adjacent to enemy'],
  ["Pounce: Minor action; shift 2 squares, must end adjacent to a Bloodied enemy.", 'power "Pounce": minor action: this creature shifts 2 ending adjacent to bloodied enemy'],
  ["Tumble: Replaces move action, only when adjacent to an enemy: This creature shifts to a square adjacent to that enemy.", 'power "Tumble": replaces move action, while adjacent to enemy: this creature shifts to a square adjacent to that enemy'],
  ["Circle: Replaces move action, if adjacent to an enemy: It may shift 2 squares, ending adjacent to that enemy.", 'power "Circle": replaces move action, while adjacent to enemy: this creature shifts 2 ending adjacent to that enemy'],
  ["Treestride: Move action, only while adjacent to river terrain: Teleport 7 squares, must end adjacent to river terrain.", 'power "Treestride": move action, while adjacent to "river" terrain: this creature teleports 7 ending adjacent to "river" terrain'],
  ["Ember Jump: Move action: This creature teleports up to 8 squares to a square adjacent to a bloodied ally.", 'power "Ember Jump": move action: this creature teleports 8 ending adjacent to bloodied ally'],
  ["Wall Hop: Minor action: This creature teleports to a square adjacent to a wall.", 'power "Wall Hop": minor action: this creature teleports to a square adjacent to wall'],
  // § Conditions (Duration): until the creature attacks, moves or takes damage; invisible to creatures not adjacent.
  ["Vanish: Minor action: Invisible until it takes damage.", 'power "Vanish": minor action: this creature gets invisible until it takes damage'],
  ["Veil: Move action: This creature or 1 adjacent ally is Invisible until it attacks.", 'power "Veil": move action: this creature or one adjacent ally gets invisible until it attacks'],
  ["Stone Skin: Minor action: This creature gains Resist 10 Cold until it moves or attacks.", 'power "Stone Skin": minor action: this creature gets resist 10 cold until it moves or attacks'],
  ["Shade: Replaces move action: This creature is invisible to nonadjacent creatures until it moves or makes an attack.", 'power "Shade": replaces move action: this creature gets invisible to nonadjacent creatures until it moves or attacks'],
  ["Blur: Use at any time; invisible until after it attacks.", 'power "Blur": free action: this creature gets invisible until it attacks'],
  ["Hidden Start: Use during set-up; this creature is invisible until it first attacks.", 'power "Hidden Start": invisible while it has not attacked'],
  // § Conditions (Duration); § Saving Throws: powers that end effects.
  ["Purify: Move action: End 1 effect or condition that a saving throw can end on an ally within 3 squares.", 'power "Purify": move action: end one effect that a save can end on one ally within 3 squares'],
  ["Soothe: Minor action: End 1 ongoing damage effect on a living ally within 2 squares.", 'power "Soothe": minor action: end one ongoing damage on one Living ally within 2 squares'],
  ["Restore: Replaces move action: 1 ally within 3 squares heals 25 HP and loses all conditions affecting it.", 'power "Restore": replaces move action: one ally within 3 squares heals 25 and one ally within 3 squares loses all conditions'],
  ["Revive: Minor action: An adjacent living ally heals 10 HP, then it loses the Stunned and Dazed conditions.", 'power "Revive": minor action: one adjacent Living ally heals 10 and one adjacent Living ally loses Stunned and one adjacent Living ally loses Dazed'],
  ["Mend: Minor action: 1 ally within 4 squares of this creature heals 20 HP. End 1 condition or effect on that ally.", 'power "Mend": minor action: one ally within 4 squares heals 20 and end one condition or effect on one ally within 4 squares'],
  ["Resolve: Move action; this creature heals 10 HP and end 1 condition with a duration of (save ends) on this creature.", 'power "Resolve": move action: this creature heals 10 and end one condition that a save can end on this creature'],
  ["Purge: Use at start of this creature's turn; end all ongoing damage and conditions on this creature.", 'power "Purge": use at start of its turn: end all ongoing damage on this creature and end all conditions on this creature'],
  // § How to Choose Targets; § Bonuses and Penalties: one enemy chosen, a bonus against it for a while.
  ["Blind Spot: Move action: Choose 1 enemy that does not have line of sight to this creature. Until end of turn, this creature has +5 Damage against that enemy.", 'power "Blind Spot": move action: choose one enemy that cannot see this creature and this creature gets +5 damage against that enemy until end of turn'],
  ["Hunter's Mark: Minor action: Choose 1 enemy within sight. This creature has +1 Attack and +10 Damage against that enemy until end of round.", 'power "Hunter\'s Mark": minor action: choose one enemy this creature can see and this creature gets +1 attack against that enemy until end of round and this creature gets +10 damage against that enemy until end of round'],
  // Heals and timed modifiers in the cards' other wordings; extra actions; numbers in words; a stray parenthesis.
  ["Field Dressing: Replaces move action: This creature and each adjacent ally heals 5 HP.", 'power "Field Dressing": replaces move action: this creature heals 5 and adjacent allies heals 5'],
  ["Bandage: Minor action: Heal an adjacent ally 10 HP.", 'power "Bandage": minor action: one adjacent ally heals 10'],
  ["Blood Price: Minor action; this creature takes 10 damage, then has +4 Speed and +5 Damage until end of turn.", 'power "Blood Price": minor action: this creature takes 10 damage and this creature gets +4 speed until end of turn and this creature gets +5 damage until end of turn'],
  ["Doom Mark: Attack action: An enemy within 8 gains Vulnerable 10 Fire until end of round.", 'power "Doom Mark": replaces attack action: one enemy within 8 squares gets vulnerable 10 fire until end of round'],
  ["Frenzy: Replaces move action: Take 1 extra attack action this turn.", 'power "Frenzy": replaces move action: this creature takes 1 extra attack action this turn'],
  ["Volley: Full turn action: Make two Spit attacks.", 'power "Volley": replaces turn: this creature makes 2 "Spit" attacks'],
  ["Skip: Move action: Teleport 6.)", 'power "Skip": move action: this creature teleports 6'],
  ["Gale: Replaces attack action: Slide 3 a creature within 5 squares.", 'power "Gale": replaces attack action: slide one creature within 5 squares 3'],
  // § How to Choose Targets; § Ongoing Damage; § Forced-Movement Effects (Place): more subjects and effects.
  ["Kindle: Minor action: 1 enemy within 3 squares taking ongoing fire damage is Dazed.", 'power "Kindle": minor action: one enemy taking ongoing fire damage within 3 squares is Dazed'],
  ["Venom Bite: Minor action; 1 adjacent Slowed enemy has ongoing 5 acid damage (save ends).", 'power "Venom Bite": minor action: one adjacent Slowed enemy takes ongoing 5 acid (save ends)'],
  ["Frost Ring: Replaces attack action: Each enemy within 2 squares takes 5 cold damage and ongoing 5 cold damage (save ends).", 'power "Frost Ring": replaces attack action: enemies within 2 squares takes 5 cold damage and enemies within 2 squares takes ongoing 5 cold (save ends)'],
  ["Thunder Wave: Replaces move action: Each enemy and each ally takes 10 thunder damage.", 'power "Thunder Wave": replaces move action: creatures takes 10 thunder damage'],
  ["Arrow Ward: Minor action: Until end of turn, this creature has +4 to all defenses and cannot be targeted by [r] attacks.", 'power "Arrow Ward": minor action: this creature gets +4 defenses until end of turn and this creature cannot be targeted by ranged attacks until end of turn'],
  ["Shadow Swap: Use at start of this creature's turn: This creature switches positions with 1 Soldier ally.", 'power "Shadow Swap": use at start of its turn: this creature switches positions with one Soldier ally'],
  ["Hurried Step: Use at start of this creature's turn: If this creature occupies one of your victory areas, it gains +2 Speed until end of turn.", 'power "Hurried Step": use at start of its turn while it occupies one of its victory areas: this creature gets +2 speed until end of turn'],
  // § Powers and Effects: rolls on a d20 table ("No effect" rows left out).
  ["Chaos Pulse: Use at start of this creature's turn: Roll 1d20. On 1-5, recharge Spit. On 6-10, this creature heals 10 HP. On 11-20, this creature shifts 2 squares.", 'power "Chaos Pulse": use at start of its turn: roll d20 on 1 to 5 (recharge "Spit") or on 6 to 10 (this creature heals 10) or on 11 to 20 (this creature shifts 2)'],
  ["Fickle Step: Minor action: roll a d20. 1-10: Slide 1 adjacent enemy 2 squares; 11-20: This creature teleports 2 squares.", 'power "Fickle Step": minor action: roll d20 on 1 to 10 (slide one adjacent enemy 2) or on 11 to 20 (this creature teleports 2)'],
  ["Barbed Luck: Whenever an enemy hits this creature: Roll 1d20. On 1-9, no effect. On a 15+, that enemy takes 10 damage.", 'power "Barbed Luck": whenever enemy hits this creature: roll d20 on 15 to 20 (that enemy takes 10 damage)'],
  // § Move Actions (Move); § Making an Attack: one attack at a point of a move.
  ["Wing Past: Replaces attack action: This creature moves up to its current speed and makes an attack at any time during the move.", 'power "Wing Past": replaces attack action: this creature moves up to its speed making attack during the move'],
  ["Raking Pass: Replaces attack action: Move up to its speed (minimum 1 square) and make 1 Sword or Spit attack at any time during that move.", 'power "Raking Pass": replaces attack action: this creature moves up to its speed (minimum 1 square) making "Sword" or "Spit" attack during the move'],
  ["Charger's Run: Replaces attack action: Move up to its current speed and make 1 M attack at any point during the move.", 'power "Charger\'s Run": replaces attack action: this creature moves up to its speed making melee attack during the move'],
  ["Hit and Run: Attack action: This creature moves up to its speed, making a {b} attack at any point during movement.", 'power "Hit and Run": replaces attack action: this creature moves up to its speed making basic melee attack during the move'],
  // § Move Actions (Move, Shift): creatures next to the squares the power's move entered.
  ["Frost Wake: Replaces attack action: Shift up to its current speed. Each enemy and each ally adjacent to squares entered during that move takes 5 cold damage.", 'power "Frost Wake": replaces attack action: this creature shifts up to its speed and creatures adjacent to squares entered takes 5 cold damage'],
  ["Bull Rush: Replaces turn: Move up to its current speed and slide each enemy adjacent to squares entered during the move up to 3 squares.", 'power "Bull Rush": replaces turn: this creature moves up to its speed and slide enemies adjacent to squares entered 3'],
  // § Scenarios and Variants (victory areas): the areas that score for the power's player, or for its opponent.
  ["Ward Sigil: Replaces attack action: Each enemy occupying one of your opponent's victory areas takes 10 radiant damage. Push each enemy occupying one of your victory areas up to 2 squares.", 'power "Ward Sigil": replaces attack action: enemies in opponent\'s victory area takes 10 radiant damage and push enemies in your victory area 2'],
  ["Vault Warden: Use at end of round, if this creature is in one of your victory areas and no other creature is in that victory area: You score 15 VP.", 'power "Vault Warden": use at end of round while it occupies one of its victory areas alone: you score 15 VP'],
  // § Conditions (Duration): a duration and what else ends it, said in a sentence of its own.
  ["Grave Hold: Replaces attack action: 1 adjacent Slowed enemy is Stunned until end of its next turn; this effect also ends if that enemy takes damage.", 'power "Grave Hold": replaces attack action: one adjacent Slowed enemy is Stunned until end of its next turn or until it takes damage'],
  // § How to Choose Targets: "target" in a power that is not an attack names any creature.
  ["Acid Weep: Minor action; this creature takes 10 damage, then 1 adjacent target is Slowed (save ends).", 'power "Acid Weep": minor action: this creature takes 10 damage and one adjacent creature is Slowed (save ends)'],
  // § Difficult Terrain; § Movement Modes; § Actions: the state said after the cost; one of two modes or extra actions.
  ["Gravel Grab: Minor action. Use only when adjacent to difficult terrain; RECHARGE Spit.", 'power "Gravel Grab": minor action, while adjacent to "difficult" terrain: recharge "Spit"'],
  ["Mire Lurk: Move action. Use when this creature occupies difficult terrain: it is invisible to nonadjacent enemies until it moves.", 'power "Mire Lurk": move action, while occupying "difficult" terrain: this creature gets invisible to nonadjacent creatures until it moves'],
  ["Tunnel or Soar: Move action: This creature moves up to its speed with Flight or Burrow.", 'power "Tunnel or Soar": move action: either this creature moves up to its speed with flight or this creature moves up to its speed with burrow'],
  ["Battle Rhythm: Minor action: This turn, this creature gains 1 extra attack action or 1 extra move action.", 'power "Battle Rhythm": minor action: either this creature takes 1 extra attack action this turn or this creature takes 1 extra move action this turn'],
  // § Forced-Movement Effects (Place): placed in an area of the map.
  ["Gate Step: Move action: Place this creature in any victory area.", 'power "Gate Step": move action: place this creature in any victory area'],
  ["Recall: Move action: Place this creature in any square in your start area.", 'power "Recall": move action: place this creature in your start area'],
  ["Claim: Replaces move action: Place this creature in an unoccupied victory area.", 'power "Claim": replaces move action: place this creature in any unoccupied victory area'],
  // § Battle Maps and Terrain: terrain laid for a while around the creature or on a square it picks.
  ["Murk: Replaces attack action: Each square within 2 squares becomes smoke terrain until start of this creature's next turn.", 'power "Murk": replaces attack action: squares within 2 squares gain "smoke" terrain until start of this creature\'s next turn'],
  // A square its player picks and those around it (compiler/primitives/laid-terrain.ts terrain-around-square).
  ["Soot Puff: Minor action: Choose a square within 7 of this creature. Until the end of this creature's next turn, that square and each square adjacent to it gain smoke terrain.", 'power "Soot Puff": minor action: one square within 7 squares plus squares adjacent to it gain "smoke" terrain until end of this creature\'s next turn'],
  ["Haze: Minor action; until end of this creature's next turn, squares adjacent to this creature contain smoke (in addition to existing terrain).", 'power "Haze": minor action: squares adjacent to this creature gain "smoke" terrain until end of this creature\'s next turn'],
  ["Cinder Patch: Minor action: 1 square of clear terrain within 6 squares becomes fire terrain until end of battle.", 'power "Cinder Patch": minor action: one clear square within 6 squares gains "fire" terrain until end of battle'],
  // § Activated Powers; § Forced-Movement Effects (Pull); § Critical Hits: a choice of two effects, pulls next to the creature, a wider critical range.
  ["Field Horn: Replaces move action: 1 ally within 2 squares of this creature heals 10 HP, or 1 condition on that ally ends.", 'power "Field Horn": replaces move action: either one ally within 2 squares heals 10 or end one condition on one ally within 2 squares'],
  ["Drag In: Replaces attack action: Pull each enemy within 4 squares adjacent to this creature, then make 1 {b} attack against each adjacent enemy.", 'power "Drag In": replaces attack action: pull enemies within 4 squares adjacent and this creature makes basic melee attack against adjacent enemies'],
  ["Reel: Minor action: Pull 1 Slowed enemy within 5 squares adjacent to this creature.", 'power "Reel": minor action: pull one Slowed enemy within 5 squares adjacent'],
  ["Whetstone: Minor action: 1 adjacent ally scores critical hits on attack rolls of natural 19-20 with {m} attacks until end of round.", 'power "Whetstone": minor action: one adjacent ally scores critical hits on natural 19 or higher with melee attacks until end of round'],
  ["Rally Jump: Replaces move action: This creature teleports to a space adjacent to an Elf, Fey, or Soldier ally.", 'power "Rally Jump": replaces move action: this creature teleports to a square adjacent to Elf or Fey or Soldier ally'],
  // § Melee Attacks (Range); § Forced-Movement Effects: reach and steadfastness for a while.
  ["Long Arm: Minor action; this creature has Reach 2 until end of round.", 'power "Long Arm": minor action: this creature gets reach 2 until end of round'],
  ["Set Feet: Minor action: This creature is not subject to push, pull, or slide effects until end of this creature's next turn.", 'power "Set Feet": minor action: this creature gets not affected by forced movement until end of this creature\'s next turn'],
  // The cards' asides: "(choose)", a target in a state, a power that provokes when used.
  ["Brand: Minor action, once per round: One creature within 4 gains Vulnerable 10 Necrotic until end of turn (choose).", 'power "Brand": minor action, once per round: one creature within 4 squares gets vulnerable 10 necrotic until end of turn'],
  ["Finish Off: Move action, once per turn: make a melee basic attack against a Dazed target.", 'power "Finish Off": move action, once per turn: this creature makes basic melee attack against one Dazed enemy'],
  ["Centre: Replaces attack action, provokes opportunity attacks: RECHARGE Spit, then this creature has +2 AC until start of its next turn.", 'power "Centre": replaces attack action: this creature provokes opportunity attacks and recharge "Spit" and this creature gets +2 AC until start of its next turn'],
];

// § Powers and Effects (Rechargeable Powers): limited powers that regain their use when the chosen creature is destroyed,
// at the start of its turn in a state, and the keyword printed with a slip.
const recharging: [string, string][] = [
  ["Fade Step: Move action; this creature is invisible until it attacks. RECHARGE when this creature is damaged by an attack.", 'power "Fade Step" uses 1 recharge when this creature takes damage from attack: move action: this creature gets invisible until it attacks'],
  ["Sink: Move action: This creature teleports up to 6 squares. RECHARGE at start of this creature's turn if no other creatures are adjacent to it.", 'power "Sink" uses 1 recharge when start of its turn if no other creature is adjacent to it: move action: this creature teleports 6'],
  ["Quarry: Minor action: Choose 1 enemy within sight of this creature. This creature has +2 Attack against that enemy until end of round. RECHARGE when that enemy is destroyed.", 'power "Quarry" uses 1 recharge when creature chosen by "Quarry" is destroyed: minor action: choose one enemy this creature can see and this creature gets +2 attack against that enemy until end of round'],
  ["Hop Home: Minor action; teleport 4 squares. RECHARGE when this creature starts its turn adjacent to a Soldier ally.", 'power "Hop Home" uses 1 recharge when start of its turn if adjacent to Soldier ally: minor action: this creature teleports 4'],
  ["Leap: Minor action: This creature has Flight until end of its next turn. RECAHRGE at end of this creature's turn if it did not move this turn.", 'power "Leap" uses 1 recharge when end of its turn if it did not move this turn: minor action: this creature gets flight until end of its next turn'],
];

describe("warband import ddm: powers used as actions", () => {
  expectEachReading(cases);

  expectEachReading(recharging, "SPECIAL", 1);

  it("keeps an attack the card does not have as text (the compiler refuses it)", () => {
    expect(readPower("Quick Net: Minor action: Make 1 Net attack.").lines).toBeNull();
  });

  it("keeps a recharge of an attack with unlimited uses as text (it would do nothing)", () => {
    expect(readPower("Second Wind: Minor action: Recharge Sword.").lines).toBeNull();
  });

  it("keeps a move with an attack the card does not have as text (the compiler refuses it)", () => {
    expect(readPower("Raking Pass: Replaces attack action: Move up to its speed and make 1 Sword or Net attack at any time during that move.").lines).toBeNull();
  });

  it("reads squares difficult for only some creatures for a while as given to the creature (difficult-near, not terrain laid for all)", () => {
    expect(readPower("Mire: Minor action: Each square within 2 squares of this creature counts as difficult terrain to non-Plant creatures until end of round.").lines).toEqual([
      'power "Mire": minor action: this creature gets squares within 2 squares count as difficult terrain for non-Plant creatures until end of round',
    ]);
  });

  it("keeps a limit it does not know as text", () => {
    expect(readPower("Lurk: Minor action, only while in darkness: This creature heals 5 HP.").lines).toBeNull();
  });
});
