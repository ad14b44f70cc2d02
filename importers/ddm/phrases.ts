// The parts of power text that recur across cards: who an effect reaches, the
// trigger of a triggered power, continuous modifiers and permissions. Each function
// returns the language's phrase, or null when the card says something it cannot.
import { counterGate, counterTrigger } from "./counters.js";
import { conditionName, damageTypeOf, damageTypes, duration, effectPart, forbiddenAction, modifierPhrases as modifiers, splitParts, untilTail } from "./effects.js";
import { countOf, quoted, readEach, singular } from "./text.js";
import { rankedSubject } from "./rank-subjects.js";
import { remembered } from "./remembered.js";
import { statePhrase, stateTail, targetStatePhrase } from "./continuous-states.js";
import { attackEffect, attackTrigger, readParty } from "./triggered.js";
import { pattern } from "./patterns.js";
import { championEffect } from "./champion-effects.js";

const articles = /\b(a|an|the)\s+/gi;
const kinds = "(melee|ranged|close|area)";

/** Who an effect or a modifier reaches, as the language's subjects say it (each wording worked out once: about half the calls are repeats). */
export function subjectOf(said: string): string | null {
  return subjectRemembered(said);
}
const subjectRemembered = remembered(readSubjectOrLower);
/** "a demon ally", "each hobgoblin ally": a keyword printed in lower case, read capitalised when nothing reads it as printed. */
function readSubjectOrLower(said: string): string | null {
  const read = readSubject(said);
  if (read) return read;
  // One word alone before the side: not a size, a comparison or a condition, which other readings know.
  const one = /^((?:an?|1|one|each|all) )([a-z][\w'-]*)( (?:all(?:y|ies)|enem(?:y|ies))\b.*)$/i.exec(said.trim());
  if (!one || notKinds.has(one[2]!) || /^(?:non|tiny|small|medium|large|huge|gargantuan|smaller|larger|lower|higher)/.test(one[2]!) || conditionName(one[2]!)) return null;
  return readSubject(`${one[1]}${one[2]![0]!.toUpperCase()}${one[2]!.slice(1)}${one[3]}`);
}
// "each Undead enemy and ally, each Dragon enemy and ally" (readSubject), made once.
const bothSides = String.raw`(?:enemy and ally|ally and enemy)`;
const kinBothSidesRe = new RegExp(String.raw`^(?:each )?([A-Z][\w'-]*) ${bothSides}((?:,? (?:and )?each [A-Z][\w'-]* ${bothSides})+)$`);

// Subjects of fixed forms, which readSubject tries in turn on the words in lower case. Made once, not on each call.
const subjectForms: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
  [/^(this creature|this champion|it|itself)$/, "this creature"],
  [/^(that enemy|the attacker|that attacker|the attacking enemy|attacker)$/, "that enemy"],
  [/^that creature$/, "that creature"],
  [/^that ally$/, "that ally"],
  [/^(?:its|this creature's) rider$/, "its rider"],
  [/^this creature or (?:an|1|one) (?:adjacent ally|ally adjacent to (?:this creature|it))$/, "this creature or one adjacent ally"],
  [/^this creature or (?:an|1|one) ally within (\d+) squares?(?: of (?:this creature|it))?$/, (m) => `this creature or one ally within ${m[1]} squares`],
  [/^(the |that )?target$|^(the )?target of (that|the) (attack|charge)$/, "target"],
  // "each target of that attack": every creature a close or area attack targets (compiler/primitives/attack-subjects.ts).
  [/^(?:each|every|all) targets? of (?:that|the) attack$|^(?:the )?targets of (?:that|the) attack$/, "targets of that attack"],
  [/^(each adjacent enemy|adjacent enemies|all adjacent enemies|each enemy adjacent to (this creature|it)|enemies adjacent to (this creature|it))$/, "adjacent enemies"],
  // "each enemy champion that is adjacent to this creature": the champions among the adjacent enemies (or allies).
  [/^(?:each |all )?(?:adjacent (enemy|ally) champions?|(enemy|ally) champions? (?:that (?:is|are) )?adjacent to (?:this creature|it))$/, (m) => `adjacent champion ${(m[1] ?? m[2]) === "enemy" ? "enemies" : "allies"}`],
  [/^(each adjacent ally|adjacent allies|all adjacent allies|each ally adjacent to (this creature|it)|allies adjacent to (this creature|it))$/, "adjacent allies"],
  [/^(each adjacent creature|adjacent creatures|each creature adjacent to (this creature|it))$/, "adjacent creatures"],
  [/^(?:each |all )?(?:creatures?|enemy and ally|enemies and allies) adjacent to (?:the )?target$/, "creatures adjacent to the target"],
  [/^(?:each |all )?(?:enemy|enemies) adjacent to (?:the )?target$/, "enemies adjacent to the target"],
  [/^(?:each ally|allies|all allies) adjacent to (?:the )?target$/, "allies adjacent to target"],
  [/^(?:each ally|allies|all allies) adjacent to that enemy$/, "allies adjacent to that enemy"],
  [/^(?:an|1|one) ally adjacent to (?:the )?(target|that enemy)$/, (m) => `one ally adjacent to ${m[1]}`],
  // "choose 1 other ally": not the ally the trigger named (compiler/primitives/selectors.ts).
  [/^(?:an|1|one) other ally$|^another ally$/, "one other ally"],
  // "1 other ally adjacent to that enemy": not the ally the trigger named (compiler/primitives/card-subjects.ts).
  [/^(?:an|1|one) other ally adjacent to that enemy$|^another ally adjacent to that enemy$/, "one other ally adjacent to that enemy"],
  [/^(?:each enemy|enemies|all enemies) within (\d+) squares?(?: of (?:this creature|it))?$/, (m) => `enemies within ${m[1]} squares`],
  [/^(?:each enemy|enemies|all enemies) within (\d+) squares? of that creature$/, (m) => `enemies within ${m[1]} squares of that creature`],
  [/^(?:each ally|allies|all allies) within (\d+)(?: squares?)?(?: of (?:this creature|it))?$/, (m) => `allies within ${m[1]} squares`],
  // "Allies within 6 squares of this creature or a victory area": near either.
  [/^(?:each ally|allies|all allies) within (\d+) squares? of (?:this creature|it) or (?:of )?(?:a|any) victory area$/, (m) => `allies within ${m[1]} squares of this creature or victory area`],
  [/^(?:each creature|creatures|all creatures|each enemy and (?:each )?ally|enemies and allies) within (\d+) squares?(?: of (?:this creature|it))?$/, (m) => `creatures within ${m[1]} squares`],
  // "each creature within Reach": within the owner's melee reach.
  [/^(?:each |all )?(creature|creatures|enemy|enemies|ally|allies) within (?:its )?reach$/i, (m) => `${/^c/i.test(m[1]!) ? "creatures" : /^e/i.test(m[1]!) ? "enemies" : "allies"} within reach`],
  // One creature the player picks (the powers runtime asks for it).
  [/^(?:an|1|one) adjacent ally$|^(?:an|1|one) ally adjacent to (?:this creature|it)$/, "one adjacent ally"],
  [/^(?:an|1|one) adjacent enemy$|^(?:an|1|one) enemy adjacent to (?:this creature|it)$/, "one adjacent enemy"],
  [/^one other adjacent enemy$/, "one other adjacent enemy"],
  [/^(?:an|1|one) ally within (\d+)(?: squares?)?(?: of (?:this creature|it))?$/, (m) => `one ally within ${m[1]} squares`],
  [/^(?:an|1|one) enemy within (\d+)(?: squares?)?(?: of (?:this creature|it))?$/, (m) => `one enemy within ${m[1]} squares`],
  [/^(?:the )?nearest ally$/, "nearest ally"],
  // "a target this creature has already attacked this turn": one its attack rolls were made against in this turn.
  [/^(?:an?|1|one) (?:target|creature) (?:that )?(?:this creature|it) (?:has )?(?:already )?attacked (?:this|during this) turn$/, "one creature this creature attacked this turn"],
  // "Nearest ally within line of sight of this creature": the nearest of the allies it can see.
  [/^(?:the )?nearest ally (?:within line of sight of (?:this creature|it)|(?:that )?(?:this creature|it) (?:can see|has line of sight to))$/, "nearest ally this creature can see"],
  [/^(?:the )?nearest (?:enemy|target)$/, "nearest enemy"],
  [/^(?:an?|1|one) creature in your warband$/, "one creature in your warband"],
  // "an enemy champion", "1 champion ally": a creature with a champion rating, chosen by the power's player.
  [/^(?:an?|1|one) (?:(enemy|ally|allied) champion|champion (enemy|ally))$/, (m) => `one champion ${(m[1] ?? m[2]) === "enemy" ? "enemy" : "ally"}`],
  // One creature taking ongoing damage near the power's owner: "1 enemy within 5 squares taking ongoing cold damage".
  [
    /^(?:an|1|one) (enemy|ally|creature) (?:within (\d+) squares?(?: of (?:this creature|it))? )?taking ongoing (?:(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) )?damage(?: within (\d+) squares?(?: of (?:this creature|it))?)?$/,
    (m) => (m[2] ?? m[4] ? `one ${m[1]} taking ongoing ${m[3] ? `${m[3]} ` : ""}damage within ${m[2] ?? m[4]} squares` : "\u0000"),
  ],
  // One enemy the power's owner is hidden from, or can see (§ How to Choose Targets, Line of Sight).
  [/^(?:an|1|one) enemy (?:that|who) (?:does not have line of sight to|cannot see|can't see) (?:this creature|it)$/, "one enemy that cannot see this creature"],
  [/^(?:an?|1|one) (enemy|ally|creature|enemy or ally) (?:within|in) (?:line of )?sight(?: of (?:this creature|it))?$/, (m) => `one ${m[1] === "enemy or ally" ? "creature" : m[1]} this creature can see`],
  [/^(?:an?|1|one) (enemy|ally|creature) (?:that )?(?:this creature|it) (?:can see|has line of sight to)$/, (m) => `one ${m[1]} this creature can see`],
  // "1 ally with line of sight to this creature": one that sees it.
  [/^(?:an?|1|one) (enemy|ally|creature) (?:with line of sight to|that can see|who can see) (?:this creature|it)$/, (m) => `one ${m[1]} that can see this creature`],
  // "all enemies that have line of sight to it": every one of them that sees it (compiler/primitives/state-gates.ts, can-see-owner).
  [
    /^(?:each |all )?(enemy|enemies|ally|allies|creature|creatures) (?:with line of sight to|(?:that|who) (?:has|have) line of sight to|(?:that|who) can see) (?:this creature|it)$/,
    (m) => `${plural[singular(m[1]!)]} that can see this creature`,
  ],
  // "all creatures within 10 squares taking ongoing fire damage": each of them (without a distance, another form reads it).
  [
    /^(?:each |all )?(enemy|enemies|ally|allies|creature|creatures) (?:within (\d+) squares?(?: of (?:this creature|it))? taking ongoing (?:(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) )?damage|taking ongoing (?:(acid|cold|fire|force|lightning|necrotic|poison|psychic|radiant|thunder) )?damage within (\d+) squares?(?: of (?:this creature|it))?)$/,
    (m) => `${plural[singular(m[1]!)]} taking ongoing ${m[3] ?? m[4] ? `${m[3] ?? m[4]} ` : ""}damage within ${m[2] ?? m[5]} squares`,
  ],
  // "each enemy adjacent to that enemy", "… to the destroyed enemy": beside the enemy the trigger named.
  [/^(?:each enemy|enemies|all enemies) adjacent to (?:that|the destroyed) enemy$/, "enemies adjacent to that enemy"],
  // "each enemy within 5 squares that is not adjacent to this creature": near it, but not beside it.
  [
    /^(?:each |all )?(?:non-?adjacent (ally|allies|enemy|enemies|creature|creatures) within (\d+) squares?(?: of (?:this creature|it))?|(ally|allies|enemy|enemies|creature|creatures) within (\d+) squares?(?: of (?:this creature|it))?,? (?:that|who) (?:is|are) not adjacent to (?:this creature|it))$/,
    (m) => `nonadjacent ${plural[singular(m[1] ?? m[3]!)]} within ${m[2] ?? m[4]} squares`,
  ],
  [/^(?:each |all )?(ally|allies|enemy|enemies|creature|creatures) (?:occupying|in) (?:a |any )?victory areas?$/, (m) => `${plural[singular(m[1]!)]} in victory area`],
  // "each enemy occupying one of your victory areas", "… one of your enemy's victory areas": the areas that score for one player.
  [
    /^(?:each |all )?(ally|allies|enemy|enemies|creature|creatures) (?:occupying|in) one of your (enemy's |opponent's )?victory areas$/,
    (m) => `${plural[singular(m[1]!)]} in ${m[2] ? "opponent's" : "your"} victory area`,
  ],
  // "each enemy and ally occupying squares adjacent to squares entered during that move": next to the path of the power's move.
  [
    /^(?:each |all )?(ally|allies|enemy|enemies|creature|creatures|enemy and (?:each )?ally|ally and (?:each )?enemy|enemies and allies)(?: occupying squares)? adjacent to (?:the )?squares? (?:(?:it|this creature) )?(?:entered|enters) during (?:that|the|its|this) move$/,
    (m) => `${/ and /.test(m[1]!) ? "creatures" : plural[singular(m[1]!)]} adjacent to squares entered`,
  ],
  // "allies that have not yet taken a turn this round": by whether they have acted this round (compiler/primitives/state-gates.ts).
  [
    /^(?:each |all )?(ally|allies|enemy|enemies|creature|creatures) (?:that|who) (?:have|has) (not )?(?:yet |already )*(?:taken (?:a|its|their) turn|activated|acted) this round$/,
    (m) => `${plural[singular(m[1]!)]} ${m[2] ? "not " : ""}having acted this round`,
  ],
  [/^(each enemy|enemies|all enemies)$/, "enemies"],
  [/^(?:each creature|all creatures|each enemy and (?:each )?ally|each ally and (?:each )?enemy)$/, "creatures"],
  [/^(each ally|allies|all allies)$/, "allies"],
];
function readSubject(said: string): string | null {
  // "every ally" is each ally; "non-champion" names creatures without a champion rating, as a keyword would.
  // "each Champion ally in your warband": every ally is in its warband.
  const raw = said
    .replace(/^\s*every\b/i, "each")
    .replace(/\bnon-?champion(?= [A-Z])/i, "Non-champion")
    .replace(/\b(ally|allies) in your warband$/i, "$1");
  const ranked = rankedSubject(raw);
  if (ranked) return ranked;
  // "adjacent creatures with both the Dragon and Spawn keywords", "creatures with the Fire keyword": every other creature of them all, of either side.
  const keyed = /^(?:each |all )?(adjacent )?creatures? with (?:both )?the ([A-Z][\w'-]*)(?:,? and (?:the )?([A-Z][\w'-]*))? keywords?$/i.exec(raw.trim());
  if (keyed && [keyed[2], keyed[3]].every((k) => k === undefined || (traitOf(k) === k && !conditionName(k)))) {
    return `${keyed[1] ? "adjacent " : ""}${keyed[2]}${keyed[3] ? ` ${keyed[3]}` : ""} creatures`;
  }
  // "an Immobilized adjacent enemy with 25 HP or less": one beside the power's owner with that few hit points now.
  const worn = /^(?:an?|1|one) (?:(adjacent) )?(?:([A-Z][\w'-]*) )?(?:(adjacent) )?(ally|enemy) with (\d+) (?:hp|hit points) or (?:less|fewer)$/i.exec(raw.trim());
  if (worn && (worn[1] || worn[3]) && !(worn[1] && worn[3]) && (!worn[2] || traitOf(worn[2]) === worn[2] || conditionName(worn[2]))) {
    const trait = worn[2] ? `${conditionName(worn[2]) || worn[2]} ` : "";
    return `one adjacent ${trait}${worn[4]!.toLowerCase()} with ${worn[5]} hp or less`;
  }
  // "each nonchampion ally this creature has line of sight to", "enemies in line of sight of this creature": every
  // one of that side (of the keyword) the power's owner can see (§ How to Choose Targets, Line of Sight).
  const seen = /^(?:each |all )?(?:(?!(?:Nearest|Each|All|One|An?|The|Any)\b)([A-Z][\w'-]*) )?(ally|allies|enemy|enemies) (?:(?:that )?(?:this creature|it) (?:can see|has line of sight to)|(?:with)?in line of sight of (?:this creature|it))$/.exec(
    raw.trim().replace(/^(Each|All) /, (w) => w.toLowerCase()),
  );
  if (seen && (!seen[1] || traitOf(seen[1]) === seen[1])) return `${seen[1] ? `${seen[1]} ` : ""}${seen[2]!.startsWith("all") ? "allies" : "enemies"} this creature can see`;
  // "each enemy within 5 squares and adjacent to a Fire enemy or ally": beside another creature of the keyword, the power's owner not counted (compiler/primitives/card-subjects.ts).
  const besideKin = /^(?:[Ee]ach |[Aa]ll )?(?:enemy|enemies) within (\d+) squares(?: of (?:this creature|it))?,? (?:and )?adjacent to (?:an?|any|1|one) ([A-Z][\w'-]*) (?:enemy or ally|ally or enemy)$/.exec(raw.trim());
  if (besideKin && traitOf(besideKin[2]!) === besideKin[2]) return `enemies within ${besideKin[1]} squares adjacent to ${besideKin[2]} enemy or ally`;
  // "up to 3 adjacent allies": as many of those as the number, or fewer (compiler/primitives/up-to-subjects.ts).
  // "any number of allies within 10 squares": as many of those as its player likes.
  const upTo = /^(?:up to (\d+|two|three|four|five)|(any number of)) (.+)$/i.exec(raw.trim());
  if (upTo) {
    const group = subjectOf(upTo[3]!);
    return group && !/^(?:one |this creature|that |target|its |up to |any number )/.test(group) ? `${upTo[2] ? "any number of" : `up to ${countOf(upTo[1]!)}`} ${group}` : null;
  }
  // "1 adjacent Devil": one creature of the keyword, of either side, as "Orcs" names every creature of it.
  const kindAlone = /^(?:an?|1|one) (adjacent )?([A-Z][\w'-]*)$/.exec(raw.trim());
  if (kindAlone && traitOf(kindAlone[2]!) === kindAlone[2] && !/^(?:Ally|Enemy|Creature|Champion|Tiny|Small|Medium|Large|Huge|Gargantuan)$/.test(kindAlone[2]!)) return readSubject(`one ${kindAlone[1] ?? ""}${kindAlone[2]} creature`);
  // "1 non-Mounted Large or larger Dragon ally": one of the keyword, of that size or beyond, without the other keyword.
  const beyond = /^(?:an?|1|one) (?:(non-[A-Z][\w'-]*) )?(Tiny|Small|Medium|Large|Huge|Gargantuan) or (larger|smaller) (?:(non-[A-Z][\w'-]*) )?([A-Z][\w'-]*) (ally|enemy)$/.exec(raw.trim());
  if (beyond && !(beyond[1] && beyond[4])) {
    const size = `${beyond[2]} or ${beyond[3]}`;
    const not = beyond[1] ?? beyond[4];
    return `one ${beyond[5]} ${beyond[6]} that is ${not ? `both ${size} as well as ${not}` : size}`;
  }
  // "1 adjacent enemy worth 12 VP or less": by what destroying it scores (compiler/primitives/rank-subjects.ts).
  const worth = /^(?:an?|1|one) (adjacent )?(enemy|ally) worth (\d+) (?:vp |victory points )?or (less|more)$/i.exec(raw.trim());
  if (worth) return `one ${worth[1] ? "adjacent " : ""}worth ${worth[3]} VP or ${worth[4]!.toLowerCase()} ${worth[2]!.toLowerCase()}`;
  // "1 Bloodied ally occupying one of your victory areas": one ally in one of its own side's areas, in that state if one is named.
  const holding = /^(?:an?|1|one) (?:(bloodied|non-bloodied) )?ally (?:occupying|in) (?:one of )?your victory areas?$/i.exec(raw.trim());
  if (holding) return `one ally that is ${holding[1] ? `both ${holding[1].toLowerCase()} as well as ` : ""}in one of its victory areas`;
  // "1 champion ally", "1 Dragon champion ally": one allied champion, of a keyword (compiler/primitives/activated.ts).
  const champion = /^(?:an?|1|one) (?:([A-Z][\w'-]*) )?champion ally$/i.exec(raw.trim());
  if (champion && (!champion[1] || /^[A-Z]/.test(champion[1]))) return `one ${champion[1] ? `${champion[1]} ` : ""}champion ally`;
  // "each Good Dragon ally with the word 'Silver' in its name": allies of those keywords whose card's name has the word (compiler/primitives/named-subjects.ts).
  const namedWith = /^(?:each |all )?([A-Z][\w'-]*)(?: ([A-Z][\w'-]*))? (?:ally|allies) with (?:the word )?['"]([A-Z][\w'-]*)['"] in (?:its|their) names?$/i.exec(raw.trim());
  if (namedWith && [namedWith[1], namedWith[2]].every((k) => k === undefined || traitOf(k) === k)) return `${namedWith[1]}${namedWith[2] ? ` ${namedWith[2]}` : ""} allies with ${quoted(namedWith[3]!)} in name`;
  const s = raw.trim().replace(/\s+/g, " ").toLowerCase();
  const keyword = /^(?:each |all )?(adjacent )?([A-Z][\w'-]*) (ally|allies|enemy|enemies)( within (\d+) squares?(?: of this creature)?)?$/.exec(raw.trim().replace(/^(Each|All|Adjacent) /, (w) => w.toLowerCase()));
  for (const [re, out] of subjectForms) {
    const m = re.exec(s);
    if (!m) continue;
    const said = typeof out === "string" ? out : out(m);
    // "\u0000": the form fits but says something the language cannot (no distance given).
    return said === "\u0000" ? null : said;
  }
  // "each Undead enemy and ally, each Dragon enemy and ally": every other creature with any of the keywords, of either side.
  const kin = kinBothSidesRe.exec(raw.trim().replace(/^Each /, "each "));
  if (kin) {
    const kws = [kin[1]!, ...[...kin[2]!.matchAll(/each ([A-Z][\w'-]*)/g)].map((x) => x[1]!)];
    if (kws.every((k) => traitOf(k) === k)) return `${kws.join(" or ")} creatures`;
  }
  // "Medium and Small Stealth allies": allies of the keyword, of either size.
  const sized = /^(?:each |all )?(Tiny|Small|Medium|Large|Huge|Gargantuan) (?:and|or) (Tiny|Small|Medium|Large|Huge|Gargantuan) ([A-Z][\w'-]*) allies$/.exec(raw.trim().replace(/^(Each|All) /, (w) => w.toLowerCase()));
  if (sized && traitOf(sized[3]!) === sized[3]) return `${sized[1]} or ${sized[2]} ${sized[3]} allies`;
  // "each Good enemy and ally": every other creature with the keyword, of either side.
  const both = /^(?:each |all )?([A-Z][\w'-]*) (?:enemy and ally|ally and enemy|enemies and allies|allies and enemies)$/.exec(raw.trim().replace(/^(Each|All) /, (w) => w.toLowerCase()));
  if (both && traitOf(both[1]!) === both[1]) return `${both[1]} creatures`;
  // "Orcs have +2 attack": every creature of the keyword, of either side.
  const kinds = /^([A-Z][a-z'-]+[^s])s$/.exec(raw.trim());
  if (kinds && traitOf(kinds[1]!) === kinds[1]) return `${kinds[1]} creatures`;
  // "Yuan-Ti and Undead have +2 attack", "each Hag and Aberration has Flight": every creature of any of the keywords, of either side.
  const anyKind = /^(?:each )?([A-Z][\w'-]*(?:,? (?:and |or )?[A-Z][\w'-]*)*,? (?:and|or) [A-Z][\w'-]*)$/.exec(raw.trim().replace(/^Each /, "each "));
  if (anyKind) {
    const kws = anyKind[1]!.split(/,? (?:and|or) |, /).map((k) => k.replace(/([^s])s$/, "$1"));
    if (kws.every((k) => traitOf(k) === k && !/^(?:all(?:y|ie)|enem(?:y|ie)|creature|this|it)$/i.test(k))) return `${kws.join(" or ")} creatures`;
  }
  const marked = subjectWithTrait(raw.trim().replace(/\s+/g, " "));
  if (marked) return marked;
  const warband = keywordInWarband(capitalisedKinds(raw.trim()));
  if (warband) return warband;
  // One creature of any of several keywords: "an adjacent Golem or Object ally", "a Fey, Elf or Spirit enemy within 6 squares".
  // A comma left out between two of them ("a Demon, Devil Immortal or Planar enemy") still parts two keywords.
  const oneOf = /^(?:[Aa]n?|1|[Oo]ne) (adjacent )?([A-Z][\w'-]*(?:(?:,|,? or)? [A-Z][\w'-]*)*,? or [A-Z][\w'-]*) (ally|enemy)( adjacent to (?:this creature|it))?(?: within (\d+)(?: squares?)?(?: of (?:this creature|it))?)?$/.exec(raw.trim());
  // "a Beast or Plant ally": anywhere on the battle map, unless it is said to be adjacent or within N squares.
  if (oneOf && !((oneOf[1] ?? oneOf[4]) && oneOf[5])) {
    const kws = oneOf[2]!.split(/,? or |, | /);
    const near = oneOf[1] ?? oneOf[4] ? "adjacent " : "";
    if (kws.every((k) => traitOf(k) === k)) return oneOf[5] ? `one ${kws.join(" or ")} ${oneOf[3]} within ${oneOf[5]} squares` : `one ${near}${kws.join(" or ")} ${oneOf[3]}`;
  }
  // Any of several keywords: "Beast, Fey and Centaur allies", "Eladrin and Elf allies within 5 squares", "each Demon, Orcus, and Undead ally adjacent to this creature".
  const list = /^(?:each |all )?((?:[A-Z][\w'-]*,? )+(?:and|or) [A-Z][\w'-]*) (all(?:y|ies)|enem(?:y|ies))(?: within (\d+) squares?(?: of (?:this creature|it))?|( adjacent to (?:this creature|it)))?$/.exec(raw.trim().replace(/^(Each|All) /, (w) => w.toLowerCase()));
  if (list && (list[3] || list[4] || /,/.test(list[1]!))) {
    const kws = list[1]!.split(/,? (?:and|or) |, /).join(" or ");
    const who = list[2]!.startsWith("all") ? "allies" : "enemies";
    return `${list[4] ? "adjacent " : ""}${kws} ${who}${list[3] ? ` within ${list[3]} squares` : ""}`;
  }
  // Either of two keywords: "Drow and Spider allies", "each Elf ally and each Eladrin ally", "Orc or Ogre allies".
  const two =
    /^(?:each |all )?([A-Z][\w'-]*) (?:and|or) ([A-Z][\w'-]*) (all(?:y|ies)|enem(?:y|ies))$/.exec(raw.trim().replace(/^(Each|All) /, (w) => w.toLowerCase())) ??
    /^(?:each |all )?([A-Z][\w'-]*) (all(?:y|ies)|enem(?:y|ies)),? and (?:each )?([A-Z][\w'-]*) (?:all(?:y|ies)|enem(?:y|ies))$/.exec(raw.trim().replace(/^(Each|All) /, (w) => w.toLowerCase())) ??
    // "each Divine and each Martial ally".
    /^(?:each )?([A-Z][\w'-]*) and each ([A-Z][\w'-]*) (ally|enemy)$/.exec(raw.trim().replace(/^Each /, "each "));
  if (two) {
    const [a, b, who] = two[3] && /^[A-Z]/.test(two[3]) ? [two[1]!, two[3]!, two[2]!] : [two[1]!, two[2]!, two[3]!];
    return `${a} or ${b} ${who.startsWith("all") ? "allies" : "enemies"}`;
  }
  // "Champion enemies within 10 squares": a rating, not a keyword — those with one (the language's "champion" trait).
  // "Each Champion ally": every one of that side with a rating, which the language's keyword "Champion" names (runtime/ddm/view.ts).
  if (keyword?.[2] === "Champion") {
    const who = keyword[3]!.startsWith("all") ? "allies" : "enemies";
    return keyword[1] ? null : keyword[5] ? `champion ${who} within ${keyword[5]} squares` : `Champion ${who}`;
  }
  // Keyword filters: "Undead allies", "each adjacent Evil enemy", "Goblin allies within 5 squares".
  if (keyword && !/^(Each|All|Adjacent)$/.test(keyword[2]!)) {
    const who = keyword[3]!.startsWith("all") ? "allies" : "enemies";
    const within = keyword[5] ? ` within ${keyword[5]} squares` : "";
    return `${keyword[1] ? "adjacent " : ""}${keyword[2]} ${who}${within}`;
  }
  return oneInState(raw.trim().replace(/\s+/g, " ")) ?? subjectInState(raw.trim().replace(/\s+/g, " "));
}

/**
 * "1 ally adjacent to a wall", "an enemy within 2 squares of a Dragon ally" (the article
 * sometimes left out): one creature of that side in the state, the power's player picking.
 */
function oneInState(raw: string): string | null {
  const m = /^(?:(?:an?|1|one) )?(ally|enemy|creature) ((?:adjacent to|within \d+ squares? of) .+)$/i.exec(raw);
  const gate = m ? gatePhrase(m[2]!) : null;
  return gate ? `one ${m![1]!.toLowerCase()} that is ${gate}` : null;
}

/** The one creature of the trigger an ally's attack is made against: the attack's target, or that enemy (creature); null otherwise. */
function triggerCreature(raw: string): string | null {
  const who = subjectOf(raw);
  return who === "target" || who === "that enemy" || who === "that creature" ? who : null;
}

/**
 * "each enemy adjacent to a Devil ally", "each creature taking ongoing poison damage",
 * "each Evil Dragon ally": creatures of a side in a state, said as an attack's target's
 * state is (continuous-states.ts); null when the state is not one of those.
 */
function subjectInState(raw: string): string | null {
  const r = raw.replace(/^(Each|All) /, (w) => w.toLowerCase()).replace(/^(?:each|all) /, "");
  const after = /^(enemy|enemies|ally|allies|creatures?) (.+)$/i.exec(r);
  const post = after ? /^against targets (.+)$/.exec(targetStatePhrase(`targets ${after[2]}`) ?? "") : null;
  if (after && post) return `${plural[singular(after[1]!.toLowerCase())]} ${post[1]}`;
  const before = /^(.+?) (enemy|enemies|ally|allies)$/.exec(r);
  const pre = before ? /^against (.+) targets$/.exec(targetStatePhrase(`${before[1]} targets`) ?? "") : null;
  return before && pre ? `${pre[1]} ${plural[before[2]!.toLowerCase().replace(/ies$/, "y")]}` : null;
}

const durationRe = String.raw`(\s*\(save ends(?: both| all)?\)(?: or ${untilTail})?|\s+until (?:the )?(?:end|start) of [\w' ]+|\s+${untilTail})?`;
// Forms of readSubjectEffect, made once: a basic attack another creature makes, this creature's own, an attack of another's card;
// a creature that is or becomes a condition for a while.
const othersBasicRe = new RegExp(`^(.+?) (?:can )?makes? (?:a |an |1 |one )?(?:immediate )?(?:basic ${kinds}|${kinds} basic|basic) attack(?: against (.+?))?(?:,? (?:with|at) ([+-]\\d+ (?:attack|damage)(?: (?:and|plus) [+-]\\d+ (?:attack|damage))?),?)?(?: as (?:a|an) (?:immediate|free) action)?$`, "i");
const immediateBasicRe = new RegExp(`^(.+?) makes? (?:a |an |1 |one )?(?:basic ${kinds}|${kinds} basic|basic) attack$`, "i");
// A basic attack, or an attack of a kind or of the card's by name, against a target other than the trigger's.
const otherTargetBasicRe = new RegExp(`^(?:this creature )?(?:can )?makes? (?:a |an |1 |one )?(?:basic ${kinds}|${kinds} basic|basic) attack against (?:an? )?(?:different|another|other) target$`, "i");
const otherTargetKindRe = new RegExp(`^(?:this creature )?(?:can )?makes? (?:a |an |1 |one )?(?:${kinds}|([A-Z][\\w'-]*(?: [A-Z][\\w'-]*){0,3})) attack against (?:an? )?(?:different|another|other) target$`);
const ownBasicRe = new RegExp(`^(?:this creature )?(?:can )?makes? (?:a |an |1 |one )?(?:basic ${kinds}|${kinds} basic|basic) attack(?: against (.+?))?(?: with ([+-]\\d+ (?:attack|damage)(?: (?:and|plus) [+-]\\d+ (?:attack|damage))?))?(?: as (?:a|an) (?:immediate|free) action)?$`, "i");
const othersKindRe = new RegExp(`^(.+?) (?:can )?makes? (?:a |an |1 |one )?(?:immediate )?${kinds}(?: or ${kinds})? attack(?: against (.+?))?(?: as (?:a|an) (?:immediate|free) action)?$`, "i");
const becomesRe = new RegExp(String.raw`^(.+?) (?:is|are|becomes|become) (\w+)${durationRe}$`, "i");

/** "this creature heals 10 HP", "each adjacent enemy takes 5 fire damage", "push that enemy 2 squares"… */
/**
 * The creature a redirect picks: "an Immobilized enemy adjacent to this creature (can not
 * redirect to the attacker)", "1 adjacent active Goblin ally" — one the power's player
 * chooses, never the attacker when the card says so, active (not Stunned or Helpless) when
 * it says so (compiler/primitives/redirect-subjects.ts).
 * ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects)
 */
function redirectedTo(raw: string): string | null {
  const notAttacker = /\s*(?:\((?:can ?not|cannot|may not) (?:redirect|be redirected) to the attacker\)|,? other than the attacker)$/i;
  const active = /\bactive\s+/i;
  // "the enemy or ally with the lowest current HP within that enemy's reach": the attacker's reach (redirect-subjects.ts).
  if (/^(?:the |an? |one |1 )?(?:enemy or ally|ally or enemy|creature) with the (?:lowest|fewest) (?:current )?(?:hp|hit points) within (?:that enemy's|the attacker's|that attacker's|its) reach$/i.test(raw.trim())) return "one creature with lowest hp within reach of attacker";
  const said = raw.replace(notAttacker, "").replace(active, "").trim();
  const who = subjectOf(said);
  if (!who || (said === raw.trim())) return who;
  const chosen = /^one adjacent (\S+) (ally|enemy|creature)$/.exec(who);
  if (!chosen) return null;
  if (notAttacker.test(raw) && active.test(raw)) return null;
  return notAttacker.test(raw) ? `${who} other than attacker` : `one adjacent active ${chosen[1]} ${chosen[2]}`;
}

function subjectEffect(part: string): string | null {
  return subjectEffectRemembered(part);
}
const subjectEffectRemembered = remembered(readSubjectEffect);
function readSubjectEffect(part: string): string | null {
  const asImmediate = / as an? immediate action\.?$/i.test(part.trim());
  const p = part.replace(/\.$/, "").trim().replace(/ as (?:a|an) (?:immediate|free) action$/i, "").replace(/^as (?:a|an) free action,?\s+/i, "").replace(/( attack) vs\.? (that |the )/i, "$1 against $2");
  // "Nearest ally … makes 1 basic attack as an immediate action": its immediate action of this turn (§ Actions, Immediate Action).
  const immediate = asImmediate ? immediateBasicRe.exec(p) : null;
  const other = immediate && !/^(?:this creature|it)$/i.test(immediate[1]!) ? subjectOf(immediate[1]!) : null;
  if (other && !/(allies|enemies|creatures)\b/.test(other)) return `${other} makes basic ${(immediate![2] ?? immediate![3]) ? `${(immediate![2] ?? immediate![3])!.toLowerCase()} ` : ""}attack as immediate action`;
  // "1 ally makes a charge attack as an immediate action": that ally charges, its immediate action of this turn (§ Charge).
  const charge = asImmediate ? /^(.+?) (?:makes?|takes?) (?:a|an|1|one) charge(?: attack)?$/i.exec(p) : null;
  const charger = charge && !/^(?:this creature|it)$/i.test(charge[1]!) ? subjectOf(charge[1]!) : null;
  if (charger && !/(allies|enemies|creatures)\b/.test(charger)) return `${charger} charges as immediate action`;
  // "Until start of this creature's next turn, whenever that enemy attacks, it takes 10 Damage if it does not target this creature":
  // damage each time it declares an attack at another (compiler/primitives/act-stings.ts).
  // (regularEffects puts the duration last: "that enemy takes 10 damage whenever it declares an attack not against this creature until …".)
  const elsewhere = /^(that enemy|that creature|target) takes (\d+)(?: ([a-z]+))? damage whenever it declares an? attack (not against this creature )?(until .+|\(save ends\))$/i.exec(p);
  const stung = elsewhere ? subjectOf(elsewhere[1]!) : null;
  const lasting = elsewhere ? duration(elsewhere[5]!) : null;
  if (stung && lasting && (!elsewhere![3] || damageTypes.has(elsewhere![3].toLowerCase()))) {
    return `${stung} takes ${elsewhere![2]} ${elsewhere![3] ? `${elsewhere![3].toLowerCase()} ` : ""}damage whenever it declares attack ${elsewhere![4] ?? ""}${lasting}`;
  }
  // "+10 Damage on each attack in that attack action": every attack of the action being made (compiler/primitives/attack-effects.ts, action-boost).
  const each = /^([+-]\d+) (attack|damage) on each attack (?:in|of) (?:that|the|this) attack action$/i.exec(p);
  if (each) return `${each[1]} ${each[2]!.toLowerCase()} on each attack of that attack action`;
  // "that target has +5 ongoing poison damage (cumulative)": the ongoing damage it takes grows (compiler/primitives/effects.ts, ongoing-increase).
  const grows = /^(.+?) (?:has|takes|gains) \+(\d+) ongoing (?:(\w+) )?damage \(cumulative\)$/i.exec(p);
  const grower = grows && (!grows[3] || damageTypes.has(grows[3].toLowerCase())) ? subjectOf(grows[1]!) : null;
  if (grower) return `ongoing ${grows![3] ? `${grows![3].toLowerCase()} ` : ""}damage of ${grower} increases by ${grows![2]}`;
  // Cancellations and attacks granted to another creature (triggered.ts).
  const onAttack = attackEffect(p, subjectOf);
  if (onAttack) return onAttack;
  // Champion-power uses lost or regained, a rating set aside for initiative (champion-effects.ts).
  const champion = championEffect(p, subjectOf);
  if (champion) return champion;
  // The power lasting a while, said so by importers/ddm/lasting.ts where the card starts it.
  if (/^this power lasts until .+$/.test(p)) return p;
  // The saving throw being resolved (runtime/ddm/save-windows.ts).
  if (/^re-?roll (?:that|the) (?:save|saving throw)(?: instead)?$/i.test(p)) return "reroll that save";
  const save = /^(?:that|the) (?:save|saving throw) (?:automatically )?(succeeds|fails)(?: instead| automatically)?$/i.exec(p);
  if (save) return `that save ${save[1]!.toLowerCase()}`;
  // "redirect that attack to this creature" (ddm-battle-rules-2011.txt § Redirect Effects).
  // "The attack targets an adjacent Kobold ally instead", "Choose 1 adjacent Goblin ally as the
  // target instead": the same redirect, said of the attack or of the choice.
  let m = /^redirect (?:that|the) attack (?:to|against) (.+?)(?: instead)?$/i.exec(p) ?? /^(?:that|the) attack targets (.+?) instead$/i.exec(p) ?? /^(?:that|the) attack instead targets (.+)$/i.exec(p) ?? /^choose (.+?) as (?:the |its )?(?:new )?target instead$/i.exec(p);
  if (m) {
    const who = redirectedTo(m[1]!);
    return who ? `redirect that attack to ${who}` : null;
  }
  // "Choose 1 enemy": the one chosen is "that enemy" for the rest of the power.
  const c = /^choose (.+)$/i.exec(p);
  if (c) {
    const who = subjectOf(c[1]!);
    return who && /^one /.test(who) ? `choose ${who}` : null;
  }
  // "it is destroyed", "destroy this creature": at once, whatever its hit points (§ Hit Points, Destroyed).
  m = /^(this creature|it|that (?:enemy|ally|creature)|(?:the )?target) is destroyed$|^destroy (this creature|that (?:enemy|ally|creature)|(?:the )?target)$/i.exec(p);
  const destroyed = m ? subjectOf(m[1] ?? m[2]!) : null;
  if (destroyed) return `${destroyed} is destroyed`;
  // "makes a basic attack against a different target": any target but the trigger's (§ Basic Attacks).
  m = otherTargetBasicRe.exec(p);
  if (m) return `this creature makes basic ${(m[1] ?? m[2]) ? `${(m[1] ?? m[2])!.toLowerCase()} ` : ""}attack against different target`;
  // "Make a melee attack against a different target", "make a Bite attack against another target": any attack of that kind (or name) of its card.
  m = otherTargetKindRe.exec(p.replace(/^(?:this creature |it )?(?:can )?make/i, (w) => w.toLowerCase()));
  if (m) return `this creature makes ${m[1] ? m[1].toLowerCase() : quoted(m[2]!)} attack against different target${asImmediate ? " as immediate action" : ""}`;
  // "That ally immediately repeats that attack against a different target": the attack that set the power off, made again (§ Attack Roll, Repeated Attacks).
  m = /^(that ally|that creature|it)?\s*(?:can |may )?(?:immediately )?(?:repeats? that attack|makes? that attack again)(?: immediately)?(?: against (?:the )?(same target|target|(?:a )?different target|another target|any (?:legal )?target))?$/i.exec(p);
  if (m) {
    // "against target" is how triggered.ts has already said "against the same target".
    const whom = !m[2] || /^any/i.test(m[2]) ? "" : /^(?:same )?target$/i.test(m[2]) ? " against same target" : " against different target";
    return `${m[1] && !/^it$/i.test(m[1]) ? `${m[1].toLowerCase()} repeats` : "repeat"} that attack${whom}`;
  }
  // "Make an opportunity attack against that enemy": one granted by the power (§ Opportunity Attacks).
  m = /^(?:this creature )?(?:can )?makes? (?:an?|1|one) opportunity attack against (.+)$/i.exec(p);
  if (m) {
    const versus = triggerCreature(m[1]!);
    return versus ? `this creature makes opportunity attack against ${versus}` : null;
  }
  // "1 ally adjacent to that enemy makes an opportunity attack against that enemy": one creature its player picks (§ Opportunity Attacks).
  m = /^(.+?) (?:can |may )?makes? (?:an?|1|one) opportunity attack against (.+)$/i.exec(p);
  if (m) {
    const [who, versus] = [subjectOf(m[1]!), triggerCreature(m[2]!)];
    return who && /^one /.test(who) && versus ? `${who} makes opportunity attack against ${versus}` : null;
  }
  // "Charge that enemy": a charge granted by the power, at the creature the trigger named (§ Charge).
  m = /^(?:this creature |it )?(?:can )?charges? (.+)$/i.exec(p);
  if (m) {
    const versus = triggerCreature(m[1]!);
    return versus ? `this creature charges ${versus}` : null;
  }
  // "Up to 2 Goblin allies … move to a space adjacent to this creature": each moves up to its speed, ending next to the power's owner
  // (compiler/primitives/movement-effects.ts move-beside-owner).
  m = /^(.+?) (?:can )?moves? (?:up to (?:its|their) speed )?(?:to|into) (?:a|an|any) (?:space|square) adjacent to this creature$/i.exec(p);
  const coming = m && !/^(?:this creature|it)$/i.test(m[1]!) ? subjectOf(m[1]!) : null;
  if (coming && coming !== "this creature") return `${coming} ${/(allies|enemies|creatures)\b/.test(coming) ? "move" : "moves"} to square adjacent to this creature`;
  // "Move to a space adjacent to that enemy": a move up to its speed, ending next to the creature the trigger named (§ Move Actions).
  m = /^(?:this creature |it )?(?:can )?moves? (?:up to its speed )?(?:to|into) (?:a|an|any) (?:space|square) adjacent to (.+)$/i.exec(p);
  if (m) {
    const versus = triggerCreature(m[1]!);
    return versus ? `this creature moves to square adjacent to ${versus}` : null;
  }
  // "Heal 10 HP" with no one named: the power's owner.
  m = /^(?:heals?|regains?) (\d+)(?: hp| hit points)?$/i.exec(p);
  if (m) return `this creature heals ${m[1]}`;
  // "That enemy makes a melee attack as though Dominated": a Dominated creature's attack is a basic one (§ Dominated).
  m = /^(.+?) makes? (?:a |an |1 |one )?(?:basic )?(?:melee |ranged )?(?:basic )?attack as (?:if|though) dominated$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    return who && !/(allies|enemies|creatures)\b/.test(who) ? `${who} makes basic attack as if dominated` : null;
  }
  // "make a basic melee attack against that enemy (as an immediate action)": an attack by the power's owner.
  // "nearest ally makes an immediate basic melee attack": an ally's basic attack by this power.
  // "1 ally adjacent to target makes a basic attack against target": against the creature the trigger named (that enemy, the attack's target).
  m = othersBasicRe.exec(p);
  if (m && !/^(?:this creature|it)$/i.test(m[1]!)) {
    const who = subjectOf(m[1]!);
    const kind = (m[2] ?? m[3])?.toLowerCase();
    const versus = m[4] ? triggerCreature(m[4]) : "";
    // "…, at +10 damage,": a bonus for that attack only, said only with the creature it is made against.
    if (m[5] && !versus) return null;
    const boost = m[5] ? ` with ${m[5].toLowerCase().replace(" and ", " plus ")}` : "";
    return who && versus !== null && !/^(allies|enemies|adjacent allies)/.test(who) ? `${who} makes basic ${kind ? `${kind} ` : ""}attack${versus ? ` against ${versus}` : ""}${boost}` : null;
  }
  // "…with +2 Attack and +5 Damage": bonuses for that attack only; "… as critical hit" (triggered.ts regularEffects): a critical hit without a roll.
  const critical = / as critical hit$/i.exec(p);
  m = ownBasicRe.exec(critical ? p.slice(0, critical.index) : p);
  if (m) {
    const kind = (m[1] ?? m[2])?.toLowerCase();
    const against = m[3] ? subjectOf(m[3]) : "";
    if (against === null || (m[4] && (!against || critical))) return null;
    return `this creature makes basic ${kind ? `${kind} ` : ""}attack${against ? ` against ${against}` : ""}${m[4] ? ` with ${m[4].toLowerCase().replace(" and ", " plus ")}` : ""}${critical ? " as critical hit" : ""}`;
  }
  // "that ally makes a melee attack as an immediate action": an attack of the ally's own card, by this power.
  m = othersKindRe.exec(p);
  if (m && !/^(?:this creature|it)$/i.test(m[1]!)) {
    const who = subjectOf(m[1]!);
    const versus = m[4] ? triggerCreature(m[4]) : "";
    // One creature makes it: "a Beast or Plant ally" read as every such ally would be several attacks; "each Rage ally
    // within 3 squares makes a melee attack" says every one of them does, each one attack.
    if (!who || versus === null || (/(allies|enemies|creatures)\b/.test(who) && !/^(?:each|every|all)\b/i.test(m[1]!.trim()))) return null;
    if (versus && m[3]) return null;
    return `${who} makes ${m[2]!.toLowerCase()}${m[3] ? ` or ${m[3].toLowerCase()}` : ""} attack${versus ? ` against ${versus}` : ""}`;
  }
  const made = attacksMade(p);
  if (made) return made;
  // "RECHARGE Dark Grasp", "recharges its Black Chill Blast or Acid Flame" (ddm-battle-rules-2011.txt § Rechargeable Powers).
  // "RECHARGE 1 use of this creature's Magic Elixir or Antidote power": one spent use of either, which a recharge is.
  const use = p.replace(/^((?:this creature )?recharges?) (?:1|one) use of (this creature|its)['’]?s? (.+?) powers?$/i, (_m, verb: string, _who: string, what: string) => `${verb} ${what}`);
  m = /^(?:this creature )?recharges? (?:this creature's |its )?([A-Z][\w'-]*(?: [\w'-]+){0,4}?)(?: or (?:this creature's |its )?([A-Z][\w'-]*(?: [\w'-]+){0,4}))?$/.exec(use.replace(/^(this creature )?recharges?\b/i, (w) => w.toLowerCase()));
  if (m && !/\b(twice|times)$/.test(m[2] ?? m[1]!)) return `recharge ${quoted(m[1]!)}${m[2] ? ` or ${quoted(m[2])}` : ""}`;
  // "This creature gains +20 HP": hit points above the maximum, which stays (ddm-battle-rules-2011.txt § Hit Points, Bonus Hit Points).
  m = /^(?:(.+?) )?gains? \+?(\d+) (?:bonus )?(?:hp|hit points)$/i.exec(p);
  if (m) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    return who ? `${who} gains ${m[2]} bonus hp` : null;
  }
  m = /^(.+?) (?:heals|heal|regains|regain) (\d+)(?: hp| hit points)?$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    return who ? `${who} heals ${m[2]}` : null;
  }
  m = /^(.+?) (?:takes|take) (.+ damage(?:\s*\(save ends\))?)$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    const what = effectPart(m[2]!, "");
    if (!who || !what) return null;
    return `${who} takes ${what}`;
  }
  // "That enemy cannot move to a square farther from this creature than its starting position this turn":
  // held near the power's owner for the turn it is in (compiler/primitives/chosen.ts cannot-move-farther-from-source).
  m = /^(.+?) (?:cannot|can't|may not) move (?:to )?(?:a |any )?squares? farther (?:away )?from this creature than its (?:starting position|starting square|start square|position at (?:the )?start of (?:its|the) turn),? this turn$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    return who && !/(allies|enemies|creatures)\b/.test(who) ? `${who} cannot move farther from this creature than its starting position until end of turn` : null;
  }
  // "Each enemy cannot shift this round": an action forbidden for a while (compiler/primitives/restrictions.ts);
  // "adjacent enemies cannot attack this creature this round": no attack of theirs against the power's owner
  // (compiler/primitives/chosen.ts cannot-attack-source); "Adjacent enemy …", the noun alone, is each of them.
  m = /^(.+?) (?:cannot|can't|may not) ([a-z ]+?),? (this round|until (?:the )?end of (?:the |this )?round|until (?:the )?end of (?:its|their) next turn|\(save ends\))$/i.exec(p);
  if (m) {
    const bare = /^(adjacent) (enemy|ally)$/i.exec(m[1]!.trim());
    const who = subjectOf(bare ? `${bare[1]} ${/^e/i.test(bare[2]!) ? "enemies" : "allies"}` : m[1]!);
    const source = /^(?:attack|make attacks against) this creature$/i.test(m[2]!.trim());
    const verb = source ? (who && who !== "this creature" ? "attack this creature" : null) : forbiddenAction(m[2]!);
    const d = duration(/^this round$/i.test(m[3]!) ? "until end of round" : m[3]);
    return who && verb && d ? `${who} cannot ${verb} ${d}` : null;
  }
  m = becomesRe.exec(p);
  if (m && conditionName(m[2]!)) {
    const who = subjectOf(m[1]!);
    const what = effectPart(`${m[2]}${m[3] ?? ""}`, "");
    return who && what ? `${who} is ${what}` : null;
  }
  // A shift with a mode, or through enemies, for that shift alone: "Shift 4 with Flight", "that ally shifts up to 2
  // squares with Phasing", "shift 3 squares; can move through enemies" (§ Movement Modes; § Legal Position, Enemy).
  m = /^(?:(.+?) )?(?:shift|shifts)(?: up to)? (\d+)(?: squares?)?(?:,? (?:as if )?with (flight|burrow|phasing)| (through enemies))$/i.exec(p);
  if (m) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    return who ? `${who} shifts ${m[2]} ${m[3] ? `with ${m[3].toLowerCase()}` : "through enemies"}` : null;
  }
  // Its own side moving: "shift 2", "this creature teleports up to 5 squares", "an adjacent ally shifts 1 square".
  // "can shift as a free action": the one square a shift is (§ Shift).
  m = /^(?:(.+?) )?(?:can |may )?(shift|shifts|teleport|teleports)(?: up to)?(?: (\d+)(?: squares?)?)?(?: as (?:a|an) (?:free|immediate) action)?$/i.exec(p);
  if (m && (m[3] || /^shift/i.test(m[2]!))) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    const verb = /^shift/i.test(m[2]!) ? "shifts" : "teleports";
    return who ? `${who} ${verb} ${m[3] ?? 1}` : null;
  }
  // "Move up to its speed with Flight", "Burrow up to 5 squares", "move 6 squares as if with Flight" (§ Movement Modes).
  m = /^(?:(.+?) )?(?:move|moves)(?: this creature)? (?:up to )?(?:(?:its|their) (?:current )?speed|current speed|(\d+) squares?),? (?:as if |as )?with (flight|burrow|phasing)(?: as (?:a|an) (?:free|immediate) action)?$/i.exec(p) ?? /^()(burrow)() up to (\d+) squares?$/i.exec(p);
  if (m) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    const n = m[2] && /^\d+$/.test(m[2]) ? m[2] : m[4];
    const mode = (m[3] || m[2])!.toLowerCase();
    return who ? `${who} moves up to ${n ? `${n} squares` : "its speed"} with ${mode}` : null;
  }
  m = /^(?:(.+?) )?(?:move|moves)(?: this creature)? up to twice (?:its|their) (?:current )?speed$/i.exec(p);
  if (m) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    return who ? `${who} moves up to twice its speed` : null;
  }
  m = /^(?:(.+?) )?(?:shift|shifts)(?: this creature)? up to (?:its|their) (?:current )?speed$/i.exec(p);
  if (m) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    return who ? `${who} shifts up to its speed` : null;
  }
  // Not a subject before "move": "push each enemy adjacent to squares entered during that move up to 2 squares" is a push.
  m = /^(?:(.+?) )?(?:move|moves)(?: this creature)? up to (\d+) squares?(?: as (?:a|an) (?:free|immediate) action)?$/i.exec(p);
  const mover = m ? (m[1] ? subjectOf(m[1]) : "this creature") : null;
  if (mover) return `${mover} moves up to ${m![2]} squares`;
  // "Place this creature in a square it can see": a teleport bounded by sight alone.
  if (/^place (?:this creature|itself) in (?:a|any) (?:square|space) (?:it|this creature) can see$/i.test(p)) return "this creature teleports to a square it can see";
  // "… in any square up to 4 squares away and in line of sight": within reach as well (§ Teleport: in range and in sight).
  m = /^place (?:this creature|itself) in (?:a|any) (?:square|space) within (\d+) squares? (?:that )?(?:it|this creature) can see$/i.exec(p);
  if (m) return `this creature teleports ${m[1]}`;
  m = /^(?:(.+?) )?(?:move|moves)(?: this creature)? up to (?:its|their) (?:current )?speed(?: as (?:a|an) (?:free|immediate) action)?$/i.exec(p);
  if (m) {
    const who = m[1] ? subjectOf(m[1]) : "this creature";
    return who ? `${who} moves up to its speed` : null;
  }
  const placed = placeEffect(p);
  if (placed) return placed;
  // "push target 1 square from attacker": away from the creature that made the attack, not from the power's owner.
  m = /^push (.+?) (?:up to )?(\d+)(?: squares?)? (?:away )?from (?:the |that )?attacker$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    return who ? `push ${who} ${m[2]} away from attacker` : null;
  }
  m = /^(push|pull|slide) (.+?) (?:up to )?(\d+)(?: squares?)?$/i.exec(p);
  if (m) {
    const who = subjectOf(m[2]!);
    return who ? `${m[1]!.toLowerCase()} ${who} ${m[3]}` : null;
  }
  return null;
}

/**
 * "Place this creature adjacent to that enemy", "put this creature in a space adjacent to
 * the space occupied by that ally", "place this creature in a square adjacent to a
 * bloodied enemy", "place that enemy in any square adjacent to this creature": place
 * effects next to a creature or where a state holds; "place this creature in a square
 * that was occupied by that ally": in the space it stood in.
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)
 */
function placeEffect(p: string): string | null {
  // Every form below opens with the verb: the others are not tried (most parts read here place nothing).
  if (!/^(?:place|put) /i.test(p)) return null;
  const square = String.raw`(?:on the battle ?map )?(?:in (?:a|an|any) (?:unoccupied |legal )?(?:space|square) )?`;
  const self = pattern(`^(?:place|put) (?:this creature|itself|it) ${square}adjacent to (?:the (?:space|square) (?:occupied by|of) )?(.+)$`, "i").exec(p);
  if (self) {
    const where = gatePhrase(`adjacent to ${self[1]}`);
    if (where) return `place this creature in square ${where}`;
    const who = subjectOf(self[1]!);
    return who && !/(?:allies|enemies|creatures)(?: within \d+ squares)?$/.test(who) && who !== "this creature" ? `place this creature adjacent to ${who}` : null;
  }
  // "Place it on the battle map at least 5 squares away from that enemy": anywhere that far from the creature named.
  const far = /^(?:place|put) (?:this creature|itself|it) (?:on the battle ?map )?(?:in (?:a|an|any) (?:unoccupied |legal )?(?:space|square) )?(?:at least (\d+) squares?|(\d+) or more squares?) (?:away )?from (.+)$/i.exec(p);
  if (far) {
    if (/^(?:all|each|every) enem(?:ies|y)$/i.test(far[3]!)) return `place this creature in square at least ${far[1] ?? far[2]} squares from all enemies`;
    const who = subjectOf(far[3]!);
    return who && /^(?:that (?:enemy|ally|creature)|target)$/.test(who) ? `place this creature at least ${far[1] ?? far[2]} squares from ${who}` : null;
  }
  // "Place this creature in a square that was occupied by that ally", "put this creature in a space that ally occupied".
  const into =
    /^(?:place|put) (?:this creature|itself|it) in (?:(that (?:enemy|ally)|target)'s space|(?:the|a|any) (?:space|square) (?:that )?(?:was )?(?:last )?occupied by (that (?:enemy|ally)|the target|target)|(?:the|a|any) (?:space|square) (that (?:enemy|ally)|target) occupied)(?: before (?:being|it was) destroyed)?$/i.exec(p);
  if (into) return `place this creature in space of ${(into[1] ?? into[2] ?? into[3])!.toLowerCase().replace(/^the /, "")}`;
  const other = pattern(`^(?:place|put) (.+?) ${square}adjacent to (?:this creature|it)$`, "i").exec(p);
  // "Place a Vermin ally adjacent to an enemy within line of sight of this creature": one creature beside another, each one of several.
  const pair = other ? null : pattern(`^(?:place|put) (.+?) ${square}adjacent to (.+)$`, "i").exec(p.replace(/\bofthis\b/gi, "of this"));
  if (pair) {
    const [who, whom] = [subjectOf(pair[1]!), subjectOf(pair[2]!)];
    return who && whom && /^one /.test(who) && /^one /.test(whom) ? `place ${who} adjacent to ${whom}` : null;
  }
  if (!other) return null;
  const who = subjectOf(other[1]!);
  return who && !/(?:allies|enemies|creatures)(?: within \d+ squares)?$/.test(who) && who !== "this creature" ? `place ${who} adjacent to this creature` : null;
}

/**
 * "Make 1 Web attack", "make 2 BASIC attacks", "make a ranged or close attack": attacks
 * of the creature's own card made by the power (the compiler checks a named one exists).
 * ddm-battle-rules-2011.txt § Making an Attack
 */
function attacksMade(said: string): string | null {
  // "makes a Shortbow attack that does not provoke opportunity attacks": that attack provokes none (§ Opportunity Attacks).
  const calm = /^(.+? attack),? (?:that|which) does not provoke(?: opportunity attacks)?((?: as (?:a|an) (?:free|immediate) action)?)$/i.exec(said.trim());
  if (calm) {
    const made = attacksMade(`${calm[1]}${calm[2]}`);
    return made && /^this creature makes (?:"[^"]+"|melee|ranged|close|area) attack$/.test(made) ? `${made} without provoking` : null;
  }
  // "Make 1 ranged attack against that enemy. If this creature's attack hits, that enemy also has -4 attack on its attack" (joined by
  // regularEffects): on a hit, a penalty on the attack that enemy is making.
  const giving = /^(.+? attack against .+?) giving it ([+-]\d+) (attack|damage) on its attack if it hits$/i.exec(said.trim());
  if (giving) {
    const made = attacksMade(giving[1]!);
    return made && /^this creature makes (?:melee|ranged|close|area) attack against that enemy$/.test(made) ? `${made} giving it ${giving[2]} ${giving[3]!.toLowerCase()} on its attack if it hits` : null;
  }
  const raw = said;
  // "make 1 Spear attack against that enemy", "…that includes that enemy in its area": one attack at the creature named.
  const at = /^(.+? attack) (?:against|that includes|including) (.+?)(?: in its area)?$/i.exec(raw.replace(/ as (?:a|an) (?:free|immediate) action$/i, ""));
  const p = at ? at[1]! : raw;
  const whom = at ? subjectOf(at[2]!) : null;
  if (at && (!whom || /(?:allies|enemies|creatures)$/.test(whom))) return null;
  const m = /^(?:this creature )?(?:can )?makes? (?:a |an |1 |one |(\d+) )?(?:\(available\) )?(.+?) attacks?(?: as (?:a|an) (?:free|immediate) action)?$/i.exec(p);
  if (!m) return null;
  if (at) {
    if (m[1] && m[1] !== "1") return null;
    const what = m[2]!.trim();
    const kind = pattern(`^${kinds}$`, "i").exec(what);
    if (kind) return `this creature makes ${kind[1]!.toLowerCase()} attack against ${whom}`;
    return /^[A-Z][\w'-]*(?: [\w'-]+){0,5}$/.test(what) && !/\b(or|and|basic)\b/i.test(what) ? `this creature makes ${quoted(what)} attack against ${whom}` : null;
  }
  const n = m[1] ? Number(m[1]) : 1;
  const what = m[2]!.trim();
  const basic = /^basic(?: (melee|ranged))?$|^(melee|ranged) basic$/i.exec(what);
  if (basic) return n > 1 ? `this creature makes ${n} basic ${(basic[1] ?? basic[2] ?? "").toLowerCase()}${basic[1] ?? basic[2] ? " " : ""}attacks` : null;
  const kind = pattern(`^${kinds}(?: or ${kinds})?$`, "i").exec(what);
  if (kind) {
    const k = kind[1]!.toLowerCase();
    if (kind[2]) return n === 1 ? `this creature makes ${k} or ${kind[2].toLowerCase()} attack` : null;
    return n === 1 ? `this creature makes ${k} attack` : `this creature makes ${n} ${k} attacks`;
  }
  // A name as printed: capitalised, one attack's ("Bite or Rimefire Blast" offers a choice, not read).
  if (!/^[A-Z][\w'-]*(?: [\w'-]+){0,5}$/.test(what) || /\b(or|and|basic)\b/i.test(what)) return null;
  return n === 1 ? `this creature makes ${quoted(what)} attack` : `this creature makes ${n} ${quoted(what)} attacks`;
}

const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
/** "half-elf" → "Half-Elf": a keyword printed in lower case, each part capitalised. */
const keywordCase = (w: string) => w.split("-").map(capital).join("-");

/** Words before "allies" that say where or which, not what kind: they stay in lower case. */
const notKinds = new Set(["this", "creature", "and", "or", "each", "every", "all", "adjacent", "other", "bloodied", "nearest", "one", "an", "a", "the", "its", "your", "living"]);

/** "Gnoll and demon allies", "spider allies": a kind of creature printed in lower case, capitalised as a keyword. */
function capitalisedKinds(raw: string): string {
  return raw.replace(/\b([a-z][\w'-]*)(?=(?: (?:and|or) [A-Za-z][\w'-]*)? (?:all(?:y|ies)|enem(?:y|ies))\b)/g, (w) => (notKinds.has(w) || /^non/.test(w) ? w : w[0]!.toUpperCase() + w.slice(1)));
}

/**
 * "Goblins in your warband", "Drow creatures in your warband": the owner too, if it has the
 * keyword; "Ogre and Orc creatures in your warband": either keyword; "Small Goblin creatures
 * in your warband": both. Null for any other wording.
 */
function keywordInWarband(r: string): string | null {
  const t = r.replace(/^(Each|All) /, (w) => w.toLowerCase());
  const kw = /^(?:each |all )?([A-Z][\w'-]*?)(?:s| creatures?)? in your warband$/.exec(t);
  if (kw) return `${kw[1]} creatures in your warband`;
  // "each human, elf or eladrin creature in your warband": any of three keywords or more, printed in lower case too.
  const three = /^(?:each |all )?((?:[A-Za-z][\w'-]*(?:, | or ))+[A-Za-z][\w'-]*,? (?:and|or) [A-Za-z][\w'-]*) creatures? in your warband$/.exec(t);
  if (three) return `${three[1]!.split(/,? (?:and|or) |, /).map(keywordCase).join(" or ")} creatures in your warband`;
  // "… creature in your warband adjacent to fire terrain": those of them in the state named.
  const placed = /^(.+? creatures? in your warband) ((?:adjacent to|within \d+ squares? of) .+)$/.exec(t);
  const kinds = placed ? keywordInWarband(placed[1]!) : null;
  const gate = kinds ? gatePhrase(placed![2]!) : null;
  if (gate) return `${kinds} that are ${gate}`;
  const kw2 = /^(?:each |all )?([A-Z][\w'-]*) (and |or )?([A-Z][\w'-]*?)(?:s| creatures?) in your warband$/.exec(t);
  return kw2 ? `${kw2[1]} ${kw2[2] ? "or " : ""}${kw2[3]} creatures in your warband` : null;
}

/** Who a "this creature and …" or "creatures in your warband" phrase reaches, as one or two subjects. */
function subjectsOf(raw: string): string[] | null {
  const r = capitalisedKinds(raw.trim()).replace(/^((?:each|all) )?living\b/i, "$1Living");
  if (/^(?:each |all )?creatures in your warband$/i.test(r)) return ["this creature", "allies"];
  const warband = keywordInWarband(r);
  if (warband) return [warband];
  // "each Dragon ally, Goblin ally, and Spawn ally", "Dragon, Goblin and Spawn allies": an ally with any of the three.
  const three =
    /^(?:each )?([A-Z][\w'-]*) ally, (?:each )?([A-Z][\w'-]*) ally,? and (?:each )?([A-Z][\w'-]*) ally$/.exec(r.replace(/^Each /, "each ")) ??
    /^([A-Z][\w'-]*), ([A-Z][\w'-]*),? (?:and|or) ([A-Z][\w'-]*) allies$/.exec(r);
  if (three) return [`${three[1]} or ${three[2]} or ${three[3]} allies`];
  // "Beast allies and Plant allies", "each Dragon ally and each Goblin ally": an ally with either keyword.
  const two = /^(?:each )?([A-Z][\w'-]*) [Aa]ll(?:y|ies),? (?:and|or) (?:each )?([A-Z][\w'-]*) all(?:y|ies)$/.exec(r.replace(/^Each /, "each "));
  if (two && two[1] !== two[2]) return [`${two[1]} or ${two[2]} allies`];
  const both = /^this creature and (.+)$/i.exec(r);
  if (both) {
    const rest = subjectOf(both[1]!);
    return rest ? ["this creature", rest] : null;
  }
  const one = subjectOf(r);
  if (one) return [one];
  // "Undead creatures", "all Fire creatures": every other creature with the keyword, of either side.
  const any = /^(?:each |all )?([A-Z][\w'-]*) creatures?$/.exec(r.replace(/^(Each|All) /, (w) => w.toLowerCase()));
  return any && !/^(This|That|Each|All|Adjacent|Other)$/.test(any[1]!) ? [`${any[1]} creatures`] : null;
}

const timedTail = String.raw`(this turn|until (?:the )?(?:end|start) of (?:its|this creature's) (?:next )?turn or ${untilTail}|until (?:the )?start of this creature's turn|${untilTail}|until (?:the )?end of (?:the |this )?(?:next )?round|until (?:the )?end of (?:the |this )?battle|until (?:the )?(?:end|start) of (?:its|this creature's|that (?:ally|enemy|creature)'s) next turn|until (?:the )?end of (?:its |this creature's )?turn|until (?:the )?start of its turn|until (?:the )?start of your next turn|this round|\(save ends\))`;
// Forms said with a time, made once: wider critical hits; the time said first; halved damage; a condition after the modifiers; the modifiers.
const widerCriticalsRe = new RegExp(String.raw`^(?<who>.+?) scores? critical(?: hits|s)(?: against (?<a>.+?))? on (?:(?:attack )?rolls of )?(?:natural |unmodified )(?<n>\d+)(?:-20|\+| or higher)(?: against (?<b>.+?))?,? (?<tail>${timedTail})$`, "i");
const timedFirstRe = new RegExp(`^${timedTail},?\\s+(.+)$`, "i");
const halvedRe = new RegExp(`^((?:melee|ranged|close|area)(?:,? (?:and|or) (?:melee|ranged|close|area))*) attacks (?:do|deal) half damage,? ${timedTail}$`, "i");
const sightRangeRe = new RegExp(`^all (melee|ranged|close|area)(?:,? (?:and|or) (melee|ranged|close|area))? attacks with range sight have range (\\d+)(?: instead)?,? ${timedTail}$`, "i");
const andIsRe = new RegExp(`^(.+?),? and is (\\w+),? (${timedTail})$`, "i");
const timedRe = new RegExp(`^(.+?) (?:has|have|gains?|gets?) (.+?),? ${timedTail}$`, "i");
/** Words one of which every timed effect has: a word of its duration (timedTail), or the battle map it holds while on. */
const timedWords = /until|this turn|this round|\(save ends\)|on its next attack|battle ?map/i;

/**
 * Powers of other cards that a power grants for a while ("that ally has Threatening Reach
 * until end of round"), by the rule every card printing the power gives for it.
 */
const grantedPowers: Record<string, string> = {
  "threatening reach": "can make opportunity attacks against enemies within reach",
  "solid footing": "not affected by forced movement of enemies",
  "stable footing": "ignores difficult terrain",
};

/**
 * One thing a creature has beside a number: "Resist 10 Fire", "Resist Cold 30", "Immune
 * Dazed", "Conceal 6", "Speed 12", "Speed F8" (speed 8 with Flight), "Flight", "Hide",
 * "invisible"; null when it is none of these.
 * ddm-battle-rules-2011.txt § Resistance and Vulnerability; § Movement Modes; § Attack Roll (Conceal)
 */
function heldPart(part: string): string[] | null {
  const p = part.trim().replace(/^(?:is|has|gains?) /i, "");
  const granted = grantedPowers[p.toLowerCase()];
  if (granted) return [granted];
  const rule = ruleModifier(p);
  if (rule) return [rule];
  if (/^invisible to non-?adjacent (?:creatures|enemies)$/i.test(p)) return ["invisible to nonadjacent creatures"];
  if (/^(?:never (?:considered (?:to be )?)?flanked|cannot be flanked)$/i.test(p)) return ["cannot be flanked"];
  if (/^cannot gain combat advantage$/i.test(p)) return ["cannot gain combat advantage"];
  if (/^combat advantage (?:on|with|for) (?:its|all its|their) attacks$/i.test(p)) return ["combat advantage against any target"];
  let m = /^(invisible|insubstantial|hide|flight|burrow|phasing|grants combat advantage|never grants combat advantage)$/i.exec(p);
  if (m) return [m[1]!.toLowerCase()];
  m = /^half damage from (melee|ranged|close|area) attacks$/i.exec(p);
  if (m) return [`half damage from ${m[1]!.toLowerCase()} attacks`];
  m = /^conceal (\d+)$/i.exec(p);
  if (m) return [`conceal ${m[1]}`];
  m = /^reach (\d+)$/i.exec(p);
  if (m) return [`reach ${m[1]}`];
  m = /^cannot be targeted by (melee|ranged|close|area) attacks$/i.exec(p);
  if (m) return [`cannot be targeted by ${m[1]!.toLowerCase()} attacks`];
  m = /^(resist|vulnerable) (\d+) (all|\w+)$/i.exec(p) ?? /^(resist|vulnerable) ()(\w+) (\d+)$/i.exec(p);
  if (m) {
    const [n, type] = m[2] ? [m[2], m[3]!.toLowerCase()] : [m[4]!, m[3]!.toLowerCase()];
    return type === "all" || damageTypes.has(type) ? [`${m[1]!.toLowerCase()} ${n} ${type}`] : null;
  }
  // "Multi-Activation 2 (activates twice per round)" had for a while: that many turns each round (§ Rounds and Turns).
  m = /^multi-activation (\d+)(?: \(activates (?:twice|\w+ times) (?:per|each) round\))?$/i.exec(p);
  if (m) return [`takes ${m[1]} turns per round`];
  // "loses Resist Fire": that Resist or Immune does not count (compiler/primitives/modifiers.ts, lostDefence).
  // "cover against attacks that target AC or Reflex": cover counts against those defences only anyway (§ Cover).
  if (/^cover(?: against (?:all )?attacks(?: that target (?:AC|Reflex)(?:,? (?:or|and) (?:AC|Reflex))?)?)?$/i.test(p)) return ["has cover"];
  // "loses Hide": its Hide does not count (compiler/primitives/card-modifiers.ts, loses-hide).
  if (/^loses? hide$/i.test(p)) return ["loses hide"];
  m = /^loses? (resist|immune) (all|\w+)$/i.exec(p);
  if (m) return m[2]!.toLowerCase() === "all" || damageTypes.has(m[2]!.toLowerCase()) ? [`loses ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`] : null;
  m = /^immune (?:to )?(\w+)$/i.exec(p);
  if (m) {
    const c = conditionName(m[1]!);
    if (c) return [`immune ${c}`];
    const type = damageTypeOf(m[1]!);
    return type ? [`immune ${type}`] : null;
  }
  // "Speed 12" sets speed; "Speed F8" is speed 8 flying (ddm-battle-rules-2011.txt § How to Read a Creature Stat Card).
  m = /^speed (f)?(\d+)$/i.exec(p);
  if (m) return [`speed ${m[2]}`, ...(m[1] ? ["flight"] : [])];
  return null;
}

/** What a creature has, each part read on its own: "+2 AC and +2 DEF", "Resist 5 All and +2 Speed", "Insubstantial and Phasing". */
function holdings(what: string): string[] | null {
  const out: string[] = [];
  for (const part of splitParts(what.replace(/,? and is (invisible|insubstantial)\b/i, " and $1"))) {
    const whole = modifiers(part.trim()) ?? heldPart(part);
    const clause = whole ? null : modifierClause(part.trim());
    const one = whole ?? (clause ? [clause] : null);
    if (!one) return null;
    out.push(...one);
  }
  return out.length ? out : null;
}

/** What a creature has for a while: the modifiers of a continuous clause, or the things it has. */
export function timedModifiers(what: string): string | null {
  return modifierClause(what) ?? holdings(what)?.join(" and ") ?? null;
}

/**
 * "+2 Attack (or +4 Attack against Evil creatures)", "+1 AC (or +3 AC against larger
 * enemies)": +2, and the difference more against those; on a defence, "against" names
 * the attacker (runtime/ddm/values.ts). ddm-battle-rules-2011.txt § Bonuses and Penalties, Stacking
 */
function withHigherAgainst(what: string): string | null {
  const m = /^(.*?([+-])(\d+) ((?:[a-z]+ )?(?:attack|damage)|AC|Fort|Ref|Will))\s*\(or \2(\d+) \4 ((?:against|vs\.?) [^)]+)\)$/i.exec(what.trim());
  if (!m) return timedModifiers(what);
  const base = timedModifiers(m[1]!);
  const more = Number(m[5]) - Number(m[3]);
  const extra = more > 0 ? modifierClause(`${m[2]}${more} ${m[4]} ${m[6]}`) : null;
  return base && extra ? `${base} and ${extra}` : null;
}

/**
 * "each Evil ally scores critical hits against bloodied targets on attack rolls of natural
 * 16-20 until end of round": a wider critical range for a while, said as the language's
 * modifier ("… has critical hits on natural 16 or higher against bloodied targets …");
 * the text unchanged when it is not that.
 * ddm-battle-rules-2011.txt § Attack Roll (Critical Hit)
 */
function widerCriticals(t: string): string {
  const m = widerCriticalsRe.exec(t)?.groups;
  if (!m || (m.a && m.b)) return t;
  const state = m.a ?? m.b;
  // "… against that enemy": the creature the trigger named (compiler/primitives/chosen.ts).
  if (state && /^that (?:enemy|creature)$/i.test(state)) return `${m.who} has critical hits on natural ${m.n} or higher against ${state.toLowerCase()} ${m.tail}`;
  const against = state ? /^against (.+) targets$/.exec(targetStatePhrase(`${state.replace(/ (?:targets|enemies|creatures)$/i, "")} targets`) ?? "") : null;
  if (state && !against) return t;
  return `${m.who} has critical hits on natural ${m.n} or higher${against ? ` against ${against[1]} targets` : ""} ${m.tail}`;
}

/**
 * "Allies have +2 Attack and +5 Damage until end of round", "Until end of round, Undead
 * allies have +2 AC", "this creature and each Goblin ally have +1 Speed this round": a
 * modifier for a while for each creature the subject names (the language's timed
 * modifier effect); null when it is not that.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Conditions (Duration)
 */
export function timedEffects(text: string): string | null {
  return timedEffectsRemembered(text);
}
const timedEffectsRemembered = remembered(readTimedEffects);
function readTimedEffects(text: string): string | null {
  // Every timed effect says how long it lasts (timedTail), or lasts while its creature is on the battle map (read below as until
  // end of battle): a text with neither is none, and most texts tried here are not (each form below is costly to try).
  if (!timedWords.test(text)) return null;
  let t = text.trim().replace(/\.$/, "");
  const lead = timedFirstRe.exec(t);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  // "deals +5 poison damage whenever it hits with a basic melee attack": bonus damage on those hits, as a bonus with those attacks.
  t = t.replace(/^(.+?) deals? ([+-]\d+ (?:[a-z]+ )?damage) whenever (?:it|they) hits? with (?:an? |its |their )?((?:basic )?(?:melee |ranged |close |area )?)attacks?\b/i, "$1 has $2 with $3attacks");
  // "whenever an ally makes a melee attack, it has +5 Damage on that attack if 2 or more of its allies are adjacent to
  // target of that attack": a bonus with those attacks against such targets, as "allies have … against enemies adjacent to …" says.
  t = t.replace(
    /^whenever (?:an? |each )?((?:[A-Z][\w'-]* )?)ally makes an? ((?:melee |ranged |close |area )?)attack, (?:it|that ally) has ([+-]\d+ (?:[a-z]+ )?(?:attack|damage)) (?:on|with|to) that attack if (\d+|two|three) or more of its allies are adjacent to (?:the )?target of that attack\b/i,
    (_, kw: string, kind: string, bonus: string, n: string) => `${kw}allies have ${bonus}${kind ? ` with ${kind}attacks` : ""} against enemies adjacent to ${n} or more allies`,
  );
  // "… it has +1 Attack for each other active ally adjacent to target of that attack": counted around the target (compiler/primitives/counted-modifiers.ts).
  t = t.replace(
    /^whenever (?:an? |each )?((?:[A-Z][\w'-]* )?)ally makes an? ((?:melee |ranged |close |area )?)attack, (?:it|that ally) has ([+-]\d+ (?:attack|damage)) (?:(?:on|with|to) that attack )?for each other (active )?((?:[A-Z][\w'-]* )?)ally adjacent to (?:the )?target of that attack\b/i,
    (_, kw: string, kind: string, bonus: string, active: string | undefined, other: string) =>
      `${kw}allies have ${bonus.toLowerCase()}${kind ? ` with ${kind}attacks` : ""} for each ${active ? "active " : ""}${other}ally adjacent to target`,
  );
  // "… while this creature is on the battle map" with no end: for the rest of the battle, while it holds.
  t = t.replace(/^(.+? (?:has|have|gains?|gets?) .+? while this creature is (?:on|in) (?:the )?battle ?map)$/i, "$1 until end of battle");
  // "+10 Damage on charge attacks against that enemy": the charging state (ddm-battle-rules-2011.txt § Charge), said after whom it counts against.
  t = t.replace(/ ([+-]\d+ (?:[a-z]+ )?(?:attack|damage)) (?:on|with) charge attacks( (?:against|vs\.?) [^,]+?)?(?=,? (?:until|this (?:round|turn))\b|$)/i, " $1$2 while charging");
  // "+4 Speed until end of turn", "Invisible until end of turn": no one named, the power's owner.
  if (/^(?:[+-]\d|invisible\b|insubstantial\b)/i.test(t)) t = `this creature has ${t}`;
  // "Resist 10 All vs. attacks": every attack's damage, as a plain resistance; "may not gain combat advantage": a rule had for a while.
  t = t.replace(/\b(resist \d+ \w+) (?:vs\.?|against) (?:all )?attacks\b/i, "$1").replace(/^(.+?) (?:may not|cannot|can't) gain combat advantage\b/i, "$1 has cannot gain combat advantage");
  t = t.replace(/^(.+?) (?:is|are) (invisible|insubstantial|never (?:considered (?:to be )?)?flanked)\b/i, "$1 has $2").replace(/^(.+?) (cannot be targeted by)\b/i, "$1 has $2");
  t = t.replace(/^(.+?) takes? half damage from (melee|ranged|close|area) attacks\b/i, (_, who: string, kind: string) => `${who} has half damage from ${kind.toLowerCase()} attacks`);
  // "Ranged and area attacks do half damage until end of round": every creature, this one too, takes half from them.
  // (The long forms below are run only on a text with their own words: "half damage", "range sight", "and is".)
  const halved = /half damage/i.test(t) ? halvedRe.exec(t) : null;
  if (halved) {
    const d = duration(/^this round$/i.test(halved[2]!) ? "until end of round" : halved[2]);
    const said = halved[1]!.toLowerCase().split(/,? (?:and|or) /);
    return d ? said.flatMap((k) => [`this creature gets half damage from ${k} attacks ${d}`, `creatures get half damage from ${k} attacks ${d}`]).join(" and ") : null;
  }
  // "All ranged and area attacks with range sight have range 5 instead": every creature's, this one's too.
  const sight = /range sight/i.test(t) ? sightRangeRe.exec(t) : null;
  if (sight) {
    const d = duration(/^this round$/i.test(sight[4]!) ? "until end of round" : sight[4]);
    const kinds = [sight[1], sight[2]].filter(Boolean).map((k) => k!.toLowerCase()).join(" or ");
    return d ? ["this creature gets", "creatures get"].map((who) => `${who} range ${sight[3]} for ${kinds} attacks with range sight ${d}`).join(" and ") : null;
  }
  t = widerCriticals(lostDefences(t));
  // "all creatures have combat advantage against that enemy": said from the other side, the same rule
  // (allies' advantage is theirs only: this creature does not have it).
  t = t.replace(/^(?:all |every |each )?(?:creatures?|enemies|enemy) (?:have|has|gains?|gets?) combat advantage against (that enemy|that creature|this creature)\b/i, "$1 grants combat advantage");
  // "that enemy grants combat advantage to all creatures", "allies do not grant combat advantage": the rule had for a while.
  t = t.replace(/^(.+?) (grants|does not grant|do not grant|doesn't grant|don't grant) combat advantage(?: to (?:all )?(?:creatures|enemies)(?: in your warband)?)?\b/i, (_, who: string, verb: string) => `${who} has ${/^grants/i.test(verb) ? "" : "never "}grants combat advantage`);
  // "this creature has +2 AC and +2 DEF and is Slowed until end of its next turn": the condition for as long.
  const slowed = / and is /i.test(t) ? andIsRe.exec(t) : null;
  if (slowed && conditionName(slowed[2]!)) {
    const held = timedEffects(`${slowed[1]} ${slowed[3]}`);
    const who = held ? /^(.+?) gets? /.exec(held)?.[1] : undefined;
    const d = duration(slowed[3]!);
    return held && who && d && !/ and /.test(who) ? `${held} and ${who} is ${conditionName(slowed[2]!)} ${d}` : null;
  }
  // "each Champion ally deals +5 poison damage with melee attacks until …": the bonus it gets for that while.
  const m = timedRe.exec(t.replace(/ deals? (?=[+-]\d+ (?:[a-z]+ )?damage\b)/i, " gets "));
  if (!m) return null;
  const whos = subjectsOf(m[1]!);
  const tail = m[3]!.toLowerCase();
  // "until end of its turn": the affected creature's own turn, which the language says the same way.
  // "this turn": the turn going on (the language's "until end of turn").
  const d = /^until (?:the )?end of its turn$/.test(tail) ? "until end of its turn" : tail === "this turn" ? "until end of turn" : duration(tail === "this round" ? "until end of round" : m[3]!);
  if (!whos || !d) return null;
  const said = m[2]!.replace(/\+(\d+) to all defenses/i, "+$1 defenses");
  // "+5 Damage while charging": it counts only in that state (the timed modifier's "while").
  const w = / while (.+)$/i.exec(said);
  const gate = w ? (nearOwner(w[1]!) ?? ownerOnMap(w[1]!) ?? gatePhrase(w[1]!)) : null;
  if (w && !gate) return null;
  // "gain the Undead keyword until end of battle": the keyword, had for that while (compiler/primitives/gained-keywords.ts).
  const keyword = /^(?:the )?([A-Z][\w'-]*) keyword$/.exec(said.trim());
  const clause = keyword ? `keyword ${keyword[1]}` : /^critical hits on natural \d+ or higher\b/.test(said) ? said : (countedClause(said) ?? withHigherAgainst(w ? said.slice(0, w.index) : said) ?? lentPower(said));
  if (!clause || / while /.test(clause)) return null;
  // A creature the player picks ("one adjacent ally") is picked once for the whole line.
  const mods = clause.split(" and ");
  const verb = (who: string) => (/(allies|enemies|creatures)( within \d+ squares| in your warband)?$|^targets of that attack$/.test(who) ? "get" : "gets");
  // "this creature cannot be targeted by ranged attacks until …" needs no verb of its own, unless a state limits it ("… while adjacent to a wall").
  return whos.flatMap((who) => mods.map((mod) => `${who} ${/^cannot /.test(mod) && !gate ? "" : `${verb(who)} `}${mod}${gate ? ` while ${gate}` : ""} ${d}`)).join(" and ");
}

/**
 * "+1 Attack for each enemy that has been eliminated", "+1 attack for each active ally adjacent
 * to target": a bonus had for a while, counted by destroyed enemies or by the holder's allies
 * beside the attack's target (compiler/primitives/counted-modifiers.ts); null for other counts.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function countedClause(said: string): string | null {
  const m = /^([+-]\d+ (?:[a-z]+ )?(?:attack|damage))((?: with (?:melee|ranged|close|area) attacks)?) for each (.+)$/i.exec(said.trim());
  if (!m) return null;
  const bonus = `${m[1]!.toLowerCase()}${m[2]!.toLowerCase()}`;
  if (/^(?:enemy (?:that|who) (?:has|have) been (?:eliminated|destroyed)|(?:eliminated|destroyed) enemy)$/i.test(m[3]!)) return `${bonus} for each destroyed enemy`;
  const beside = /^(?:other )?(active )?((?:[A-Z][\w'-]* )?)ally adjacent to (?:the )?target(?: of (?:that|the) attack)?$/.exec(m[3]!);
  return beside ? `${bonus} for each ${beside[1] ?? ""}${beside[2]}ally adjacent to target` : null;
}

/** "while this creature is on the battle map": the power's owner placed on it (compiler/primitives/selectors.ts owner-on-battle-map). */
function ownerOnMap(state: string): string | null {
  return /^this creature is (?:on|in) (?:the )?battle ?map$/i.test(state.trim()) ? "this creature is on battle map" : null;
}

/**
 * "allies have +2 attack while within 5 of this creature": a bonus held by others that counts
 * while the one holding it is near the power's owner, wherever either has gone since
 * (compiler/primitives/compared-gates.ts). Only for what others hold: a trigger's state is
 * the owner's own. ddm-battle-rules-2011.txt § Counting Distance
 */
function nearOwner(state: string): string | null {
  const m = /^(?:it is |they are )?within (\d+)(?: squares?)? of this creature$/i.exec(state.trim());
  return m ? `within ${m[1]} squares of this creature` : null;
}

/**
 * "1 creature adjacent to this creature loses Resist Fire and Immune Fire until …", "each
 * enemy within 3 squares loses Immune Acid and Resist Acid", "loses Hide": each Resist, Immune or Hide lost said
 * with its own "loses", as a thing the creature has (for a while, or while a state holds).
 * ddm-battle-rules-2011.txt § Resistance and Vulnerability
 */
const lostRe = /^(?:(.+?) )?loses? ((?:hide|(?:resist|immune) \w+)(?:(?:,|,? and) (?:hide|(?:resist|immune) \w+))*)(?:,? and (?:has|gains?|gets?) (.+?))?((?: until| while) .+)?$/i;
function lostDefences(t: string): string {
  const m = lostRe.exec(t.trim());
  if (!m) return t;
  const lost = m[2]!.split(/,? and |, /).map((x) => `loses ${x}`).join(" and ");
  // "loses Hide and has +5 radiant melee Damage until end of battle": what it has besides, for as long.
  return `${m[1] ? `${m[1]} has ` : ""}${lost}${m[3] ? ` and ${m[3]}` : ""}${m[4] ?? ""}`;
}

/** "each Dragon ally has Wyrmdance until end of round": a power of the card's own, by name, lent for a while (the compiler checks the card has it). */
function lentPower(said: string): string | null {
  return /^[A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}$/.test(said.trim()) ? `power ${quoted(said.trim())}` : null;
}

/**
 * "+10 Damage on that attack", "+2 Attack and +5 Damage on that attack", "that enemy has
 * -2 attack on that attack roll": bonuses to the attack being made (the attack-boost effect).
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function attackBoosts(text: string): string | null {
  // "+10 damage on that attack and +10 damage on that attack against Giant targets": each bonus read alone.
  const two = /^(.+? on that attack) and (.+ on that attack\b.*)$/i.exec(text.trim());
  if (two) {
    const [first, second] = [attackBoosts(two[1]!), attackBoosts(two[2]!)];
    return first && second ? `${first} and ${second}` : null;
  }
  // "… on that attack against Giant targets": only if the creature attacked is in that state.
  const tail = / on that attack (against .+?)\.?$/i.exec(text.trim());
  const against = tail ? againstPhrase(tail[1]!.replace(/^against /i, "")) : "";
  if (against === null) return null;
  const said = tail ? `${text.trim().slice(0, tail.index)} on that attack` : text;
  // "+4 DEF against 1 attack" (after a trigger about an attack): that one.
  const m = /^(?:(.+?) (?:has|have|gets?|gains?) )?(.+?) (?:on|to|against|for|vs\.?) (?:that |the |1 )?attack(?: roll)?\.?$/i.exec(said.trim());
  if (!m) return null;
  const who = m[1] ? subjectOf(m[1]) : "";
  if (who === null) return null;
  const parts = splitParts(m[2]!);
  const out: string[] = [];
  for (const part of parts) {
    // "+10 radiant damage on that attack": bonus damage of a type, the attacker's.
    const typed = /^([+-]\d+) (\w+) damage$/i.exec(part.trim());
    if (typed && damageTypes.has(typed[2]!.toLowerCase()) && !who) {
      if (against) return null;
      out.push(`${typed[1]} ${typed[2]!.toLowerCase()} damage on that attack`);
      continue;
    }
    // "Resist 10 All vs. that attack": a Resist of the creature attacked against that attack only (§ Resistance and Vulnerability).
    const resist = /^resist (\d+) ([a-z]+)$/i.exec(part.trim());
    if (resist && !who && !against && (/^all$/i.test(resist[2]!) || damageTypes.has(resist[2]!.toLowerCase()))) {
      out.push(`resist ${resist[1]} ${resist[2]!.toLowerCase()} on that attack`);
      continue;
    }
    // "+4 to all defenses": AC, Fort, Ref and Will; "+4 Attack to all defenses" is a printing slip for it (attack is no defence).
    const all = /^([+-]\d+) (?:attack )?(?:to )?(?:all )?defen[cs]es$/i.exec(part.trim());
    if (all) {
      out.push(`${who ? `${who} gets ` : ""}${all[1]} defenses on that attack`);
      continue;
    }
    const b = /^([+-]\d+) (attack|damage|ac|fort|ref|will|def)$/i.exec(part.trim().replace(/\b(fort)itude$|\b(ref)lex$/i, "$1$2"));
    if (!b) return null;
    // "+4 DEF": Fort, Ref and Will (ddm-battle-rules-2011.txt § Appendix A, Defenses).
    if (/^def$/i.test(b[2]!)) {
      out.push(...["Fort", "Ref", "Will"].map((d) => `${who ? `${who} gets ` : ""}${b[1]} ${d} on that attack`));
      continue;
    }
    const stat = b[2]!.length <= 2 || /^(fort|ref|will)$/i.test(b[2]!) ? (b[2]!.toUpperCase() === "AC" ? "AC" : b[2]![0]!.toUpperCase() + b[2]!.slice(1).toLowerCase()) : b[2]!.toLowerCase();
    out.push(`${who ? `${who} gets ` : ""}${b[1]} ${stat} on that attack`);
  }
  return out.length ? out.map((x) => (against ? `${x} ${against}` : x)).join(" and ") : null;
}

/**
 * Effects that each say whom they reach (a triggered or action power has no attack target
 * to fall back on). `other` reads a part none of the forms here fits (with the subject
 * carried over already written in, as the language says it).
 */
export function effectsWithSubjects(text: string, other?: (part: string) => string | null): string | null {
  return effectsWithSubjectsRemembered(text, other);
}
const effectsWithSubjectsRemembered = remembered(readEffectsWithSubjects);
function readEffectsWithSubjects(text: string, other?: (part: string) => string | null): string | null {
  return eachSubjectEffects(text, other) ?? selfAndOthers(text, other);
}

/**
 * "This creature and each Undead ally can shift as a free action": one effect said of two
 * subjects, read as that effect for this creature and for the others.
 */
function selfAndOthers(text: string, other?: (part: string) => string | null): string | null {
  const pair = /^this creature and (.+)$/i.exec(text.trim().replace(/\.$/, ""));
  if (!pair) return null;
  const words = pair[1]!.split(" ");
  for (let k = 1; k < words.length; k++) {
    const who = words.slice(0, k).join(" ");
    if (!subjectOf(who)) continue;
    const rest = words.slice(k).join(" ");
    const mine = eachSubjectEffects(`this creature ${rest}`, other);
    const theirs = mine ? eachSubjectEffects(`${who} ${rest}`, other) : null;
    if (mine && theirs) return `${mine} and ${theirs}`;
  }
  return null;
}

function eachSubjectEffects(said: string, other?: (part: string) => string | null): string | null {
  // "Until end of round, each Orc enemy cannot charge", "…, allies are not affected by this creature's Frost Gaze": the duration said first.
  const text = said
    .replace(/^(until (?:the )?end of (?:the |this )?round),\s+([^,;]+? (?:cannot|can't|may not|(?:is|are) (?:immune to|not affected by)) [^,;]+?)\.?$/i, (_, d: string, rest: string) => `${rest} ${d.toLowerCase()}`)
    // "each human, elf or eladrin creature in your warband": one subject, whose commas split no effects.
    .replace(/\b((?:[A-Za-z][\w'-]*, )+[A-Za-z][\w'-]*,? (?:and|or) [A-Za-z][\w'-]*) (creatures? in your warband)\b/g, (_, kinds: string, rest: string) => `${kinds.split(/,? (?:and|or) |, /).map(keywordCase).join(" or ")} ${rest}`)
    // "gain Resist 10 Acid, Cold, Fire, Lightning, Thunder": one amount said once for each damage type listed.
    .replace(/\b(resist) (\d+) ([a-z]+(?:(?:, (?:and |or )?|,? (?:and|or) )[a-z]+)+)\b/gi, (said: string, word: string, n: string, list: string) => {
      const types = list.split(/,? (?:and|or) |, /);
      return list.includes(",") && types.every((t) => damageTypes.has(t.toLowerCase())) ? types.map((t) => `${word} ${n} ${t}`).join(" and ") : said;
    })
    // "Each enemy within 5 squares and adjacent to a Fire enemy or ally takes …": one subject, whose "and" splits no effects.
    .replace(/\b(enem(?:y|ies) within \d+ squares)(?: of (?:this creature|it))?,? and (adjacent to (?:an?|any|1|one) [A-Z][\w'-]* (?:enemy or ally|ally or enemy))\b/g, "$1 $2")
    // "Place this creature in any square up to 4 squares away and in line of sight": one place, not two effects.
    .replace(/^(place (?:this creature|itself) in (?:a|any) (?:space|square)) up to (\d+) squares?(?: away)? and (?:in|within) (?:its )?line of sight$/i, "$1 within $2 squares it can see")
    // "Move that creature up to its speed": the creature named moves (its player picks the squares).
    .replace(/^move (that (?:creature|ally)) up to (?:its|their) speed\b/i, "$1 moves up to its speed")
    // "That ally can shift again for free", "… shift 1 additional square during that shift": a shift is 1 square (§ Shift).
    .replace(/^(that (?:ally|creature)) (?:can |may )?shift (?:again|1 (?:additional|more|extra) square(?: during that shift)?)(?: for free| as a free action)?$/i, "$1 shifts 1")
    // "each enemy … gains 5 ongoing poison damage": ongoing damage taken, which a save ends when no other ending is said (§ Ongoing Damage).
    .replace(/ (gains?|gets?) (ongoing \d+|\d+ ongoing)(?= (?:[a-z]+ )?damage\b)/i, (_, verb: string, amount: string) => ` ${/s$/i.test(verb) ? "takes" : "take"} ${amount}`);
  const timed = timedEffects(text);
  if (timed) return timed;
  const boost = attackBoosts(text);
  if (boost) return boost;
  // "shift 1 square, then make a basic attack": effects resolve in order anyway; "is also Slowed" says no more than "is Slowed".
  // "this creature takes 20 damage; RECHARGE Dark Grasp": a semicolon joins effects that follow one another.
  const parts = splitParts(text.replace(/\.$/, "").replace(/^as (?:a|an) free action,?\s+/i, "").replace(/\s*;\s*/g, ", ").replace(/, (with (?:flight|burrow|phasing))\b/gi, " $1").replace(/, (?:it |this creature )?(?:can|may) (?:move|shift) (through enemies)$/i, " $1").replace(/,? then /gi, " and ").replace(/ (is|are|becomes?|takes?) also /gi, " $1 "));
  if (parts.length === 0) return null;
  const out: string[] = [];
  let lastSubject: string | null = null;
  for (const part of parts) {
    // "that enemy takes 5 damage and is Slowed", "an ally shifts 1 square, then heals 5 HP": the subject carries over
    // (a verb without its -s, "heal 10 HP", speaks to the power's owner).
    const carries: boolean = !!lastSubject && /^(is|are|becomes|takes|heals|regains|shifts|teleports|has|gains|gets|makes|moves|loses|deals|cannot) /i.test(part);
    const said: string = carries ? `${lastSubject} ${part}` : part;
    // A part may be a modifier for a while of its own ("choose 1 enemy; that enemy grants combat advantage until end of round").
    const e: string | null = (carries ? (subjectEffect(said) ?? timedEffects(said)) : (subjectEffect(part) ?? timedEffects(part))) ?? other?.(said) ?? null;
    if (!e) return null;
    lastSubject = /^(\w+(?: \w+)*?) (heals|takes|is|shifts|teleports|gets|moves|makes|loses|does) /.exec(e)?.[1] ?? lastSubject;
    out.push(e);
  }
  return out.join(" and ");
}

/** A keyword ("Fey"), a condition ("immobilized" → Immobilized) or bloodied, as a subject's trait; null if the word is none. */
function traitOf(w: string): string | null {
  if (/^bloodied$/i.test(w)) return "bloodied";
  const c = conditionName(w);
  if (c) return c;
  return /^(?:non-)?[A-Z][\w'-]*$/.test(w) && !/^(Each|All|Adjacent|One|An?)$/.test(w) ? w : null;
}

const sideOf = (w: string) => (/^(enemy or ally|ally or enemy|creatures?)$/i.test(w) ? "creature" : /^all/i.test(w) ? "ally" : "enemy");
const plural: Record<string, string> = { ally: "allies", enemy: "enemies", creature: "creatures" };

// Subjects with a trait (subjectWithTrait), made once: one creature, each creature, creatures.
const traitSide = "(ally|enemy|creature|enemy or ally|ally or enemy)";
const traitWithin = String.raw`(?: within (\d+)(?: squares?)?(?: of (?:this creature|it))?)?`;
const oneWithTraitRe = new RegExp(`^(?:an?|1|one) (?:(adjacent) )?(?:(\\S+) )?(?:(adjacent) )?${traitSide}${traitWithin}$`, "i");
const eachWithTraitRe = new RegExp(`^(?:each|all) (?:(adjacent) )?(\\S+) (ally|allies|enemy|enemies|creature|creatures)${traitWithin}$`, "i");
const allWithTraitRe = new RegExp(`^(?:(adjacent) )?(\\S+) (allies|enemies|creatures)${traitWithin}$`, "i");

/**
 * Subjects with a trait or of either side: "1 adjacent Immobilized enemy", "an Immobilized
 * adjacent enemy", "1 Elf ally within 5 squares", "each bloodied ally within 5 squares",
 * "each adjacent Immobilized enemy", "1 adjacent enemy or ally", "a creature within 5 squares",
 * "one ally within 3". ddm-battle-rules-2011.txt § How to Choose Targets
 */
function subjectWithTrait(raw: string): string | null {
  // "a Minotaur ally adjacent to this creature": an adjacent Minotaur ally; "each Dazed enemy adjacent to this creature": each adjacent one.
  const r = raw.replace(/^(an?|1|one|each|all) (?:(\S+) )?(ally|enemy|creature) adjacent to (?:this creature|it)$/i, (_, a: string, t: string | undefined, side: string) => `${a} adjacent ${t ? `${t} ` : ""}${side}`);
  let m = oneWithTraitRe.exec(r);
  if (m) {
    const adjacent = !!(m[1] ?? m[3]);
    const side = sideOf(m[4]!);
    const n = m[5];
    if (adjacent && n) return null;
    // Neither adjacent nor within: one creature anywhere on the map, chosen by the power's player.
    if (!adjacent && !n) {
      if (!m[2]) return side === "creature" ? "one creature" : `one ${m[4]!.toLowerCase()}`;
      const t = traitOf(m[2]);
      return t ? `one ${t} ${side}` : null;
    }
    if (!m[2]) {
      if (side !== "creature") return adjacent ? null : `one ${m[4]!.toLowerCase()} within ${n} squares`;
      return adjacent ? "one adjacent creature" : `one creature within ${n} squares`;
    }
    const t = traitOf(m[2]);
    if (!t) return null;
    return adjacent ? `one adjacent ${t} ${side}` : `one ${t} ${side} within ${n} squares`;
  }
  m = eachWithTraitRe.exec(r) ?? allWithTraitRe.exec(r);
  if (m) {
    const t = traitOf(m[2]!);
    const side = sideOf(m[3]!);
    // Keywords of allies and enemies are read by the keyword filters; here conditions, bloodied and creatures of either side.
    if (!t || (side !== "creature" && /^[A-Z]/.test(t) && !conditionName(t))) return null;
    if (!!m[1] === !!m[4]) return null;
    return m[1] ? `adjacent ${t} ${plural[side]}` : `${t} ${plural[side]} within ${m[4]} squares`;
  }
  return null;
}

/** The trigger of a triggered power, as the language's trigger patterns say it. */
/** "this creature takes 25 or more cold damage from melee attack" (party-takes-damage-at-least); null for a word that is no damage type. */
function damageAtLeast(amount: string, type: string | undefined, kind: string | undefined): string | null {
  if (type && !damageTypes.has(type)) return null;
  return `this creature takes ${amount} or more ${type ? `${type} ` : ""}damage from ${kind ? `${kind} ` : ""}attack`;
}

export function triggerPhrase(said: string): string | null {
  return triggerPhraseRemembered(said);
}
const triggerPhraseRemembered = remembered(readTriggerPhrase);
// Triggers of fixed forms, which readTriggerPhrase tries in turn on the words in lower case. Made once, not on each call.
const triggerForms: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/^at start of (its|each of its) turns?$/, () => "at start of its turn"],
  // Counters on the power's owner reaching a count (importers/ddm/counters.ts).
  [/^(?:\d+ .+ (?:counters|tokens) are (?:present )?on (?:this creature|it)|(?:this creature|it) has \d+ or more .+ (?:counters|tokens)(?: on it)?)$/, (m) => counterTrigger(m[0])],
  [/^at end of (its|each of its) turns?$/, () => "at end of its turn"],
  [/^at (?:start|beginning) of (?:each |any )?round$/, () => "at start of round"],
  [/^at (?:start|beginning) of (?:each |any |every )?round after (?:the )?first$/, () => "at start of any round after first"],
  [/^at (start|end) of turn$/, (m) => `at ${m[1]} of its turn`],
  // The player's own turn and the opponent's: player-turns (compiler/primitives/round-triggers.ts).
  [/^at (?:start|beginning) of your turn$/, () => "at start of your turn"],
  [/^at (?:start|beginning) of (?:your )?opponent's turn$/, () => "at start of opponent's turn"],
  [pattern(`^enemy targets adjacent ally(?: with (?:${kinds} )?attack)?$|^(?:adjacent ally|ally adjacent to (?:this creature|it)) is targeted(?: by (?:${kinds} )?attack)?$`), (m) => `adjacent ally is targeted${m[1] ?? m[2] ? ` by ${m[1] ?? m[2]} attack` : ""}`],
  [/^at (start|end) of (ally|enemy)(?: creature)?'s turn$/, (m) => `at ${m[1]} of ${m[2]}'s turn`],
  [/^at start of turn of first enemy to take turn this round$/, () => "at start of turn of first enemy to take turn this round"],
  [/^at (start|end) of (?:any|each) (?:creature's )?turn$/, (m) => `at ${m[1]} of any turn`],
  // A creature of the player's own, the power's owner included (compiler/primitives/nearby-turn-triggers.ts).
  [/^at (start|end) of (?:(?:the )?turn of (?:a )?creature in your warband|your creature's turn|turn of one of your creatures)$/, (m) => `at ${m[1]} of turn of creature in your warband`],
  [/^(?:when )?destroyed$/, () => "this creature is destroyed"],
  // "this creature first destroys an enemy", "… first reduces an enemy to 0 HP": its first kill of the battle.
  [/^(?:this creature|it) (?:first destroys|destroys its first) enemy$|^(?:this creature|it) first reduces enemy to 0 (?:hp|hit points)$/, () => "this creature first destroys enemy"],
  [pattern(`^its ${kinds} attack destroys (?:enemy|creature)$`), (m) => `this creature's ${m[1]} attack destroys enemy`],
  // "with a basic melee attack": only its basic attack, said as party-destroys reads it (party-triggers.ts, "with {atk:attackFilter}").
  [pattern(`^this creature destroys enemy with basic ${kinds} attack$`), (m) => `this creature destroys enemy with basic ${m[1]} attack`],
  [pattern(`^this creature destroys enemy with ${kinds} attack$`), (m) => `this creature's ${m[1]} attack destroys enemy`],
  [pattern(`^this creature hits(?: enemy)? with (?:basic ${kinds}|${kinds} basic|basic) attack$`), (m) => `this creature hits with basic ${m[1] ?? m[2] ? `${m[1] ?? m[2]} ` : ""}attack`],
  [pattern(`^${kinds} attack misses this creature$`), (m) => `enemy misses this creature with ${m[1]} attack`],
  [pattern(`^this creature makes (?:${kinds} )?attack$`), (m) => `this creature attacks${m[1] ? ` with ${m[1]} attack` : ""}`],
  [/^(?:this creature is attacked|(?:this creature is )?targeted by attack)$/, () => "this creature is targeted"],
  [
    /^(?:each )?(enemy|ally|creature) (starts|begins|ends) (?:its |their )?turn (?:adjacent to (?:this creature|it)|within (\d+) squares?(?: of (?:this creature|it))?)$/,
    (m) => `${m[1]} ${m[2] === "ends" ? "ends" : "starts"} its turn ${m[3] ? `within ${m[3]} squares` : "adjacent to this creature"}`,
  ],
  [/^at end of (?:each )?round$/, () => "at end of round"],
  // "this creature ends a round in your opponent's start area", "… next to an enemy worth 12 VP or less": at the round's end, in that state.
  [/^this creature ends (?:the )?round ((?:in|next to|adjacent to) .+)$/, (m) => {
    const state = gatePhrase(`it is ${m[1]!.replace(/^next to/, "adjacent to")}`);
    return state ? `at end of round while ${state}` : null;
  }],
  [pattern(`^this creature is hit(?: by ${kinds} attack| by attack)?$`), (m) => `this creature is hit${m[1] ? ` by ${m[1]} attack` : ""}`],
  [pattern(`^enemy hits this creature(?: with ${kinds} attack| with attack)?$`), (m) => `enemy hits this creature${m[1] ? ` with ${m[1]} attack` : ""}`],
  [pattern(`^enemy misses this creature(?: with ${kinds} attack| with attack)?$`), (m) => `enemy misses this creature${m[1] ? ` with ${m[1]} attack` : ""}`],
  [pattern(`^this creature hits(?: enemy)?(?: with ${kinds} attack| with attack)?$`), (m) => `this creature hits${m[1] ? ` with ${m[1]} attack` : ""}`],
  [/^(this creature|it) becomes bloodied$|^(first )?bloodied$/, () => "this creature becomes bloodied"],
  [pattern(`^this creature is targeted(?: by ${kinds} attack| by attack)?$`), (m) => `this creature is targeted${m[1] ? ` by ${m[1]} attack` : ""}`],
  [pattern(`^enemy targets this creature(?: with ${kinds} attack| with attack)?$`), (m) => `enemy targets this creature${m[1] ? ` with ${m[1]} attack` : ""}`],
  [pattern(`^this creature (?:attacks|declares ${kinds} attack)(?: with ${kinds} attack)?$`), (m) => `this creature attacks${m[1] ?? m[2] ? ` with ${m[1] ?? m[2]} attack` : ""}`],
  [/^this creature is destroyed$/, () => "this creature is destroyed"],
  // "When this creature is hit by a critical": a critical hit against it (§ Attack Roll, Critical Hit).
  [/^this creature is hit by critical(?: hit)?$/, () => "this creature is hit by critical hit"],
  [/^(adjacent )?(ally|enemy) (becomes|is) bloodied$|^(adjacent )?(ally|enemy) is first bloodied$/, (m) => `${m[1] ?? m[4] ?? ""}${m[2] ?? m[5]} becomes bloodied`],
  [/^(enemy|ally) within (\d+) squares becomes bloodied$/, (m) => `${m[1]} within ${m[2]} squares becomes bloodied`],
  [/^(adjacent )?enemy is destroyed$/, (m) => `${m[1] ?? ""}enemy is destroyed`],
  // "an enemy is destroyed by fire damage": by damage of that type (party-destroyed-by-type).
  [/^(enemy|ally|creature) is destroyed by ([a-z]+) damage$/, (m) => (damageTypes.has(m[2]!) ? `${m[1]} is destroyed by ${m[2]} damage` : null)],
  // "this creature takes 20 or more damage from a melee attack", "… is hit by an attack that deals 25 or more cold damage": that much
  // (of that type) from one attack (of that kind) (party-takes-damage-at-least).
  [pattern(`^this creature takes (\\d+) or more (?:([a-z]+) )?damage from (?:${kinds} )?attack$`), (m) => damageAtLeast(m[1]!, m[2], m[3])],
  [pattern(`^this creature is hit by (?:${kinds} )?attack that deals (\\d+) or more (?:([a-z]+) )?damage$`), (m) => damageAtLeast(m[2]!, m[3], m[1])],
  [/^(adjacent )?ally is destroyed$/, (m) => `${m[1] ?? ""}ally is destroyed`],
  [/^this creature destroys (enemy|creature)$/, (m) => `this creature destroys ${m[1]}`],
];
function readTriggerPhrase(said: string): string | null {
  // "misses with an attack on its turn": only while it takes its own turn (a state of this creature).
  // "makes a melee attack against a target it has combat advantage against": an attack made with combat advantage.
  // "resolves a melee attack vs. a Medium or smaller target": against it.
  const raw = (/ while /i.test(said) ? said : said.replace(/ on (?:its|this creature's) (?:own )?turn$/i, " while on its turn"))
    .replace(/ against (?:a |the )?target (?:it|that ally) has combat advantage against$/i, " with combat advantage")
    .replace(/ vs\.? (?=(?:an?|the|one|1) )/gi, " against ");
  // "this creature uses Cold Breath": its power or attack of that name (the compiler checks the card has one).
  const used = /^(?:this creature|this champion|it) uses ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(said.trim());
  if (used) return `this creature uses ${quoted(used[1]!)}`;
  let t = raw.trim().replace(articles, "").replace(/\s+/g, " ").toLowerCase();
  t = t.replace(/\bthis creature's\b/g, "its").replace(/\bfirst becomes bloodied\b/, "becomes bloodied").replace(/\bis first bloodied\b/, "becomes bloodied");
  // "an enemy becomes Bloodied while adjacent to this creature": an adjacent enemy becomes bloodied.
  t = t.replace(/^(enemy|ally) (?:becomes|is) bloodied while adjacent to (?:this creature|it)$/, "adjacent $1 becomes bloodied");
  t = t.replace(/^(enemy|ally) (?:becomes|is) bloodied while within (\d+) squares? of (?:this creature|it)$/, "$1 within $2 squares becomes bloodied");
  for (const [re, out] of triggerForms) {
    const m = re.exec(t);
    if (m) return out(m);
  }
  // "at start of turn if this creature is bloodied", "this creature is bloodied at the start of its turn": its turn, counted only in that state.
  const bare = raw.trim().replace(articles, "");
  const lead = /^at (start|end) of (?:its |this creature's )?turn,? (?:if|while) (?:this creature|it) is (.+)$/i.exec(bare);
  const tail = /^(?:this creature|it) is (\w+) at (start|end) of (?:its|this creature's) turn$/i.exec(bare);
  // "at end of turn, if it did not charge this turn": a state of what it did, not of what it is.
  const did = /^at (start|end) of (?:its |this creature's )?turn,? if ((?:it|this creature) did not .+)$/i.exec(bare);
  const doneState = did ? gatePhrase(did[2]!) : null;
  if (doneState) return `at ${did![1]!.toLowerCase()} of its turn if ${doneState}`;
  const moment = lead?.[1] ?? tail?.[2];
  const state = (lead?.[2] ?? tail?.[1]) ? gatePhrase((lead?.[2] ?? tail?.[1])!) : null;
  if (moment && state) return `at ${moment.toLowerCase()} of its turn if ${state}`;
  // "at start of an Elf ally's turn": the turn of a creature the card names (party-turn triggers).
  const turn = /^at (start|end) of (.+?)['’]s turn$/i.exec(raw.trim().replace(articles, "").replace(/\s+/g, " "));
  const whose = turn ? readParty(turn[2]!) : null;
  if (turn && whose && !whose.rest) return `${whose.party} ${turn[1]!.toLowerCase() === "start" ? "starts" : "ends"} its turn`;
  // "this creature starts a turn within 5 squares of an Orc champion ally", "… ends its turn occupying difficult terrain": its turn, in that state.
  const own = /^(?:this creature|it) (starts|begins|ends) (?:a|its) turn (?:while )?(.+)$/i.exec(raw.trim());
  const ownState = own ? gatePhrase(own[2]!) : null;
  if (ownState) return `this creature ${own![1]!.toLowerCase() === "ends" ? "ends" : "starts"} its turn while ${ownState}`;
  // Attacks and damage for anyone the card names, with a state of this creature after "while".
  const w = / while (.+)$/i.exec(raw.trim());
  const gate = w ? gatePhrase(w[1]!) : "";
  if (gate === null) return null;
  const found = attackTrigger(w ? raw.trim().slice(0, w.index) : raw);
  // "an enemy enters an adjacent square while charging": the charging is the enemy's, not a state of this creature (triggered.ts).
  if (found && gate === "charging" && !found.startsWith("this creature")) return attackTrigger(raw);
  return found ? `${found}${gate ? ` while ${gate}` : ""}` : null;
}

/** States after "while": bloodied, a condition, next to an ally. */
export function gatePhrase(raw: string): string | null {
  return gatePhraseRemembered(raw);
}
const gatePhraseRemembered = remembered(readGatePhrase);
function readGatePhrase(raw: string): string | null {
  // "it moved at least 3 squares this turn": its own squares in the turn it is taking (compiler/primitives/turn-history.ts).
  const far = /^(?:it|this creature) (?:has )?moved (?:at least )?(\d+)(?: or more)? squares? (?:this|during its|on its) turn$/i.exec(raw.trim());
  if (far) return `it moved ${far[1]} or more squares this turn`;
  // "a Cold creature is within 5 squares of this creature", "within 5 squares of a Cold creature": another creature of the keyword, of either side, that near.
  const kindNear = /^(?:(?:an? |one )?([A-Z][\w'-]*) creature is within (\d+) squares? of (?:it|this creature)|(?:it is |this creature is )?within (\d+) squares? of (?:an? |one |any )?([A-Z][\w'-]*) creature)$/.exec(raw.trim());
  // A state ("any Bloodied creature") is no keyword: read below.
  const kindWord = kindNear ? (kindNear[1] ?? kindNear[4])! : "";
  if (kindNear && !conditionName(kindWord) && !/^(?:bloodied|damaged|undamaged|other|another|any)$/i.test(kindWord)) return `within ${kindNear[2] ?? kindNear[3]} squares of ${kindWord} creature`;
  // "it has not moved this turn": what it did in the turn it is taking, said as the other turn histories are.
  const g = raw.trim().replace(articles, "").toLowerCase().replace(/^(it|this creature) has not (?:yet )?moved(?: (?:this|during its|on its) turn)?$/, "it did not move this turn");
  if (/^(it is |this creature is )?bloodied$/.test(g)) return "bloodied";
  if (/^(it is |this creature is )?not bloodied$/.test(g)) return "not bloodied";
  if (/^(it is |this creature is )?adjacent to (any )?ally$/.test(g)) return "adjacent to ally";
  if (/^(it is |this creature is )?adjacent to (any )?enemy$/.test(g)) return "adjacent to enemy";
  if (/^(it is |this creature is )?charging$/.test(g)) return "charging";
  if (/^(it is |this creature is )?moving$/.test(g)) return "moving";
  // What it has done in the turn it is taking; the battle's first round (compiler/primitives/turn-history.ts).
  const done = /^(?:it|this creature) did not (make (?:any )?(melee|ranged|close|area) attack|charge|hit(?: with attack)?)(?: (?:during|on|in))? (?:this|that|its) turn$/.exec(g);
  if (done) return done[2] ? `it did not make ${done[2]} attack this turn` : /^charge/.test(done[1]!) ? "it did not charge this turn" : "it did not hit this turn";
  if (g === "it did not move this turn") return g;
  // "if this creature hit with Tentacle Grab this turn": an attack of its own, by name (not "a melee attack": a kind).
  const hitWith = /^(?:it|this creature) (?:has )?hit with (?:its )?([a-z][\w'-]*(?: [a-z][\w'-]*){0,3}?)(?: attack)? (?:this|that|during its|on its) turn$/.exec(g);
  if (hitWith && !/^(?:melee|ranged|close|area|basic|any|attack)\b/.test(hitWith[1]!)) return `it hit with ${quoted(hitWith[1]!)} this turn`;
  if (/^(it is )?first round(?: of battle)?$/.test(g)) return "it is first round of battle";
  // "if you control 2 or more creatures named Horde Zombie": creatures of that card in its warband (state-gates.ts controls-creatures-named).
  const named = /^you control (\d+) or more creatures named ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(raw.trim().replace(articles, ""));
  if (named) return `you control ${named[1]} or more creatures named "${named[2]}"`;
  // "if this creature is not on the battle map": in play but off it (compiler/primitives/off-map.ts off-battle-map).
  if (/^(?:it is |this creature is )?(?:not on|off(?: of)?) battle ?map$/.test(g)) return "off battle map";
  // "in your opponent's start area" (compiler/primitives/place-gates.ts in-opponent-start-area).
  if (/^(?:it is |this creature is |it |this creature )?(?:in|occupies|occupying) (?:an? |your )?opponent's start area$/.test(g)) return "it occupies opponent's start area";
  // "next to an enemy worth 12 VP or less": one of that worth beside it.
  const worth = /^(?:it is |this creature is )?(?:adjacent|next) to (?:an? |one |1 )?(enemy|ally|creature) worth (\d+) (?:vp |victory points )?or (less|more)$/.exec(g);
  if (worth) return `adjacent to worth ${worth[2]} VP or ${worth[3]} ${worth[1]}`;
  // "only if this creature has ended a turn in each victory area (minimum 2)": the map has two or more (compiler/primitives/attack-gates.ts).
  if (/^(?:it|this creature) has ended (?:a |its )?turns? in each victory area(?: \(minimum (?:2|two)\))?$/.test(g)) return "it has ended turn in each victory area";
  // The round's last creature-turn (compiler/primitives/activation-order.ts).
  if (/^(?:(?:it|this creature) is )?last (?:creature )?to activate (?:in|this) round$/.test(g)) return "it is last creature to activate this round";
  // "each ally is invisible while adjacent to this creature": next to the power's owner.
  if (/^(it is |they are )?adjacent to this creature$/.test(g)) return "adjacent to this creature";
  // "if this creature is damaged": below its starting hit points (§ Hit Points).
  if (/^(it is |this creature is )?(un)?damaged$/.test(g)) return g.replace(/^(it is |this creature is )/, "");
  if (/^you (?:win|won) initiative(?: this round)?$/.test(g)) return "you won initiative this round";
  // "if no enemy has line of sight to this creature": unseen by every enemy (§ How to Choose Targets, Line of Sight).
  if (/^no enem(?:y|ies) (?:has|have) line of sight to (?:it|this creature)$|^no enem(?:y|ies) can see (?:it|this creature)$/.test(g)) return "no enemy can see it";
  // "if this creature has line of sight to no enemies": no enemy in its sight (§ Line of Sight).
  if (/^(?:it|this creature) (?:has line of sight to|can see) no enem(?:y|ies)$/.test(g)) return "it can see no enemy";
  // "if your warband has a Hobgoblin champion", "whenever there is a Dragon champion in this creature's warband": a champion
  // of that keyword among its allies in play (all of the warband is, once set up). A dropped letter ("champion n this
  // creature's warband") is read as "in".
  const champion = /^(?:(?:your|its|this creature's) warband (?:has|includes|contains) (?:1 |one )?([a-z][\w'-]*) champion|there is (?:1 |one )?([a-z][\w'-]*) champion i?n (?:your|its|this creature's) warband)$/.exec(g);
  if (champion) {
    const kind = champion[1] ?? champion[2]!;
    return `allied ${kind[0]!.toUpperCase()}${kind.slice(1)} champion is in play`;
  }
  const counters = counterGate(g);
  if (counters) return counters;
  const place = placePhrase(raw);
  if (place) return place;
  // "adjacent to 2 or more allies with Zombie Grab": the power's owner's allies whose card has that power (compiler/primitives/state-gates.ts).
  const kin = /^adjacent to (\d+|two|three) or more allies with ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(raw.trim());
  if (kin) return `adjacent to ${countOf(kin[1]!)} or more allies with ${quoted(kin[2]!)}`;
  const near = /^within (\d+) squares of (?:any )?bloodied creature$/.exec(g);
  if (near) return `within ${near[1]} squares of bloodied creature`;
  const c = /^(?:it is |this creature is )?(\w+)$/.exec(g);
  if (c && conditionName(c[1]!)) return conditionName(c[1]!);
  return statePhrase(raw);
}

/**
 * Where a creature stands: "adjacent to a wall", "adjacent to forest terrain", "adjacent
 * to a bloodied enemy", "adjacent to a Fire creature" (compiler/primitives/place-gates.ts).
 */
function placePhrase(raw: string): string | null {
  const p = raw.trim().replace(/^(?:it is |this creature is |it (?=occupies)|this creature (?=occupies))/i, "").replace(articles, "");
  if (/^(?:occupies|is in) one of (?:your|its) victory areas$/i.test(p)) return "it occupies one of its victory areas";
  if (/^(?:occupies|is in) (?:any )?victory area$/i.test(p)) return "it occupies victory area";
  // "in a victory area occupied by 1 or more enemies": one an enemy shares with it.
  if (/^(?:occupies|is in|in) victory area (?:occupied by|with|containing) (?:(?:1|one) or more |any |an? )?enem(?:y|ies)$/i.test(p)) return "it occupies victory area with enemy";
  if (/^adjacent to (?:wall|wall terrain)$/i.test(p)) return "adjacent to wall";
  let m = /^adjacent to ([a-z]+(?:[ -][a-z]+)?) terrain$/i.exec(p);
  if (m) return `adjacent to "${m[1]!.toLowerCase().replace(/ /g, "-")}" terrain`;
  // "adjacent to forest terrain or to this creature": either will do.
  m = /^adjacent to ([a-z]+(?:[ -][a-z]+)?) terrain or (?:to )?this creature$/i.exec(p);
  if (m) return `adjacent to "${m[1]!.toLowerCase().replace(/ /g, "-")}" terrain or to this creature`;
  // "adjacent to a Demon": a creature with that keyword, of either side.
  const bare = /^adjacent to ([A-Z][\w'-]*)$/.exec(p);
  if (bare && traitOf(bare[1]!) === bare[1]) return `adjacent to ${bare[1]} creature`;
  m = /^adjacent to (\S+) (ally|enemy|creature)$/i.exec(p);
  if (!m) return null;
  const t = traitOf(m[1]!);
  const side = m[2]!.toLowerCase();
  // A keyword ally is the continuous powers' own state ("while adjacent to a Reptile ally"), read there.
  if (!t || (side === "ally" && /^[A-Z]/.test(t) && !conditionName(t))) return null;
  return `adjacent to ${t} ${side}`;
}

/**
 * "against bloodied targets", "vs. Evil enemies", "against targets granting it combat
 * advantage", "whenever this creature has combat advantage against target": the
 * language's "against … targets", or null when the state is not one it has.
 */
export function againstPhrase(raw: string): string | null {
  const a = raw.trim().replace(articles, "");
  if (/^opportunity attacks$/i.test(a)) return "against opportunity attacks";
  // "against that enemy": the creature the power chose, or its trigger's other creature.
  const that = /^that (enemy|creature|ally)(?:'s attacks)?$/i.exec(a);
  if (that) return `against that ${that[1]!.toLowerCase()}`;
  // "against the target", "+2 AC against target's attacks": in an attack's hit line, the creature it hit.
  if (/^target(?:'s attacks)?$/i.test(a)) return "against target";
  // "against Medium or smaller targets": a size and those below or above it.
  const size = /^(tiny|small|medium|large|huge|gargantuan) or (smaller|larger) (?:targets|enemies|creatures)$/i.exec(a);
  if (size) return `against ${size[1]![0]!.toUpperCase()}${size[1]!.slice(1).toLowerCase()} or ${size[2]!.toLowerCase()} targets`;
  if (/^(?:(?:each )?targets?|enemies) (?:that (?:are|is) )?granting (?:it |them |this creature )?combat advantage(?: to (?:it|them|this creature))?$/i.test(a)) return "against targets granting combat advantage";
  if (/^whenever (?:this creature|it) has combat advantage against (?:its )?target$/i.test(a)) return "against targets granting combat advantage";
  // "against higher-level enemies": of a higher level than the one with the bonus.
  const lvl = /^(higher|lower)-level (?:targets|enemies|creatures)$/i.exec(a);
  if (lvl) return `against ${lvl[1]!.toLowerCase()} level targets`;
  // "against smaller creatures", "vs. larger enemies": smaller or larger than the one with the bonus.
  const rel = /^(smaller|larger) (?:targets|enemies|creatures)$/i.exec(a);
  if (rel) return `against ${rel[1]!.toLowerCase()} targets`;
  const m = /^(non-)?(\w+) (?:targets|enemies|creatures)$/i.exec(a.replace(/^(non-)?living\b/i, "$1Living"));
  const state = m ? gatePhrase(m[2]!) : null;
  if (m && state) return m[1] ? (state === "bloodied" ? "against not bloodied targets" : null) : `against ${state} targets`;
  if (m && /^[A-Z]/.test(m[2]!)) return `against ${m[1] ? "non-" : ""}${m[2]} targets`;
  return targetStatePhrase(a) ?? bothStates(a) ?? eitherState(a);
}

/** The state an "against …" phrase names: "bloodied" of "against bloodied targets", "granting combat advantage" of "against targets granting combat advantage". */
const stateOfAgainst = (phrase: string | null) => (phrase ? (/^against (.+) targets$/.exec(phrase) ?? /^against targets (.+)$/.exec(phrase))?.[1] : undefined);

/**
 * "Good targets and targets taking ongoing poison damage": targets in either state, one
 * bonus for a target in both (compiler/primitives/state-gates.ts, either-state).
 */
function eitherState(a: string): string | null {
  const m = /^((?:.+? )?(?:targets|enemies|creatures)(?: .+?)?) (?:and|or) ((?:targets|enemies|creatures) .+|[\w-]+ (?:targets|enemies|creatures))$/i.exec(a);
  const [first, second] = m ? [stateOfAgainst(againstPhrase(m[1]!)), stateOfAgainst(againstPhrase(m[2]!))] : [];
  return first && second ? `against targets either ${first} or ${second}` : null;
}

/**
 * "bloodied targets granting this creature combat advantage", "non-Wilderness creatures within
 * 5 squares of this creature": a state said before the noun and one after it, both holding
 * (compiler/primitives/state-gates.ts, both-states).
 */
function bothStates(a: string): string | null {
  const m = /^(\S+) (targets|enemies|creatures) (.+)$/i.exec(a);
  if (!m) return null;
  const before = /^against (.+) targets$/.exec(againstPhrase(`${m[1]} ${m[2]}`) ?? "")?.[1];
  const after = /^against targets (.+)$/.exec(againstPhrase(`${m[2]} ${m[3]}`) ?? "")?.[1];
  // "bloodied targets and …": two kinds of target, not one in two states.
  if (/^(?:and|or) /i.test(m[3]!)) return null;
  return before && after ? `against targets both ${before} as well as ${after}` : null;
}

/** Difficult terrain types of the core rules a card may name ("forest terrain does not affect its movement"). */
const difficultTypes = new Set(["forest", "market-stall", "river", "spike-stones", "web", "dangerous"]);

/**
 * Rules a creature bends that are not numbers: "never grants combat advantage", "ignores
 * the extra cost for entering difficult terrain", "forest terrain does not affect this
 * creature's movement". ddm-battle-rules-2011.txt § Combat Advantage; § Difficult Terrain
 */
function ruleModifier(t: string): string | null {
  // "worth 0 VP when destroyed" had for a while ("until end of battle, opponents score 0 VP for destroying it", compiler/primitives/vp-worth.ts).
  const worth = /^worth (\d+) vp when (?:destroyed|eliminated)$/i.exec(t);
  if (worth) return `worth ${worth[1]} vp when destroyed`;
  if (/^(?:never grants|does not grant|doesn't grant) combat advantage$/i.test(t)) return "never grants combat advantage";
  if (/^automatically succeeds on (?:all )?(?:saves|saving throws)$/i.test(t)) return "automatically succeeds on saves";
  // Had for a while: "… cannot be attacked by opportunity attacks, and has phasing until the end of this creature's turn" (§ Opportunity Attacks).
  if (/^(?:cannot|can't|may not) be (?:attacked|targeted) (?:by|with) opportunity attacks$/i.test(t)) return "cannot be attacked by opportunity attacks";
  // "is treated as having a Champion rating of 2 for determining initiative": that rating in the initiative test only (§ Champion Test).
  const rated = /^(?:is )?(?:treated as )?(?:having )?(?:an? )?(?:CR|champion rating)(?: of)? (\d+) (?:when determining|for(?: determining)?) initiative$/i.exec(t);
  if (rated) return `champion rating ${rated[1]} for initiative`;
  // Forestwalk, had by others ("Beast allies in aura have Forest Walk"): the named power's rule (content/ddm/core/named-powers.wb).
  if (/^forest ?walk$/i.test(t)) return 'ignores difficult terrain of "forest"';
  // A movement mode or Insubstantial had for a while: "this creature has Phasing until end of turn".
  const mode = /^(flight|burrow|phasing|insubstantial)$/i.exec(t);
  if (mode) return mode[1]!.toLowerCase();
  const cost = /^ignores (?:the )?(?:extra|increased|additional) (?:movement |mp )?costs? (?:for|of|when) (?:entering|moving into|moving through) (difficult|[a-z-]+) terrain$/i.exec(t) ?? /^(difficult|[a-z-]+) terrain does not affect (?:this creature's|its) movement$/i.exec(t);
  // "Forest and river terrain do not affect this creature's movement": each type.
  const both = /^([a-z-]+) and ([a-z-]+) terrain do not affect (?:this creature's|its) movement$/i.exec(t);
  if (both) {
    return readEach([both[1]!, both[2]!], (x) => ruleModifier(`${x} terrain does not affect its movement`))?.join(" and ") ?? null;
  }
  if (!cost) return null;
  const type = cost[1]!.toLowerCase().replace(/ /g, "-");
  if (type === "difficult") return "ignores difficult terrain";
  return difficultTypes.has(type) ? `ignores difficult terrain of "${type}"` : null;
}

/**
 * "+5 damage and Flight", "Resist 5 All and +2 Speed": numbers and other things had,
 * each read alone. A list of rule words alone ("Insubstantial, Phasing") is a list of
 * named powers, read elsewhere.
 */
function mixed(text: string, stated: boolean): string[] | null {
  const parts = splitParts(text);
  // Alone, "Conceal 6" or "Hide" is the named power; with a state ("Conceal 6 while adjacent to a wall") it is not.
  if (!stated && (parts.length < 2 || parts.every((p) => /^[A-Za-z]+$/.test(p.trim())))) return null;
  return holdings(text);
}

/**
 * "Adjacent lower-level allies", "Arcane allies of level 11 or lower": the subject without
 * its level, and the level as a state of each creature it names; null when it names none.
 * ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level)
 */
function levelled(who: string): { who: string; gate: string } | null {
  const lower = /\blower[- ]level\s+/i;
  if (lower.test(who)) return { who: who.replace(lower, ""), gate: "lower level" };
  const m = /\s+of level (\d+) or (lower|higher)$/i.exec(who);
  return m ? { who: who.slice(0, m.index), gate: `level ${m[1]} or ${m[2]!.toLowerCase()}` } : null;
}

/** A continuous clause: [subject (has|gains)] modifiers [while state], or a can/cannot permission. */
export function modifierClause(text: string): string | null {
  return modifierClauseRemembered(text);
}
const modifierClauseRemembered = remembered(readModifierClause);
function readModifierClause(said: string): string | null {
  const rule = ruleModifier(said.trim().replace(/\s+/g, " ").replace(/\.$/, ""));
  if (rule) return rule;
  // "+5 poison damage with melee and ranged attacks": the bonus with each kind of attack, each its own clause.
  const eachKind = /^([+-]\d+ (?:[a-z]+ )?(?:attack|damage)) (with|on) (melee|ranged|close|area),? (?:and|or) (melee|ranged|close|area) attacks$/i.exec(said.trim().replace(/\.$/, ""));
  if (eachKind) {
    const each = [eachKind[3]!, eachKind[4]!].map((k) => modifierClause(`${eachKind[1]} ${eachKind[2]} ${k} attacks`));
    return each.every(Boolean) ? each.join(" and ") : null;
  }
  const text = lostDefences(said.replace(/\.$/, ""));
  // "+10 melee damage on charge", "+2 speed when charging": the charging state (ddm-battle-rules-2011.txt § Charge).
  const t0 = stateTail(text).replace(/ (?:on (?:a )?charges?|when charging|during (?:a )?charges?)$/i, " while charging");
  const vs = /^(.*?) (?:(?:against|vs\.?) (.+)|(whenever (?:this creature|it) has combat advantage against (?:the )?target))$/i.exec(t0);
  let against = "";
  let kinds: string[] | null = null;
  let t = t0;
  if (vs) {
    // "+5 AC against opportunity attacks while moving": the state after the targets.
    const late = vs[2] ? /^(.*?) (while .+)$/i.exec(vs[2]) : null;
    const said = late ? late[1]! : (vs[2] ?? vs[3]!);
    // "vs. RANGED attacks", "against {c} and {a} attacks": one modifier per kind of attack (§ Bonuses and Penalties).
    const kindList = /^((?:melee|ranged|close|area)(?:(?:,|,? and|,? or) (?:melee|ranged|close|area))*) attacks$/i.exec(said);
    if (kindList) kinds = kindList[1]!.toLowerCase().split(/,? (?:and|or) |, /).map((k) => ` against ${k} attacks`);
    const a = kindList ? "" : againstPhrase(said);
    if (a === null) return null;
    against = kindList ? kinds![0]! : ` ${a}`;
    t = late ? `${vs[1]!} ${late[2]!}` : vs[1]!;
  }
  const w = /^(.*?) while (.+)$/i.exec(t);
  const main = w ? w[1]! : t;
  // "Goblin allies have +2 Attack while this creature is bloodied": the owner's state, not theirs.
  const owner = w && !/^[+-]?\d/.test(main.trim()) ? /^this creature is (not )?bloodied$/i.exec(w[2]!.trim()) : null;
  const gate = owner ? `this creature is ${owner[1] ? "not " : ""}bloodied` : w ? gatePhrase(w[2]!) : "";
  if (gate === null) return null;
  const suffix = gate ? ` while ${gate}` : "";
  // "Can shift 2 squares instead of 1": a shift of that many (§ Move Actions, Shift).
  const perm = /^(?:(.+?) )?(can|cannot|can't|may not) (move|shift)(?: up to)?(?: (\d+) squares?)?$/i.exec(main.replace(/^(.*\bcan shift (?:up to )?\d+ squares?) instead of (?:1|one)(?: square)?$/i, "$1"));
  if (perm && against) return null;
  if (perm) {
    const who = perm[1] ? subjectOf(perm[1]) : "";
    if (who === null) return null;
    return `${who ? `${who} ` : ""}${perm[2]!.toLowerCase().replace("may not", "cannot")} ${perm[3]!.toLowerCase()}${perm[4] ? ` ${perm[4]} squares` : ""}${suffix}`;
  }
  // Restrictions on other actions: "cannot make opportunity attacks", "enemies may not take immediate actions", "cannot charge".
  const kindsForbidden = /^(?:(.+?) )?(?:cannot|can't|may not) make ((?:melee|ranged|close|area)(?:(?:,|,? or|,? and) (?:melee|ranged|close|area))+) attacks$/i.exec(main);
  if (kindsForbidden && !against) {
    const who = kindsForbidden[1] ? subjectOf(kindsForbidden[1].replace(/^other /i, "")) : "";
    if (who === null) return null;
    return kindsForbidden[2]!.toLowerCase().split(/,? (?:and|or) |, /).map((k) => `${who ? `${who} ` : ""}cannot make ${k} attacks${suffix}`).join(" and ");
  }
  const forbid = /^(?:(.+?) )?(?:cannot|can't|may not|do not|does not) (charge|make opportunity attacks|(?:take|use) immediate actions|make (?:melee|ranged|close|area) attacks|use champion powers|heal)$/i.exec(main);
  if (forbid && !against) {
    // "Enemy champions within 5 squares cannot use champion powers": enemies within 5 squares, while they are champions.
    const champions = forbid[1] ? /^(?:each |all )?(enemy|allied) champions?((?: within \d+ squares?)?)(?: of this creature)?$/i.exec(forbid[1]) : null;
    if (champions && suffix) return null;
    const who = champions ? subjectOf(`${/^enemy$/i.test(champions[1]!) ? "enemies" : "allies"}${champions[2]}`) : forbid[1] ? subjectOf(forbid[1]) : "";
    if (who === null) return null;
    // "may not use Immediate actions": taking one is the action the rules forbid.
    return `${who ? `${who} ` : ""}cannot ${forbid[2]!.toLowerCase().replace(/^use immediate/, "take immediate")}${champions ? " while champion" : suffix}`;
  }
  const ends = kinds ?? [against];
  // "Enemies in aura grant combat advantage to this creature and its allies": to every creature that attacks them (§ Combat Advantage).
  const grants = /^(.+?) grants? combat advantage(?: to (?:this creature and (?:to )?(?:its|each) all(?:y|ies)|(?:its|each) all(?:y|ies) and (?:to )?this creature|attackers|all creatures|all enemies))?$/i.exec(main);
  if (grants && !against) {
    const whos = subjectsOf(grants[1]!);
    if (!whos || whos.includes("this creature")) return null;
    return whos.map((who) => `${who} grants combat advantage${suffix}`).join(" and ");
  }
  // "Enemies that have line of sight to it have -2 AC": the verb may be said inside the subject too; the first split that reads.
  const verbs = [...main.matchAll(/ (?:has|have|gains?|get|gets) /gi)];
  for (const verb of verbs) {
    const sub = [main.slice(0, verb.index), main.slice(verb.index + verb[0].length)] as const;
    // "Adjacent lower-level allies have +4 Attack": the level is the state they hold it in.
    const level = suffix ? null : levelled(sub[0]);
    const state = level ? ` while ${level.gate}` : suffix;
    // "This creature and adjacent allies have +4 AC": each subject its own modifiers.
    const whos = /^(this creature|it)$/i.test(sub[0]) ? [""] : subjectsOf(level?.who ?? sub[0])?.map((w) => (w === "this creature" ? "" : w));
    const mods = whos ? (modifiers(sub[1]) ?? holdings(sub[1])) : null;
    if (whos && mods) return whos.flatMap((who) => mods.flatMap((m) => ends.map((e) => `${who ? `${who} ` : ""}${m}${e}${state}`))).join(" and ");
  }
  if (verbs.length) return null;
  const mods = modifiers(main) ?? mixed(main, !!(suffix || against));
  if (!mods) return null;
  if (kinds) return mods.flatMap((m) => kinds!.map((e) => `${m}${e}${suffix}`)).join(" and ");
  return mods.map((m) => `${m}${against}${suffix}`).join(" and ");
}

export { damageTypes };
