// An Attacks-section entry that rolls no attack of its own: one that makes other attacks of
// the card ("Make 2 {m} attacks", "Replaces turn: Make 4 {b} attacks", "Make 1 Icingdeath
// attack and 1 Twinkle attack"), or one whose effects simply happen ("Each enemy adjacent to
// this creature takes 10 damage", "Up to 2 Undead allies within 4 squares heal 30 HP"). It is a
// power used as the action it costs (an attack action unless the card says otherwise,
// § How to Read a Creature Stat Card: "when a creature attacks, it generally uses one of the
// powers listed in this section") whose effects are as the card says.
// ddm-battle-rules-2011.txt § Actions (Attack Action); § Making an Attack; § Powers and Effects (Replaces-Action Powers)
import { effectSentences } from "./activated.js";
import { rechargePhrase } from "./attack-recharge.js";
import { quoted } from "./text.js";

/** The power's line, or null when the entry's effects are not read. */
export function attackAction(name: string, rest: string, uses: number | null): string | null {
  let body = rest.trim();
  let cost = "attack action";
  const lead = /^(replaces turn|minor action)\s*[:;,.]\s*/i.exec(body);
  if (lead) {
    cost = lead[1]!.toLowerCase();
    body = body.slice(lead[0].length);
  }
  let recharge = "";
  const r = /^(.*?)[.;]?\s*RECHARGE ((?:when|at) .+?)\.?$/i.exec(body);
  if (r) {
    const p = rechargePhrase(r[2]!);
    if (!p) return null;
    recharge = p;
    body = r[1]!;
  }
  // "Make 1 Icingdeath attack and 1 Twinkle attack": each attack is made.
  body = body.replace(/\band (1|a|an|one) ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) attack\b/g, "and make 1 $2 attack");
  const effects = effectSentences(body);
  if (!effects) return null;
  // Without an action of its own, "Make 2 basic melee attacks" is the basic attack made again (attack.ts), or nothing to read.
  if (!lead && / basic /.test(effects)) return null;
  return `power ${quoted(name)}${uses ? ` uses ${uses}` : ""}${recharge}: ${cost}: ${effects}`;
}
