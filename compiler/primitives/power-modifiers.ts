// Continuous modifiers that change how the rules treat a creature rather than a number:
// it never grants combat advantage; it ignores the extra cost of difficult terrain (of
// every kind, or of one terrain type). The procedures that apply those rules ask for
// these contributions (runtime/ddm/combat-advantage.ts, runtime/ddm/movement.ts).
// ddm-battle-rules-2011.txt § Combat Advantage; § Difficult Terrain
import type { ModifierEntry } from "./entry.js";

/** A movement mode gained from a power ("Phasing"; "this creature has flight until end of turn"), as if on the speed line. */
function mode(name: "flight" | "burrow" | "phasing", what: string): ModifierEntry {
  return {
    family: "modifier",
    id: `mode-${name}`,
    patterns: [name, `has ${name}`],
    summary: `Moves with ${name[0]!.toUpperCase()}${name.slice(1)} as if its speed line said so: ${what}.`,
    cite: "ddm-battle-rules-2011.txt § Movement Modes",
    example: `has ${name}`,
    contributions: () => [{ stat: "movement-mode", op: "add", amount: 1, mode: name }],
  };
}

export const powerModifierEntries: ModifierEntry[] = [
  mode("flight", "over pits and difficult terrain, and over enemies that do not fly"),
  mode("burrow", "through walls, enemies and terrain, never provoking"),
  mode("phasing", "through walls, enemies and terrain other than pits"),
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
  // A card permission that names the core restriction it breaks (a statue's "no creature
  // may end movement here"), so it beats it: tier 3 over tier 2 (§ Core Rules and Exceptions).
  {
    family: "modifier",
    id: "occupies-terrain",
    patterns: ["may occupy {terrain:string} terrain", "can occupy {terrain:string} terrain", "may end movement in {terrain:string} terrain"],
    summary:
      "It may end its movement, and stay, on squares of that terrain type though the terrain says no creature may end movement there (a statue); entering still costs what the terrain says.",
    cite: "ddm-battle-rules-2011.txt § Statue; § Legal Position; § Core Rules and Exceptions",
    example: 'may occupy "statue" terrain',
    contributions: (a) => [{ stat: "occupies-terrain", op: "add", amount: 1, terrain: (a.terrain as string).toLowerCase() }],
  },
  // "May transit pit terrain": card text breaking the rule that only Flight enters a pit (tier 3 over tier 2); ending there stays forbidden.
  {
    family: "modifier",
    id: "transits-terrain",
    patterns: ["may transit {terrain:string} terrain", "can transit {terrain:string} terrain", "may move through {terrain:string} terrain"],
    summary: "It may enter and cross squares of that terrain type though the terrain lets only flying creatures enter (a pit); it still may not end its movement there.",
    cite: "ddm-battle-rules-2011.txt § Pit; § Core Rules and Exceptions",
    example: 'may transit "pit" terrain',
    contributions: (a) => [{ stat: "transits-terrain", op: "add", amount: 1, terrain: (a.terrain as string).toLowerCase() }],
  },
];
