// Effect lists from card text ("25 damage AND Immobilized AND push 2 squares") into
// warband effect phrases ("25 damage and Immobilized and push 2"). A part the reader
// does not know makes the whole list unreadable: a power is structured whole or kept
// as text, never half guessed.
import { pattern } from "./patterns.js";
import { rememberedBy } from "./remembered.js";
import { cardConditionWord } from "./card-conditions.js";

/** DDM damage types (ddm-battle-rules-2011.txt § Damage Types). */
export const damageTypes = new Set(["acid", "cold", "fire", "force", "lightning", "necrotic", "poison", "psychic", "radiant", "thunder"]);

/**
 * A damage type by its rulebook name, lower case; null if the word is none. An old card's
 * "Electricity" is lightning: the older edition's name for it, which the same cards' attacks
 * deal as lightning damage (warband's own reading: ddm-battle-rules-2011.txt § Resistance and Vulnerability knows lightning, not electricity).
 */
export function damageTypeOf(w: string): string | null {
  const t = w.toLowerCase();
  return t === "electricity" ? "lightning" : damageTypes.has(t) ? t : null;
}

/**
 * Conditions by their 2011 names; old cards' Enervated is Weakened and Staggered is Dazed.
 * ddm-battle-rules-2011.txt § Conditions; § Appendix A (Old Condition Names)
 */
const conditionNames: Record<string, string> = {
  blinded: "Blinded",
  confused: "Confused",
  dazed: "Dazed",
  dominated: "Dominated",
  helpless: "Helpless",
  immobilized: "Immobilized",
  slowed: "Slowed",
  // "Immune Slow": the condition by an older name.
  slow: "Slowed",
  stunned: "Stunned",
  weakened: "Weakened",
  enervated: "Weakened",
  staggered: "Dazed",
};

export function conditionName(w: string): string | null {
  return conditionNames[w.toLowerCase()] ?? cardConditionWord(w);
}

const typeRe = `(${[...damageTypes].join("|")})`;
const lasting = String.raw`(until (?:the )?end of (?:the )?(?:battle|round|(?:its|this creature's) next turn))`;

/**
 * "Until end of battle, whenever that enemy takes radiant damage, it takes 5 additional
 * radiant damage": Vulnerable 5 radiant for that while, as the rule words it (X more damage
 * of the type whenever it takes damage of that type); "until end of round, any attack or
 * effect that deals acid damage deals 15 additional acid damage": every creature's, the
 * power's owner's too. ddm-battle-rules-2011.txt § Vulnerable X Damage
 */
const takesMoreRe = new RegExp(String.raw`\b${lasting},? whenever (that enemy|that ally|that creature|the target|target) takes ${typeRe} damage,? (?:it|that (?:enemy|ally|creature)) takes (\d+) (?:additional|extra|more) (?:\3 damage|damage of that type)\b`, "gi");
const dealsMoreRe = new RegExp(String.raw`\b${lasting},? (?:any|each) attack or effect that deals ${typeRe} damage (?:deals|does) (\d+) (?:additional|extra|more) \2 damage\b`, "gi");
export function asVulnerability(text: string): string {
  return text
    .replace(
      takesMoreRe,
      (_m, d: string, who: string, type: string, n: string) => `${who} has Vulnerable ${n} ${type.toLowerCase()} ${d.toLowerCase()}`,
    )
    .replace(
      dealsMoreRe,
      (_m, d: string, type: string, n: string) => `this creature and each creature have Vulnerable ${n} ${type.toLowerCase()} ${d.toLowerCase()}`,
    );
}
/** "until this creature is destroyed", "until this creature takes lightning damage or is bloodied", "until this creature is hit by an attack": ended by what befalls the effect's source. */
const sourceEnds = String.raw`until this creature (?:takes (?:\w+ )?damage|is (?:first )?bloodied|is destroyed|is hit by an attack)(?: or (?:takes (?:\w+ )?damage|is (?:first )?bloodied|is destroyed|is hit by an attack))*|until it ends its turn \d+ or more squares from (?:this creature|all [A-Z][\w-]* enemies)|until this creature ends its turn not adjacent to it`;
const sourceEndsRe = new RegExp(`^(?:${sourceEnds})$`, "i");

