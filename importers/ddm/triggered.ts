// Triggers about attacks and damage as cards print them: who (this creature, an ally, an
// enemy, adjacent, within N squares, of a keyword, bloodied), what happens (hits, misses,
// is hit, is targeted, declares an attack, scores a critical hit, rolls a natural N,
// takes or would take damage, destroys, is destroyed, becomes bloodied, fails a save)
// and with which attack. The result is the language's phrase for the party triggers
// (compiler/primitives/party-triggers.ts), or null.
// ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Common Triggered Powers
import { targetStatePhrase } from "./continuous-states.js";
import { asVulnerability, conditionName, damageTypes } from "./effects.js";
import { defenceName, quoted, readEach, rewritten, type Rewrite } from "./text.js";
import { pattern } from "./patterns.js";

/** Words before ally/enemy/creature that are not keywords: states, sizes, levels, sides. */
const notKeywords = new Set([
  "adjacent", "bloodied", "non-bloodied", "other", "another", "any", "each", "allied", "your", "its", "this", "that", "one", "undamaged", "damaged", "champion", "lower-level", "higher-level", "highest-level", "lowest-level",
  "medium", "small", "large", "huge", "gargantuan", "tiny", "nonadjacent", "nearest", "active", "opponent", "flanking", "flanked", "opposing", "enemy", "ally", "creature", "target", "single", "same", "first", "new",
]);

