// The states continuous powers hold in, as cards print them: of the creature ("after
// moving 2 or more squares this turn", "while within 5 squares of an allied Reptile
// champion", "while adjacent to a wall", "while occupying forest terrain") and of an
// attack's target ("against targets adjacent to a Goblin ally", "vs. enemies that have
// already activated this round", "against Kobold, Orc and Goblin enemies"). Each becomes
// the words of a state in compiler/primitives/state-gates.ts, or null.
// ddm-battle-rules-2011.txt § Continuous Powers; § Keywords; § Battle Maps and Terrain
import { conditionName, damageTypes } from "./effects.js";
import { remembered } from "./remembered.js";
import { countOf, quoted } from "./text.js";

// The forms here are literals, made once (a keyword is "[A-Z][\w'-]*", whom a target state is said of
// "(?:targets?|enem(?:y|ies)|creatures?)"): built from templates, about forty were made again on each call.

/** The core rules' terrain types (ddm-battle-rules-2011.txt § Battle Maps and Terrain) and "difficult", any that costs extra. */
const terrains = new Set(["difficult", "blood-rock", "dangerous", "fire", "corrosive", "forest", "market-stall", "healing-font", "pit", "river", "sacred-circle", "secret-door", "slippery", "smoke", "spike-stones", "statue", "steep-slope", "teleporter", "web"]);

/** A terrain named on a card ("forest", "blood rock", "diffcult") as the core rules' terrain type, or null. */
export function terrainType(t: string): string | null {
  const type = t.trim().toLowerCase().replace(/\s+/g, "-").replace(/^diff?i?cult$/, "difficult");
  return terrains.has(type) ? `"${type}"` : null;
}

