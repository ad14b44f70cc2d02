// "Use when a living enemy is adjacent: Ignore Invisible and Ignore Conceal on that enemy": a
// power used, at no cost, whenever such an enemy stands beside this creature, and lasting as
// long as it does, so in force for every creature in that state: the rules "treats invisible
// creatures … as visible" and "ignores conceal of creatures …" (compiler/primitives/continuous.ts).
// Only for a power without limited uses, whose every use would be the same.
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible); § Attack Roll (Conceal); § Activated Powers
import type { CardPower } from "./card.js";
import { quoted, readEach } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

export const unseenNear: Reading = (name, body, power) => {
  const m = /^use when (?:an? |any )?(?:([A-Za-z][\w'-]*) )?enemy is adjacent(?: to (?:this creature|it))?\s*[:;,]\s*(.+?)\.?$/i.exec(body.trim());
  if (!m || power.limit || name === null) return null;
  const kin = m[1] && !/^(?:adjacent|an?|any)$/i.test(m[1]) ? `${m[1][0]!.toUpperCase()}${m[1].slice(1).toLowerCase()}` : null;
  const state = kin ? `both ${kin} as well as adjacent to this creature` : "adjacent to this creature";
  const rules = readEach(m[2]!.split(/\s+and\s+/i), (part) => {
    const r = /^ignores? (invisible|conceal)(?: (?:on|of|for) (?:that|the) enemy)?$/i.exec(part.trim());
    if (!r) return null;
    return /^invisible$/i.test(r[1]!) ? `treats invisible creatures ${state} as visible` : `ignores conceal of creatures ${state}`;
  });
  return rules ? [`power ${quoted(name)}: ${rules.join(" and ")}`] : null;
};
