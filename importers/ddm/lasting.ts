// Effects that last a while and act whenever something happens in it: "Until end of
// round, each enemy that ends its turn within 10 squares takes 20 poison damage",
// "Until end of round, you score 5 VP whenever an enemy hits with an opportunity
// attack", "Whenever an ally is destroyed this round, …". The power's own reading says
// `"Name" lasts until end of round` where the card said it; the trigger becomes a
// segment of its own gated `while "Name" lasts` (compiler/primitives/lasting.ts).
// ddm-battle-rules-2011.txt § Champion Powers; § Conditions (Duration)
import type { CardPower } from "./card.js";
import { duration } from "./effects.js";
import { singular } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** What a lasting clause says: its duration as the language says it, its trigger and the effects on it. */
interface Lasting {
  until: string;
  trigger: string;
  effects: string;
  /** "(maximum 1 per turn per enemy)": once per turn for each creature the trigger names; "(max. 1 per round)": once in the round. */
  once?: "turn-each" | "round";
}

const verbS = (v: string) => (/^(take|heal|regain|become)$/i.test(v) ? `${v}s` : /^are$/i.test(v) ? "is" : v);

/** Verbs of a trigger whose creature acts (the attacker); the others say what happens to it. */
const acting = /^(?:makes|hits|misses|attacks|declares|damages|destroys|bloodies|scores|rolls|targets)$/i;

/**
 * "whenever any creature makes an attack …, it has +4 Attack on that attack", "whenever
 * a creature takes cold damage, it is Immobilized": "it" is the trigger's creature, said
 * as the language names it there (the attacker's bonus on its own attack needs no name);
 * null when the trigger names no creature first.
 */
function namedIt(trigger: string, effects: string): string | null {
  if (!/(?:^|, (?:and |then )?)(?:it|they) /i.test(effects)) return effects;
  const m = /^(?:(?:an?|any|each|1|one) )?(?:[\w-]+ ){0,2}?(enemy|ally|creature|target)s? (\w+)/i.exec(trigger.trim());
  if (!m) return null;
  const side = m[1]!.toLowerCase();
  if (acting.test(m[2]!)) {
    const boost = /^(?:it|they) (?:has|have|gets?|gains?) (.+ on that attack(?: roll)?)$/i.exec(effects.trim());
    if (boost) return boost[1]!;
  }
  const who = side === "enemy" || side === "ally" ? `that ${side}` : acting.test(m[2]!) ? "attacker" : "target";
  // "it takes 10 radiant damage and has -2 Attack on that attack roll": the bonus on its own attack is its too.
  const own = acting.test(m[2]!) ? effects.replace(/ and (?:has|gets) ([+-]\d+ (?:attack|damage)) on that attack(?: roll)?$/i, `. ${who[0]!.toUpperCase()}${who.slice(1)} gets $1 on that attack`) : effects;
  return own.replace(/(^|, (?:and |then )?)(?:it|they) /gi, `$1${who} `);
}