/** "until they are first bloodied", "until it becomes bloodied": until the creature holding the effect becomes bloodied. */
const holderBloodied = String.raw`until (?:it (?:is|becomes)|they (?:are|become)) (?:first )?bloodied`;
const holderBloodiedRe = new RegExp(`^${holderBloodied}$`);

/** "until (after) it attacks|makes an attack|moves|takes damage|is not adjacent to this creature" as a regular expression's alternative (see untilActs). */
export const untilTail = String.raw`(?:until (?:after )?it (?:(?:first )?makes an attack|resolves an attack|attacks|moves(?: or (?:attacks|(?:makes|resolves) an attack))?|takes damage|is attacked|hits(?: with an attack)?|(?:targets|attacks) this creature(?: with an attack)?|is not adjacent to this creature|is \d+ or more squares from this creature)|${holderBloodied}|${sourceEnds}|on its next attack(?: roll)?)`;

// The other endings of endingWords, made once: whom they speak of, then each printing.
const endingWho = String.raw`(?:the )?(?:target|affected creature|it)`;
const endsOnDamageRe = new RegExp(String.raw`\(save ends(?: both| all)?(?:,|;|,? or|;? also)+ (?:ends )?(?:when|if) ${endingWho} takes damage(?:\)|(?=\.?$))`, "gi");
const untilDamageRe = new RegExp(String.raw`\buntil ${endingWho} takes damage \(save ends\)`, "gi");
const endsApartRe = new RegExp(String.raw`\((?:also )?ends (?:when|if) ${endingWho} (?:becomes non-adjacent|is (?:no longer|not) adjacent|becomes not adjacent) to this creature\)`, "gi");
const endsAwayRe = new RegExp(String.raw`\(save ends(?:,|;|,? or|;? also)+ (?:ends )?(?:when|if) ${endingWho} (?:becomes|is) (\d+) or more squares (?:away|distant) from this creature\)`, "gi");

/**
 * The ways cards print a condition's other ending, in the words the duration reader
 * knows: "(save ends, damage ends)", "(save ends; also ends if target takes damage)",
 * "Helpless until affected creature takes damage (save ends)" → "(save ends) or until it
 * takes damage"; "(ends if target becomes non-adjacent to this creature)" → "until it is not
 * adjacent to this creature"; "(save ends; also ends if affected creature is 4 or more
 * squares distant from this creature)" → "(save ends) or until it is 4 or more squares from
 * this creature". A closing parenthesis the card forgot at the end is put back.
 * ddm-battle-rules-2011.txt § Conditions (Duration: Save Ends; Until Trigger)
 */
export function endingWords(text: string): string {
  return text
    .replace(endsOnDamageRe, "(save ends) or until it takes damage")
    .replace(/\(save ends,\s*damage ends\)/gi, "(save ends) or until it takes damage")
    .replace(untilDamageRe, "(save ends) or until it takes damage")
    .replace(/\(save ends(?:,|;|,? or|;? also)+ (?:ends )?(?:when|if) this creature is (?:no longer|not) adjacent(?: to (?:the )?target)?(?:\)|(?=\.?$))/gi, "(save ends) or until it is not adjacent to this creature")
    .replace(endsApartRe, "until it is not adjacent to this creature")
    .replace(endsAwayRe, "(save ends) or until it is $1 or more squares from this creature");
}

