// The importer's readings of the last powers used as actions or at a moment, on texts
// written for these tests in the cards' phrasing: a shift lent a mode or passage through
// enemies for itself alone; every creature of a side the power's owner can see; a place within a distance and in sight; more turns at once; a minor action after a charge; uses spent from the start; sight limited for a round; the round's last turn; a creature-turn not counted; one beside it with few hit points. Each must become the language's words and compile.
// ddm-battle-rules-2011.txt § Actions; § Move Actions (Shift); § Movement Modes; § Legal Position (Enemy); § Rounds and Turns;
// § Charge; § Powers and Effects (Limited Use Powers); § How to Choose Targets (Line of Sight); § Attack Roll (Automatic Hit)
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  // § Legal Position (Enemy): the passage said after the shift is the shift's alone.
  ["Weave Through: Minor action; shift 2 squares; can move through enemies.", 'power "Weave Through": minor action: this creature shifts 2 through enemies'],
  ["Crowd Dancer: Move action: This creature shifts up to 4 squares. It may shift through enemies.", 'power "Crowd Dancer": move action: this creature shifts 4 through enemies'],
  // § Movement Modes: a mode for one shift, of the power's owner or of the ally a trigger names.
  ["Updraft: Minor action, when adjacent to a wall: Shift 3 with Flight.", 'power "Updraft": minor action, while adjacent to wall: this creature shifts 3 with flight'],
  ["Ghost Door: Use at start of an adjacent Undead ally's turn: That ally shifts up to 1 square with Phasing.", 'power "Ghost Door": use when adjacent Undead ally starts its turn: that ally shifts 1 with phasing'],
  // § How to Choose Targets (Line of Sight): every one of that side the power's owner can see, of a rating or keyword.
  ["Marching Orders: Replaces attack action: Each nonchampion ally this creature has line of sight to shifts 1 square as an immediate action.", 'power "Marching Orders": replaces attack action: Non-champion allies this creature can see shifts 1'],
  ["Baleful Stare: Minor action: Each enemy in line of sight of this creature takes 5 damage.", 'power "Baleful Stare": minor action: enemies this creature can see takes 5 damage'],
  ["Kin Call: Minor action: Each Goblin ally that it can see heals 5 HP.", 'power "Kin Call": minor action: Goblin allies this creature can see heals 5'],
  // § Forced-Movement Effects (Teleport): placed within a distance, in a square it can see; the cost said as the opening.
  ["Stone Glide: As a free action on its turn, place this creature in any square up to 3 squares away and in line of sight.", 'power "Stone Glide": free action, while on its turn: this creature teleports 3'],
  ["Slip Stride: Minor action: Place this creature in a space within 5 squares and in its line of sight.", 'power "Slip Stride": minor action: this creature teleports 5'],
  // § Rounds and Turns: more whole turns at once after this one.
  ["Frozen Moment: Replaces turn: This creature takes 2 consecutive turns following this one.", 'power "Frozen Moment": replaces turn: this creature takes 2 turns following this one'],
  // § Charge (One Free Action, broken by card text): a minor action after the charge.
  ["Rider's Follow-up: Minor action, once per round, usable after a charge; make a Sword attack.", `power "Rider's Follow-up": minor action, once per round, while it charged this turn: this creature makes "Sword" attack`],
  // § Powers and Effects (Limited Use Powers): spent before the first round.
  ["Sapped Will: At start of battle, this creature's Sword counts as used.", 'power "Sapped Will": use during your setup: "Sword" counts as used'],
  // § How to Choose Targets (Line of Sight): every other creature sees no farther for the round.
  ["Choking Smog: Use at start of round: Until end of round, line of sight is limited to 6 squares for each enemy and ally.", 'power "Choking Smog": use at start of round: creatures get line of sight ends after 6 squares until end of round'],
  // § Rounds and Turns; § Attack Roll (Automatic Hit): the round's last creature-turn, and a next attack with no roll.
  ["Patient Spear: Use at start of turn: If this creature is the last creature to activate in the round, its next attack is an automatic hit.", 'power "Patient Spear": use at start of its turn while it is last creature to activate this round: this creature gets its attacks are automatic hits until it attacks'],
  // § The Battle, step 6: one more creature takes a turn in this player-turn.
  ["Lockstep: Use at end of this creature's turn: It does not count toward the number of creatures you may activate this turn.", 'power "Lockstep": use at end of its turn: you activate 1 extra creature this turn'],
  // § Hit Points: one beside it, in a condition, with that few hit points now.
  ["Gulp: Minor action: A Dazed adjacent enemy with 15 HP or less takes 15 HP damage.", 'power "Gulp": minor action: one adjacent Dazed enemy with 15 hp or less takes 15 damage'],
  ["Finish Off: Minor action: An adjacent ally with 10 hit points or fewer takes 10 damage.", 'power "Finish Off": minor action: one adjacent ally with 10 hp or less takes 10 damage'],
];

describe("warband import ddm: the tail of powers used as actions or at a moment", () => {
  expectEachReading(cases);
});
