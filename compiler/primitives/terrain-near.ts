// Terrain that counts for some creatures only, near the creature whose power says so:
// "squares within 2 squares count as \"slippery\" terrain for enemies" (an enemy there is
// pushed when a melee attack damages it), "squares within 1 square count as \"blood-rock\"
// terrain for allies or this creature". The type's rules for a creature that occupies,
// enters, starts or ends a turn in it (content/ddm/core/terrain.wb) apply to those creatures
// there; the squares are not the type for anyone else, and the type's rules for movement
// cost and sight do not apply (runtime/ddm/terrain-near.ts). An aura's squares are gone
// while its holder is inactive.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Auras; § Slippery; § Blood Rock
import type { Args, ModifierEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Auras";
const lasting =
  "The type's rules for creatures that occupy, enter, or start or end a turn in it apply to them there (not its rules for movement cost or line of sight); for any other creature the squares are what the map says.";

const hampers = (a: Args) => ({ side: a.side as string, ...(a.trait ? { trait: a.trait as Args } : {}) });

export const terrainNearEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "terrain-within-for",
    patterns: ["squares within {squares:squares} count as {terrain:string} terrain for [{trait:trait}] {side:side}"],
    summary: `Each square within N squares of the holder counts as terrain of the type named for the creatures named (of that side, with the trait when one is named). ${lasting}`,
    cite,
    example: 'squares within 2 squares count as "slippery" terrain for enemies',
    contributions: (a) => [{ stat: "terrain-near", op: "add", amount: 1, within: a.squares as number, terrain: (a.terrain as string).toLowerCase(), hampers: hampers(a) }],
  },
  {
    family: "modifier",
    id: "terrain-within-all",
    patterns: ["squares within {squares:squares} count as {terrain:string} terrain"],
    summary: `Each square within N squares of the holder counts as terrain of the type named for every creature there, the holder too. ${lasting}`,
    cite,
    example: 'squares within 1 square count as "sacred-circle" terrain',
    contributions: (a) => [{ stat: "terrain-near", op: "add", amount: 1, within: a.squares as number, terrain: (a.terrain as string).toLowerCase(), hampers: { side: "creature" }, withHolder: true }],
  },
  {
    family: "modifier",
    id: "terrain-within-for-own-side",
    patterns: ["squares within {squares:squares} count as {terrain:string} terrain for allies or this creature"],
    summary: `Each square within N squares of the holder counts as terrain of the type named for the holder and its allies. ${lasting}`,
    cite,
    example: 'squares within 1 square count as "blood-rock" terrain for allies or this creature',
    contributions: (a) => [{ stat: "terrain-near", op: "add", amount: 1, within: a.squares as number, terrain: (a.terrain as string).toLowerCase(), hampers: { side: "ally" }, withHolder: true }],
  },
  {
    family: "modifier",
    id: "space-is-terrain",
    patterns: ["this creature's space is {terrain:string} terrain"],
    summary:
      "Each square of the holder's space is terrain of the type named, for every rule and every creature, and the terrain moves with it; with 'while <state>' (not its turn), only while the state holds. Its effects on the holder apply too (smoke: non-adjacent creatures cannot see it, nor it them).",
    cite: "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Smoke",
    example: 'this creature\'s space is "smoke" terrain while not its turn',
    contributions: (a) => [{ stat: "space-is-terrain", op: "add", amount: 1, terrain: (a.terrain as string).toLowerCase() }],
  },
  {
    family: "modifier",
    id: "clears-terrain-within",
    patterns: ["squares within {squares:squares} are not {terrain:string} terrain"],
    summary:
      "Each square within N squares of the holder is not terrain of the type named, for every rule and every creature (smoke there blocks no line of sight); the squares follow the holder, and an aura's are back while it is inactive.",
    cite: "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Auras; § Smoke",
    example: 'squares within 2 squares are not "smoke" terrain',
    contributions: (a) => [{ stat: "clears-terrain-within", op: "add", amount: 1, within: a.squares as number, terrain: (a.terrain as string).toLowerCase() }],
  },
];
