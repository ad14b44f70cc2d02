// Effects that lay terrain for a while: the squares around the power's owner, or one
// clear square near it that its player picks, gain a terrain type of the ruleset
// ("squares within 3 squares gain \"smoke\" terrain until start of its next turn"). The
// type's rules (content/ddm/core/terrain.wb) apply there as on the map's own terrain
// until the duration ends.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Powers and Effects
import type { DurationIR } from "../ir.js";
import type { Args, EffectEntry } from "./entry.js";
import type { TerrainLaying } from "./host.js";

const lasting =
  "beside their own terrain, until the duration ends; turn-based durations count the owner's turns, and if the owner leaves play first the terrain goes at the end of the round";

function laying(id: string, patterns: string[], summary: string, example: string, where: (a: Args) => TerrainLaying): EffectEntry {
  return {
    family: "effect",
    id,
    patterns,
    summary: `${summary} ${lasting}.`,
    cite: "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Powers and Effects",
    example,
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.layTerrain?.(target, where(args), args.span as DurationIR, cause),
  };
}

export const laidTerrainEntries: EffectEntry[] = [
  laying(
    "terrain-within",
    ["squares within {squares:squares} gain|become {terrain:string} terrain {span:span}", "each square within {squares:squares} gains|becomes {terrain:string} terrain {span:span}"],
    "Every square within N squares of the power's owner, its own squares included (walls apart), is terrain of the type named",
    'squares within 3 squares gain "smoke" terrain until start of its next turn',
    (a) => ({ type: a.terrain as string, within: a.squares as number }),
  ),
  laying(
    "terrain-adjacent",
    ["squares adjacent to this creature gain|become {terrain:string} terrain {span:span}", "each square adjacent to this creature gains|becomes {terrain:string} terrain {span:span}"],
    "Every square adjacent to the power's owner (not its own) is terrain of the type named",
    'squares adjacent to this creature gain "smoke" terrain until end of its next turn',
    (a) => ({ type: a.terrain as string, within: 1, adjacent: true }),
  ),
  laying(
    "terrain-one-square",
    ["one clear square within {squares:squares} gains|becomes {terrain:string} terrain {span:span}"],
    "One square within N squares of the power's owner that has no terrain, picked by its player, is terrain of the type named",
    'one clear square within 10 squares gains "fire" terrain until end of battle',
    (a) => ({ type: a.terrain as string, within: a.squares as number, pick: true }),
  ),
];
