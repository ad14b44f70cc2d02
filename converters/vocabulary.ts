// The words a converted card may use: taken from the compiled ruleset, so a converter
// writes a structured phrase only when the loaded ruleset knows its condition, damage
// type, faction or movement mode, and keeps the rest as text.
import type { IR } from "../compiler/ir.js";

export interface TargetVocabulary {
  conditions: string[];
  damageTypes: string[];
  factions: string[];
  movementModes: string[];
  sizes: string[];
  defenses: string[];
  /** Creature types and special-ability templates of a Chainmail-style ruleset. */
  creatureTypes: string[];
  abilities: string[];
}

export function vocabularyOf(ir: IR): TargetVocabulary {
  return {
    conditions: ir.conditions.map((c) => c.name),
    damageTypes: ir.ruleset.damageTypes,
    factions: ir.ruleset.factions,
    movementModes: ir.ruleset.movementModes,
    sizes: ir.ruleset.sizes.map((s) => s.name),
    defenses: ir.ruleset.defenses,
    creatureTypes: ir.ruleset.creatureTypes,
    abilities: ir.ruleset.abilities,
  };
}

export function knows(list: string[], word: string): string | null {
  return list.find((x) => x.toLowerCase() === word.toLowerCase()) ?? null;
}
