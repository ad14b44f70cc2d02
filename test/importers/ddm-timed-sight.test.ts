// The importer's readings of timed powers about sight and cover, on texts written for these
// tests in the cards' phrasing: Hide given up for a while (with a typed melee damage bonus
// printed type first), a power usable only while its creature sees no enemy, and cover
// against attacks on AC or Reflex. The rules are played in test/runtime/timed-sight-powers.test.ts.
// ddm-battle-rules-2011.txt § Cover Against Ranged Attacks (Hide); § Line of Sight; § Cover
import { describe } from "vitest";
import { expectEachReading } from "./reading.js";

const cases: [string, string][] = [
  [
    "Dawn Unveiled: Minor action, only while damaged; until end of battle, this creature loses Hide and has +10 fire {m} Damage.",
    'power "Dawn Unveiled": minor action, while damaged: this creature gets loses hide until end of battle and this creature gets +10 fire damage with melee attacks until end of battle',
  ],
  ["Step Into Light: Minor action: This creature loses Hide until end of round.", 'power "Step Into Light": minor action: this creature gets loses hide until end of round'],
  ["Inward Gaze: Replaces attack action: If this creature has line of sight to no enemies, RECHARGE Spit.", 'power "Inward Gaze": replaces attack action, while it can see no enemy: recharge "Spit"'],
  ["Quiet Mind: Minor action: If it can see no enemy, this creature heals 10 HP.", 'power "Quiet Mind": minor action, while it can see no enemy: this creature heals 10'],
  [
    "Shadow Mantle: Use at any time: This creature has cover against attacks that target Reflex or AC until start of its next turn.",
    'power "Shadow Mantle": free action: this creature gets has cover until start of its next turn',
  ],
];

describe("ddm importer: timed powers about sight and cover (§ Hide; § Line of Sight; § Cover)", () => {
  expectEachReading(cases);
});
