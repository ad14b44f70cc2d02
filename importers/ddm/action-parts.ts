// Effect wordings of powers used as actions or at a moment that the common readings do not
// know: "it may not attack or be attacked until …", "an adjacent enemy provokes opportunity
// attacks", and, at set-up, "has maximum 30 HP instead of 20 HP". Each is said in the
// language's words, or null when the wording is not that.
// ddm-battle-rules-2011.txt § Powers and Effects; § Opportunity Attacks; § Set-Up (Set-Up Powers)
import { duration } from "./effects.js";
import { gatePhrase, subjectOf } from "./phrases.js";

/**
 * "Until start of this creature's next turn, it may not attack or be attacked": it makes no
 * attack and no attack may target it, both for the duration said.
 * ddm-battle-rules-2011.txt § How to Choose Targets; § Core Rules and Exceptions
 */
export function apartFromAttacks(sentence: string): string | null {
  let t = sentence.trim().replace(/\.$/, "");
  const lead = /^(until [^,]+), (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  const m = /^(?:this creature|it) (?:may not|cannot|can't) attack or be attacked (until .+)$/i.exec(t);
  const d = m ? duration(m[1]!) : null;
  return d ? `this creature cannot attack ${d} and this creature gets cannot be targeted by attacks ${d}` : null;
}

/**
 * "This creature has combat advantage with any attacks made this turn": against every target
 * it attacks until the turn ends. ddm-battle-rules-2011.txt § Combat Advantage
 */
export function advantageThisTurn(part: string): string | null {
  const m = /^(?:this creature )?(?:has|gains) combat advantage (?:with|on|for) (?:any|all|its) attacks(?: (?:it makes|made))?(?: this turn)?$/i.exec(part.trim().replace(/\.$/, ""));
  return m ? "this creature gets combat advantage against any target until end of turn" : null;
}

/**
 * "Choose any number of enemies that cannot see this creature; +10 Damage against those
 * enemies until end of turn": its player would choose every one, so the bonus is against each
 * target that cannot see it. ddm-battle-rules-2011.txt § Bonuses and Penalties; § How to Choose Targets (Line of Sight)
 */
export function againstAllChosen(text: string): string | null {
  const m = /^choose any number of enemies (?:that|who) (?:cannot see|can't see|do(?:es)? not have line of sight to) (?:this creature|it)\s*[;:,.]\s*([+-]\d+) (attack|damage) against (?:those|the chosen) enemies (until .+?)\.?$/i.exec(text.trim());
  const d = m ? duration(m[3]!) : null;
  return d ? `this creature gets ${m![1]} ${m![2]!.toLowerCase()} against targets that cannot see this creature ${d}` : null;
}

/** Every order of the items (two or three of them). */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * "Make a Claw attack, make a Spike attack, and shift 1 square (in any order)": the parts in
 * the order its player picks as the power resolves, each order one alternative.
 * ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects
 */
export function inAnyOrder(text: string, read: (part: string) => string | null): string | null {
  const m = /^(.+?)\s*\(in any order\)\.?$/i.exec(text.trim());
  const parts = m ? m[1]!.split(/,? and |, /i) : [];
  if (parts.length < 2 || parts.length > 3) return null;
  const said = parts.map(read);
  if (said.some((p) => p === null || / (?:and|or) |^(?:choose one|either|roll d20) /.test(p))) return null;
  return `choose one ${orders(said as string[]).map((o) => `(${o.join(" and ")})`).join(" or ")}`;
}

/**
 * "An adjacent enemy of level 5 or lower provokes opportunity attacks": the creatures able to
 * may make an opportunity attack against it now. ddm-battle-rules-2011.txt § Opportunity Attacks
 */
export function provoked(part: string): string | null {
  const m = /^(.+?) provokes opportunity attacks$/i.exec(part.trim().replace(/\.$/, ""));
  const who = m && !/^(?:this creature|it)$/i.test(m[1]!) ? subjectOf(m[1]!) : null;
  return who ? `${who} provokes opportunity attacks` : null;
}

/**
 * "This creature has maximum 30 HP instead of 20 HP (and is bloodied at 15 HP instead of 10
 * HP)", said of a set-up power: the hit points gained then raise the maximum, and the
 * bloodied score is half the new maximum, so it is said as bonus hit points gained; a
 * bloodied score that is not that half is not read. ddm-battle-rules-2011.txt § Hit Points (Set-Up Effects)
 */
export function raisedMaximum(sentence: string): string | null {
  const hp = "(?: HP| hit points)?";
  const m = new RegExp(`^(?:this creature )?has (?:a )?maximum (?:of )?(\\d+)${hp} instead of (\\d+)${hp}(?:,? and (?:is )?bloodied at (\\d+)${hp} instead of (\\d+)${hp})?$`, "i").exec(
    sentence.trim().replace(/\.$/, ""),
  );
  if (!m) return null;
  const [to, from] = [Number(m[1]), Number(m[2])];
  if (to <= from || (m[3] && Number(m[3]) * 2 !== to) || (m[4] && Number(m[4]) * 2 !== from)) return null;
  return `this creature gains ${to - from} bonus hp`;
}

/**
 * "This creature loses Reach 2 until end of battle": the reach printed on its attacks no
 * longer counts for a while. ddm-battle-rules-2011.txt § Melee Attacks (Range)
 */
export function lostReach(part: string): string | null {
  const m = /^(?:this creature |it )?loses reach(?: \d+)? (until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const d = m ? duration(m[1]!) : null;
  return d ? `this creature gets loses reach ${d}` : null;
}

/**
 * "This creature can make only basic attacks until end of battle": every other attack is
 * forbidden for a while, as Dominated says it ("cannot make non-basic attacks"); "only basic
 * melee attacks" forbids its ranged ones too.
 * ddm-battle-rules-2011.txt § Basic Attacks; § Conditions (Dominated)
 */
export function onlyBasicAttacks(part: string): string | null {
  const m = /^(?:this creature |it )?(?:can|may) (?:make|use) only basic( melee)? attacks (until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const d = m ? duration(m[2]!) : null;
  // "only basic melee attacks" (the glyph said in words): its basic ranged attacks too are forbidden.
  return d ? `this creature cannot make non-basic attacks ${d}${m![1] ? ` and this creature cannot make ranged attacks ${d}` : ""}` : null;
}
