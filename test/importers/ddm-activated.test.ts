// The importer's readings of powers used as actions ("Minor action, once per turn: …",
// "Replaces move action, only while adjacent to an enemy: …") and of the effects they
// give, on texts written for these tests in the cards' phrasing: each must become the
// language's words and compile to primitives that act (never a text fallback).
// ddm-battle-rules-2011.txt § Actions; § Powers and Effects; § Activated Powers
import { describe, expect, it } from "vitest";
import type { CardPower } from "../../importers/ddm/card.js";
import { importCards } from "../../importers/ddm/import.js";
import { librarySources } from "../library.js";
import { readingCard } from "./fixtures.js";

function read(text: string, type: CardPower["type"] = "SPECIAL", limit?: number): { lines: string[] | null; structured: boolean } {
  const r = importCards([readingCard([{ type, text, ...(limit ? { limit } : {}) }])], { outDir: "out", library: librarySources() });
  const c = r.cards[0]!;
  return { lines: c.draft.powers[2]!.lines, structured: c.structured[2]! };
}

const cases: [string, string][] = [
  // § Powers and Effects: the card's own limits after the action cost.
  ["Jab: Minor action, once per turn: Each adjacent enemy takes 5 damage.", 'power "Jab": minor action, once per turn: adjacent enemies takes 5 damage'],
  ["Sidestep: Replaces move action, only while adjacent to an enemy: Shift 3 squares.", 'power "Sidestep": replaces move action, while adjacent to enemy: this creature shifts 3'],
  ["Second Wind: Minor action, use only while bloodied: This creature heals 5 HP.", 'power "Second Wind": minor action, while bloodied: this creature heals 5'],
  ["Hop: Move action, once per round: Teleport 4.", 'power "Hop": move action, once per round: this creature teleports 4'],
  // § Bonuses and Penalties; § Movement Modes; § Attack Roll (Conceal): what a power gives for a while.
  ["Sprint: Minor action; +4 Speed until end of turn.", 'power "Sprint": minor action: this creature gets +4 speed until end of turn'],
  ["Fade: Minor action: This creature is invisible until end of turn.", 'power "Fade": minor action: this creature gets invisible until end of turn'],
  ["Mist Form: Minor action; until start of its next turn, this creature has Insubstantial and Phasing.", 'power "Mist Form": minor action: this creature gets insubstantial until start of its next turn and this creature gets phasing until start of its next turn'],
  ["Soar: Minor action; this creature has Speed F8 until end of its next turn.", 'power "Soar": minor action: this creature gets speed 8 until end of its next turn and this creature gets flight until end of its next turn'],
  ["Blur: Use at any time: This creature has Conceal 11 and Resist 10 All until start of its next turn.", 'power "Blur": free action: this creature gets conceal 11 until start of its next turn and this creature gets resist 10 all until start of its next turn'],
  // The subject carries over: "shifts 1 square, then heals 5 HP" is the same ally.
  ["Rally: Minor action: 1 adjacent ally shifts 1 square, then heals 5 HP.", 'power "Rally": minor action: one adjacent ally shifts 1 and one adjacent ally heals 5'],
  // § Making an Attack: attacks of the card made by a power (Spit is the test card's second attack).
  ["Quick Spit: Minor action, once per turn; make a Spit attack.", 'power "Quick Spit": minor action, once per turn: this creature makes "Spit" attack'],
  ["Flurry: Attack action: Make 2 BASIC attacks.", 'power "Flurry": replaces attack action: this creature makes 2 basic attacks'],
  ["Snap Shot: Minor action: Make 1 {r} attack.", 'power "Snap Shot": minor action: this creature makes ranged attack'],
  ["Call the Pack: Replaces attack action: Nearest ally makes an immediate {b} attack.", 'power "Call the Pack": replaces attack action: nearest ally makes basic melee attack'],
  // § How to Choose Targets: subjects marked by a condition, bloodied, a keyword, or of either side.
  ["Constrict: Minor action: An adjacent Immobilized enemy takes 10 damage.", 'power "Constrict": minor action: one adjacent Immobilized enemy takes 10 damage'],
  ["Turning Tide: Minor action: Each bloodied ally within 5 squares of this creature heals 10 HP.", 'power "Turning Tide": minor action: bloodied allies within 5 squares heals 10'],
  ["Drill: Replaces move action: 1 Soldier ally within 5 squares of this creature shifts 1 square.", 'power "Drill": replaces move action: one Soldier ally within 5 squares shifts 1'],
  ["Gust: Minor action: Push 1 adjacent enemy or ally up to 1 square.", 'power "Gust": minor action: push one adjacent creature 1'],
  // § Rechargeable Powers: a named attack regains its use (Spit is limited here).
  ["Bile Surge: Minor action; this creature takes 10 Damage; RECHARGE Spit.", 'power "Bile Surge": minor action: this creature takes 10 damage and recharge "Spit"'],
  // § Move Actions; § Movement Modes: moving with a mode, twice its speed, shifting its speed, placed where it can see.
  ["Earthglide: Move action: Move up to its current speed with Burrow.", 'power "Earthglide": move action: this creature moves up to its speed with burrow'],
  ["Flit: Move action, once per turn: Moves up to its speed, with Flight.", 'power "Flit": move action, once per turn: this creature moves up to its speed with flight'],
  ["Bound: Replaces move action: Move up to twice its current speed.", 'power "Bound": replaces move action: this creature moves up to twice its speed'],
  ["Scurry: Move action: This creature shifts up to its current speed.", 'power "Scurry": move action: this creature shifts up to its speed'],
  ["Blink: Move action: Place this creature in a square it can see.", 'power "Blink": move action: this creature teleports to a square it can see'],
  // § Powers and Effects; § Walls: moves that must end at a place, and powers usable only next to a wall or a terrain type.
  ["Cling: Minor action: Teleport up to 10 squares, must end in space adjacent to a wall.", 'power "Cling": minor action: this creature teleports 10 ending adjacent to wall'],
  ["Wall Leap: Move action, only when adjacent to a wall: Teleport 12 to a square adjacent to a wall.", 'power "Wall Leap": move action, while adjacent to wall: this creature teleports 12 ending adjacent to wall'],
  ["Shadow Step: Move action; Teleport 6, ending adjacent to an enemy.", 'power "Shadow Step": move action: this creature teleports 6 ending adjacent to enemy'],
  ["Pounce: Minor action; shift 2 squares, must end adjacent to a Bloodied enemy.", 'power "Pounce": minor action: this creature shifts 2 ending adjacent to bloodied enemy'],
  ["Tumble: Replaces move action, only while adjacent to an enemy: Shift to another square adjacent to that enemy.", 'power "Tumble": replaces move action, while adjacent to enemy: this creature shifts to a square adjacent to that enemy'],
  ["Circle: Replaces move action, only while adjacent to an enemy: Shift 3 squares, must end adjacent to that enemy.", 'power "Circle": replaces move action, while adjacent to enemy: this creature shifts 3 ending adjacent to that enemy'],
  ["Treestride: Move action, if adjacent to forest terrain: Teleport 9, ending adjacent to forest terrain.", 'power "Treestride": move action, while adjacent to "forest" terrain: this creature teleports 9 ending adjacent to "forest" terrain'],
  ["Flame Jump: Replaces move action: This creature teleports up to 10 squares to a space adjacent to a bloodied enemy.", 'power "Flame Jump": replaces move action: this creature teleports 10 ending adjacent to bloodied enemy'],
  ["Wall Hop: Replaces move action: Teleport to a space adjacent to a wall.", 'power "Wall Hop": replaces move action: this creature teleports to a square adjacent to wall'],
  // § Conditions (Duration): until the creature attacks, moves or takes damage; invisible to creatures not adjacent.
  ["Vanish: Minor action: Invisible until it takes damage.", 'power "Vanish": minor action: this creature gets invisible until it takes damage'],
  ["Veil: Minor action: This creature or an adjacent ally is Invisible until it resolves an attack.", 'power "Veil": minor action: this creature or one adjacent ally gets invisible until it attacks'],
  ["Stone Skin: Replaces move action: This creature has Resist 5 All until it moves or attacks.", 'power "Stone Skin": replaces move action: this creature gets resist 5 all until it moves or attacks'],
  ["Shade: Minor action: Invisible to nonadjacent creatures until it moves or resolves an attack.", 'power "Shade": minor action: this creature gets invisible to nonadjacent creatures until it moves or attacks'],
  ["Blur: Use at any time: This creature is invisible until after it makes an attack.", 'power "Blur": free action: this creature gets invisible until it attacks'],
  ["Hidden Start: Use during your set-up: This creature is invisible to enemies until after it first makes an attack.", 'power "Hidden Start": invisible while it has not attacked'],
  // § Conditions (Duration); § Saving Throws: powers that end effects.
  ["Purify: Minor action: End 1 condition or effect that a saving throw can end on an ally within 5 squares.", 'power "Purify": minor action: end one effect that a save can end on one ally within 5 squares'],
  ["Soothe: Minor action: End an ongoing damage condition on an adjacent living ally.", 'power "Soothe": minor action: end one ongoing damage on one adjacent Living ally'],
  ["Restore: Minor action: An adjacent ally heals 20 HP and loses all conditions affecting it.", 'power "Restore": minor action: one adjacent ally heals 20 and one adjacent ally loses all conditions'],
  ["Revive: Minor action: An adjacent living ally heals 10 HP, then it loses the Stunned and Dazed conditions.", 'power "Revive": minor action: one adjacent Living ally heals 10 and one adjacent Living ally loses Stunned and one adjacent Living ally loses Dazed'],
  ["Mend: Minor action: 1 ally within 5 squares of this creature heals 15 HP. End 1 effect or condition on that ally.", 'power "Mend": minor action: one ally within 5 squares heals 15 and end one condition or effect on one ally within 5 squares'],
  ["Resolve: Minor action; this creature heals 15 HP AND end 1 condition with a duration of (save ends) affecting this creature.", 'power "Resolve": minor action: this creature heals 15 and end one condition that a save can end on this creature'],
  ["Purge: Use at the start of this creature's turn. End all conditions and ongoing damage on this creature.", 'power "Purge": use at start of its turn: end all conditions on this creature and end all ongoing damage on this creature'],
  // § How to Choose Targets; § Bonuses and Penalties: one enemy chosen, a bonus against it for a while.
  ["Blind Spot: Minor action: Choose an enemy that does not have line of sight to this creature; +10 damage vs. that enemy until end of turn.", 'power "Blind Spot": minor action: choose one enemy that cannot see this creature and this creature gets +10 damage against that enemy until end of turn'],
  ["Hunter's Mark: Minor action: Choose 1 enemy within line of sight of this creature. This creature has +2 Attack and +5 Damage against that enemy until end of battle.", 'power "Hunter\'s Mark": minor action: choose one enemy this creature can see and this creature gets +2 attack against that enemy until end of battle and this creature gets +5 damage against that enemy until end of battle'],
  // Heals and timed modifiers in the cards' other wordings; extra actions; numbers in words; a stray parenthesis.
  ["Field Dressing: Minor action: This creature and each adjacent ally heals 10 HP.", 'power "Field Dressing": minor action: this creature heals 10 and adjacent allies heals 10'],
  ["Bandage: Minor action: Heal an adjacent ally 10 HP.", 'power "Bandage": minor action: one adjacent ally heals 10'],
  ["Blood Price: Minor action; this creature takes 5 damage, then has +2 Speed and +10 Damage until end of its next turn.", 'power "Blood Price": minor action: this creature takes 5 damage and this creature gets +2 speed until end of its next turn and this creature gets +10 damage until end of its next turn'],
  ["Doom Mark: Attack action: An enemy within 5 gains Vulnerable 5 All until end of battle.", 'power "Doom Mark": replaces attack action: one enemy within 5 squares gets vulnerable 5 all until end of battle'],
  ["Frenzy: Replaces move action: Take 1 extra attack action this turn.", 'power "Frenzy": replaces move action: this creature takes 1 extra attack action this turn'],
  ["Volley: Full turn action: Make two Spit attacks.", 'power "Volley": replaces turn: this creature makes 2 "Spit" attacks'],
  ["Skip: Move action: Teleport 6.)", 'power "Skip": move action: this creature teleports 6'],
  ["Gale: Replaces attack action: Slide 3 a creature within 5 squares.", 'power "Gale": replaces attack action: slide one creature within 5 squares 3'],
  // § How to Choose Targets; § Ongoing Damage; § Forced-Movement Effects (Place): more subjects and effects.
  ["Kindle: Minor action: 1 enemy within 5 squares taking ongoing cold damage is Weakened.", 'power "Kindle": minor action: one enemy taking ongoing cold damage within 5 squares is Weakened'],
  ["Venom Bite: Minor action; 1 adjacent Immobilized enemy has ongoing 10 poison Damage (save ends).", 'power "Venom Bite": minor action: one adjacent Immobilized enemy takes ongoing 10 poison (save ends)'],
  ["Flame Ring: Replaces attack action: Each adjacent enemy takes 10 fire damage and ongoing 10 fire damage (save ends).", 'power "Flame Ring": replaces attack action: adjacent enemies takes 10 fire damage and adjacent enemies takes ongoing 10 fire (save ends)'],
  ["Necrotic Wave: Minor action: Each enemy and each ally takes 5 necrotic damage.", 'power "Necrotic Wave": minor action: creatures takes 5 necrotic damage'],
  ["Arrow Ward: Replaces move action: Until end of its next turn, this creature has +2 to all defenses and cannot be targeted by [r] attacks.", 'power "Arrow Ward": replaces move action: this creature gets +2 defenses until end of its next turn and this creature cannot be targeted by ranged attacks until end of its next turn'],
  ["Shadow Swap: Use at start of this creature's turn: This creature switches positions with 1 Soldier ally.", 'power "Shadow Swap": use at start of its turn: this creature switches positions with one Soldier ally'],
  ["Hurried Step: Use at start of this creature's turn: If this creature occupies one of your victory areas, it has +4 Speed until end of turn.", 'power "Hurried Step": use at start of its turn while it occupies one of its victory areas: this creature gets +4 speed until end of turn'],
  // § Powers and Effects: rolls on a d20 table ("No effect" rows left out).
  ["Chaos Pulse: Use at start of this creature's turn: Roll 1d20. On 1-5, recharge Spit. On 6-10, this creature heals 10 HP. On 11-20, this creature shifts 2 squares.", 'power "Chaos Pulse": use at start of its turn: roll d20 on 1 to 5 (recharge "Spit") or on 6 to 10 (this creature heals 10) or on 11 to 20 (this creature shifts 2)'],
  ["Fickle Step: Minor action: roll a d20. 1-10: Slide 1 adjacent enemy 2 squares; 11-20: This creature teleports 2 squares.", 'power "Fickle Step": minor action: roll d20 on 1 to 10 (slide one adjacent enemy 2) or on 11 to 20 (this creature teleports 2)'],
  ["Barbed Luck: Whenever an enemy hits this creature: Roll 1d20. On 1-9, no effect. On a 15+, that enemy takes 10 damage.", 'power "Barbed Luck": whenever enemy hits this creature: roll d20 on 15 to 20 (that enemy takes 10 damage)'],
  // § Move Actions (Move); § Making an Attack: one attack at a point of a move.
  ["Wing Past: Attack action: This creature moves up to its speed and makes an attack any time during its move.", 'power "Wing Past": replaces attack action: this creature moves up to its speed making attack during the move'],
  ["Raking Pass: Replaces attack action: Move up to its speed (minimum 1 square) and make 1 Sword or Spit attack at any time during that move.", 'power "Raking Pass": replaces attack action: this creature moves up to its speed (minimum 1 square) making "Sword" or "Spit" attack during the move'],
  ["Charger's Run: Attack action: Moves up to its speed and makes 1 M attack at any time during that move.", 'power "Charger\'s Run": replaces attack action: this creature moves up to its speed making melee attack during the move'],
  ["Hit and Run: Attack action: This creature moves up to its speed, making a {b} attack at any point during movement.", 'power "Hit and Run": replaces attack action: this creature moves up to its speed making basic melee attack during the move'],
  // § Forced-Movement Effects (Place): placed in an area of the map.
  ["Gate Step: Move action: Place this creature in any victory area.", 'power "Gate Step": move action: place this creature in any victory area'],
  ["Recall: Minor action: Place this creature in any space in your start area.", 'power "Recall": minor action: place this creature in your start area'],
  ["Claim: Replaces move action: Place this creature in an unoccupied victory area.", 'power "Claim": replaces move action: place this creature in any unoccupied victory area'],
  // § Battle Maps and Terrain: terrain laid for a while around the creature or on a square it picks.
  ["Murk: Replaces attack action: Each square within 2 squares becomes smoke terrain until start of this creature's next turn.", 'power "Murk": replaces attack action: squares within 2 squares gain "smoke" terrain until start of this creature\'s next turn'],
  ["Haze: Minor action; until end of this creature's next turn, squares adjacent to this creature contain smoke (in addition to existing terrain).", 'power "Haze": minor action: squares adjacent to this creature gain "smoke" terrain until end of this creature\'s next turn'],
  ["Cinder Patch: Minor action: 1 square of clear terrain within 6 squares becomes fire terrain until end of battle.", 'power "Cinder Patch": minor action: one clear square within 6 squares gains "fire" terrain until end of battle'],
  // § Activated Powers; § Forced-Movement Effects (Pull); § Critical Hits: a choice of two effects, pulls next to the creature, a wider critical range.
  ["Field Horn: Minor action: 1 ally adjacent to this creature heals 5 HP, or 1 condition on that ally ends.", 'power "Field Horn": minor action: either one adjacent ally heals 5 or end one condition on one adjacent ally'],
  ["Drag In: Replaces attack action: Pull each enemy within 4 squares adjacent to this creature, then make 1 {b} attack against each adjacent enemy.", 'power "Drag In": replaces attack action: pull enemies within 4 squares adjacent and this creature makes basic melee attack against adjacent enemies'],
  ["Reel: Minor action: Pull 1 Slowed enemy within 5 squares adjacent to this creature.", 'power "Reel": minor action: pull one Slowed enemy within 5 squares adjacent'],
  ["Whetstone: Minor action: 1 adjacent ally scores critical hits on attack rolls of natural 19-20 with {m} attacks until end of round.", 'power "Whetstone": minor action: one adjacent ally scores critical hits on natural 19 or higher with melee attacks until end of round'],
  ["Rally Jump: Replaces move action: This creature teleports to a space adjacent to an Elf, Fey, or Soldier ally.", 'power "Rally Jump": replaces move action: this creature teleports to a square adjacent to Elf or Fey or Soldier ally'],
  // § Melee Attacks (Range); § Forced-Movement Effects: reach and steadfastness for a while.
  ["Long Arm: Minor action; this creature has Reach 2 until end of round.", 'power "Long Arm": minor action: this creature gets reach 2 until end of round'],
  ["Set Feet: Use at any time; not subject to push, pull, or slide effects of enemies until start of this creature's next turn.", 'power "Set Feet": free action: this creature gets not affected by forced movement of enemies until start of this creature\'s next turn'],
  // The cards' asides: "(choose)", a target in a state, a power that provokes when used.
  ["Brand: Minor action, once per turn: One creature within 6 gains Vulnerable 5 Radiant until end of round (choose).", 'power "Brand": minor action, once per turn: one creature within 6 squares gets vulnerable 5 radiant until end of round'],
  ["Finish Off: Minor action, once per turn: make a melee basic attack vs. an Immobilized target.", 'power "Finish Off": minor action, once per turn: this creature makes basic melee attack against one Immobilized enemy'],
  ["Centre: Replaces attack action, provokes opportunity attacks: RECHARGE Spit, then this creature has +2 AC until start of its next turn.", 'power "Centre": replaces attack action: this creature provokes opportunity attacks and recharge "Spit" and this creature gets +2 AC until start of its next turn'],
];

