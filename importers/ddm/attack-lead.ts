// What a card prints before an attack's roll: parenthesised parts ("(reach 2)",
// "(minor action, range 3)", "(Medium or smaller target only)") and prefixes
// ("Minor action:", "Provokes opportunity attacks.", "Use only while bloodied:"),
// in any order and any mix. Each is read as one part; the parts are then read as the
// attack header's words.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Actions; § Opportunity Attacks
import { countOf, rewritten, type Rewrite } from "./text.js";

/** Printing slips of the card lists, mended before reading (spelling only, never meaning). */
export function tidyAttack(text: string): string {
  return rewritten(text, attackSlips);
}

/** The slips tidyAttack mends, in turn, each with words one of which its every match has (text.ts, rewritten). */
const attackSlips: Rewrite[] = [
  // "15 Damagee", "10 damamge", "1o damage".
  [/\bdam(?:agee|amge|gae|ge)\b/gi, "damage", "dam"],
  [/\b(\d)o (damage|\w+ damage)\b/gi, "$10 $2", "o "],
  [/\bRefex\b/g, "Reflex", "refex"],
  // "ongoing 5 ongoing fire damage": the word printed twice.
  [/\bongoing (\d+) ongoing\b/gi, "ongoing $1", "ongoing"],
  // "push 3squares".
  [/\b(\d+)squares\b/g, "$1 squares", "squares"],
  [/\bForitude\b/gi, "Fortitude", "foritude"],
  // "+11vs. AC", "radius 1 with 10", "(radius 1 within 10))".
  [/(\d)vs\b/gi, "$1 vs", "vs"],
  // "make a {b}attack": the glyph printed against the next word.
  [/\b(melee|ranged)attack/gi, "$1 attack", ["meleeattack", "rangedattack"]],
  [/\b(radius|burst) (\d+) with (\d+)\b/gi, "$1 $2 within $3", " with "],
  [/\)\)/g, ")", "))"],
  // "20 acid damage; RECHARGE when first Bloodied": the recharge is a sentence of its own.
  [/\s*;\s*(?=RECHARGE\b)/gi, ". ", "recharge"],
  // "AND Followup. Followup: …", "Followup Followup:", "Followup; Followup:".
  [/\bFollowup\s*[.;:]?\s+Followup:/gi, "Followup:", "followup"],
  // "RECHARGE i this creature …": the "if" printed short.
  [/\bRECHARGE i (?=this\b)/g, "RECHARGE if ", "recharge i "],
  // "…; then, hit or miss, …": the hit-or-miss effects are a sentence of their own.
  [/\s*;\s*then,? (hit or miss)\s*,/gi, ". Hit or miss,", "then"],
  // "-2AC": the number printed against its statistic.
  [/([+-]\d+)(AC|Attack|Fort|Ref|Will|Speed)\b/g, "$1 $2"],
  // "-2 attack (until end of battle)": a duration printed in parentheses.
  [/\s*\((until end of (?:battle|round|its next turn))\)/gi, " $1", "(until end of "],
  // "push 2 target up to squares": the number printed before its place.
  [/\b(push|pull|slide) (\d+) target up to squares\b/gi, "$1 target up to $2 squares", " target up to squares"],
  // "… AND this creature heals 5 for each target destroyed.": a sentence of its own (attack.ts perTarget).
  [/\s+AND (this creature (?:heals|regains) \d+(?: hp| hit points)? for each target (?:hit|destroyed))(?=\.|$)/i, ". $1", "and this creature"],
  // "; on a hit, make a second ranged attack. (maximum 2 attacks/turn)": this attack made again on a hit, up to that many a turn.
  [/\s*;\s*on a hit,? make a second (?:melee |ranged )?attack\.?\s*(\((?:max(?:imum)?\.? )?\d+ attacks? ?(?:\/|per) ?turn\))/gi, " AND make this attack again $1", "on a hit"],
];

/** Prefixes printed before the roll, each as the part it would be inside parentheses. */
const prefixes: [RegExp, (m: RegExpExecArray) => string[]][] = [
  [/^minor action(,? once per turn)?\s*[:;,.]?\s+/i, (m) => ["minor action", ...(m[1] ? ["once per turn"] : [])]],
  [/^(roll \dd20,? (?:and )?use (?:the )?high(?:er|est)(?: result)?)\s*[:;,.]\s*/i, (m) => [m[1]!.toLowerCase()]],
  [/^(does not provoke opportunity attacks|provokes opportunity attacks)\s*[.:;,]\s*/i, (m) => [m[1]!.toLowerCase()]],
  [/^(?:usable|may be used|can be used) (?:on|for|as) (?:an? )?opportunity attacks?\s*[.:;,]\s*/i, () => ["usable on opportunity attacks"]],
  // "Treats targets with an AC of greater than 25 as AC 25:": the attack's own cap on that defence (attack.ts puts it in "with:").
  [
    /^treats targets with an? (ac|fort|ref|will)\w* of (?:greater than|more than|higher than|above) (\d+) as (?:an? )?(ac|fort|ref|will)\w* (\d+)\s*[:;,.]\s*/i,
    (m) => [m[1]!.toLowerCase() === m[3]!.toLowerCase() && m[2] === m[4] ? `target ${m[1]!.toLowerCase() === "ac" ? "AC" : `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1).toLowerCase()}`} counts as at most ${m[2]}` : "defence cap unread"],
  ],
  [/^(immobilized|dazed|stunned|slowed|helpless|weakened|bloodied) targets? only\s*[.:;,]\s*/i, (m) => [`${m[1]!.toLowerCase()} target only`]],
  [/^(?:use|usable) only (?:while|if|when) (?:this creature is )?not adjacent to (?:any )?enem(?:y|ies)\s*[:;,.]\s*/i, () => ["only while not adjacent to any enemy"]],
  [/^(?:use|usable) only (?:while|if|when) (?:this creature is )?(not )?bloodied\s*[:;,.]\s*/i, (m) => [`only while ${m[1] ? "not " : ""}bloodied`]],
  [
    /^(?:use|usable) only (?:when|while|if) (?:(?:the )?target grants (?:this creature|it) combat advantage|this creature has combat advantage (?:against|vs\.?) (?:the |its )?target)\s*[:;,.]\s*/i,
    () => ["combat advantage vs target only"],
  ],
  // Any other state of the creature: "Use only while damaged:", "Only while adjacent to a wall.", "Use while not bloodied:" (read by the header).
  [/^(?:(?:use|usable) only|only|use) (?:while|if) ([^:;.()]+?)\s*[:;,.]\s*/i, (m) => [`only while ${m[1]!.trim()}`]],
];

