// Always-on powers cards print without a trigger: immunity to flanking, ignoring
// conceal, treating invisible creatures as visible. Each is a contribution the runtime
// asks for where the rule it changes is decided (combat advantage, sight, the
// conceal roll).
import type { ModifierEntry } from "./entry.js";

function flag(id: string, patterns: string[], summary: string, cite: string, stat = id): ModifierEntry {
  return { family: "modifier", id, patterns, summary, cite, example: patterns[0]!, contributions: () => [{ stat, op: "add", amount: 1 }] };
}

export const continuousModifierEntries: ModifierEntry[] = [
  flag(
    "no-combat-advantage-from-flanking",
    ["does not grant combat advantage for flanking", "does not grant combat advantage when flanked", "does not grant combat advantage for being flanked"],
    "Immune Flanking: enemies flanking it do not have combat advantage against it for that (it is still flanked); other reasons still grant it.",
    "ddm-battle-rules-2011.txt § Flanking",
  ),
  flag(
    "ignores-conceal",
    ["ignores conceal"],
    "Its attacks never face conceal: a hit stays a hit, with no conceal roll (the target's conceal powers and the conceal 11 of an unseen target alike).",
    "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
  ),
  flag(
    "sees-invisible",
    ["treats invisible creatures as visible", "ignores invisible", "sees invisible creatures"],
    "Invisible creatures are not invisible to it: it traces line of sight to them as to any creature.",
    "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)",
  ),
];
