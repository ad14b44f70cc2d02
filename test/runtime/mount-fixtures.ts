// A mount written for the mounts and riders tests (not bundled content, no card text).
import type { SourceFile } from "../../compiler/index.js";

export const wolfMount: SourceFile = {
  path: "test/wolf.wb",
  text: `creature "Test Wolf Mount" {
  level 2  cost 8  unaligned  size Large  factions Wild  keywords Beast
  AC 14  Fort 14  Ref 14  Will 12  speed 8  hp 30
  attack melee basic "Bite": +4 vs AC; 5 damage
  power "Goblin Mount": can have a Goblin ally as a rider
}
`,
};
