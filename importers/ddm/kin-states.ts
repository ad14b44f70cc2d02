// Powers held while its warband has, or lacks, a kind of creature: "Whenever this creature
// is in a warband with a Human champion, it gains the Human keyword; whenever … with an Orc
// champion, it gains the Orc keyword", "Whenever this creature does not have a Good ally in
// its warband; lose Resist All". Each clause becomes a line of the power, its state said as
// the gate. "In a warband with" is read as in play, as continuous-states.ts reads it: a
// destroyed creature no longer counts (warband's own reading; the rulebook is silent).
// ddm-battle-rules-2011.txt § Keywords; § Continuous Powers; § Resistance and Vulnerability
import type { CardPower } from "./card.js";
import { gatePhrase, modifierClause } from "./phrases.js";
import { quoted } from "./text.js";

const kw = String.raw`([A-Z][\w'-]*)`;

/** The state of its warband: a champion or an ally of a keyword in play, or no such ally. */
function kinState(raw: string): string | null {
  const t = raw.trim().replace(/^(?:it|this creature) (?:is|are) /i, "this creature is ");
  let m = new RegExp(String.raw`^this creature is in (?:a|its|your) warband with (?:an? |any )?${kw} champion$`, "i").exec(t);
  if (m) return `allied ${m[1]} champion is in play`;
  m = new RegExp(String.raw`^(?:it|this creature|you) (?:does|do) not have (?:an? |any )?${kw} all(?:y|ies) in (?:its|their|your) warband$|^there (?:is|are) no ${kw} all(?:y|ies) in (?:its|their|your) warband$`, "i").exec(t);
  if (m) return `not ${m[1] ?? m[2]} ally is in play`;
  m = new RegExp(String.raw`^(?:it|this creature|you) (?:has|have) (?:an? |any )?${kw} all(?:y|ies) in (?:its|their|your) warband$`, "i").exec(t);
  if (m) return `${m[1]} ally is in play`;
  const said = gatePhrase(t);
  return said && /\bin play$/.test(said) && !/^no /.test(said) ? said : null;
}

/** What it has in that state: a keyword, a Resist or Immune lost, or any modifier of its own. */
function held(raw: string): string | null {
  const t = raw.trim().replace(/^(?:it|this creature) /i, "");
  const keyword = new RegExp(String.raw`^(?:gains|has) the ${kw} keyword$`, "i").exec(t);
  if (keyword) return `has keyword ${keyword[1]}`;
  const said = modifierClause(`this creature ${t}`);
  return said && !/ while /.test(said) ? said : null;
}

/**
 * "Whenever <its warband's state>, <what it has>", several joined by ";": one line each, of
 * the same power.
 */
export function kinStates(name: string | null, body: string, power: CardPower): string[] | null {
  const t = body.trim().replace(/[.]+$/, "").replace(/\s+/g, " ");
  const parts = t.split(/;\s*(?=(?:whenever|while|if) )/i);
  // Several lines of one power: a limit of uses would be counted on each.
  if (!name || (power.limit && parts.length > 1)) return null;
  const lines: string[] = [];
  for (const part of parts) {
    const m = /^(?:whenever|while|if) (.+?)[;,:] (.+)$/i.exec(part);
    // Only a state about its warband can be one (a cheap test first: most "whenever …" powers are triggers).
    const state = m && /warband|in play|battle ?map/i.test(m[1]!) ? kinState(m[1]!) : null;
    const has = state ? held(m![2]!) : null;
    if (!has) return null;
    lines.push(`power ${quoted(name)}${power.limit ? ` uses ${power.limit}` : ""}: ${has} while ${state}`);
  }
  return lines;
}
