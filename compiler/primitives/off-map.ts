// Creatures a power takes off the battle map and puts back: a creature removing itself
// ("remove this creature from battle map": not destroyed, it takes no turns, and it
// remembers the space it left), a reserve kept off at set-up ("up to 2 Beast allies with
// cost 10 or less start battle off battle map"), the creatures off the map a power names
// ("one ally held in reserve", "one Demon ally off battle map"), and the places they come
// back to: within N squares of the power's owner, in a square it can see, nearest to the
// space left, N or more squares from every enemy. A creature put back this way may be
// "considered to have activated this round".
// ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance); § Forced-Movement Effects (Place;
// Legal Position); § Powers and Effects (Summoning)
import type { Rank } from "../phrases/rank-slot.js";
import { anyTrait } from "./card-subjects.js";
import type { Args, EffectEntry, GateEntry, SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { hasTrait } from "./place-gates.js";
import { rankHolds } from "./rank-subjects.js";

const cite = "ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance); § Forced-Movement Effects (Place)";

/** Of the keyword (any of several), the level or cost and the cost cap the phrase names, when it names them. */
export function fitsReserve(a: Args, v: RulesView, self: string, c: string): boolean {
  if (a.cost !== undefined && (v.costOf?.(c) ?? Number.POSITIVE_INFINITY) > (a.cost as number)) return false;
  if (a.rank !== undefined && !rankHolds(a.rank as Rank, v, self, c)) return false;
  if (a.traits !== undefined) return anyTrait(a, v, c);
  return a.trait === undefined || hasTrait(a, v, c);
}

/** The kinds of creature a reserve may hold, as the phrase can say them. */
const kinds = ["{traits:traitList}", "{trait:trait}", "{rank:rank} {traits:traitList}", "{rank:rank} [{trait:trait}]"];

export const offMapEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "remove-from-map",
    patterns: ["remove {subject:subject} from battle map", "remove this creature from battle map"],
    summary:
      "The creature leaves the battle map: it stays in play (not destroyed, its effects go on) but takes no turns and cannot be targeted until a power puts it back; it remembers the space it left. Its turn in progress ends.",
    cite,
    example: "remove this creature from battle map",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.removeFromMap?.(target, cause),
  },
  {
    family: "effect",
    id: "hold-in-reserve",
    patterns: kinds.map((k) => `up to {count:int} ${k} allies [with cost {cost:int} or less] start battle off battle map`),
    summary:
      "At set-up the power's player chooses up to that many creatures of its warband already placed (with the keyword and at most the cost, when named; never the power's owner) and takes them off the battle map: they are held in reserve by the power's owner until a power puts them on the map.",
    cite: `${cite}; ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers)`,
    example: "up to 2 Beast or Dragon allies with cost 10 or less start battle off battle map",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.holdInReserve?.(target, args.count as number, args, cause),
  },
  {
    family: "effect",
    id: "place-within-of-self",
    patterns: ["place|put {subject:subject} within {squares:squares} of this creature"],
    summary: "The creature named (one off the map too) is placed in a legal position within N squares of the power's owner, its player choosing; none there: the nearest legal position.",
    cite,
    example: "place one ally held in reserve within 10 squares of this creature",
    defaultSubject: "self",
    apply: (args, host, target, cause) => {
      if (cause.creature) host.placeNear?.(target, cause, { of: cause.creature, squares: args.squares as number });
    },
  },
  {
    family: "effect",
    id: "place-in-sight-of-self",
    patterns: ["place|put {subject:subject} in square this creature can see", "place|put {subject:subject} in space this creature can see"],
    summary: "The creature named (one off the map too) is placed in a legal position the power's owner can see, its player choosing; none: the nearest legal position.",
    cite: `${cite}; ddm-battle-rules-2011.txt § Line of Sight`,
    example: "place that ally in a square this creature can see",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => {
      if (cause.creature) host.placeNear?.(target, cause, { of: cause.creature, seen: true });
    },
  },
  {
    family: "effect",
    id: "place-nearest-left",
    patterns: ["place|put {subject:subject} in legal space nearest to its previous space", "place|put {subject:subject} in space it left"],
    summary: "A creature off the map is put back in the space it left, or the nearest legal position to it if that is not one (its player choosing among equals).",
    cite: `${cite}; ddm-battle-rules-2011.txt § Legal Position`,
    example: "place this creature in legal space nearest to its previous space",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.putBackWhereLeft?.(target, cause),
  },
  {
    family: "effect",
    id: "counts-as-activated",
    patterns: ["{subject:subject} is considered to have activated this round", "{subject:subject} counts as having activated this round"],
    summary: "The creature takes no more turns this round: it counts as having activated (a creature just put on the map by the power).",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6; § Set-Up (Delayed Appearance)",
    example: "that ally is considered to have activated this round",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.countAsActivated?.(target, cause),
  },
];

/** A subject that names creatures of the battle off the battle map (runtime/ddm/effects.ts effectTargets looks there). */
function offMap(id: string, patterns: string[], summary: string, one: boolean, includes: SubjectEntry["includes"]): SubjectEntry {
  return { family: "subject", id, patterns, summary, cite, example: patterns[0]!, offMap: true, ...(one ? { one } : {}), includes };
}

export const offMapSubjectEntries: SubjectEntry[] = [
  offMap(
    "one-held-in-reserve",
    ["one ally held in reserve", "one {trait:trait} ally held in reserve"],
    "One creature of the power's warband held off the map by a reserve power (any of its warband's), chosen by the power's player.",
    true,
    (a, v, s, c) => v.areAllies(s, c) && v.heldInReserveBy?.(c) !== undefined && fitsReserve(a, v, s, c),
  ),
  offMap(
    "held-in-reserve-by-self",
    ["allies held in reserve by this creature", "each ally held in reserve by this creature"],
    "Every creature the power's owner holds off the map by its reserve power.",
    false,
    (_a, v, s, c) => v.heldInReserveBy?.(c) === s,
  ),
  offMap(
    "one-ally-off-map",
    ["one ally off battle map", "one {trait:trait} ally off battle map", "one {traits:traitList} ally off battle map"],
    "One creature of the power's warband that is in play but off the battle map (held in reserve, started off it, or removed by a power), with the keyword when named, chosen by the power's player.",
    true,
    (a, v, s, c) => v.areAllies(s, c) && fitsReserve(a, v, s, c),
  ),
];

export const offMapGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "far-from-enemies",
    patterns: ["{count:int} or more squares from all enemies", "at least {count:int} squares from all enemies", "{count:int} or more squares from each enemy"],
    summary: "While no enemy of the creature is within fewer than N squares of it (a place effect asks it of each position it could be put in).",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets; § Forced-Movement Effects (Place)",
    example: "place this creature in square 5 or more squares from all enemies",
    holds: (a, v, subj) => v.creaturesInPlay().every((c) => !v.areEnemies(subj, c) || v.distance(subj, c) >= (a.count as number)),
  },
];
