// An Attacks-section entry that makes two of its card's attacks in turn: "Make a Bite and a
// Claws attack against the same target", "Make 1 Greatsword attack and 1 Shield Bash attack
// against the same target", "Make a Maul attack, then make an Axe attack against a different
// target", "Make a basic melee attack and Poison Bite". The first attack is made as the card
// prints it, under this entry's name; once it has resolved, hit or miss, the second is made
// as part of the same action ("hit or miss: then make "Claws" attack against same target").
// ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks); § Making an Attack
import type { AttackContext } from "./attack.js";
import { attackAction } from "./attack-actions.js";
import { peelLead, tidyAttack } from "./attack-lead.js";
import { countOf, quoted, sentences } from "./text.js";

type Translate = (name: string, rest: string, ctx: AttackContext) => string | null;

const one = String.raw`(?:a|an|1|one)`;
const named = String.raw`([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}|basic melee)`;
// "Make 2 basic melee attacks and a Sting attack, all against the same target": the basic attack made that many times first.
const pairRe = new RegExp(String.raw`^[Mm]ake (?:${one} ${named}|(2|two|3|three) basic melee)(?: attacks?)?,? (?:and|then make) (?:${one} )?${named}(?: attack)?(?:,? (?:all |both |each )?against (?:the |a )?(same|different) target)?$`);

/** "Make" or "make", which both forms here open with once the lead is peeled. */
const makes = /[Mm]ake /;

/** An attack of the card by the name printed ("basic melee" for its basic attack): its text after the name, or null. */
function textOf(which: string, name: string, ctx: AttackContext): string | null {
  if (which === "basic melee") return ctx.basic ? null : (ctx.basicText ?? null);
  if (which.toLowerCase() === name.toLowerCase()) return null;
  return ctx.attacks?.[which.toLowerCase()] ?? null;
}

/** A melee or ranged attack line (the kinds an attack made after another can be, attack-repeats.ts). */
const meleeOrRanged = (line: string | null): line is string => line !== null && /^attack (?:melee|ranged)\b/.test(line);

export function attackPair(name: string, rest: string, ctx: AttackContext, next: Translate): string | null {
  // Both forms read here say "make" (pairRe, onHitRe): most attacks do not, and their lead is not peeled for them.
  if (!makes.test(rest)) return null;
  const lead = peelLead(tidyAttack(rest));
  const [said, ...more] = sentences(lead.rest);
  // "… against the same target (bloodied target only)": parentheses at the end read as those before.
  const tail = said ? /\s*\(([^()]+)\)$/.exec(said) : null;
  // "make 2 basic melee attacks a Sting attack": the "and" lost in printing.
  const joined = (tail ? said!.slice(0, tail.index) : said)?.replace(/^([Mm]ake (?:\d|two|three) basic melee attacks),? (?=(?:a|an|1|one) [A-Z])/, "$1 and ");
  const m = joined ? pairRe.exec(joined) : null;
  // Without a target for the second, a power making both attacks reads it too (attack-actions.ts): that reading stands.
  if (!m || (!m[4] && attackAction(name, rest, ctx.uses) !== null)) return null;
  // The basic attack made N times goes first only when every attack is against the same target.
  const count = m[2] ? countOf(m[2]) : null;
  if (count && m[4]?.toLowerCase() !== "same") return null;
  const once = textOf(m[1] ?? "basic melee", name, ctx);
  const first = once && count ? `Make ${count} attacks, each against the same target: ${once}` : once;
  const second = m[3]!.toLowerCase() === "basic melee" ? "basic melee" : textOf(m[3]!, name, ctx) === null ? null : m[3]!;
  // The first attack's own limits ("RECHARGE …") and later effects are not this entry's.
  if (!first || !second || /\brecharge\b|hit or miss/i.test(first)) return null;
  const parts = [...lead.parts, ...(tail ? [tail[1]!] : [])];
  const own = { ...ctx, basic: false, basicText: undefined, attacks: undefined };
  const line = next(name, [`${parts.length ? `(${parts.join(", ")}) ` : ""}${first.replace(/\.$/, "")}`, ...more].join(". "), own);
  const repeated = count ? / make \d+ attacks(?! same target)/ : / make \d+ attacks/;
  if (!meleeOrRanged(line) || repeated.test(line) || /; (?:hit or miss|after all attacks|critical|followup):/.test(line)) return null;
  if (second !== "basic melee" && !meleeOrRanged(next(second, ctx.attacks![second.toLowerCase()]!, own))) return null;
  const targets = m[4] ? ` against ${m[4].toLowerCase()} target` : "";
  return `${line}; hit or miss: then make ${second === "basic melee" ? "a basic melee" : quoted(second)} attack${targets}`;
}

/** "Make 1 {b} attack. If that attack hits, shift up to 1 square, then make 1 {b} attack against the same target": the basic attack, with those effects on its hit. */
const onHitRe = /^[Mm]ake (?:1|a|an|one) basic melee attack\s*[.;,]\s*(?:[Ii]f (?:that|the) attack hits|[Oo]n (?:a )?hit),\s*(.+?)\.?$/;

export function basicWithHitEffects(name: string, rest: string, ctx: AttackContext, next: Translate): string | null {
  if (!makes.test(rest)) return null;
  const lead = peelLead(tidyAttack(rest));
  const m = onHitRe.exec(lead.rest);
  const basic = ctx.basicText?.replace(/\.$/, "");
  // The basic attack's own later sentences ("Hit or miss, …", "RECHARGE …") would not follow the effects added.
  if (!m || ctx.basic || !basic || /\brecharge\b|\.\s/i.test(basic)) return null;
  const parts = lead.parts.length ? `(${lead.parts.join(", ")}) ` : "";
  const line = next(name, `${parts}${basic} AND ${m[1]}`, { ...ctx, basic: false, basicText: undefined, attacks: undefined });
  return meleeOrRanged(line) ? line : null;
}