/** "Demon", "Devil", "or Planar target only": a list of words split at its commas, put back together. */
function joinLists(parts: string[]): string[] {
  const out: string[] = [];
  for (const p of parts) {
    let k = out.length;
    if (/^(?:or|and) /i.test(p)) while (k > 0 && /^[A-Z][\w-]*$/.test(out[k - 1]!)) k--;
    if (k < out.length) out.splice(k, out.length - k, `${out.slice(k).join(", ")}, ${p}`);
    else out.push(p);
  }
  return out;
}

export interface Lead {
  /** The parts, lower case, in the order printed. */
  parts: string[];
  /** The text after them (the roll, or "Make 2 attacks…"). */
  rest: string;
}

/** The first of the prefixes that opens the text: its parts and its length; null for none (the later ones are not tried). */
function leadPrefix(text: string): { parts: string[]; length: number } | null {
  // Each prefix opens with a letter; most texts here open with the roll ("+13 vs. AC").
  if (!/^[a-z]/i.test(text)) return null;
  for (const [re, f] of prefixes) {
    const m = re.exec(text);
    if (m) return { parts: f(m), length: m[0].length };
  }
  return null;
}

/** Peel parentheses and prefixes off the front of an attack's text. */
export function peelLead(text: string): Lead {
  const parts: string[] = [];
  let rest = text.trim();
  for (;;) {
    const paren = /^\(([^()]*)\)\s*[:;,]?\s*/.exec(rest);
    if (paren) {
      parts.push(...joinLists(paren[1]!.split(/\s*[,;]\s*/).filter((p) => p.trim() !== "").map((p) => p.trim())));
      rest = rest.slice(paren[0].length);
      continue;
    }
    const prefix = leadPrefix(rest);
    if (!prefix) break;
    parts.push(...prefix.parts);
    rest = rest.slice(prefix.length);
  }
  return { parts, rest };
}


/**
 * A part that is a header word of the language, as those words; null when it is not
 * one of them (a shape, a target state and unknown parts are read elsewhere).
 */
export function flagWords(part: string): string | null {
  const p = part.toLowerCase().replace(/\.$/, "");
  if (p === "minor action") return " minor action";
  if (p === "once per turn") return " once per turn";
  // ddm-battle-rules-2011.txt § Opportunity Attacks: the card's word overrides the attack kind's default.
  if (p === "provokes opportunity attacks") return " provokes";
  if (p === "does not provoke opportunity attacks") return " does not provoke";
  // Card text: an opportunity attack may be made with it, not only with a basic attack.
  if (p === "usable on opportunity attacks") return " usable on opportunity attacks";
  // ddm-battle-rules-2011.txt § Combat Advantage: usable only against a target granting it.
  if (/^(?:combat advantage (?:vs\.?|against) (?:the )?target only|only with combat advantage (?:vs\.?|against) (?:the )?target|targets? granting (?:this creature |it )?combat advantage only)$/.test(p)) {
    return " against targets granting combat advantage only";
  }
  // "(scores critical on natural 18+)": a wider critical range (§ Attack Roll, Critical Hit).
  const crit = /^scores? critical(?: hit)?s? on (?:rolls of )?(?:a )?natural (\d+)(?:\+| or (?:higher|more)|-20)$/.exec(p);
  if (crit) return ` critical on ${crit[1]}`;
  if (p === "reroll once on miss" || p === "re-roll once on miss") return " reroll on miss";
  // "(2 targets)": one attack against each of that many targets (§ Attack Roll, Repeated Attacks).
  const targets = /^(\d|two|three) targets$/.exec(p);
  if (targets) return ` make ${countOf(targets[1]!)} attacks different targets`;
  // "(roll 2d20 and use the higher)": the highest of N d20s is the attack roll.
  const best = /^roll (\d)d20,? (?:and )?use (?:the )?high(?:er|est)(?: result| one)?$/.exec(p);
  if (best) return ` best of ${best[1]}`;
  // "(make two attacks against 1 target)", "(attack target twice)": repeated attacks (§ Attack Roll).
  const twice = /^(?:make (\w+) attacks(?:,? (?:each )?against (?:the same|1|a single|one) target)?|attack (?:the )?target twice)$/.exec(p);
  if (twice) {
    const n = twice[1] ? countOf(twice[1]) : "2";
    if (!/^\d+$/.test(n)) return null;
    return ` make ${n} attacks${/target/.test(p) && n !== "1" ? " same target" : ""}`;
  }
  return null;
}
