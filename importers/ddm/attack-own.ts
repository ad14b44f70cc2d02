// Bonuses of an attack's own roll and damage, printed beside its roll or damage: "+16 vs.
// AC, +1 attack for each Kobold ally within 6 squares", "+9 vs. AC, +14 vs. AC instead if
// target is bloodied", "10 damage, +10 radiant damage per Dragon ally adjacent to this
// creature", "+5 damage if this creature is adjacent to a Wild ally", and a sentence of
// them ("+2 attack and +5 damage (maximum +10 damage) for each Rage ally within 4 squares of
// this creature", "10 damage + 5 damage for each other Bone Sentinel in play"). They become the attack's "with:" line, counted and checked when it is rolled.
// ddm-battle-rules-2011.txt § Bonuses and Penalties
import { targetState } from "./attack-riders.js";
import { damageTypes } from "./effects.js";
import { gatePhrase } from "./phrases.js";
import { quoted, readEach, singular } from "./text.js";

/** "Dragon ally adjacent to this creature", "Spawn adjacent to this creature", "Rage ally within 4 squares of this creature": the language's subject after "for each". */
function eachWords(raw: string): string | null {
  const w = raw.trim().replace(/^(?:each|every) /i, "");
  let m = /^(?:([A-Z][\w-]*) )?(ally|allies|enemy|enemies|creature|creatures)? ?adjacent to (?:this creature|it)$/.exec(w);
  if (m && (m[1] || m[2])) return `adjacent ${m[1] ? `${m[1]} ` : ""}${singular(m[2] ?? "creature")}`;
  m = /^(?:([A-Z][\w-]*) )?(ally|allies|enemy|enemies|creature|creatures) within (\d+) squares?(?: of (?:this creature|it))?$/.exec(w);
  if (m) return `${m[1] ? `${m[1]} ` : ""}${singular(m[2]!)} within ${m[3]} squares`;
  m = /^(adjacent (?:[A-Z][\w-]* )?(?:ally|enemy|creature))$/.exec(w);
  if (m) return m[1]!;
  // "heat token on this creature": the counters of that name on the attacker (compiler/primitives/counters.ts).
  m = /^(.+?) (?:counter|token) on (?:this creature|it|this card)$/i.exec(singular(w));
  if (m) return `"${m[1]!.toLowerCase()}" counter on this creature`;
  // "other Bone Sentinel in play": every other creature of that card, either side (named-subjects.ts).
  m = /^other ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) in play$/.exec(w);
  return m ? `other creature named ${quoted(m[1]!)}` : null;
}

/** "+10 radiant damage", "+1 attack", "+5 lightning" (damage of that type): amount, type and statistic. */
function bonusWords(raw: string): string | null {
  const m = /^([+-]\d+) (?:(\w+) )?(attack|damage)$/i.exec(raw.trim()) ?? /^([+-]\d+) (\w+)()$/.exec(raw.trim());
  if (!m) return null;
  const type = m[2]?.toLowerCase();
  if (type && !damageTypes.has(type)) return null;
  const stat = m[3] ? m[3].toLowerCase() : "damage";
  if (type && stat !== "damage") return null;
  return `${m[1]} ${type ? `${type} ` : ""}${stat}`;
}

/** One printed bonus as the language's modifier phrases; null when it is not one of these forms. */
export function ownBonus(raw: string): string[] | null {
  const t = raw.trim().replace(/\.$/, "").replace(/\bmaximun\b/gi, "maximum").replace(/^([+-]) (?=\d)/, "$1");
  // "+2 attack and +5 damage (maximum +10 damage) for each Rage ally within 4 squares": each bonus counted, the maximum its own.
  const each = /^(.+?) (?:for each|per) (.+?)(?: \(max(?:imum)?\.? ([+-]?\d+)(?: damage)?\))?$/i.exec(t);
  if (each) {
    const subject = eachWords(each[2]!);
    if (!subject) return null;
    return readEach(each[1]!.split(/,? and /i), (p) => {
      const most = /^(.+?) \(max(?:imum)?\.? ([+-]?\d+)(?: \w+)?\)$/i.exec(p.trim());
      const bonus = bonusWords(most ? most[1]! : p);
      const max = most?.[2] ?? (/damage$/.test(bonus ?? "") ? each[3] : undefined);
      return bonus ? `${bonus} for each ${subject}${max ? ` (maximum ${max.startsWith("+") || max.startsWith("-") ? max : `+${max}`})` : ""}` : null;
    });
  }
  // "+5 damage if this creature is adjacent to a Wild ally": while the attacker is in that state.
  const state = /^([+-]\d+ (?:\w+ )?(?:attack|damage)) (?:if|while) (?:this creature is )?(.+)$/i.exec(t);
  if (state && !/\btarget\b/i.test(state[2]!)) {
    const bonus = bonusWords(state[1]!);
    const gate = gatePhrase(state[2]!);
    return bonus && gate ? [`${bonus} while ${gate}`] : null;
  }
  return null;
}

/** "+14 vs. AC instead if target is bloodied" after "+9 vs. AC": the difference, against targets in that state. */
export function rollInstead(raw: string, bonus: number, defence: string): string | null {
  const m = /^\+(\d+) vs\.? (\S+?) instead if (?:the )?target is (\w+)$/i.exec(raw.trim());
  if (!m || m[2]!.toLowerCase().slice(0, 3) !== defence.toLowerCase().slice(0, 3) || Number(m[1]) <= bonus) return null;
  const state = targetState(m[3]!);
  return state ? `+${Number(m[1]) - bonus} attack against ${state} targets` : null;
}
