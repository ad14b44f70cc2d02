// Creatures named by a state they are in, read as the states of an attack's target are:
// "each enemy adjacent to a Devil ally takes 10 damage", "each creature taking ongoing
// poison damage takes 25 damage", "each enemy with Flight is Slowed"; and by two keywords,
// "each Evil Dragon ally has +2 Attack". Every creature of that side in play for which it holds now.
// ddm-battle-rules-2011.txt § How to Choose Targets; § Keywords; § Ongoing Damage; § Movement Modes
import { gateEntry } from "./index.js";
import type { Args, SubjectEntry } from "./entry.js";
import { onSide } from "./place-gates.js";

const cite = "ddm-battle-rules-2011.txt § How to Choose Targets";

type Keyword = { keyword: string; negated?: boolean };
/** Has the creature the keyword (or lacks it, for "non-X")? */
const keyed = (v: Parameters<SubjectEntry["includes"]>[1], c: string, k: Keyword) => v.hasKeyword(c, k.keyword) !== (k.negated === true);

export const stateSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "side-in-state",
    patterns: ["{side:side} {gate:gate}", "each {side:side} {gate:gate}"],
    summary: "Every creature of that side (any other creature, for 'creatures') in the state named after it: adjacent to a Devil ally, taking ongoing damage, with Flight.",
    cite,
    example: "enemies taking ongoing poison damage",
    includes: (a, v, s, c) => {
      const g = a.gate as { op: string; args: Args };
      return onSide(a.side as string, v, s, c) && gateEntry(g.op).holds(g.args, v, c, s);
    },
  },
  {
    family: "subject",
    id: "one-side-in-state",
    patterns: ["one {side:side} that is {gate:gate}"],
    summary: "One creature of that side anywhere on the battle map in the state named (of a size, adjacent to a wall…), chosen by the power's player.",
    cite,
    example: "one enemy that is Large or smaller",
    one: true,
    includes: (a, v, s, c) => {
      const g = a.gate as { op: string; args: Args };
      return onSide(a.side as string, v, s, c) && gateEntry(g.op).holds(g.args, v, c, s);
    },
  },
  {
    family: "subject",
    id: "one-keyword-side-in-state",
    patterns: ["one {keyword:keyword} {side:side} that is {gate:gate}"],
    summary: "One creature of that side with the keyword (non-X: without it), anywhere on the battle map, in the state named (of a size…), chosen by the power's player.",
    cite,
    example: "one Dragon ally that is Large or larger",
    one: true,
    includes: (a, v, s, c) => {
      const g = a.gate as { op: string; args: Args };
      return onSide(a.side as string, v, s, c) && keyed(v, c, a.keyword as Keyword) && gateEntry(g.op).holds(g.args, v, c, s);
    },
  },
  {
    family: "subject",
    id: "both-keywords-side",
    patterns: ["{keyword:keyword} {other:keyword} {side:side}", "each {keyword:keyword} {other:keyword} {side:side}"],
    summary: "Every creature of that side (any other creature, for 'creatures') with both keywords: 'Evil Dragon allies'.",
    cite: "ddm-battle-rules-2011.txt § Keywords",
    example: "Evil Dragon allies",
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && keyed(v, c, a.keyword as Keyword) && keyed(v, c, a.other as Keyword),
  },
];
