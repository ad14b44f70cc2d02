// A bonus for allies, larger for the allies of a keyword: "Each ally has +5 Damage while
// charging. Each Ogre ally has +10 Damage while charging instead", "each ally has +2 AC,
// or +3 AC instead if a Dwarf ally". Said again as the smaller bonus for the allies
// without the keyword and the larger for those with it, so no one has both.
// ddm-battle-rules-2011.txt § Bonuses and Penalties
import { sentences } from "./text.js";

const allies = String.raw`(each ally|allies|all allies) (?:has|have) \+(\d+) `;

/** What the bonus is to, without its duration: "Speed until end of round" is the Speed said before. */
const bare = (what: string) => what.replace(/,?\s+until .+$/i, "").toLowerCase();

const joined = (said: string[]) => said.map((x) => x.replace(/\.?$/, ".")).join(" ");

/** The two bonuses, each for its own allies, said in the words of the first. */
function split(lead: string, kind: string, small: string, large: string, what: string): string[] {
  return [`${lead}Non-${kind} allies have +${small} ${what}`, `${lead}${kind} allies have +${large} ${what}`];
}

/**
 * "1 ally adjacent to this creature heals 10 HP, or 20 HP instead if a Dwarf ally": one ally
 * healed, more if it has the keyword; said as one of two heals, each for its own allies.
 * ddm-battle-rules-2011.txt § Healing
 */
function healRefinement(one: string): string | null {
  const m = /^(?:an?|1|one) (adjacent ally|ally adjacent to (?:this creature|it)|ally within \d+ squares?(?: of (?:this creature|it))?) (heals|regains) (\d+) (HP|hit points),? or (\d+) (?:HP |hit points )?instead if (?:it is )?an? ([A-Z][\w'-]*) ally$/i.exec(one);
  if (!m) return null;
  const [, where, verb, small, unit, large, kind] = m;
  const at = where!.replace(/^adjacent ally$/i, "ally adjacent to this creature");
  return `1 non-${kind} ${at} ${verb} ${small} ${unit}, or 1 ${kind} ${at} ${verb} ${large} ${unit}`;
}

/** The text with the bonus said apart for the keyword's allies; null when it has no such refinement. */
export function keywordRefinement(text: string): string | null {
  // Every refinement is the larger bonus "instead": other texts are not split into sentences and tried.
  if (!/instead/i.test(text)) return null;
  const said = sentences(text.trim());
  for (let k = 0; k < said.length; k++) {
    const one = said[k]!.replace(/\.$/, "");
    const healed = healRefinement(one);
    if (healed) {
      said.splice(k, 1, healed);
      return joined(said);
    }
    // "…, or +3 AC instead if a Dwarf ally": the refinement said in the same sentence.
    const inline = new RegExp(`^(.*?)${allies}(.+?),? or \\+(\\d+) \\4 instead if (?:it is )?an? ([A-Z][\\w'-]*) ally$`, "i").exec(one);
    if (inline) {
      const [, lead, , n, what, m, kind] = inline;
      said.splice(k, 1, ...split(lead!, kind!, n!, m!, what!));
      return joined(said);
    }
    // "Each Ogre ally has +10 Damage while charging instead", after the sentence it refines.
    const after = /^(?:[Ee]ach ([A-Z][\w'-]*) ally|([A-Z][\w'-]*) allies) (?:has|have) \+(\d+) (.+?),? instead$/.exec(one);
    const before = after && k > 0 ? new RegExp(`^(.*?)${allies}(.+?)\\.?$`, "i").exec(said[k - 1]!) : null;
    if (after && before && bare(before[4]!) === bare(after[4]!)) {
      said.splice(k - 1, 2, ...split(before[1]!, after[1] ?? after[2]!, before[3]!, after[3]!, before[4]!));
      return joined(said);
    }
  }
  return null;
}
