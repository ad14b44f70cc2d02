// An Attacks-section entry ("Claw: (reach 2) +11 vs. AC; 20 damage AND push 1") into
// a warband attack line. The first entry is the basic attack; a "Reach N" power
// reaches every melee attack that does not print its own.
// ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Attacks); § Making an Attack
import { damageTypes, effectList } from "./effects.js";
import { afterAll, hitExtras, sentenceExtra } from "./attack-extras.js";
import { ownBonus, rollInstead } from "./attack-own.js";
import { rechargePhrase, rechargeState } from "./attack-recharge.js";
import { hitTable } from "./attack-tables.js";
import { actStingRider, actStingWords, healNearRider, spreadStingRider, spreadStingWords, turnStingRider } from "./attack-stings.js";
import { alreadyOngoingRider, alreadyOngoingWords, bothHitWords, cardConditionRider, closerRider, damageRider, destroyedRider, ifTargetWords, switchRider, insteadWords, laterRider, loseModeRider, moveStingRider, nearTargetRider, nextHitRider, sourceDamageRider, sourceDamageWords, stateRider, takeEscalations, targetState, untimedModifier, vulnerableRider, withEscalations } from "./attack-riders.js";
import { riderChoice, subjectChoice } from "./choices.js";
import { effectsWithSubjects, gatePhrase } from "./phrases.js";
import { targetStatePhrase } from "./continuous-states.js";
import { flagWords, peelLead, tidyAttack } from "./attack-lead.js";
import { countOf, defenceName, quoted, readEach, rewritten, sentences, type Rewrite } from "./text.js";
import { laidTerrain } from "./laid-terrain.js";
import { counterPart } from "./counters.js";
import { delayedCondition } from "./delayed-damage.js";
import { rememberedBy } from "./remembered.js";

export interface AttackContext {
  basic: boolean;
  uses: number | null;
  /** The card's Reach N, if any. */
  reach: number | null;
  /** The card's first attack (its basic attack) after its name, for "make 2 basic melee attacks". */
  basicText?: string;
  /** The card's attacks after their names, by name in lower case, for "make 2 Claw attacks". */
  attacks?: Record<string, string>;
  /** Header words of a move before or during the attack (" after moving 4"). */
  approach?: string;
}

// "Shift 1 square" (or "Shift 3"): up to that many; "Move up to 6 squares as though with Flight": with a movement mode (§ Movement Modes);
// "(minimum 2 squares)": a move of at least that many.
const moveLead = String.raw`^(?:this creature )?(move|moves|shift|shifts) (?:up to )?(\d+(?: squares?)?(?=[ ,;:.]|$)|(?:twice )?(?:(?:its|this creature's) )?(?:current )?speed)(?:,? (?:as though |as if )?with (flight|burrow))?(?:,? \(minimum (\d+)(?: squares?)?\))?`;
/**
 * "Move up to its speed and make 1 basic melee attack at any time during that move", "… and make up to 3 basic melee
 * attacks, each against a different target", "Shift up to 2 squares, then make 1 basic melee attack, then shift up to 2
 * squares" (the shift after it, hit or miss).
 */
const moveAndBasicRe = new RegExp(
  String.raw`${moveLead},? (?:and|then) (?:make|makes) (?:up to )?(1|a|one|2|two|3|three) (?:basic melee|melee basic|melee) attacks?(,? each against a different target|,? (?:all )?against (?:the same|1|one|a single) target)?( (?:at )?any (?:time|point) during (?:that|its|the) move)?(?:,? (?:and )?then (?:shifts?|it shifts) (?:up to )?(\d+) squares?)?$`,
  "i",
);
/** "Move up to 2 squares, then attack 1 adjacent enemy: +6 vs. AC; …", "Shift up to 1 square, then make 1 attack, (sight) +12 vs …". */
const moveThenAttackRe = new RegExp(String.raw`${moveLead},? then (?:make (?:1|an) attack|makes (?:1|an) attack|attacks? (?:an|1) adjacent (?:target|enemy)|attacks?(?=\s*[:;,]))\s*[,;:]?\s*(.+)$`, "i");

/** "Shift 3, then make a basic attack vs. each adjacent enemy", "Shift 4 squares, then make 1 attack against each adjacent enemy; +12 vs. Reflex; …". */
const moveThenEachRe = new RegExp(String.raw`${moveLead},? (?:and |then )+(?:make|makes) (?:1|one|a|an) (basic melee |melee basic |basic )?attacks? (?:against|vs\.?) each adjacent enemy(?:\s*[,;:.]\s*(.*))?$`, "i");

/** "Move up to 4 squares and make 1 {b} attack against each enemy occupying squares entered during that move", "… make 1 attack against each enemy without Flight occupying …, +11 vs. Fortitude; …". */
const passingRe = new RegExp(
  String.raw`${moveLead},? (?:and|then) (?:make|makes) (?:1|one|a|an) (basic melee |melee basic )?attacks? (?:against|vs\.?) (?:each|every) enemy (without flight )?occupying (?:the )?squares? (?:it )?entered during (?:that|its|the|this) move(?:\s*[,;:]\s*(.+))?$`,
  "i",
);
/** "Move up to its speed and make 1 attack against 1 enemy whose space is entered during that move, +15 vs. Reflex; …": one of them, its player's pick. */
const passingOneRe = new RegExp(
  String.raw`${moveLead},? (?:and|then) (?:make|makes) (?:1|one|a|an) attack (?:against|vs\.?) (?:1|one|a single|an) enemy (?:whose (?:space|square) (?:is|was|it) entered|occupying (?:a|one) (?:space|square) (?:it )?entered) during (?:that|its|the|this) move\s*[,;:]\s*(.+)$`,
  "i",
);

/**
 * "Move up to its speed and make 1 attack against each enemy adjacent to squares entered
 * during that move, +11 vs. Reflex; …", "Move up to Speed and attack each enemy adjacent to
 * spaces this creature enters once; …": one roll against each enemy beside the path.
 */
const besideRe = new RegExp(
  String.raw`${moveLead},? (?:and|then) (?:(?:make|makes) (?:1|one|an?) attacks? (?:against|vs\.?)|attacks?) (?:each|every) enemy adjacent to (?:the )?(?:squares|spaces) (?:(?:the|this) creature |it )?(?:enters|entered)(?: during (?:that|its|the|this) move)?(?: once)?\s*[,;:]\s*(.+)$`,
  "i",
);

