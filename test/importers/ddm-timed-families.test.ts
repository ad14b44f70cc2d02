// The importer's readings of powers used at a moment or as an action whose rule the runtime
// gained with them, on texts written for these tests in the cards' phrasing: a Resist or
// Immune lost (for a while, or while the creature stands near); "up to N" of the creatures a
// subject names; one creature in a state said without its article; more turns for a round; a
// condition the trigger names giving way to another; a save now against one effect.
// ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Activated Powers; § How to Choose Targets; § Rounds and Turns;
// § Conditions; § Saving Throws
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  // § Resistance and Vulnerability: each Resist or Immune lost with its own "loses", for a while or near this creature.
  [
    "Acid Unmaking: Use at start of this creature's turn: 1 enemy adjacent to this creature loses Immune Acid and Resist Acid until end of round.",
    'power "Acid Unmaking": use at start of its turn: one adjacent enemy gets loses immune acid until end of round and one adjacent enemy gets loses resist acid until end of round',
  ],
  ["Corroding Fog: Each ally within 2 squares of this creature loses Resist Acid and Immune Acid.", 'power "Corroding Fog": allies within 2 squares loses resist acid and allies within 2 squares loses immune acid'],
  // § How to Choose Targets: "up to N" of those the subject names, the player picking; "each make" is what each of them does.
  ["Pack Step: Minor action: This creature and up to 2 adjacent allies teleport up to 3 squares.", 'power "Pack Step": minor action: this creature teleports 3 and up to 2 adjacent allies teleports 3'],
  [
    "Infernal Drill: Replaces attack action: Up to 3 Goblin allies of level 6 or below each make 1 {b} attack as an immediate action.",
    'power "Infernal Drill": replaces attack action: up to 3 level 6 or lower Goblin allies makes basic melee attack',
  ],
  // "takes 5 HP damage": damage; "ally adjacent to a wall" with no article: one such ally.
  ["Stone Mend: Move action. This creature takes 5 HP damage, then ally adjacent to a wall heals 15 HP.", 'power "Stone Mend": move action: this creature takes 5 damage and one ally that is adjacent to wall heals 15'],
  // § Rounds and Turns: Multi-Activation had for a while is that many turns each round.
  ["Twin Fury: Use at start of round: This creature has Multi-Activation 3 (activates three times per round) until end of round.", 'power "Twin Fury": use at start of round: this creature gets takes 3 turns per round until end of round'],
  // § Conditions: "… instead" of the condition the trigger names; "(save ends, ends if this creature is destroyed" with its parenthesis left open.
  [
    "Seize Thoughts: Use at start of an adjacent Dazed enemy's turn: That enemy is Stunned, instead (save ends, ends if this creature is destroyed.",
    'power "Seize Thoughts": use when adjacent Dazed enemy starts its turn: that enemy loses Dazed and that enemy is Stunned (save ends) or until this creature is destroyed',
  ],
  // "Use the …: …" is a name, not an opening.
  ["Use the Reeds: Move action. Use when this creature occupies difficult terrain; it is invisible to nonadjacent enemies until it attacks.", 'power "Use the Reeds": move action, while occupying "difficult" terrain: this creature gets invisible to nonadjacent creatures until it attacks'],
  // § Saving Throws: one save now against one save-ends effect; the cost printed in parentheses.
  ["Rallying Horn: (Minor action) each ally within 5 squares makes a save against an effect or condition with a duration of (save ends).", 'power "Rallying Horn": minor action: allies within 5 squares makes saving throw against one effect that save can end'],
  ["Soothing Word: Move action: 1 adjacent ally makes a saving throw against 1 effect or condition that a save can end.", 'power "Soothing Word": move action: one adjacent ally makes saving throw against one effect that save can end'],
];

describe("ddm importer: timed powers whose rule the runtime gained", () => {
  expectEachReading(cases);
});