// § Powers and Effects (Rechargeable Powers): limited powers that regain their use when the chosen creature is destroyed,
// at the start of its turn in a state, and the keyword printed with a slip.
const recharging: [string, string][] = [
  ["Fade Step: Minor action; this creature is invisible until after it attacks. RECHARGE when this creature is damaged by an attack.", 'power "Fade Step" uses 1 recharge when this creature takes damage from attack: minor action: this creature gets invisible until it attacks'],
  ["Sink: Replaces move action: This creature teleports up to 4 squares. RECHARGE at start of this creature's turn if it is not adjacent to any creatures.", 'power "Sink" uses 1 recharge when start of its turn if no other creature is adjacent to it: replaces move action: this creature teleports 4'],
  ["Quarry: Minor action: Choose 1 enemy within line of sight of this creature. This creature has +5 Damage against that enemy until end of battle. RECHARGE when that enemy is destroyed.", 'power "Quarry" uses 1 recharge when creature chosen by "Quarry" is destroyed: minor action: choose one enemy this creature can see and this creature gets +5 damage against that enemy until end of battle'],
  ["Hop Home: Minor action; teleport 4 squares. RECHARGE when this creature starts its turn adjacent to a Soldier ally.", 'power "Hop Home" uses 1 recharge when start of its turn if adjacent to Soldier ally: minor action: this creature teleports 4'],
  ["Leap: Minor action: This creature has Flight until end of turn. RECAHRGE at end of this creature's turn if it did not move on that turn.", 'power "Leap" uses 1 recharge when end of its turn if it did not move this turn: minor action: this creature gets flight until end of turn'],
];

