// Always-on powers cards print without a trigger: immunity to flanking, ignoring
// conceal, treating invisible creatures as visible. Each is a contribution the runtime
// asks for where the rule it changes is decided (combat advantage, sight, the
// conceal roll).
import type { ModifierEntry } from "./entry.js";

function flag(id: string, patterns: string[], summary: string, cite: string, stat = id): ModifierEntry {
  return { family: "modifier", id, patterns, summary, cite, example: patterns[0]!, contributions: () => [{ stat, op: "add", amount: 1 }] };
}

/**
 * "+4 AC against ranged attacks", "+2 to all defenses against area attacks": a defence
 * bonus that counts only when an attack of that kind is rolled against it.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const defenceAgainstKind: ModifierEntry = {
  family: "modifier",
  id: "bonus-against-attack-kind",
  patterns: ["{amount:signed} {stat:stat} against {kind:attackKind} attacks", "{amount:signed} to {stat:stat} against {kind:attackKind} attacks"],
  summary: "A bonus (or penalty) to a defence that counts only against attacks of the kind; on the creature's own attack or damage, only on its attacks of the kind.",
  cite: "ddm-battle-rules-2011.txt § Bonuses and Penalties",
  example: "+4 AC against ranged attacks",
  contributions: (a) => [{ stat: a.stat as string, op: "add", amount: a.amount as number, attackKind: a.kind as string }],
};

export const continuousModifierEntries: ModifierEntry[] = [
  defenceAgainstKind,
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
