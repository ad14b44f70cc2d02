// Continuous modifiers that change how the rules treat a creature rather than a number:
// it never grants combat advantage; it ignores the extra cost of difficult terrain (of
// every kind, or of one terrain type). The procedures that apply those rules ask for
// these contributions (runtime/ddm/combat-advantage.ts, runtime/ddm/movement.ts).
// ddm-battle-rules-2011.txt § Combat Advantage; § Difficult Terrain
import type { ModifierEntry } from "./entry.js";

export const powerModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "never-grants-combat-advantage",
    patterns: ["never grants combat advantage", "does not grant combat advantage"],
    summary: "Enemies never have combat advantage against it, whatever the reason (flanking, a condition, an unseen attacker).",
    cite: "ddm-battle-rules-2011.txt § Combat Advantage",
    example: "never grants combat advantage",
    contributions: () => [{ stat: "never-grants-combat-advantage", op: "add", amount: 1 }],
  },
  {
    family: "modifier",
    id: "ignores-difficult-terrain",
    patterns: ["ignores difficult terrain", "ignores difficult terrain of {terrain:string}"],
    summary:
      "Entering difficult terrain (of every type, or only of the named terrain type) costs it no extra square, so it may also shift into it; other effects of the terrain still apply.",
    cite: "ddm-battle-rules-2011.txt § Difficult Terrain",
    example: 'ignores difficult terrain of "forest"',
    contributions: (a) => [{ stat: "ignores-difficult-terrain", op: "add", amount: 1, ...(a.terrain ? { terrain: (a.terrain as string).toLowerCase() } : {}) }],
  },
];
