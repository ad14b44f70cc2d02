// Parts of an attack's hit text and later sentences that are properties of the attack,
// not effects on its target: "reroll once on miss", "scores criticals on natural 19+",
// effects only on a critical hit or once the hit destroys its target, "after resolving all attacks".
// ddm-battle-rules-2011.txt § Attack Roll (Critical Hit); § Powers and Effects (Cancellation Effects)
import { counterPart } from "./counters.js";

export interface Extras {
  /** The hit text left once the attack's properties are taken out. */
  hitText: string;
  /** Header words: " reroll on miss", " critical on 19". */
  words: string;
  /** Effects on a critical hit, as card text. */
  critical: string | null;
  /** Effects once the hit has destroyed its target, as card text. */
  destroyed: string | null;
}

const reroll = /(?:,|;|\s+and)\s*re-?roll(?: the attack)?(?: once)? on (?:a )?miss$/i;
const critRange = /(?:,|;)\s*scores? critical(?: hit)?s? on (?:attack )?(?:rolls of )?(?:a )?natural (\d+)(?:\+| or (?:higher|more)|-20)$/i;
const critLead = /(?:,|;|\s+and)\s*on (?:a )?critical(?: hit)?,?\s+([^;]+)$/i;
const critTail = /(?:,|;|\s+and)\s*([^,;]+?) on (?:a )?critical(?: hit)?$/i;
/** "if this attack destroys the target", "if target is destroyed by this attack", "if this attack reduces the target to 0 HP". */
const destroys = String.raw`if (?:this attack destroys (?:the )?target|(?:the )?target is destroyed by this attack|this attack reduces (?:the )?target to 0 (?:hp|hit points))`;
const destroyedTail = new RegExp(String.raw`(?:,|;|\s+and)\s*${destroys},?\s+([^;]+)$`, "i");
const destroyedSentence = new RegExp(String.raw`^${destroys},?\s+(.+)$`, "i");

/** "target is also Stunned", "target also Immobilized" → "target is Stunned". */
const plainCritical = (t: string) => t.replace(/\b(is|are) also\b/i, "$1").replace(/^target also\b/i, "target is");

/** "…, reroll once on miss", "…; scores criticals on rolls of natural 19+", "… AND 10 ongoing damage on a critical hit". */
export function hitExtras(text: string): Extras {
  let hitText = text.trim();
  let words = "";
  let critical: string | null = null;
  let destroyed: string | null = null;
  for (;;) {
    let m: RegExpExecArray | null;
    if ((m = reroll.exec(hitText))) words += " reroll on miss";
    else if (destroyed === null && (m = destroyedTail.exec(hitText))) destroyed = m[1]!;
    else if ((m = critRange.exec(hitText))) words += ` critical on ${m[1]}`;
    else if (critical === null && ((m = critLead.exec(hitText)) ?? (m = critTail.exec(hitText)))) critical = plainCritical(m[1]!);
    else break;
    hitText = hitText.slice(0, m.index).trim();
  }
  return { hitText, words, critical, destroyed };
}

/** A later sentence that is an attack property: " reroll on miss", the critical effects, or the effects once the target is destroyed (and otherwise). */
export function sentenceExtra(sentence: string): { words?: string; critical?: string; destroyed?: string; survived?: string } | null {
  const s = sentence.trim();
  const gone = destroyedSentence.exec(s);
  // "…; otherwise, place this creature adjacent to target": the target not destroyed, by a hit or a miss.
  const otherwise = gone ? /^(.+?)[;,.]\s*otherwise,?\s+(.+)$/i.exec(gone[1]!) : null;
  if (otherwise) return { destroyed: otherwise[1]!, survived: otherwise[2]! };
  if (gone) return { destroyed: gone[1]! };
  if (/^on (?:a )?miss,? re-?roll(?: the attack)?(?: once)?(?:,? instead)?(?: \(once per turn\))?$/i.test(s)) return { words: " reroll on miss" };
  const crit = /^on (?:a )?critical(?: hit)?,? (.+)$/i.exec(s);
  if (crit) return { critical: plainCritical(crit[1]!) };
  return null;
}

/**
 * "Hit or miss, this creature shifts 3 squares after resolving all attacks" → the effect,
 * once for the action; "push each target up to 2 squares after resolving all attacks" →
 * the effect on each target, after every roll (`onTargets`).
 */
export function afterAll(text: string): { text: string; onTargets: boolean } | null {
  const m = /^(.+?),? after (?:resolving all attacks|all attacks are resolved|resolving (?:the )?attacks?)$/i.exec(text.trim()) ?? /^after (?:resolving all attacks|all attacks are resolved),? (.+)$/i.exec(text.trim());
  if (!m) return null;
  // Subjects other than the targets ("this creature", "each adjacent creature", "each enemy within 2 squares of this creature").
  if (/^(?:this creature|each ally|allies|each \w+ ally|each adjacent (?:creature|enemy|ally)|each (?:creature|enemy|ally) (?:adjacent to|within \d+ squares? of) this creature)\b/i.test(m[1]!)) return { text: m[1]!, onTargets: false };
  // "remove 1 Soul Shroud counter from this creature": counters on the attacker, once for the action.
  if (counterPart(m[1]!)) return { text: m[1]!, onTargets: false };
  // "push each target up to 2 squares", "each level 3 and lower target is Dominated": each creature attacked.
  return /\btargets?\b/i.test(m[1]!) ? { text: m[1]!.replace(/\b(push|pull|slide) each target\b/i, "$1 target"), onTargets: true } : null;
}
