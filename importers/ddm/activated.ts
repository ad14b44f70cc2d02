// Powers used as an action on the creature's own turn: "Minor action: …", "Replaces
// attack action: …", "Move action, once per turn: …", "Minor action, only while
// bloodied; …". The action cost and the card's limits ("once per turn", "only while
// adjacent to an enemy") lead the power; the effects follow, sentence by sentence.
// ddm-battle-rules-2011.txt § Actions; § Powers and Effects (Replaces-Action Powers); § Activated Powers
import { newCreaturePart, withoutJoinNotes } from "./new-creatures.js";
import { offMapPart } from "./off-map.js";
import { lentMount } from "./mounts.js";
import { counterPart } from "./counters.js";
import type { CardPower } from "./card.js";
import { conditionName, cumulativeModifier, duration, forbidden, modifierPhrases } from "./effects.js";
import { roundEffect } from "./champion.js";
import { chosenSquareTerrain, terrainPart } from "./laid-terrain.js";
import { advantageThisTurn, againstAllChosen, apartFromAttacks, inAnyOrder, lostReach, onlyBasicAttacks, provoked, raisedMaximum } from "./action-parts.js";
import { menuOf, resistOfOneType } from "./menus.js";
import { nextAttackEffects } from "./next-attack.js";
import { delayedDamage } from "./delayed-damage.js";
import { turnStartHealing } from "./turn-start-healing.js";
import { appliedRow, appliedTo } from "./applied-rows.js";
import { movingPowerAttack } from "./power-attacks.js";
import { keywordRefinement } from "./refined-bonus.js";
import { effectsWithSubjects, gatePhrase, subjectOf, timedEffects } from "./phrases.js";
import { againstSameTarget } from "./same-target.js";
import { countOf, quoted, readEach, sentences } from "./text.js";
import { pattern } from "./patterns.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const costs: [RegExp, string][] = [
  [/^minor action\b/i, "minor action"],
  [/^move action\b/i, "move action"],
  [/^free action\b/i, "free action"],
  // "Use at any time": no condition of its own, so the default timing points, as a free action on its turn (§ Common Triggered Powers, Default Condition).
  [/^use at any time(?: on (?:this creature's|its|your) turn)?(?=[:;,.])|^use on your turn(?=[:;,.])/i, "free action"],
  // "Immediate, use at any time:", "Immediate action, provokes opportunity attacks.": no trigger of its own, so an immediate
  // action at the default timing points, once per creature-turn (§ Actions, Immediate Action; § Common Triggered Powers).
  [/^immediate(?: action)?(?:[,;]? (?:use )?(?:at )?any ?time)?(?=\s*[:;.]|, provokes opportunity attacks\s*[:;.])/i, "immediate action"],
  // "Use on this creature's turn": the same, on its own turn.
  [/^use on (?:this creature's|its) (?:own )?turn(?=[:;,.])/i, "free action on its turn"],
  [/^(?:replaces attack action|attack action)\b/i, "replaces attack action"],
  // "Full turn action": the whole turn, as a replaces-turn power (§ Actions, Replaces Turn).
  [/^full[- ]turn action\b/i, "replaces turn"],
  [/^replaces move action\b/i, "replaces move action"],
  [/^replaces turn\b/i, "replaces turn"],
];

/** A limit after the cost, as the language says it: "once per turn", "while bloodied"; null if it is not one. */
function limitOf(raw: string): string | null {
  const l = raw.trim().replace(/\s+/g, " ").toLowerCase();
  if (/^(?:usable |no more than )?once (?:per|a|each) turn$/.test(l)) return "once per turn";
  if (/^(?:usable )?once (?:per|a|each) round$/.test(l)) return "once per round";
  // "usable after a charge": on the turn it charged, after the charge (runtime/ddm/powers.ts).
  if (/^(?:use |usable )?(?:only )?after (?:a charge|charging|it charges)$/.test(l)) return "while it charged this turn";
  // The state keeps its capitals: "while adjacent to a Rat ally" names a keyword.
  const g = /^(?:use |usable )?(?:only )?(?:while|if|when) (.+?)(?: only)?$/i.exec(raw.trim().replace(/\s+/g, " "));
  if (g) {
    // "only while this creature is in one of your victory areas": occupying it (§ Victory Areas).
    const state = g[1]!.replace(/^(?:this creature|it) is in (?=(?:one of (?:your|its) |an? |any )victory areas?$)/i, "it occupies ");
    const gate = gatePhrase(state.replace(/^(?:this creature|it) is /i, "").replace(/^this creature (?=occupies\b)/i, "it "));
    return gate ? `while ${gate}` : null;
  }
  return null;
}

/**
 * "Minor action, once per turn, only while bloodied; …": the cost, then each limit,
 * ending at the first colon, semicolon or full stop. Null when a part is not a limit.
 */
function headOf(body: string): { head: string; rest: string; provokes: boolean } | null {
  // "(Minor action) each ally …": the cost printed in parentheses.
  // "As a free action on its turn, place this creature …": used on its turn, the effects after the comma.
  const b = body
    .trim()
    .replace(/^\((minor action|move action|free action|replaces attack action|replaces move action)\)\s*(?=[a-z])/i, "$1: ")
    .replace(/^as a free action on (?:this creature's|its) (?:own )?turn,\s*/i, "Use on this creature's turn: ");
  for (const [re, cost] of costs) {
    const m = re.exec(b);
    if (!m) continue;
    const end = /[:;.]/.exec(b.slice(m[0].length));
    if (!end) return null;
    const between = b.slice(m[0].length, m[0].length + end.index);
    // "provokes opportunity attacks": using it provokes, before its effects (§ Opportunity Attacks).
    const all = between.split(",").map((x) => x.trim()).filter(Boolean);
    const limits = all.filter((x) => !/^provokes opportunity attacks$/i.test(x));
    const said = readEach(limits, limitOf);
    if (!said) return null;
    // One "while" per power: the language gates a power on one state.
    if (said.filter((x) => x.startsWith("while")).length > 1) return null;
    // "Use on this creature's turn": a free action, only while it takes its turn.
    if (cost === "free action on its turn") {
      if (said.some((x) => x.startsWith("while"))) return null;
      return { head: ["free action", ...said, "while on its turn"].join(", "), rest: b.slice(m[0].length + end.index + 1).trim(), provokes: limits.length < all.length };
    }
    return { head: [cost, ...said].join(", "), rest: b.slice(m[0].length + end.index + 1).trim(), provokes: limits.length < all.length };
  }
  return null;
}

/**
 * A move that must end at a place: "Teleport up to 10 squares, must end in a space adjacent
 * to a wall", "Teleport 6, ending adjacent to an enemy", "teleports to a space adjacent to a
 * bloodied enemy", "Shift 3 squares, must end adjacent to that enemy", "Shift to another
 * square adjacent to that enemy". ddm-battle-rules-2011.txt § Powers and Effects
 */
function moveEnding(sentence: string): string | null {
  const s = sentence.trim().replace(/\.$/, "").replace(/^(?:this creature|it) (?:may |can )?/i, "");
  // "Shift up to 4 squares, each square closer to that enemy": every square entered nearer to it than the last.
  const toward = /^shifts? (?:up to )?(\d+)(?: squares?)?,? (?:toward|each square closer to) (?:the|that) (enemy|ally|creature)$/i.exec(s);
  if (toward) return `this creature shifts ${toward[1]} toward that ${toward[2]!.toLowerCase()}`;
  // "moves up to its speed, each square closer to the enemy": the same, as a move.
  const moving = /^moves? up to (?:its|this creature's) speed,? (?:toward|each square closer to) (?:the|that) (enemy|ally|creature)$/i.exec(s);
  if (moving) return `this creature moves up to its speed toward that ${moving[1]!.toLowerCase()}`;
  // "if it ends adjacent to that enemy, it can make a basic melee attack against it": only from beside it.
  const beside = /^if (?:it|this creature) (?:ends|is) adjacent to (?:the|that) (enemy|ally|creature),? (?:it|this creature) (?:may |can )?makes? (?:a |an |1 )?(?:basic (melee|ranged) |(melee|ranged) basic )attack (?:against|vs\.?) that \1$/i.exec(sentence.trim().replace(/\.$/, ""));
  if (beside) return `this creature makes basic ${(beside[2] ?? beside[3])!.toLowerCase()} attack against that ${beside[1]!.toLowerCase()} if adjacent to it`;
  // "It may Teleport 6, ending closer to an enemy": nearer to some enemy than it stands now.
  const closer = /^teleports? (?:up to )?(\d+)(?: squares?)?,? (?:ending|and must end) closer to (?:an|any|1|one) enemy$/i.exec(s);
  if (closer) return `this creature teleports ${closer[1]} ending closer to enemy`;
  const m =
    /^(shift|teleport)s?(?: up to)?(?: (\d+)(?: squares?)?)?,? (?:(?:and )?must end|ending)(?: in (?:a |any )?(?:space|square))? (adjacent to .+)$/i.exec(s) ??
    /^(shift|teleport)s?(?: up to)?(?: (\d+)(?: squares?)?)? to (?:a|an|another|any) (?:space|square) (adjacent to .+)$/i.exec(s);
  if (!m) return null;
  // "adjacent to an Evil, Demon, or Spider ally": next to an ally of any of them.
  m[3] = m[3]!.replace(/^adjacent to an? ([A-Z][\w'-]*), ([A-Z][\w'-]*),? or ([A-Z][\w'-]*) (ally|enemy|creature)$/, "adjacent to $1 or $2 or $3 $4");
  const verb = m[1]!.toLowerCase();
  const n = m[2] ? ` ${m[2]}` : "";
  if (/^adjacent to that enemy$/i.test(m[3]!)) {
    if (verb !== "shift") return null;
    return n ? `this creature shifts${n} ending adjacent to that enemy` : "this creature shifts to a square adjacent to that enemy";
  }
  const gate = gatePhrase(m[3]!);
  if (!gate) return null;
  if (!n) return verb === "teleport" ? `this creature teleports to a square ${gate}` : `this creature shifts up to its speed ending ${gate}`;
  return `this creature ${verb}s${n} ending ${gate}`;
}

/**
 * "Until end of round, line of sight is limited to 10 squares for each enemy and ally": every
 * other creature sees no farther for a while (each creature, this one too, when "all
 * creatures" is said). ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight)
 */
function sightLimitedFor(sentence: string): string | null {
  let t = sentence.trim().replace(/\.$/, "");
  const lead = /^(until [^,]+), (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  const m = /^line of sight is limited to (\d+) squares for (each enemy and (?:each )?ally|each ally and (?:each )?enemy|(?:all|each) creatures?) (until .+)$/i.exec(t);
  const d = m ? duration(m[3]!) : null;
  if (!d) return null;
  const limit = `line of sight ends after ${m![1]} squares ${d}`;
  return /creature/i.test(m![2]!) ? `this creature gets ${limit} and creatures get ${limit}` : `creatures get ${limit}`;
}

/**
 * "Place this creature in any square up to 4 squares away and in line of sight": a teleport
 * of that distance, which is placed within it in a square it can see.
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Teleport)
 */
function placedWithin(sentence: string): string | null {
  const m = /^place (?:this creature|itself) in (?:a|any) (?:square|space) (?:up to|within) (\d+) squares?(?: away)?,?(?: and)? (?:in|within) (?:its )?(?:line of )?sight$/i.exec(sentence.trim().replace(/\.$/, ""));
  return m ? `this creature teleports ${m[1]}` : null;
}

/**
 * "This creature moves up to its speed and makes an attack any time during its move",
 * "Move up to its speed (minimum 1 square) and make 1 Bite or Claw attack at any time
 * during that move", "moves up to its speed, making a melee attack at any point during
 * movement": one attack made at a point of the move. ddm-battle-rules-2011.txt § Move Actions (Move); § Making an Attack
 */
function moveMakingAttack(sentence: string): string | null {
  const m =
    /^(?:this creature )?moves? up to (?:its|this creature's) (?:current )?speed( \(minimum 1 square\))?(?:,? and makes?|, making) (?:a |an |1 |one )?(.*?) ?attack (?:at )?any (?:time|point) during (?:that move|its move|the move|movement)$/i.exec(
      sentence.trim().replace(/\.$/, ""),
    );
  if (!m) return null;
  const least = m[1] ? " (minimum 1 square)" : "";
  const what = m[2]!.trim();
  const lead = `this creature moves up to its speed${least} making`;
  if (!what) return `${lead} attack during the move`;
  const basic = /^(?:basic(?: (melee|ranged))?|(melee|ranged) basic)$/i.exec(what);
  if (basic) return `${lead} basic ${(basic[1] ?? basic[2] ?? "").toLowerCase()}${basic[1] ?? basic[2] ? " " : ""}attack during the move`;
  // "1 M attack": the melee glyph printed as a bare letter.
  const kind = /^(melee|ranged|close|area|M)$/i.exec(what);
  if (kind) return `${lead} ${/^m$/i.test(kind[1]!) ? "melee" : kind[1]!.toLowerCase()} attack during the move`;
  const names = what.split(/ or /);
  if (names.length > 2 || !names.every((n) => /^[A-Z][\w'-]*(?: [\w'-]+){0,4}$/.test(n) && !/\b(and|basic)\b/i.test(n))) return null;
  return `${lead} ${names.map(quoted).join(" or ")} attack during the move`;
}

/**
 * "Not subject to push, pull, or slide effects of enemies until start of this creature's
 * next turn": no forced movement for a while (the commas of its list are not effects).
 * ddm-battle-rules-2011.txt § Forced-Movement Effects
 */
function unmovedFor(sentence: string): string | null {
  // The form lasts "until …": other sentences are not tried.
  if (!/until/i.test(sentence)) return null;
  const m = /^(?:this creature (?:is )?)?(?:not subject to|not affected by|immune to) (?:push, pull,? (?:and|or) slide|forced[- ]movement)(?: effects)?( of enemies)? (until .+)$/i.exec(sentence.trim().replace(/\.$/, ""));
  const d = m ? duration(m[2]!) : null;
  return d ? `this creature gets not affected by forced movement${m![1] ? " of enemies" : ""} ${d}` : null;
}

/**
 * Effects that end effects: "End 1 condition or effect that a saving throw can end on an
 * ally within 5 squares", "end 1 ongoing damage effect on this creature", "loses all
 * conditions affecting it", "loses the Stunned condition". ddm-battle-rules-2011.txt
 * § Conditions (Duration); § Saving Throws; § Ongoing Damage
 */
function endingPart(part: string): string | null {
  const p = part.trim().replace(/\.$/, "");
  const lose = /^(.+?) (?:loses|lose) (all conditions(?: affecting it)?|all effects|(?:the )?(\w+)(?: condition)?)$/i.exec(p);
  if (lose) {
    const who = subjectOf(lose[1]!);
    if (!who) return null;
    if (/^all conditions/i.test(lose[2]!)) return `${who} loses all conditions`;
    if (/^all effects/i.test(lose[2]!)) return `${who} loses all effects`;
    const c = conditionName(lose[3]!);
    return c ? `${who} loses ${c}` : null;
  }
  // "1 condition on that ally ends": any one condition, its player picking which.
  const one = /^(?:1|one|a) condition on (.+?) ends$/i.exec(p);
  if (one) {
    const who = subjectOf(one[1]!);
    return who ? `end one condition on ${who}` : null;
  }
  const m = /^ends? (1|one|an?|all) (.+?)(?: (?:on|affecting|from) (.+))?$/i.exec(p);
  if (!m) return null;
  const who = m[3] ? subjectOf(m[3].replace(/\bliving\b/i, "Living")) : "this creature";
  if (!who) return null;
  const on = ` on ${who}`;
  // "an effect of condition": the cards' misprint of "effect or condition".
  const what = m[2]!.toLowerCase().replace(/^(condition|effect) of (condition|effect)\b/, "$1 or $2");
  if (/^all$/i.test(m[1]!)) {
    if (/^conditions?$/.test(what)) return `end all conditions${on}`;
    if (/^ongoing damage(?: effects?)?$/.test(what)) return `end all ongoing damage${on}`;
    if (/^(?:conditions? and effects?|effects?)$/.test(what)) return `end all effects${on}`;
    return null;
  }
  if (/^(?:condition or effect|effect or condition|ongoing effect or condition|effect) that a (?:saving throw|save) can end$/.test(what)) return `end one effect that a save can end${on}`;
  if (/^(?:condition or effect|effect or condition|ongoing effect or condition)$/.test(what)) return `end one condition or effect${on}`;
  if (/^condition (?:with a duration of \(save ends\)|that a (?:saving throw|save) can end)$/.test(what)) return `end one condition that a save can end${on}`;
  if (/^ongoing damage(?: effect| condition)?$/.test(what)) return `end one ongoing damage${on}`;
  return null;
}

/**
 * "+10 damage vs. that enemy until end of turn", "This creature has +2 Attack and +5 Damage
 * against that enemy until end of battle", "Until end of turn, this creature has +10
 * Damage with basic attacks against that creature": a bonus against the creature the
 * power chose ("choose 1 enemy …"), for a while, or against the targets beside it ("whenever
 * this creature attacks a target adjacent to that ally, +10 Damage on that attack").
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function chosenBonus(sentence: string): string | null {
  // Each form lasts "until …": other sentences are not tried.
  if (!/until/i.test(sentence)) return null;
  let t = sentence.trim().replace(/\.$/, "");
  const lead = /^(until [^,]+), (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  // "+5 Damage against 1 enemy until end of battle": the one enemy is the power's player's pick, then the bonus against it.
  const one = /^(.+? (?:against|vs\.?) )(?:1|one|an?) (enemy(?: within \d+ squares?(?: of (?:this creature|it))?)?)( until .+)$/i.exec(t);
  if (one) {
    const who = subjectOf(`one ${one[2]}`);
    const bonus = who ? chosenBonus(`${one[1]}that enemy${one[3]}`) : null;
    return bonus ? `choose ${who} and ${bonus}` : null;
  }
  // "1 enemy grants combat advantage to this creature's allies until end of round": its player picks the enemy, against which its allies have it.
  const granted = /^(?:1|one|an?) enemy grants combat advantage to (?:this creature's|its) allies (until .+)$/i.exec(t);
  if (granted) {
    const had = chosenBonus(`allies have combat advantage against that enemy ${granted[1]}`);
    return had ? `choose one enemy and ${had}` : null;
  }
  // "this creature has combat advantage against that enemy until end of this creature's turn", "allies have …" (§ Combat Advantage).
  const advantage = /^(?:(.+?) )?(?:has|have|gets?|gains?) combat advantage against that (?:enemy|creature) (until .+)$/i.exec(t);
  const who = advantage?.[1] ? subjectOf(advantage[1]) : "this creature";
  const lasts = advantage && who && !/^that /.test(who) ? duration(advantage[2]!) : null;
  if (lasts) return `${who} ${/^this creature$|^one /.test(who!) ? "gets" : "get"} combat advantage against that enemy ${lasts}`;
  // "Until end of battle, whenever this creature attacks a target adjacent to that Beast ally, +10 Damage on that attack": beside the chosen one.
  const beside = /^whenever this creature attacks (?:a|an|any) target (?:that is )?adjacent to that (?:[A-Z][\w'-]* )?(ally|enemy|creature),? ([+-]\d+ [a-z]+(?: and [+-]\d+ [a-z]+)?) on that attack (until .+)$/i.exec(t);
  if (beside) {
    const d = duration(beside[3]!);
    const mods = modifierPhrases(beside[2]!);
    return d && mods ? mods.map((x) => `this creature gets ${x} against targets adjacent to that ${beside[1]!.toLowerCase()} ${d}`).join(" and ") : null;
  }
  const m = /^(?:this creature (?:has|gets|gains) )?([+-]\d.*?) (?:against|vs\.?) that (?:enemy|creature)(.*?) (until .+)$/i.exec(t);
  if (!m) return null;
  const d = duration(m[3]!);
  const mods = modifierPhrases(`${m[1]!}${m[2]!}`);
  if (!d || !mods) return null;
  return mods.map((x) => `this creature gets ${x} against that enemy ${d}`).join(" and ");
}

/**
 * "Until end of round, enemies within 5 squares cannot shift", "each adjacent enemy cannot
 * charge until end of its next turn": an action forbidden for a while to the creatures the
 * subject names. ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Conditions (Duration)
 */
function restrictedFor(sentence: string): string | null {
  // The form lasts a while ("until …", "(save ends)", "this turn"): other sentences are not tried.
  if (!/until|save ends|this turn/i.test(sentence)) return null;
  let t = sentence.trim().replace(/\.$/, "");
  const lead = /^(until [^,]+), (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  const m = /^(.+?) (?:cannot|can't|may not) ([a-z ]+?) (until .+|\(save ends\)|(?:for the rest of )?this turn)$/i.exec(t);
  const verb = m ? forbidden.find(([re]) => re.test(m[2]!.trim())) : undefined;
  const who = m ? subjectOf(m[1]!) : null;
  // "cannot move this turn": for the rest of the turn being taken.
  const d = m ? duration(/this turn$/i.test(m[3]!) ? "until end of turn" : m[3]!) : null;
  if (!m || !verb || !who || !d) return null;
  return `${who} cannot ${m[2]!.trim().replace(verb[0], verb[1]).toLowerCase()} ${d}`;
}

/**
 * "This creature takes 10 less damage from melee and ranged attacks (min. 0) until end of its
 * next turn", "takes half damage from all attacks until it makes an attack": less damage taken
 * for a while, for each kind named (damage never falls below 0 anyway).
 * ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Conditions (Duration)
 */
function damageTakenFor(part: string): string | null {
  // Each form lasts "until …": other sentences are not tried.
  if (!/until/i.test(part)) return null;
  const t = part.trim().replace(/\.$/, "").replace(/ \(min(?:imum|\.)? 0\)/i, "");
  // "does not provoke opportunity attacks until end of turn": neither by moving nor by its ranged, close or area attacks (§ Opportunity Attacks).
  const calm = /^(?:this creature )?does not provoke opportunity attacks (until .+)$/i.exec(t);
  const calmFor = calm ? duration(calm[1]!) : null;
  if (calmFor) return ["by moving", "with ranged attacks", "with close attacks", "with area attacks"].map((w) => `this creature gets does not provoke opportunity attacks ${w} ${calmFor}`).join(" and ");
  const half = /^(?:this creature )?takes half damage from (?:all )?attacks (until .+)$/i.exec(t);
  const halfFor = half ? duration(half[1]!) : null;
  if (halfFor) return `this creature gets takes half damage from attacks ${halfFor}`;
  const less = /^(?:this creature )?takes (\d+) less damage from ((?:melee|ranged|close|area)(?:,? (?:and|or) (?:melee|ranged|close|area))*) attacks (until .+)$/i.exec(t);
  const lessFor = less ? duration(less[3]!) : null;
  if (!lessFor) return null;
  return less![2]!.split(/,? (?:and|or) /).map((k) => `this creature gets takes ${less![1]} less damage from ${k.toLowerCase()} attacks ${lessFor}`).join(" and ");
}

/** The verbs of a shared duration's effects (sharedDuration), the effects said with it, and where the list parts; made once. */
const sharedVerb = String.raw`(?:gains?|has|is|takes|cannot|does|loses|can make only)`;
const sharedRe = new RegExp(`^(?:this creature |it )?(${sharedVerb} .+?) (until [^,]+)$`, "i");
const sharedListRe = new RegExp(`,? and (?=${sharedVerb} )|, (?=${sharedVerb} )`, "i");

/**
 * "This creature gains Flight, has Speed F8, and takes half damage from all attacks until it
 * makes an attack": one duration said once for a list of effects, each read with it.
 */
function sharedDuration(sentence: string): string | null {
  // Each form lasts "until …": other sentences are not tried.
  if (!/until/i.test(sentence)) return null;
  let t = sentence.trim().replace(/\.$/, "");
  // "Until end of turn, this creature is invisible, gains Phasing, and cannot make attacks": the duration said first.
  const lead = /^(until [^,]+), (?:this creature|it) (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  const m = sharedRe.exec(t);
  const list = m ? m[1]!.split(sharedListRe) : [];
  if (list.length < 2) return null;
  const parts = readEach(list, (x) => effectSentences(`This creature ${x} ${m![2]}.`));
  if (!parts) return null;
  // "gains Flight, has Speed F8": Speed F8 says Flight too; each effect said once.
  return parts.some((x) => x.includes("(")) ? parts.join(" and ") : [...new Set(parts.flatMap((x) => x.split(" and ")))].join(" and ");
}

/**
 * "If that creature occupies that victory area at end of round, score +15 VP", after "choose 1
 * ally occupying one of your victory areas": the area it holds now, kept until the round ends
 * (compiler/primitives/round-scoring.ts score-if-area-kept).
 */
function areaKept(sentence: string): string | null {
  // "Each creature in any victory area at the end of the round scores 5 VP for its player" (round-scoring.ts occupants-score-at-round-end).
  const each = /^each creature (?:in|occupying) (?:any|a) victory area at (?:the )?end of (?:the |this )?round scores \+?(\d+) ?(?:vp|victory points) for its (?:player|controller)$/i.exec(sentence.trim().replace(/\.$/, ""));
  if (each) return `at end of round each creature in victory area scores ${each[1]} VP for its player`;
  const m = /^if that (creature|ally) (?:still )?occupies (?:that|the same) victory area at (?:the )?end of (?:the |this )?round, (?:you )?score \+?(\d+) ?(?:vp|victory points)$/i.exec(sentence.trim().replace(/\.$/, ""));
  return m ? `you score ${m[2]} VP at end of round if that ${m[1]!.toLowerCase()} still occupies that victory area` : null;
}

/** One part of an effect list none of the common forms reads: an ending effect, a bonus against the chosen one, a modifier for a while. */
function otherPart(part: string): string | null {
  // "then remove it from the battle map" (compiler/primitives/off-map.ts).
  const off = offMapPart(part) ?? counterPart(part);
  if (off) return off;
  // "your opponent scores +15 VP": the price the power's player pays (compiler/primitives/vp-costs.ts).
  const price = /^(?:your )?opponent scores \+?(\d+) (?:VP|victory points)$/i.exec(part.trim().replace(/\.$/, ""));
  if (price) return `your opponent scores ${price[1]} VP`;
  // "40 starting HP", an entry of a set-up menu (compiler/primitives/set-up.ts starting-hp).
  const starting = /^(?:this creature )?(?:has|gains) (\d+) starting (?:hp|hit points)(?: until (?:the )?end of (?:the )?battle)?$/i.exec(part.trim().replace(/\.$/, ""));
  if (starting) return `this creature has ${starting[1]} starting hp`;
  // "This creature takes 3 consecutive turns following this one" (compiler/primitives/activated.ts, following-turns).
  const following = /^(?:this creature |it )?takes? (\d+|an?|one|two|three|four) (?:consecutive |extra |additional |more )?turns? (?:following|after) (?:this one|this turn|its current turn)$/i.exec(part.trim().replace(/\.$/, ""));
  if (following) return `this creature takes ${/^an?$/i.test(following[1]!) ? "1" : countOf(following[1]!)} turns following this one`;
  // "This creature does not count towards the number of creatures you can activate this turn": one more creature
  // takes a turn in this player-turn (compiler/primitives/round-effects.ts, extra-activations).
  if (/^(?:this creature|it) does not count (?:towards?|against) the number of creatures you (?:can|may) activate this turn$/i.test(part.trim().replace(/\.$/, ""))) return "you activate 1 extra creature this turn";
  // "Recharge 1 attack action of a Dragon ally": one of that ally's attacks, its player picking (compiler/primitives/activated.ts recharge-one-attack).
  const ally = /^recharge (?:1|one|an?) attack(?: action| power)? (?:of|for) (.+)$/i.exec(part.trim().replace(/\.$/, ""));
  const recharged = ally ? subjectOf(ally[1]!) : null;
  if (recharged && /^(?:one |that )/.test(recharged)) return `${recharged} recharges one attack`;
  // "take 1 extra attack action this turn", as spelledOut says it.
  if (/^this creature takes \d+ extra (?:attack|move|minor) action this turn$/.test(part.trim())) return part.trim();
  // "This creature switches positions with 1 Shadow ally" (§ Forced-Movement Effects, Place).
  const swap = /^(?:this creature )?(?:switch|switches|swap|swaps) (?:positions|places) with (.+)$/i.exec(part.trim().replace(/\.$/, ""));
  if (swap) {
    const who = subjectOf(swap[1]!);
    return who && /^one /.test(who) ? `this creature switches positions with ${who}` : null;
  }
  // "this creature has cumulative +1 Attack until end of battle", "gain cumulative +2 attack …" (§ Bonuses and Penalties, Duplicate Effects).
  const cumulative = cumulativeModifier(part.trim().replace(/\.$/, "").replace(/^(?:this creature )?gains? cumulative\b/i, "this creature gains cumulative"));
  if (cumulative) return cumulative;
  // "you roll 1 extra d20 to determine initiative this round", "you score 5 VP": effects on the round (champion.ts).
  return roundEffect(part) ?? lostReach(part) ?? onlyBasicAttacks(part) ?? restrictedFor(part) ?? endingPart(part) ?? chosenBonus(part) ?? nextAttackEffects(part, subjectOf) ?? placedIn(part) ?? saveNow(part) ?? pulledAdjacent(part) ?? provoked(part) ?? advantageThisTurn(part) ?? timedCriticals(part) ?? timedEffects(part);
}

/**
 * "1 ally within 3 squares makes a saving throw against 1 condition or effect that a save can
 * end", "each ally makes a save against an effect or condition with a duration of (save ends)":
 * one save now against one save-ends effect (compiler/primitives/save-windows.ts). § Saving Throws
 */
function saveNow(part: string): string | null {
  const m = /^(.+?) makes? (?:a|one|1) (?:saving throw|save) against (?:an?|one|1) (?:condition or effect|effect or condition|effect|condition)(?: that a (?:save|saving throw) can end| with a duration of \(save ends\))$/i.exec(part.trim().replace(/\.$/, ""));
  const who = m ? subjectOf(m[1]!) : null;
  return who ? `${who} makes saving throw against one effect that save can end` : null;
}

/** "Pull each enemy within 5 squares adjacent to this creature": as far as it takes to be adjacent (§ Forced-Movement Effects, Pull). */
function pulledAdjacent(part: string): string | null {
  const m = /^pull (.+?) adjacent(?: to (?:this creature|it))?$/i.exec(part.trim().replace(/\.$/, ""));
  const who = m ? subjectOf(m[1]!) : null;
  return who ? `pull ${who} adjacent` : null;
}

/**
 * "1 adjacent ally scores critical hits on attack rolls of natural 18-20 with melee attacks
 * until end of battle": a wider critical range for a while. ddm-battle-rules-2011.txt § Critical Hits
 */
function timedCriticals(part: string): string | null {
  const m = /^(.+?) scores critical hits on (?:attack rolls of )?(?:an? )?natural (\d+)(?:-20|\+| or higher)(?: with (melee|ranged|close|area) attacks)? (until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  if (!m) return null;
  const who = subjectOf(m[1]!);
  const d = duration(m[4]!);
  if (!who || !d || Number(m[2]) >= 20) return null;
  return `${who} scores critical hits on natural ${m[2]} or higher${m[3] ? ` with ${m[3].toLowerCase()} attacks` : ""} ${d}`;
}

/**
 * "Place this creature in any victory area", "… in any space in your start area", "… in an
 * unoccupied victory area", "… adjacent to, but not occupying, a victory area", "… within 5
 * squares of an Arcane ally", "… up to 5 squares away from your start area", "… in your
 * start area or in a space adjacent to a Divine ally" (one of the two, its player picking):
 * placed in a legal position there, its player choosing where.
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Place); § Set-Up (Delayed Appearance)
 */
function placedIn(part: string): string | null {
  const p = part.trim().replace(/\.$/, "").replace(/^(?:place|put) (this creature|itself) (?:on the battle ?map )?/i, "place this creature ");
  // "in a square that contains river or swamp terrain": in either terrain, one of two places.
  const terrains = /^place this creature (in your start area or )?in (?:a |any )?(?:space|square) (?:that contains|containing|of) ([a-z]+) or ([a-z]+) terrain$/i.exec(p);
  if (terrains) {
    const [a, b] = [gatePhrase(`occupying ${terrains[2]} terrain`), gatePhrase(`occupying ${terrains[3]} terrain`)];
    const places = [...(terrains[1] ? ["place this creature in your start area"] : []), ...[a, b].map((g) => `place this creature in square ${g}`)];
    return a && b ? `either ${places.join(" or ")}` : null;
  }
  // "in a space adjacent to 1 Large or smaller enemy": that enemy picked first, so the power's later effects may name it.
  const sized = /^place this creature (?:in (?:a|any) (?:space|square) )?adjacent to (?:an?|1|one) (tiny|small|medium|large|huge|gargantuan) or (smaller|larger) (enemy|ally)$/i.exec(p);
  if (sized) {
    const who = sized[3]!.toLowerCase();
    return `choose one ${who} that is ${sized[1]![0]!.toUpperCase()}${sized[1]!.slice(1).toLowerCase()} or ${sized[2]!.toLowerCase()} and place this creature adjacent to that ${who}`;
  }
  const either = /^place this creature (in your start area) or (.+)$/i.exec(p);
  if (either) {
    const other = placedIn(`place this creature ${either[2]}`);
    // A place whose own words hold an "or" ("adjacent to an Arcane or Primal ally") is one alternative, in parentheses.
    return other && !/^either /.test(other) ? `either place this creature in your start area or ${/ or /.test(other) ? `(${other})` : other}` : null;
  }
  // "in a different victory or start area", "in any other victory area", "in an occupied victory area": of the areas the runtime knows (runtime/ddm/placing.ts).
  const area = /^place (this creature|that ally|that enemy) in (?:an? |any )?(other |another |different |occupied |unoccupied )?(victory(?: area)?(?: or start area)?|start or victory area)$/i.exec(p);
  const orStart = area ? /start/i.test(area[3]!) : false;
  if (area && ((area[2] && !/^unoccupied/i.test(area[2])) || orStart)) {
    const kind = (area[2] ?? "").trim().toLowerCase().replace(/^(?:different|another)$/, "other");
    return `place ${area[1]!.toLowerCase()} in ${kind ? `${kind} ` : ""}victory area${orStart ? " or start area" : ""}`;
  }
  const m = /^place this creature in (?:(?:any|a) (?:space|square) in )?(your start area|(?:any |a |an )?(unoccupied )?victory area)$/i.exec(p);
  if (m) {
    if (/start area/i.test(m[1]!)) return "place this creature in your start area";
    return m[2] ? "place this creature in any unoccupied victory area" : "place this creature in any victory area";
  }
  // "adjacent to, but not occupying, a victory area": beside one, not in it.
  if (/^place this creature (?:in (?:a|any) (?:space|square) )?adjacent to (?:a|any) victory area without occupying it$/i.test(p)) return "place this creature in square adjacent to victory area";
  const away = /^place this creature (?:up to|within) (\d+) squares? (?:away )?(?:from|of) your start area$/i.exec(p);
  if (away) return `place this creature in square within ${away[1]} squares of your start area`;
  const near = /^place this creature (?:in (?:a|any) (?:space|square) )?((?:adjacent to|within \d+ squares? of) .+)$/i.exec(p);
  const gate = near ? gatePhrase(near[1]!) : null;
  return gate && /^(?:adjacent to|within \d+ squares of) /.test(gate) ? `place this creature in square ${gate}` : null;
}

/**
 * Card wordings the parts reading would split apart or not know, said as it reads them:
 * "end all conditions and ongoing damage on X" as two endings, "living" as the keyword it
 * is (Living), "This creature and each adjacent ally heals 10 HP" as two heals, "Heal an
 * adjacent ally 10 HP", "then has +2 Speed and +10 Damage until …" as two modifiers, a
 * number in words ("shift one square", "make two attacks"), "slide 3 a creature".
 */
function spelledOut(sentence: string): string {
  return sentence
    .replace(/\bliving (ally|allies|enemy|enemies|creatures?)\b/gi, "Living $1")
    // "each level 5 and lower Goblin ally": the same bound as "level 5 or lower", whose "and" parts no effects.
    .replace(/\b(level|cost) (\d+) and (lower|higher|less|more)\b/gi, "$1 $2 or $3")
    // "each Kobold ally may use an immediate action to shift 1 square and make a basic attack": what each of them does.
    .replace(/^(.+?) (?:may|can) (?:use|take) an immediate action to (shift|move|make|teleport) (.+?)(?: and (shift|move|make|teleport) (.+))?$/i, (_w, who: string, v1: string, r1: string, v2?: string, r2?: string) => `${who} ${v1.toLowerCase()}s ${r1}${v2 ? ` and ${v2.toLowerCase()}s ${r2}` : ""}`)
    // "this creature may make a basic attack": the power's use is its player's choice already.
    .replace(/^(this creature|it) may (?=make|shift|move|teleport)/i, "$1 can ")
    // "a Fey, Elf or Spirit enemy": any of the keywords, said without the commas that would part the effects.
    // A comma left out between two of them ("a Demon, Devil Immortal or Planar enemy") parts them too.
    .replace(/\b((?:[A-Z][\w'-]*, )+(?:[A-Z][\w'-]* )?[A-Z][\w'-]*),? or ([A-Z][\w'-]*) (ally|enemy)\b/g, (_w, list: string, last: string, side: string) => `${list.split(/, | /).join(" or ")} or ${last} ${side}`)
    .replace(/^(choose [^:;]+): /i, "$1; ")
    .replace(/\s*\(requires line of effect\)/i, "")
    // "1 champion ally's Champion Rating is increased by 1 until …": a bonus to that rating for a while (§ Champion Powers).
    .replace(/^(.+?)'s champion rating is (increased|decreased) by (\d+)\b/i, (_w, who: string, way: string, n: string) => `${who} gets ${/^inc/i.test(way) ? "+" : "-"}${n} champion rating`)
    // "is treated as having a Champion rating of 2 for determining initiative": a rating it has for that test (phrases.ts ruleModifier).
    .replace(/\b(is|are) treated as having (?=(?:an? )?(?:CR|champion rating)\b)/gi, (_w, verb: string) => (verb.toLowerCase() === "are" ? "have " : "has "))
    // "adjacent to, but not occupying, a victory area": its commas join no second effect.
    .replace(/\badjacent to,? but not (?:occupying|in),? (a|any) victory area\b/i, "adjacent to $1 victory area without occupying it")
    // "(choose)": the one creature named is the power's player's pick, as the language's "one …" says already.
    .replace(/\s*\(choose\)$/i, "")
    // A basic attack against a creature already attacked this turn, its damage bonus after a colon ("on hit, +N damage to
    // that attack"): the bonus is for that attack (it counts on a hit only, as damage does).
    .replace(/^(make (?:a|1|one) basic (?:melee |ranged )?attack) (?:vs\.?|against) (.+? attacked this turn)[:;,]\s*(?:on (?:a )?hit,?\s*)?([+-]\d+ damage)(?: (?:to|on) that attack)?$/i, "$1 against $2 with $3")
    // "make a basic melee attack vs. an Immobilized target": against one enemy in that state.
    .replace(/\b(attack) (?:vs\.?|against) (?:an?|1|one) (\w+) target$/i, "$1 against one $2 enemy")
    .replace(/(^|;\s*)each (?:enemy and (?:each )?ally|ally and (?:each )?enemy)\b/gi, "$1each creature")
    // "then 1 adjacent target is Immobilized": a power that is not an attack names any creature by "target".
    .replace(/\b(?:1|one|an?) adjacent target\b/i, "1 adjacent creature")
    .replace(/\b(has|gains) (ongoing \d+)/i, "takes $2")
    // "also takes 10 ongoing acid damage", "has 5 ongoing fire damage": ongoing damage, the number first.
    .replace(/\b(?:also )?(?:takes|has|gains) (\d+) ongoing\b/i, "takes ongoing $1")
    .replace(/\balso (takes|is|has)\b/i, "$1")
    // "Remove the Slowed and Immobilized conditions from each Goblin ally", "End the Helpless condition on an ally".
    .replace(/^(?:remove|end) (?:the )?(\w+) and (\w+) conditions (?:from|on) (.+)$/i, "$3 loses $1 and loses $2")
    // "End the Helpless, Immobilized, and Stunned condition on each ally within 5 squares": each of the list.
    .replace(/^(?:remove|end) (?:the )?((?:\w+, )+(?:and |or )?\w+) conditions? (?:from|on) (.+)$/i, (_w, list: string, who: string) => `${who} ${list.split(/,? (?:and |or )?/).map((c) => `loses ${c}`).join(" and ")}`)
    .replace(/^(?:remove|end) (?:the )?(\w+) condition (?:from|on) (.+)$/i, "$2 loses $1")
    .replace(/^remove all conditions (?:from|on) (.+)$/i, "end all conditions on $1")
    .replace(/\btakes? (\d+ (?:\w+ )?damage) and (ongoing \d+)/i, "takes $1 and takes $2")
    .replace(/(\d+)HP\b/g, "$1 HP")
    // "Up to 2 Devil allies each make 1 basic attack": what each of them does; a printing slip at the end ("as an immediate actio").
    .replace(/^(.+?\b(?:allies|enemies|creatures)\b.*?) each (makes?|shifts?|moves?|heals?|takes?)\b/i, "$1 $2")
    .replace(/ as an immediate actio$/i, " as an immediate action")
    // "takes 10 HP damage": hit points are what damage takes.
    .replace(/\b(takes?|deals?) (\d+) HP damage\b/gi, "$1 $2 damage")
    .replace(/\bwithin (\d+)(?! squares?)\b/gi, "within $1 squares")
    .replace(/\bwith (m|r) attacks\b/gi, (_w, k: string) => `with ${k.toLowerCase() === "m" ? "melee" : "ranged"} attacks`)
    .replace(/^this creature and ((?:each |all )?(?:adjacent )?all(?:y|ies)) (heals?|regains?) (\d+ HP)/i, "this creature heals $3 and $1 heal $3")
    .replace(/^heal (an? adjacent ally|1 adjacent ally) (\d+ HP)$/i, "$1 heals $2")
    .replace(/^adjacent ally\b/i, "an adjacent ally")
    .replace(/^(gains?|has) /i, "this creature $1 ")
    .replace(/\b(has|gains?) ([+-]\d+ \w+) and ([+-]\d+ \w+) (until [^,;.]+)$/i, "$1 $2 $4 and $1 $3 $4")
    // "has -2 Attack and is Weakened until end of turn": the duration said of each.
    .replace(/\b(has|gets|gains?) ([+-]\d+ \w+) and is (\w+) (until [^,;.]+)$/i, "$1 $2 $4 and is $3 $4")
    .replace(/\b(shift|teleport|push|pull|slide)s? (one|two|three) squares?\b/gi, (_w, v: string, n: string) => `${v} ${countOf(n)} squares`)
    // "then move up to 2 more squares": a further move, as long as the number says.
    .replace(/\bup to (\d+) more squares?\b/gi, "up to $1 squares")
    .replace(/\bmake (two|three|four) /i, (_w, n: string) => `make ${countOf(n)} `)
    .replace(/^(push|pull|slide) (\d+) (?:squares? )?((?:a|an|the|each|one) .+)$/i, "$1 $3 $2")
    .replace(/^(?:this creature )?(?:may |can )?(?:takes?|gains?) (?:an|1|one) (?:extra|additional) (attack|move|minor) action(?: this turn)?$/i, "this creature takes 1 extra $1 action this turn")
    .replace(/^end all conditions and ongoing damage on (.+?)$/i, "end all conditions on $1 and end all ongoing damage on $1")
    .replace(/^end all ongoing damage and conditions on (.+?)$/i, "end all ongoing damage on $1 and end all conditions on $1")
    .replace(/^each condition and effect on (.+?) ends\b/i, "end all effects on $1")
    .replace(/\bthen it loses\b/i, "then loses")
    // "This creature and 1 Devil ally switch positions": this creature switches with that ally (§ Forced-Movement Effects, Place).
    .replace(/^this creature and (.+?) (?:switch|swap) (positions|places)(?: with each other)?$/i, "this creature switches $2 with $1")
    // "That ally also gains Immune Poison": "also" adds nothing to the effect.
    .replace(/ also (gains?|has|have|gets?) /i, " $1 ")
    .replace(/\bloses the (\w+), (\w+),? and (\w+) conditions\b/i, "loses $1 and loses $2 and loses $3")
    .replace(/\bloses the (\w+) and (\w+) conditions\b/i, "loses $1 and loses $2");
}

/**
 * "1 ally within 5 squares heals 15 HP. End 1 effect on that ally.": "that ally" is the
 * one picked before, which the language says by naming the same subject again (a subject
 * naming one creature is picked once per line).
 */
function sameCreature(effects: string): string {
  const first = /\bone (?:adjacent )?(?:[A-Z][\w'-]* |bloodied )?(ally|enemy)(?: within \d+ squares)?(?= )/.exec(effects);
  // "choose one enemy": the chosen one is "that enemy" in the language already.
  if (!first || /\bchoose one\b/.test(effects)) return effects;
  const at = first.index + first[0].length;
  return effects.slice(0, at) + effects.slice(at).replace(pattern(`\\bthat ${first[1]}\\b`, "g"), first[0]);
}

const rowStart = String.raw`(?:on (?:an? )?)?(\d+)(?:\s*-\s*(\d+)|(\+))?[,:]?\s+`;

/**
 * "Roll 1d20. On 1-5, recharge Cacophony. On 6-10, …", "roll a d20. 1-10: Slide target
 * 2 squares; 11-20: This creature teleports 2 squares.", "On a 10+, …": a d20 table, each
 * row's effects read as effects are ("No effect" rows left out); null unless every row is read.
 * ddm-battle-rules-2011.txt § Powers and Effects
 */
function d20Table(text: string): string | null {
  const lead = /^roll (?:1d20|a d20|d20|1 d20)(?:,?\s+and apply\b.*?:\s*|[.:,;]\s*)/i.exec(text.trim());
  // "…, and apply the resulting effect to an adjacent enemy:": each row said of that creature (applied-rows.ts).
  const who = lead && /apply/i.test(lead[0]) ? appliedTo(lead[0]) : null;
  if (!lead || (/apply/i.test(lead[0]) && !who)) return null;
  let rest = text.trim().slice(lead[0].length);
  const rows: Row[] = [];
  // A row may follow the last one's full stop with no space ("Slide 1 square.16-20 Disable.").
  const row = pattern(String.raw`^${rowStart}(.+?)(?:[.;]\s+(?=${rowStart})|[.;](?=\d+\s*-\s*\d+\s)|[.;]?\s*$)`, "i");
  while (rest) {
    const m = row.exec(rest);
    if (!m) return null;
    const from = Number(m[1]);
    const to = m[3] ? 20 : Number(m[2] ?? m[1]);
    rest = rest.slice(m[0].length).trim();
    if (to < from || to > 20) return null;
    if (/^no effect\.?$/i.test(m[4]!.trim())) continue;
    const effects = effectSentences(who ? appliedRow(m[4]!, who) : m[4]!);
    if (!effects) return null;
    rows.push({ from, to, effects });
  }
  const said = disjoint(rows).map((r) => `on ${r.from}${r.to !== r.from ? ` to ${r.to}` : ""} (${r.effects})`);
  return said.length ? `roll d20 ${said.join(" or ")}` : null;
}

interface Row {
  from: number;
  to: number;
  effects: string;
}

/**
 * "1-15: recharge this power; 6+: that attack misses": rows whose ranges overlap each apply
 * on a result they share, so the table is cut where a row starts or ends, each piece with
 * the effects of every row that holds it, in the card's order (rows that do not overlap are kept as they are).
 */
function disjoint(rows: Row[]): Row[] {
  const overlap = rows.some((a, i) => rows.some((b, j) => i < j && a.from <= b.to && b.from <= a.to));
  if (!overlap) return rows;
  const cuts = [...new Set(rows.flatMap((r) => [r.from, r.to + 1]))].sort((a, b) => a - b);
  return cuts.slice(0, -1).flatMap((from, i) => {
    const to = cuts[i + 1]! - 1;
    const holding = rows.filter((r) => r.from <= from && to <= r.to);
    return holding.length ? [{ from, to, effects: holding.map((r) => r.effects).join(" and ") }] : [];
  });
}

/**
 * "1 ally adjacent to this creature heals 5 HP, or 1 condition on that ally ends": one of
 * two effects, the power's player picking which as it resolves. ddm-battle-rules-2011.txt § Activated Powers; § Resolving Effects
 */
function eitherOf(text: string): string | null {
  const m = /^([^.]+?), or ([^.]+?)\.?$/i.exec(text.trim());
  if (!m) return null;
  const [a, b] = [effectSentences(m[1]!), effectSentences(m[2]!)];
  // "Place this creature in your start area, or adjacent to an allied champion": the second shares the first's verb.
  if (a && !b && !/^(?:either|roll d20) /.test(a)) {
    const shared = effectSentences(`${m[1]} or ${m[2]}`);
    return shared && /^either /.test(shared) ? shared : null;
  }
  if (!a || !b || /^(?:either|roll d20) /.test(a) || /^(?:either|roll d20) /.test(b)) return null;
  const alternative = (x: string) => (x.includes(" and ") ? `(${x})` : x);
  return sameCreature(`either ${alternative(a)} or ${alternative(b)}`);
}

/** "1 additional move action or 1 additional attack action" (eitherNamed); made once. */
const extraAction = String.raw`(?:1|one|an) (?:extra|additional) (attack|move|minor) action`;
const extraActionsRe = new RegExp(`^(?:this turn, )?(?:this creature )?(?:has|gains?|takes?|may take) ${extraAction} or ${extraAction}(?: this turn)?$`, "i");

/**
 * "Moves up to its speed with Burrow OR Flight", "This turn, this creature has 1 additional
 * move action or 1 additional attack action": one of two, the power's player picking which
 * as it resolves. ddm-battle-rules-2011.txt § Activated Powers; § Movement Modes; § Actions
 */
function eitherNamed(text: string): string | null {
  // Both forms name two things joined by "or": other texts are not tried.
  if (!/ or /i.test(text)) return null;
  const t = text.trim().replace(/\.$/, "");
  const modes = /^(?:this creature )?moves? up to its (?:current )?speed with (flight|burrow|phasing) or (flight|burrow|phasing)$/i.exec(t);
  if (modes) return `either ${[modes[1]!, modes[2]!].map((m) => `this creature moves up to its speed with ${m.toLowerCase()}`).join(" or ")}`;
  const actions = extraActionsRe.exec(t);
  if (actions) return `either ${[actions[1]!, actions[2]!].map((a) => `this creature takes 1 extra ${a.toLowerCase()} action this turn`).join(" or ")}`;
  return null;
}

/**
 * "End 1 of the Dazed, Slowed, or Staggered conditions affecting 1 ally": one of those
 * conditions ended, the power's player picking which (old names read as the 2011 ones,
 * the same condition named twice offered once). ddm-battle-rules-2011.txt § Conditions; § Appendix A
 */
function oneOfConditionsEnded(text: string): string | null {
  const m = /^end (?:1|one) of the (\w+)(?:,| or) (\w+),? (?:or|and) (\w+) conditions (?:affecting|on) (.+?)\.?$/i.exec(text.trim());
  const names = m ? [...new Set([m[1]!, m[2]!, m[3]!].map(conditionName))] : [];
  const who = m ? subjectOf(m[4]!) : null;
  if (!who || names.some((c) => !c)) return null;
  return names.length === 1 ? `${who} loses ${names[0]}` : `either ${names.map((c) => `${who} loses ${c}`).join(" or ")}`;
}

/**
 * "Push 1 adjacent enemy 6 squares; this movement provokes opportunity attacks": the forced
 * movement provokes as the creature leaves each square (§ Forced-Movement Effects).
 */
function provokingMove(text: string): string | null {
  const m = /^(push|pull|slide) (.+?)[.;,]\s*(?:this|that|the) movement provokes opportunity attacks\.?$/i.exec(text.trim());
  const moved = m ? effectsWithSubjects(`${m[1]} ${m[2]}`) : null;
  if (moved && /^(push|pull|slide) [^.]+ \d+$/.test(moved) && !/ and /.test(moved)) return `${moved} provoking opportunity attacks`;
  const chosen = pulledByChoice(text);
  return chosen && /[.;,]\s*(?:this|that|the) movement provokes opportunity attacks\.?$/i.test(text.trim()) ? `${chosen} provoking opportunity attacks` : chosen;
}

/**
 * "Each ally within 6 squares of this creature can choose to be pulled adjacent to it": an
 * ally's choice is its player's, who is the power's, so the allies picked (any number of
 * them) are pulled next to this creature; enemies choosing is not read.
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Pull); § Activated Powers
 */
function pulledByChoice(text: string): string | null {
  const m = /^(?:each|every|any) ((?:[A-Z][\w'-]* )?ally\b[^;.]*?),? (?:can|may) (?:choose|elect) to be pulled adjacent to (?:it|this creature)(?:[.;,]\s*(?:this|that|the) movement provokes opportunity attacks)?\.?$/i.exec(text.trim());
  const who = m ? subjectOf(`each ${m[1]}`) : null;
  return who && /^(?:[A-Z][\w'-]* )?allies\b/.test(who) ? `pull any number of ${who} adjacent` : null;
}

/**
 * "… is Helpless until end of its next turn; this effect ends if that enemy takes damage", "…
 * is invisible until end of its next turn; also ends after it makes an attack": the duration
 * and what else ends it, whichever comes first, said as one duration.
 * ddm-battle-rules-2011.txt § Conditions (Duration)
 */
function endingAlsoWhen(text: string): string {
  return text
    .replace(
      / (until [^;.]+?|\(save ends\))[;.]\s*(?:this effect (?:also )?ends|also ends) (?:if|when|after) (?:that enemy|that ally|that creature|it|the target) (takes damage|moves|attacks|makes an attack)\.?$/i,
      (_w, until: string, act: string) => ` ${until} or until it ${act}`,
    )
    // "(save ends, ends if this creature is destroyed)", its parenthesis sometimes left open: whichever comes first.
    .replace(/\s*\(save ends,? (?:also )?ends (?:if|when) this creature is destroyed\.?\)?\.?$/i, " (save ends) or until this creature is destroyed");
}

/** Effects written as one sentence or several ("That ally heals 10 HP. It shifts 1 square."): each sentence read, all joined. */
/**
 * "Choose up to 3 allies within 5 squares. Each of those allies heals 10 HP", "choose any
 * number of allies …; those allies …": the creatures picked are the subject of what follows
 * (a group's subject is picked once per line: compiler/primitives/up-to-subjects.ts).
 */
function chosenGroup(text: string): string | null {
  const m = /^choose ((?:up to (?:\d+|two|three|four|five)|any number of) (?:[\w'-]+ )*?(?:allies|enemies|creatures)\b[^.;:]*?)\s*[.;:]\s*(?:each of )?(?:those|the chosen) (?:allies|enemies|creatures),? (.+)$/i.exec(text.trim());
  return m ? effectSentences(`${m[1]} ${m[2]}`) : null;
}

export function effectSentences(raw: string): string | null {
  const text = endingAlsoWhen(raw);
  const refined = keywordRefinement(text);
  if (refined) return effectSentences(refined);
  const group = chosenGroup(text);
  if (group) return group;
  const table = d20Table(text) ?? againstAllChosen(text) ?? inAnyOrder(text, effectSentences) ?? againstSameTarget(text, effectSentences) ?? menuOf(text, effectSentences) ?? resistOfOneType(text, effectSentences) ?? eitherOf(text) ?? eitherNamed(text) ?? oneOfConditionsEnded(text) ?? provokingMove(text) ?? chosenSquareTerrain(text);
  if (table) return table;
  // "That attack has no effect and is considered used": an attack declared is used anyway (compiler/primitives/cancellation-effects.ts).
  // "Choose an adjacent enemy; on its next turn, …": the choice is a sentence of its own.
  // "Shift 4 squares. It may shift through enemies.": the passage said after is the shift's, as after a semicolon.
  const chosen = text
    .trim()
    .replace(/^(choose (?:1|one|an?) [^;.:]+);\s+(?=\S)/i, "$1. ")
    .replace(/\.\s+(?:it|this creature) (?:can|may) (?:move|shift) through enemies\.?$/i, "; can move through enemies.")
    // "Shift up to 3 squares. Each square entered must be closer to that enemy than the last one": one shift.
    .replace(
      /\b(shifts? (?:up to )?\d+(?: squares?)?)[.;,]\s+each square (?:entered )?(?:during (?:that|the|this) shift )?(?:must be|is) closer to (?:the|that) (enemy|ally|creature) than the (?:previous|last)(?: square| one)?\.?$/i,
      "$1 toward that $2.",
    );
  const said = sentences(withoutJoinNotes(chosen).replace(/\b(has no effect),? and is considered used\b/gi, "$1"));
  // "It"/"They" opening a later sentence may mean the creature named before, not this one: not guessed.
  if (said.slice(1).some((x) => /^(it|they|its|their)\b/i.test(x))) return null;
  const parts = readEach(said, (x) => offMapPart(x) ?? lentMount(x) ?? areaKept(x) ?? counterPart(x) ?? newCreaturePart(x) ?? moveEnding(x) ?? placedWithin(x) ?? sightLimitedFor(x) ?? moveMakingAttack(x) ?? apartFromAttacks(x) ?? damageTakenFor(x) ?? sharedDuration(x) ?? terrainPart(x) ?? unmovedFor(x) ?? restrictedFor(x) ?? chosenBonus(x) ?? delayedDamage(x) ?? turnStartHealing(x) ?? nextAttackEffects(x, subjectOf) ?? effectsWithSubjects(x, otherPart) ?? effectsWithSubjects(spelledOut(x), otherPart));
  return parts?.length ? sameCreature(parts.join(" and ")) : null;
}

/** The power's header: quoted name (the card's, or its opening words when it has none) and limited uses. */
function header(name: string | null, body: string, power: CardPower): string {
  const uses = power.limit ? ` uses ${power.limit}` : "";
  return `${quoted(name ?? (body.trim().replace(/[.;]+$/, "").split(/[:.;]/)[0] ?? "").slice(0, 60).trim())}${uses}`;
}

export const actionCost: Reading = (name, body, power) => {
  const h = headOf(body);
  if (!h) return null;
  // A printing slip: a closing parenthesis left at the end ("Teleport 6.)").
  let rest = (h.rest.match(/\)/g) ?? []).length > (h.rest.match(/\(/g) ?? []).length ? h.rest.replace(/\)\s*$/, "") : h.rest;
  // "Minor action: If this creature is adjacent to a Wild champion ally, it has +5 Damage …": used
  // in any other state the power does nothing, so the state is the power's limit (one "while" per power).
  const state = /^if ((?:this creature|it) (?:is [^,]+|has line of sight to no enem(?:y|ies)|can see no enem(?:y|ies))), (.+)$/i.exec(rest);
  const gate = state && !/\bwhile\b/.test(h.head) ? gatePhrase(state[1]!.replace(/^(?:this creature|it) is /i, "")) : null;
  if (gate) rest = state![2]!;
  // "Minor action. Use when adjacent to difficult terrain; …": the state said in a sentence of its own after the cost.
  // "Minor action; when adjacent to river terrain only. …": the same, "only" after the state.
  const usable = gate || /\bwhile\b/.test(h.head) ? null : (/^(?:use|usable) (?:only )?(?:when|while|if) ([^:;.,]+)[:;.,]\s*(.+)$/i.exec(rest) ?? /^(?:when|while) ([^:;.,]+?) only[:;.,]\s*(.+)$/i.exec(rest));
  const when = usable ? limitOf(`while ${usable[1]}`) : null;
  if (when) rest = usable![2]!;
  let head = gate ? `${h.head}, while ${gate}` : when ? `${h.head}, ${when}` : h.head;
  // "Use on this creature's turn. Once per round, take …": a limit said at the start of the effects is the power's.
  const once = /^once per (turn|round),\s*(.+)$/i.exec(rest);
  if (once && !/\bonce per\b/.test(head)) {
    head = head.replace(/^([^,]+)/, `$1, once per ${once[1]!.toLowerCase()}`);
    rest = once[2]!;
  }
  // "Only 1 creature in your warband can use Loot each round": a limit on the power's name shared by the warband.
  const shared = /^(.+?)\s*only (?:1|one) creature in your warband (?:can|may) use (.+?) (?:each|per|a) round\.?$/i.exec(rest);
  if (shared && name && shared[2]!.toLowerCase() === name.toLowerCase()) {
    head = head.replace(/^([^,]+)/, "$1, one creature per round in your warband");
    rest = shared[1]!;
  }
  // "spend 5 VP, then …", "Spend 10 VP. If you do, …": paid first, and only while its player has them (compiler/primitives/vp-costs.ts).
  const spend = /^spend (\d+) (?:VP|victory points)(?:,? then,?|\.\s*if you do,?|[,;:.])\s*(.+)$/i.exec(rest);
  if (spend && /\bwhile\b/.test(head)) return null;
  if (spend) {
    head = `${head}, while you have ${spend[1]} or more VP`;
    rest = spend[2]!;
  }
  // "only while adjacent to a Rat ally; …, must end adjacent to that ally": that ally is one of those the limit names.
  const kin = /\bwhile adjacent to ([A-Z][\w'-]*) ally\b/.exec(head);
  if (kin) rest = rest.replace(/\badjacent to that ally\b/gi, `adjacent to a ${kin[1]} ally`);
  const effects = effectSentences(rest);
  // "Replaces turn: Move up to Speed and attack each enemy adjacent to squares it enters; +11 vs. Reflex; …": an attack of the power's own (power-attacks.ts).
  const moving = effects || spend || h.provokes ? null : movingPowerAttack(name, rest);
  if (moving) return [`${power.type === "CHAMPION" ? "champion power" : "power"} ${header(name, body, power)}: ${head}: ${moving.effect}`, moving.attack];
  if (!effects) return null;
  return [`${power.type === "CHAMPION" ? "champion power" : "power"} ${header(name, body, power)}: ${head}: ${h.provokes ? "this creature provokes opportunity attacks and " : ""}${spend ? `you spend ${spend[1]} VP and ` : ""}${effects}`];
};

/**
 * "Use during your set-up: …", "Use during setup; …": used once its player has set up
 * (compiler/primitives/set-up.ts). Hit points gained then raise the maximum, which the
 * language says as bonus hit points gained during set-up.
 * ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Hit Points (Set-Up Effects)
 */
export const setUpPower: Reading = (name, body, power) => {
  // "During setup, you may place this creature …": the same, the "may" being the power's use. A closing note that the
  // ally loses a use of its champion powers when this creature is destroyed says what the rating's end does already.
  const said = body.trim().replace(/\s*\((?:when|if) this creature is destroyed, that (?:ally|champion) loses (?:1|one)\b[^()]*\)?\.?$/i, "");
  // "Use during your set-up, if your warband has a Hobgoblin champion: …": used only while that holds.
  const m = /^(?:use )?(?:during|at) (?:your )?set-?up(?:,? (?:only )?(?:if|while) ([^:;]+?))?\s*[:;,.]\s*(?:you may )?(.+)$/i.exec(said);
  if (!m) return null;
  const limit = m[1] ? gatePhrase(m[1]) : "";
  if (limit === null) return null;
  // "until end of the first round": set-up comes before it, so the round that ends first (runtime/ddm/effects.ts).
  // "That enemy is Marked until end of battle": a state the card names and its other powers ask for ("against Marked
  // targets", read as a keyword), so the keyword for the battle; conditions and bloodied keep their own reading.
  const setUpSaid = m[2]!
    .replace(/\b(gains?) (\d+) (?:HP|hit points)\b/gi, "$1 $2 bonus hp")
    .replace(/\buntil (?:the )?end of (?:the )?first round\b/gi, "until end of round")
    .replace(/\b([Tt]hat (?:enemy|ally|creature)) is ([A-Z][a-z]+) until (?:the )?end of (?:the )?battle\b/g, (said, who: string, w: string) =>
      conditionName(w) || /^bloodied$/i.test(w) ? said : `${who} gains the ${w} keyword until end of battle`,
    );
  const effects = raisedMaximum(setUpSaid) ?? lentScout(setUpSaid) ?? effectSentences(setUpSaid);
  return effects ? [`${power.type === "CHAMPION" ? "champion power" : "power"} ${header(name, body, power)}: use during your setup${limit ? ` while ${limit}` : ""}: ${effects}`] : null;
};

/**
 * "At start of battle, this creature's Cacophony, Fireball, and Skein of Shadow count as
 * used": spent before the first round, so once its player has set up (no use can come
 * between). ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § Powers and Effects (Limited Use Powers)
 */
export const usedFromStart: Reading = (name, body, power) => {
  const m = /^(?:at (?:the )?start of (?:the )?battle|use during (?:your )?set-?up)\s*[,:;]\s*(?:this creature's|its) (.+?) (?:counts?|are|is) (?:considered )?(?:as )?used\.?$/i.exec(body.trim());
  const names = m ? m[1]!.split(/,? and |, /) : [];
  if (!names.length || !names.every((n) => /^[A-Z][\w'-]*(?: [\w'-]+){0,4}$/.test(n))) return null;
  return [`power ${header(name, body, power)}: use during your setup: ${names.map((n) => `${quoted(n)} counts as used`).join(" and ")}`];
};

/**
 * "1 Goblin ally has Scout until end of battle", "A Plant ally gains Scout (may setup in an
 * unoccupied victory area)", said of a set-up power: Scout is only a set-up rule, so during
 * its player's set-up that ally may be put in a victory area no creature occupies instead of
 * its start area, which the effect says as the place it is put in (spec A-35).
 * ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers, Scout)
 */
function lentScout(said: string): string | null {
  const m = /^(?:1|one|an?) ([A-Z][\w'-]*) ally (?:has|gains) Scout(?: until (?:the )?end of (?:the )?battle)?(?: \(may set ?up in an? unoccupied victory area\))?\.?$/i.exec(said.trim());
  return m ? `place one ${m[1]} ally in any unoccupied victory area or start area` : null;
}

/**
 * "Use during your set-up: This creature is invisible to enemies until after it first
 * makes an attack": used at set-up, it lasts until the first attack, which is the state
 * "invisible while it has not attacked" from the start of the battle.
 * ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers); § How to Choose Targets (Invisible)
 */
export const setUpInvisible: Reading = (name, body, power) => {
  const m = /^use during (?:your )?set-?up\s*[:;,.]\s*(?:this creature )?(?:is )?invisible(?: to enemies)? until (?:after )?it (?:first )?(?:attacks|makes an attack)\.?$/i.exec(body.trim());
  return m ? [`power ${header(name, body, power)}: invisible while it has not attacked`] : null;
};