/** "Move at least 2 squares" (up to its speed), "Move exactly 4 squares": the move's minimum as the cards mostly print it. */
function leastWords(text: string): string {
  return text
    // "Move up to this creature's speed and at least 2 squares and then attack 1 creature with 2 {b} attacks".
    .replace(/^((?:this creature )?(?:move|moves)) up to (?:its|this creature's) speed and at least (\d+) squares?\b/i, "$1 up to its speed (minimum $2 squares)")
    .replace(/\b(?:and )?then attacks? (?:1|one|a single) (?:creature|target|enemy) with (\d|two|three) (basic melee|melee basic) attacks\b/i, "then make $1 $2 attacks against the same target")
    .replace(/^((?:this creature )?(?:move|moves)) at least (\d+) squares?\b/i, "$1 up to its speed (minimum $2 squares)")
    // "Shift exactly 4 squares from its starting position": that many squares, all of them.
    .replace(/^((?:this creature )?(?:move|moves|shift|shifts)) exactly (\d+) squares?(?: (?:away )?from its starting (?:position|square))?/i, "$1 up to $2 squares (minimum $2 squares)");
}

/** A text whose first sentence may open with a move or shift (what moveLead needs): after any stops and spaces before it. */
const movingFirst = /^[\s.]*(?:this creature )?(?:move|shift)/i;

/** The header words of a move before ("after moving 4") or during ("during moving speed") the attack. */
function approachWords(verb: string, how: string, during: boolean, mode?: string, least?: string): string {
  const squares = /speed/i.test(how) ? (/^twice/i.test(how) ? "twice speed" : "speed") : /^(\d+)/.exec(how)![1]!;
  return ` ${during ? "during" : "after"} ${/^shift/i.test(verb) ? "shifting" : "moving"} ${squares}${least ? ` at least ${least}` : ""}${mode ? ` with ${mode.toLowerCase()}` : ""}`;
}

/** A move (or shift) before or during the attack, then the attack as the rest of the text says, or the card's basic melee attack. */
function withApproach(name: string, rest: string, ctx: AttackContext): string | null {
  // Each form opens with the move (moveLead), in its first sentence: other texts are not tried.
  if (ctx.approach !== undefined || !movingFirst.test(rest)) return null;
  const said = leastWords(rest.trim());
  // Later sentences ("Hit or miss, …", "RECHARGE …") belong to the attack made.
  const [first, ...more] = sentences(said);
  let m = first ? moveAndBasicRe.exec(first) : null;
  if (m) {
    if (!ctx.basicText || ctx.basic) return null;
    // "makes a melee attack" (the card's glyph): the basic one when no other melee attack could be meant.
    if (!/basic/i.test(m[0]) && !onlyMeleeIsBasic(name, ctx)) return null;
    const n = countOf(m[5]!);
    const after = m[8] === undefined ? [] : [`Hit or miss, this creature shifts up to ${m[8]} squares`];
    const basic = [ctx.basicText.replace(/\.$/, ""), ...after, ...more].join(". ");
    const targets = m[6] === undefined ? "" : /different/i.test(m[6]) ? ", each against a different target" : ", each against the same target";
    // "then make 2 basic melee attacks": the basic attack made that many times after the move.
    const text = n === "1" ? basic : `Make ${n} attacks${targets}: ${basic}`;
    if ((n !== "1" && m[7] !== undefined) || (n === "1" && targets)) return null;
    const line = translateAttack(name, text, { ...ctx, basicText: undefined, approach: approachWords(m[1]!, m[2]!, m[7] !== undefined, m[3], m[4]) });
    return line?.startsWith("attack melee") ? line : null;
  }
  m = passingRe.exec(said.replace(/\.$/, ""));
  if (m && /^move/i.test(m[1]!)) {
    const basic = m[5] !== undefined;
    if (basic === (m[7] !== undefined) || (basic && (!ctx.basicText || ctx.basic))) return null;
    const text = basic ? ctx.basicText!.replace(/\.$/, "") : m[7]!;
    const line = translateAttack(name, text, { ...ctx, basic: false, basicText: undefined, reach: null, approach: `${approachWords(m[1]!, m[2]!, true, m[3], m[4])} against each enemy entered${m[6] ? " against targets without flight only" : ""}` });
    return line?.startsWith("attack melee") ? line : null;
  }
  m = passingOneRe.exec(said.replace(/\.$/, ""));
  if (m && /^move/i.test(m[1]!)) {
    const line = translateAttack(name, m[5]!, { ...ctx, basic: false, basicText: undefined, reach: null, approach: `${approachWords(m[1]!, m[2]!, true, m[3], m[4])} against one enemy entered` });
    return line?.startsWith("attack melee") ? line : null;
  }
  m = besideRe.exec(said.replace(/\.$/, ""));
  if (m && /^move/i.test(m[1]!)) {
    const line = translateAttack(name, m[5]!, { ...ctx, basic: false, basicText: undefined, reach: null, approach: `${approachWords(m[1]!, m[2]!, true, m[3], m[4])} against each enemy adjacent to squares entered` });
    return line?.startsWith("attack melee") ? line : null;
  }
  // "Shift 3, then make a basic attack vs. each adjacent enemy": the attack against every enemy adjacent where it ends.
  m = moveThenEachRe.exec(said);
  if (m) return translateAttack(name, `Make 1 ${m[5] ?? ""}attack against each adjacent enemy, ${m[6]!}`, { ...ctx, approach: approachWords(m[1]!, m[2]!, false, m[3], m[4]) });
  m = moveThenAttackRe.exec(said);
  if (m) return translateAttack(name, m[5]!, { ...ctx, basic: false, approach: approachWords(m[1]!, m[2]!, false, m[3], m[4]) });
  return null;
}

interface Shape {
  kind: "melee" | "ranged" | "close" | "area";
  header: string;
}

/** One part of the parentheses before the roll. */
function shapePart(p: string): Partial<Shape> | "enemies-only" | null {
  let m: RegExpExecArray | null;
  if ((m = /^reach (\d+)$/.exec(p))) return { kind: "melee", header: `melee reach ${m[1]}` };
  if ((m = /^range (\d+)$/.exec(p))) return { kind: "ranged", header: `ranged ${m[1]}` };
  if (p === "sight" || p === "range sight") return { kind: "ranged", header: "ranged sight" };
  if (p === "nearest" || p === "range nearest") return { kind: "ranged", header: "ranged nearest" };
  // Close shapes: blast, burst, line; old cards' large and small cones are blast 5 and blast 3.
  // ddm-battle-rules-2011.txt § Close Attacks; § Appendix A (cones)
  if ((m = /^(blast|burst|line) ?(\d+)$/.exec(p))) return { kind: "close", header: `close ${m[1]} ${m[2]}` };
  if (p === "large cone") return { kind: "close", header: "close blast 5" };
  if (p === "small cone") return { kind: "close", header: "close blast 3" };
  // ddm-battle-rules-2011.txt § Area Attacks
  if ((m = /^(?:radius|burst) (\d+) within (\d+|sight)(?: squares)?$/.exec(p))) return { kind: "area", header: `area ${m[1]} within ${m[2]}` };
  if ((m = /^(?:radius|burst) (\d+)$/.exec(p))) return { kind: "area", header: `area ${m[1]}` };
  if (/^(enemies|enemy targets) only$/.test(p)) return "enemies-only";
  return null;
}

/**
 * A part of the parentheses that is not the shape: "only while bloodied", "living
 * target only", "Ignores Insubstantial", "minor action", as attack header words; null if unknown.
 */
function headerPart(p: string, raw: string): string | null {
  let m: RegExpExecArray | null;
  if ((m = /^only while (not )?bloodied$/.exec(p))) return ` while ${m[1] ? "not " : ""}bloodied`;
  if (p === "only while not adjacent to any enemy") return " while not adjacent to any enemy";
  if ((m = /^only while (.+)$/i.exec(raw.trim()))) {
    const state = usableWhile(m[1]!);
    return state ? ` while ${state}` : null;
  }
  if (p === "ignores insubstantial" || p === "ignore insubstantial") return " ignores insubstantial";
  if (p === "can target allies" || p === "can target ally") return " can target allies";
  const flag = flagWords(p);
  if (flag) return flag;
  if ((m = /^(\S+|\w+ or (?:smaller|larger)) targets? only$/i.exec(raw.trim()) ?? /^(level \d+ (?:or|and) (?:lower|higher)) targets?(?: only)?$/i.exec(raw.trim()))) {
    return stateWords(m[1]!);
  }
  // "(non-adjacent, …)": a state said alone among the parts; "(targets adjacent to this creature only)".
  if (/^non-adjacent$/i.test(raw.trim())) return stateWords(raw);
  if (/^targets? adjacent to (?:this creature|it) only$/i.test(raw.trim())) return stateWords("adjacent");
  // "(Medium or smaller Immobilized target only)", "(adjacent Immobilized enemy only)": two states, each required.
  if ((m = /^(.+) (\S+) (?:targets?|enem(?:y|ies)) only$/i.exec(raw.trim()))) {
    const first = stateWords(m[1]!);
    const second = stateWords(m[2]!);
    if (first && second) return `${first}${second}`;
  }
  if (/^targets? (?:in|occupying) (?:a )?victory areas? only$/i.test(raw.trim())) return " against targets in victory area only";
  // "(target that has attacked this creature only)", "(target this creature has damaged only)", "(target that has attacked
  // this round only)": what the battle remembers of the target (runtime/ddm/attack-memory.ts).
  if ((m = /^targets? (?:that|who) (?:has|have) attacked (this creature|this round) only$/i.exec(raw.trim()))) return ` against targets that attacked ${m[1]!.toLowerCase()} only`;
  if (/^targets? (?:that )?this creature has (?:damaged|dealt damage to) only$/i.test(raw.trim())) return " against targets damaged by this creature only";
  // "(targets adjacent to each other only)", "(targets within 3 squares of each other)": limits of a repeated attack's targets.
  if ((m = /^targets? (?:(adjacent to)|within (\d+) squares of) each other(?: only)?$/i.exec(raw.trim()))) return ` targets within ${m[2] ?? "1"} of each other`;
  // "(target adjacent to wall only)", "(Construct or Animate target only)", "(Helpless enemy only)": who it can target.
  if ((m = /^(?:targets? (.+?)(?: only)?|(.+?) (?:targets?|enem(?:y|ies))(?: only)?)$/i.exec(raw.trim()))) {
    const phrase = targetStatePhrase(m[1] ? `targets ${m[1]}` : `${m[2]} targets`);
    if (phrase && /^against .*targets/.test(phrase)) return ` ${phrase} only`;
  }
  return null;
}

/** A state its targets must be in ("Medium or smaller", "adjacent", "non-adjacent") as header words, or null. */
function stateWords(raw: string): string | null {
  const w = raw.trim();
  if (/^adjacent$/i.test(w)) return " against targets adjacent to this creature only";
  if (/^non-adjacent$/i.test(w)) return " against targets not adjacent to this creature only";
  const state = targetState(w);
  return state ? ` against ${state} targets only` : null;
}

/**
 * The creature's state an attack is usable in, printed "Use only while damaged:", "Only
 * while adjacent to a wall.", "Usable only if this creature has moved 1 or more squares from
 * its starting position this turn": as the language's gate words, or null.
 */
function usableWhile(raw: string): string | null {
  const s = raw
    .trim()
    .replace(/^(?:this creature|it) (?:is )?(?=damaged$|undamaged$|adjacent|in |occupying|within)/i, "")
    .replace(/^(?:this creature|it) has moved (?:at least (\d+)|(\d+) or more) squares? (?:away )?from its starting (?:position|square)(?: this turn)?$/i, (_m, a?: string, b?: string) => `${a ?? b} or more squares from its starting position`)
    .replace(/^(?:this creature|it) has not (?:yet )?moved(?: (?:on|during) (?:its|this) turn| this turn)?$/i, "it did not move this turn");
  if (/^(damaged|undamaged|it did not move this turn)$/i.test(s)) return s.toLowerCase();
  return gatePhrase(s);
}

/** The parts before the roll ("reach 2", "range 10", "sight", "burst 1", "enemies only", "minor action", "living target only") → kind and header words. */
function shape(parts: string[], ctx: AttackContext): Shape | null {
  const reach = ctx.reach !== null && ctx.reach > 1 ? ` reach ${ctx.reach}` : "";
  let found: Shape | null = null;
  let nearest = false;
  let within: string | null = null;
  let enemiesOnly = false;
  const extra = new Set<string>();
  for (const raw of parts) {
    const p = raw.toLowerCase();
    if (p === "nearest" && parts.length > 1) {
      nearest = true;
      continue;
    }
    const s = shapePart(p);
    const h = s === null ? headerPart(p, raw) : null;
    if (s === null && h === null) return null;
    if (h !== null) extra.add(h);
    else if (s === "enemies-only") enemiesOnly = true;
    else if (found) {
      // "(sight, radius 2)", "(range 6, radius 2)": an area attack whose origin is that far away.
      const area: Shape | null = (s as Shape).kind === "area" ? (s as Shape) : found.kind === "area" ? found : null;
      const reachOf = (s as Shape).kind === "area" ? found : (s as Shape);
      if (!area || /within/.test(area.header) || within !== null || reachOf.kind !== "ranged") return null;
      within = /^ranged (\d+)$/.exec(reachOf.header)?.[1] ?? (reachOf.header === "ranged sight" ? "sight" : null);
      if (within === null) return null;
      found = area;
    } else found = s as Shape;
  }
  // "(nearest) Does not provoke opportunity attacks": nearest beside header words only.
  if (!found && nearest) {
    found = { kind: "ranged", header: "ranged nearest" };
    nearest = false;
  }
  if (!found) {
    if (enemiesOnly) return null;
    found = { kind: "melee", header: `melee${reach}` };
  }
  if (found.kind === "area" && !/within/.test(found.header)) {
    // "(nearest, radius 2)": an area attack whose area must hold the nearest enemy.
    if (within !== null && !nearest) found = { kind: "area", header: `${found.header} within ${within}` };
    else if (nearest && within === null) found = { kind: "area", header: `${found.header} within nearest` };
    else return null;
  } else if (nearest) {
    // "(range 10, nearest)": the nearest enemy, within 10 squares; "(sight, nearest)": the nearest in sight (§ Ranged Attacks).
    const r = /^ranged (\d+|sight)$/.exec(found.header);
    if (!r) return null;
    found = { kind: "ranged", header: r[1] === "sight" ? "ranged nearest" : `ranged ${r[1]} nearest` };
  }
  if (enemiesOnly && found.kind !== "close" && found.kind !== "area") return null;
  return { kind: found.kind, header: `${found.header}${enemiesOnly ? " enemies only" : ""}${[...extra].join("")}` };
}

// "+11 vs AC; …" ("19 vs. AC" and "+16 vs. AC 15 damage" are printing slips of the same); "Automatic hit (vs. Reflex);".
const rollRe = /^(?:\+?(\d+) vs\.? (AC|Fort\w*|Ref\w*|Will|DEF\((?:Fort|Ref|Will)\))|(automatic hit)(?: vs\.? (?:AC|Fort\w*|Ref\w*|Will))?)(?:,? (does not provoke opportunity attacks|provokes opportunity attacks))?(?:\s*[;:,]\s*|\s+(?=\d))(.+)$/i;

/** The part after the name, as a warband attack line; null when it is not a form the language has. */
/**
 * "Make 2 attacks, each against a different target," before or after the parentheses:
 * repeated attacks (ddm-battle-rules-2011.txt § Attack Roll, several attack rolls in one action).
 */
const repeatRe = new RegExp(
  String.raw`^(?:make (?:up to )?(\d+|two|three|four) attacks|(\d+) attacks|(?:up to |targets )(\d+|two|three|four) (?:targets|creatures))` +
    String.raw`(?:,? (?:each |all )?(?:against|vs\.?) (?:(?:a |the )?(different|same)|(1|one|a single)) (?:(\w+(?: or (?:smaller|larger))?) )?targets?)?` +
    // "no more than two against a single target"; "adjacent to each other", "within 4 squares of each other".
    String.raw`(?:,? no more than (\d+|one|two|three) (?:against|vs\.?) (?:a single|one|1|any one|the same) target)?(?:,? (?:that are )?(adjacent to|within (\d+) squares of) each other)?\s*[,:;]?\s*`,
  "i",
);

/**
 * "Make up to 2 attacks, each against a different Medium or smaller target", "Make 3 attacks against 1 adjacent
 * target", "Make up to 4 attacks, no more than two against a single target", "Up to 2 targets adjacent to each
 * other", "targets 2 creatures within 4 squares of each other" (each a different one): the repeat, and the limits
 * on its targets; null if a state is unknown.
 */
function repeatHeader(m: RegExpExecArray): string | null {
  // "Up to 2 targets": each a different one.
  const targets = m[4] ? (m[4].toLowerCase() === "same" ? " same target" : " different targets") : m[5] ? " same target" : m[3] ? " different targets" : "";
  const state = m[6] ? stateWords(m[6]) : "";
  if (state === null) return null;
  const most = m[7] ? ` at most ${countOf(m[7])} per target` : "";
  const spread = m[8] ? ` targets within ${m[9] ?? "1"} of each other` : "";
  if (spread && targets === " same target") return null;
  return ` make ${countOf(m[1] ?? m[2] ?? m[3]!)} attacks${targets}${state}${most}${spread}`;
}

/** "pull target adjacent (to this creature)", "pull target to a space adjacent to this creature" (§ Forced-Movement Effects, Pull). */
function pullAdjacent(part: string): string | null {
  const m = /^pull (?:the )?(?:(.+?) )?target (?:to a (?:space|square) )?adjacent(?: to this creature)?$/i.exec(part.trim());
  if (!m) return null;
  // "pull large or smaller target adjacent": only a target in that state is pulled.
  const state = m[1] ? targetState(m[1]) : null;
  if (m[1] && !state) return null;
  return state ? `pull ${state} target adjacent` : "pull the target adjacent";
}

/** "this creature shifts 1 square closer to target" (§ Move Actions, Shift): it must end nearer the target. */
function shiftCloser(part: string): string | null {
  const m = /^this creature (?:may )?shifts? (?:up to )?(\d+|one) squares? closer to (?:the )?target$/i.exec(part.trim());
  return m ? `this creature shifts ${countOf(m[1]!)} closer to target` : null;
}

/** "this creature's controller can activate 1 additional creature this turn" (§ The Battle, step 6: take turns). */
function extraActivation(part: string): string | null {
  const m = /^(?:this creature's controller|you) (?:can |may )?activate (\d+|an?|one) (?:additional|extra|more) creatures?(?: this turn)?$/i.exec(part.trim());
  if (!m) return null;
  const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : 1;
  return `you activate ${n} extra creature${n === 1 ? "" : "s"} this turn`;
}

/** 'then make "Lightning Arc" attack' (from "use the Lightning Arc attack power"): as it is; the compiler checks the name (WB336). */
function namedLater(part: string): string | null {
  return /^then make "[^"]+" attack$/.test(part.trim()) ? part.trim() : null;
}

/** "this creature teleports to square adjacent to target" (rewritten from the card's wording by readRiders), as it is. */
function teleportBeside(part: string): string | null {
  return /^this creature teleports (?:\d+ )?to square adjacent to (?:farthest )?target$/.test(part.trim()) ? part.trim() : null;
}

/** "target provokes opportunity attacks from Undead creatures", "one ally adjacent to target makes opportunity attack against target" (rewritten by readRiders), as they are. */
function provokedAttacks(part: string): string | null {
  return /^(?:target provokes opportunity attacks(?: from [A-Z][\w-]* creatures)?|one ally adjacent to target makes opportunity attack against target)$/.test(part.trim()) ? part.trim() : null;
}

/**
 * "push 6 provoking opportunity attacks", "slide 1 ending adjacent to this creature", "push 6 avoiding pits" (rewritten
 * by readRiders from "this movement provokes opportunity attacks", "(must end adjacent to this creature)", "target cannot
 * be pushed into a pit"), as they are.
 */
function limitedMove(part: string): string | null {
  return /^(push|pull|slide) \d+ (?:provoking opportunity attacks|ending adjacent to this creature|avoiding pits)$/.test(part.trim()) ? part.trim() : null;
}

/**
 * Riders: the language's effects, or effects that name whom they reach ("this creature
 * heals 10"); `name` is the attack's own. Worked out once for each text and name: the
 * attack readings try the same riders in turn (on the DDM card list, one call in five is
 * a repeat).
 */
function riders(text: string, name: string): string | null {
  return ridersRemembered(text, name);
}
const ridersRemembered = rememberedBy((text: string, name: string) => `${name}\0${text}`, readRiders);

/** The rewrites readRiders makes in turn, each with words one of which its every match has (text.ts, rewritten). */
const riderRewrites: Rewrite[] = [
  // "each enemy and ally adjacent to target" (either order) is one subject (every creature beside it), not two effects.
  [/\b(?:each |all )?(?:enem(?:y|ies) and all(?:y|ies)|all(?:y|ies) and enem(?:y|ies)) adjacent to/gi, "each creature adjacent to", ["and all", "and enem"]],
  // "push 6 squares; this movement provokes opportunity attacks": one forced movement that provokes.
  [/\b(push|pull|slide) (?:the )?(?:target )?(?:up to )?(\d+) ?squares?\s*[;,]\s*this movement provokes opportunity attacks\b/gi, (_m, k: string, n: string) => `${k.toLowerCase()} ${n} provoking opportunity attacks`, "this movement provokes"],
  // "slide target 1 square (must end adjacent to this creature)": it may only stop beside the attacker.
  [/\b(push|pull|slide) (?:the )?(?:target )?(?:up to )?(\d+) ?squares? \(must end adjacent to (?:this creature|it)\)/gi, (_m, k: string, n: string) => `${k.toLowerCase()} ${n} ending adjacent to this creature`, "(must end adjacent to"],
  // "push 6 squares; target cannot be pushed into a pit": never steered into one (§ Pit).
  [/\b(push|pull|slide) (?:the )?(?:target )?(?:up to )?(\d+) ?squares?\s*[;,]?\s*(?:and )?(?:the )?target (?:cannot|can't|may not) be (?:pushed|pulled|slid|moved) into (?:a )?pits?\b/gi, (_m, k: string, n: string) => `${k.toLowerCase()} ${n} avoiding pits`, "pit"],
  // "this creature and allies within 4 squares each heal 15 HP": the same healing for each of them.
  [/\bthis creature and (?:each |all )?all(?:y|ies) (within \d+ squares|adjacent to this creature) each (?:heal|regain)s? (\d+)(?: hp| hit points)?/gi, "this creature heals $2 HP and each ally $1 heals $2 HP", ["each heal", "each regain"]],
  // "use the Lightning Arc attack power": that attack of the card, made once this one has resolved (attack-repeats).
  [/\buse the ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) attack(?: power)?(?=$|\s+AND\s|[.;])/g, (_m, n: string) => `then make ${quoted(n)} attack`, "use the "],
  // "this creature teleports adjacent to the target farthest from it": next to the one of the attack's targets farthest away.
  [/\b(?:this creature|it) teleports (?:to (?:an? )?(?:square|space) )?adjacent to the target farthest from (?:it|this creature)\b/gi, "this creature teleports to square adjacent to farthest target", "farthest"],
  // "this creature teleports to a square adjacent to target": next to the creature attacked (§ Forced-Movement Effects, Teleport).
  [/\bthis creature teleports (?:up to (\d+) squares? )?(?:to )?(?:an? (?:square|space) )?adjacent to (?:the )?target\b/gi, (_m, n?: string) => `this creature teleports ${n ? `${n} ` : ""}to square adjacent to target`, "this creature teleports"],
  // "teleport target up to 3 squares": the target is teleported, its square picked by the acting creature's player.
  [/\bteleport (?:the )?target (?:up to )?(\d+) squares?\b/gi, "target teleports $1", "teleport "],
  // "target provokes an opportunity attack from each adjacent enemy": from every enemy of it beside it (§ Opportunity Attacks);
  // "… from adjacent Undead enemies": from those of the keyword only.
  [/\btarget (?:immediately )?provokes (?:an? )?opportunity attacks? from (?:each|every|all) (?:adjacent enem(?:y|ies)|enem(?:y|ies) adjacent to (?:it|target))\b/gi, "target provokes opportunity attacks", "provokes"],
  [/\btarget (?:immediately )?provokes (?:an? )?opportunity attacks? from (?:each |all )?adjacent ([A-Z][\w-]*) enem(?:y|ies)\b/g, "target provokes opportunity attacks from $1 creatures", "provokes"],
  // "target provokes an opportunity attack from one of this creature's allies (choose one ally adjacent to target)": that ally's opportunity attack.
  [/\btarget (?:immediately )?provokes an? opportunity attack from one of this creature's allies \(choose (?:one|1) ally adjacent to (?:the )?target\)/gi, "one ally adjacent to target makes opportunity attack against target", "provokes"],
  // "10 damage to a different enemy adjacent to this creature": one enemy beside the attacker other than the target takes it.
  [/\b(\d+)( [a-z]+)? damage to (?:a|one|1) (?:different|other) enemy adjacent to this creature\b/gi, (_m, n: string, t?: string) => `one other adjacent enemy takes ${n}${t ?? ""} damage`, "enemy adjacent to this creature"],
  // "until this creature is hit by an attack, -4 Attack against it": a modifier whose duration is said first.
  [/(^|\sAND\s)(until [\w' ]+?),\s*([+-]\d+ [a-z]+ (?:against|vs\.?) (?:it|this creature))(?=\s+AND\s|\s*$)/gi, "$1$3 $2", "until "],
  // "each level 3 and lower target": one state, not two effects.
  [/\blevel (\d+) and (lower|higher)\b/gi, "level $1 or $2", "level "],
  // "this creature may shift 1 square": a shift its controller may decline, which the shift effect offers anyway.
  [/\bmay shift (?:up to )?(one|\d+) squares?\b/gi, (_m, n: string) => `shifts up to ${n.toLowerCase() === "one" ? "1" : n} square`, "may shift"],
];

function readRiders(text: string, name: string): string | null {
  const t = rewritten(ifTargetWords(bothHitWords(insteadWords(alreadyOngoingWords(spreadStingWords(actStingWords(sourceDamageWords(text))))))), riderRewrites);
  const one = (part: string): string | null =>
    limitedMove(part) ?? counterPart(part) ?? delayedCondition(part) ?? teleportBeside(part) ?? provokedAttacks(part) ?? extraActivation(part) ?? pullAdjacent(part) ?? shiftCloser(part) ?? subjectChoice(part) ?? riderChoice(part) ?? effectsWithSubjects(part) ?? stateRider(part) ?? switchRider(part) ?? destroyedRider(part) ?? damageRider(part) ?? loseModeRider(part) ?? nearTargetRider(part) ?? vulnerableRider(part) ?? sourceDamageRider(part) ?? nextHitRider(part) ?? moveStingRider(part) ?? actStingRider(part) ?? turnStingRider(part) ?? spreadStingRider(part) ?? healNearRider(part) ?? closerRider(part) ?? alreadyOngoingRider(part) ?? laterRider(part, name) ?? namedLater(part) ?? untimedModifier(part) ?? cardConditionRider(part) ?? laidTerrain(part);
  // "slide 5 squares, then place this creature adjacent to target": effects resolve in the order printed anyway.
  const other = (part: string) => one(part) ?? (/^then /i.test(part) && !/^then (?:make|makes|repeat)/i.test(part) ? one(part.replace(/^then /i, "")) : null);
  const whole = effectList(t, other);
  if (whole !== null || !/\sAND\s/.test(t) || /\((?:save ends|until) [^)]*\b(?:both|all)\)/i.test(t)) return whole;
  // "Immobilized (save ends) AND this creature and each ally has +2 Attack and +5 Damage against
  // target until end of battle": the card's capital AND parts the riders; a part whose own "and"s
  // join subjects or modifiers is read whole.
  const read = readEach(t.split(/\s+AND\s+/), (seg) => effectList(seg, other) ?? one(seg));
  return read ? read.join(" and ") : null;
}

/**
 * "Make 2 basic melee attacks, each against a different target": the card's basic
 * attack, made N times in one attack action (§ Attack Roll, Repeated Attacks).
 */
const basicRepeatRe = /^make (?:up to )?(\d+|two|three|four) (?:basic (?:melee )?|melee basic |(melee ))attacks?(?:,? (?:each |all )?(?:against|vs\.?) (?:(?:a |the )?(different|same|single) targets?|(?:1|one|the) target|target)( granting (?:this creature|it) combat advantage)?)?\.?$/i;

/** "Make a basic melee attack against 2 different Medium or smaller targets": the same attack made that many times, each at another target in that state. */
const basicAgainstRe = /^make (?:a|1|one) basic melee attack against (\d+|two|three) different (?:(\w+ or (?:smaller|larger)|[A-Z]\w+) )?targets\.?$/i;

/**
 * "Make 2 melee attacks" (the card's glyph for a melee attack): the basic melee attack when it is
 * the card's only other melee attack, so that no other attack could be meant.
 */
function onlyMeleeIsBasic(name: string, ctx: AttackContext): boolean {
  const notMelee = (text: string) => /^\((?:range|sight|nearest|blast|burst|line|radius|area|small cone|large cone)\b/i.test(text);
  if (!ctx.basicText || notMelee(ctx.basicText)) return false;
  return Object.entries(ctx.attacks ?? {}).every(([other, text]) => other === name.toLowerCase() || text === ctx.basicText || notMelee(text));
}

/** "Make 2 Claw attacks, each against the same target", "Make 1 Axe attack": another attack of the card by name. */
const namedRepeatRe = /^[Mm]ake (?:up to )?(\d+|a|an|one|two|three|four) ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) attacks?(?:,? (?:each |all )?(?:against|vs\.?) (?:(?:a |the )?(different|same|single) targets?|(?:1|one|the) target|target))?\.?$/;

function basicRepeat(name: string, rest: string, ctx: AttackContext): string | null {
  // Each form opens its first sentence with "make": other texts are not split into sentences and tried.
  if (!/^[\s.]*make/i.test(rest)) return null;
  // Later sentences ("Hit or miss, …", "RECHARGE …") belong to the repeated attack.
  const [said, ...more] = sentences(rest.trim());
  // "Make up to 3 basic melee attacks (targets adjacent to this creature only)": whom they may target, as header words.
  const paren = said ? /\s*\(([^()]+)\)\.?$/.exec(said) : null;
  let words = paren ? leadWords([paren[1]!]) : "";
  if (words === null) return null;
  const printed = paren ? said!.slice(0, paren.index) : said;
  const against = printed ? basicAgainstRe.exec(printed) : null;
  const first = against ? `Make ${against[1]} basic melee attacks, each against a different target` : printed;
  const basic = first ? basicRepeatRe.exec(first) : null;
  if (basic?.[2] && !onlyMeleeIsBasic(name, ctx)) return null;
  const named = first && !basic ? namedRepeatRe.exec(first) : null;
  const text = basic ? (ctx.basic ? undefined : ctx.basicText) : named && named[2]!.toLowerCase() !== name.toLowerCase() ? ctx.attacks?.[named[2]!.toLowerCase()] : undefined;
  const m = basic ? [basic[0], basic[1], basic[3]] : named ? [named[0], named[1], named[3]] : null;
  if (!m || !text) return null;
  const n = countOf(m[1]!);
  const state = against?.[2] ? ` ${against[2]}` : "";
  const targets = m[2]?.toLowerCase() === "different" ? `, each against a different${state} target` : m[2] || /target\.?$/i.test(m[0]!) ? ", each against the same target" : "";
  // "… each against the same target granting this creature combat advantage": whom it may target, as header words.
  const granting = basic?.[4] ? leadWords(["targets granting combat advantage only"]) : "";
  if (granting === null) return null;
  words += granting;
  const own = text.replace(/^make \d+ attacks[^:;+]*[:;,]?\s*/i, "").replace(/\.$/, "");
  // "Make 1 Axe attack": the attack as that one is, under this name.
  if (n === "1" && named) {
    if (targets) return null;
    const single = translateAttack(name, [own, ...more].join(". "), { ...ctx, basicText: undefined, attacks: undefined });
    return single && withWords(single, words);
  }
  const line = translateAttack(name, `Make ${n} attacks${targets}: ${[own, ...more].join(". ")}`, { ...ctx, basicText: undefined, attacks: undefined });
  return line?.startsWith("attack melee") || (named && line?.startsWith("attack ranged")) ? withWords(line, words) : null;
}

/** Header words read from parts that are not a shape; null if one of them is a shape or unknown. */
function leadWords(parts: string[]): string | null {
  const words = new Set<string>();
  for (const p of parts) {
    const w = headerPart(p.toLowerCase(), p);
    if (w === null) return null;
    words.add(w);
  }
  return [...words].join("");
}

/** Header words added to a line another reading made (`attack melee basic "Bite"` → `attack melee basic while bloodied "Bite"`). */
function withWords(line: string, words: string): string {
  return words ? line.replace(/^(attack [^"]*?)\s*"/, `$1${words} "`) : line;
}

/**
 * "Make 1 attack against each adjacent enemy, +12 vs. AC; …", "Make a melee basic attack vs.
 * each enemy within reach": one roll against every enemy in reach, as the header words
 * " against each enemy" (and the state, "each adjacent bloodied enemy"); the rest of the text
 * is the attack, or the card's basic attack. Null when it is not that form.
 */
const eachEnemyRe = /^make (?:1|one|a) (basic melee |melee basic |basic )?attacks? (?:against|vs\.?) each (adjacent )?(?:(\w+) )?enemy( within (?:its )?reach)?\s*(?:[,:;.]\s*|$)/i;

function eachEnemy(rest: string, ctx: AttackContext): { rest: string; words: string; ctx: AttackContext } | null {
  const m = eachEnemyRe.exec(rest);
  if (!m || !(m[2] || m[4])) return null;
  const state = m[3] ? targetState(m[3]) : null;
  if (m[3] && !state) return null;
  const basic = m[1] !== undefined;
  if (basic && (!ctx.basicText || ctx.basic)) return null;
  const body = basic ? ctx.basicText! : rest.slice(m[0].length);
  // "Adjacent" is reach 1 whatever the card's Reach.
  if (m[2] && (/\(reach/i.test(body) || (ctx.reach ?? 1) > 1)) return null;
  return { rest: body, words: ` against each enemy${state ? ` against ${state} targets only` : ""}`, ctx: m[2] ? { ...ctx, reach: null } : ctx };
}

// The keywords immune (immuneTargets), made once: said after the damage, or inside the parentheses.
const immuneKeywords = String.raw`([A-Z][\w-]*)(?:,? (?:and|or) ([A-Z][\w-]*))?`;
const immuneTailRe = new RegExp(String.raw`[,;]\s*${immuneKeywords} targets? (?:are )?immune(?=\.|$)`);
const immuneInnerRe = new RegExp(String.raw`,\s*${immuneKeywords} (?:creatures )?immune\)`);

/**
 * "10 thunder damage, Drow and Goblin targets immune", "Immobilized AND Dazed (save ends
 * both, Fey immune)": creatures of those keywords are not affected, as the header words
 * "against non-Drow non-Goblin targets only" (for close and area attacks, whom the attack
 * affects). The form inside the parentheses, which speaks of the effects in them, only
 * when the hit deals no damage. ddm-battle-rules-2011.txt § Keywords; § Close Attacks; § Area Attacks
 */
function immuneTargets(text: string): { text: string; words: string } {
  const words = (m: RegExpExecArray) => ` against non-${m[1]}${m[2] ? ` non-${m[2]}` : ""} targets only`;
  const tail = immuneTailRe.exec(text);
  if (tail) return { text: `${text.slice(0, tail.index)}${text.slice(tail.index + tail[0].length)}`, words: words(tail) };
  const inner = immuneInnerRe.exec(text);
  if (inner && !/\bdamage\b/i.test(text)) return { text: `${text.slice(0, inner.index)})${text.slice(inner.index + inner[0].length)}`, words: words(inner) };
  return { text, words: "" };
}

/**
 * "Make 1 attack against each enemy within 2 squares, +15 vs. AC; …", "… each enemy and ally
 * within 2 squares": every creature (or enemy) within that many squares, which is a close
 * burst of that size. ddm-battle-rules-2011.txt § Close Attacks (Burst)
 */
const eachWithinRe = /^(?:make (?:1|one|an?) attacks? )?(?:against|vs\.?) each (enemy|enemy and ally|creature) within (\d+) squares?(?: of this creature)?\s*(?:[,:;]\s*|$)/i;

function eachWithin(rest: string): string {
  const m = eachWithinRe.exec(rest);
  return m ? `(burst ${m[2]}${/^enemy$/i.test(m[1]!) ? ", enemies only" : ""}) ${rest.slice(m[0].length)}` : rest;
}

export function translateAttack(name: string, rawRest: string, rawCtx: AttackContext): string | null {
  // "Vindicating Blow: Vindicating Blow: +12 vs. AC; …": the name printed twice.
  const said = rawRest.trim().toLowerCase().startsWith(`${name.toLowerCase()}:`) ? rawRest.trim().slice(name.length + 1) : rawRest;
  const lead = peelLead(tidyAttack(said));
  let rest = eachWithin(lead.rest);
  const each = eachEnemy(rest, rawCtx);
  const ctx = each ? each.ctx : rawCtx;
  if (each) rest = each.rest;
  // A move before or during the attack, or the card's basic attack made again: the
  // parts before it can only be header words (no shape of their own).
  const moving = withApproach(name, rest, ctx) ?? basicRepeat(name, rest, ctx);
  if (moving) {
    const words = leadWords(lead.parts);
    if (words === null || (words.includes("minor action") && / (?:after|during) /.test(moving))) return null;
    return withWords(moving, words);
  }
  let repeat = "";
  const r = repeatRe.exec(rest);
  if (r) {
    const header = repeatHeader(r);
    if (header === null) return null;
    repeat = header;
    rest = rest.slice(r[0].length);
  }
  // "Make 2 attacks, (sight) +11 vs. AC": parts may follow the repeat too.
  const after = peelLead(rest);
  // "target AC counts as at most 25" (attack-lead.ts): the attack's own rule, said in "with:".
  const caps = [...lead.parts, ...after.parts].filter((p) => /^target (?:AC|Fort|Ref|Will) counts as at most \d+$/.test(p));
  const parts = [...lead.parts, ...after.parts].filter((p) => !caps.includes(p));
  rest = after.rest;
  // "2 attacks, +16 vs. AC each; 15 damage each": "each" repeats what the line says once.
  if (repeat) rest = rest.replace(/ (?:to )?each(?=[;.,]|$)/gi, "");
  // "+12 vs. AC or +12 vs. Reflex", "+21 vs. AC or DEF(Fort)": the attacker's choice of defence.
  const or = /^(\+?(\d+) vs\.? \S+?) or (?:\+?(\d+) vs\.? )?(AC|Fort\w*|Ref\w*|Will|DEF\((?:Fort|Ref|Will)\))(?=[\s;:,])/i.exec(rest);
  if (or && or[3] !== undefined && or[3] !== or[2]) return null;
  const otherDefence = or ? defenceName(or[4]!) : null;
  if (or) rest = `${or[1]}${rest.slice(or[0].length)}`;
  const m = rollRe.exec(rest);
  if (!m) return null;
  if (m[4]) parts.push(m[4]);
  // "+16 vs. AC, +1 attack for each Kobold ally within 6 squares; 15 damage": the attack's own bonuses (attack-own.ts).
  const own: string[] = [...caps];
  const rollBonus = /^([+-]\d+ [^;]+?)\s*;\s*(.+)$/.exec(m[5]!);
  const rollOwn = rollBonus && m[1] ? (ownBonus(rollBonus[1]!) ?? [rollInstead(rollBonus[1]!, Number(m[1]), m[2]!)].filter((x) => x !== null)) : [];
  if (rollOwn.length) {
    own.push(...rollOwn);
    m[5] = rollBonus![2]!;
  }
  const s = shape(parts, ctx);
  const defence = m[3] ? "" : defenceName(m[2]!);
  if (!s || defence === null) return null;
  if (repeat && / make \d+ attacks/.test(s.header)) return null;
  // "25 damage AND roll a d20. 1-10: …; 11-20: …": a table at the end of the hit, read apart (attack-tables.ts).
  const table = hitTable(m[5]!);
  if (table) m[5] = table.before;
  // "Slowed. If target is already Slowed, it is Immobilized instead.": steps of the condition, put back after the hit line is read.
  const escalation = takeEscalations(m[5]!);
  if (!escalation) return null;
  const [printed = "", ...more] = sentences(escalation.text);
  if (!printed && !table) return null;
  // "10 damage, +10 radiant damage per Dragon ally adjacent to this creature": a bonus of the attack's own damage.
  // "10 damage + 5 damage for each other Bone Sentinel in play": the counted bonus joined by its sign alone.
  // "10 damage and target takes +5 fire damage for each heat token on this creature": the same, said of the target.
  const damageBonus =
    /^(.*?)[,;]\s*([+-]\d+ [^,;]+?)$/.exec(printed) ??
    /^(\d+ (?:\w+ )?damage) (\+ ?\d+ (?:\w+ )?damage (?:for each|per) [^,;]+)$/i.exec(printed) ??
    /^(\d+(?: ?\+ ?\d+)? (?:\w+ )?damage) and target takes (\+\d+ (?:\w+ )?damage for each [^,;]+ (?:counter|token)s? on this creature)$/i.exec(printed);
  const bonus = damageBonus ? ownBonus(damageBonus[2]!) : null;
  if (bonus) own.push(...bonus);
  const first = bonus ? damageBonus![1]! : printed;
  const immune = immuneTargets(first);
  // "15 damage, ignore Insubstantial [AND …]": a property of the attack, not an effect.
  const ignores = /(?:[,;]? (?:and |AND )?ignores? insubstantial|\s*\(ignores? insubstantial\))(?= AND |$)/i.exec(immune.text);
  const extras = hitExtras(ignores ? immune.text.slice(0, ignores.index) + immune.text.slice(ignores.index + ignores[0].length) : immune.text);
  let hitText = extras.hitText;
  let words = `${immune.words}${extras.words}`;
  let criticalText = extras.critical;
  let destroyedText = extras.destroyed;
  let survivedText: string | null = null;
  // "… AND Followup: +10 vs AC; 10 damage": a followup against the same target (§ Attack Roll, Followup Attack).
  let followup = "";
  // "Followup if attack roll is a natural 16-20: …", "Followup if attack causes target to become bloodied: …": only on that outcome.
  const f = /^(.*?)\s+and\s+followup(?: followup)?(?:\s+if (?:the )?attack roll is (?:a )?natural (\d+)(?:-20|\+| or higher)|\s+(if (?:the )?(?:attack causes (?:the )?target to become|target becomes) bloodied))?:\s*\+?(\d+) vs\.? (AC|Fort\w*|Ref\w*|Will|DEF\((?:Fort|Ref|Will)\))\s*[;:,]\s*(.+)$/i.exec(hitText);
  if (f) {
    const fd = defenceName(f[5]!);
    const fe = riders(f[6]!, name);
    if (!fd || !fe) return null;
    hitText = f[1]!;
    const when = f[2] ? ` if natural ${f[2]} or higher` : f[3] ? " if target becomes bloodied" : "";
    followup = `; followup${when}: +${f[4]} vs ${fd}; ${fe}`;
  }
  let missText: string | null = null;
  let bothText: string | null = null;
  let afterText: string | null = null;
  // "…; 20 damage, 10 damage on miss" keeps its miss effect in the same sentence; "5 fire on miss" means fire damage.
  // (A separator inside parentheses, "(save ends; Undead target Dominated instead)", is not the one.)
  const inline = /^((?:[^(,;]|\([^)]*\))*?)[,;]\s*(.+?) (?:only )?on (?:a )?miss$/i.exec(hitText) ?? /^(.*?);\s*on (?:a )?miss,\s*(.+)$/i.exec(hitText);
  if (inline) {
    hitText = inline[1]!;
    // "10 cold and Slowed on miss": the amount first is damage.
    missText = inline[2]!.replace(/^(\d+)( [a-z]+)?(?=$| and |,)/i, (d, _n: string, t?: string) => (t && !damageTypes.has(t.trim().toLowerCase()) ? d : `${d} damage`));
  }
  let recharge = "";
  for (const sentence of more) {
    // "After resolving all attacks, this creature heals 5 HP for each target hit": 5 with each hit as it resolves (the
    // same total); "… for each target destroyed": once a hit has destroyed its target.
    const perTarget = /^(?:after (?:resolving all attacks|all attacks are resolved),? )?this creature (?:heals|regains) (\d+)(?: hp| hit points)? for each target (hit|destroyed)$/i.exec(sentence);
    if (perTarget?.[2]!.toLowerCase() === "hit") {
      hitText = `${hitText} AND this creature heals ${perTarget[1]} HP`;
      continue;
    }
    if (perTarget && destroyedText === null) {
      destroyedText = `this creature heals ${perTarget[1]} HP`;
      continue;
    }
    // "Make 2 … attacks. If the first hits, +4 Attack on the second": the later roll's own bonus (§ Attack Roll, Repeated Attacks).
    const firstHits = / make 2 attacks/.test(repeat) ? /^if the first (?:attack )?hits,? ([+-]\d+) attack (?:on|to|with) the second(?: attack)?$/i.exec(sentence) : null;
    if (firstHits) {
      own.push(`${firstHits[1]} attack while earlier attack of this action hit`);
      continue;
    }
    const miss = /^(?:on (?:a )?miss|miss)\s*[,:]\s*(.+)$/i.exec(sentence);
    const both = /^hit or miss\s*[,:]\s*(.+)$/i.exec(sentence);
    // "RECHARGE if this creature destroys …": when it does; "RECHARGE if no Immobilized enemy is adjacent …": a state (attack-recharge.ts).
    const again = /^recharge ((?:when|whenever|at|after|if) .+)$/i.exec(sentence);
    // "RECHARGE as a replaces turn action": the whole turn (ddm-battle-rules-2011.txt § Common Triggered Powers, Replaces Turn Actions).
    // "Recharge as a move action if no enemy is adjacent": that action, only in that state.
    const byAction = /^recharge as an? (?:replaces |full )?(attack|move|minor|turn) action(?: (?:if|when|while) (.+))?$/i.exec(sentence);
    const actionState = byAction?.[2] !== undefined ? rechargeState(byAction[2]) : "";
    const extra = sentenceExtra(sentence);
    const later = afterAll(both?.[1] ?? sentence);
    const bonusSentence = /^[+-]\d/.test(sentence) ? ownBonus(sentence) : null;
    if (bonusSentence) own.push(...bonusSentence);
    else if (extra?.words && !words.includes(extra.words)) words += extra.words;
    else if (extra?.critical && criticalText === null) criticalText = extra.critical;
    // "If this attack destroys the target, …. Otherwise, …": the target left standing, in a sentence of its own.
    else if (/^otherwise\b/i.test(sentence) && destroyedText !== null && survivedText === null) survivedText = sentence.replace(/^otherwise,?\s*/i, "");
    else if (extra?.destroyed && destroyedText === null) {
      destroyedText = extra.destroyed;
      survivedText = extra.survived ?? null;
    }
    else if (later?.onTargets && afterText === null) afterText = later.text;
    else if (later && !later.onTargets && bothText === null) bothText = later.text;
    else if (miss && missText === null) missText = miss[1]!;
    else if (both && bothText === null) bothText = both[1]!;
    else if (byAction && !recharge && actionState !== null && !(actionState && /^turn$/i.test(byAction[1]!))) recharge = ` recharge as ${byAction[1]!.toLowerCase() === "turn" ? "replaces turn" : byAction[1]!.toLowerCase()} action${actionState ? ` if ${actionState}` : ""}`;
    // "Both creatures must end in legal positions": what a switch of positions requires anyway (§ Forced-Movement Effects, Place).
    else if (/^both creatures must end in legal (?:positions|spaces)$/i.test(sentence) && /switches positions with/.test(hitText)) continue;
    else if (again && !recharge) {
      const r = rechargePhrase(again[1]!, name);
      if (!r) return null;
      recharge = r;
    } else return null;
  }
  const hitRiders = hitText ? riders(hitText, name) : "";
  const rows = table ? table.rows.map((r) => ({ ...r, effects: riders(r.text, name) })) : [];
  if (rows.some((r) => r.effects === null)) return null;
  // The table's rows as the language's roll table: "roll d20 on 1 to 10 (slide 2) or on 11 to 20 (…)".
  const rolled = rows.map((r) => `on ${r.from} to ${r.to} (${r.effects})`).join(" or ");
  const read = hitRiders === null ? null : [hitRiders, rolled ? `roll d20 ${rolled}` : ""].filter(Boolean).join(" and ");
  const hit = read !== null && escalation.steps.length ? withEscalations(read, escalation.steps) : read;
  const miss = missText === null ? "" : riders(missText, name);
  const always = bothText === null ? "" : riders(bothText, name);
  const critical = criticalText === null ? "" : riders(criticalText, name);
  const destroyed = destroyedText === null ? "" : riders(destroyedText, name);
  const survived = survivedText === null ? "" : riders(survivedText, name);
  const afterAllText = afterText === null ? "" : riders(afterText, name);
  if (hit === null || miss === null || always === null || critical === null || destroyed === null || survived === null || afterAllText === null) return null;
  // The target left standing is one target's: a melee or ranged attack's.
  if (survived && s.kind !== "melee" && s.kind !== "ranged") return null;
  // Terrain laid on the attack's area is laid once for the attack, by its hit-or-miss effects only (compiler/primitives/laid-terrain.ts).
  if ([hit, miss, critical, destroyed, afterAllText].some((x) => / in area (?:gains?|becomes?) /.test(x))) return null;
  if (each && (s.kind !== "melee" || repeat || / make \d+ attacks/.test(s.header))) return null;
  // An attack made again after itself is a melee or ranged one (§ Attack Roll, Repeated Attacks).
  if ((s.kind === "close" || s.kind === "area") && /\bthen make this attack again\b/.test(`${hit} ${miss} ${always}`)) return null;
  const basic = ctx.basic && (s.kind === "melee" || s.kind === "ranged") ? " basic" : "";
  const uses = ctx.uses ? ` uses ${ctx.uses}` : "";
  const cost = `${ctx.approach ?? ""}${ignores && !s.header.includes("ignores insubstantial") ? " ignores insubstantial" : ""}${words}${each?.words ?? ""}`;
  const roll = m[3] ? "automatic hit" : `+${m[1]} vs ${defence}${otherDefence ? ` or ${otherDefence}` : ""}`;
  return `attack ${s.header}${basic}${cost}${repeat} ${quoted(name)}${uses}${recharge}: ${roll}; ${hit}${miss ? `; miss: ${miss}` : ""}${always ? `; hit or miss: ${always}` : ""}${afterAllText ? `; after all attacks: ${afterAllText}` : ""}${critical ? `; critical: ${critical}` : ""}${destroyed ? `; if target destroyed: ${destroyed}` : ""}${survived ? `; if target not destroyed: ${survived}` : ""}${followup}${own.length ? `; with: ${own.join(" and ")}` : ""}`;
}
