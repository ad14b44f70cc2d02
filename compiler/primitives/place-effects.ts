// Place effects of powers: the creature is put in a new position the power describes,
// anywhere on the map: next to another creature ("place this creature adjacent to
// that enemy", "place that enemy adjacent to this creature", next to the space a
// creature being destroyed stood in), in the space a destroyed creature fell in, or where a state holds ("in a square adjacent to a
// bloodied enemy"). The acting creature's player picks among the legal positions; no
// sight or path is needed and nothing is provoked.
// ddm-battle-rules-2011.txt § Forced-Movement Effects (Place; Legal Position; No More Legal Positions)
import type { EffectEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)";

export const placeEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "place-self-beside",
    patterns: ["place|put this creature adjacent to {subject:subject}", "place|put this creature in square adjacent to {subject:subject}"],
    summary:
      "The power's owner is placed in a legal position adjacent to the creature named (to the space it stood in, if it is being destroyed), anywhere on the map; its player chooses. No legal position: it stays.",
    cite,
    example: "place this creature adjacent to that enemy",
    defaultSubject: "target",
    reachesDestroyed: true,
    apply: (_args, host, target, cause) => {
      if (cause.creature && cause.creature !== target) host.place?.(cause.creature, cause, { beside: target });
    },
  },
  {
    // "Place this creature in a square that was occupied by that ally" after the ally is destroyed: the space it fell in.
    family: "effect",
    id: "place-self-in-space",
    patterns: ["place|put this creature in space of {subject:subject}"],
    summary:
      "The power's owner is placed in a legal position that holds a square of the creature named's space (the space it stood in, if it was destroyed), its player choosing. No legal position: it stays.",
    cite,
    example: "place this creature in space of that ally",
    defaultSubject: "target",
    reachesDestroyed: true,
    apply: (_args, host, target, cause) => {
      if (cause.creature && cause.creature !== target) host.place?.(cause.creature, cause, { inSpaceOf: target });
    },
  },
  {
    family: "effect",
    id: "place-beside-self",
    patterns: ["place|put {subject:subject} adjacent to this creature", "place|put {subject:subject} in square adjacent to this creature"],
    summary: "The creature named is placed in a legal position adjacent to the power's owner, chosen by the owner's player. No legal position: it stays.",
    cite,
    example: "place that enemy adjacent to this creature",
    defaultSubject: "target",
    apply: (_args, host, target, cause) => {
      if (cause.creature && cause.creature !== target) host.place?.(target, cause, { beside: cause.creature });
    },
  },
  {
    // "Place a Vermin ally adjacent to an enemy within line of sight of this creature": both picked by the power's player.
    family: "effect",
    id: "place-beside-other",
    patterns: ["place|put {subject:subject} adjacent to {versus:subject}"],
    summary:
      "The first creature named is placed in a legal position adjacent to the second (both picked by the power's player when the subjects name one of several), anywhere on the map. No legal position: it stays.",
    cite,
    example: "place one Vermin ally adjacent to one enemy this creature can see",
    defaultSubject: "target",
    versus: "versus",
    apply: (_args, host, target, cause) => {
      if (cause.versus && cause.versus !== target) host.place?.(target, cause, { beside: cause.versus });
    },
  },
  {
    family: "effect",
    id: "place-far-from",
    patterns: ["place|put this creature at least {squares:squares} from {versus:subject}"],
    summary:
      "The power's owner (on the map or off it) is placed in a legal position anywhere on the map at least N squares from the creature named (from the space it stood in, if it was destroyed), its player choosing. No legal position: it stays.",
    cite,
    example: "place this creature at least 5 squares from that enemy",
    defaultSubject: "self",
    versus: "versus",
    apply: (args, host, target, cause) => {
      if (cause.versus) host.place?.(target, cause, { farFrom: { from: cause.versus, squares: args.squares as number } });
    },
  },
  {
    family: "effect",
    id: "place-where",
    patterns: ["place|put this creature in square {place:gate}", "place|put {subject:subject} in square {place:gate}"],
    summary:
      "The creature (the power's owner unless named) is placed in a legal position anywhere on the map where the state named holds (next to a wall, next to a bloodied enemy…), its player choosing. No such position: it stays.",
    cite,
    example: "place this creature in a square adjacent to a bloodied enemy",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.place?.(target, cause, { gate: args.place as { op: string; args: Record<string, unknown> } }),
  },
];
