// Powers on the initiative test as cards print them, beside the round openings of
// champion.ts: "Use when rolling initiative, if a champion ally is adjacent to this
// creature: roll one additional d20" (before the test, while the state holds), "Use after
// rolling initiative: if your roll was a natural 11-15, …" (that kept die), "Whenever you
// win initiative, …. Whenever you lose initiative, …" and "If your initiative roll is
// even, …. If your initiative roll is odd, …" (one power of two segments).
// compiler/primitives/round-triggers.ts and state-gates.ts hold the rules.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 5; § Champion Test
import type { CardPower } from "./card.js";
import { effectSentences } from "./activated.js";
import { gatePhrase } from "./phrases.js";
import { quoted, sentences } from "./text.js";
import { naturalRange, regularEffects } from "./triggered.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

function header(name: string | null, body: string, power: CardPower): string {
  const keyword = power.type === "CHAMPION" ? "champion power" : "power";
  return `${keyword} ${quoted(name ?? (body.split(/[:;.]/)[0] ?? "").trim().slice(0, 60))}${power.limit ? ` uses ${power.limit}` : ""}`;
}

/** The effects, with the initiative die said as the language says it ("roll one additional d20; you may choose which result to use"). */
function effectsOf(text: string): string | null {
  const t = text
    .trim()
    .replace(/^roll (?:an?|one|1) (?:extra|additional) d20(?: for initiative)?(?:[;,.]\s*you may choose which (?:result|one) to use)?\.?$/i, "You roll 1 extra d20 for initiative this round");
  return effectSentences(regularEffects(t));
}

/** The state a player's power needs as the test is rolled, as the gates say it. */
function stateOf(said: string): string | null {
  const t = said.trim().replace(/^(?:an? |one )?((?:[A-Z][\w'-]* )?)champion ally is adjacent to (?:this creature|it)$/i, "adjacent to $1champion ally");
  // The opposing warband has no champion on the map (compiler/primitives/state-gates.ts).
  if (/^your opponent (?:does not have|has no) (?:a |any )?champions? (?:on the battle map|in play)$/i.test(t)) return "no enemy champion is in play";
  return gatePhrase(t);
}

/** "you win initiative", "your initiative roll is odd": the moment of the test a sentence names, as round-triggers.ts says it. */
function momentOf(said: string): string | null {
  const t = said.trim().toLowerCase();
  if (/^you (win|lose) initiative$/.test(t)) return t;
  const parity = /^your initiative roll is (odd|even)$/.exec(t);
  return parity ? `your initiative roll is ${parity[1]}` : null;
}

/** "Use when rolling initiative, if <state>: …": before the test, while the state holds. */
const gatedRoll: Reading = (name, body, power) => {
  const m = /^use (?:when|before) rolling (?:for )?initiative,? if ([^:]+?)\s*:\s*(.+)$/i.exec(body.trim());
  const gate = m ? stateOf(m[1]!) : null;
  const effects = gate ? effectsOf(m![2]!) : null;
  return effects ? [`${header(name, body, power)}: use before rolling initiative while ${gate}: ${effects}`] : null;
};

/** "Use after rolling initiative: If your roll was a natural 11-15, …": when the kept die shows that. */
const naturalRoll: Reading = (name, body, power) => {
  const m = /^use (?:after|when) rolling initiative\s*[:;,]\s*if your (?:initiative )?(?:roll|result) (?:was|is) (?:a )?natural (\d+)(?: to (\d+)| or higher)?,\s*(.+)$/i.exec(naturalRange(body.trim()));
  if (!m) return null;
  const high = m[2] ?? (/ or higher,/.test(m[0]) ? "20" : null);
  const effects = effectsOf(m[3]!);
  return effects ? [`${header(name, body, power)}: use when your initiative roll is natural ${m[1]}${high ? ` to ${high}` : ""}: ${effects}`] : null;
};

/**
 * "Whenever you win initiative, …. Whenever you lose initiative, …", "Use when rolling
 * initiative: If your initiative roll is even, …. If your initiative roll is odd, …":
 * each sentence a moment of the test and its effects, one segment each.
 */
const momentSegments: Reading = (name, body, power) => {
  const b = body.trim();
  const opening = /^use when rolling initiative\s*[:;]\s*(.+)$/i.exec(b);
  const lead = opening ? "use when" : /^use when/i.test(b) ? "use when" : /^whenever/i.test(b) ? "whenever" : null;
  if (!lead) return null;
  const said = sentences(opening ? opening[1]! : b);
  if (said.length < 2) return null;
  const segments: string[] = [];
  for (const s of said) {
    const m = /^(?:whenever|use when|when|if) (.+?)\s*[,:]\s*(.+)$/i.exec(s.trim());
    const moment = m ? momentOf(m[1]!) : null;
    const effects = moment ? effectsOf(m![2]!) : null;
    if (!effects) return null;
    segments.push(`${lead} ${moment}: ${effects}`);
  }
  return [`${header(name, body, power)}: ${segments.join("; ")}`];
};

/**
 * "Use after rolling initiative, if you won: The first ally you take a turn with this round has
 * +2 Speed until end of round": the power lasts the round and, at the start of the turn of the
 * first of its allies to take one, gives that ally the effects (compiler/primitives/lasting.ts,
 * nearby-turn-triggers.ts first-ally-turn-start). "this turn" printed there is the round's.
 */
const firstAllyTurn: Reading = (name, body, power) => {
  const m = /^use after rolling initiative,? if you (won|lost|win|lose)(?: initiative)?\s*[:;,.]\s*the first ally you take a turn with this (?:turn|round) (has|gains|gets|is) (.+)$/i.exec(body.trim());
  const effects = m ? effectsOf(`that ally ${m[2]} ${m[3]}`) : null;
  if (!m || !effects) return null;
  const head = header(name, body, power);
  const named = head.replace(/^(?:champion )?power /, "").replace(/ uses \d+$/, "");
  const moment = /^w/i.test(m[1]!) ? "you win initiative" : "you lose initiative";
  return [`${head}: use when ${moment}: ${named} lasts until end of round; whenever start of turn of first ally to take turn this round while ${named} lasts: ${effects}`];
};

export const initiativeReadings: Reading[] = [gatedRoll, naturalRoll, momentSegments, firstAllyTurn];
