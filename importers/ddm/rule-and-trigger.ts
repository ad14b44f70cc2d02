// A continuous power of two sentences, a rule and then a trigger: "+4 to all defenses against
// attacks by Arcane enemies and allies. Whenever an Arcane enemy or ally misses this creature
// with an attack, this creature heals 10 HP." Each sentence is read alone, as the powers'
// readers read a power of that one sentence, and becomes a line of the same power.
// ddm-battle-rules-2011.txt § Continuous Powers; § Automatic Powers
import type { CardPower } from "./card.js";
import { sentences } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** One line of the power, said without a cost or a limit: a rule, or a trigger ("whenever …"). */
const plainLine = (line: string, trigger: boolean) => {
  const m = /^power "(?:[^"\\]|\\.)*": (.+)$/.exec(line);
  return !!m && (trigger ? /^whenever /.test(m[1]!) : !/^(?:whenever|at |use |immediate|minor|move|free|replaces)/.test(m[1]!));
};

export function ruleAndTrigger(read: Reading): Reading {
  return (name, body, power) => {
    if (!name || power.limit) return null;
    const s = sentences(body.trim());
    if (s.length !== 2 || /^whenever\b/i.test(s[0]!) || !/^whenever\b/i.test(s[1]!)) return null;
    const rule = read(name, s[0]!, power);
    const trigger = read(name, s[1]!, power);
    if (rule?.length !== 1 || trigger?.length !== 1 || !plainLine(rule[0]!, false) || !plainLine(trigger[0]!, true)) return null;
    return [rule[0]!, trigger[0]!];
  };
}
