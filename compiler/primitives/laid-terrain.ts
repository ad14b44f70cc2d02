// Effects that lay terrain for a while: the squares around the power's owner, one clear
// square near it that its player picks, or every square of the map of a terrain type
// (or clear), gain a terrain type of the ruleset ("squares within 3 squares gain
// \"smoke\" terrain until start of its next turn", "\"forest\" terrain is also \"fire\"
// terrain until end of round"). The
// type's rules (content/ddm/core/terrain.wb) apply there as on the map's own terrain
// until the duration ends.
// ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Powers and Effects
import type { DurationIR } from "../ir.js";
import type { Args, EffectEntry } from "./entry.js";
import type { DamagePart, TerrainLaying } from "./host.js";

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
  // "When this creature is destroyed, the square it occupied becomes statue terrain": its own squares, as it falls.
  laying(
    "terrain-own-space",
    ["this creature's space becomes|gains {terrain:string} terrain {span:span}"],
    "Every square of the power's owner's space is terrain of the type named (used as it is destroyed: the squares where it fell)",
    'this creature\'s space becomes "statue" terrain until end of battle',
    (a) => ({ type: a.terrain as string, within: 0 }),
  ),
  laying(
    "terrain-adjacent",
    ["squares adjacent to this creature gain|become {terrain:string} terrain {span:span}", "each square adjacent to this creature gains|becomes {terrain:string} terrain {span:span}"],
    "Every square adjacent to the power's owner (not its own) is terrain of the type named",
    'squares adjacent to this creature gain "smoke" terrain until end of its next turn',
    (a) => ({ type: a.terrain as string, within: 1, adjacent: true }),
  ),
  // "Forest terrain is also fire terrain until end of round", "all clear squares gain river terrain": the whole map, by what its squares are.
  laying(
    "terrain-over-terrain",
    ["{on:string} terrain is also {terrain:string} terrain {span:span}", "{on:string} or {more:string} terrain is also {terrain:string} terrain {span:span}"],
    "Every square of the map of the terrain type named first (or of either of two) is also terrain of the type named last",
    '"forest" terrain is also "fire" terrain until end of round',
    (a) => ({ type: a.terrain as string, within: 0, over: [a.on as string, ...(a.more ? [a.more as string] : [])] }),
  ),
  laying(
    "terrain-over-terrain-instead",
    ["{on:string} terrain is {terrain:string} terrain instead {span:span}", "{on:string} terrain becomes {terrain:string} terrain instead {span:span}"],
    "Every square of the map of the terrain type named first is terrain of the type named last instead: the first type's rules do not apply there",
    '"river" terrain is "slippery" terrain instead until end of round',
    (a) => ({ type: a.terrain as string, within: 0, over: [a.on as string], instead: true }),
  ),
  laying(
    "terrain-over-clear",
    ["clear squares gain|become {terrain:string} terrain {span:span}", "each clear square gains|becomes {terrain:string} terrain {span:span}"],
    "Every clear square of the map (no wall and no terrain) is terrain of the type named",
    'clear squares gain "river" terrain until end of round',
    (a) => ({ type: a.terrain as string, within: 0, over: "clear" }),
  ),
  laying(
    "terrain-around-square",
    ["one square within {squares:squares} plus squares adjacent to it gain|become {terrain:string} terrain {span:span}"],
    "One square within N squares of the power's owner (not a wall), picked by its player, and every square adjacent to it are terrain of the type named",
    'one square within 6 squares plus squares adjacent to it gain "smoke" terrain until start of its next turn',
    (a) => ({ type: a.terrain as string, within: a.squares as number, pick: true, around: 1 }),
  ),
  // A zone around a square its player picks that burns each other creature starting a turn in it ("… takes 10 fire damage").
  laying(
    "damage-zone-around-square",
    ["one square within {squares:squares} plus squares adjacent to it deal {damage:damage} to creatures starting their turn there {span:span}"],
    "One square within N squares of the power's owner (not a wall), picked by its player, and every square adjacent to it are a zone, not terrain: each other creature that starts its turn with a square of its space in the zone takes the damage (start of turn, step 2; not terrain damage, so not capped as terrain damage is). The zone stays",
    'one square within 6 squares plus squares adjacent to it deal 10 fire damage to creatures starting their turn there until end of battle',
    (a) => ({ type: "zone", within: a.squares as number, pick: true, around: 1, zone: a.damage as DamagePart[] }),
  ),
  // A counter left where the creature fell, burning each creature that steps into that square for the battle.
  laying(
    "damage-zone-own-space",
    ["this creature's space deals {damage:damage} to creatures entering it {span:span}"],
    "Every square of the power's owner's space (used as it is destroyed: the squares where it fell) is a zone, not terrain: each creature that enters one of them, by moving or by a forced move, takes the damage (not terrain damage, so not capped as terrain damage is). The zone stays",
    "this creature's space deals 5 acid damage to creatures entering it until end of battle",
    (a) => ({ type: "zone", within: 0, zone: a.damage as DamagePart[], zoneOnEntering: true }),
  ),
  // Walls for a while on squares its player picks ("up to 3 contiguous, unoccupied squares …", "… considered wall terrain").
  laying(
    "walls-chosen",
    ["up to {count:int} contiguous unoccupied squares within {squares:squares} become walls {span:span}"],
    "Up to that many unoccupied squares within N squares of the power's owner, picked one by one by its player (each after the first adjacent to one already picked; its player may stop sooner), are walls: no creature enters them, and they block line of sight and line of effect as the map's walls do. 'Contiguous' read as adjacent, corners included, as the rules count adjacency (warband's own reading)",
    "up to 3 contiguous unoccupied squares within 5 squares become walls until end of round",
    (a) => ({ type: "wall", within: a.squares as number, pick: true, walls: a.count as number }),
  ),
  laying(
    "terrain-contiguous-seen",
    ["up to {count:int} contiguous squares within line of sight become|gain {terrain:string} terrain {span:span}"],
    "Up to that many squares the power's owner can see (walls apart), picked one by one by its player (each after the first adjacent to one already picked, corners included; its player may stop sooner), are terrain of the type named",
    'up to 3 contiguous squares within line of sight become "forest" terrain until end of battle',
    (a) => ({ type: a.terrain as string, within: 0, pick: true, contiguousSeen: a.count as number }),
  ),
  // Terrain on the attack's area, hit or miss ("each square in area … gains spike stones terrain").
  laying(
    "terrain-in-area",
    ["squares in area gain|become {terrain:string} terrain {span:span}"],
    "Every square of the close or area attack's area (the squares a line passes through) is terrain of the type named; said of an attack's hit-or-miss effects, once for the attack",
    'squares in area gain "spike-stones" terrain until end of battle',
    (a) => ({ type: a.terrain as string, within: 0, area: true }),
  ),
  laying(
    "terrain-one-square-in-area",
    ["one clear square in area gains|becomes {terrain:string} terrain {span:span}"],
    "One square of the close or area attack's area that has no terrain, picked by the attacker's player, is terrain of the type named; once for the attack",
    'one clear square in area becomes "difficult" terrain until end of battle',
    (a) => ({ type: a.terrain as string, within: 0, area: true, pick: true }),
  ),
  laying(
    "terrain-one-square",
    ["one clear square within {squares:squares} gains|becomes {terrain:string} terrain {span:span}"],
    "One square within N squares of the power's owner that has no terrain, picked by its player, is terrain of the type named",
    'one clear square within 10 squares gains "fire" terrain until end of battle',
    (a) => ({ type: a.terrain as string, within: a.squares as number, pick: true }),
  ),
];
