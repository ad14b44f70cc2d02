// States of where a creature stands: next to a wall, next to a terrain type, next to a
// creature of a kind. They limit a power's use ("Move action, only while adjacent to a
// wall: …") and say where a move by a power must end ("teleports 10 ending adjacent to
// a bloodied enemy"), asked then of each square the creature could end in.
// ddm-battle-rules-2011.txt § How to Choose Targets (adjacent); § Walls; § Battle Maps and Terrain
import type { Args, GateEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import type { Rank } from "../phrases/rank-slot.js";
import { rankHolds } from "./rank-subjects.js";

/** Has `c` the trait: a keyword ("non-" negates it), a condition, bloodied, or a champion rating? */
export function hasTrait(a: Args, v: RulesView, c: string): boolean {
  const t = a.trait as { keyword?: string; negated?: boolean; condition?: string; bloodied?: true; champion?: true };
  if (t.bloodied) return v.isBloodied(c);
  if (t.champion) return v.isChampion?.(c) === true;
  if (t.condition) return v.hasCondition(c, t.condition);
  const has = v.hasKeyword(c, t.keyword!);
  return t.negated ? !has : has;
}

/** Is `c` on the side named, seen from `s`: an ally, an enemy, or any other creature? */
export function onSide(side: string, v: RulesView, s: string, c: string): boolean {
  return side === "ally" ? v.areAllies(s, c) : side === "enemy" ? v.areEnemies(s, c) : c !== s;
}

export const placeGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "alone-in-own-victory-area",
    patterns: ["it occupies one of its victory areas alone", "it occupies one of your victory areas alone"],
    summary: "While the creature occupies one of its own side's victory areas that no other creature, ally or enemy, occupies.",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (victory areas)",
    example: "use at end of round while it occupies one of its victory areas alone",
    holds: (_a, v, subj) => v.aloneInVictoryArea?.(subj) ?? false,
  },
  {
    family: "gate",
    id: "adjacent-to-wall",
    patterns: ["adjacent to wall", "adjacent to wall terrain", "it is adjacent to wall", "this creature is adjacent to wall"],
    summary: "While a wall fills a square next to the creature's space or runs along its edge.",
    cite: "ddm-battle-rules-2011.txt § Walls; § How to Choose Targets",
    example: "while adjacent to a wall",
    holds: (_a, v, subj) => v.adjacentToWall?.(subj) ?? false,
  },
  {
    family: "gate",
    id: "adjacent-to-terrain",
    patterns: ["adjacent to {terrain:string} terrain", "it is adjacent to {terrain:string} terrain", "adjacent to {terrain:string} or {more:string} terrain"],
    summary: "While a square of the terrain type named (or of either type named) is in or next to the creature's space (a square is adjacent to itself).",
    cite: "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § How to Choose Targets",
    example: 'while adjacent to "forest" terrain',
    holds: (a, v, subj) => [a.terrain, a.more].some((t) => t !== undefined && v.adjacentToTerrain?.(subj, t as string) === true),
  },
  {
    family: "gate",
    id: "adjacent-to-terrain-or-owner",
    patterns: ["adjacent to {terrain:string} terrain or to this creature", "adjacent to {terrain:string} terrain or this creature"],
    summary: "While a square of the terrain type named is in or next to the creature's space, or the creature is adjacent to the power's owner (either will do).",
    cite: "ddm-battle-rules-2011.txt § Battle Maps and Terrain; § How to Choose Targets",
    example: 'one ally that is adjacent to "forest" terrain or to this creature',
    holds: (a, v, subj, self, owner = self) => v.adjacentToTerrain?.(subj, a.terrain as string) === true || (subj !== owner && v.adjacent(subj, owner)),
  },
  {
    family: "gate",
    id: "adjacent-to-creature-with",
    patterns: ["adjacent to {trait:trait} {side:side}", "it is adjacent to {trait:trait} {side:side}"],
    summary: "While the creature is adjacent to another of that side (ally, enemy or either) with the keyword, condition or bloodied state named.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "while adjacent to a bloodied enemy",
    holds: (a, v, subj) => v.creaturesInPlay().some((c) => onSide(a.side as string, v, subj, c) && v.adjacent(subj, c) && hasTrait(a, v, c)),
  },
  {
    // "ends a round next to an enemy worth 12 VP or less": one of that side of the level, cost or worth named.
    family: "gate",
    id: "adjacent-to-ranked",
    patterns: ["adjacent to {rank:rank} {side:side}", "it is adjacent to {rank:rank} {side:side}"],
    summary: "While the creature is adjacent to another of that side of the level, cost or worth named.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § How to Read a Creature Stat Card (Level, Cost)",
    example: "while adjacent to worth 12 VP or less enemy",
    holds: (a, v, subj) => v.creaturesInPlay().some((c) => onSide(a.side as string, v, subj, c) && v.adjacent(subj, c) && rankHolds(a.rank as Rank, v, subj, c)),
  },
  {
    family: "gate",
    id: "in-opponent-start-area",
    patterns: ["it occupies opponent's start area", "in opponent's start area"],
    summary: "While a square of the creature's space is in the start area of the other side.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 3 (Set-up: start areas)",
    example: "use at end of round while it occupies opponent's start area: you score 5 VP",
    holds: (_a, v, subj) => v.areaDistance?.(subj, "opponent's start area") === 0,
  },
  {
    family: "gate",
    id: "beside-victory-area",
    patterns: ["adjacent to victory area", "it is adjacent to victory area"],
    summary: "While a square of a victory area (either side's) is next to the creature's space and none is in it: beside the area, not occupying it.",
    cite: "ddm-battle-rules-2011.txt § Victory Areas; § How to Choose Targets (adjacent)",
    example: "place this creature in a square adjacent to victory area",
    holds: (_a, v, subj) => v.areaDistance?.(subj, "victory area") === 1,
  },
  {
    family: "gate",
    id: "near-start-area",
    patterns: ["within {squares:squares} of its start area", "within {squares:squares} of your start area"],
    summary: "While the creature's space is in its side's start area or no more than N squares from one of its squares (counted straight, as areas are).",
    cite: "ddm-battle-rules-2011.txt § Set-Up; § Battle Maps and Terrain",
    example: "place this creature in a square within 5 squares of its start area",
    holds: (a, v, subj) => (v.areaDistance?.(subj, "start area") ?? Number.POSITIVE_INFINITY) <= (a.squares as number),
  },
];
