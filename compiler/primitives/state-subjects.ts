// Creatures named by a state they are in, read as the states of an attack's target are:
// "each enemy adjacent to a Devil ally takes 10 damage", "each creature taking ongoing
// poison damage takes 25 damage", "each enemy with Flight is Slowed", "each Evil Dragon
// ally has +2 Attack". Every creature of that side in play for which the state holds now.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords; § Ongoing Damage; § Movement Modes
import { gateEntry } from "./index.js";
import type { Args, SubjectEntry } from "./entry.js";
import { onSide } from "./place-gates.js";

const cite = "ddm-battle-rules-2011.txt § How to Choose Targets";

const inState = (a: Args, v: Parameters<SubjectEntry["includes"]>[1], self: string, c: string) => {
  const g = a.gate as { op: string; args: Args };
  return onSide(a.side as string, v, self, c) && gateEntry(g.op).holds(g.args, v, c, self);
};

export const stateSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "side-in-state",
    patterns: ["{side:side} {gate:gate}", "each {side:side} {gate:gate}"],
    summary: "Every creature of that side (any other creature, for 'creatures') in the state named after it: adjacent to a Devil ally, taking ongoing damage, with Flight.",
    cite,
    example: "enemies taking ongoing poison damage",
    includes: (a, v, s, c) => inState(a, v, s, c),
  },
  {
    family: "subject",
    id: "state-side",
    patterns: ["{gate:gate} {side:side}"],
    summary: "Every creature of that side (any other creature, for 'creatures') with the keywords or state named before it: 'Evil Dragon allies' (both keywords).",
    cite,
    example: "Evil Dragon allies",
    includes: (a, v, s, c) => inState(a, v, s, c),
  },
];
