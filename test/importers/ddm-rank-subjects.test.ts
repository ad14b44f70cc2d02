// The importer's reading of subjects named by level or cost ("1 adjacent level 4 or lower
// Kobold ally", "each Living enemy of level 5 or less", "an undead ally with cost 20 or
// less", "lower-level allies"), on texts written for these tests in the cards' phrasing:
// each must become the language's words and compile to primitives that act.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost); § How to Choose Targets
import { describe, expect, it } from "vitest";
import { expectEachReading, readPower } from "./reading.js";

const cases: [string, string][] = [
  ["Drum Signal: Replaces move action: 1 adjacent level 4 or lower Kobold ally makes 1 {r} attack.", 'power "Drum Signal": replaces move action: one adjacent level 4 or lower Kobold ally makes ranged attack'],
  ["Call to Arms: Replaces attack action: 1 level 8 or lower ally makes a {b} attack as an immediate action.", 'power "Call to Arms": replaces attack action: one level 8 or lower ally makes basic melee attack as immediate action'],
  ["Howl of Dread: Minor action: Each Living enemy of level 5 or less takes 5 psychic damage.", 'power "Howl of Dread": minor action: level 5 or lower Living enemies takes 5 psychic damage'],
  ["Bone Gift: Use during your set-up: An undead ally with cost 20 or less gains 10 HP.", 'power "Bone Gift": use during your setup: one cost 20 or less Undead ally gains 10 bonus hp'],
  ["Pet Bond: Minor action: Choose 1 Beast ally with cost up to 10. That ally has +2 AC until end of battle.", 'power "Pet Bond": minor action: choose one cost 10 or less Beast ally and that ally gets +2 AC until end of battle'],
  ["Elders' Ward: Minor action: Lower-level allies within 5 squares have +2 AC until end of turn.", 'power "Elders\' Ward": minor action: lower-level allies within 5 squares get +2 AC until end of turn'],
  ["Brute Rally: Minor action: Each ally of level 10 or higher heals 5 HP.", 'power "Brute Rally": minor action: level 10 or higher allies heals 5'],
];

describe("warband import ddm: subjects by level or cost", () => {
  expectEachReading(cases);

  // "Up to N" of them: as many or fewer, the player picking (compiler/primitives/up-to-subjects.ts).
  it("reads 'up to N' of them, each making the attack", () => {
    expect(readPower("Rally Cry: Replaces move action: Up to 2 Goblin allies of level 5 or lower each make 1 {b} attack.")).toEqual({
      lines: ['power "Rally Cry": replaces move action: up to 2 level 5 or lower Goblin allies makes basic melee attack'],
      structured: true,
    });
  });
});
