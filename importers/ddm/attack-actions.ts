// An Attacks-section entry that makes other attacks of the card rather than rolling its
// own: "Make 2 {m} attacks", "Replaces turn: Make 4 {b} attacks", "Make 1 Icingdeath attack
// and 1 Twinkle attack". It is a power used as the action it costs (an attack action
// unless the card says otherwise) whose effects make those attacks, each as the card says.
// ddm-battle-rules-2011.txt § Actions (Attack Action); § Making an Attack; § Powers and Effects (Replaces-Action Powers)
import { effectSentences } from "./activated.js";
import { rechargePhrase } from "./attack-recharge.js";
import { quoted } from "./text.js";

/** The power's line, or null when the entry is not only attacks made. */
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
  if (!effects || !effects.split(" and ").every((e) => /^this creature makes /.test(e))) return null;
  // Without an action of its own, "Make 2 basic melee attacks" is the basic attack made again (attack.ts), or nothing to read.
  if (!lead && / basic /.test(effects)) return null;
  return `power ${quoted(name)}${uses ? ` uses ${uses}` : ""}${recharge}: ${cost}: ${effects}`;
}