describe("warband import ddm: powers used as actions", () => {
  for (const [text, want] of cases) {
    it(text, () => {
      expect(read(text)).toEqual({ lines: [want], structured: true });
    });
  }

  for (const [text, want] of recharging) {
    it(text, () => {
      expect(read(text, "SPECIAL", 1)).toEqual({ lines: [want], structured: true });
    });
  }

  it("keeps an attack the card does not have as text (the compiler refuses it)", () => {
    expect(read("Quick Net: Minor action: Make 1 Net attack.").lines).toBeNull();
  });

  it("keeps a recharge of an attack with unlimited uses as text (it would do nothing)", () => {
    expect(read("Second Wind: Minor action: Recharge Sword.").lines).toBeNull();
  });

  it("keeps a move with an attack the card does not have as text (the compiler refuses it)", () => {
    expect(read("Raking Pass: Replaces attack action: Move up to its speed and make 1 Sword or Net attack at any time during that move.").lines).toBeNull();
  });

  it("keeps terrain laid for only some creatures as text (the language lays it for all)", () => {
    expect(read("Mire: Minor action: Each square within 2 squares of this creature counts as difficult terrain to non-Plant creatures until end of round.").lines).toBeNull();
  });

  it("keeps a limit it does not know as text", () => {
    expect(read("Lurk: Minor action, only while in darkness: This creature heals 5 HP.").lines).toBeNull();
  });
});
