// Riders of an attack's hit line that depend on the target's state: "Large or smaller
// target is Immobilized", "Undead targets are Dazed", "non-bloodied targets take 5 acid
// damage", "each level 3 and lower target is Dominated". The subject becomes the
// language's "<state> target", which reaches the target only while the state holds.
// ddm-battle-rules-2011.txt § Applying Damage (Additional Effects); § Keywords; § Creature Size and Space
import { conditionName, damageTypes, duration, effectPart, timedModifier } from "./effects.js";
import { effectsWithSubjects, gatePhrase, subjectOf } from "./phrases.js";
import { pattern } from "./patterns.js";

/**
 * "AND target has -2 Attack", "AND -4 Attack": a modifier printed without a duration lasts, as a condition
 * does, until the end of the affected creature's next turn (the rules' default duration).
 * ddm-battle-rules-2011.txt § Conditions (Duration)
 */
export function untimedModifier(part: string): string | null {
  const p = part.trim().replace(/\.$/, "");
  if (/\buntil\b|\(save ends|\bthis round\b|\bcumulative\b/i.test(p)) return null;
  return timedModifier(`${p} until end of its next turn`, "");
}

/** "Living", "bloodied", "Immobilized", "Undead", "non-Demon", "Medium or smaller": a state a target must be in, as the language's gates say it. */
export function targetState(raw: string): string | null {
  const w = raw.trim();
  if (/^living$/i.test(w)) return "Living";
  if (/^bloodied$/i.test(w)) return "bloodied";
  // "Medium or smaller", "smaller" (than this creature): sizes (ddm-battle-rules-2011.txt § Creature Size and Space).
  const size = /^(tiny|small|medium|large|huge|gargantuan) or (smaller|larger)$/i.exec(w);
  if (size) return `${size[1]![0]!.toUpperCase()}${size[1]!.slice(1).toLowerCase()} or ${size[2]!.toLowerCase()}`;
  if (/^(smaller|larger)$/i.test(w)) return w.toLowerCase();
  // "level 3 and lower", "Level 10 or lower": the level its card prints.
  const level = /^level (\d+) (?:and|or) (lower|higher)$/i.exec(w);
  if (level) return `level ${level[1]} or ${level[2]!.toLowerCase()}`;
  const c = conditionName(w);
  if (c) return c;
  // "non-Flying targets": Flight is a movement mode, not a keyword (§ Movement Modes).
  const flying = /^(non-)?flying$/i.exec(w);
  if (flying) return `${flying[1] ? "without" : "with"} flight`;
  if (/^(?:non-)?[A-Z][A-Za-z'-]*$/.test(w) && !/^(Medium|Large|Small|Huge|Tiny|Gargantuan)$/.test(w)) return w;
  // "Undead or Shapeshifter", "Demon, Devil, or Planar": any of them.
  const any = w.split(/,? or |, /);
  if (any.length > 1) {
    const each = any.map((x) => targetState(x));
    return each.every((x) => x !== null && !/ /.test(x)) ? each.join(" or ") : null;
  }
  return null;
}

/** The subject "<state> target", or "target that is not bloodied" for a state said with "non-". */
function stateSubject(raw: string): string | null {
  if (/^non-bloodied$/i.test(raw.trim())) return "target that is not bloodied";
  const state = targetState(raw.replace(/^living$/i, "Living"));
  return state ? `${state} target` : null;
}

/**
 * "Undead target is Immobilized", "living target has ongoing 5 damage (save ends)",
 * "Good creatures are Dazed" (in a hit line, the creatures hit): the effect on the target
 * while it is in that state; null when the part is not of that form.
 */
export function stateRider(part: string): string | null {
  // "targets adjacent to a wall take 10 damage": the state said after the targets (place-gates.ts).
  const after = /^(?:each |all |the )?(?:target|targets) ((?:adjacent to|within \d+ squares? of) .+?) (is|are|has|have|takes?|becomes?|heals?) (.+)$/i.exec(part.trim());
  const place = after ? gatePhrase(after[1]!) : null;
  const m = place ? [after![0], "", after![2], after![3]] : /^(?:each |all |an? |the )?(.+?) (?:target|targets|creatures?) (is|are|has|have|takes?|becomes?|heals?) (?:also )?(.+)$/i.exec(part.trim());
  if (!m) return null;
  const subject = place ? `target that is ${place}` : stateSubject(m[1]!);
  if (!subject) return null;
  const verb = m[2]!.toLowerCase();
  const rest = m[3]!.replace(/\s+also$/i, "");
  // "has ongoing 5 damage": ongoing damage is taken.
  const said = /^ha(?:s|ve)$/.test(verb) && /^ongoing\b/i.test(rest) ? `takes ${rest}` : `${verb.replace(/^are$/, "is").replace(/^have$/, "has").replace(/^take$/, "takes").replace(/^become$/, "becomes").replace(/^heal$/, "heals")} ${rest}`;
  const e = effectsWithSubjects(`target ${said}`);
  if (!e || e.includes(" and ") || !/^target\b/.test(e)) return null;
  return e.replace(/^target\b/, subject);
}

/** One step of a condition that grows worse: the condition, its duration words, and the one the target already has. */
interface Step {
  already: string;
  then: string;
  duration: string;
}

const escalationForms = [
  // "If the target is already <condition>, it is <worse condition> (save ends) instead", the "instead" before or after the
  // duration, or "if already <condition>, target is instead <worse condition> (save ends)".
  /(?:^|[.;,])\s*if (?:the )?(?:target is )?already (\w+),? (?:it|the target|target|affected creature) is (?:instead )?(\w+)(?:,? instead)?(\s*\(save ends\))?(?:,? instead)?(?=[.;,]|$)/i,
  // "Dazed targets are Stunned, instead", "a Slowed target is instead Petrified (save ends)".
  /(?:^|[.;,])\s*(?:an? )?(\w+) targets? (?:is|are) (?:instead )?(\w+)(\s*\(save ends\))?,? instead(?=[.;,]|$)/i,
];

/**
 * "Dazed (save ends). If the target is already Dazed, it is Stunned instead (save ends).":
 * the text without its steps, and the steps, in order (none when none is printed); null
 * when a word is not a condition or there are more than two steps.
 */
export function takeEscalations(text: string): { text: string; steps: Step[] } | null {
  const steps: Step[] = [];
  let rest = text;
  for (;;) {
    const m = escalationForms.map((re) => re.exec(rest)).find((x) => x !== null);
    if (!m) break;
    const already = conditionName(m[1]!);
    const then = conditionName(m[2]!);
    if (!already || !then) return null;
    steps.push({ already, then, duration: m[3] ? " (save ends)" : "" });
    rest = `${rest.slice(0, m.index)}${rest.slice(m.index + m[0].length)}`.trim();
  }
  if (steps.length === 0) return { text, steps };
  return steps.length <= 2 ? { text: rest.replace(/\s*\.\s*$/, ""), steps } : null;
}

/** The hit line with the steps after the condition the first step grows from; null when that condition is not in it once. */
export function withEscalations(hit: string, steps: Step[]): string | null {
  const base = pattern(String.raw`(^| and )(${steps[0]!.already}(?: \(save ends\)| until [\w' ]+?)?)(?= and |$)`);
  const found = base.exec(hit);
  if (!found || base.exec(hit.slice(found.index + found[0].length))) return null;
  if (steps[1] && steps[1].already !== steps[0]!.then) return null;
  const more = steps.map((s) => ` or ${s.then}${s.duration} instead if already ${s.already}`).join("");
  const at = found.index + found[0].length;
  return `${hit.slice(0, at)}${more}${hit.slice(at)}`;
}

/** "destroyed", "target is destroyed", "this creature is destroyed" (ddm-battle-rules-2011.txt § Hit Points, Destroyed). */
export function destroyedRider(part: string): string | null {
  const m = /^(?:(?:the )?(target|this creature) is )?destroyed$/i.exec(part.trim());
  if (!m) return null;
  return `${m[1]?.toLowerCase() ?? "target"} is destroyed`;
}

/**
 * "(maximum 3 attacks per turn)", "(max. 4 per turn)", "(once per turn)": the most per turn,
 * counted as the language does (`again`: this attack's, the first included; else the
 * attacks this effect makes); undefined when there is none, null when it is not one.
 */
function perTurn(raw: string | undefined, again: boolean): number | null | undefined {
  if (raw === undefined) return undefined;
  const m = /^\((?:max(?:imum)?\.? )?(\d+|once)(?: attacks?)?(?: per turn| ?\/ ?turn)\)$/i.exec(raw.trim());
  if (!m) return null;
  // "repeat this attack (once per turn)": one repeat, two attacks.
  if (/^once$/i.test(m[1]!)) return again ? 2 : 1;
  return Number(m[1]);
}

/**
 * "make this attack again (maximum 2 per turn)", "make 1 Whirling Blades attack" (the
 * attack's own name), "repeat this attack against a different target (once per turn)",
 * "make a melee basic attack (maximum once per turn)": attacks made once this one has
 * resolved, as part of the same action (ddm-battle-rules-2011.txt § Attack Roll, Repeated Attacks).
 */
export function laterRider(part: string, name: string): string | null {
  const m = /^(?:then )?(?:this creature )?(.+?)(?: against (?:the )?(same|a different) target)?(\s*\([^()]*\))?$/i.exec(part.trim());
  if (!m) return null;
  const what = m[1]!.trim();
  const targets = m[2] ? (/same/i.test(m[2]) ? " against the same target" : " against a different target") : "";
  // "make 1 Whirling Blades attack": its own name, looked for only where a "make" opens the words.
  const own = () => pattern(String.raw`^makes? (?:a|an|1|one) ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} attack$`, "i");
  const again = /^(?:makes? this attack again|repeats? this attack)$/i.test(what) || (/^makes? /i.test(what) && own().test(what));
  const basic = /^makes? (?:a|an|1|one) (?:basic (melee|ranged)|(melee|ranged) basic|basic) attack$/i.exec(what);
  if (!again && !basic) return null;
  const max = perTurn(m[3], again);
  if (max === null) return null;
  // A plain basic attack with neither limit nor target is the immediate one other readings give.
  if (basic && max === undefined && !targets) return null;
  const limit = max === undefined ? "" : ` (maximum ${max} per turn)`;
  if (again) return `then make this attack again${targets}${limit}`;
  const kind = (basic![1] ?? basic![2])?.toLowerCase();
  return `then make a basic ${kind ? `${kind} ` : ""}attack${targets}${limit}`;
}

/** "radiant" → "radiant ", nothing → "", a word that is no damage type → null. */
export const typeWord = (t: string | undefined) => (t === undefined ? "" : damageTypes.has(t.toLowerCase()) ? `${t.toLowerCase()} ` : null);

/**
 * "+10 radiant damage against Evil targets", "+15 necrotic damage if target is bloodied":
 * bonus damage against a target in a state; "20 damage instead if target is Immobilized"
 * (from "10 damage OR 20 damage if target is Immobilized"): base damage replaced.
 * ddm-battle-rules-2011.txt § Applying Damage (Base Damage; Bonus and Penalty Damage)
 */
export function damageRider(part: string): string | null {
  const p = part.trim();
  // "+10 damage if both hit" (bothHitWords): as it is, its type checked.
  const both = /^\+(\d+) (?:(\w+) )?damage if both hit$/i.exec(p);
  if (both) {
    const type = typeWord(both[2]);
    return type === null ? null : `+${both[1]} ${type}damage if both hit`;
  }
  // "+10 damage if target occupies difficult terrain": against a target standing in terrain of the type (state-gates.ts occupying-terrain).
  const inTerrain = /^\+(\d+) (?:(\w+) )?damage if (?:the )?target (?:occupies|is in) ([a-z]+(?: [a-z]+)?) terrain$/i.exec(p);
  if (inTerrain) {
    const type = typeWord(inTerrain[2]);
    return type === null ? null : `+${inTerrain[1]} ${type}damage against occupying "${inTerrain[3]!.toLowerCase().replace(/ /g, "-")}" terrain targets`;
  }
  const bonus = /^\+(\d+) (?:(\w+) )?damage (?:(?:against|vs) (.+?) targets?|if (?:the )?target is (.+))$/i.exec(p);
  if (bonus) {
    const type = typeWord(bonus[2]);
    const state = targetState(bonus[3] ?? bonus[4]!);
    return type === null || !state ? null : `+${bonus[1]} ${type}damage against ${state} targets`;
  }
  const instead = /^(\d+(?: \w+)?) damage instead (?:(?:against|vs) (.+?) targets?|if (?:the )?target is (.+))$/i.exec(p);
  if (instead) {
    const [amount, t] = instead[1]!.split(" ");
    const type = typeWord(t);
    // "30 fire damage instead if target is adjacent to this creature": next to the attacker when the damage is dealt.
    if (instead[3] && /^adjacent to this creature$/i.test(instead[3])) return type === null ? null : `${amount} ${type}damage instead if target is adjacent to this creature`;
    const state = targetState(instead[2] ?? instead[3]!);
    return type === null || !state ? null : `${amount} ${type}damage instead against ${state} targets`;
  }
  return null;
}

/**
 * "10 damage OR 20 damage if target is Immobilized", "10 damage; 15 damage vs. Immobilized targets, instead": the second as damage instead;
 * "20 necrotic damage (Undead creatures instead heal 20 HP)": the damage to the others, the healing to those.
 * ddm-battle-rules-2011.txt § Applying Damage (Additional Effects)
 */
export function insteadWords(text: string): string {
  return text
    .replace(/^(\d+(?: [a-z]+)? damage)\s*\(([A-Z][\w'-]*) (?:creatures|targets) instead (?:heal|regain)s? (\d+)(?: hp| hit points)?\)/i, "non-$2 target takes $1 and $2 target heals $3")
    .replace(/(\d+(?: \w+)? damage),? OR (\d+(?: \w+)? damage) if (?:the )?target is (\w+|adjacent to this creature)/gi, "$1 and $2 instead if target is $3")
    .replace(/(\d+(?: \w+)? damage)\s*;\s*(\d+(?: \w+)? damage) (?:against|vs) (\w+) targets?,? instead/gi, "$1 and $2 instead against $3 targets")
    // "Immobilized (save ends; Undead target Dominated [save ends] instead)": one condition for targets of that keyword, the other for the rest.
    .replace(/\b([A-Z][a-z]+) \(save ends;\s*([A-Z][\w'-]*) (?:targets?|creatures?) (?:is |are )?(?:instead )?([A-Z][a-z]+) [[(]save ends[\])](?:,? instead)?\)/g, "non-$2 target is $1 (save ends) and $2 target is $3 (save ends)");
}

/**
 * Damage that grows when both repeated attacks hit the same target, as the language's
 * rider of the base damage ("10 damage and +10 damage if both hit"): "10 Damage if one
 * hits, 30 Damage if both hit" (the second hit deals the 10 more: 10 + 20), "10 damage
 * if 1 attack hits, 30 damage instead if both attacks hit", "10 Damage each + 10 Damage to
 * the second attack if both hit". ddm-battle-rules-2011.txt § Attack Roll (Repeated Attacks)
 */
export function bothHitWords(text: string): string {
  return text
    .replace(/\b(\d+)( [a-z]+)? damage if (?:one|1)(?: attack)? hits?,?\s*(\d+)( [a-z]+)? damage(?: instead)? if both(?: attacks)? hit\b/gi, (all, one: string, t1: string | undefined, both: string, t2: string | undefined) => {
      const more = Number(both) - 2 * Number(one);
      if ((t1 ?? "").toLowerCase() !== (t2 ?? "").toLowerCase() || more <= 0) return all;
      return `${one}${t1 ?? ""} damage and +${more}${t1 ?? ""} damage if both hit`;
    })
    .replace(/\b(\d+)( [a-z]+)? damage each \+ ?(\d+)( [a-z]+)? damage (?:to|on) the second attack if both(?: attacks)? hit\b/gi, "$1$2 damage and +$3$4 damage if both hit");
}

/**
 * "target takes 20 damage the next time it is hit by a melee attack": 20 more damage from
 * attacks of that kind until such a hit, which carries it (a hit that deals no damage ends it
 * unpaid, as bonus damage needs base damage). ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage); § Conditions (Duration)
 */
export function nextHitRider(part: string): string | null {
  const m = /^(?:the )?target takes (\d+) damage (?:the )?next time it is hit by an? (melee|ranged|close|area) attack$/i.exec(part.trim());
  return m ? `target takes ${m[1]} more damage from ${m[2]!.toLowerCase()} attacks until it is hit by ${m[2]!.toLowerCase()} attack` : null;
}

/**
 * "target takes 10 damage if it moves on its next turn": given until the end of that turn,
 * dealt on its first move; "target takes 5 damage whenever it takes a move action (save
 * ends)": at each move, while it lasts (move-stings).
 */
export function moveStingRider(part: string): string | null {
  const once = /^(?:the )?target takes (\d+)( [a-z]+)? damage if it moves (?:on|during) its next turn$/i.exec(part.trim());
  const each = once ? null : /^(?:the )?target takes (\d+)( [a-z]+)? damage whenever it (?:moves|takes a move action)\s*(\(save ends\)|until .+)$/i.exec(part.trim());
  const m = once ?? each;
  const type = m?.[2] ? typeWord(m[2].trim()) : "";
  if (!m || type === null) return null;
  if (once) return `target takes ${m[1]} ${type}damage if it moves until end of its next turn`;
  const d = duration(m[3]);
  return d ? `target takes ${m[1]} ${type}damage whenever it moves ${d}` : null;
}

/**
 * "ongoing 5 poison damage (save ends); targets already taking ongoing poison damage also take
 * ongoing 5 necrotic damage (save ends)": "already" is before this hit's own ongoing damage, so the
 * rider on a target in that state is said first, then the hit's ongoing damage ("target that is
 * taking ongoing poison damage takes ongoing 5 necrotic damage (save ends) AND ongoing 5 poison
 * damage (save ends)"); effects resolve in the order written (§ Applying Damage, Additional Effects).
 */
export function alreadyOngoingWords(text: string): string {
  return text.replace(
    /\b(ongoing (\d+) ([a-z]+) damage \(save ends\))\s*;\s*(?:targets?|creatures?) (?:that (?:are|is) )?already taking ongoing ([a-z]+) damage (?:also )?takes? (ongoing \d+ [a-z]+ damage \(save ends\))$/i,
    (all, own: string, _n: string, type: string, already: string, more: string) =>
      type.toLowerCase() === already.toLowerCase() ? `target that is taking ongoing ${already.toLowerCase()} damage takes ${more} AND ${own}` : all,
  );
}

/** "target that is taking ongoing poison damage takes ongoing 5 necrotic damage (save ends)" (alreadyOngoingWords), as the language says it. */
export function alreadyOngoingRider(part: string): string | null {
  const m = /^target that is taking ongoing ([a-z]+) damage takes ongoing (\d+) ([a-z]+) damage \(save ends\)$/i.exec(part.trim());
  if (!m || !damageTypes.has(m[1]!.toLowerCase()) || !damageTypes.has(m[3]!.toLowerCase())) return null;
  return `target that is taking ongoing ${m[1]!.toLowerCase()} damage takes ongoing ${m[2]} ${m[3]!.toLowerCase()} (save ends)`;
}

/**
 * "affected creature cannot move closer to this creature until end of affected creature's next
 * turn": the target's own movement may not bring it nearer the attacker for that long.
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Move Actions
 */
export function closerRider(part: string): string | null {
  const m = /^(?:the )?(?:target|affected creature) cannot move closer to this creature\s*(\(save ends\)|until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const d = m ? duration(m[1]!.replace(/\baffected creature's\b/i, "its")) : null;
  return d ? `target cannot move closer to this creature ${d}` : null;
}

/**
 * "Bone Rot (see below)", "Virulent Poison (save ends)", "Magic Drain": a condition the card
 * defines in a power of its own ("Bone Rot: (Condition) …"), given by its quoted name; the
 * compiler checks the card defines it (compiler/lower/card-conditions.ts), so a name it does
 * not define keeps the attack as text. ddm-battle-rules-2011.txt § Conditions
 */
export function cardConditionRider(part: string): string | null {
  const m = /^([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3})(?:\s*\(see below\))?\s*(\(save ends\))?\.?$/.exec(part.trim());
  if (!m || conditionName(m[1]!)) return null;
  return `"${m[1]}"${m[2] ? " (save ends)" : ""}`;
}

/** "target loses Flight until end of its next turn", "target loses Burrow (save ends both)": a mode lost for a while (§ Movement Modes). */
export function loseModeRider(part: string): string | null {
  const m = /^(?:the )?target loses (flight|burrow)\s*(\(save ends(?: both| all)?\)|until .+)$/i.exec(part.trim());
  if (!m) return null;
  const d = duration(m[2]);
  return d ? `target loses ${m[1]!.toLowerCase()} ${d}` : null;
}

/** "1 enemy adjacent to target takes 10 damage", "each enemy within 2 squares of target takes 5 lightning damage". */
export function nearTargetRider(part: string): string | null {
  const m = /^(?:(1|one|an?) enemy adjacent to|each enemy within (\d+) squares? of) (?:the )?target takes (.+ damage)$/i.exec(part.trim());
  if (!m) return null;
  const what = effectPart(m[3]!, "");
  if (!what || !/damage$/.test(what)) return null;
  return `${m[1] ? "one enemy adjacent to" : `each enemy within ${m[2]} squares of`} target takes ${what}`;
}

/**
 * "target takes 10 additional cold damage whenever it takes cold damage (save ends)",
 * "target takes 5 additional damage whenever it takes damage until end of battle": what
 * Vulnerable X says, for a while ("vulnerable 10 cold (save ends)"; untyped: Vulnerable X All).
 * ddm-battle-rules-2011.txt § Vulnerable X Damage
 */
export function vulnerableRider(part: string): string | null {
  const m = /^(?:the )?target takes (\d+) (?:additional|extra|more) (?:(\w+) )?damage whenever it takes (?:(\w+) )?damage\s*(\(save ends\)|until .+)$/i.exec(part.trim());
  if (!m || (m[2] ?? "").toLowerCase() !== (m[3] ?? "").toLowerCase()) return null;
  const type = m[2] ? typeWord(m[2])?.trim() : "all";
  const d = duration(m[4]);
  return type && d ? `vulnerable ${m[1]} ${type} ${d}` : null;
}

/**
 * "until end of battle, whenever target takes damage from this creature's attacks, it takes 15
 * additional damage": the duration said first, put after the rider it bounds (sourceDamageRider).
 */
export function sourceDamageWords(text: string): string {
  return text.replace(
    /(^|\sAND\s)(until [^,]+?|\(save ends\)),? whenever (?:the )?target takes damage from this creature's ((?:melee |ranged |close |area )?attacks), it takes (\d+) (?:additional|extra|more) damage(?=\s+AND\s|\s*$)/gi,
    "$1target takes $4 additional damage whenever it takes damage from this creature's $3 $2",
  );
}

/**
 * "target takes 15 additional damage whenever it takes damage from this creature's attacks until
 * end of battle", "… whenever this creature damages it with a melee attack (save ends)": more damage
 * from the attacker's own attacks (of that kind) for a while.
 * ddm-battle-rules-2011.txt § Applying Damage (Bonus and Penalty Damage)
 */
export function sourceDamageRider(part: string): string | null {
  const m = /^(?:the )?target takes (\d+) (?:additional|extra|more) damage whenever (?:it takes damage from this creature's (?:(melee|ranged|close|area) )?attacks|this creature damages it(?: with an? (melee|ranged|close|area) attack)?)\s*(\(save ends\)|until .+)$/i.exec(part.trim().replace(/\.$/, ""));
  const kind = m?.[2] ?? m?.[3];
  const d = m ? duration(m[4]) : null;
  return m && d ? `target takes ${m[1]} more damage from this creature's ${kind ? `${kind.toLowerCase()} ` : ""}attacks ${d}` : null;
}

/**
 * "AND if target is Medium or smaller, this creature and target switch positions", "if the
 * target is bloodied, it is Dazed": an effect on the target (or with it) only while the
 * target is in that state, said with the language's "<state> target" subject ("this
 * creature switches positions with Medium or smaller target", "bloodied target is Dazed").
 * ddm-battle-rules-2011.txt § Applying Damage (Additional Effects)
 */
export function ifTargetWords(text: string): string {
  return text.replace(
    /\bif (?:the )?target is ([\w ]+?),\s*(this creature and (?:the )?target (?:switch|swap) (?:positions|places)|(?:it|the target|target) (?:is|takes|has|becomes) [^,.;]+?)(?=\s+AND\s|\s*[.;]|$)/gi,
    (all, raw: string, what: string) => {
      const state = targetState(raw);
      if (!state) return all;
      if (/^this creature/i.test(what)) return `this creature switches positions with ${state} target`;
      return what.replace(/^(?:it|the target|target)\b/i, `${state} target`);
    },
  );
}

/**
 * "this creature and target switch positions", "this creature switches positions with
 * Medium or smaller target" (from ifTargetWords): the attacker and the target trade spaces;
 * "1 ally within 5 squares switches positions with target": that ally and the target do.
 * ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)
 */
export function switchRider(part: string): string | null {
  if (/^this creature and (?:the )?target (?:switch|swap) (?:positions|places)$/i.test(part.trim())) return "this creature switches positions with target";
  // "1 ally within 5 squares of this creature switches positions with target": one creature its player picks, and the target.
  const other = /^(.+?) (?:switch|switches|swap|swaps) (?:positions|places) with (?:the )?target$/i.exec(part.trim());
  if (other && !/^this creature$/i.test(other[1]!)) {
    const who = subjectOf(other[1]!);
    return who && /^one /.test(who) ? `${who} switches positions with target` : null;
  }
  const m = /^this creature switches positions with (?:(.+) )?target$/i.exec(part.trim());
  if (!m) return null;
  const state = m[1] ? targetState(m[1]) : null;
  return m[1] && !state ? null : `this creature switches positions with ${state ? `${state} ` : ""}target`;
}