/** Durations the language knows, from the ways cards print them. */
export function duration(said: string | undefined): string | null | undefined {
  if (said === undefined || said === "") return "";
  // "until this creature is first bloodied": until it becomes bloodied, as a trigger says "first" (phrases.ts).
  const raw = said.replace(/\bis first bloodied\b/i, "is bloodied");
  const d = raw.trim().toLowerCase().replace(/\bthe\b\s*/g, "").replace(/\s+/g, " ");
  if (/^\(save ends( both| all)?\)$/.test(d)) return "(save ends)";
  // "(move action ends)": its creature ends it by spending that action (§ Conditions, Duration).
  if (/^\((move|attack) action ends\)$/.test(d)) return d;
  // "(save ends) or until it takes damage": whichever comes first.
  const or = /^\(save ends( both| all)?\) or (until .+)$/.exec(d);
  if (or) {
    // "… or until this creature is destroyed": ended too by what befalls the effect's source.
    const until = untilActs(or[2]!) ?? (sourceEndsRe.test(or[2]!) ? or[2]! : null);
    return until ? `(save ends) or ${until}` : null;
  }
  if (/^until end of (its|target's|that enemy's|that creature's|that ally's) next turn$/.test(d)) return "until end of its next turn";
  // "until start of its turn": the next start of its turn comes first, which is its next turn's.
  if (/^until start of (its|target's|that enemy's|that creature's|that ally's) (?:next )?turn$/.test(d)) return "until start of its next turn";
  if (/^until (end|start) of this creature's next turn$/.test(d)) return `until ${d.split(" ")[1]} of this creature's next turn`;
  // "until start of this creature's turn", said before that turn: its next start, as for "its turn" above.
  if (/^until start of this creature's turn$/.test(d)) return "until start of this creature's next turn";
  // "until end of its next turn or until after it makes an attack": whichever comes first.
  const either = /^(until (?:end|start) of .+?) or (until .+)$/.exec(d);
  if (either) {
    // "… or until this creature is destroyed": ended too by what befalls the effect's source.
    const [first, then] = [duration(either[1]!), untilActs(either[2]!) ?? (sourceEndsRe.test(either[2]!) ? either[2]! : null)];
    return first && then && !/ or /.test(first) ? `${first} or ${then}` : null;
  }
  if (/^until end of this creature's turn$/.test(d)) return "until end of this creature's turn";
  if (/^until end of (this )?turn$/.test(d)) return "until end of turn";
  // "until start of your next turn": a player's turn (§ Rounds and Turns).
  if (/^until start of your next turn$/.test(d)) return "until start of your next turn";
  if (/^until end of (this )?round$/.test(d)) return "until end of round";
  if (/^until end of next round$/.test(d)) return "until end of next round";
  if (sourceEndsRe.test(raw.trim())) return raw.trim().replace(/\s+/g, " ").replace(/^until/i, "until");
  if (/^until end of (this )?battle$/.test(d)) return "until end of battle";
  // "until it ends its turn farther away from this creature (than its starting position that turn)": than where that turn began.
  if (/^until it ends its turn (?:farther|further) (?:away )?from this creature(?: than (?:its|the) starting (?:position|square)(?: (?:that|of that|this) turn)?)?$/.test(d)) return "until it ends its turn farther from this creature";
  return untilActs(d);
}

/**
 * "until after it attacks", "until it makes an attack", "until it moves or resolves an
 * attack", "until it takes damage": until the affected creature does it (the language's
 * "until it attacks|moves|takes damage"); null for any other wording.
 * ddm-battle-rules-2011.txt § Conditions (Duration)
 */
function untilActs(d: string): string | null {
  const attacks = String.raw`(?:attacks|(?:first )?makes an attack|resolves an attack)`;
  if (pattern(`^until (?:after )?it ${attacks}$`).test(d)) return "until it attacks";
  if (pattern(`^until it moves or ${attacks}$`).test(d)) return "until it moves or attacks";
  if (/^until it moves$/.test(d)) return "until it moves";
  // "-5 Attack on its next attack roll": until its next attack has resolved.
  if (/^on its next attack(?: roll)?$/.test(d)) return "until it attacks";
  if (/^until it takes damage$/.test(d)) return "until it takes damage";
  if (/^until it is attacked$/.test(d)) return "until it is attacked";
  if (holderBloodiedRe.test(d)) return "until it becomes bloodied";
  // "until after it hits with an attack" (the rulebook's Zehir's Eye); "until it targets this creature with an attack".
  if (/^until (?:after )?it hits(?: with an attack)?$/.test(d)) return "until after it hits with an attack";
  if (/^until it (?:targets|attacks) this creature(?: with an attack)?$/.test(d)) return "until it targets this creature with an attack";
  // Until it and the effect's source part (§ Conditions, Duration: Until Trigger).
  if (/^until it is not adjacent to this creature$/.test(d)) return "until it is not adjacent to this creature";
  const far = /^until it is (\d+) or more squares from this creature$/.exec(d);
  if (far && Number(far[1]) >= 2) return `until it is ${far[1]} or more squares from this creature`;
  return null;
}

const kinds = "(melee|ranged|close|area)";
const stats: Record<string, string> = { attack: "attack", ac: "AC", speed: "speed", damage: "damage", fort: "Fort", fortitude: "Fort", ref: "Ref", reflex: "Ref", will: "Will", defenses: "defenses", defences: "defenses" };
// The forms of modifierPhrases, made once: an attack kind, said after the parts; a typed damage bonus; a bonus to a statistic.
const kindRe = new RegExp(kinds, "i");
const kindTailRe = new RegExp(` (?:with|on) ${kinds} attacks$`, "i");
/** "with basic melee attacks", "on its basic melee attack" ({b} is "basic melee"): the creature's basic attacks (of that kind). */
const basicTailRe = / (?:with|on) (?:its |their |an? )?basic(?: (melee|ranged))? attacks?$/i;
// "+5 radiant melee Damage" (the type before the kind, as "+5 radiant {m} Damage" prints) reads as "+5 melee radiant damage".
const typedBonusRe = new RegExp(`^([+-]\\d+) (?:${kinds} )?(\\w+) (?:${kinds} )?damage(?: (?:with|on|to) ${kinds} attacks)?$`, "i");
const statBonusRe = new RegExp(`^([+-]\\d+) (?:to )?(?:all )?(?:${kinds} )?(attack|ac|speed|damage|fort|fortitude|ref|reflex|will|defenses|defences|def(?:\\((fort|ref|will)\\))?)(?: rolls?)?(?: (?:with|on|to) ${kinds} attacks)?$`, "i");

/**
 * "+2 AC", "-1 Attack", "+5 melee damage", "-2 to all defenses", "+4 DEF" (Fort, Ref and
 * Will, ddm-battle-rules-2011.txt § Appendix A) as the language's modifiers; null if a
 * part is not one.
 */
export function modifierPhrases(text: string): string[] | null {
  const parts = splitParts(text);
  // "+2 Attack and +5 Damage with {m} attacks": the kind at the end is said of every part.
  const tail = basicTailRe.exec(parts[parts.length - 1] ?? "") ?? kindTailRe.exec(parts[parts.length - 1] ?? "");
  if (tail && parts.length > 1) for (let i = 0; i < parts.length - 1; i++) if (!kindRe.test(parts[i]!) && !/\bbasic\b/i.test(parts[i]!)) parts[i] = `${parts[i]}${tail[0]}`;
  const out: string[] = [];
  for (const part of parts) {
    // "+5 poison damage on its {b} attack": a bonus on its basic attacks only (compiler/primitives/modifiers.ts).
    const basic = basicTailRe.exec(part.trim());
    if (basic) {
      const read = modifierPhrases(part.trim().slice(0, basic.index));
      if (!read || read.length !== 1 || / with /.test(read[0]!)) return null;
      out.push(`${read[0]} with basic ${basic[1] ? `${basic[1].toLowerCase()} ` : ""}attacks`);
      continue;
    }
    const typed = typedBonusRe.exec(part.trim());
    if (typed && damageTypes.has(typed[3]!.toLowerCase())) {
      // "+5 radiant damage": bonus damage of a type (compiler/primitives/typed-damage.ts).
      const kind = (typed[2] ?? typed[4] ?? typed[5])?.toLowerCase();
      out.push(`${typed[1]} ${typed[3]!.toLowerCase()} damage${kind ? ` with ${kind} attacks` : ""}`);
      continue;
    }
    // "-5 damage (minimum 5)", "-10 Damage (minimum 5 damage)": a damage penalty that leaves a hit at least that much.
    const floor = /^([+-]\d+) damage \(minimum (\d+)(?: damage)?\)$/i.exec(part.trim());
    if (floor) {
      out.push(`${floor[1]} damage (minimum ${floor[2]})`);
      continue;
    }
    // "+2 to saving throws" (compiler/primitives/save-bonus.ts; § Saving Throws).
    const saves = /^([+-]\d+) (?:to |on )?(?:saving throws|saves)$/i.exec(part.trim());
    if (saves) {
      out.push(`${saves[1]} to saving throws`);
      continue;
    }
    // "Resist Fire reduced by 15" (compiler/primitives/modifiers.ts resist-reduced).
    const cut = /^resist (\w+) (?:is )?reduced by (\d+)$/i.exec(part.trim());
    if (cut && damageTypes.has(cut[1]!.toLowerCase())) {
      out.push(`resist ${cut[1]!.toLowerCase()} reduced by ${cut[2]}`);
      continue;
    }
    // "+1 champion rating": uses of champion powers and the initiative test (§ Champion Powers).
    const rating = /^([+-]\d+) champion rating$/i.exec(part.trim());
    if (rating) {
      out.push(`${rating[1]} champion rating`);
      continue;
    }
    const m = statBonusRe.exec(part.trim());
    if (!m) return null;
    const kind = (m[2] ?? m[5])?.toLowerCase();
    const with_ = kind ? ` with ${kind} attacks` : "";
    const stat = m[3]!.toLowerCase();
    if (stat === "def") out.push(`${m[1]} Fort${with_}`, `${m[1]} Ref${with_}`, `${m[1]} Will${with_}`);
    else if (stat.startsWith("def(")) out.push(`${m[1]} ${stats[m[4]!.toLowerCase()]}${with_}`);
    else out.push(`${m[1]} ${stats[stat]}${with_}`);
  }
  return out;
}

const durationTail = String.raw`(\((?:save ends(?: both| all)?)\)(?: or ${untilTail})?|\((?:move|attack) action ends\)|until (?:the )?(?:end|start) of [\w' ]+|${untilTail})?`;

/** Where a part ends (splitParts): looked for at each place ("y", sticky), not in a copy of the rest. */
const partSeparator = /\s+and\s+|,\s+and\s+|,\s*|\s*;\s*/iy;

/** Split at AND / and / commas / semicolons, keeping parenthesised parts whole. */
export function splitParts(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  const t = text.trim();
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c === "(") depth++;
    if (c === ")") depth = Math.max(0, depth - 1);
    if (depth === 0) {
      partSeparator.lastIndex = i;
      const sep = partSeparator.exec(t);
      if (sep) {
        out.push(t.slice(from, i).trim());
        i += sep[0].length - 1;
        from = i + 1;
      }
    }
  }
  const last = t.slice(from).trim();
  if (last) out.push(last);
  return out;
}

/** "10 damage", "10 + 5 cold damage", "5 acid + 5 cold + 5 fire damage": amounts, each with its own type. */
const damageRe = /^(\d+(?: [a-z]+)?(?:\s*\+\s*\d+(?: [a-z]+)?)*)\s+damage$/i;
/** "5 cold + 5 fire + 5 necrotic": a sum of typed amounts printed without the word damage. */
const typedSumRe = /^(\d+ [a-z]+(?:\s*\+\s*\d+ [a-z]+)+)$/i;
/** "10 + 5 ongoing poison damage (save ends)": base damage, then ongoing damage. */
const baseAndOngoingRe = new RegExp(String.raw`^(\d+) \+ ?(\d+ ongoing(?: \w+)? damage\s*(?:\(save ends(?: both| all)?\))?)$`, "i");

/** The parts of a damage sum, each "N type" or "N"; null if a word is not a damage type. */
function damageSum(text: string): string | null {
  const parts = text.split(/\s*\+\s*/).map((x) => /^(\d+)(?: ([a-z]+))?$/i.exec(x.trim()));
  if (parts.some((m) => !m)) return null;
  const out: string[] = [];
  for (const m of parts) {
    const t = typed(m![2]);
    if (t === null) return null;
    out.push(`${m![1]} ${t}`.trim());
  }
  return `${out.join(" + ")} damage`;
}
const ongoingRe = new RegExp(String.raw`^(?:ongoing (\d+)|(\d+) ongoing)(?: (\w+))? damage\s*${durationTail}$`, "i");
// "target is Slowed", "is Slowed" (after another effect on the target: "target cannot attack AND is Slowed").
const conditionRe = new RegExp(String.raw`^(?:(?:(?:the )?target )?(?:is|becomes) (?:also )?)?(\w+)\s*${durationTail}$`, "i");
// "pull target exactly 3 squares": the whole distance (compiler/primitives/effects.ts, pull-exactly).
const forcedRe = /^(push|pull|slide)(?: (?:the |that )?(?:target|enemy|creature))?( up to| exactly)? (\d+)(?: squares?)?$/i;

function typed(t: string | undefined): string | null | undefined {
  if (t === undefined) return "";
  return damageTypes.has(t.toLowerCase()) ? `${t.toLowerCase()} ` : null;
}

/**
 * One effect part, or null when it is not a form the language has. Worked out once for
 * each part and shared duration: on the DDM card list a part is read about five times
 * over (each reader that tries an effect list reads its parts).
 */
export function effectPart(part: string, sharedDuration: string): string | null {
  return partRemembered(part, sharedDuration);
}
const partRemembered = rememberedBy((part: string, sharedDuration: string) => `${sharedDuration}\0${part}`, readEffectPart);

function readEffectPart(part: string, sharedDuration: string): string | null {
  const p = part.replace(/\.$/, "").trim();
  // "10 + 5 cold damage", "10 thunder + 10 lightning damage": each part keeps its own type.
  let m = damageRe.exec(p) ?? typedSumRe.exec(p);
  if (m) {
    const sum = damageSum(m[1]!);
    if (sum) return sum;
  }
  // Base damage and ongoing damage in one sum: the ongoing part is not base damage (§ Applying Damage, Base Damage).
  m = baseAndOngoingRe.exec(p);
  if (m) {
    const ongoing = effectPart(m[2]!, sharedDuration);
    return ongoing ? `${m[1]} damage and ${ongoing}` : null;
  }
  m = ongoingRe.exec(p);
  if (m) {
    const t = typed(m[3]);
    if (t === null) return null;
    // Ongoing damage lasts until a save (ddm-battle-rules-2011.txt § Ongoing Damage) unless the card ends it otherwise.
    const own = duration(m[4]);
    const ends = own && own !== "(save ends)" ? own : /^until it is |^\(save ends\) or /.test(sharedDuration) ? sharedDuration : "(save ends)";
    return `ongoing ${m[1] ?? m[2]} ${t}${ends}`.replace("  ", " ");
  }
  // ddm-battle-rules-2011.txt § Opportunity Attacks
  if (/^(?:the )?target provokes opportunity attacks$/i.test(p)) return "the target provokes opportunity attacks";
  m = forcedRe.exec(p);
  if (m) return `${m[1]!.toLowerCase()}${m[2]?.trim() === "exactly" ? " exactly" : ""} ${m[3]}`;
  const timed = timedModifier(p, sharedDuration) ?? cumulativeModifier(p) ?? restrictionFor(p, sharedDuration);
  if (timed) return timed;
  m = conditionRe.exec(p);
  if (m) {
    const c = conditionName(m[1]!);
    const d = duration(m[2]);
    if (!c || d === null) return null;
    return d === "" && sharedDuration ? `${c} ${sharedDuration}` : `${c}${d ? ` ${d}` : ""}`;
  }
  return null;
}

// "to each ally": to every creature attacking it from this creature's side, as any grant (triggered.ts reads it so too).
const grantsRe = new RegExp(String.raw`^(?:the )?target grants combat advantage(?: to (?:all )?enemies| to (?:each|every|all) all(?:y|ies)| to allies)?\s*${durationTail}$`, "i");
const timedRe = new RegExp(String.raw`^(?:(?:the )?(target|this creature) (?:has|gets|gains|takes) )?(.+?)\s*${durationTail}$`, "i");

/**
 * "the target has -2 Attack until end of its next turn", "-2 AC (save ends)", "this
 * creature gets +2 AC until end of round", "takes a -2 penalty to attack rolls …": a
 * modifier for a while, each one with its own duration; null when it is not one.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Conditions (Duration)
 */
export function timedModifier(part: string, sharedDuration: string): string | null {
  // "target grants combat advantage until end of its next turn" (§ Combat Advantage).
  const ca = grantsRe.exec(part.replace(/\.$/, "").trim());
  if (ca) {
    const d = duration(ca[1]);
    return d ? `the target grants combat advantage ${d}` : null;
  }
  // "target's Resist Fire is reduced by 15 (save ends)": said as the target having it (compiler/primitives/modifiers.ts resist-reduced).
  const said = part.replace(/\.$/, "").trim().replace(/^(?:the )?(target|this creature)'s (resist \w+) is reduced by (\d+)\b/i, "$1 has $2 reduced by $3");
  const m = timedRe.exec(said);
  if (!m) return null;
  const d = duration(m[3]);
  const dur = d || sharedDuration;
  if (d === null || !dur) return null;
  const what = m[2]!.replace(/^an? ([+-]\d+) (?:bonus|penalty) (?:to|on) /i, "$1 ");
  // "the target has -4 Attack against this creature", "-4 Attack against it" (the target's, against the attacker):
  // a penalty fixed on the creature whose power gave it (compiler/primitives/chosen.ts bonus-against-source).
  const source = m[1]?.toLowerCase() !== "this creature" ? / (?:against|vs\.?) (?:this creature|it)$/i.exec(what) : null;
  const mods = modifierPhrases(source ? what.slice(0, source.index) : what);
  if (!mods) return null;
  const who = m[1] ? `${m[1].toLowerCase().replace(/^target$/, "the target")} gets ` : "";
  return mods.map((x) => `${who}${x}${source ? " against this creature" : ""} ${dur}`).join(" and ");
}

/** What cards forbid for a while, as the core actions' names (content/ddm/core/actions.wb). */
export const forbidden: [RegExp, string][] = [
  [/^(?:attack|make attacks)$/i, "attack"],
  [/^make opportunity attacks$/i, "make opportunity attacks"],
  // "cannot heal or gain HP": regaining hit points is healing (§ Hit Points, Healing).
  [/^heal(?: hp)?(?: or (?:re)?gain (?:hp|hit points))?$/i, "heal"],
  [/^(shift|charge)$/i, "$1"],
  // "cannot move": no moving on its own, as Immobilized (§ Immobilized).
  [/^move$/i, "move"],
  [/^take (?:any )?actions$/i, "take actions"],
  // "cannot use champion powers" (§ Champion Powers).
  [/^use champion powers$/i, "use champion powers"],
];
/** The core action's name for what a card forbids ("make attacks" → attack), or null when it is none of those. */
export function forbiddenAction(said: string): string | null {
  const verb = forbidden.find(([re]) => re.test(said.trim()));
  return verb ? said.trim().replace(verb[0], verb[1]).toLowerCase() : null;
}

const restrictionRe = new RegExp(String.raw`^(?:(?:the )?(target|affected creatures?|this creature) )?(?:cannot|can't|may not) ([a-z ]+?)\s*${durationTail}$`, "i");

/**
 * "target cannot heal (save ends)", "Target may not make attacks (save ends)", "until end of
 * round, affected creatures cannot make opportunity attacks": an action forbidden for a while.
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Conditions (Duration)
 */
function restrictionFor(part: string, sharedDuration: string): string | null {
  const first = /^(until [\w' ]+?),\s*(.+)$/i.exec(part);
  const m = restrictionRe.exec(first ? `${first[2]} ${first[1]}` : part);
  if (!m) return null;
  // "target cannot attack this creature (save ends)": no attack of the target's against the attacker (chosen.ts cannot-attack-source).
  const self = /^this creature$/i.test(m[1] ?? "");
  const verb = !self && /^(?:attack|make attacks against) this creature$/i.test(m[2]!.trim()) ? "attack this creature" : forbiddenAction(m[2]!);
  const d = duration(m[3]);
  const dur = d || sharedDuration;
  if (!verb || d === null || !dur) return null;
  const who = m[1] ? (self ? "this creature " : "the target ") : "";
  return `${who}cannot ${verb} ${dur}`;
}

const cumulativeRe = /^(?:(?:the )?(target|this creature|attacker) (?:has|gets|gains) )?cumulative (.+?)(?:\s*\(max(?:imum)?\.? ([+-]\d+)(?: [a-z]+)?\))?\s*(until .+|\(save ends\))$/i;

/**
 * "this creature has cumulative +1 Attack until end of battle", "target has cumulative -2 AC
 * (maximum -6) until end of battle": one modifier that adds up over the power's uses.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects)
 */
export function cumulativeModifier(part: string): string | null {
  const m = cumulativeRe.exec(part);
  const mods = m ? modifierPhrases(m[2]!) : null;
  const d = m ? duration(m[4]) : null;
  if (!m || !mods || mods.length !== 1 || !d) return null;
  const who = m[1] ? `${m[1].toLowerCase().replace(/^target$/, "the target")} gets ` : "";
  return `${who}cumulative ${mods[0]}${m[3] ? ` (maximum ${m[3]})` : ""} ${d}`;
}

const defenceWord = String.raw`(?:AC|Fort\w*|Ref\w*|Will)`;
const defenceListRe = new RegExp(String.raw`([+-]\d+) to (${defenceWord}(?:, ${defenceWord})*,? and ${defenceWord})\b`, "gi");

/** "-2 to Reflex, Fortitude and Will": the amount said of each defence ("-2 Reflex, -2 Fortitude and -2 Will"). */
function defenceLists(text: string): string {
  return text.replace(defenceListRe, (_m, n: string, list: string) =>
    list
      .split(/,? and |, /)
      .map((d) => `${n} ${d}`)
      .join(", "),
  );
}

const bareModifierRe = /^(?:(?:the )?(target|this creature) (?:has|gets|gains|takes) )?([+-]\d+ [\w ]+)$/i;

/**
 * "target has -2 Fortitude, -2 Reflex, and -2 Will until end of its next turn": modifiers
 * listed before the one that states the duration share it, and the subject the first one
 * names; the parts are otherwise unchanged.
 */
function modifierChains(parts: string[]): string[] {
  const out = [...parts];
  for (let i = out.length - 1; i > 0; i--) {
    const timed = timedRe.exec(out[i]!.trim());
    if (!timed || !timed[3] || timed[1] || !modifierPhrases(timed[2]!)) continue;
    let j = i;
    while (j > 0 && bareModifierRe.test(out[j - 1]!.trim()) && modifierPhrases(bareModifierRe.exec(out[j - 1]!.trim())![2]!)) j--;
    if (j === i) continue;
    const subject = bareModifierRe.exec(out[j]!.trim())![1];
    for (let k = j; k <= i; k++) {
      const bare = k < i ? `${out[k]!.trim()} ${timed[3]}` : out[k]!.trim();
      out[k] = subject && k > j ? `${subject} has ${bare}` : bare;
    }
    i = j;
  }
  return out;
}

/** A save, or the end of this creature's own turn away from the target: "(save ends both; both also end at the end of …'s turn if it is not adjacent to the target)", "(save ends, also ends when this creature ends its turn not adjacent to …)". */
const leftRe = /\s*\(save ends( both| all)?[;,]? (?:(?:both|all) )?also ends? (?:at (?:the )?end of this creature's turn if (?:it|this creature) is not adjacent to (?:the )?target|when this creature ends its turn not adjacent to (?:the )?target)\)$/i;
const leftEnding = "until this creature ends its turn not adjacent to it";

/**
 * A whole effect list, or null. "(save ends both)" at the end reaches every condition
 * before it. `other` reads a part none of the effect forms here fits (effects that name
 * whom they reach, read by phrases.ts).
 */
export function effectList(text: string, other?: (part: string) => string | null): string | null {
  // "until (the) end of (the) round, affected creatures cannot …": the duration said first.
  const said = text.replace(/\.$/, "").replace(/^until (?:the )?((?:end|start) of (?:the )?[\w' ]+?),\s*((?:the )?(?:target|affected creatures?) (?:cannot|can't|may not) [a-z ]+)$/i, "$2 until $1");
  const parts = modifierChains(splitParts(endingWords(defenceLists(said))));
  if (parts.length === 0) return null;
  const last = parts[parts.length - 1]!;
  // "Slowed AND ongoing 5 damage (both end when target is not adjacent to this creature)": one ending for all of them.
  const apart = /\s*\((?:both|all) end (?:when|if) (?:the )?(?:target|it) (?:is not|is no longer|becomes non-|becomes not )\s*adjacent to this creature\)$/i.exec(last);
  if (apart) parts[parts.length - 1] = last.slice(0, apart.index);
  // "… (save ends both; both also end at the end of …'s turn if it is not adjacent …)": a save, or this creature's turn
  // ending apart from the target, ends them all.
  const left = apart ? null : leftRe.exec(last);
  if (left) parts[parts.length - 1] = last.slice(0, left.index);
  const shared = apart ? "until it is not adjacent to this creature" : left ? `(save ends) or ${leftEnding}` : /\(save ends (both|all)\)$/i.test(last) ? "(save ends)" : "";
  const out: string[] = [];
  for (const part of parts) {
    const e = effectPart(part, shared) ?? other?.(part) ?? null;
    if (e === null) return null;
    out.push(e);
  }
  if (left?.[1]) return out.join(" and ").replaceAll(` (save ends) or ${leftEnding}`, ` (save ends both) or ${leftEnding}`);
  // "(save ends both)": one saving throw ends them all, as the language says it of each (ddm-battle-rules-2011.txt § Saving Throws; digest A-31).
  return /\(save ends (both|all)\)$/i.test(last) ? out.join(" and ").replace(/ \(save ends\)(?! or)/g, " (save ends both)") : out.join(" and ");
}
