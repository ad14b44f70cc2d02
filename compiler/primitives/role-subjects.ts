// "That ally", "that enemy" and "the attacker" of a trigger about an attack or damage
// between two creatures ("use when an enemy hits an ally: that enemy takes 10 damage,
// that ally heals 10"). Where the trigger names only one other creature they mean it,
// as "that creature" does. They come before the general "that enemy" subject.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers
import type { SubjectEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Automatic Powers";

export const roleSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "that-ally",
    patterns: ["that ally"],
    summary: "The ally of the trigger: of an attack between two creatures, the one on this creature's side; otherwise the other creature of the trigger.",
    cite,
    example: "that ally heals 10",
    includes: (_a, _v, _s, c, p) => c === (p.ally ?? p.other),
  },
  {
    family: "subject",
    id: "that-enemy",
    patterns: ["that enemy"],
    summary: "The enemy of the trigger: of an attack between two creatures, the one on the other side; otherwise the other creature of the trigger.",
    cite,
    example: "that enemy takes 10 damage",
    includes: (_a, _v, _s, c, p) => c === (p.enemy ?? p.other),
  },
  {
    family: "subject",
    id: "attacker",
    patterns: ["attacker", "that attacker", "attacking enemy"],
    summary: "The creature that made the attack of the trigger; otherwise the other creature of the trigger.",
    cite,
    example: "attacker takes 5 fire damage",
    includes: (_a, _v, _s, c, p) => c === (p.attacker ?? p.other),
  },
];
