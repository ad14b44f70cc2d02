// Attacks printed inside a triggered power, with their own roll and effects: "…: +11 vs.
// AC against the same creature; 10 Damage", "Make a followup attack, +12 vs. Fortitude;
// Helpless", "(burst 1) Immediate, when destroyed: +11 vs. DEF(Ref); 20 fire Damage",
// "Roll +11 vs. Reflex against that enemy. On hit, that enemy takes 10 fire damage",
// "Attack each adjacent enemy, +26 vs. AC; 20 Damage". The attack becomes one of the
// card's, written `by power only` under the power's name, and the power makes it.
// ddm-battle-rules-2011.txt § Making an Attack; § Powers and Effects
import { translateAttack } from "./attack.js";
import { quoted } from "./text.js";
import { pattern } from "./patterns.js";

const roll = String.raw`\+\d+ vs\.? (?:AC|Fort\w*|Ref\w*|Will|DEF\((?:Fort|Ref|Will)\))`;

/** Whom the power aims the attack at, as the language's subjects say it; undefined when the card names someone else. */
function whomOf(raw: string | undefined): string | null | undefined {
  if (raw === undefined) return null;
  const w = raw.trim().replace(/\s+/g, " ").toLowerCase();
  if (/^(?:the same (?:creature|target|enemy)|(?:the |that )?target(?: of (?:that|the) attack)?)$/.test(w)) return "target";
  if (/^(?:that|the) enemy$|^(?:the )?attacker$/.test(w)) return "that enemy";
  // "1 adjacent enemy": any the player picks among those a melee attack reaches (reach 1).
  if (/^(?:1|one|an?) adjacent enemy$/.test(w)) return null;
  return undefined;
}

/** The printed forms: whom the attack is aimed at (as the card says it) and the attack's own text. */
function printed(effects: string): { whom?: string; body: string; followup: boolean } | null {
  const t = effects.trim().replace(/\s+/g, " ");
  let m = pattern(`^makes? (?:an?|1|one) (additional |extra |followup |follow-up )?attack(?: against (.+?))?\\s*[:;,]\\s*(${roll}.+)$`, "i").exec(t);
  if (m) return { ...(m[2] ? { whom: m[2] } : {}), body: m[3]!, followup: !!m[1] };
  m = pattern(`^(${roll}) (?:against|vs\\.?) (.+?)\\s*[;,]\\s*(.+)$`, "i").exec(t);
  if (m) return { whom: m[2]!, body: `${m[1]}; ${m[3]}`, followup: false };
  // "Roll +11 vs. Reflex against that enemy. On hit, that enemy takes 10 fire damage": the effects are the hit's, on the target.
  m = pattern(`^roll (${roll}) (?:against|vs\\.?) (.+?)\\.\\s*on (?:a )?(?:hit|success),?\\s*(.+)$`, "i").exec(t);
  if (m) return { whom: m[2]!, body: `${m[1]}; ${m[3]!.replace(/^(?:that|the) (?:enemy|creature|target) (?:takes |is )?/i, "")}`, followup: false };
  // "Attack each adjacent enemy, +26 vs. AC; 20 Damage": one roll against each (the attack reading's own form).
  m = pattern(`^attack each adjacent enemy\\s*[,:;]\\s*(${roll}.+)$`, "i").exec(t);
  if (m) return { body: `Make 1 attack against each adjacent enemy, ${m[1]}`, followup: false };
  return pattern(`^${roll}`, "i").test(t) ? { body: t, followup: false } : null;
}

/**
 * "Move up to Speed and attack each enemy adjacent to squares the creature enters; +11 vs.
 * Reflex; 15 fire Damage": an attack with a move of its own printed as a power's effect (a
 * power used as an action), with the power's effect that makes it; null unless the text is
 * one. ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack; § Powers and Effects
 */
export function movingPowerAttack(name: string | null, effects: string): { effect: string; attack: string } | null {
  if (!name) return null;
  const line = translateAttack(name, effects, { basic: false, uses: null, reach: null });
  if (!line || !/^attack melee (?:during|after) (?:moving|shifting)\b/.test(line)) return null;
  return { effect: `this creature makes ${quoted(name)} attack`, attack: line.replace(` ${quoted(name)}`, ` by power only ${quoted(name)}`) };
}

/**
 * The power's effect and the attack line, when the effects are one attack with its own
 * roll (`shape` is a close shape printed before the power, "(burst 1) "); else null.
 */
export function powerAttack(name: string | null, effects: string, shape: string): { effect: string; attack: string } | null {
  if (!name) return null;
  const p = printed(effects);
  if (!p) return null;
  // A followup is made against the creature of the attack before it (§ Attack Roll, Followup Attack).
  const whom = p.whom === undefined && p.followup ? "target" : whomOf(p.whom);
  if (whom === undefined) return null;
  const line = translateAttack(name, `${shape}${p.body}`, { basic: false, uses: null, reach: null });
  if (!line || / make \d+ attacks\b/.test(line)) return null;
  const attack = line.replace(` ${quoted(name)}`, ` by power only ${quoted(name)}`);
  return { effect: `this creature makes ${quoted(name)} attack${whom ? ` against ${whom}` : ""}`, attack };
}