/** "whenever X, Y", "Y whenever X", "each enemy that ends its turn … takes …": the trigger and its effects. */
function triggerAndEffects(rest: string): { trigger: string; effects: string } | null {
  const r = rest.trim();
  let m = /^(?:whenever|each time|when) (.+?), (.+)$/i.exec(r);
  const said = (trigger: string, effects: string) => {
    const named = namedIt(trigger, effects);
    return named ? { trigger, effects: named } : null;
  };
  if (m) return said(m[1]!, m[2]!);
  m = /^(.+?),? (?:whenever|each time) (.+)$/i.exec(r);
  if (m) return /^(?:it|they) /i.test(m[1]!) ? null : { trigger: m[2]!, effects: m[1]! };
  m = /^(?:each |all |any )?(enemy or ally|enemy|enemies|ally|allies|creatures?) (?:that |who )?(start|end|begin)s? (?:its|their) turns? (.+?) (takes?|is|are|becomes?|heals?|regains?) (.+)$/i.exec(r);
  if (m) {
    // "each enemy or ally": every creature but this one.
    const who = / or /i.test(m[1]!) ? "creature" : /^enem/i.test(m[1]!) ? "enemy" : /^all/i.test(m[1]!) ? "ally" : "creature";
    const when = /^end/i.test(m[2]!) ? "ends" : "starts";
    return { trigger: `${who} ${when} its turn ${m[3]}`, effects: `That ${who} ${verbS(m[4]!)} ${m[5]}` };
  }
  // "a target that takes cold damage is also Immobilized …": the creature damaged, named as the damage trigger names it.
  m = /^(?:each |all |any |an? )?(enemy|enemies|ally|allies|creatures?|targets?) that takes? ((?:ongoing )?(?:\w+ )?damage) (takes?|is|are|becomes?) (?:also )?(.+)$/i.exec(r);
  if (m) {
    const side = /^enem/i.test(m[1]!) ? "enemy" : /^all/i.test(m[1]!) ? "ally" : null;
    return { trigger: `${side ?? "creature"} takes ${m[2]}`, effects: `${side ? `That ${side}` : "Target"} ${verbS(m[3]!)} ${m[4]}` };
  }
  return null;
}

/**
 * The duration a lasting clause opens with: "until end of round", "until start of this
 * creature's next turn", "until this creature moves on its turn" (the power's owner holds
 * the lasting effect, so its moving is "it moves"); null for any other.
 */
function lastingFor(raw: string): string | null {
  const rest = /^for the rest of the (round|battle)$/i.exec(raw.trim());
  if (rest) return `until end of ${rest[1]!.toLowerCase()}`;
  const d = duration(raw.replace(/^until (?:this creature|it) (moves|takes damage|attacks)(?: on its turn)?$/i, "until it $1"));
  return d && /^until /.test(d) ? d : null;
}

/** A clause that lasts: "Until end of round, …", "For the rest of the round, …", "Whenever … this round, …", "Until start of this creature's next turn, whenever …". */
function lastingClause(clause: string): Lasting | null {
  const said = clause.trim().replace(/[.;]+$/, "");
  const each = /\s*\((?:maximum|max\.?|at most) (?:1|one|once) (?:time )?per turn (?:per|for each) (?:enemy|ally|creature)\)$/i.exec(said);
  const round = each ? null : /\s*\((?:maximum|max\.?|at most) (?:1|one|once) (?:time )?(?:per|each|a) round\)$/i.exec(said);
  const limit = each ?? round;
  const read = lastingOf(limit ? said.slice(0, limit.index) : said);
  return read && limit ? { ...read, once: each ? "turn-each" : "round" } : read;
}

function lastingOf(c: string): Lasting | null {
  c = attackingElsewhere(c);
  // The duration ends at its comma; printed without one, at the trigger's first word.
  const lead =
    /^(until [^,]+|for the rest of the (?:round|battle)), (.+)$/i.exec(c) ?? /^(until .+?|for the rest of the (?:round|battle)) ((?:whenever|each time|each|all|any) .+)$/i.exec(c);
  if (lead) {
    const until = lastingFor(lead[1]!);
    const te = until ? triggerAndEffects(lead[2]!) : null;
    return te ? { until: until!, ...te } : null;
  }
  const within = /^((?:whenever|each time|when) .+?) this round, (.+)$/i.exec(c);
  if (within) {
    const te = triggerAndEffects(`${within[1]}, ${within[2]}`);
    return te ? { until: "until end of round", ...te } : null;
  }
  // "If this creature destroys 1 or more creatures during this round, score +15 VP": the first such act of the round scores, once.
  const any = /^if (.+? \w+s) (?:1|one|at least one) or more (\w+) (?:during )?this round, (.+)$/i.exec(c);
  if (any) {
    const te = triggerAndEffects(`whenever ${any[1]} ${singular(any[2]!)}, ${any[3]}`);
    return te ? { until: "until end of round", ...te, once: "round" } : null;
  }
  return null;
}

