// "Up to 3 adjacent allies teleport 4 squares", "up to 2 level 10 or lower Devil allies each
// make a basic attack", "any number of allies within 10 squares": of the creatures another
// subject names, as many as the number (or any number) or fewer, the power's player picking
// which (none at all, if it will); once per line, so each effect of the line reaches the same ones.
// ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets
import type { SubjectEntry } from "./entry.js";
import { subjectEntry } from "./index.js";

type Named = { op: string; args: Record<string, unknown> };

export const upToSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "up-to",
    patterns: ["up to {count:int} {group:subject}"],
    summary: "As many of the creatures the subject names as the number, or fewer, picked by the power's player as the effect resolves; the rest of the line reaches the same ones.",
    cite: "ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets",
    example: "up to 3 adjacent allies",
    most: (a) => a.count as number,
    includes: (a, v, self, c, p) => {
      const g = a.group as Named;
      return subjectEntry(g.op).includes(g.args, v, self, c, p);
    },
  },
  {
    // "Choose any number of allies within 10 squares": no number bounds the pick (warband's own reading of "any number").
    family: "subject",
    id: "any-number",
    patterns: ["any number of {group:subject}"],
    summary: "As many of the creatures the subject names as the power's player likes (all, some or none), picked as the effect resolves; the rest of the line reaches the same ones.",
    cite: "ddm-battle-rules-2011.txt § Activated Powers; § How to Choose Targets",
    example: "any number of allies within 10 squares",
    most: () => Number.POSITIVE_INFINITY,
    includes: (a, v, self, c, p) => {
      const g = a.group as Named;
      return subjectEntry(g.op).includes(g.args, v, self, c, p);
    },
  },
];