/** "allied Reptile champion", "Dragon champion ally", "an Evil Dragon champion": the keywords, if any, as the state's words. */
function championWords(m: string): string | null {
  const c = /^(?:allied )?((?:[A-Z][\w'-]* ){0,2})champion(?: ally)?$/.exec(m.trim());
  return c ? `${c[1]}champion ally` : null;
}

/** A card's name (namedNear), and the three forms that name it; made once. */
const cardName = String.raw`([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})`;
const nearAnotherRe = new RegExp(String.raw`^within (\d+) squares of (?:another|an other|1 other|one other) ${cardName}$`);
const nearSeveralRe = new RegExp(String.raw`^within (\d+) squares of (\d+|two|three) or more (?:other )?${cardName}$`);
const othersNamedNearRe = new RegExp(String.raw`^at least (\d+|one|two) other creatures? named ${cardName} (?:is|are) within (\d+) squares of (?:this creature|it)$`);

/** States of the creature a rule reaches (after "while"); `raw` as printed, articles and all. */
/**
 * "within 5 squares of another Bluespawn Stormlizard", "… of 2 or more Bluespawn
 * Stormlizards", "at least 1 other creature named Carnage Demon is within 6 squares of this
 * creature": other creatures of a card, by its name (compiler/primitives/state-gates.ts).
 */
function namedNear(raw: string): string | null {
  // Each form says "within": other states are not tried.
  if (!raw.includes("within")) return null;
  const t = raw.trim().replace(/\s+/g, " ").replace(/^(?:it is |this creature is )/i, "");
  let m = nearAnotherRe.exec(t);
  if (m) return `within ${m[1]} squares of 1 or more other creatures named ${quoted(m[2]!)}`;
  m = nearSeveralRe.exec(t);
  if (m) return `within ${m[1]} squares of ${countOf(m[2]!)} or more other creatures named ${quoted(m[3]!.replace(/s$/, ""))}`;
  m = othersNamedNearRe.exec(t);
  if (m) return `within ${m[3]} squares of ${countOf(m[1]!)} or more other creatures named ${quoted(m[2]!)}`;
  return null;
}

export function statePhrase(raw: string): string | null {
  return statePhraseRemembered(raw);
}
const statePhraseRemembered = remembered(readStatePhrase);
function readStatePhrase(raw: string): string | null {
  const s = raw.trim().replace(/\b(a|an|the)\s+/gi, "").replace(/^(?:it is|this creature is|it|this creature) (?=\d|adjacent|within|not within|occupying|occupies|in )/i, "").replace(/\s+/g, " ");
  let m = /^(\d+) or more squares (?:away )?from (?:its starting (?:position|square)|space in which it started its current turn|where it started (?:its|this) turn)(?: this turn)?$/i.exec(s);
  if (m) return `${m[1]} or more squares from its starting position`;
  if (/^(?:it )?(?:has )?moved (?:during )?this turn$/i.test(s)) return "it has moved this turn";
  const named = namedNear(raw);
  if (named) return named;
  if (/^(?:on |during )?(?:its|its own|this creature's) turn$/i.test(s)) return "its turn";
  // The round's first creature-turn (§ Rounds and Turns).
  if (/^(?:this creature|it) (?:is|was) first (?:creature )?to activate (?:in|this) round$/i.test(s)) return "it is first creature to activate this round";
  if (/^(?:this creature|it) is (?:the )?last (?:creature )?to activate (?:in|this) (?:the )?round$/i.test(s)) return "it is last creature to activate this round";
  if (/^(?:on )?(?:other creatures'|another creature's|other creature's) turns?$|^not its turn$/i.test(s)) return "not its turn";
  // Champions of its warband.
  m = /^within (\d+) squares? of (.+)$/i.exec(s);
  if (m && championWords(m[2]!)) return `within ${m[1]} squares of ${championWords(m[2]!)}`;
  m = /^(.+?) is within (\d+) squares(?: of this creature)?$/i.exec(s);
  if (m && championWords(m[1]!)) return `within ${m[2]} squares of ${championWords(m[1]!)}`;
  m = /^adjacent to (.+)$/i.exec(s);
  if (m && championWords(m[1]!)) return `adjacent to ${championWords(m[1]!)}`;
  m = /^(.+?) is in play$/i.exec(s);
  if (m && championWords(m[1]!)) return `allied ${championWords(m[1]!)!.replace(/ ally$/, "")} is in play`;
  // Conditions, any of them: "while Dazed, Slowed, or Stunned" (old Staggered read as Dazed).
  const conditions = s.split(/,? or |, /).map((w) => conditionName(w));
  if (conditions.length > 1 && conditions.every((c) => c !== null)) return [...new Set(conditions)].join(" or ");
  // Its warband: a champion or an ally with a keyword in play; an ally destroyed.
  // "In a warband with" is read as in play: a destroyed creature no longer counts.
  m = /^in warband with (?:active )?(.+)$|^(?:this creature's|its) warband includes (.+)$/i.exec(s);
  const member = m ? (m[1] ?? m[2])! : null;
  if (member && championWords(member)) return `allied ${championWords(member)!.replace(/ ally$/, "")} is in play`;
  m = member ? /^((?:[A-Z][\w'-]*,? (?:or |and )?)*[A-Z][\w'-]*) all(?:y|ies)$/.exec(member) : null;
  if (m) return `${m[1]!.split(/,? (?:or|and) |, /).join(" or ")} ally is in play`;
  m = /^((?:[A-Z][\w'-]*,? (?:or |and )?)*[A-Z][\w'-]*) ally is (?:on battle ?map|in play)$/i.exec(s);
  if (m) return `${m[1]!.split(/,? (?:or|and) |, /).join(" or ")} ally is in play`;
  if (/^(?:any )?ally has been destroyed$/i.test(s)) return "ally has been destroyed";
  if (/^no ally has been destroyed$/i.test(s)) return "no ally has been destroyed";
  // "if an enemy champion is within Reach": its melee reach (compiler/primitives/compared-gates.ts).
  if (/^enemy champion is within (?:its )?reach$/i.test(s)) return "enemy champion within its reach";
  // Creatures around it.
  if (/^no enem(?:y is|ies are) adjacent(?: to (?:this creature|it))?$/i.test(s)) return "no enemy adjacent";
  m = /^no enem(?:y is|ies are) within (\d+) squares(?: of (?:this creature|it))?$/i.exec(s);
  if (m) return `no enemy within ${m[1]} squares`;
  m = /^not within (\d+) squares of any all(?:y|ies)$|^no all(?:y is|ies are) within (\d+) squares(?: of (?:this creature|it))?$/i.exec(s);
  if (m) return `no ally within ${m[1] ?? m[2]} squares`;
  m = /^no (level \d+ or (?:higher|lower)|lower-level|higher-level) all(?:y is|ies are) within (\d+) squares(?: of (?:this creature|it))?$/i.exec(s);
  if (m) return `no ${m[1]!.toLowerCase()} ally within ${m[2]} squares`;
  // A mount's rider: both carry the keyword Mounted while it rides (compiler/primitives/mounts.ts).
  if (/^(?:it|this creature) (?:has|carries) (?:a |its )?rider$/i.test(s)) return "Mounted";
  m = /^(?:this creature has |it has )?(?:at least (\w+)|(\d+) or more) allies within (\d+) squares(?: of (?:this creature|it))?$/i.exec(s);
  if (m) return `${countOf(m[1] ?? m[2]!)} or more allies within ${m[3]} squares`;
  if (/^only (?:1|one) enemy is adjacent(?: to (?:this creature|it))?$|^adjacent to only (?:1|one) enemy$/i.test(s)) return "adjacent to only one enemy";
  m = /^adjacent to (\d+) or more enemies$/i.exec(s);
  if (m) return `${m[1]} or more enemies adjacent`;
  // Allies of one of several keywords ("adjacent to a Boros or Martial ally", "within 6 of a Rage or Gnoll ally").
  // A keyword before or after the list must hold too ("a non-Good Arcane or Divine ally", "a Divine or Arcane Drow ally").
  m = /^(adjacent to|within (\d+)(?: squares)? of) (?:((?:non-)?[A-Z][\w'-]*) )?((?:[A-Z][\w'-]* or )+[A-Z][\w'-]*)(?: ([A-Z][\w'-]*))? ally$/.exec(s);
  if (m && !(m[3] && m[5])) return `${m[2] ? `within ${m[2]} squares of` : "adjacent to"} ${m[3] ? `${m[3]} ` : ""}${m[4]}${m[5] ? ` ${m[5]}` : ""} ally`;
  // Allies of a keyword ("adjacent to a Primal ally").
  m = /^(adjacent to|within (\d+) squares of) ([A-Z][\w'-]*) ally$/.exec(s);
  if (m) return `${m[1]!.toLowerCase()} ${m[3]} ally`;
  // "adjacent to an ally with Shield Wall": allies whose card has the power named.
  m = /^adjacent to ally with ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(s);
  if (m) return `adjacent to ally with ${quoted(m[1]!)}`;
  // Walls and terrain.
  if (/^adjacent to wall$/i.test(s)) return "adjacent to wall";
  m = /^(?:occupying|occupies|in) ([a-z][a-z -]*?) terrain$/i.exec(s);
  // "while occupying forest or river terrain": either type.
  const either = m ? /^(.+?) or (.+)$/.exec(m[1]!) : null;
  if (either) return terrainType(either[1]!) && terrainType(either[2]!) && `occupying ${terrainType(either[1]!)} or ${terrainType(either[2]!)} terrain`;
  if (m) return terrainType(m[1]!) && `occupying ${terrainType(m[1]!)} terrain`;
  m = /^each square (?:in|of) its space (?:occupies|is in|is) ([a-z][a-z -]*?) terrain$/i.exec(s);
  if (m) return terrainType(m[1]!) && `each square of its space in ${terrainType(m[1]!)} terrain`;
  m = /^adjacent to ([a-z][a-z -]*?) terrain$/i.exec(s);
  if (m) return terrainType(m[1]!) && `adjacent to ${terrainType(m[1]!)} terrain`;
  if (/^(?:occupying|occupies|in) victory area$/i.test(s)) return "it occupies victory area";
  return null;
}

/** A keyword printed in lower case or plural ("constructs", "undead", "swarm") as the keyword; null for state words. */
function keywordWord(w: string): string | null {
  if (conditionName(w) || /^(bloodied|adjacent|non|other|each|all|any|target|enem|all(y|ies)|creature)/i.test(w)) return null;
  const one = w.replace(/([^s])s$/i, "$1");
  return one[0]!.toUpperCase() + one.slice(1);
}

/** States of an attack's target (after "against"): "targets adjacent to a Goblin ally", "undamaged enemies"; null if none. */
export function targetStatePhrase(raw: string): string | null {
  const a = raw.trim().replace(/\b(a|an|the)\s+/gi, "").replace(/\s+/g, " ").replace(/^(Targets?|Enem(?:y|ies)|Creatures?)\b/, (w) => w.toLowerCase());
  // "targets flanked by that ally": said of the ally holding the bonus, which flanks them.
  if (/^(?:targets?|enem(?:y|ies)|creatures?) (?:it|this creature) flanks$/.test(a) || /^(?:targets?|enem(?:y|ies)|creatures?) flanked by (?:it|that ally)$/.test(a)) return "against targets it flanks";
  if (/^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to (?:it|this creature)$/.test(a)) return "against targets adjacent to this creature";
  // "whenever target has combat advantage against this creature": a target that it grants combat advantage to (§ Combat Advantage).
  if (/^(?:targets?|enem(?:y|ies)|creatures?) (?:that )?(?:has|have|having) combat advantage against (?:it|this creature)$/.test(a)) return "against targets having combat advantage against it";
  let m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to (?:([A-Z][\w'-]*) )?ally$/.exec(a);
  if (m) return `against targets adjacent to ${m[1] ? `${m[1]} ` : ""}ally`;
  // "enemies adjacent to a Demon": next to a creature with that keyword, of either side.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to ([A-Z][\w'-]*)(?: creature)?$/.exec(a);
  if (m) return `against targets adjacent to ${m[1]} creature`;
  // "enemies adjacent to 2 or more allies": allies of the power's owner around the target, within 1 square.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to (\d+|two|three) or more allies$/i.exec(a);
  if (m) return `against targets ${countOf(m[1]!)} or more allies within 1 squares`;
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to (\d+|two|three) or more allies with ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(a);
  if (m) return `against targets adjacent to ${countOf(m[1]!)} or more allies with ${quoted(m[2]!)}`;
  // "target adjacent to statue terrain or difficult terrain": either type.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to ([a-z][a-z -]*?)(?: terrain)? or ([a-z][a-z -]*?) terrain$/.exec(a);
  if (m && terrainType(m[1]!) && terrainType(m[2]!)) return `against targets adjacent to ${terrainType(m[1]!)} or ${terrainType(m[2]!)} terrain`;
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?adjacent to (wall|[a-z][a-z -]*? terrain)$/.exec(a);
  if (m) return m[1] === "wall" ? "against targets adjacent to wall" : terrainType(m[1]!.replace(/ terrain$/, "")) && `against targets adjacent to ${terrainType(m[1]!.replace(/ terrain$/, ""))} terrain`;
  // "targets occupying your victory areas": the areas that score for the holder's player; "a victory area": any.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?(?:occupying|in) (?:(?:one of )?(your)|any) victory areas?$/i.exec(a) ?? /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?(?:occupying|in) victory area$/i.exec(a);
  if (m) return m[1] ? "against targets in your victory area" : "against targets in victory area";
  m = /^(?:targets?|enem(?:y|ies)|creatures?) that (?:have|has) (not )?(?:yet |already )*(?:activated|taken (?:(?:its|their) )?turn) this round$/i.exec(a);
  if (m) return `against targets ${m[1] ? "not " : ""}having acted this round`;
  if (/^(?:targets?|enem(?:y|ies)|creatures?) that (?:cannot|can't|do not|does not) see (?:it|this creature)$/i.test(a)) return "against targets that cannot see this creature";
  // "enemies in Intimidator aura": within an aura of that name of an enemy of theirs (compiler/primitives/card-gates.ts).
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?(?:in|within) ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) aura$/.exec(a);
  if (m) return `against targets in ${quoted(m[1]!)} aura`;
  // "a target that did not have line of sight to this creature at start of this creature's turn": as its turn started (state-gates.ts).
  if (/^(?:targets?|enem(?:y|ies)|creatures?) that (?:did not have|had no) line of sight to (?:it|this creature) at (?:start|beginning) of (?:this creature's|its) turn$/i.test(a)) return "against targets that could not see this creature at start of its turn";
  if (/^critical hits$/i.test(a)) return "against critical hits";
  // What it did to this creature, or suffers from it (compiler/primitives/compared-gates.ts).
  if (/^(?:targets?|enem(?:y|ies)|creatures?) that (?:(?:have |has )?made (?:an )?attack|attacked) (?:against )?(?:it|this creature) this round$/i.test(a)) return "against targets that attacked it this round";
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:previously |already )?hit by (?:this creature's|its) ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/.exec(a);
  if (m) return `against targets previously hit by its ${quoted(m[1]!)}`;
  if (/^(?:targets?|enem(?:y|ies)|creatures?) (?:that are )?vulnerable to (?:any of )?(?:the )?damage types? (?:it|this creature) (?:causes|deals)$/i.test(a)) return "against targets vulnerable to its damage types";
  // Compared with others (compiler/primitives/compared-gates.ts): a lower Speed than its own, the lowest- or highest-level enemy, near it, Resist All, a penalty.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:with|that have|that has) (lower|higher) speed$/i.exec(a);
  if (m) return `against targets with ${m[1]!.toLowerCase()} speed`;
  m = /^(lowest|highest)[- ]level enem(?:y|ies)(?: in play| on battle ?map| of enemies on battle ?map)?$/i.exec(a);
  if (m) return `against ${m[1]!.toLowerCase()} level enemy in play targets`;
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are |who are )?within (\d+) squares(?: of (?:it|this creature))?$/i.exec(a);
  if (m) return `against targets within ${m[1]} squares of it`;
  // "against enemies 11 or more squares distant": as far from the power's owner or farther.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:that are |who are )?(\d+) or more squares (?:away|distant)(?: from (?:it|this creature))?$/i.exec(a);
  if (m) return `against targets ${m[1]} or more squares away from it`;
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:with|that have|that has) resist all((?:,? (?:or )?(?:resist all )?\d+)*)$/i.exec(a);
  if (m) return resistAllTargets(m[1]!);
  // "a target with a current speed less than its normal speed": slowed below the Speed its card prints.
  if (/^(?:targets?|enem(?:y|ies)|creatures?) (?:with|that have|that has) (?:a )?(?:current )?speed (?:less than|lower than|below) (?:its|their) normal speed$/i.test(a)) return "against targets with speed below its normal speed";
  // "a target with Resist Fire or Immune Fire": that resistance (or immunity) as printed, the resistance said first.
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:with|that have|that has) (resist|immune) ([a-z]+)(?: or (resist|immune) ([a-z]+))?$/i.exec(a);
  if (m && [m[2], m[4]].every((t) => t === undefined || damageTypes.has(t.toLowerCase())) && m[1]!.toLowerCase() !== m[3]?.toLowerCase()) {
    const by = new Map([[m[1]!.toLowerCase(), m[2]!.toLowerCase()], ...(m[3] ? [[m[3].toLowerCase(), m[4]!.toLowerCase()] as [string, string]] : [])]);
    return `against targets with ${["resist", "immune"].filter((how) => by.has(how)).map((how) => `${how} ${by.get(how)}`).join(" or ")}`;
  }
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (?:with|that have|that has) (?:a )?penalty to (ac|fortitude|fort|reflex|ref|will)$/i.exec(a);
  if (m) return `against targets with penalty to ${{ ac: "AC", fortitude: "Fort", fort: "Fort", reflex: "Ref", ref: "Ref", will: "Will" }[m[1]!.toLowerCase()]}`;
  m = /^(smaller|larger) (?:targets?|enem(?:y|ies)|creatures?)$/i.exec(a);
  if (m) return `against ${m[1]!.toLowerCase()} targets`;
  m = /^non-?bloodied (?:targets?|enem(?:y|ies)|creatures?)$/i.exec(a);
  if (m) return "against not bloodied targets";
  m = /^(undamaged|damaged|champion) (?:targets?|enem(?:y|ies)|creatures?)$/i.exec(a);
  if (m) return `against ${m[1]!.toLowerCase()} targets`;
  m = /^(higher|lower)[- ]level (?:targets?|enem(?:y|ies)|creatures?)$/i.exec(a);
  if (m) return `against ${m[1]!.toLowerCase()} level targets`;
  m = /^(?:targets?|enem(?:y|ies)|creatures?) taking ongoing (?:(\w+) )?damage$/i.exec(a);
  if (m) return `against targets taking ongoing ${m[1] ? `${m[1].toLowerCase()} ` : ""}damage`;
  m = /^(?:targets?|enem(?:y|ies)|creatures?) (with|without) (flight|burrow|phasing)$/i.exec(a);
  if (m) return `against targets ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`;
  // A defence "against attacks by Evil enemies and Underdark enemies": the attacker's keywords.
  m = /^attacks by (.+?) (?:creatures|enemies(?: and allies)?)$/i.exec(a);
  if (m) {
    const list = targetStatePhrase(`${m[1]} targets`);
    const words = list ? /^against (.+) targets$/.exec(list) : null;
    return words && !/ (adjacent|having|taking|with|without) /.test(` ${words[1]} `) ? `against attacks by ${words[1]} creatures` : null;
  }
  m = /^(?:targets?|enem(?:y|ies)|creatures?) with no other (?:adjacent (?:enemies or allies|creatures)|(?:enemies or allies|creatures) adjacent(?: to (?:it|them))?)$|^(?:targets?|enem(?:y|ies)|creatures?) that (?:have|has) no other (?:enemies or allies|creatures?) adjacent to (?:it|them)$/i.exec(a);
  if (m) return "against targets with no other creature adjacent";
  // Keywords and conditions: "Evil Undead targets", "Kobold, Orc, Goblin and Hobgoblin enemies", "Aberrant targets, Immortal targets, and Planar targets".
  const list = a.replace(/ (?:targets?|enem(?:y|ies)|creatures?)(?=,| and | or |$)/g, "");
  const words = list.split(/\s*,\s*(?:and |or )?|\s+(?:and|or)\s+/).filter(Boolean);
  // "against this creature" names no kind of target (not a keyword "Thi").
  if (words.some((w) => /^(?:this|that|it|its|each|every|any|all|other)$/i.test(w))) return null;
  if (words.length === 1 && /^[A-Z][\w'-]* [A-Z][\w'-]*$/.test(words[0]!)) return `against ${words[0]} targets`;
  // A keyword in lower case only where the card plainly names kinds of creature: "swarm creatures", "constructs and objects".
  const kinds = / creatures$/i.test(a) || words.every((w) => /s$/.test(w));
  const traits = words.map((w) => (/\s/.test(w) ? null : (conditionName(w) ?? (/^bloodied$/i.test(w) ? "bloodied" : /^[A-Z]/.test(w) || kinds ? keywordWord(w) : null))));
  if (traits.length === 0 || traits.some((t) => t === null)) return null;
  // The language separates clauses with commas, so a list is written with "or" alone.
  return `against ${traits.join(" or ")} targets`;
}

/**
 * "with Resist All", "with Resist All 20, Resist All 25, or Resist All 30": the values a
 * card lists, read as the range from the least to the most when they run in steps of 5
 * (the steps resistances come in), or null.
 */
function resistAllTargets(list: string): string | null {
  const values = [...list.matchAll(/\d+/g)].map((v) => Number(v[0]));
  if (values.length === 0) return "against targets with resist all";
  if (values.some((v, i) => i > 0 && v !== values[i - 1]! + 5)) return null;
  return `against targets with resist all ${values[0]} to ${values[values.length - 1]}`;
}

/**
 * A clause's state said another way, as "… while <state>": "+10 Damage on its turn after
 * moving 2 or more squares away from its starting position", "+5 damage this turn if this
 * creature moved at least 2 squares from where it started its turn before attacking",
 * "While bloodied, +2 Speed", "+5 Damage with {m} attacks on other creatures' turns",
 * "+4 attack when flanking". The text unchanged when it says none of these.
 */
export function stateTail(text: string): string {
  let t = text.trim().replace(/\s+/g, " ").replace(/^(?:additional|an additional|extra) (?=[+-]\d)/i, "").replace(/ whil /i, " while ");
  const lead = /^while (.+?)[,:] (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} while ${lead[1]}`;
  const moved = /^(.+?) (?:(?:this turn|on its turn),? )?(?:after moving|if (?:this creature|it) (?:has )?moved|while it is) (?:at least )?(\d+)(?: or more)? squares (?:away )?from (?:its starting position|where it started (?:its|this) turn|the space in which it started its current turn)(?: this turn)?(?: before attacking)?$/i.exec(t);
  if (moved) return `${moved[1]} while ${moved[2]} or more squares from its starting position`;
  const movedAtAll = /^(.+?) (?:this turn )?if (?:this creature|it) (?:has )?moved (?:during )?this turn$/i.exec(t);
  if (movedAtAll) return `${movedAtAll[1]} while it has moved this turn`;
  const turn = /^(.+?) (on|during) (its|its own|this creature's|other creatures'|other creature's|another creature's) turns?$/i.exec(t);
  if (turn) return `${turn[1]} while ${/^(its|its own|this creature's)$/i.test(turn[3]!) ? "on its turn" : "on another creature's turn"}`;
  const unseen = /^(.+?) (?:when|while|whenever) (?:this creature|it) is invisible to (?:the |its )?target$/i.exec(t);
  if (unseen) return `${unseen[1]} against targets that cannot see this creature`;
  const flanking = /^(.+?) (?:when|while|whenever) flanking$/i.exec(t);
  if (flanking) return `${flanking[1]} against targets it flanks`;
  // "+2 attack whenever target is within 6 squares": a state of the attack's target.
  const targetIs = /^(.+?) (?:when|whenever|while|if) (?:the |its )?target is (.+)$/i.exec(t);
  if (targetIs && targetStatePhrase(`targets ${targetIs[2]}`)) return `${targetIs[1]} against targets ${targetIs[2]}`;
  const when = /^(.+?) (?:when|whenever|if) (.+)$/i.exec(t);
  if (when && !/ while /i.test(when[1]!) && statePhrase(when[2]!) !== null) return `${when[1]} while ${when[2]}`;
  return t;
}
