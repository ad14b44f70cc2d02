// The importer's readings of triggered powers whose small clauses used to keep them as
// text: an area attack "which includes this creature as a target", less damage with a
// minimum, the initiative die's parity said in one sentence, this creature entering a square
// beside another, immediate actions with no trigger of their own, a move action another takes, on texts written for these tests in the cards' phrasing; each must compile to
// primitives that act.
// ddm-battle-rules-2011.txt § Making an Attack; § Resolving Effects (Cancellation Effects); § The Battle (Game Overview); § Moving;
// § Actions (Immediate Action); § Move Actions
import { describe } from "vitest";
import type { ReadingCase } from "./reading.js";
import { expectReadings } from "./reading.js";

const cases: ReadingCase[] = [
  // § Making an Attack: a close or area attack's targets are chosen as it is declared.
  [
    "SPECIAL",
    "Gale Screen: Use when an enemy declares a {a} or {c} attack which includes this creature as a target: Each ally within 3 squares of this creature has +2 Reflex against that attack.",
    'power "Gale Screen": use when enemy targets this creature with area or close attack: allies within 3 squares gets +2 Ref on that attack',
  ],
  // § Resolving Effects (Cancellation Effects): the cut stops at the card's minimum.
  [
    "SPECIAL",
    "Riveted Hide: Use when an enemy scores a critical hit against this creature: This creature takes 15 less damage from that attack (minimum 5 damage).",
    'power "Riveted Hide": use when enemy scores critical hit against this creature: this creature takes 15 less damage from that attack (minimum 5 damage)',
  ],
  // § The Battle (Game Overview), step 5: the parity of the kept initiative die, said in one sentence.
  ["SPECIAL", "Tide Omen: Whenever your initiative roll is even, recharge Spit.", 'power "Tide Omen": whenever your initiative roll is even: recharge "Spit"'],
  // … and a lasting trigger joined by "and" (compiler/primitives/lasting.ts).
  [
    "SPECIAL",
    "Wild Surge: Whenever your initiative roll is odd, recharge Spit and until end of round, you score 10 VP whenever an ally bloodies an enemy.",
    'power "Wild Surge": whenever your initiative roll is odd: recharge "Spit" and "Wild Surge" lasts until end of round; whenever ally bloodies enemy while "Wild Surge" lasts: you score 10 VP',
  ],
  // § Moving: this creature's own move brings it beside the creature named; the attack on it waits until the square is entered.
  [
    "SPECIAL",
    "Lancer's Greeting: Use when this creature enters a space adjacent to an enemy: This creature makes a {b} attack with +2 Attack against that enemy as an immediate action.",
    'power "Lancer\'s Greeting": immediate reaction, use when this creature enters square adjacent to enemy: this creature makes basic melee attack against that enemy with +2 attack',
  ],
  ["SPECIAL", "Trail Marker: Whenever this creature moves into a square adjacent to an Orc ally: That ally heals 5 HP.", 'power "Trail Marker": whenever this creature enters square adjacent to Orc ally: that ally heals 5'],
  // § Actions (Immediate Action); § Common Triggered Powers (Default Condition): no trigger of its own.
  [
    "SPECIAL",
    "Dust Veil: Immediate action, use any time: Choose a square within 4 of this creature. Until the end of this creature's next turn, that square and each square adjacent to it gain smoke terrain.",
    'power "Dust Veil": immediate action: one square within 4 squares plus squares adjacent to it gain "smoke" terrain until end of this creature\'s next turn',
  ],
  ["SPECIAL", "Shimmer: Immediate; this creaure gains Conceal 6 until end of acting creature's turn.", 'power "Shimmer": immediate action: this creature gets conceal 6 until end of turn'],
  ["SPECIAL", "Scarper: Immediate action, provokes opportunity attacks. This creature moves up to its current speed.", 'power "Scarper": immediate action: this creature provokes opportunity attacks and this creature moves up to its speed'],
  // § Move Actions: a move action taken by another creature is its move up to its speed.
  ["SPECIAL", "Herd Call: Use when this creature declares a charge: 1 adjacent Beast ally takes a move action as a free action.", 'power "Herd Call": use when this creature declares charge attack: one adjacent Beast ally moves up to its speed'],
];

describe("warband import ddm: triggers with an area attack's targets, less damage with a minimum, the initiative die's parity, moving beside another, immediate actions at any time", () => {
  expectReadings(cases);
});
