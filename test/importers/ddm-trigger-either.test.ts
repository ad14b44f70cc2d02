// The importer's readings of triggered powers with two triggers joined by "or": one power
// of two segments with the same effects (each with its own "that attack roll" or "that
// saving throw", or the condition its "that condition" names), on texts written for these tests in the cards' phrasing; each must
// compile to primitives that act.
// ddm-battle-rules-2011.txt § Activated Powers; § Automatic Powers; § Saving Throws; § Attack Roll; § Conditions (Duration)
import { describe, expect, it } from "vitest";
import { expectReadings, type ReadingCase, readPower } from "./reading.js";

const cases: ReadingCase[] = [
  // The verb left out of the first: "bloodies or destroys an enemy".
  ["SPECIAL", "Gore Tally: Use when this creature bloodies or destroys an enemy: Heal 5 HP.", 'power "Gore Tally": use when this creature bloodies enemy: this creature heals 5; use when this creature destroys enemy: this creature heals 5'],
  // The attack as the subject both verbs take; "it" in the second is the first's object, the enemy (§ Bloodied).
  [
    "SPECIAL",
    "Grim Harvest: Whenever this creature's {b} attack destroys an enemy or causes it to become Bloodied: Heal 5 HP.",
    'power "Grim Harvest": whenever this creature destroys enemy with basic melee attack: this creature heals 5; whenever this creature bloodies enemy with basic melee attack: this creature heals 5',
  ],
  // The same, the triggers said after the effects.
  [
    "SPECIAL",
    "Grim Harvest: This creature heals 5 HP whenever its {b} attack destroys an enemy or causes it to become Bloodied.",
    'power "Grim Harvest": whenever this creature destroys enemy with basic melee attack: this creature heals 5; whenever this creature bloodies enemy with basic melee attack: this creature heals 5',
  ],
  // A moment after a comma: "…, or at start of this creature's turn" is used at.
  [
    "SPECIAL",
    "Blink Step: Immediate action, when damaged by an attack, or at start of this creature's turn: Teleport 4.",
    'power "Blink Step": immediate action, use when this creature is damaged by attack: this creature teleports 4; immediate action, use at start of its turn: this creature teleports 4',
  ],
  // Each trigger its own roll: the save after the failed save, the attack roll after the miss.
  [
    "SPECIAL",
    "Charmed Life: Use after this creature fails a saving throw or misses with an attack: Re-roll that attack roll or saving throw instead.",
    'power "Charmed Life": use when this creature fails saving throw: reroll that save; use when this creature misses with attack: attacker rerolls that attack roll',
  ],
  // The object left out of the second: "makes a save or an attack".
  [
    "CHAMPION",
    "Use when a Gnome ally makes a save or an attack: Roll 2d20 and keep the higher result.",
    'champion power "Use when a Gnome ally makes a save or an attack": use when Gnome ally rolls saving throw: roll that save twice keeping the higher; use when Gnome ally declares attack: roll that attack twice keeping the higher',
  ],
  // A list of conditions with "that condition" in the effects: a segment for each, naming it; the trigger ended by a full stop.
  [
    "CHAMPION",
    "Use when an adjacent ally becomes Slowed, Weakened, or Immobilized. End that condition on that ally.",
    'champion power "Use when an adjacent ally becomes Slowed, Weakened, or Immob": use when adjacent ally becomes Slowed: that ally loses Slowed; use when adjacent ally becomes Weakened: that ally loses Weakened; use when adjacent ally becomes Immobilized: that ally loses Immobilized',
  ],
  ["SPECIAL", "Shake Loose: Use when this creature becomes Dazed or Blinded: End that condition on this creature.", 'power "Shake Loose": use when this creature becomes Dazed: this creature loses Dazed; use when this creature becomes Blinded: this creature loses Blinded'],
];

describe("warband import ddm: two triggers joined by 'or'", () => {
  expectReadings(cases);

  it("keeps a trigger whose second half does not read as text ('gains or heals HP')", () => {
    expect(readPower("Sour Breath: Use when an enemy within 4 squares gains or heals HP: That enemy is Dazed until end of its next turn.").lines).toBeNull();
  });
});
