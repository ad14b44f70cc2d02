// The target of an attack, when it is in a state: "Undead target is Immobilized",
// "Large or smaller target is pulled 2", "target that is not bloodied takes 5 acid
// damage". The rider reaches the target only if the state holds for it when the rider
// resolves, after the effects before it in the line (§ Applying Damage, Additional Effects).
// And enemies near the target: "one enemy adjacent to target", "each enemy within 2
// squares of target".
// ddm-battle-rules-2011.txt § Applying Damage (Additional Effects); § Keywords; § Creature Size and Space
import type { Args, SubjectEntry } from "./entry.js";
import { gateEntry } from "./index.js";

const holds = (state: Args, v: Parameters<SubjectEntry["includes"]>[1], c: string, self: string) => {
  const g = state as { op: string; args: Args };
  return gateEntry(g.op).holds(g.args, v, c, self);
};

export const attackSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "target-in-state",
    patterns: ["{state:gate} target|targets", "target|targets that is|are {state:gate}"],
    summary:
      "The target of the attack being resolved, only if it is in the state named (a keyword, a size, bloodied, a condition, a level) when the effect resolves; otherwise the effect does nothing.",
    cite: "ddm-battle-rules-2011.txt § Applying Damage (Additional Effects)",
    example: "Undead target is Immobilized",
    includes: (a, v, self, c, p) => c === p.target && holds(a.state as Args, v, c, self),
  },
  {
    // "Hit or miss, this creature teleports adjacent to the target farthest from it".
    family: "subject",
    id: "farthest-target",
    patterns: ["farthest target", "target farthest from this creature"],
    summary:
      "One of the creatures the attack being resolved targets (a close or area attack's area, else its target) that is farthest from the power's owner, counted as distances are; the owner's player picks among ties.",
    cite: "ddm-battle-rules-2011.txt § Counting Distance; § Close Attacks",
    example: "hit or miss: this creature teleports to square adjacent to farthest target",
    one: true,
    includes: (_a, v, self, c, p) => {
      const targets = (v.attackAreaOf?.(self) ?? (p.target !== undefined ? [p.target] : [])).filter((x) => x !== self && Number.isFinite(v.distance(x, self)));
      return targets.includes(c) && v.distance(c, self) === Math.max(...targets.map((x) => v.distance(x, self)));
    },
  },
  {
    // "targets of that attack get resist 10 all until end of turn", as an ally is targeted by a close or area attack: every creature it targets.
    family: "subject",
    id: "targets-of-that-attack",
    patterns: ["targets of that attack", "each target of that attack"],
    summary: "Every creature the attack being resolved targets, of either side: a close or area attack's whole area of targets, else its one target.",
    cite: "ddm-battle-rules-2011.txt § Making an Attack (Choose Targets); § Close Attacks; § Area Attacks",
    example: "targets of that attack get resist 5 all until end of turn",
    includes: (_a, v, _self, c, p) => {
      const by = p.attacker ?? p.other;
      const area = by !== undefined ? v.attackAreaOf?.(by) : null;
      return area ? area.includes(c) : c === p.target;
    },
  },
  {
    family: "subject",
    id: "one-enemy-adjacent-to-target",
    patterns: ["one enemy adjacent to target"],
    summary: "One enemy of the power's owner adjacent to the attack's target (not the target), chosen by the owner's player.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "one enemy adjacent to target takes 10 damage",
    one: true,
    includes: (_a, v, self, c, p) => p.target !== undefined && c !== p.target && v.areEnemies(self, c) && v.adjacent(c, p.target),
  },
  {
    family: "subject",
    id: "enemies-near-target",
    patterns: ["enemies within {squares:squares} of target", "each enemy within {squares:squares} of target"],
    summary: "Every enemy of the power's owner within N squares of the attack's target, the target excepted.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "each enemy within 2 squares of target takes 5 lightning damage",
    includes: (a, v, self, c, p) => p.target !== undefined && c !== p.target && v.areEnemies(self, c) && v.distance(c, p.target) <= (a.squares as number),
  },
];
