// The importer's readings of powers about terrain on the map: creatures named by the
// terrain beside them (or beside the champion), several keywords printed in lower case;
// attack riders for the targets beside a wall or terrain, or without Flight; squares near
// a creature difficult for a while; sight through walls and terrain for a while; terrain
// where a creature falls; terrain its space is; a terrain type another instead; a zone
// that burns creatures starting a turn in it; walls raised for a while; terrain on an
// attack's area; placed beside a wall, then an attack of its own by name; pits crossed on
// foot; bonus damage against a target in terrain; more damage taken in terrain; squares it
// sees made terrain; a bonus beside either of two types; a terrain type cleared near it.
// Texts written for these tests in the cards' phrasing; each must compile to primitives
// that act (test/runtime/terrain-subjects.test.ts, terrain-riders.test.ts,
// timed-difficult-near.test.ts and sight-through-walls.test.ts play them).
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § How to Choose Targets; § Champion Powers; § Difficult Terrain; § Line of Sight
import { describe, expect, it } from "vitest";
import { expectReadings, readPower, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  // Either state will do; the article before the creature is optional.
  [
    "CHAMPION",
    "Use at end of round: One ally adjacent to river terrain or to this creature heals 15 HP.",
    'champion power "Use at end of round": use at end of round: one ally that is adjacent to "river" terrain or to this creature heals 15',
  ],
  [
    "CHAMPION",
    "Use at start of round: 1 ally adjacent to sacred circle terrain or this creature heals 5 HP.",
    'champion power "Use at start of round": use at start of round: one ally that is adjacent to "sacred-circle" terrain or to this creature heals 5',
  ],
  // Four keywords in lower case, then where they stand; "half-orc" keeps both capitals.
  [
    "CHAMPION",
    "Use on this creature's turn: Each dwarf, gnome, orc or half-orc creature in your warband adjacent to smoke terrain heals 5 HP.",
    'champion power "Use on this creature\'s turn": free action, while on its turn: Dwarf or Gnome or Orc or Half-Orc creatures in your warband that are adjacent to "smoke" terrain heals 5',
  ],
  // "then," and a number in words.
  [
    "CHAMPION",
    "Use at end of round: An ally adjacent to difficult terrain heals 5 HP, then, each ally adjacent to difficult terrain may shift up to three squares.",
    'champion power "Use at end of round": use at end of round: one ally that is adjacent to "difficult" terrain heals 5 and allies adjacent to "difficult" terrain shifts 3',
  ],
  // Riders for the targets beside a wall, or without Flight ("non-Flying": a movement mode, not a keyword).
  [
    "ATTACK",
    "Tremor Stomp: (burst 3) +12 vs. Fortitude; 15 damage. Hit or miss, targets adjacent to a wall take 5 damage, and non-Flying targets are Slowed.",
    'attack close burst 3 "Tremor Stomp": +12 vs Fort; 15 damage; hit or miss: target that is adjacent to wall takes 5 damage and without flight target is Slowed',
  ],
  [
    "ATTACK",
    "Rock Slam: (burst 2) +9 vs. Reflex; 10 damage, and targets adjacent to difficult terrain are Dazed.",
    'attack close burst 2 "Rock Slam": +9 vs Ref; 10 damage and target that is adjacent to "difficult" terrain is Dazed',
  ],
  // Squares near it difficult for a while, for creatures with neither keyword; one keyword alone; the duration first.
  [
    "SPECIAL",
    "Gale Wall: Minor action: Each square within 3 squares of this creature counts as difficult terrain to non-Elemental and non-Air creatures until end of this creature's next turn.",
    "power \"Gale Wall\": minor action: this creature gets squares within 3 squares count as difficult terrain for non-Elemental non-Air creatures until end of this creature's next turn",
  ],
  [
    "SPECIAL",
    "Bramble Call: Move action: Until end of round, each square within 1 square of this creature counts as difficult terrain for enemies.",
    'power "Bramble Call": move action: this creature gets squares within 1 square count as difficult terrain for enemies until end of round',
  ],
  // Its sight through walls and terrain for a while, invisible creatures with it when named.
  [
    "SPECIAL",
    "True Gaze: Move action: Until end of turn, walls and terrain do not block this creature's line of sight.",
    'power "True Gaze": move action: this creature sees through any wall or terrain until end of turn',
  ],
  [
    "SPECIAL",
    "Spirit Sight: Move action: Until end of round, terrain and walls do not block its line of sight and invisible creatures are visible to it.",
    'power "Spirit Sight": move action: this creature sees through any wall or terrain until end of round and this creature treats invisible creatures as visible until end of round',
  ],
  // Terrain where it falls, and the attacker's lot when a melee attack destroyed it.
  [
    "SPECIAL",
    "Petrify Curse: When this creature is destroyed, its space becomes statue terrain. If it was destroyed by a {r} attack, the attacker is Dazed OR Slowed (opponent's choice).",
    'power "Petrify Curse": whenever this creature is destroyed: this creature\'s space becomes "statue" terrain until end of battle; whenever this creature is destroyed by ranged attack: opponent chooses that enemy is Dazed or that enemy is Slowed',
  ],
  [
    "SPECIAL",
    "Ashen End: When this creature is destroyed, the squares it occupied become fire terrain until end of battle.",
    'power "Ashen End": whenever this creature is destroyed: this creature\'s space becomes "fire" terrain until end of battle',
  ],
  // Printed without its closing full stop.
  [
    "SPECIAL",
    "Granite Fall: When this creature is destroyed, the square it occupied becomes statue terrain. If this creature was destroyed by a {m} attack, the attacker is Slowed OR Dazed (opponent's choice)",
    'power "Granite Fall": whenever this creature is destroyed: this creature\'s space becomes "statue" terrain until end of battle; whenever this creature is destroyed by melee attack: opponent chooses that enemy is Slowed or that enemy is Dazed',
  ],
  // A counter where it fell: a square that burns each creature entering it.
  [
    "SPECIAL",
    "Venom Pool: When this creature is destroyed, each adjacent enemy takes 10 poison damage. Place a token in the square it occupied. Until end of battle, whenever a creature enters that square, it takes 10 poison damage.",
    'power "Venom Pool": whenever this creature is destroyed: adjacent enemies takes 10 poison damage and this creature\'s space deals 10 poison damage to creatures entering it until end of battle',
  ],
  // Terrain its space is, moving with it.
  ["SPECIAL", "Gloom Mantle: Whenever it is not this creature's turn, its space is smoke terrain.", 'power "Gloom Mantle": this creature\'s space is "smoke" terrain while not its turn'],
  ["SPECIAL", "Thicket Body: Squares occupied by this creature gain forest terrain.", 'power "Thicket Body": this creature\'s space is "forest" terrain'],
  // A type of the map's terrain another instead for a while; usable only beside terrain, said after the cost.
  [
    "SPECIAL",
    "Scorch the Wood: Move action; when adjacent to forest terrain only. All forest terrain becomes fire terrain instead until end of round.",
    'power "Scorch the Wood": move action, while adjacent to "forest" terrain: "forest" terrain is "fire" terrain instead until end of round',
  ],
  [
    "SPECIAL",
    "Flash Flood: Minor action: Each smoke terrain is river terrain instead until end of turn.",
    'power "Flash Flood": minor action: "smoke" terrain is "river" terrain instead until end of turn',
  ],
  // A zone around a square its player picks: creatures that start a turn there take damage.
  [
    "SPECIAL",
    "Cinder Field: Replaces attack action: Choose 1 non-wall square within 4 squares of this creature. Until end of battle, each ally or enemy that starts its turn in that square or in a square adjacent to it takes 5 acid damage.",
    'power "Cinder Field": replaces attack action: one square within 4 squares plus squares adjacent to it deal 5 acid damage to creatures starting their turn there until end of battle',
  ],
  // Walls raised for a while, the squares picked by its player.
  [
    "SPECIAL",
    "Stone Rampart: Replaces move action: Choose up to two contiguous, unoccupied squares within 3 squares of it. Until end of turn, the chosen squares are considered wall terrain.",
    'power "Stone Rampart": replaces move action: up to 2 contiguous unoccupied squares within 3 squares become walls until end of turn',
  ],
  // Terrain on an attack's area, hit or miss, once for the attack.
  [
    "ATTACK",
    "Bramble Lash: (line 4) +10 vs. AC; 10 damage. Hit or miss, each square in area of effect gains forest terrain until end of round.",
    'attack close line 4 "Bramble Lash": +10 vs AC; 10 damage; hit or miss: squares in area gain "forest" terrain until end of round',
  ],
  [
    "ATTACK",
    "Ember Rain: (radius 1 within 8) +9 vs. Reflex; 15 fire damage. Hit or miss, one clear square in area becomes fire terrain until end of battle.",
    'attack area 1 within 8 "Ember Rain": +9 vs Ref; 15 fire damage; hit or miss: one clear square in area becomes "fire" terrain until end of battle',
  ],
  // Placed beside a wall at the start of the round, then one named attack of its card, which its player may decline.
  [
    "SPECIAL",
    "Lurking Drop: Use at start of round: Place this creature adjacent to wall terrain. Then, this creature may use Spit as an immediate action.",
    'power "Lurking Drop": use at start of round: place this creature in square adjacent to wall and this creature makes "Spit" attack',
  ],
  // Bonus damage against a target standing in terrain of a type.
  [
    "ATTACK",
    "Grit Blast: (range 6) +8 vs. Fortitude; 10 damage, +5 damage if target occupies sacred circle terrain.",
    'attack ranged 6 "Grit Blast": +8 vs Fort; 10 damage and +5 damage against occupying "sacred-circle" terrain targets',
  ],
  // More damage taken by creatures of a side while in terrain of a type: vulnerable to all damage there.
  ["SPECIAL", "Thorn Hex: Enemies in difficult terrain take +5 damage whenever they take damage.", 'power "Thorn Hex": enemies vulnerable 5 all while occupying "difficult" terrain'],
  // Squares it sees, picked contiguous, become terrain; with no duration printed, for the rest of the battle.
  [
    "SPECIAL",
    "Bramble Wall: Move action: Up to 2 contiguous squares within line of sight become difficult terrain.",
    'power "Bramble Wall": move action: up to 2 contiguous squares within line of sight become "difficult" terrain until end of battle',
  ],
  // A bonus against targets beside either of two terrain types.
  ["SPECIAL", "Tide Strike: +2 Attack against targets adjacent to forest terrain or river terrain.", 'power "Tide Strike": +2 attack against targets adjacent to "forest" or "river" terrain'],
  // A terrain type cleared near it ("difficult" would be every costly type: kept as text).
  ["SPECIAL", "Still Air: (aura 3) Smoke squares in aura are considered clear terrain.", 'aura 3 "Still Air": squares within 3 squares are not "smoke" terrain'],
  // Pits crossed on foot, never ended in.
  ["ABILITY", "Leaping Stride: Ignores difficult terrain and pit terrain while moving.", 'power "Leaping Stride": ignores difficult terrain and may transit "pit" terrain'],
];

describe("warband import ddm: powers about terrain on the map", () => {
  expectReadings(cases);
  it("terrain on an attack's area said on a hit only is kept as text: it is laid once for the attack, hit or miss", () => {
    expect(readPower("Firm Ground: (aura 1) Difficult squares in aura are treated as clear terrain.").structured).toBe(false);
    // An attack the card does not have is no attack to make.
    expect(readPower("Lurking Drop: Use at start of round: Place this creature adjacent to wall terrain. Then, this creature may use Pounce as an immediate action.").structured).toBe(false);
    expect(readPower("Stone Burst: (burst 2) +9 vs. Reflex; 10 damage and each square in area becomes difficult terrain until end of battle.", "ATTACK").structured).toBe(false);
  });
});