/** A keyword before ally/enemy/creature; "Unique" is said as one too (runtime/ddm/view.ts). */
function keyword(w: string): string | null {
  const lower = w.toLowerCase();
  // "an Immobilized enemy": a condition filters as a keyword does (the party slot reads it).
  const c = conditionName(lower);
  if (c) return c;
  if (notKeywords.has(lower) || !/^(?:non-)?[a-z][a-z'-]*$/i.test(w)) return null;
  const neg = /^non-/i.test(w);
  const base = neg ? w.slice(4) : w;
  return `${neg ? "non-" : ""}${base[0]!.toUpperCase()}${base.slice(1)}`;
}

const word = String.raw`[A-Za-z][A-Za-z'-]*`;
const partyRe = new RegExp(
  String.raw`^(?:(?:a|an|the|one|1|any other|another)\s+)?(adjacent,?\s+)?((?:non-)?bloodied\s+)?(?:(${word})\s+(?:or\s+(${word}(?:\s+or\s+${word})?)\s+)?)?(ally|enemy|creature|target|champion)(?:\s+or\s+(ally|enemy))?(\s+adjacent to (?:this creature|it))?(?:\s+within (\d+) squares?(?: of (?:this creature|it))?|\s+within (reach)(?: of (?:this creature|it))?|\s+((?:with)?in (?:line of )?sight)(?: of (?:this creature|it))?)?\b`,
  "i",
);

// Parties of fixed words, which readParty tries first. Made once, not on each call.
const fixedParties: [RegExp, string][] = [
  [/^(?:this creature|it) or (?:an? |one )?adjacent ally\b|^(?:this creature|it) or (?:an? |one )?ally adjacent to (?:this creature|it)\b/i, "this creature or adjacent ally"],
  [/^(?:this creature|it) or (?:an? |one )?adjacent champion ally\b/i, "this creature or adjacent champion ally"],
  [/^(?:this creature|it) or (?:an? |one )?ally\b/i, "this creature or ally"],
  // "this creature or its rider" (§ Mounts and Riders).
  [/^(?:this creature|it) or its rider\b/i, "this creature or its rider"],
  [/^(?:an? )?ally or this creature\b/i, "this creature or ally"],
  [/^(?:(?:a|any|one) )?creature in (?:your|this creature's) warband\b|^one of your creatures\b/i, "this creature or ally"],
  // "a creature other than this one": any creature but this one, as "creature" says.
  [/^(?:an? |any )?creature other than (?:this creature|this one|it)\b/i, "creature"],
  [/^(?:this creature|it|itself)\b/i, "this creature"],
  [/^any creature\b/i, "any creature"],
  [/^(?:an? )?(?:enemy or ally|ally or enemy)\b/i, "creature"],
];

/** A party at the start of `t`: its language phrase and the rest of the text, or null. */
export function readParty(t: string): { party: string; rest: string } | null {
  const s = t.trim();
  for (const [re, out] of fixedParties) {
    const m = re.exec(s);
    if (m) return { party: m[0].replace(re, out).replace(/\s+/g, " "), rest: s.slice(m[0].length).trim() };
  }
  // "a level 5 or lower Undead ally", "a lower-level ally", "the highest-level enemy in play": the card's level (or cost)
  // first, the rest of the party after it ("in play" says nothing: only creatures in play are compared).
  const rank = /^(?:an? |one |1 |the )?(level \d+ or (?:lower|higher)|cost \d+ or (?:less|more)|lower-level|higher-level|highest-level|lowest-level) (?=\S)/i.exec(s);
  if (rank) {
    const rest = readParty(s.slice(rank[0].length));
    const extreme = /^(?:highest|lowest)-level$/i.test(rank[1]!);
    if (!rest || /^this creature|^any creature|^creature chosen/.test(rest.party)) return null;
    return { party: `${rank[1]!.toLowerCase()} ${rest.party}`, rest: extreme ? rest.rest.replace(/^in play\b\s*/i, "") : rest.rest };
  }
  // "a Medium or smaller enemy", "a Small Beast ally": the size first, the rest of the party after it.
  const sized = /^(?:an? |one |1 )?(tiny|small|medium|large|huge|gargantuan)(?: or (smaller|larger))? (?=\S)/i.exec(s);
  if (sized) {
    const rest = readParty(s.slice(sized[0].length));
    const size = `${sized[1]![0]!.toUpperCase()}${sized[1]!.slice(1).toLowerCase()}`;
    return rest && !/^this creature|^any creature|^this creature or/.test(rest.party) ? { party: `${size}${sized[2] ? ` or ${sized[2].toLowerCase()}` : ""} ${rest.party}`, rest: rest.rest } : null;
  }
  // "a champion ally", "an allied champion", "an enemy Champion": the party with a champion rating (read without the word, then said).
  const champion = /^((?:an? |one |1 |the )?(?:adjacent )?(?:bloodied )?(?:[A-Z][\w'-]* )?)(?:champion (ally|enemy)|(enemy) champion|(allied) champion)\b/i.exec(s);
  if (champion) {
    const role = (champion[2] ?? champion[3] ?? "ally").toLowerCase();
    const rest = readParty(`${champion[1]}${role}${s.slice(champion[0].length)}`);
    return rest && / (?:ally|enemy)\b/.test(` ${rest.party}`) && !/^this creature/.test(rest.party) ? { party: rest.party.replace(/\b(ally|enemy)\b/, "champion $1"), rest: rest.rest } : null;
  }
  // "when a Dragon charges": any creature with that keyword, of either side.
  const bare = /^(?:an? |one |1 )([A-Z][\w'-]*) (?!(?:or|and|ally|allies|enemy|enemies|creature|creatures|champion|target)\b)(?=[a-z])/.exec(s);
  if (bare && keyword(bare[1]!)) return readParty(`${bare[0]!.trim()} creature ${s.slice(bare[0].length)}`);
  const listed = s.replace(/^((?:an? |one |1 )?(?:adjacent )?)([A-Z][\w'-]*), ([A-Z][\w'-]*),? or (?=[A-Z])/, "$1$2 or $3 or ");
  const m = partyRe.exec(listed);
  if (!m) return null;
  const k1 = m[3] ? keyword(m[3]) : "";
  // "a Dragon, Goblin or Spawn enemy": up to three keywords, any of them.
  const more = m[4] ? m[4].split(/\s+or\s+/).map(keyword) : [];
  if (k1 === null || more.includes(null)) return null;
  const k2 = more.join(" or ");
  // "an adjacent enemy or ally": the second role widens the first.
  let role = m[5]!.toLowerCase();
  if (role === "target") role = "creature";
  if (role === "champion") return null;
  if (m[6] && m[6].toLowerCase() !== role) role = "creature";
  const parts = [m[1] ? "adjacent" : "", m[2] ? m[2].trim().toLowerCase() : "", k1 ? (k2 ? `${k1} or ${k2}` : k1) : "", role, m[7] && !m[1] ? "adjacent to this creature" : "", m[8] ? `within ${m[8]} squares` : "", m[9] && !m[1] && !m[7] ? "within reach" : "", m[10] && !m[1] && !m[7] ? "in sight" : ""];
  const rest = listed.slice(m[0].length).trim();
  // "an enemy flanking this creature", "flanked by this creature", "an ally flanking with this creature" (§ Flanking).
  const flank = /^(flanking (?:with )?|flanked by )(?:this creature|it)\b/i.exec(rest);
  if (flank) parts.push(`${flank[1]!.toLowerCase()}this creature`);
  const after = flank ? rest.slice(flank[0].length).trim() : rest;
  // "an enemy occupying a victory area", "an enemy in a victory area": either side's (§ Victory Areas).
  const area = /^(?:occupying|in) (?:a|any) victory area\b/i.exec(after);
  if (area) parts.push("in victory area");
  return { party: parts.filter(Boolean).join(" "), rest: area ? after.slice(area[0].length).trim() : after };
}

const kindRe = "(melee|ranged|close|area)";
const attackRe = new RegExp(String.raw`^(?:an? |its |that )?(?:(opportunity|charge) attack|(basic )?(?:${kindRe}(?: or ${kindRe})?(?: or ${kindRe})? )?(?:attack|power))\b`, "i");

/** An attack's name as printed: capitalised words ("Mind Blast", "Breath of Tiamat"), then "attack" or not. */
const namedRe = /^(?:an? |its |that )?([A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*)){0,4})(?: attacks?)?(?=$|[\s,.;:])/;

/** "a basic melee attack", "a melee or ranged attack", "an opportunity attack", "a Bite attack", "Mind Blast" at the start of `t`. */
function readAttack(said: string): { attack: string; rest: string } | null {
  // "an attack granted by Defender": the attack a power of the card makes (card-file.ts says so where the card names one).
  const granted = /^(?:an? |its |that )?attack granted by ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?=$|[\s,.;:])/.exec(said.trim());
  if (granted) return { attack: `attack by ${quoted(granted[1]!)}`, rest: said.trim().slice(granted[0].length).trim() };
  // "a melee basic attack": the basic melee attack, words in either order.
  const t = said.trim().replace(/^((?:an? |its |that )?)(melee|ranged) basic attack\b/i, "$1basic $2 attack");
  // "a non-{b} attack": any attack but a basic melee one.
  const non = /^(?:an? )?non-basic (?:(melee|ranged) )?attack\b\s*(.*)$/i.exec(t.trim());
  if (non) return { attack: `attack other than basic ${non[1] ? `${non[1].toLowerCase()} ` : ""}attack`, rest: non[2]! };
  const m = attackRe.exec(t.trim());
  if (!m) {
    const n = namedRe.exec(t.trim());
    if (!n || /^(?:this|that|it|its|an?|the|each|enemy|ally)$/i.test(n[1]!) || / (?:of|the)$/.test(n[1]!)) return null;
    return { attack: `${quoted(n[1]!)} attack`, rest: t.trim().slice(n[0].length).trim() };
  }
  const attack = m[1] ? `${m[1].toLowerCase()} attack` : [m[2] ? "basic" : "", [m[3], m[4], m[5]].filter(Boolean).join(" or "), "attack"].filter(Boolean).join(" ").toLowerCase();
  const rest = t.trim().slice(m[0].length).trim();
  // "an attack vs. Will", "an attack that targets AC": the defence it is rolled against.
  const vs = m[1] ? null : /^(?:vs\.?|that targets) (AC|Fort(?:itude)?|Ref(?:lex)?|Will)\b\s*(.*)$/i.exec(rest);
  const defence = vs ? defenceName(vs[1]!) : null;
  return dealt(defence ? { attack: `${attack} vs ${defence}`, rest: vs![2]! } : { attack, rest });
}

/**
 * "an attack that deals fire damage", "… that can deal cold or necrotic damage": the attack's
 * damage lines deal one of those types (ddm-battle-rules-2011.txt § Applying Damage, Base Damage).
 */
function dealt(a: { attack: string; rest: string }): { attack: string; rest: string } {
  const m = /^that (?:deals|can deal) ([a-z]+)(?:,? or ([a-z]+))? damage\b\s*(.*)$/i.exec(a.rest);
  const types = m ? [m[1]!, m[2]].filter((t): t is string => t !== undefined).map((t) => t.toLowerCase()) : [];
  if (!m || !types.every((t) => damageTypes.has(t))) return a;
  return { attack: `${a.attack} that deals ${types.join(" or ")} damage`, rest: m[3]! };
}

/** "with a melee attack", "by a ranged attack": the attack phrase after the preposition, and what is left. */
function withAttack(t: string, preps = "with|by|from"): { attack: string; rest: string } | null {
  const m = pattern(`^(?:${preps})\\s+(.+)$`, "i").exec(t.trim());
  if (!m) return null;
  return readAttack(m[1]!);
}

interface Tail {
  text: string;
  rest: string;
}

/** Optional pieces after the verb: another party, then "with <attack>". Each returns "" when absent. */
function optParty(t: string, lead = ""): Tail | null {
  const m = lead ? pattern(`^${lead}\\s+(.+)$`, "i").exec(t) : [t, t];
  if (!m) return { text: "", rest: t };
  const p = readParty(m[1]!);
  if (!p) return lead ? { text: "", rest: t } : { text: "", rest: t };
  return { text: ` ${lead ? `${lead} ` : ""}${p.party}`, rest: p.rest };
}

function optAttack(t: string, preps = "with|by|from", say = "with"): Tail {
  const a = withAttack(t, preps);
  return a ? { text: ` ${say} ${a.attack}`, rest: a.rest } : { text: "", rest: t };
}

type Verb = (who: string, rest: string) => string | null;

/**
 * A state of the creature attacked, said after it: "(a target) adjacent to a Wolf ally",
 * "(an enemy) that is already taking ongoing poison damage", "… adjacent to a wall with a
 * melee attack". The state as an attack's target states say it (continuous-states.ts), and
 * the attack after it; null when it is no such state.
 */
function attackedState(t: string): { state: string; attack: string } | null {
  const w = / with (?:an? |its )?(?:(?:basic )?(?:melee|ranged|close|area)(?: or (?:melee|ranged|close|area))? )?attack$/i.exec(t);
  const a = w ? optAttack(t.slice(w.index).trim(), "with") : { text: "", rest: "" };
  if (a.rest) return null;
  const stated = (w ? t.slice(0, w.index) : t).replace(/^(?:that|who|which) (?:is|are)\s+/i, "");
  const raw = stated.replace(/^\(?already\)?\s+/i, "");
  const said = /^against targets (.+)$/.exec(targetStatePhrase(`targets ${raw}`) ?? "");
  // "(already) taking ongoing poison damage": before this hit, not from it (compiler/primitives/state-gates.ts).
  if (said && raw !== stated && /^taking ongoing /.test(said[1]!)) return { state: `already ${said[1]}`, attack: a.text };
  if (said) return { state: said[1]!, attack: a.text };
  // "that is Slowed or taking ongoing poison damage": a condition, or that and another state (either will do).
  const c = /^([A-Z][a-z]+)(?: or (.+))?$/.exec(raw.trim());
  const held = c ? conditionName(c[1]!) : null;
  if (!held) return null;
  const other = c![2] ? (conditionName(c![2]) ?? /^against targets (.+)$/.exec(targetStatePhrase(`targets ${c![2]}`) ?? "")?.[1]) : undefined;
  if (c![2] && !other) return null;
  return { state: other ? `either ${held} or ${other}` : held, attack: a.text };
}

/** Each form of what happens, after the first party; null when the rest is not that form (or leaves words over). */
const verbs: Verb[] = [
  // "hits [an enemy] [with a melee attack]", "hits a target adjacent to a Wolf ally"
  (who, r) => {
    const m = /^hits\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    // "hits a Medium or smaller enemy with a natural 18+": the hit, on that roll (§ Attack Roll).
    const roll = /\s*(?:with|on) (?:a |an )?natural (\d+)(?:\+| or higher| to (\d+))$/i.exec(m[1]!);
    if (roll) {
      const hit = verbs[0]!(who, `hits ${m[1]!.slice(0, roll.index)}`);
      return hit && !/ that is /.test(hit) ? `${hit} on natural ${roll[1]} ${roll[2] ? `to ${roll[2]}` : "or higher"}` : null;
    }
    const p = optParty(m[1]!);
    const a = optAttack(p!.rest, "with");
    if (!a.rest) return `${who} hits${p!.text}${a.text}`;
    // "hits an enemy that has damaged it": one that has dealt this creature damage this battle.
    const damager = p!.text ? /^that (?:has )?damaged (?:it|this creature)\b\s*(.*)$/i.exec(p!.rest) : null;
    const d = damager ? optAttack(damager[1]!, "with") : null;
    if (d && !d.rest) return `${who} hits${p!.text} that damaged this creature${d.text}`;
    const s = p!.text ? attackedState(p!.rest) : null;
    return s ? `${who} hits ${p!.text === " creature" ? "target" : p!.text.trim()} that is ${s.state}${s.attack}` : null;
  },
  // "first hits with a melee attack": its first such hit of the battle.
  (who, r) => {
    const m = /^first (hits\b.*)$/i.exec(r);
    const hit = m ? verbs[0]!(who, m[1]!) : null;
    return hit && !/ that is | on natural | that damaged /.test(hit) ? `${who} first${hit.slice(who.length)}` : null;
  },
  (who, r) => {
    const m = /^misses\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    const p = optParty(m[1]!);
    const a = optAttack(p!.rest, "with");
    return a.rest ? null : `${who} misses${p!.text}${a.text}`;
  },
  // "is hit [by an enemy] [with|by a melee attack]"
  (who, r) => {
    const m = /^is (hit|missed|targeted|attacked)\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    const verb = m[1]!.toLowerCase();
    let rest = m[2]!;
    // "is hit by a melee attack": the attack right after "by".
    const direct = withAttack(rest, "by|with");
    if (direct) {
      const p = optParty(direct.rest, "from");
      return p!.rest ? null : `${who} is ${verb} by ${direct.attack}${p!.text}`;
    }
    const p = optParty(rest, "by");
    rest = p!.rest;
    const a = optAttack(rest, "with|by");
    return a.rest ? null : `${who} is ${verb}${p!.text}${a.text}`;
  },
  // "targets an adjacent ally [with a melee attack]", "attacks this creature", "attacks an enemy adjacent to a wall"
  (who, r) => {
    const m = /^(targets|attacks)\s+(.+)$/i.exec(r);
    if (!m) return null;
    const p = readParty(m[2]!);
    if (!p) return null;
    const a = optAttack(p.rest, "with");
    if (!a.rest) return `${who} ${m[1]!.toLowerCase()} ${p.party}${a.text}`;
    const s = attackedState(p.rest);
    return s ? `${who} ${m[1]!.toLowerCase()} ${p.party === "creature" ? "target" : p.party} that is ${s.state}${s.attack}` : null;
  },
  (who, r) => {
    const m = /^(?:makes|declares)\s+(.+)$/i.exec(r);
    if (!m) return null;
    const a = readAttack(m[1]!);
    if (!a) return null;
    if (!a.rest) return `${who} declares ${a.attack}`;
    if (/^not against this creature$/i.test(a.rest)) return `${who} declares ${a.attack} not against this creature`;
    // "declares an area attack which includes this creature as a target": its targets are chosen as it is declared, so it targets this creature (§ Making an Attack).
    if (/^(?:which|that) includes (?:this creature|it) as (?:a|one) target$/i.test(a.rest)) return `${who} targets this creature with ${a.attack}`;
    const against = /^(?:against|that targets|targeting)\s+(.+)$/i.exec(a.rest);
    const p = against ? readParty(against[1]!) : null;
    if (p && !p.rest) return `${who} declares ${a.attack} against ${p.party}`;
    // "makes a basic attack against an enemy that is Slowed": the attack at a creature in that state.
    const s = p ? attackedState(p.rest) : null;
    return s && !s.attack ? `${who} attacks ${p!.party === "creature" ? "target" : p!.party} that is ${s.state} with ${a.attack}` : null;
  },
  (who, r) => (/^(?:attacks|makes an attack)$/i.test(r) ? `${who} attacks` : null),
  // "scores a critical hit [against this creature] [with a melee attack]"
  (who, r) => {
    const m = /^scores (?:a )?critical(?: hit)?\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    const p = optParty(m[1]!, "against");
    const a = optAttack(p!.rest, "with");
    return a.rest ? null : `${who} scores critical hit${p!.text}${a.text}`;
  },
  // "rolls a natural 20", "rolls a natural 18+ on an attack roll", "rolls a natural 1 or 2"
  (who, r) => {
    const m = /^rolls (?:a )?natural (\d+)(\+| or higher| or (\d+))?(?: on (?:an? |its |the )?attack roll)?(.*)$/i.exec(naturalRange(r));
    if (!m) return null;
    const to = !m[2] ? /^ to (\d+)(?: on (?:an? |its |the )?attack roll)?(.*)$/i.exec(m[4]!) : null;
    if (to) {
      const b = optAttack(to[2]!, "with|on");
      return b.rest ? null : `${who} rolls natural ${m[1]} to ${to[1]}${b.text}`;
    }
    const a = optAttack(m[4]!, "with|on");
    if (a.rest) return null;
    if (m[2] && !m[3]) return Number(m[1]) >= 20 ? `${who} rolls natural 20${a.text}` : `${who} rolls natural ${m[1]} or higher${a.text}`;
    return `${who} rolls natural ${m[1]}${m[3] ? ` or ${m[3]}` : ""}${a.text}`;
  },
  // "takes ongoing [fire] damage": damage from an ongoing damage effect at the start of its turn (§ Ongoing Damage).
  (who, r) => {
    const m = /^takes ongoing (?:(\w+) )?damage$/i.exec(r);
    if (!m || (m[1] && !damageTypes.has(m[1].toLowerCase()))) return null;
    return `${who} takes ongoing ${m[1] ? `${m[1].toLowerCase()} ` : ""}damage`;
  },
  // "takes [fire] damage [from a melee attack]", "would take fire damage", "is damaged [by an enemy] [by a melee attack]"
  (who, r) => {
    const m = /^(takes|would take) (?:(\w+) )?damage\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    if (m[2] && !damageTypes.has(m[2].toLowerCase())) return null;
    const type = m[2] ? `${m[2].toLowerCase()} ` : "";
    const a = optAttack(m[3]!, "from", "from");
    const p = optParty(a.rest, "from");
    return p!.rest ? null : `${who} ${m[1]!.toLowerCase()} ${type}damage${a.text}${p!.text}`;
  },
  (who, r) => {
    const m = /^is damaged\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    const direct = withAttack(m[1]!, "by|with");
    if (direct) return direct.rest ? null : `${who} is damaged by ${direct.attack}`;
    const p = optParty(m[1]!, "by");
    const a = optAttack(p!.rest, "with|by");
    return a.rest ? null : `${who} is damaged${p!.text}${a.text}`;
  },
  (who, r) => {
    const m = /^damages\s+(.+)$/i.exec(r);
    const p = m ? readParty(m[1]!) : null;
    if (!p) return null;
    const a = optAttack(p.rest, "with");
    return a.rest ? null : `${who} damages ${p.party}${a.text}`;
  },
  // "destroys an enemy [with a melee attack]", "is destroyed [by an enemy]"
  (who, r) => {
    const m = /^(?:destroys|eliminates)\s+(.+)$/i.exec(r);
    const p = m ? readParty(m[1]!) : null;
    if (!p) return null;
    const a = optAttack(p.rest, "with");
    return a.rest ? null : `${who} destroys ${p.party}${a.text}`;
  },
  (who, r) => {
    const m = /^is (?:destroyed|eliminated)\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    if (!m[1]) return `${who} is destroyed`;
    const direct = withAttack(m[1], "by");
    if (direct) return direct.rest ? null : `${who} is destroyed by ${direct.attack}`;
    const p = optParty(m[1], "by");
    const a = optAttack(p!.rest, "with");
    return p!.text && !a.rest ? `${who} is destroyed${p!.text}${a.text}` : null;
  },
  (who, r) => (/^(?:becomes|is) (?:first )?bloodied$|^first becomes bloodied$/i.test(r) ? `${who} becomes bloodied` : null),
  // "becomes Dazed by an attack", "becomes Dazed, Stunned, or Helpless": a condition gained (any of those named).
  (who, r) => {
    const m = /^(?:becomes|is) (\w+)(?:,? (?:or )?(\w+))?(?:,? or (\w+))?(?: (?:by|from) (.+))?$/i.exec(r);
    const conditions = m ? [m[1], m[2], m[3]].filter((c): c is string => c !== undefined).map(conditionName) : [];
    if (!m || conditions.some((c) => !c)) return null;
    const a = m[4] ? readAttack(m[4]) : null;
    if (m[4] && (!a || a.rest)) return null;
    return `${who} becomes ${conditions.join(" or ")}${a ? ` by ${a.attack}` : ""}`;
  },
  (who, r) => {
    const m = /^causes (.+?) to become (\w+)$/i.exec(r);
    const p = m ? readParty(m[1]!) : null;
    const c = m ? conditionName(m[2]!) : null;
    return p && !p.rest && c ? `${who} causes ${p.party} to become ${c}` : null;
  },
  // "would gain a condition", "would become Dazed or Stunned": before it lands (party-would-gain-condition).
  (who, r) => {
    if (/^would (?:gain|be affected by|receive) (?:a|any) condition$/i.test(r)) return `${who} would gain condition`;
    const m = /^would become (\w+)(?:,? or (\w+))?$/i.exec(r);
    const cs = m ? [m[1], m[2]].filter((c): c is string => c !== undefined).map(conditionName) : [];
    return m && cs.every((c) => c) ? `${who} would become ${cs.join(" or ")}` : null;
  },
  // "would be destroyed [by damage or another effect]", "is destroyed by an attack that did not deal acid or fire damage" (said of a power that keeps it in play).
  (who, r) => {
    if (/^would be (?:destroyed|reduced to 0 hp)(?: by damage or (?:another|any other) effect)?$/i.test(r)) return `${who} would be destroyed`;
    const m = /^(?:would be|is) destroyed by an attack that (?:did not|does not|didn't) deal (\w+)(?: or (\w+))? damage$/i.exec(r);
    if (!m || ![m[1], m[2]].every((t) => t === undefined || damageTypes.has(t.toLowerCase()))) return null;
    return `${who} would be destroyed by attack without ${m[1]!.toLowerCase()}${m[2] ? ` or ${m[2].toLowerCase()}` : ""} damage`;
  },
  // "bloodies an enemy [with an attack]", "causes an enemy to become bloodied"
  (who, r) => {
    const m = /^(?:bloodies|causes) (.+?)(?: to become bloodied)?$/i.exec(r);
    if (!m || (/^causes/i.test(r) && !/to become bloodied$/i.test(r))) return null;
    const p = readParty(m[1]!);
    if (!p) return null;
    const a = optAttack(p.rest, "with");
    return a.rest ? null : `${who} bloodies ${p.party}${a.text}`;
  },
  // "resolves a melee attack [against an enemy]": after the attack is over.
  (who, r) => {
    const m = /^(?:resolves|finishes|completes)\s+(.+)$/i.exec(r);
    const a = m ? readAttack(m[1]!) : null;
    if (!a) return null;
    if (!a.rest) return `${who} resolves ${a.attack}`;
    const against = /^against\s+(.+)$/i.exec(a.rest);
    const p = against ? readParty(against[1]!) : null;
    return p && !p.rest ? `${who} resolves ${a.attack} against ${p.party}` : null;
  },
  (who, r) => (/^fails (?:a |its )?(?:saving throw|save)$/i.test(r) ? `${who} fails saving throw` : null),
  // "fails a Conceal roll against this creature": its hit turned into a miss by conceal (§ Attack Roll, Conceal).
  (who, r) => {
    const m = /^fails (?:a |its )?conceal roll\b\s*(.*)$/i.exec(r);
    if (!m) return null;
    const p = optParty(m[1]!, "against");
    const a = optAttack(p!.rest, "with");
    return a.rest ? null : `${who} fails conceal roll${p!.text}${a.text}`;
  },
  // "rolls a successful saving throw": it succeeds on it (§ Saving Throws).
  (who, r) => (/^(?:succeeds on (?:a |its )?|(?:rolls|makes) a successful )(?:saving throw|save)$/i.test(r) ? `${who} succeeds on saving throw` : null),
  (who, r) => (/^(?:rolls|makes) (?:a |its )?(?:saving throw|save)$/i.test(r) ? `${who} rolls saving throw` : null),
  // "rolls an attack roll": the d20 just rolled, whatever it shows (§ Attack Roll).
  (who, r) => {
    const m = /^(?:rolls|makes) (?:an? |its )?((?:basic )?(?:(?:melee|ranged|close|area) )?)attack roll$/i.exec(r);
    return m ? `${who} rolls attack roll${m[1] ? ` with ${m[1].toLowerCase()}attack` : ""}` : null;
  },
  // "makes a save to end ongoing fire damage", "attempts a saving throw against ongoing damage": a save against that alone (§ Saving Throws).
  (who, r) => {
    const m = /^(?:rolls|makes|attempts) (?:a |its )?(?:saving throw|save) (?:to end|against|vs\.?) ongoing (?:(\w+) )?damage$/i.exec(r);
    if (!m || (m[1] && !damageTypes.has(m[1].toLowerCase()))) return null;
    return `${who} rolls saving throw against ongoing ${m[1] ? `${m[1].toLowerCase()} ` : ""}damage`;
  },
  // "ends the effects of Possession Ray", "… of this creature's Claws attack": a successful save against them (what ends a save-ends effect, § Saving Throws).
  (who, r) => {
    const m = /^(?:ends the effects? of|saves against|succeeds on (?:a |its )?(?:saving throw|save) against) (?:this creature's )?([A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*)){0,4}?)(?: attack)?$/.exec(r);
    return m && !/ (?:of|the)$/.test(m[1]!) ? `${who} succeeds on saving throw against ${quoted(m[1]!)}` : null;
  },
  // "provokes an opportunity attack": its move or attack provokes (§ Opportunity Attacks).
  (who, r) => (/^provokes (?:an? )?opportunity attacks?$/i.test(r) ? `${who} provokes opportunity attack` : null),
  turnVerb,
  moveVerb,
];

/**
 * "starts its turn within 3 squares of this creature", "starts a turn adjacent to this
 * creature", "activates within Reach", "ends its turn": a turn of the creature named, the
 * place said with the party ("Kobold ally within 5 squares starts its turn"). Of this
 * creature itself, a state after the verb is its state then ("starts a turn bloodied").
 * ddm-battle-rules-2011.txt § Start of Turn Phase; § End of Turn Phase
 */
function turnVerb(who: string, r: string): string | null {
  const m = /^(?:(starts|begins|ends) (?:its|a|their) turn|(activates))\b\s*(.*)$/i.exec(r);
  if (!m) return null;
  const moment = m[1] && /^ends$/i.test(m[1]) ? "ends" : "starts";
  const tail = m[3]!.trim();
  if (who === "this creature") {
    if (!tail) return `this creature ${moment} its turn`;
    const state = /^(?:while )?(bloodied|adjacent to (?:an? )?(?:enemy|ally|wall))$/i.exec(tail);
    if (state) return `this creature ${moment} its turn while ${state[1]!.toLowerCase().replace(/ an? /, " ")}`;
    // "within 4 squares of a Dragon ally" (a state of this creature, continuous.ts).
    const near = /^(?:while )?within (\d+) squares? of (?:an? |one )?([A-Z][\w'-]*) ally$/.exec(tail);
    return near && keyword(near[2]!) ? `this creature ${moment} its turn while within ${near[1]} squares of ${keyword(near[2]!)} ally` : null;
  }
  if (!tail) return `${who} ${moment} its turn`;
  if (/\b(adjacent|within)\b/.test(who)) return null;
  if (moment === "ends" && /^in one of your victory areas$/i.test(tail) && !/\benemy\b/.test(who)) return `${who} ends its turn in one of your victory areas`;
  const place = /^(adjacent to (?:this creature|it)|within (\d+) squares?(?: of (?:this creature|it))?|within reach(?: of (?:this creature|it))?)$/i.exec(tail);
  if (!place) return null;
  const where = place[2] ? `within ${place[2]} squares` : /^within reach/i.test(place[1]!) ? "within reach" : "adjacent to this creature";
  return `${who} ${where} ${moment} its turn`;
}

/**
 * Movement of the creature named: "enters an adjacent square", "enters a square within 2
 * squares", "moves out of a square adjacent to this creature", "shifts out of …", "moves
 * to a square not adjacent to this creature", "shifts", "moves" (compiler/primitives/movement-triggers.ts).
 * ddm-battle-rules-2011.txt § Moving; § Common Triggered Powers
 */
function moveVerb(who: string, r: string): string | null {
  if (who === "this creature") return ownMove(r);
  // "an enemy enters an adjacent square while charging": the mover's charge (§ Charge).
  const charging = /^(.+?) while charging$/i.exec(r);
  if (charging) {
    const party = /^(adjacent )?(ally|enemy|creature)$/.exec(who);
    return party ? moveVerb(`${party[1] ?? ""}charging ${party[2]}`, charging[1]!) : null;
  }
  const t = r.replace(/\b(?:this creature|it)\b/gi, "this creature").replace(/\s+/g, " ").trim();
  if (/^(?:enters (?:an? )?adjacent (?:square|space)|enters (?:an? )?(?:square|space) adjacent to this creature|moves (?:into a square )?adjacent to this creature)$/i.test(t)) return `${who} enters square adjacent to this creature`;
  let m = /^enters (?:an? )?(?:square|space) within (\d+) squares?(?: of this creature)?$/i.exec(t);
  if (m) return `${who} enters square within ${m[1]} squares`;
  m = /^enters (?:an? )?(?:square|space) exactly (\d+) squares? (?:away(?: from this creature)?|from this creature)$/i.exec(t);
  if (m) return `${who} enters square exactly ${m[1]} squares away`;
  m = /^(moves|shifts) out of (?:an? |the )?(?:square|space) adjacent to this creature$|^(leaves) (?:an? |the )?(?:square|space) adjacent to this creature$/i.exec(t);
  if (m) return `${who} ${/^shifts$/i.test(m[1] ?? "") ? "shifts out of" : "moves out of"} square adjacent to this creature`;
  if (/^moves to (?:an? )?(?:square|space) (?:that is )?not adjacent to this creature$/i.test(t)) return `${who} moves to square not adjacent to this creature`;
  if (/^shifts$/i.test(t)) return `${who} shifts`;
  // "moves": any move or shift of its own (§ Actions, Shift: the creature moves).
  if (/^moves$/i.test(t)) return `${who} moves`;
  if (/^declares (?:a )?shift$/i.test(t)) return `${who} declares shift`;
  if (/^ends (?:its|a|their) (?:move|movement) adjacent to this creature$/i.test(t)) return `${who} ends its move adjacent to this creature`;
  return null;
}

/**
 * This creature's own move: "enters a space adjacent to an enemy", "moves adjacent to a
 * Goblin ally" (compiler/primitives/movement-triggers.ts, self-enters-adjacent).
 * ddm-battle-rules-2011.txt § Moving
 */
function ownMove(r: string): string | null {
  // "RECHARGE when this creature moves": any move or shift of its own (§ Actions, Shift: the creature moves).
  if (/^moves$/i.test(r.trim())) return "this creature moves";
  const m = /^(?:enters (?:an? )?(?:square|space)|moves(?: into (?:an? )?(?:square|space))?) adjacent to (.+)$/i.exec(r.trim());
  const p = m ? readParty(m[1]!) : null;
  if (p) return !p.rest && !/^this creature|^any creature/.test(p.party) ? `this creature enters square adjacent to ${p.party}` : null;
  // "enters a Medium or smaller enemy's space", "moves through a space occupied by an enemy": passing through it (self-enters-space).
  const s =
    /^(enters|moves (?:through|into)) (?:an? |the )?(?:space|square)s? occupied by (.+)$/i.exec(r.trim()) ??
    /^(enters|moves (?:through|into)) (.+?)'s? (?:space|square)s?$/i.exec(r.trim());
  const q = s ? readParty(s[2]!) : null;
  if (!q || q.rest || /^this creature|^any creature|\badjacent\b/.test(q.party)) return null;
  return `this creature ${/^enters/i.test(s![1]!) ? "enters" : "moves through"} space occupied by ${q.party}`;
}

/** "natural 18, 19, or 20" / "natural 16-20" → "natural 16 or higher"; "natural 1-9" → "natural 1 to 9". */
export function naturalRange(t: string): string {
  return t
    .replace(/\bnatural ((?:\d+, )+(?:\d+,? )?)(?:or )?(\d+)\b/i, (all, list: string, last: string) => {
      const ns = [...list.split(/,\s*/).filter(Boolean).map(Number), Number(last)];
      const run = ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1);
      return run ? `natural ${ns[0]}-${ns[ns.length - 1]}` : all;
    })
    .replace(/\bnatural (\d+)-(\d+)\b/i, (_, a: string, b: string) => (Number(b) >= 20 ? `natural ${a} or higher` : `natural ${a} to ${b}`));
}

/** The rewrites attackTrigger makes in turn, each with words one of which its every match has (text.ts, rewritten). */
const triggerRewrites: Rewrite[] = [
  // Run-together words of some printings: "ameleeattack" ("scoresa" is mended with the card's other slips, text.ts).
  [/\ba(melee|ranged)attack\b/gi, "a $1 attack", ["ameleeattack", "arangedattack"]],
  [/\bacritical\b/gi, "a critical", "acritical"],
  // "this creature's Conceal causes an enemy's attack to miss it": that enemy fails its conceal roll (§ Attack Roll, Conceal).
  [/^this creature's conceal causes (.+?)'s attack to miss (?:it|this creature)$/i, "$1 fails a conceal roll against this creature", "conceal causes"],
  // "this champion uses Cold Breath": the card's own creature.
  [/^this champion\b/i, "this creature", "this champion"],
  // "an enemy becomes Bloodied by a melee attack of an ally adjacent to this creature": that ally bloodies it with that attack.
  [/^(an? [^,]+?) becomes bloodied by (an? (?:(?:melee|ranged|close|area) )?attack) of (an? [^,]+)$/i, "$3 bloodies $1 with $2", "becomes bloodied by"],
  // A glyph at the end without its noun: "misses this creature with a {r}".
  [/ with (?:an? )?(melee|ranged|close|area)$/i, " with a $1 attack", " with "],
  // "an ally hits with an attack against an enemy it and this creature flank": the ally flanking with this creature hits it (§ Flanking).
  [/^(an? (?:[A-Z][\w'-]* )?ally) hits with (an? (?:(?:melee|ranged) )?attack) against (an? [^,]+?) (?:it|that ally) and (?:this creature|it) flank$/i, "$1 flanking with this creature hits $3 with $2", "flank"],
  // "would be reduced to 0 HP or fewer": would be destroyed (§ Hit Points, Destroyed).
  [/ would be reduced to 0 (?:hp|hit points)(?: or (?:fewer|less))?$/i, " would be destroyed", "would be reduced to 0"],
  // "moves into a space adjacent to this creature": enters a square next to it (§ Moving).
  [/ moves into an? (?:space|square) adjacent to (this creature|it)$/i, " enters a square adjacent to $1", "moves into"],
  // "charges", "declares a charge", "resolves a charge": its charge attack (§ Charge).
  [/ (declares|resolves|makes) (?:an? )?charge$/i, " $1 a charge attack", "charge"],
  [/^(.+?) charges$/i, "$1 declares a charge attack", "charges"],
  [/^(.+?) charges (.+)$/i, "$1 declares a charge attack against $2", "charges "],
  // "misses with an attack while charging": the charge's attack.
  [/ (hits|misses) with (?:an? )?attack while charging$/i, " $1 with a charge attack", "while charging"],
  // "takes damage but is not destroyed by an enemy attack": damaged and still in play after, by an enemy's attack (a creature destroyed has no more turns to use it for).
  [/ takes damage,? but (?:is )?not destroyed,? (?:by|from) an? (enemy|ally|creature)(?:'s)? attack$/i, " is damaged by an $1 with an attack", "not destroyed"],
  // "an enemy's attack", "an enemy attack": the attack of an enemy.
  [/ by (?:an? )?(enemy|ally|creature)(?:'s)? attack\b/i, " by $1", [" by a", " by enemy", " by ally", " by creature"]],
  // "an enemy's melee attack causes this creature to become bloodied": the enemy bloodies it with that attack
  // ("… but not destroyed" says no more: a creature destroyed outright is never bloodied, runtime/ddm/damage.ts).
  [/^(.+?)'s (?:((?:basic )?(?:melee|ranged|close|area)(?: basic)?) )?attack causes (.+?) to become bloodied(?:,? but (?:is )?not destroyed)?$/i, (_m, who: string, kind: string | undefined, whom: string) => `${who} bloodies ${whom} with a ${kind ? `${kind} ` : ""}attack`, "to become bloodied"],
  // "an ally becomes Bloodied but is not destroyed by a melee attack": whoever made that attack bloodies it.
  [/^(.+?) becomes bloodied,?(?: but (?:is )?not destroyed)? by (an? (?:(?:melee|ranged|close|area) )?attack)$/i, "a creature bloodies $1 with $2", "becomes bloodied"],
  // "makes an attack with Defender": its attack of that name.
  [/ (makes|declares) an attack with ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/, " $1 a $2 attack", "an attack with "],
  [/^making an attack with ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})$/, "making a $1 attack", "making an attack with "],
  // "resolves a successful Grab attack": one that hit (§ Attack Roll, Hit).
  [/ resolves (?:an? )?successful (.+)$/i, " hits with a $1", "successful"],
  // "takes an attack action", "declares an attack action": it declares the attack (§ Making an Attack, step 1).
  [/ (?:takes|declares) an attack action$/i, " declares an attack", "an attack action"],
  // "…takes an attack action that doesn't include this creature as a target": an attack declared against another.
  [/ (?:takes|declares|makes) an attack(?: action)? that (?:doesn't|does not) (?:include|target) (?:this creature|it)(?: as a target)?$/i, " declares an attack not against this creature", ["that doesn't", "that does not"]],
  // "attempts a melee attack against this creature": makes one.
  [/ attempts (an? (?:(?:melee|ranged|close|area) )?attack)\b/i, " makes $1", "attempts "],
  // Printing slips: "declares and opportunity attack", "ends it turn".
  [/\bdeclares and opportunity\b/i, "declares an opportunity", "declares and opportunity"],
  [/\ba mattack\b/i, "a melee attack", "a mattack"],
  // "a burst or blast attack": the shapes of close and area attacks (§ Close Attacks; § Area Attacks).
  [/\b(?:an? )?(?:burst or blast|blast or burst) attack\b/i, "a close or area attack", ["burst or blast", "blast or burst"]],
  [/\bends it turn\b/i, "ends its turn", "ends it turn"],
  // "you resolve a melee attack": the player's creature with this power.
  [/^you (resolve|hit|miss|make|declare)\b/i, (_, v: string) => `this creature ${v.toLowerCase()}s`, "you "],
  // "an attack hits" with no one named: anyone's attack; "a critical is scored against this creature", "damaged by a critical hit".
  [/^(?:an? |any )?attack(?: roll)? (hits|misses)$/i, "any creature $1", "attack"],
  [/^(?:an? )?critical(?: hit)? is scored against (.+)$/i, "a creature scores a critical hit against $1", "is scored against"],
  [/^(?:(?:this creature|it) is )?damaged by (?:an? )?critical(?: hit)?$/i, "a creature scores a critical hit against this creature", "damaged by"],
  // "would be hit" is the window before the hit is applied, where interrupts act: the hit's own trigger.
  [/ would be hit\b/i, " is hit", "would be hit"],
  [/ (becomes|is) (?:first )?bloodied but (?:is )?not destroyed$/i, " becomes bloodied", "bloodied but"],
  [/ is hit by (?:an? )?critical(?: hit)?$/i, " is hit by critical hit", "critical"],
];

// Triggers with no subject, the power's own creature's ("hit by an attack", "declaring an attack", "hitting with a charge
// attack"): attackTrigger says it. Made once, not on each call.
const ownForms: [RegExp, string][] = [
  [/^(?:being |when )?(hit|missed|damaged|targeted|attacked) by\b/i, "this creature is $1 by"],
  [/^declaring\b/i, "this creature declares"],
  [/^starting (?:a|its) turn\b/i, "this creature starts its turn"],
  [/^making\b/i, "this creature makes"],
  [/^attacking\b/i, "this creature attacks"],
  [/^hitting\b/i, "this creature hits"],
  [/^missing\b/i, "this creature misses"],
  [/^resolving (?:this creature's|its)\b/i, "this creature resolves a"],
  [/^resolving\b/i, "this creature resolves"],
];

/**
 * A trigger about attacks or damage: "an enemy misses an ally with a melee attack",
 * "this creature is hit by a melee or ranged attack", "an Undead ally within 5 squares
 * becomes bloodied", "this creature would take fire damage". Null when it is not one.
 */
export function attackTrigger(raw: string): string | null {
  // "with combat advantage (against its target)", "against a target granting it combat advantage": said once, at the end.
  const advantage = /\b(?:with combat advantage(?: against (?:its |the |that |an? )?target)?|(?:against )?(?:an? |the )?target granting (?:it|this creature) combat advantage)\b/i;
  if (advantage.test(raw)) {
    const base = attackTrigger(raw.replace(advantage, " ").replace(/\s+/g, " ").trim());
    return base && /^.+? (?:hits|declares|attacks|targets)\b/.test(base) && !/ while /.test(base) ? `${base} with combat advantage` : null;
  }
  let t = rewritten(raw.trim().replace(/\s+/g, " ").replace(/[.;,]$/, ""), triggerRewrites);
  // No subject: the power's own creature.
  for (const [re, to] of ownForms) t = t.replace(re, to);
  // "this creature's attack roll is a natural 20", "an ally's melee attack roll is a natural 17+".
  t = t.replace(/^(.+?)'s? (?:((?:melee|ranged|close|area) )?attack roll|natural attack roll) is (?:an? )?natural (\d+\+?)$/i, (_, who: string, kind: string | undefined, n: string) => `${who} rolls a natural ${n}${kind ? ` with a ${kind}attack` : ""}`);
  // "this creature's melee attack hits an enemy": the attacker's attack, said the other way round.
  t = t.replace(/^(.+?)'s? ((?:basic )?(?:(?:melee|ranged|close|area)(?: or (?:melee|ranged|close|area))? )?attack) (hits|misses|destroys|damages)\b(.*)$/i, (_, who: string, atk: string, verb: string, rest: string) => `${who} ${verb}${rest || ""} with ${atk}`);
  // "… with a melee attack with that attack": one attack said twice; a state before it ("a target with Resist Fire with a ranged attack") stays.
  t = t.replace(/ with ([^,]+? attack) with (.+)$/i, " with $1");
  // "an attack hits this creature", "a melee attack misses it".
  const atkFirst = /^(?:an? )?((?:basic )?(?:(?:melee|ranged|close|area)(?: or (?:melee|ranged|close|area))? )?attack) (hits|misses) (.+)$/i.exec(t);
  if (atkFirst) {
    const p = readParty(atkFirst[3]!);
    return p && !p.rest ? `${atkFirst[1]!.toLowerCase()} ${atkFirst[2]!.toLowerCase()} ${p.party}` : null;
  }
  // "Double Flail hits", "Infestation hits the target": this creature's attack, by name.
  const namedFirst = /^([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) (hits|misses)(?: (?:the |its )?target)?$/.exec(t);
  if (namedFirst && !/^(?:This|That|It|Its|An?|The|Each)\b/.test(namedFirst[1]!)) return `this creature ${namedFirst[2]} with ${quoted(namedFirst[1]!)} attack`;
  const first = readParty(t);
  if (!first) return null;
  for (const v of verbs) {
    const out = v(first.party, first.rest);
    if (out) return out;
  }
  return null;
}

/**
 * "+10 Damage on that attack" after a trigger about someone else's attack belongs to the
 * attacker ("use when an ally hits: +10 damage on that attack"); "+4 AC on that attack"
 * belongs to the creature attacked when that is not this creature.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
export function boostOwners(trigger: string, effects: string): string | null {
  // After the roll (a hit, a miss, a critical hit, a natural N), a bonus to the roll or to a defence would change nothing.
  if (/\b(?:hits|misses|is hit|is missed|scores critical|rolls natural|takes|damages|destroys|resolves)\b/.test(trigger) && /[+-]\d+ (?:attack|AC|Fort|Ref|Will) on that attack/.test(effects)) return null;
  const active = /^(.+?) (?:hits|misses|scores|declares|makes|attacks|targets|rolls)\b(?: (.+?)(?: with .*)?)?$/.exec(trigger);
  const passive = /^(.+?) is (?:hit|missed|targeted|attacked)\b(?: by (.+?))?(?: with .*)?$/.exec(trigger);
  const attacker = passive ? (passive[2] ?? "enemy") : active?.[1];
  const target = passive ? passive[1] : active?.[2];
  if (!attacker) return effects;
  return effects.replace(/(^| and )([+-]\d+ (attack|damage|AC|Fort|Ref|Will) on that attack)/g, (all, lead: string, boost: string, stat: string) => {
    const offence = stat === "attack" || stat === "damage";
    if (offence) return attacker === "this creature" ? all : `${lead}attacker gets ${boost}`;
    return target && target !== "this creature" && !/^(?:melee|ranged|close|area|basic|opportunity|charge|attack)\b/.test(target) ? `${lead}target gets ${boost}` : all;
  });
}

/**
 * Effects on the attack or damage being resolved (cancellations), and attacks a power
 * grants another creature: "that attack misses instead", "the attacker rerolls that
 * attack roll", "this creature takes half damage from that attack", "that ally makes 1
 * basic melee attack as an immediate action". `subjectOf` reads who ("that ally").
 * ddm-battle-rules-2011.txt § Resolving Effects (Cancellation Effects); § Basic Attacks
 */
export function attackEffect(part: string, subjectOf: (raw: string) => string | null): string | null {
  const p = part.trim().replace(/\.$/, "").replace(/ as (?:a|an) (?:immediate|free) action$/i, "").replace(/^instead,? /i, "");
  if (/^(?:that|the|this) (?:opportunity )?attack (?:automatically |instead )?(?:misses|is a miss|becomes a miss),?(?: instead)?$/i.test(p)) return "that attack misses";
  // "Roll a d20. If the result is at least the base damage of that attack, that attack misses" (regularEffects joins the two sentences).
  if (/^that attack misses if (?:a )?d20 roll is at least its base damage$/i.test(p)) return "that attack misses if d20 roll is at least its base damage";
  if (/^(?:that|the) attack (?:becomes|is) (?:a )?(?:normal )?hit,?(?: instead)?$/i.test(p)) return "that attack is a normal hit";
  // "This creature takes that damage instead" (in the window where another would take it).
  if (/^this creature takes (?:that|the) damage,? instead$/i.test(p)) return "this creature takes that damage instead";
  // "That enemy does not shift instead" (as it declares the shift).
  const still = /^(.+?) does not (shift|move),?(?: instead)?$/i.exec(p);
  if (still) {
    const who = subjectOf(still[1]!);
    return who ? `${who} does not ${still[2]!.toLowerCase()} instead` : null;
  }
  // "Ignore that condition, instead" (in a "would gain a condition" window).
  if (/^(?:ignore|negate) (?:that|the) condition,?(?: instead)?$|^(?:that|the) condition is (?:ignored|negated),?(?: instead)?$/i.test(p)) return "ignore that condition";
  // "That attack has no effect and is considered used": lost, its use spent as for any attack declared.
  if (/^(?:that|the|this) attack has no effect(?:,? and is considered used)?$/i.test(p)) return "that attack has no effect";
  // "The effects of that champion power are cancelled" (as a champion power is used: champion-used.ts).
  if (/^(?:the )?effects of that champion power are cancelled$|^that champion power is cancelled$/i.test(p)) return "the effects of that champion power are cancelled";
  // "Treat that attack roll as a natural 10", "that attack's attack roll is a natural 10": the d20 set, not rolled (§ Attack Roll).
  const set = /^(?:treat (?:that|the) attack(?:'s)? roll as|(?:that|the) attack(?:'s)? (?:attack )?roll is) (?:a |an )?natural (\d+)$/i.exec(p);
  if (set && Number(set[1]) >= 1 && Number(set[1]) <= 20) return `that attack roll is natural ${set[1]}`;
  // "+10 damage on that attack" beside other effects ("…and target of that attack is Immobilized").
  const b = /^([+-]\d+) (attack|damage) (?:on|to) (?:that|the) attack$/i.exec(p);
  if (b) return `${b[1]} ${b[2]!.toLowerCase()} on that attack`;
  // "+10 fire damage on that attack AND push target 1 square": bonus damage of a type, the attacker's.
  const typed = /^([+-]\d+) ([a-z]+) damage (?:on|to) (?:that|the) attack$/i.exec(p);
  if (typed && damageTypes.has(typed[2]!.toLowerCase())) return `${typed[1]} ${typed[2]!.toLowerCase()} damage on that attack`;
  // "That attack is a critical hit", "the attack is an automatic hit and a critical hit" (a critical hit needs no roll either).
  if (/^(?:that|the|this) attack (?:becomes|is) (?:an automatic hit and )?(?:a )?critical(?: hit)?,?(?: instead)?$/i.test(p)) return "that attack is a critical hit";
  if (/^(?:that|the|this) attack (?:is an automatic hit|automatically hits|hits automatically)$/i.test(p)) return "that attack is an automatic hit";
  // "That attack cannot be redirected": as it is declared or targeted (§ How to Choose Targets, Redirect Effects).
  if (/^(?:that|the|this) attack cannot be redirected$/i.test(p)) return "that attack cannot be redirected";
  if (/^(?:(?:the |that )?(?:attacker|attacking enemy|enemy) (?:must )?)?re-?rolls? (?:that|the|this) attack(?: roll)?(?: instead)?$/i.test(p)) return "attacker rerolls that attack roll";
  // "Re-roll that attack roll and use the higher result": one more d20 on the roll just made (§ Attack Roll).
  if (/^re-?roll (?:that|the) attack(?: roll)? keeping the higher$/i.test(p)) return "reroll that attack roll keeping the higher";
  // "… takes 10 less damage from that attack (minimum 10 damage)": the cut stops at that much; "takes 5 more damage": the damage grows.
  let m = /^(.+?) takes? (no|half(?: the)?|(\d+) (less|more)) damage(?: (?:from|dealt by) (?:that|the|this) attack)?(?: instead)?(?: \(min(?:imum|\.)? (\d+)(?: damage)?\))?$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    const how = m[3] ? `${m[3]} ${m[4]!.toLowerCase()}` : /^no/i.test(m[2]!) ? "no" : "half";
    if (m[5] && !/^less$/i.test(m[4] ?? "")) return null;
    return who ? `${who} takes ${how} damage from that attack${m[5] ? ` (minimum ${m[5]} damage)` : ""}` : null;
  }
  // "this creature is not destroyed and has 10 HP instead", "that ally has 5 HP remaining instead" (in a "would be destroyed" window).
  m = /^(.+?) (?:is (?:instead )?not destroyed(?: instead)?,? (?:and|but) (?:instead )?)?has (\d+) hp(?: remaining)?(?: instead)?(?: of being destroyed)?$/i.exec(p);
  if (m && (/not destroyed|instead/i.test(p))) {
    const who = subjectOf(m[1]!);
    return who ? `${who} has ${m[2]} hp instead of being destroyed` : null;
  }
  // "that ally is not destroyed until end of its next turn or until it takes damage" (regularEffects joined the card's two sentences).
  m = /^(.+?) is not destroyed until end of its next turn or until it takes damage$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    return who ? `${who} is not destroyed until end of its next turn or until it takes damage` : null;
  }
  // "… with +10 Attack (on that attack)": a bonus for that attack only; "can take an immediate basic attack against the creature
  // that destroyed it": against the trigger's enemy.
  m = /^(.+?) (?:can )?(?:makes?|takes?) (?:a|an|1|one) (?:immediate )?(basic )?(?:(melee|ranged) )?(?:basic )?attack(?: with ([+-]\d+) (attack|damage)(?: and ([+-]\d+) (attack|damage))?(?: on that attack)?)?( against (?:the creature that destroyed it|that enemy))?(?: taking (\d+) damage if it misses)?$/i.exec(p);
  if (m && (m[2] || /basic attack(?: with| against|$)/i.test(p))) {
    const who = subjectOf(m[1]!);
    const boost = m[4] ? ` with ${m[4]} ${m[5]!.toLowerCase()}${m[6] ? ` plus ${m[6]} ${m[7]!.toLowerCase()}` : ""}` : "";
    const versus = m[8] ? " against that enemy" : "";
    if (versus && (boost || m[9])) return null;
    const missed = m[9] ? ` taking ${m[9]} damage if it misses` : "";
    return who && who !== "this creature" && !/s$/.test(who) ? `${who} makes basic ${m[3] ? `${m[3].toLowerCase()} ` : ""}attack${versus}${boost}${missed}` : null;
  }
  return null;
}

/**
 * "Use when an ally makes a melee attack, if the attack roll is a natural 16-20: …": the
 * condition is the roll itself, so the trigger becomes the roll ("ally rolls natural 16
 * or higher with melee attack"). Null when the effects do not open with such a condition.
 */
export function rollCondition(trigger: string, effects: string): { trigger: string; effects: string } | null {
  // "if the result of that attack is a natural 18 or 19;": the roll, said by its result.
  // "if the d20 roll was 11+": the d20 before any modifier is the natural roll (§ Attack Roll).
  const said = naturalRange(effects.trim().replace(/^(if (?:the|its|that) )d20 roll (is|was) (?!(?:a |an )?natural\b)(?=\d)/i, "$1roll $2 a natural "));
  const c = /^if (?:the|its|that) (?:attack roll|roll|result of (?:that|the) attack(?: roll)?) (?:is|was) (?:a |an )?natural (\d+(?: or higher| to \d+|\+|-\d+| or \d+)?)\s*[:,;]\s*(.+)$/i.exec(said);
  if (!c) return null;
  // "Use when this creature hits a living enemy with a melee attack: if the attack roll was a natural 17-20": the hit, on that roll;
  // "Use after missing with Acid Spray, if the d20 roll was 11+": the miss, on that roll.
  const range = /^(\d+) (?:or higher|to (\d+))$/.exec(c[1]!.replace(/\+$/, " or higher").replace(/-(\d+)$/, " to $1").replace(/^(\d+) or (\d+)$/, (all, a: string, b: string) => (Number(b) === Number(a) + 1 ? `${a} to ${b}` : all)));
  if (/^.+? (?:hits|misses)\b/.test(trigger) && !/ while | on natural /.test(trigger)) return range ? { trigger: `${trigger} on natural ${range[1]} ${range[2] ? `to ${range[2]}` : "or higher"}`, effects: c[2]! } : null;
  // "makes a melee attack": the roll, whatever it does.
  const who = /^(.+?) (?:declares|makes|attacks|hits|misses)\b(?: (?:with )?(.*))?$/.exec(trigger);
  if (!who) return null;
  const atk = who[2] && /^(?:(?:basic )?(?:(?:melee|ranged|close|area)(?: or (?:melee|ranged|close|area))? )?attack)$/.test(who[2]) ? ` with ${who[2]}` : who[2] ? null : "";
  if (atk === null) return null;
  const roll = attackTrigger(`${who[1]} rolls a natural ${c[1]!.replace(/\+$/, " or higher")}`);
  return roll ? { trigger: `${roll}${atk}`, effects: c[2]! } : null;
}

/** "Usable once per turn", "(once per turn)", "no more than once per turn:": the card's limit, taken out of the text. */
export function oncePerTurn(text: string): { text: string; once: boolean } {
  const re = /\s*\(\s*(?:usable |maximum |max\.? |no more than |only )?once per turn\s*\)|(?:^|(?<=[.:;,]))\s*(?:usable |no more than |only )?once (?:per|each) turn\s*(?:[:.;,]|$)/gi;
  const out = text.replace(re, " ").replace(/\s+/g, " ").replace(/\s+([.:;,])/g, "$1").trim();
  return { text: out, once: out !== text.replace(/\s+/g, " ").trim() };
}

/**
 * "Whenever this creature starts its turn, if it is bloodied: …", "…, only if this
 * creature is not bloodied: …": a state of this creature that must hold, the trigger's
 * "while". `gate` reads the state (phrases.ts); null when the effects open with no such condition.
 */
export function stateCondition(effects: string, gate: (raw: string) => string | null): { gate: string; effects: string } | null {
  const m = /^(?:only )?(?:if|while) (?:it is |this creature is )?([^:,;]+?)\s*[:,;]\s*(.+)$/i.exec(effects.trim());
  const there = m ? thereIs(m[1]!, m[2]!) : null;
  if (there) {
    const g = gate(there.state);
    return g ? { gate: g, effects: there.effects } : null;
  }
  const g = m ? gate(championSaidFirst(m[1]!)) : null;
  return g ? { gate: g, effects: m![2]! } : null;
}

/**
 * "if there is an Orzhov ally within 9 squares: destroy that ally": this creature's state
 * (within 9 squares of an Orzhov ally), and "that ally" one such ally the power's player
 * chooses as it resolves. Null when the condition is not so said.
 */
function thereIs(state: string, effects: string): { state: string; effects: string } | null {
  const m = /^there is (?:an? |one |1 )?([A-Z][\w'-]* )?(ally|enemy) within (\d+) squares?(?: of (?:it|this creature))?$/i.exec(state.trim());
  if (!m) return null;
  const role = m[2]!.toLowerCase();
  const said = `${m[1] ?? ""}${role} within ${m[3]} squares`;
  const named = pattern(`\\bthat ${role}\\b`, "i").test(effects);
  return { state: `within ${m[3]} squares of a ${m[1] ?? ""}${role}`, effects: named ? `Choose 1 ${said}. ${effects}` : effects };
}

/**
 * "a champion ally is within 2 squares of it", "an active Dragon champion ally is in play":
 * the champion said first, as the states of allied champions are said otherwise ("within 2
 * squares of a champion ally", "an allied Dragon champion is in play").
 */
function championSaidFirst(state: string): string {
  return state
    .trim()
    .replace(/^(?:an? |one )?((?:[A-Z][\w'-]* )?)champion ally is within (\d+) squares? of (?:it|this creature)$/, "within $2 squares of a $1champion ally")
    .replace(/^(?:an? )?active ((?:[A-Z][\w'-]* )?)champion ally is in play$/, "an allied $1champion is in play");
}

/**
 * Effects of triggered powers as some cards word them, made regular before they are read:
 * "That attack misses, instead." (the comma joins no second effect), "…an automatic hit
 * and a critical hit", either way round (a critical hit needs no roll either: one effect), "is not destroyed
 * and has 10 HP" (one effect), "Make 1 {b} as an immediate action" (the glyph without its
 * noun), "Recharge and use Eye of the Storm" (recharged, then made), "each adjacent enemy
 * and ally" (one subject, whose "and" joins no second effect).
 */
export function regularEffects(text: string): string {
  return rewritten(asVulnerability(text), effectRewrites);
}

/** The rewrites regularEffects makes in turn, each with words one of which its every match has (text.ts, rewritten). */
const effectRewrites: Rewrite[] = [
  // "Make 1 ranged attack against that enemy as an immediate action. If this creature's attack hits, target also has -4 Attack on
  // its attack": the attack, and on its hit the penalty to that enemy's own attack (attack-effects.ts).
  [
    /^make (?:1|one|an?) (melee|ranged) attack against that enemy( as an immediate action)?\.\s+if (?:this creature's|its|that) attack hits,? (?:the )?(?:target|that enemy) (?:also )?(?:has|gets) ([+-]\d+) (attack|damage) on its (?:attack|attack roll)\.?$/i,
    (_, kind: string, now: string | undefined, n: string, stat: string) => `Make a ${kind.toLowerCase()} attack against that enemy giving it ${n} ${stat.toLowerCase()} on its attack if it hits${now ?? ""}.`,
    "attack hits",
  ],
  // "Attacker rolls 1d20. On 1-9, …": a d20 rolled for the power, whoever's hand throws it.
  [/^(?:the )?attacker rolls (1d20|a d20|d20)\b/i, "Roll $1", "attacker rolls"],
  // "then this creature pulls that enemy up to 1 square": the power's owner moves it, as a pull with no one named does.
  [/\bthis creature (push|pull|slide)s (that enemy|that ally|that creature|target)\b/gi, (_, verb: string, who: string) => `${verb.toLowerCase()} ${who}`, ["this creature pushs", "this creature pulls", "this creature slides"]],
  // "Roll a d20. If the result is at least the base damage of that attack, that attack misses": one effect (cancellation-effects.ts).
  [
    /^roll (?:1d20|a d20|d20)[.:,]?\s+if the (?:result|roll) (?:equals or exceeds|is equal to or greater than|is at least|meets or exceeds|is greater than or equal to) (?:the base damage of (?:that|the) attack|(?:that|the) attack's base damage),? (?:that|the) attack misses(?:,? instead)?\.?$/i,
    "That attack misses if d20 roll is at least its base damage.",
    "attack misses",
  ],
  // "Until start of this creature's next turn, whenever that enemy attacks, it takes 10 Damage if it does not target this creature":
  // the damage it takes each time it declares an attack at another, for that long (compiler/primitives/act-stings.ts).
  [
    /^(until [^,]+?),\s*whenever (that enemy|that creature|target) attacks,\s*it takes (\d+(?: [a-z]+)?) damage if it does not (?:target|attack) this creature\.?$/i,
    "$2 takes $3 damage whenever it declares an attack not against this creature $1",
    "if it does not",
  ],
  // "make another Stone Fist attack": one more of that attack.
  [/\bmake another ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) attack\b/g, "make a $1 attack", "make another"],
  // "Until end of battle, opponents score 0 VP instead of this creature's cost for destroying this creature": what it is worth destroyed, for that long (§ Assault).
  [
    /^until (?:the )?end of (?:the )?battle,? (?:your )?opponents? scores? (\d+) (?:vp|victory points) instead of (?:this creature's|its) (?:cost|vp value) for (?:destroying|eliminating) (?:this creature|it)\.?$/i,
    "This creature has worth $1 VP when destroyed until end of battle",
    "instead of",
  ],
  // "makes 1 {b} attack with +10 Damage as an immediate action. If that attack misses, that ally takes 15 damage", "makes an
  // immediate {b} attack at +10 Damage but takes 15 Damage if it misses": the attack and its price on a miss, one effect.
  [
    /\b(makes? (?:an? |1 |one )?(?:immediate )?basic (?:melee |ranged )?attack)(?: (?:at|with) ([+-]\d+ (?:attack|damage)))?( as (?:a|an) immediate action)?(?:\.\s+if (?:that|the) attack misses,? (?:that ally|that creature|it) takes (\d+) damage|,? but takes (\d+) damage if it misses)(?=\s*(?:[.;]|$))/gi,
    (_m, make: string, bonus: string | undefined, now: string | undefined, a: string | undefined, b: string | undefined) =>
      `${make.replace(/ immediate /i, " ")}${bonus ? ` with ${bonus}` : ""} taking ${a ?? b} damage if it misses${now ?? (/ immediate /i.test(make) ? " as an immediate action" : "")}`,
    "misses",
  ],
  [/,\s*instead(?=\s*(?:[.;]|$))/gi, " instead", "instead"],
  // "Each ally in area of that attack has +4 to all defenses against that attack": a defence counts only against an attack on
  // its creature, so every ally's is the same as theirs (§ Bonuses and Penalties).
  [/\beach (ally|enemy|creature) in (?:the )?area of that attack (has|gains|gets) ([+-]\d+ [^.;]+? (?:against|vs\.?) that attack)\b/gi, "each $1 $2 $3", "area of that attack"],
  // "Re-roll that attack (roll) and use the higher result": one effect, the roll made again and the higher kept.
  [/^re-?roll (that|the) (attack(?: roll)?|sav(?:e|ing throw)) and (?:use|keep|take) the higher(?: result| roll| one)?(?=\s*(?:[.;]|$))/i, (_, that: string, what: string) => `Reroll ${that} ${/^sav/i.test(what) ? "save" : "attack roll"} keeping the higher`, "the higher"],
  [/\b(is|becomes) (?:an? (?:automatic )?hit and a critical(?: hit)?|a critical hit and an automatic hit)\b/gi, "$1 a critical hit", "critical"],
  [/\bis (instead )?not destroyed(?: instead)?,? (?:and|but) (?:instead )?has (\d+) HP(?: remaining)?(?: instead)?/gi, "has $2 hp instead of being destroyed", "not destroyed"],
  // "That ally is not destroyed instead. It is destroyed at end of its next turn or if it takes damage": one effect, a later destruction.
  [/\bis (?:instead )?not destroyed(?: instead)?[.;,]?\s+(?:it|that (?:ally|enemy|creature)|this creature) is (?:instead )?destroyed at (?:the )?end of its next turn,? or (?:if|when) it takes damage\b/gi, "is not destroyed until end of its next turn or until it takes damage", "not destroyed"],
  [/\b(make (?:a |an |1 |one )?basic (?:melee|ranged))(?= as (?:a|an) (?:free|immediate) action|\s*[.;]|$)/gi, "$1 attack", ["basic melee", "basic ranged"]],
  // "1 adjacent Mounted ally takes a move action as a free action": a move action is a move up to its speed (§ Move Actions).
  [/^((?:an?|1|one) [^.;]*?(?:ally|creature)) takes (?:a|1|one) move action(?: as a free action)?(?=\s*[.;]|$)/i, "$1 moves up to its speed", "move action"],
  [/^recharge and use ([A-Z][\w'-]*(?: [\w'-]+){0,4}?)\.?$/i, "Recharge $1, then make 1 $1 attack", "recharge and use"],
  // "Use Hypnotic Display": make that attack of the card (a limited one spends a use, and cannot be made with none left, so
  // "only while uses remain" says nothing more).
  [/^[Uu]se ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?: attack)?(?=\s*[.;]|$)/, "Make 1 $1 attack", "use "],
  [/\b(usable once per turn),? only while uses remain\b/gi, "$1", "only while uses remain"],
  [/\beach adjacent enemy and (?:each adjacent )?ally\b|\beach enemy and ally adjacent to (?:this creature|it)\b/gi, "each adjacent creature", ["each adjacent enemy and", "each enemy and ally adjacent to"]],
  [/\b[Ee]ach adjacent ((?:non-)?[A-Z][\w'-]*) enemy and (?:each adjacent \1 )?ally\b/g, "each adjacent $1 creature", "each adjacent "],
  [/\beach enemy and (?:each )?ally adjacent to (?:the )?target\b/gi, "each creature adjacent to target", "each enemy and "],
  // "against the same target (as that attack)": the target of the attack that set the power off.
  [/\bagainst the same target(?: as that attack)?\b/gi, "against target", "against the same target"],
  // "it can immediately shift 1 square and …": the power's owner, now (the power is resolving).
  [/^(?:it|this creature) can immediately\s+/i, "This creature ", "can immediately"],
  [/\band (?:it|this creature) can immediately make\b/gi, "and this creature makes", "can immediately make"],
  // "can take no actions until end of its next turn": no action of any kind (§ Actions).
  [/^(this creature|it) (.+?) and can take no actions\b/i, "$1 $2 and $1 cannot take actions", "and can take no actions"],
  [/\bcan take no actions\b/gi, "cannot take actions", "can take no actions"],
  // "target also takes ongoing 10 fire damage", "that target also has ongoing 5 damage": "also" adds nothing.
  [/\b((?:the |that )?target(?: of that attack)?|that enemy|that ally) also (?:takes|has) ongoing\b/gi, "$1 takes ongoing", " also "],
  [/\b(makes?) (?:1|one|an?) (?:extra|additional)\b/gi, "$1 1", [" extra", " additional"]],
  // "makes a basic attack with +2 Attack against that enemy": the bonuses said after whom it attacks, for that attack only.
  [/\b(attack) with ([+-]\d+ (?:attack|damage)(?: and [+-]\d+ (?:attack|damage))?) (against (?:that enemy|the attacker|that attacker|target|the target)\b)/gi, "$1 $3 with $2", "attack with "],
  [/\b(attack against \w+(?: \w+)? with [+-]\d+ (?:attack|damage)) and ([+-]\d+ (?:attack|damage))\b/gi, "$1 plus $2", "attack against "],
  [/\b(attack against \w+(?: \w+)? with [+-]\d+ (?:attack|damage)(?: and [+-]\d+ (?:attack|damage))?) on that attack\b/gi, "$1", "attack against "],
  // "that ally rerolls that saving throw": the save being resolved is rolled again (§ Saving Throws).
  [/^(?:that (?:ally|enemy|creature) )?re-?rolls? (?:that|the) sav(?:e|ing throw)\b/i, "reroll that save", " sav"],
  // "until it is damaged by an attack": until it takes damage.
  [/\buntil it is damaged(?: by an attack)?\b/gi, "until it takes damage", "until it is damaged"],
  // "target also grants each ally combat advantage": to every creature attacking it from this creature's side, as any grant.
  [/\b((?:the )?target(?: of that attack)?) (?:also )?grants (?:each ally|allies|all allies|all enemies|enemies) combat advantage\b/gi, "$1 grants combat advantage", "combat advantage"],
  // "has -20 Damage whenever making a melee attack until …": with those attacks, for a while.
  [/\b(has|gets) ([+-]\d+ (?:attack|damage)) whenever making an? (melee|ranged|close|area) attack\b/gi, "$1 $2 with $3 attacks", "whenever making"],
  // "shift and make", printed "shift an make": a shift of 1 square, then the attack (§ Shift).
  [/^shift an?d? make\b/i, "shift 1 square and make", "shift a"],
  // "make an immediate basic attack": one made as an immediate action.
  [/\bmake (?:1 |one |an? )?immediate ([^.;]+? attack)\b/gi, "make a $1 as an immediate action", "immediate"],
  [/\bthat attack (?:scores|is) a critical(?: hit)?(?: instead)?(?=\s*[.;]|$)/gi, "that attack is a critical hit", "critical"],
  // "Make a basic attack against that enemy. That attack is a critical hit": the attack made so, without a roll.
  [/\b(make (?:a |an |1 )?basic(?: melee| ranged)? attack)((?: against [^.;]+?)?)\.\s*that attack is a critical hit\.?$/i, "$1$2 as critical hit", "critical"],
  // "that attack deals +5 radiant damage": a bonus on the attack being made.
  [/^([+-]\d+) (AC|Fort(?:itude)?|Ref(?:lex)?|Will) vs\.? that attack\.?$/i, (all, n: string, d: string) => (defenceName(d) ? `${n} ${defenceName(d)} on that attack` : all), "that attack"],
  // "+10 Damage on that attack. +20 Damage on that attack instead against a Giant target": the difference more against those.
  [
    /^([+-])(\d+) (attack|damage) on that attack\.\s*\1(\d+) \3 on that attack instead against (?:an? )?([A-Z][\w'-]*) targets?\.?$/i,
    (all, sign: string, a: string, stat: string, b: string, keyword: string) =>
      Number(b) > Number(a) ? `${sign}${a} ${stat} on that attack and ${sign}${Number(b) - Number(a)} ${stat} on that attack against ${keyword} targets` : all,
    "instead against",
  ],
  // "+5 damage on that dragon's attack": the attack of the creature the trigger named, the one being made.
  [/\bon that [a-z]+'s attack\b/gi, "on that attack", "'s attack"],
  [/^that attack deals \+(\d+) (?:(\w+) )?damage\.?$/i, (_, n: string, type?: string) => `+${n} ${type ? `${type.toLowerCase()} ` : ""}damage on that attack`, "that attack deals"],
  // "makes a melee basic attack against the target of the charge, at +10 damage, as a free action": the bonus with that attack.
  [/(\battack against [^.;,]+), at ([+-]\d+ (?:damage|attack)),?(?= as an? (?:free|immediate) action|\s*[.;]|$)/gi, "$1 at $2", ", at "],
  // "+10 radiant damage to that target" (after a hit): more damage on the attack that hit it.
  [/^\+(\d+) ((?:\w+ )?damage) to (?:that|the) target\.?$/i, (_, n: string, what: string) => `+${n} ${what.toLowerCase()} on that attack`, "damage to "],
  // "Teleport attacker up to 3 squares", "Slide 3 squares" (no one named: this creature).
  [/^teleport (attacker|the attacker|that enemy|target) up to (\d+) squares?\.?$/i, "$1 teleports $2", "teleport "],
  [/^slide (?:up to )?(\d+) squares?\.?$/i, "slide this creature $1", "slide "],
  // "the enemy that caused (or dealt) the damage", "the enemy" after a trigger about one: that enemy; "that enemy or ally": that creature.
  [/\bthe enemy that (?:caused|dealt) (?:the|that) damage\b/gi, "that enemy", "the enemy that "],
  [/\b(against|vs\.?) (?:the enemy|this enemy|(?:the |that )?attacker)\b/gi, "$1 that enemy", ["the enemy", "this enemy", "attacker"]],
  [/\bthat enemy or ally\b/gi, "that creature", "that enemy or ally"],
  // "Hit or miss, that enemy is Slowed": after the attack that came before, whatever it did.
  [/(^|[.;]\s*)hit or miss,\s*/gi, "$1", "hit or miss,"],
  // "the target of that attack is also pushed 2 squares" (or pulled, or slid): the forced movement (§ Forced-Movement Effects).
  [/\b(?:the )?target of that attack is (?:also )?(pushed|pulled|slid) (?:up to )?(\d+) squares?\b/gi, (_, how: string, n: string) => `${{ pushed: "push", pulled: "pull", slid: "slide" }[how.toLowerCase()]} target of that attack ${n}`, "target of that attack is "],
  // "Destroy that ally": it is destroyed, whatever its hit points (§ Hit Points, Destroyed).
  [/^destroy (that ally|that enemy|that creature|target)\b/i, "$1 is destroyed", "destroy "],
  // "…, then is Dominated and cannot lose Dominated until end of battle": the condition for that long, which nothing else lifts.
  [/,? then is (\w+) and cannot lose \1\b/gi, (all, c: string) => (conditionName(c) ? ` and is ${c}` : all), "cannot lose"],
  // "it is Slowed and Dazed": two conditions, each said with its verb.
  [/\b(is|are) (\w+) and (\w+)\b/gi, (all, verb: string, a: string, b: string) => (conditionName(a) && conditionName(b) ? `${verb} ${a} and ${verb} ${b}` : all), " and "],
  // "This can increase this creature's HP above its starting total, though …": what bonus hit points do anyway (§ Hit Points).
  [/\.?\s*This can increase (?:this creature's|its) HP above its starting total[^.]*\.?$/i, "", "this can increase"],
  // "target is Immobilized and takes ongoing 10 damage (save ends both)": each effect said with its save; the caller joins the saves (togetherSaves).
  // A condition first ("If the attack roll was a natural 17-20, target is …") is not one of the effects.
  [/(^|[.;:]\s*)((?:if [^,.;:]+,\s*)?)([^.;:]+?)\s*\(save ends (?:both|all)\)/gi, (_, lead: string, cond: string, list: string) => `${lead}${cond}${savedEach(list)}`, "(save ends "],
  // "make a basic attack before being destroyed": its own powers act before it leaves play anyway; "once per creature's turn" is once per turn.
  [/ before being destroyed(?=\s*[.;]|$)/gi, "", " before being destroyed"],
  // "until this creature is eliminated": eliminated is destroyed (§ Hit Points, Destroyed).
  [/\buntil this creature is eliminated\b/gi, "until this creature is destroyed", "until this creature is eliminated"],
  [/\bonce per creature's turn\b/gi, "once per turn", "once per creature's turn"],
  // "until end round": a printing slip for until end of round.
  [/\buntil (?:the )?end round\b/gi, "until end of round", "end round"],
  // Printing slips: "(saved ends)", "as in immediate action", "an allied chanpion".
  [/\(saved ends\)/gi, "(save ends)", "(saved ends)"],
  [/\bchanpion\b/gi, "champion", "chanpion"],
  [/\bas in immediate action\b/gi, "as an immediate action", "as in immediate action"],
  // "Dazed until end of turn" with no one named: this creature.
  [/^(dazed|slowed|weakened|immobilized|stunned|confused|blinded)( until .+| \(save ends\))\.?$/i, "This creature is $1$2"],
  // A closing parenthesis left over from the printing: "…and is Immobilized.)".
  [/\)\s*$/, (close, offset: number, all: string) => ((all.slice(0, offset).match(/\(/g) ?? []).length > (all.slice(0, offset).match(/\)/g) ?? []).length ? close : ""), ")"],
];

/**
 * "Score +5 VP, or +10 VP if the enemy is a Champion" after a trigger about an enemy: a
 * trigger for an enemy without a champion rating and one for an enemy with one, each with
 * its score; null otherwise. ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Champion Rating); § Object
 */
export function championScores(trigger: string, effects: string): [string, string][] | null {
  const m = /^(?:you )?score \+?(\d+) ?VP,? or \+?(\d+) ?VP if (?:the|that) enemy is a champion\.?$/i.exec(effects.trim());
  if (!m || !/ enemy$/.test(trigger) || /\bchampion\b/.test(trigger)) return null;
  return [
    [trigger.replace(/ enemy$/, " non-champion enemy"), `you score ${m[1]} VP`],
    [trigger.replace(/ enemy$/, " champion enemy"), `you score ${m[2]} VP`],
  ];
}

/**
 * "Use when an enemy hits this creature: that enemy takes 15 poison damage (30 poison damage
 * instead on a critical hit)": a trigger for the hit that is not critical and one for the
 * critical hit, each with its damage; null otherwise.
 * ddm-battle-rules-2011.txt § Attack Roll (Critical Hits)
 */
export function criticalSplit(trigger: string, effects: string): [string, string][] | null {
  const m = /^(.+? takes?) (\d+) ((?:[a-z]+ )?damage) \((\d+) (?:[a-z]+ )?damage instead on a critical(?: hit)?\)\.?$/i.exec(effects.trim());
  const hit = /^(.+?) hits( (?!with\b).+?)?( with .+)?$/.exec(trigger);
  if (!m || !hit || / (?:while|on natural|that is) /.test(trigger)) return null;
  return [
    [`${trigger} without critical hit`, `${m[1]} ${m[2]} ${m[3]}`],
    [`${hit[1]} scores critical hit${hit[2] ? ` against${hit[2]}` : ""}${hit[3] ?? ""}`, `${m[1]} ${m[4]} ${m[3]}`],
  ];
}

/**
 * "Use when this creature declares an attack: if that attack hits, target is Immobilized",
 * "Use after an enemy resolves a melee attack against this creature: if that attack hit,
 * …": the power waits for the hit itself. Null when the effects do not open so.
 * ddm-battle-rules-2011.txt § Making an Attack
 */
export function onTheHit(trigger: string, effects: string): { trigger: string; effects: string } | null {
  const outcome = outcomes.map(([re, verb]) => [re.exec(effects.trim()), verb] as const).find(([m]) => m);
  if (!outcome) return null;
  const [c, verb] = outcome;
  const said = (c![1] ?? c![2])!;
  // "when an enemy targets this creature with a melee attack: if that attack hits, …": the hit on it.
  const aimed = /^(.+?) targets (.+?) with (.*?attack)$/.exec(trigger);
  if (aimed && verb === "hits") return { trigger: `${aimed[1]} hits ${aimed[2]} with ${aimed[3]}`, effects: said };
  const declared = /^(.+?) (?:declares|resolves) (.*?attack)(?: against (.+))?$/.exec(trigger);
  const attacks = declared ? null : /^(.+?) attacks(?: with (.*?attack))?$/.exec(trigger);
  if (!declared && !attacks) return null;
  const who = (declared ?? attacks)![1]!;
  const atk = declared ? declared[2]! : (attacks![2] ?? "attack");
  // Whom it must destroy or bloody: the one it is made against, else any enemy.
  const whom = declared?.[3] ? ` ${declared[3]}` : verb === "hits" ? "" : " enemy";
  return { trigger: `${who} ${verb}${whom} with ${atk}`, effects: said };
}

/**
 * What the attack must do, as the effects' condition says it ("if that attack hits", "if that
 * attack destroys an enemy", "if that attack caused its target to become bloodied"), and the
 * trigger's verb for it (§ Hit Points, Bloodied and Destroyed).
 */
const outcomes: [RegExp, string][] = [
  [/^if (?:that|the) attack (?:hits|hit),?\s*(.+)$/i, "hits"],
  [/^if (?:that|the) attack (?:destroys|destroyed|kills) (?:an? enemy|its target|the target|that enemy),?\s*(.+)$/i, "destroys"],
  // "You score 5 VP for each enemy destroyed by that attack": one score for each enemy it destroys.
  [/^((?:you )?score \+?\d+ ?vp) for each enemy (?:destroyed|killed) by (?:that|the) attack$/i, "destroys"],
  [/^if (?:that|the) attack (?:caused|causes) (?:its|the) target to become bloodied,?\s*(.+)$|^if (?:that|the) attack bloodie[sd] (?:an? enemy|its target|the target),?\s*(.+)$/i, "bloodies"],
];

/**
 * "That enemy takes 15 fire damage or 15 necrotic damage", "this creature heals 20 HP or
 * recharges its Crushing Blow", "… OR this creature has +10 damage until end of turn": a
 * choice between two effects, the power's player picking as it resolves (the language's
 * "either … or …"). The second may leave out what the first said: its subject, or its
 * subject and verb. `read` reads one alternative. Null when the text is not such a choice,
 * or when the choice is the opponent's.
 * ddm-battle-rules-2011.txt § Activated Powers (choosing among a power's effects); § Resolving Effects
 */
export function eitherEffects(text: string, read: (t: string) => string | null): string | null {
  const t = text.trim().replace(/\.$/, "");
  if (/\bopponent's choice\b/i.test(t)) return null;
  // "One enemy takes 10 cold, fire, or lightning damage (choose one)": a choice among the damage types.
  const typed = /^(.+? takes?) (\d+) ([a-z]+(?:, [a-z]+)*),? or ([a-z]+) damage(?: \((?:choose one|your choice)\))?$/i.exec(t);
  const types = typed ? [...typed[3]!.split(", "), typed[4]!].map((x) => x.toLowerCase()) : [];
  if (typed && types.every((x) => damageTypes.has(x))) {
    const each = readEach(types, (type) => read(`${typed[1]} ${typed[2]} ${type} damage`));
    return each ? `either ${each.map(wrapped).join(" or ")}` : null;
  }
  const plain = t.replace(/\s*\((?:your|player's) choice\)\s*$/i, "");
  // Capital OR first: "this creature or an adjacent ally loses … OR this creature has …" splits at the capitals.
  const seps = /\sOR\s/.test(plain) ? [/\sOR\s/g] : [/\sor\s/g];
  for (const sep of seps) {
    for (const m of plain.matchAll(sep)) {
      const a = plain.slice(0, m.index).trim();
      const b = plain.slice(m.index! + m[0].length).trim();
      const first = read(a);
      if (!first) continue;
      const second = read(b) ?? read(`${subjectAndVerb(a, b)}${b}`);
      if (second) return `either ${wrapped(first)} or ${wrapped(second)}`;
    }
  }
  return null;
}

/** What the second alternative left out: "that enemy takes " before "15 necrotic damage", "this creature " before "recharges …". */
function subjectAndVerb(first: string, second: string): string {
  const verb = /^(.+?\b(?:takes?|is|are|has|have|gains?|gets?))\s/i.exec(first);
  if (/^(?:\d|ongoing\b)/i.test(second) && verb) return `${verb[1]} `;
  const subject = /^(.+?)\s(?:takes?|heals?|regains?|recharges?|shifts?|slides?|pushes|pulls|is|are|has|have|gains?|gets?|makes?|moves?|teleports?)\b/i.exec(first);
  return subject ? `${subject[1]} ` : "";
}

/** An alternative of several effects, or with an "or" of its own, goes in parentheses. */
const wrapped = (effects: string) => (/ (?:and|or) /.test(effects) ? `(${effects})` : effects);

/** "A and B" ended by one "(save ends both)": "A (save ends) and B (save ends)"; plain damage takes no duration. */
function savedEach(list: string): string {
  const parts = list.split(/,\s*(?:and\s+)?|\s+and\s+/);
  return parts.map((p) => (/\btakes? \d+ (?:\w+ )?damage$/i.test(p) ? p : `${p} (save ends)`)).join(" and ");
}

/**
 * The saves of a line the card ended with "(save ends both)" (read one per effect by
 * regularEffects) made one again: every "(save ends)" of the line is "(save ends both)",
 * so one saving throw ends them all (ddm-battle-rules-2011.txt § Saving Throws).
 */
export function togetherSaves(card: string, effects: string): string {
  return /\(save ends (?:both|all)\)/i.test(card) ? effects.replace(/ \(save ends\)/g, " (save ends both)") : effects;
}

/**
 * "this creature bloodies or destroys an enemy", "this creature misses with an attack or
 * fails a saving throw", "damaged by an attack, or at start of this creature's turn": two
 * triggers joined by "or", each said whole (the subject, the verb or the object the second
 * leaves out taken from the first). `reads` says whether a trigger reads; null unless both do.
 * ddm-battle-rules-2011.txt § Activated Powers; § Automatic Powers
 */
export function eitherTrigger(trigger: string, reads: (t: string) => boolean): [string, string] | null {
  const t = trigger.trim();
  const both = (a: string, b: string): [string, string] | null => (reads(a) && reads(b) ? [a, b] : null);
  const comma = /^(.+?),? or (at (?:start|end) of .+)$/i.exec(t) ?? /^(.+?), or (.+)$/i.exec(t);
  // "an enemy charges this creature, or an adjacent enemy shifts or provokes …": the part after the comma may be two triggers itself.
  if (comma) return reads(comma[1]!) && (reads(comma[2]!) || eitherTrigger(comma[2]!, reads) !== null) ? [comma[1]!, comma[2]!] : null;
  for (const m of t.matchAll(/ or /g)) {
    const a = t.slice(0, m.index).trim();
    const b = t.slice(m.index + m[0].length).trim();
    const party = readParty(a);
    if (!party || !party.rest) continue;
    // "this creature's basic melee attack destroys an enemy or …": the attack is the subject the second verb takes.
    const whose = /^'s ((?:[a-z]+ ){0,3}?attack) (?=[a-z]+s )/i.exec(party.rest);
    const rest = whose ? party.rest.slice(whose[0].length) : party.rest;
    const subject = a.slice(0, a.length - rest.length).trim();
    // "bloodies or destroys an enemy": the first verb takes the second's object.
    const verbOnly = /^[a-z]+s$/i.test(rest) ? both(`${a} ${b.split(" ").slice(1).join(" ")}`, `${subject} ${b}`) : null;
    if (verbOnly) return verbOnly;
    // "misses with an attack or fails a saving throw": the second takes the first's subject; "destroys an enemy or
    // causes it to become bloodied": "it" is the first's object, not its subject.
    const object = /^[a-z]+s ((?:an?|that|the|each) [^,]+)$/i.exec(rest)?.[1];
    const verb = both(a, `${subject} ${object ? b.replace(/^(causes|makes|forces) it\b/i, `$1 ${object}`) : b}`);
    if (verb) return verb;
    // "rolls an attack roll or saving throw": the second takes the first's subject and verb.
    const said = /^([a-z]+s) /i.exec(rest);
    const twoObjects = said ? both(a, `${subject} ${said[1]} ${/^(?:an?|the) /i.test(b) ? b : `a ${b}`}`) : null;
    if (twoObjects) return twoObjects;
  }
  return null;
}

/** "Re-roll that attack roll or saving throw": the attack's roll after a trigger about an attack, the save after one about a save. */
export function effectsForTrigger(effects: string, trigger: string): string {
  const save = /\b(?:saving throw|save)\b/i.test(trigger);
  return effects.replace(/\bthat attack(?: roll)? or (?:that )?saving throw\b/gi, save ? "that saving throw" : "that attack roll");
}
