// The importer's readings of more champion powers: a creature's turn starting near this one
// said as a state after the moment ("at start of an enemy's turn, if that enemy is adjacent
// to this creature"); an enemy held near this creature for its turn ("cannot move to a
// square farther from this creature than its starting position this turn"); a winner's
// part of the initiative test with no loser's part; each enemy and ally slid or pushed; the
// first enemy to take a turn this round; a condition ignored before it lands; "until start
// of your next turn" (the player's); a shift stopped as it is declared; an ally's damage
// taken instead; a turn ending in a victory area shared with an enemy. Texts written
// for these tests in the cards' phrasing; each must compile to primitives that act (rules
// tests: test/runtime/farther-ban.test.ts, nearby-turn-powers.test.ts, lasting-powers.test.ts,
// condition-windows.test.ts, player-turns.test.ts, movement-triggers.test.ts, damage-instead.test.ts,
// victory-area-gates.test.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Start of Turn Phase; § Core Rules and Exceptions; § Move Actions;
// § Rounds and Turns; § The Battle (Game Overview); § Conditions; § Resolving Effects (Cancellation Effects);
// § Victory Areas
import { describe } from "vitest";
import { expectReadings, type ReadingCase } from "./reading.js";

const cases: ReadingCase[] = [
  // § Start of Turn Phase: the state said after the moment is where the enemy starts its turn; the enemy is then held for that turn.
  [
    "CHAMPION",
    "Use at start of an enemy's turn, if that enemy is adjacent to this creature: That enemy takes 5 cold damage and cannot move to a square farther from this creature than its starting position this turn.",
    'champion power "Use when an enemy starts its turn adjacent to this creature": use when enemy starts its turn adjacent to this creature: that enemy takes 5 cold damage and that enemy cannot move farther from this creature than its starting position until end of turn',
  ],
  [
    "CHAMPION",
    "Use at the end of an ally's turn, if that ally is within 4 squares of this creature. That ally heals 5 HP.",
    'champion power "Use when an ally ends its turn within 4 squares of this crea": use when ally ends its turn within 4 squares: that ally heals 5',
  ],
  [
    "CHAMPION",
    "Use at start of an enemy's turn, if that enemy is within 2 squares of this creature: That enemy cannot move to any square farther from this creature than its starting position this turn.",
    'champion power "Use when an enemy starts its turn within 2 squares of this c": use when enemy starts its turn within 2 squares: that enemy cannot move farther from this creature than its starting position until end of turn',
  ],
  // § The Battle (Game Overview), steps 4 and 5: used before the test, it acts once the test is won; nothing is said for a loss.
  [
    "CHAMPION",
    "Use before rolling initiative: If you win that initiative, push each ally and enemy up to 3 squares.",
    'champion power "Use before rolling initiative": use before rolling initiative: "Use before rolling initiative" lasts until end of round; whenever you win initiative while "Use before rolling initiative" lasts: push allies 3 and push enemies 3',
  ],
  [
    "CHAMPION",
    "Use at start of round: If you win initiative this round, slide each enemy and each ally up to 1 square.",
    'champion power "Use at start of round": use at start of round: "Use at start of round" lasts until end of round; whenever you win initiative while "Use at start of round" lasts: slide enemies 1 and slide allies 1',
  ],
  // § Rounds and Turns: a state of the enemy said first in the effects ("if that enemy is the first enemy …") is the turn it waits for.
  [
    "CHAMPION",
    "Use at the start of an enemy's turn: If that enemy is the first enemy to take a turn this round, it takes 5 psychic damage.",
    'champion power "Use at start of turn of the first enemy to take a turn this": use at start of turn of first enemy to take turn this round: that enemy takes 5 psychic damage',
  ],
  // § Conditions: the window before a condition lands; "ignore that condition" keeps it off.
  [
    "CHAMPION",
    "Use when an ally within 3 squares of this creature would gain a condition: Ignore that condition, instead.",
    'champion power "Use when an ally within 3 squares of this creature would gai": use when ally within 3 squares would gain condition: ignore that condition',
  ],
  [
    "CHAMPION",
    "Use when this creature would become Slowed or Immobilized: That condition is ignored.",
    'champion power "Use when this creature would become Slowed or Immobilized": use when this creature would become Slowed or Immobilized: ignore that condition',
  ],
  // § Rounds and Turns: "your next turn" is the power's player's next player-turn.
  [
    "CHAMPION",
    "Use at start of your turn: Each Dwarf ally has +1 AC until start of your next turn.",
    'champion power "Use at start of your turn": use at start of your turn: Dwarf allies get +1 AC until start of your next turn',
  ],
  // § Resolving Effects (Cancellation Effects): a shift stopped as it is declared; the subject carries over to "is Slowed".
  [
    "CHAMPION",
    "Use when an adjacent enemy declares a shift: That enemy does not shift instead and is Slowed.",
    'champion power "Use when an adjacent enemy declares a shift": use when adjacent enemy declares shift: that enemy does not shift instead and that enemy is Slowed',
  ],
  // § Resistance and Vulnerability (take, would take): damage an ally would take, taken by this creature instead.
  [
    "CHAMPION",
    "Use when an adjacent Elf ally takes damage. This creature takes that damage instead.",
    'champion power "Use when an adjacent Elf ally takes damage": use when adjacent Elf ally would take damage: this creature takes that damage instead',
  ],
  // § Victory Areas: the turn ends in a victory area an enemy shares with this creature.
  [
    "CHAMPION",
    "Use when this creature ends its turn in a victory area occupied by one or more enemies: This creature heals 10 HP.",
    'champion power "Use when this creature ends its turn in a victory area occup": use when this creature ends its turn while it occupies victory area with enemy: this creature heals 10',
  ],
  // § Champion Powers: another ally than the one that bloodied it; a bonus "if 2 or more of its allies are adjacent to target" (test/runtime/champion-pack-tactics.test.ts).
  [
    "CHAMPION",
    "Use when an Orc ally causes an enemy to become bloodied: 1 other ally adjacent to that enemy makes a {m} attack.",
    'champion power "Use when an Orc ally causes an enemy to become bloodied": use when Orc ally bloodies enemy: one other ally adjacent to that enemy makes melee attack',
  ],
  [
    "CHAMPION",
    "Use at start of round: Until end of round, whenever an ally makes a {r} attack, it has +2 Attack on that attack if two or more of its allies are adjacent to the target of that attack.",
    'champion power "Use at start of round": use at start of round: allies get +2 attack with ranged attacks against targets 2 or more allies within 1 squares until end of round',
  ],
  // § Close Attacks, § Area Attacks: every target of the attack; § Bonuses and Penalties: counted by active allies beside the target,
  // by destroyed enemies; another ally than the one the trigger named (test/runtime/champion-counted-bonuses.test.ts).
  [
    "CHAMPION",
    "Use when an ally is targeted by an {a} attack: Each target of that attack has Resist 10 All until end of turn.",
    'champion power "Use when an ally is targeted by an area attack": use when ally is targeted by area attack: targets of that attack get resist 10 all until end of turn',
  ],
  [
    "CHAMPION",
    "Use at start of round: Until end of round, whenever a Goblin ally makes a {m} attack, it has +2 Attack on that attack for each other active ally adjacent to the target of that attack.",
    'champion power "Use at start of round": use at start of round: Goblin allies get +2 attack with melee attacks for each active ally adjacent to target until end of round',
  ],
  ["CHAMPION", "Use at start of round: Until end of round, allies have +5 Damage for each enemy that has been destroyed.", 'champion power "Use at start of round": use at start of round: allies get +5 damage for each destroyed enemy until end of round'],
  ["CHAMPION", "Use when an ally is destroyed: Choose another ally; that ally has +2 Attack until end of round.", 'champion power "Use when an ally is destroyed": use when ally is destroyed: choose one other ally and that ally gets +2 attack until end of round'],
  // § Hit Points (Destroyed): a bonus while the power's owner is on the battle map, for the rest of the battle (test/runtime/champion-on-battle-map.test.ts).
  [
    "CHAMPION",
    "Use when an ally is destroyed: Each Orc ally has +2 Attack while this creature is on the battlemap.",
    'champion power "Use when an ally is destroyed": use when ally is destroyed: Orc allies get +2 attack while this creature is on battle map until end of battle',
  ],
  // § Move Actions (Move): allies coming to the power's owner, each up to its speed (test/runtime/champion-come-to-me.test.ts).
  [
    "CHAMPION",
    "Use at start of an ally's turn: Up to 3 Kobold allies within line of sight of this creature move to a square adjacent to this creature.",
    'champion power "Use at start of an ally\'s turn": use at start of ally\'s turn: up to 3 Kobold allies this creature can see move to square adjacent to this creature',
  ],
  ["CHAMPION", "Use at start of round: 1 Orc ally moves to a space adjacent to this creature.", 'champion power "Use at start of round": use at start of round: one Orc ally moves to square adjacent to this creature'],
  // § Conditions (Duration): a condition given another duration as it lands (test/runtime/condition-duration-windows.test.ts).
  [
    "CHAMPION",
    "Use when a Kobold ally causes an enemy to become Dazed: The duration of the Dazed condition becomes (save ends).",
    'champion power "Use when a Kobold ally causes an enemy to become Dazed": use when enemy would become Dazed by Kobold ally: that condition lasts (save ends) instead',
  ],
  // § Attack Roll (Conceal): the roll that turned a hit into a miss made again (test/runtime/conceal-reroll.test.ts).
  ["CHAMPION", "Use when an enemy succeeds on its Conceal roll: That enemy must reroll it.", 'champion power "Use when an enemy succeeds on its Conceal roll": use when enemy succeeds on conceal roll: reroll that conceal roll'],
  // § Champion Test; § Start of Turn Phase: the round's first ally to take a turn, given the effects as its turn starts (test/runtime/champion-first-ally.test.ts).
  [
    "CHAMPION",
    "Use after rolling initiative, if you won: The first ally you take a turn with this round has +2 Speed until end of round.",
    'champion power "Use after rolling initiative, if you won": use when you win initiative: "Use after rolling initiative, if you won" lasts until end of round; whenever start of turn of first ally to take turn this round while "Use after rolling initiative, if you won" lasts: that ally gets +2 speed until end of round',
  ],
];

describe("ddm import: more champion powers", () => {
  expectReadings(cases);
});
