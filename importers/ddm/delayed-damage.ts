// Damage held over a creature until the end of its next turn, dealt then if a state holds:
// "At end of that enemy's next turn, if it is not adjacent to this creature, it takes 15
// damage", "on its next turn, that enemy takes 10 radiant Damage at end of its turn if it
// does not attack this creature" (compiler/primitives/delayed-effects.ts).
// ddm-battle-rules-2011.txt § Conditions (Duration: End of Next Turn); § Applying Damage
import { conditionName, effectPart } from "./effects.js";

const who = String.raw`(?:that|the chosen) (?:enemy|creature|ally)`;
const its = String.raw`(?:its|that (?:enemy|creature|ally)'s|the chosen (?:enemy|creature|ally)'s)`;

/** The state the damage waits on, in the language's words; null for one not read. */
function stateOf(raw: string): string | null {
  const s = raw.trim().toLowerCase();
  if (/^(?:it|that (?:enemy|creature)) is (?:not|no longer) adjacent to this creature$/.test(s)) return "not adjacent to this creature";
  if (/^(?:it|that (?:enemy|creature)) (?:does not|did not|doesn't|didn't) (?:attack|make an attack against|target) this creature(?: (?:on |during )?(?:that|this) turn)?$/.test(s)) return "it did not attack this creature this turn";
  return null;
}

/** The language's effect for one such sentence, or null when it is not one. */
export function delayedDamage(sentence: string): string | null {
  // Both forms wait for a "next turn": other sentences are not tried.
  if (!/next turn/i.test(sentence)) return null;
  const t = sentence.trim().replace(/\.$/, "");
  // "At end of that enemy's next turn, if it is not adjacent to this creature, it takes 15 damage".
  const first = new RegExp(`^at (?:the )?end of ${its} next turn, if (?<state>.+?), (?:it|${who}) takes? (?<damage>.+)$`, "i").exec(t)?.groups;
  // "on its next turn, that enemy takes 10 radiant Damage at end of its turn if it does not attack this creature",
  // "that enemy takes 15 damage at end of its next turn if it is not adjacent to this creature".
  const after = new RegExp(`^(?<lead>on ${its} next turn, )?${who} takes? (?<damage>.+?) at (?:the )?end of its (?<next>next )?turn,? if (?<state>.+)$`, "i").exec(t)?.groups;
  const m = first ?? (after && (after.lead ? !after.next : after.next) ? after : undefined);
  if (!m) return null;
  const side = /\b(enemy|creature|ally)\b/i.exec(`${m.lead ?? ""} ${t.slice(0, t.toLowerCase().indexOf(" takes"))}`)?.[1]?.toLowerCase() ?? "creature";
  const state = stateOf(m.state!);
  const amount = /^\d+(?: \w+)? damage$/i.test(m.damage!.trim()) ? effectPart(m.damage!, "") : null;
  return state && amount ? `that ${side} takes ${amount} at end of its next turn if ${state}` : null;
}

/** Where a creature must end its next turn for a condition held over it: "within 3 squares of this creature", "adjacent to this creature". */
function endsWhere(raw: string): string | null {
  const s = raw.trim().toLowerCase();
  const within = /^within (\d+) squares? of this creature$/.exec(s);
  if (within) return `within ${within[1]} squares of this creature`;
  return s === "adjacent to this creature" ? s : null;
}

/**
 * "target is Stunned if it ends its next turn within 3 squares of this creature": the
 * condition, given as that turn ends if it is still there (compiler/primitives/delayed-effects.ts).
 */
export function delayedCondition(part: string): string | null {
  const m = /^(?:the )?(target|that enemy) is ([A-Z][a-z]+) if it ends its next turn (.+)$/i.exec(part.trim().replace(/\.$/, ""));
  const condition = m ? conditionName(m[2]!) : null;
  const where = m ? endsWhere(m[3]!) : null;
  return condition && where ? `${m![1]!.toLowerCase()} is ${condition} at end of its next turn if ${where}` : null;
}
