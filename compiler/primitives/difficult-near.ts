// Squares that count as difficult terrain for some creatures only: around a creature,
// for the creatures it names ("squares within 2 squares count as difficult terrain for
// enemies", "squares adjacent to this creature count as difficult terrain for non-Plant
// enemies"; the squares move with their holder, and an aura's are gone while its holder is
// inactive), or for the holder itself away from its own terrain ("treats squares without
// "river" terrain as difficult terrain"). Movement (runtime/ddm/difficult-near.ts)
// charges the extra square unless the mover ignores difficult terrain.
// ddm-battle-rules-2011.txt § Difficult Terrain; § Auras
import type { ModifierEntry } from "./entry.js";
import { terrainNearEntries } from "./terrain-near.js";

const summary =
  "Each square that near the holder counts as difficult terrain for the creatures named (of that side, with the trait when one is named, or both traits when two are: 'non-Giant non-Thunder creatures'): entering it costs them 1 extra square, so they cannot shift into it, unless they ignore difficult terrain (Flight, Burrow, Phasing, or a power). Other creatures move as usual.";

// Terrain of other types near a creature, for some creatures only, is registered with these (compiler/primitives/terrain-near.ts).
export const difficultNearEntries: ModifierEntry[] = [
  ...terrainNearEntries,
  {
    family: "modifier",
    id: "difficult-within",
    patterns: ["squares within {squares:squares} count as difficult terrain for [{trait:trait}] {side:side}", "squares within {squares:squares} count as difficult terrain for {trait:trait} {also:trait} {side:side}"],
    summary: summary.replace("that near", "within N squares of"),
    cite: "ddm-battle-rules-2011.txt § Difficult Terrain; § Auras",
    example: "squares within 2 squares count as difficult terrain for non-Plant enemies",
    contributions: (a) => [{ stat: "difficult-near", op: "add", amount: 1, within: a.squares as number, hampers: { side: a.side as string, ...(a.trait ? { trait: a.trait as Record<string, unknown> } : {}), ...(a.also ? { also: a.also as Record<string, unknown> } : {}) } }],
  },
  {
    family: "modifier",
    id: "difficult-adjacent",
    patterns: ["squares adjacent to this creature count as difficult terrain for [{trait:trait}] {side:side}"],
    summary: summary.replace("that near", "adjacent to"),
    cite: "ddm-battle-rules-2011.txt § Difficult Terrain; § Auras",
    example: "squares adjacent to this creature count as difficult terrain for enemies",
    contributions: (a) => [{ stat: "difficult-near", op: "add", amount: 1, within: 1, hampers: { side: a.side as string, ...(a.trait ? { trait: a.trait as Record<string, unknown> } : {}) } }],
  },
  {
    family: "modifier",
    id: "difficult-outside-terrain",
    patterns: ["treats squares without {terrain:string} terrain as difficult terrain"],
    summary:
      "For this creature every square not of that terrain type counts as difficult terrain: entering one costs it 1 extra square, so it cannot shift into one, unless it ignores difficult terrain (Flight, Burrow, Phasing, or a power).",
    cite: "ddm-battle-rules-2011.txt § Difficult Terrain",
    example: 'treats squares without "river" terrain as difficult terrain',
    contributions: (a) => [{ stat: "difficult-outside-terrain", op: "add", amount: 1, terrain: (a.terrain as string).toLowerCase() }],
  },
];
