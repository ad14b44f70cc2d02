// Subjects that name creatures by their card's level or cost, as the cards word them:
// "1 adjacent level 4 or lower Goblin ally", "each Living enemy of level 5 or less", "an
// undead ally with cost 20 or less", "1 Beast ally with cost up to 10", "lower-level
// allies within 5 squares" — said as compiler/primitives/rank-subjects.ts reads them.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level, Cost); § How to Choose Targets
import { singular } from "./text.js";

const atMost = "lower|less|below|fewer";
const atLeast = "higher|more|greater|above";
const atMostRe = new RegExp(`^(?:${atMost})$`, "i");
// "of level 5 or less", "with cost 20 or less" after the side; "level 4 or lower" before it.
const rankBound = `(${atMost}|${atLeast})`;
const rankAfterRe = new RegExp(` (?:of|with) (?:a )?(level|cost) (?:of )?(\\d+) or ${rankBound}\\b`, "i");
const rankBeforeRe = new RegExp(`\\b(level|cost) (\\d+) or ${rankBound}\\b`, "i");

/** The rank the words give ("level 5 or lower", "cost 20 or less", "lower-level"), or null. */
function rankWords(by: string, n: string, bound: string): string {
  return `${by.toLowerCase()} ${n} or ${atMostRe.test(bound) ? (by.toLowerCase() === "level" ? "lower" : "less") : by.toLowerCase() === "level" ? "higher" : "more"}`;
}

/** The language's subject for a creature named by level or cost, or null when the words are not that. */
export function rankedSubject(raw: string): string | null {
  let s = raw.trim().replace(/\s+/g, " ");
  let rank: string | null = null;
  const take = (re: RegExp, said: (m: RegExpExecArray) => string) => {
    const m = re.exec(s);
    if (!m || rank) return;
    rank = said(m);
    s = `${s.slice(0, m.index)}${s.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
  };
  // After the side: "of level 5 or less", "with cost 20 or less", "with a cost of 10 or less", "with cost up to 10".
  take(rankAfterRe, (m) => rankWords(m[1]!, m[2]!, m[3]!));
  take(/ (?:with|of) (?:a )?cost (?:of )?up to (\d+)(?: points)?\b/i, (m) => `cost ${m[1]} or less`);
  // Before it: "level 4 or lower", "lower-level".
  take(rankBeforeRe, (m) => rankWords(m[1]!, m[2]!, m[3]!));
  take(/\b(lower|higher)-level\b/i, (m) => `${m[1]!.toLowerCase()}-level`);
  if (!rank) return null;
  const m = /^(?:(each|all)|(an?|1|one))? ?(adjacent )?(?:([A-Za-z][\w'-]*) )?(ally|allies|enemy|enemies|creature|creatures)( within (\d+) squares?(?: of (?:this creature|it))?| (?:in|within) (?:line of )?sight(?: of (?:this creature|it))?| (?:that )?(?:this creature|it) can see)?$/i.exec(s);
  if (!m) return null;
  const one = !!m[2];
  // "1 ally", "each enemy", "allies": one creature, each of several, or several.
  if ((one || !!m[1]) === /(ies|s)$/i.test(m[5]!)) return null;
  // A keyword as printed, lower case or not ("undead ally"): the card's keywords start with a capital.
  const kw = m[4] ? `${m[4][0]!.toUpperCase()}${m[4].slice(1)} ` : "";
  if (/^(?:Adjacent|Other|Nearest)\b/.test(kw)) return null;
  const side = singular(m[5]!.toLowerCase());
  const sides = { ally: "allies", enemy: "enemies", creature: "creatures" }[side as "ally"];
  // "in sight": one the power's owner can see (only one is picked so).
  const sight = m[6] !== undefined && m[7] === undefined;
  if (sight && (!one || m[3])) return null;
  return `${one ? "one " : ""}${m[3] ? "adjacent " : ""}${rank} ${kw}${one ? side : sides}${sight ? " this creature can see" : m[6] ? ` within ${m[7]} squares` : ""}`;
}
