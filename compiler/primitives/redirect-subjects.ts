// The creature a redirect effect picks, as cards name it: "an Immobilized enemy adjacent to
// this creature (can not redirect to the attacker)", "1 adjacent active Goblin ally". The
// power's player chooses among those that fit when the redirect resolves.
// ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects); § Stunned (inactive)
import type { SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { withinReach } from "./parties.js";
import { hasTrait, onSide } from "./place-gates.js";

/** Creatures other than this creature and the attacker within the attacker's reach (§ Melee Attacks, Range: reach). */
const inAttackersReach = (v: RulesView, s: string, attacker: string) =>
  v.creaturesInPlay().filter((c) => c !== s && c !== attacker && v.isInPlay(c) && withinReach(v, attacker, c));

const cite = "ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects)";

export const redirectSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "one-adjacent-with-not-attacker",
    patterns: ["one adjacent {trait:trait} {side:side} other than attacker"],
    summary: "One creature of that side adjacent to the power's owner, with the keyword, condition or bloodied state named, that is not the attacker of the attack being resolved; chosen by its player.",
    cite,
    example: "redirect that attack to one adjacent Immobilized enemy other than attacker",
    one: true,
    includes: (a, v, s, c, p) => c !== p.attacker && onSide(a.side as string, v, s, c) && v.adjacent(s, c) && hasTrait(a, v, c),
  },
  {
    family: "subject",
    id: "one-adjacent-active-with",
    patterns: ["one adjacent active {trait:trait} {side:side}"],
    summary: "One creature of that side adjacent to the power's owner, with the keyword, condition or bloodied state named, that is active (no condition such as Stunned or Helpless makes it inactive); chosen by its player.",
    cite: `${cite}; § Stunned`,
    example: "redirect that attack to one adjacent active Goblin ally",
    one: true,
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && v.adjacent(s, c) && hasTrait(a, v, c) && v.isInactive?.(c) !== true,
  },
  {
    family: "subject",
    id: "lowest-hp-in-attackers-reach",
    patterns: ["one creature with lowest hp within reach of attacker", "one creature with lowest hp within attacker's reach"],
    summary:
      "Of the creatures, enemy or ally, within the attacker's reach (the power's owner and the attacker aside), one with the fewest current hit points; among several with that many, the power's player chooses.",
    cite: `${cite}; § Melee Attacks (Range: reach); § Hit Points`,
    example: "redirect that attack to one creature with lowest hp within reach of attacker",
    one: true,
    includes: (_a, v, s, c, p) => {
      if (p.attacker === undefined || c === s || c === p.attacker) return false;
      const near = inAttackersReach(v, s, p.attacker);
      const hp = (x: string) => v.hitPoints?.(x) ?? 0;
      return near.includes(c) && near.every((x) => hp(c) <= hp(x));
    },
  },
];
