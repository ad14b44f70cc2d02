// Healing at the start of each of a creature's turns for a while: "1 adjacent ally heals 10
// HP at start of each of its turns until that ally moves" (compiler/primitives/turn-start-healing.ts).
// ddm-battle-rules-2011.txt § Start of Turn Phase (Resolve Other Effects); § Hit Points (Healing)
import { duration } from "./effects.js";
import { subjectOf } from "./phrases.js";

/** The language's effect for one such sentence, or null when it is not one. */
export function turnStartHealing(sentence: string): string | null {
  const m = /^(.+?) (?:heals?|regains?) (\d+)(?: hp| hit points)? at (?:the )?start of (?:each of )?(?:its|their) turns?,? (until .+)$/i.exec(sentence.trim().replace(/\.$/, ""));
  if (!m) return null;
  const who = subjectOf(m[1]!);
  // "until that ally moves": until the creature holding it moves.
  const d = duration(m[3]!.replace(/^until (?:that (?:ally|enemy|creature)|it|they) (moves?|move)$/i, "until it moves"));
  if (!who || !d) return null;
  const one = /^(?:one |this creature|that |nearest )/.test(who);
  return `${who} ${one ? "gets" : "get"} heals ${m[2]} at start of its turn ${d}`;
}