/**
 * "whenever that enemy attacks, if it does not target this creature, …", "… that enemy takes
 * 10 radiant damage and has -2 Attack when taking an attack action that does not include this
 * creature as a target": an attack it makes against others than this creature is the trigger.
 * ddm-battle-rules-2011.txt § Making an Attack (Choose Targets)
 */
function attackingElsewhere(c: string): string {
  const elsewhere = "makes an attack not against this creature";
  return c
    .replace(/\bwhenever (that enemy|that creature) attacks, if it does not (?:target|attack) this creature, /i, `whenever $1 ${elsewhere}, `)
    .replace(
      /^(until [^,]+), (that enemy|that creature) (takes .+?) and (?:has|gets) ([+-]\d+ attack) when (?:taking|making) an attack(?: action)? that does not (?:include|target) this creature(?: as (?:a|its) target)?$/i,
      `$1, whenever $2 ${elsewhere}, it $3 and has $4 on that attack`,
    );
}

/**
 * The reading for a body with a lasting clause (at its start, after a colon or a full
 * stop): the rest read by `read` with the clause said as `this power lasts …`, and the
 * clause's trigger read by `read` too, as an automatic power of its own ("Whenever …: …").
 */
export function lastingReading(read: Reading): Reading {
  return (name, printed, power) => {
    // "(max. 1 per round)": its stop ends no sentence.
    const body = printed.replace(/\(max\.\s*/gi, "(maximum ");
    // The clause opens the body, follows a colon or full stop, or is joined by "and" ("recharge X and until end of round, …").
    const cut = /(^|[:.;]\s+|,? and\s+)((?:until [^,.;:]+|for the rest of the (?:round|battle)|(?:whenever|each time|when|if) [^.]+? this round),? [^.]+?)(\.|$)/i.exec(body.trim());
    if (!cut) return null;
    const lasting = lastingClause(cut[2]!);
    if (!lasting) return null;
    const said = `this power lasts ${lasting.until}`;
    const rest = body.trim().slice(0, cut.index + cut[1]!.length) + said + body.trim().slice(cut.index + cut[0].length - cut[3]!.length);
    const out = read(name, rest, power);
    const head = out?.length === 1 ? /^((?:champion )?power ("(?:[^"\\]|\\.)*")[^:]*: )(.+)$/.exec(out[0]!) : null;
    if (!head || !head[3]!.includes(said)) return null;
    // "Choose 1 enemy. Until …, whenever that enemy shifts, …": the creature the power chose, read as any enemy and then named as the chosen one.
    const chosen = /\bchoose one /.test(head[3]!) ? /^that (enemy|ally|creature)\b/i.exec(lasting.trigger) : null;
    const trigger = chosen ? lasting.trigger.replace(/^that /i, "an ") : lasting.trigger;
    const inner = read(name, `Whenever ${trigger}: ${lasting.effects}`, power);
    const seg = inner?.length === 1 ? /^(?:champion )?power "(?:[^"\\]|\\.)*"[^:]*: (whenever |at |immediate action, use when )(.+?): (.+)$/.exec(inner[0]!) : null;
    // A trigger with a state or a limit of its own ("while bloodied", "once per turn") is not joined to the while.
    if (!seg || / while |,/.test(seg[2]!)) return null;
    let when = seg[2]!;
    if (chosen) {
      if (!when.startsWith(`${chosen[1]!.toLowerCase()} `)) return null;
      when = `creature chosen by ${head[2]}${when.slice(chosen[1]!.length)}`;
    }
    const limit = lasting.once === "turn-each" ? ", once per turn for each creature" : lasting.once === "round" ? ", once per round" : "";
    const line = `${head[1]}${head[3]!.replace(said, `${head[2]} lasts ${lasting.until}`)}; ${seg[1]}${when} while ${head[2]} lasts${limit}: ${seg[3]}`;
    return [line];
  };
}
