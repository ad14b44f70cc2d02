// Powers (Special, Ability and Champion sections) into warband power lines. Each
// reading is a phrase form of the card text; the words it produces are the
// language's own, matched by the compiler against the primitive registry. A text no
// reading fits is kept verbatim by the caller.
// ddm-battle-rules-2011.txt § Powers and Effects; § Champion Powers; § Appendix A
import { cardConditionWord } from "./card-conditions.js";
import { rechargePhrase } from "./attack-recharge.js";
import type { CardPower } from "./card.js";
import { actionCost, effectSentences, setUpInvisible, setUpPower, usedFromStart } from "./activated.js";
import { bothEliminated, championReadings } from "./champion.js";
import { championUsed } from "./champion-used.js";
import { conditionDurationChanged } from "./landing-conditions.js";
import { concealReroll } from "./conceal-rolls.js";
import { unseenNear } from "./unseen-near.js";
import { initiativeReadings } from "./initiative-powers.js";
import { asTriggerWording, continuousReadings, earlyContinuousReadings } from "./continuous.js";
import { heldSentences } from "./held-sentences.js";
import { auraParts } from "./aura-parts.js";
import { kinStates } from "./kin-states.js";
import { squadActivation } from "./squad-activation.js";
import { defaultCondition, impliedMoment } from "./default-condition.js";
import { ruleAndTrigger } from "./rule-and-trigger.js";
import { lastingReading } from "./lasting.js";
import { mountReading } from "./mounts.js";
import { delayedEntry } from "./delayed-entry.js";
import { reserveReading, returningReading } from "./off-map.js";
import { spentCounters } from "./counters.js";
import { carriedTerrainReading, clearedTerrainReading, nearTerrainReading } from "./near-terrain.js";
import { fallenTerrainReading } from "./fallen-terrain.js";
import { powerAttack } from "./power-attacks.js";
import { conditionName, damageTypes } from "./effects.js";
import { powerTypes } from "../../compiler/phrases/slots.js";
import { defenceAgainst } from "./defences.js";
import { effectsWithSubjects, gatePhrase, modifierClause, triggerPhrase } from "./phrases.js";
import { quoted, readEach, sentences, singular } from "./text.js";
import { boostOwners, championScores, criticalSplit, eitherEffects, effectsForTrigger, eitherTrigger, naturalRange, oncePerTurn, onTheHit, regularEffects, rollCondition, stateCondition, togetherSaves } from "./triggered.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

const plain = (b: string) => b.replace(/[.;]+$/, "").trim();
const typo: Record<string, string> = { lighting: "lightning" };
const typeWord = (w: string) => typo[w.toLowerCase()] ?? w.toLowerCase();

/** The power's header: quoted name (the card's, or its text when it has none) and limited uses. */
function header(name: string | null, body: string, power: CardPower): string {
  const uses = power.limit ? ` uses ${power.limit}` : "";
  // A power printed without a name (champion powers often) is named by its opening words.
  return `${quoted(name ?? (plain(body).split(/[:.;]/)[0] ?? "").slice(0, 60).trim())}${uses}`;
}

/** "Resist 20 Fire", "Resist 10 Necrotic, Poison", "Vulnerable 5 radiant", "Immune Poison": damage types. */
const damageDefences: Reading = (name, body, power) => {
  // A stray capital printed before the word ("NVulnerable 10 Cold"): a printing slip.
  const b = plain(body).replace(/^[A-Z](?=(?:Resist|Vulnerable|Immune) )/, "");
  // "Vulnerable Fire 5": the amount printed after the type.
  const after = /^(resist|vulnerable) ([a-z]+) (\d+)$/i.exec(b);
  const m = after ? [after[0], after[1], after[3], after[2]] : (/^(resist|vulnerable) (\d+) ([\w ,]+)$/i.exec(b) ?? /^(immune)() ([\w ,]+)$/i.exec(b));
  if (!m) return null;
  const types = m[3]!.split(/\s*,\s*|\s+and\s+|\s+or\s+/).map(typeWord);
  if (!types.every((t) => damageTypes.has(t) || (t === "all" && m[1]!.toLowerCase() !== "immune"))) return null;
  const verb = m[1]!.toLowerCase();
  return [`power ${header(name, body, power)}: ${types.map((t) => (verb === "immune" ? `immune ${t}` : `${verb} ${m[2]} ${t}`)).join(" and ")}`];
};

const conditionNouns: Record<string, string> = { stun: "Stunned", confusion: "Confused", daze: "Dazed", domination: "Dominated" };

/** "Immune Stunned", "Immune Dazed, Confused": conditions the creature never gains (ddm-battle-rules-2011.txt § Immune). */
const conditionImmunity: Reading = (name, body, power) => {
  const m = /^immune ([A-Za-z ,]+)$/i.exec(plain(body));
  if (!m) return null;
  // "Immune Stun", "Immune Confusion": the condition's noun for its name; "Immune Dazed and Immune Confused": each name one word,
  // anything more ("… while not bloodied") is read elsewhere.
  const names = m[1]!.split(/\s*,\s*|\s+and\s+/).map((n) => n.replace(/^immune\s+/i, "")).map((n) => conditionNouns[n.toLowerCase()] ?? n);
  if (!names.every((n) => /^[A-Za-z]+$/.test(n))) return null;
  return [`power ${header(name, body, power)}: ${names.map(immunityTo).join(" and ")}`];
};

/**
 * Immune to one word: a condition, damage type or power type of the rules as it is; a
 * condition no rulebook defines but cards do ("Petrified"), said as conditions are, by its
 * quoted name. Any other word stays as written, which the compiler refuses.
 * ddm-battle-rules-2011.txt § Resistance and Vulnerability (Immune); § Conditions
 */
function immunityTo(n: string): string {
  // A condition the card itself defines, read as its one word while the card is read (card-conditions.ts).
  const own = cardConditionWord(n);
  if (own) return `immune ${own}`;
  if (conditionName(n) || damageTypes.has(n.toLowerCase()) || powerTypes.includes(n)) return `immune ${n}`;
  if (/^[A-Z][a-z]+ed$/.test(n)) return `immune "${n}"`;
  // "Immune Sleep": an effect no DDM rule defines, so the powers that carry it by name, as "Immune Sneak Attack" reads
  // (chainmail-comprehensive-rules-2002.txt § Immune Sleep: "Sleep effects don't affect the model"; warband's own reading for DDM).
  // A rule's own word ("Immune Auras", "Immune Critical") or a state's ("Immune Burning": a condition no card defines) is no effect's name and stays as written.
  if (/^[A-Za-z][a-z]+$/.test(n) && !/(?<!i)s$|ing$|^(?:all|aura|critical|damage|ongoing|flanking|champion|movement|charge|push|pull|slide|teleport)$/i.test(n)) {
    return `immune to powers with "${n[0]!.toUpperCase()}${n.slice(1).toLowerCase()}" in their name`;
  }
  return `immune ${n}`;
}

/**
 * Old cards' "+N DEF(Fort)" raises one defence; a plain "+N DEF" raises Fort, Ref and Will.
 * ddm-battle-rules-2011.txt § Appendix A (Defenses)
 */
const oldDefence: Reading = (name, body, power) => {
  const b = plain(body);
  let m = /^([+-]\d+) DEF\((Fort|Ref|Will)\)$/i.exec(b);
  if (m) return [`power ${header(name, body, power)}: ${m[1]} ${m[2]}`];
  m = /^([+-]\d+) DEF$/i.exec(b);
  if (m) return [`power ${header(name, body, power)}: ${m[1]} Fort and ${m[1]} Ref and ${m[1]} Will`];
  return null;
};

/** A bare keyword power ("Conceal 5", "Hide", "Sneak Attack 10"): the named power of that name, declared once in the core rules. */
const namedPower: Reading = (name, body, power) => {
  if (name !== null) return null;
  const b = plain(body);
  if (!/^[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,3}(?: \d+)?$/.test(b)) return null;
  return [`power ${quoted(b)}${power.limit ? ` uses ${power.limit}` : ""}`];
};

/** "(Aura 2) Enemies in aura have -2 Attack", "Aura 1: allies +1 AC" → aura N. */
const aura: Reading = (name, body, power) => {
  const m = /^\(?aura (\d+)\)?[:;,.]?\s+(.+)$/i.exec(body.trim());
  if (!m) return null;
  // "Enemies that start their turn in aura take 10 fire damage": a trigger on their turn within the aura's reach.
  const turn = /^(?:each )?(enem(?:y|ies)|all(?:y|ies)|creatures?|enem(?:y|ies) and (?:each )?all(?:y|ies)|all(?:y|ies) and (?:each )?enem(?:y|ies)) that (start|begin|end)s? (?:their|its|a) turns? in (?:the |this )?aura,? (.+?)\.?$/i.exec(m[2]!.trim());
  if (turn) {
    // "Enemies and allies that start a turn in aura": any creature but this one.
    const who = / and /i.test(turn[1]!) ? "creature" : /^enem/i.test(turn[1]!) ? "enemy" : /^all/i.test(turn[1]!) ? "ally" : "creature";
    const effects = effectsWithSubjects(`that ${who} ${turn[3]!.replace(/^(take|are|become|heal|regain)\b/i, (w) => `${w.toLowerCase()}s`.replace("ares", "is"))}`);
    if (!effects) return null;
    // An aura still: it does nothing while its creature is inactive (§ Continuous Powers, Aura).
    return [`aura ${m[1]} ${header(name, body, power)}: whenever ${who} ${turn[2]!.toLowerCase() === "end" ? "ends" : "starts"} its turn within ${m[1]} squares: ${effects}`];
  }
  const text = plain(m[2]!)
    .replace(/\b(in|within) (the |this )?aura\b/gi, "")
    .replace(/\s+/g, " ");
  const clause = modifierClause(text);
  if (!clause) return null;
  return [`aura ${m[1]} ${header(name, body, power)}: ${clause}`];
};

/**
 * Triggered powers: automatic "Whenever X: Y" and activated "Use when X: Y"; immediate
 * actions say so first. ddm-battle-rules-2011.txt § Automatic Powers; § Activated Powers; § Immediate Actions
 */
const triggered: Reading = (name, said, power) => {
  // "Roll d20. 1-15: RECHARGE this power": the power names itself (§ Powers and Effects, Rechargeable Powers).
  const body = name ? said.replace(/\brecharge this power\b/gi, `Recharge ${name}`) : said;
  // "(burst 1) Immediate, when destroyed: +11 vs. DEF(Ref); …": the shape of the attack the power makes (power-attacks.ts).
  const shaped = /^\(((?:close )?(?:burst|blast) \d+)\)\s*(.+)$/i.exec(body.trim());
  if (shaped) return triggeredWith(name, shaped[2]!, power, `(${shaped[1]}) `);
  const around = aroundEffects(body);
  return triggeredWith(name, around ?? body, power, "");
};

/**
 * "(adjacent creatures) Immediate, when destroyed; 10 Damage (20 Damage to Evil creatures)
 * AND push 1 square": effects without a roll on each creature the parentheses name, said
 * of them ("each adjacent creature takes 10 damage"; "(M damage to K creatures)" the damage
 * those of the keyword take instead); null when the body is not so.
 * ddm-battle-rules-2011.txt § Powers and Effects; § Forced-Movement Effects
 */
function aroundEffects(body: string): string | null {
  const m = /^\((adjacent (creatures|enemies|allies))\)\s*((?:immediate(?: action)?[,.:;]?\s*)?(?:use when|when|whenever)\s+[^;:]+[;:])\s*(.+)$/i.exec(body.trim());
  if (!m) return null;
  const one = `each adjacent ${singular(m[2]!.toLowerCase())}`;
  const parts = m[4]!.replace(/\.$/, "").split(/\s+and\s+/i);
  const said = readEach(parts, (p) => {
    const keyed = /^(\d+) ((?:[a-z]+ )?damage) \((\d+) (?:[a-z]+ )?damage (?:to|against|vs\.?) ([A-Z][\w'-]*) (?:creatures|enemies|allies|targets)\)$/i.exec(p);
    if (keyed) return `${one.replace(/ (\w+)$/, ` non-${keyed[4]} $1`)} takes ${keyed[1]} ${keyed[2]!.toLowerCase()}. ${one.replace(/ (\w+)$/, ` ${keyed[4]} $1`)} takes ${keyed[3]} ${keyed[2]!.toLowerCase()}`;
    const plain = /^(\d+) ((?:[a-z]+ )?damage)$/i.exec(p);
    if (plain) return `${one} takes ${plain[1]} ${plain[2]!.toLowerCase()}`;
    const moved = /^(push|pull|slide) (?:up to )?(\d+) squares?$/i.exec(p);
    return moved ? `${moved[1]} ${one} ${moved[2]} squares` : null;
  });
  return said ? `${m[3]} ${said.map((p) => p.replace(/^e/, "E")).join(". ")}.` : null;
}

function triggeredWith(name: string | null, said: string, power: CardPower, shape: string): string[] | null {
  const body = triggerOpening(said);
  const forms = [
    /^(?:(immediate(?: action)?)[,.:;]?\s+)?(whenever|use whenever|use when|use after|when|use at|at|after)\s+(.+?)\s*[:;,]\s+(.+)$/i,
    // Champion powers often end the trigger with a full stop: "Use when an ally becomes bloodied. That ally heals 10 HP."
    /^(?:(immediate(?: action)?)[,.:;]?\s+)?(use when|use at|use after)\s+([^.:;]+?)\.\s+(.+)$/i,
  ];
  for (const form of forms) {
    // "natural 18, 19, or 20": one range, whose commas do not end the trigger (triggered.ts); so a list of conditions.
    const m = form.exec(conditionList(naturalRange(body.trim())));
    const out = m ? triggeredAs(m, name, body, power, shape) : null;
    if (out) return out;
  }
  const either = eitherTriggers(name, body, power, shape);
  if (either) return either;
  // "Use with a Longbow attack: -2 Attack and +5 Damage on that attack": when the attack is declared if it
  // changes the roll, else when it hits ("Use with Eye Ray: target also has ongoing 20 damage"); "with an Orc ally's melee
  // attack": that creature's attack.
  // "Use with Stone Fist, when this creature occupies a victory area: hit or miss, make another Stone Fist attack": after
  // that attack resolves, whether it hit or missed (ddm-battle-rules-2011.txt § Making an Attack), in that state.
  const resolved = /^use with ([^,:;]+?)(?:,? (?:when|while) ([^:;]+?))?\s*[:;]\s+hit or miss,?\s+(.+)$/i.exec(body.trim());
  if (resolved) {
    const state = resolved[2] ? ` while ${resolved[2].replace(/^this creature /i, "it ")}` : "";
    // "make another X attack" and "(maximum once per turn)" are read where effects are made regular (triggered.ts).
    return triggeredWith(name, `Use after this creature resolves a ${resolved[1]!.replace(/ attack$/i, "")} attack${state}: ${resolved[3]!}`, power, shape);
  }
  const use = /^use with (.+?)\s*[:;]\s+(.+)$/i.exec(body.trim());
  if (use) {
    const roll = /[+-]\d+ (?:attack|ac|fort\w*|ref\w*|will|defenses)\b/i.test(use[2]!);
    // "Use with Sneak Attack": an attack Sneak Attack adds to, one against a target granting combat advantage
    // (content/ddm/core/named-powers.wb, "Sneak Attack N"; ddm-battle-rules-2011.txt § Combat Advantage).
    if (/^sneak attack$/i.test(use[1]!)) return triggeredWith(name, `Use when this creature ${roll ? "makes an attack" : "hits"} with combat advantage: ${use[2]!}`, power, shape);
    const whose = /^(this creature|an? [^']+? (?:ally|enemy|creature))'s (.+)$/i.exec(use[1]!);
    const [who, what] = whose ? [whose[1]!, whose[2]!] : ["this creature", use[1]!];
    const out = triggeredWith(name, `Use when ${who} ${roll ? "makes" : "hits with"} ${/^an? /i.test(what) ? "" : "a "}${what.replace(/ attack$/i, "")} attack: ${use[2]!.replace(/^on (?:a )?hit,?\s*/i, "")}`, power, shape);
    if (out) return out;
  }
  // A state said first: "While this creature is not bloodied, whenever an enemy starts its turn adjacent to it, …".
  const first = /^while ([^,:;]+),\s*((?:whenever|when|use when) .+)$/i.exec(body.trim());
  const gate = first ? gatePhrase(first[1]!) : null;
  if (first && gate) {
    const out = triggeredWith(name, first[2]!, power, shape);
    if (out && out.length === 1 && !/ while /.test(out[0]!)) {
      const line = out[0]!.replace(/^((?:champion )?power "(?:[^"\\]|\\.)*"[^:]*: (?:(?:immediate action, )?use when |whenever )?)(.+?)((?:, once per turn)?): /, `$1$2 while ${gate}$3: `);
      if (line !== out[0]) return [line];
    }
  }
  // The trigger said last: "Each adjacent enemy takes 10 fire damage when this creature is destroyed."
  // "This creature can shift 2 squares after it makes a melee attack": a permission said before the moment it follows ("until after it attacks" is a while, not a moment).
  const late = /^([^:;]+?),? (whenever|when|(?<!\buntil )after) (this creature [^,:;]+?|it (?:hits|misses|is|becomes|takes|makes|attacks)\b[^,:;]*?|its (?:(?:basic )?(?:melee|ranged|close|area) )?attack [^,:;]+?)\.?$/i.exec(body.trim());
  if (late) {
    // "… whenever its melee attack destroys an enemy": this creature's attack; "… whenever it misses": this creature.
    const trigger = late[3]!.replace(/^its /i, "this creature's ").replace(/^it /i, "this creature ");
    const m = Object.assign(["", "", late[2]!, trigger, late[1]!], { index: 0, input: body }) as unknown as RegExpExecArray;
    // "… whenever its attack destroys an enemy or causes it to become bloodied": two triggers, said first as the others are.
    const own = name ?? (plain(body).split(/[:.;]/)[0] ?? "").slice(0, 60).trim();
    return triggeredAs(m, name, body, power, shape) ?? eitherTriggers(own, `${late[2]} ${trigger}: ${late[1]}`, power, shape);
  }
  // "On a critical hit, target is also Stunned": each critical hit this creature scores (ddm-battle-rules-2011.txt § Attack Roll, Critical Hit).
  const critical = /^on (?:a )?critical(?: hit)?((?: with (?:an? )?[^,:;]+?)?)[,:;]\s+(.+)$/i.exec(body.trim());
  if (critical) return triggeredWith(name, `Whenever this creature scores a critical hit${critical[1]}: ${critical[2]}`, power, shape);
  return null;
}

const eitherOpening = String.raw`^((?:immediate(?: action)?[,.:;]?\s+)?)(whenever|use whenever|use when|use after|when|after)\s+(.+?)\s*`;
const triggerThenEffects = new RegExp(`${eitherOpening}[:;]\\s+(.+)$`, "i");
// The trigger ended by a full stop only where no colon or semicolon ends it.
const triggerStopEffects = new RegExp(`${eitherOpening}\\.\\s+(.+)$`, "i");

/**
 * "Use when this creature bloodies or destroys an enemy: heal 10 HP": two triggers joined
 * by "or", read as two segments of one power with the same effects (each with its own
 * "that attack" or "that saving throw"); its uses are shared, as the card's are. A list of
 * conditions whose effects say "that condition" is a segment for each condition.
 * ddm-battle-rules-2011.txt § Activated Powers; § Automatic Powers; § Conditions (Duration)
 */
function eitherTriggers(name: string | null, body: string, power: CardPower, shape: string): string[] | null {
  const m = triggerThenEffects.exec(body.trim()) ?? triggerStopEffects.exec(body.trim());
  if (!m) return null;
  // "that condition" in the effects names the condition of the trigger's list that befell the creature.
  const byCondition = /\bthat condition\b/i.test(m[4]!) ? conditionTriggers(m[3]!, m[4]!) : null;
  if (!byCondition && triggerPhrase(m[3]!)) return null;
  const pair = byCondition ?? eitherTrigger(m[3]!, (t) => triggerPhrase(t) !== null)?.map((t): [string, string] => [t, effectsForTrigger(m[4]!, t)]);
  if (!pair) return null;
  // A power printed without a name is named by its own opening words, not by each trigger's.
  const own = name ?? (plain(body).split(/[:.;]/)[0] ?? "").slice(0, 60).trim();
  const lines = pair.map(([t, effects]) => {
    // "…, or at start of this creature's turn": a moment is used at, not when.
    const lead = /^at /i.test(t) ? (/^(?:use|when|after)/i.test(m[2]!) ? "use" : "") : m[2]!;
    return triggeredWith(own, `${m[1]}${lead} ${t}: ${effects}`.trim(), power, shape);
  });
  const split = lines.map((l) => (l && l.length === 1 ? /^((?:champion )?power "(?:[^"\\]|\\.)*"[^:]*): (.+)$/.exec(l[0]!) : null));
  const head = split[0]?.[1];
  if (!split.every((x) => x && x[1] === head)) return null;
  return [`${head}: ${split.map((x) => x![2]).join("; ")}`];
}

/**
 * "an ally becomes Dazed, Stunned, or Helpless: end that condition on that ally": one
 * trigger for each condition of the list, "that condition" in its effects named.
 * ddm-battle-rules-2011.txt § Conditions; § Activated Powers
 */
function conditionTriggers(trigger: string, effects: string): [string, string][] | null {
  const m = /^(.+? becomes?) ((?:[A-Z][a-z]+, )+(?:or )?[A-Z][a-z]+|[A-Z][a-z]+ or [A-Z][a-z]+)$/.exec(trigger.trim());
  if (!m) return null;
  const names = m[2]!.split(/,\s*(?:or\s+)?|\s+or\s+/);
  if (!names.every((n) => conditionName(n) && triggerPhrase(`${m[1]} ${n}`))) return null;
  return names.map((n) => [`${m[1]} ${n}`, effects.replace(/\bend that condition on (that ally|that creature|this creature)\b/gi, `$1 loses ${n}`)]);
}

/**
 * Openings some cards use for a trigger, said as the others are: "Use before an enemy
 * makes an attack against this creature" is its declaration, before the roll (§ Making an
 * Attack, Declare the Attack); "Use before making an attack roll; +4 Attack on that attack
 * roll" the same; "Use only on charge" is this creature's charge ("Use when charging. On a hit, …" its hit); "Use before you roll for
 * initiative on any round after the first" is the start of those rounds (§ The Battle, steps
 * 4 and 5: the start of a round comes before its initiative test); "Once per turn when …;"
 * is the trigger with its limit; "RECHARGE" in capitals after a trigger begins its effects.
 */
function triggerOpening(body: string): string {
  return body
    .trim()
    // A printing slip: "ongoing posion damage".
    .replace(/\bposion\b/gi, "poison")
    // "This creature can shift 2 squares after it makes a {m} attack": a shift it may take each time such an attack has resolved.
    .replace(/^(?:this creature|it) (?:can|may) shift (\d+|1) squares? after (?:it|this creature) makes (an? (?:(?:basic )?(?:melee|ranged|close|area) )?attack)\.?$/i, "Use after this creature makes $2: This creature shifts $1 squares.")
    // "If this creature moves at least 3 squares before attacking, it may shift after attacking (usable after a charge)": after the
    // attack, if it had moved that far this turn (a charge's squares too).
    .replace(
      /^if (?:this creature|it) moves at least (\d+) squares? before attacking,? (?:it|this creature) (?:may|can) shift(?: (\d+) squares?)? after attacking(?: \(usable after (?:a )?charg(?:e|ing)\))?\.?$/i,
      (_m, n: string, s: string | undefined) => `Use after this creature makes an attack: if it moved at least ${n} squares this turn, this creature shifts ${s ?? "1"} squares.`,
    )
    .replace(/^use before ((?:an? |this )?[^:;.]*?\b(?:makes|declares) (?:an? )?[^:;.]*?attack\b[^:;.]*?)\s*([:;.])\s+/i, (_, t: string, sep: string) => `Use when ${t}${sep === "." ? ":" : sep} `)
    .replace(/^use before making an attack roll\s*[:;.]\s+(.+?) on that attack roll\.?$/i, "Use when making an attack: $1 on that attack.")
    // "Use after this creature makes a basic attack roll, if the result is a natural 18 or 19": the roll is the trigger (rollCondition).
    .replace(/^use after (this creature|it) (?:makes|rolls) (?:an? )?((?:basic |melee |ranged |close |area )*)attack roll\s*,\s*(?=if (?:the|its|that) (?:result|roll|attack roll)\b[^:;]*?\bnatural\b)/i, (_, who: string, kind: string) => `Use when ${who} makes a ${kind}attack: `)
    .replace(/^use only (?:on|when) (?:a )?charg(?:e|ing)\s*[:;,]\s+/i, "Use when this creature charges: ")
    // "Use while moving through a space occupied by an enemy": as it enters that space (movement-triggers.ts, self-enters-space).
    .replace(/^use (?:only )?while (?:this creature is |it is )?moving (through|into) (?=(?:an? |the )?(?:space|square)s? occupied by |[^:;,.]+?'s? (?:space|square)s?\b)/i, "Use when this creature moves $1 ")
    // "Use when charging. On a hit, …": the charge's hit.
    .replace(/^use (?:only )?(?:on|when) (?:a )?charg(?:e|ing)\s*[.:;,]\s+on a hit,?\s+/i, "Use when this creature hits while charging: ")
    // "Use before you roll for initiative on any round after the first": the start of those rounds, before their initiative test.
    .replace(/^use before (?:rolling initiative|initiative is rolled|you roll (?:for )?initiative) (?:on|in) (?:any|each|every) round after the first\s*[:;.]\s+/i, "Use at start of any round after the first: ")
    .replace(/^once per turn,? (when|whenever) ([^:;]+?)\s*([:;])\s+/i, "$1 $2 (once per turn)$3 ")
    // "Make an immediate basic attack against any adjacent enemy that shifts or …": the attack as an immediate action, when such an enemy does it.
    .replace(
      /^make an immediate ((?:basic (?:melee |ranged )?|(?:melee|ranged) basic )?)attack (?:against|vs\.?) (?:any|an?|each) (adjacent enemy|enemy adjacent to this creature|enemy within \d+ squares(?: of this creature)?) (?:that|who) ([^:;]+?)\.?$/i,
      (_, kind: string, who: string, what: string) => `Immediate action, use when an ${who} ${what}: make a ${kind}attack against that enemy.`,
    )
    // "Use when an enemy makes a melee attack: this creature or an adjacent champion ally gains Resist 5 Fire against that attack":
    // a defence against that attack helps only a creature it targets, so the trigger is the attack at one of them, and the defence the one attacked's.
    .replace(
      /^use when (an? (?:[A-Z][\w'-]* )?(?:enemy|creature)) (?:makes|declares) (an? (?:(?:melee|ranged|close|area) )?attack(?: vs\.? (?:AC|Fort\w*|Ref\w*|Will))?)\s*[:;]\s+(this creature or (?:an|one|1) adjacent (?:champion )?ally) (?:gains|has|gets) (resist \d+ [a-z]+|\+\d+ (?:AC|Fort\w*|Ref\w*|Will|defenses)) (?:vs\.?|against|on) that attack\.?$/i,
      (_, who: string, atk: string, whom: string, what: string) => `Use when ${who} targets ${whom} with ${atk}: ${what} against that attack.`,
    )
    // "Use at start of an enemy's turn: If that enemy is the first enemy to take a turn this round, it is …": that turn only.
    .replace(
      /^use at (?:the )?(?:start|beginning) of (?:an? )?enemy's turn\s*[:;.]\s+if (?:that|the) enemy is the first enemy (?:to take a turn|to activate|that takes a turn) (?:this|in the|in this) round,\s+(?:it|that enemy) /i,
      "Use at start of turn of the first enemy to take a turn this round: That enemy ",
    )
    // "Use at start of an enemy's turn, if that enemy is adjacent to this creature: …": that enemy starts its turn there.
    .replace(
      /^use at (?:the )?(start|beginning|end) of (?:an? )?(enemy|ally|creature)'s turn,? if (?:that|the) \2 is (adjacent to|within \d+ squares? of) (?:this creature|it)\s*([:;.])\s+/i,
      (_, at: string, who: string, where: string) => `Use when ${/^creature$/i.test(who) ? "a" : "an"} ${who.toLowerCase()} ${/^end$/i.test(at) ? "ends" : "starts"} its turn ${where.toLowerCase()} this creature: `,
    )
    // "Whenever an enemy charges this creature, or an adjacent enemy shifts, that enemy takes 10 damage": triggers joined by ", or", the effects after the last comma.
    .replace(/^((?:whenever|when|use when) [^:;]+?, or [^:;]+?), (that (?:enemy|ally|creature) [^:;,]+)$/i, "$1: $2")
    // "Whenever an ally hits … +10 damage on that attack": the bonus begins the effects where no stop ends the trigger.
    .replace(/^((?:whenever|use when) [^:;]+?) ([+-]\d+ (?:[a-z]+ )?damage on that attack\.?)$/i, "$1: $2")
    // "Use when this creature is first Bloodied RECHARGE Acid Spit, …": the capitals begin the effects where no stop ends the trigger.
    .replace(/^([Uu]se (?:when|after) [^:;.]+?) (?=RECHARGE [A-Z])/, "$1: ");
}

/**
 * "Dazed, Stunned, or Helpless": any of three conditions, and "an adjacent, non-bloodied
 * ally": two words of one party, said without the commas that would end a trigger.
 */
function conditionList(t: string): string {
  return t.replace(/\badjacent, ((?:non-)?bloodied)\b/gi, "adjacent $1").replace(/\b(\w+), (\w+),? or (\w+)\b/g, (all, a: string, b: string, c: string) => ([a, b, c].every((w) => conditionName(w)) ? `${a} or ${b} or ${c}` : all));
}

function triggeredAs(m: RegExpExecArray, name: string | null, body: string, power: CardPower, shape: string): string[] | null {
  const activated = /^use/i.test(m[2]!) || !!m[1];
  // "Usable once per turn" / "(once per turn)": the trigger's own limit (triggered.ts).
  const onceT = oncePerTurn(m[3]!);
  // Effects as some cards word them, made regular first (triggered.ts).
  const onceE = oncePerTurn(regularEffects(m[4]!));
  m[3] = onceT.text;
  m[4] = onceE.text;
  // "…; Krenshars immune": creatures of that keyword are not the trigger's party (§ Keywords).
  const spared = /;\s*([A-Z][a-z'-]+?)s immune\.?$/.exec(m[4].trim());
  if (spared) {
    const party = /^(an?|any|each) (?=(?:[a-z]+ )?(?:enemy|ally|creature)\b)/i.exec(m[3]);
    if (!party) return null;
    m[3] = `${party[1]} non-${spared[1]} ${m[3].slice(party[0].length)}`;
    m[4] = m[4].trim().slice(0, spared.index);
  }
  // "That target" after a trigger that names no attack: the creature the trigger named.
  if (!/\b(?:attacks?|hits?|miss(?:es)?|targets?|targeted|critical)\b/i.test(m[3])) m[4] = m[4].replace(/\bthat target\b/gi, "that creature");
  const found = triggerPhrase(`${/^(use at|at)$/i.test(m[2]!) ? "at " : ""}${m[3]!}`);
  if (!found) return null;
  m[4] = conditionReplaced(found, m[4]);
  // "use when" already says when; a trigger at a moment ("at start of round") is "use at" when activated.
  const at = /^at /.test(found);
  // "Use after … makes an attack": once the attack has resolved (triggered.ts).
  // "Use after attacking an enemy with a melee attack": once it has resolved, against that enemy.
  const after = /after$/i.test(m[2]!)
    ? found
        .replace(/^(.+?) (?:declares|makes) (.*attack)$/, "$1 resolves $2")
        .replace(/^(.+?) attacks$/, "$1 resolves attack")
        // "Use after this creature makes a {m} attack": read as "attacks with melee attack", the declaration; after it is the resolution.
        .replace(/^(this creature) attacks with (.*attack)$/, "$1 resolves $2")
        .replace(/^(this creature) attacks (enemy|creature) with (.*attack)$/, "$1 resolves $3 against $2")
    : found;
  let trigger = activated ? after.replace(/^at /, "") : after;
  // "Whenever this creature would take fire damage: it heals 10 HP instead": no damage, and the healing.
  if (/ would take /.test(trigger)) {
    const heals = /^(?:it|this creature) (?:heals|regains) (\d+)(?: hp| hit points)? instead\.?$/i.exec(m[4]!.trim());
    if (heals) m[4] = `This creature takes no damage. This creature heals ${heals[1]} HP`;
  }
  // "Use when this creature takes poison damage: -5 poison damage", "…is damaged by an attack: take half damage from that attack":
  // less damage can only be taken before it is, in the window where it would be (§ Resistance and Vulnerability, take, would take).
  const less = /^[-](\d+)(?: (\w+))? damage\.?$/i.exec(m[4]!.trim());
  const taking = /^this creature (?:takes (?:(\w+) )?damage(?: from (.+))?|is damaged(?: by (.+))?)$/.exec(trigger);
  if (taking && less && (!less[2] || less[2].toLowerCase() === taking[1])) m[4] = `This creature takes ${less[1]} less damage`;
  else if (taking) m[4] = m[4]!.replace(/^(?:this creature )?takes? (no|half|\d+ less) damage from that attack,? instead\b/i, "This creature takes $1 damage");
  // "Whenever a bloodied enemy within 5 squares takes damage, that enemy takes +5 damage": the damage it is about to take grows,
  // so the power acts in the window where it would take it (not on damage of its own, which would trigger it again).
  const grows = /^(.+?) takes ((?:[a-z]+ )?damage(?: from .+)?)$/.exec(trigger);
  const more = grows && !/^ongoing\b/.test(grows[2]!) ? /^(that (?:enemy|ally|creature)) takes \+(\d+) damage\.?$/i.exec(m[4]!.trim()) : null;
  if (grows && more) {
    trigger = `${grows[1]} would take ${grows[2]}`;
    m[4] = `${more[1]} takes ${more[2]} more damage`;
  }
  if (taking && /^this creature takes (?:no|half|\d+ less) damage\b/i.test(m[4]!)) trigger = `this creature would take ${taking[1] ? `${taking[1]} ` : ""}damage${taking[2] ?? taking[3] ? ` from ${taking[2] ?? taking[3]}` : ""}`;
  // "Use when a Beast ally takes damage. This creature takes that damage instead": before it is taken (§ Resistance and Vulnerability, take, would take).
  const other = /^(.+?) takes ((?:[a-z]+ )?damage(?: from .+)?)$/.exec(trigger);
  if (other && other[1] !== "this creature" && /^this creature takes (?:that|the) damage,? instead\.?$/i.test(m[4]!.trim())) trigger = `${other[1]} would take ${other[2]}`;
  // "Use when this creature charges: each ally has +2 Attack against target of that charge until end of round": the enemy it attacks.
  if (/^this creature (?:declares|hits|attacks|targets|misses)\b/.test(trigger)) m[4] = m[4]!.replace(/\bagainst (?:the )?target of (?:that|the|this) (?:charge|attack) (?=until\b)/gi, "against that enemy ");
  // "Roll 1d20 twice and use the higher result as the attack roll", "it rolls 1 extra d20 and keeps the higher result": the roll the trigger is about.
  const twice = /^(?:(?:it|this creature) )?rolls? (?:2d20|2 d20|(?:1d20|a d20|d20) twice|(?:1|one|an) (?:extra|additional) d20)(?: and|,)? (?:uses?|takes?|keeps?) the higher(?: result| roll| one)?(?: as (?:the|that) attack roll)?\.?$/i.test(m[4]!.trim());
  // "Roll 3d20 and use the highest result": an attack's roll only.
  const many = /^(?:(?:it|this creature) )?rolls? (\d+) ?d20(?: and|,)? (?:uses?|takes?|keeps?) the highest(?: result| roll| one)?(?: as (?:the|that) attack roll)?\.?$/i.exec(m[4]!.trim());
  const attackRoll = / (?:declares (?:.*\s)?attack|attacks(?: with .+)?)$/.test(trigger);
  const rolledTwice =
    twice ? (/ rolls saving throw$/.test(trigger) ? "roll that save twice keeping the higher" : attackRoll ? "roll that attack twice keeping the higher" : null)
    : many && attackRoll && Number(many[1]) > 2 ? `roll that attack ${many[1]} times keeping highest`
    : null;
  // "When this creature charges, it makes …": "it" is this creature, the trigger's own.
  if (/^this creature\b/.test(trigger)) m[4] = m[4]!.replace(/^it (makes|shifts|heals|gains|has|moves|teleports|is)\b/i, "this creature $1");
  // "Use after this creature rolls a saving throw: re-roll it and use the higher result": a save passes or fails, and the higher of
  // a failed roll and a new one passes exactly when the new one does, so the power answers the failed save (§ Saving Throws).
  if (/ rolls saving throw$/.test(trigger) && /^reroll that save keeping the higher\.?$/i.test(m[4]!.trim())) {
    trigger = trigger.replace(/ rolls saving throw$/, " fails saving throw");
    m[4] = "Reroll that save";
  }
  // "Use when this creature is destroyed: this creature is not destroyed…": the window before it is.
  if (/ instead of being destroyed\b| is not destroyed until end of its next turn or until it takes damage\b/.test(onceE.text)) trigger = trigger.replace(/^(.+?) is destroyed$/, "$1 would be destroyed");
  // An immediate action is once per creature-turn already (§ Immediate Actions): "Usable once per turn" adds nothing.
  const rest = sentences(m[4]!).filter((x) => !(/^(?:usable )?once per turn$/i.test(x) && (!!m[1] || /\bas an immediate action\b/i.test(m[4]!))));
  // ", if the attack roll is a natural 16-20:" — the roll is the trigger (triggered.ts).
  const onRoll = rollCondition(trigger, rest.join(". "));
  if (onRoll) {
    trigger = onRoll.trigger;
    rest.splice(0, rest.length, onRoll.effects);
  }
  // ", if it is bloodied:" — a state of this creature, the trigger's "while" (triggered.ts).
  // "Use when this creature declares an attack on its turn: if it has not moved this turn, …": both, its turn first.
  const ownTurn = / while its turn$/.test(trigger);
  const state = / while /.test(trigger) && !ownTurn ? null : stateCondition(rest.join(". "), gatePhrase);
  if (state) {
    trigger = ownTurn ? trigger.replace(/ while its turn$/, ` while on its turn if ${state.gate}`) : `${trigger} while ${state.gate}`;
    rest.splice(0, rest.length, state.effects);
  }
  // "if that attack hits, …" after a declared or resolved attack: the hit is the trigger (triggered.ts).
  const onHit = onTheHit(trigger.replace(/ while .+$/, ""), rest.join(". "));
  if (onHit) {
    trigger = `${onHit.trigger}${/ while .+$/.exec(trigger)?.[0] ?? ""}`;
    rest.splice(0, rest.length, onHit.effects);
  }
  // "Score 5 VP, or 10 VP if the enemy is a Champion": a trigger for each kind of enemy, each with its score (triggered.ts).
  // "… 15 poison damage (30 poison damage instead on a critical hit)": a trigger for each (triggered.ts).
  const critical = criticalSplit(trigger, rest.join(". "));
  const criticalRead = critical?.map(([t, e]) => [t, effectSentences(e)] as const);
  if (criticalRead && criticalRead.every(([, e]) => e)) {
    const lead = leadOf(m, activated, at);
    return [`${power.type === "CHAMPION" ? "champion power" : "power"} ${header(name, body, power)}: ${criticalRead.map(([t, e]) => `${lead ? `${lead} ` : ""}${t}: ${e}`).join("; ")}`];
  }
  const scores = championScores(trigger, rest.join(". "));
  if (scores) {
    const lead = leadOf(m, activated, at);
    return [`${power.type === "CHAMPION" ? "champion power" : "power"} ${header(name, body, power)}: ${scores.map(([t, score]) => `${lead ? `${lead} ` : ""}${t}: ${score}`).join("; ")}`];
  }
  // "Use when any creature hits with a melee attack; +10 poison damage": a bonus naming no one, on the attack that hit.
  if (/ hits\b/.test(trigger) && rest.length === 1 && /^[+]\d+(?: [a-z]+)? damage\.?$/i.test(rest[0]!.trim())) rest[0] = `${rest[0]!.trim().replace(/\.$/, "")} on that attack`;
  // "… takes 15 fire damage or 15 necrotic damage": a choice between effects (triggered.ts).
  // "+11 vs. AC against the same creature; 10 Damage": an attack of its own, which the power makes (power-attacks.ts).
  const rolled = powerAttack(name, rest.join(". "), shape);
  // "Use when this creature enters a Large or smaller enemy's space; +13 vs. Fortitude; Stunned": aimed at the creature whose space it entered.
  const entered = / space occupied by (?:.+ )?(enemy|ally|creature)$/.exec(trigger.replace(/ while .+$/, ""));
  const made = rolled && entered && !/ against /.test(rolled.effect) && !shape ? { ...rolled, effect: `${rolled.effect} against that ${entered[1]}` } : rolled;
  const read = rolledTwice ?? (made ? made.effect : shape ? null : (effectSentences(rest.join(". ")) ?? eitherEffects(rest.join(". "), effectSentences)));
  if (!read) return null;
  let effects = togetherSaves(body, read);
  // "Make a basic attack. That attack is a critical hit.": said after the attack it would change, which has resolved by then.
  if (/\bmakes? .*attacks?\b.* and that attack\b/.test(effects)) return null;
  // On being attacked, "that attack" is the enemy's: "-10 damage on that attack" lowers the attacker's damage.
  if (/^(this creature is (hit|targeted|missed)|enemy (hits|targets|misses) this creature)/.test(trigger)) {
    effects = effects.replace(/(^| and )([+-]\d+ (?:attack|damage) on that attack)/g, "$1that enemy gets $2");
  }
  const owned = boostOwners(trigger, effects);
  if (owned === null) return null;
  effects = owned;
  const immediate = isImmediate(m, effects);
  // A power taken as an immediate action has spent it already: its attack costs no second one.
  if (immediate) effects = effects.replace(/( attack against different target) as immediate action\b/g, "$1");
  // "Use when this creature enters a space adjacent to an enemy: … attack against that enemy as an immediate action":
  // it acts on the creature it came beside, so once the square is entered (§ Actions, Immediate Action).
  // "Use after an enemy enters a square exactly 2 squares away": once the square is entered, as a reaction.
  const beside = /^this creature enters square adjacent to /.test(trigger) || (/after$/i.test(m[2]!) && / enters square /.test(trigger));
  const lead = beside ? leadOf(m, activated, at, effects).replace(/^immediate action,/, "immediate reaction,") : leadOf(m, activated, at, effects);
  const keyword = power.type === "CHAMPION" ? "champion power" : "power";
  // Off the map a creature hears only the powers that put it on the map (runtime/ddm/events.ts): any other would never act.
  if (/ while off battle map$/.test(trigger) && !/^place this creature\b/.test(effects)) return null;
  const once = (onceT.once || onceE.once) && !immediate ? ", once per turn" : "";
  return [`${keyword} ${header(name, body, power)}: ${lead ? `${lead} ` : ""}${trigger}${once}: ${effects}`, ...(made ? [made.attack] : [])];
}

/**
 * "Use at start of an adjacent Stunned enemy's turn: That enemy is Dominated, instead (save
 * ends)": the condition the trigger names gives way to the new one, which the language says
 * as losing the one and gaining the other. ddm-battle-rules-2011.txt § Conditions
 */
function conditionReplaced(trigger: string, effects: string): string {
  const held = /^(?:adjacent )?(\w+) (enemy|ally|creature) starts its turn$/.exec(trigger);
  const had = held ? conditionName(held[1]!) : null;
  const now = /^that (enemy|ally|creature) is (\w+),? instead\b\s*(.*)$/i.exec(effects.trim());
  if (!had || !now || now[1]!.toLowerCase() !== held![2] || !conditionName(now[2]!)) return effects;
  return `That ${held![2]} loses ${had}. That ${held![2]} is ${conditionName(now[2]!)} ${now[3]}`.trim();
}

/** "…: make a basic attack as an immediate action" costs the immediate action (§ Immediate Actions). */
// In a menu whose entry costs it as read ("choose one … or this creature makes melee attack against different target as
// immediate action"), that entry spends the immediate action, not the power.
const isImmediate = (m: RegExpExecArray, effects = "") => !!m[1] || (/\bas an immediate action\b/i.test(m[4]!) && !(/^choose one /.test(effects) && / as immediate action\b/.test(effects)));

/** How a triggered power's line opens: "immediate action, use when", "use when", "use at", "whenever", or nothing for an automatic moment. */
function leadOf(m: RegExpExecArray, activated: boolean, at: boolean, effects = ""): string {
  const use = at ? "use at" : "use when";
  return isImmediate(m, effects) ? `immediate action, ${use}` : activated ? use : at ? "" : "whenever";
}

/**
 * "Takes 10 damage at end of each of its turns if it did not make a melee attack during
 * that turn": the trigger said after the effect, read as the triggered power it is.
 * ddm-battle-rules-2011.txt § Automatic Powers
 */
const momentLast: Reading = (name, body, power) => {
  const m = /^(?:this creature |it )?(takes|heals|loses|gains) (.+?),? at (?:the )?(start|end) of (?:each of )?(?:its|this creature's) turns?,? (if .+?)\.?$/i.exec(body.trim());
  return m ? triggered(name, `At ${m[3]!.toLowerCase()} of its turn, ${m[4]}, this creature ${m[1]!.toLowerCase()} ${m[2]}.`, power) : null;
};

/** A triggered power printed as a standing rule ("Any creature that hits this creature …", continuous.ts), read as the trigger it is. */
const standingTrigger: Reading = (name, body, power) => {
  const worded = asTriggerWording(body);
  return worded ? triggered(name, worded, power) : null;
};

/**
 * "Whenever this creature hits a target granting it combat advantage: +10 damage on that
 * attack", "Whenever this creature makes a melee attack against a bloodied target: +2
 * attack on that attack": a bonus to the attacks that fit, which the language says as a
 * continuous modifier with "against … targets" and "while …". Damage on a hit is the
 * same bonus as damage against that target (bonus damage needs a hit anyway); an attack
 * bonus after a hit would change nothing, so "hits" takes damage only.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const onThatAttack: Reading = (name, body, power) => {
  // "+5 cold damage on that attack; +10 cold damage on that attack instead if a Cold creature is within 5 squares":
  // the first bonus, and the rest of the second while the state holds (one power's bonuses add up, § Bonuses and Penalties).
  const more = /^(whenever this creature (?:hits|makes|attacks)\b.*?\s*[:;,]\s*)\+(\d+)( (?:[a-z]+ )?damage) on that attack;\s*\+(\d+)( (?:[a-z]+ )?damage) on that attack,? instead,? if (.+?)\.?$/i.exec(body.trim());
  if (more && more[3]!.toLowerCase() === more[5]!.toLowerCase() && Number(more[4]) > Number(more[2])) {
    const gate = gatePhrase(more[6]!);
    const base = onThatAttack(name, `${more[1]}+${more[2]}${more[3]} on that attack`, power);
    const rest = gate ? onThatAttack(name, `${more[1]!.replace(/\s*[:;,]\s*$/, "")} while ${gate}: +${Number(more[4]) - Number(more[2])}${more[5]} on that attack`, power) : null;
    const clause = (line: string) => line.slice(line.indexOf(": ") + 2);
    return base && rest ? [`power ${header(name, body, power)}: ${clause(base[0]!)}; ${clause(rest[0]!)}`] : null;
  }
  const m = /^whenever this creature (hits|makes|attacks)\b(.*?)\s*[:;,]\s*(.+?) on that attack\.?$/i.exec(body.trim());
  if (!m) return null;
  const verb = m[1]!.toLowerCase();
  let what = m[2]!.trim();
  let kind = "";
  let gate = "";
  const w = / while (.+)$/i.exec(what);
  if (w) {
    gate = ` while ${w[1]}`;
    what = what.slice(0, w.index);
  }
  const k = /(?:^|\s)with (?:a |an )?(melee|ranged|close|area|basic melee) attack$/i.exec(what) ?? /^(?:a |an )?(melee|ranged|close|area) attack\b/i.exec(what);
  if (k) {
    kind = k[1]!.toLowerCase().replace("basic ", "");
    what = (what.slice(0, k.index) + what.slice(k.index + k[0].length)).trim();
  }
  what = what.replace(/(?:^|\s)with (?:a |an )?attack$/i, "").trim();
  if (verb !== "hits") what = what.replace(/^(?:an? )?attack\b\s*/i, "").replace(/^against\s+/i, "");
  // The target: "a target granting it combat advantage" (or "that grants it …"), "a bloodied target", "an Immobilized enemy".
  what = what.replace(/\b(target|enemy|creature) that grants (?:it|this creature) combat advantage$/i, "$1 granting it combat advantage");
  let against = "";
  if (what && !/^(?:an? |the )?(?:target|enemy)$/i.test(what)) {
    const t = /^(?:an? |the )?(.*?) ?\b(target|enemy|creature)\b(.*)$/i.exec(what);
    if (!t) return null;
    against = ` against ${t[1] ? `${t[1]} ` : ""}${t[2]!.toLowerCase() === "enemy" ? "enemies" : "targets"}${t[3] ?? ""}`;
  }
  // "This creature has combat advantage on that attack": combat advantage against such targets (§ Combat Advantage).
  let mods = m[3]!.trim().replace(/^(?:this creature|it) (?:has|gains) combat advantage$/i, "has combat advantage");
  if (verb === "hits" && !/^[+-]\d+ (?:\w+ )?damage$/i.test(mods)) return null;
  if (mods === "has combat advantage") return against && !kind && !gate ? [`power ${header(name, body, power)}: has combat advantage${against}`] : null;
  if (kind) mods = mods.replace(/([+-]\d+) (?!melee|ranged|close|area)(\w+)/gi, `$1 ${kind} $2`);
  const clause = modifierClause(`${mods}${gate}${against}`);
  return clause ? [`power ${header(name, body, power)}: ${clause}`] : null;
};

/**
 * "Whenever adjacent to a wall: Immune Dazed, Immune Stunned", "Whenever this creature is
 * adjacent to a wall: this creature is invisible": no event but a state of this creature,
 * so a continuous power that holds while the state does.
 * ddm-battle-rules-2011.txt § Continuous Powers
 */
const wheneverState: Reading = (name, body, power) => {
  const m = /^whenever (?:this creature is |it is )?([^:;,]+?)\s*[:;,]\s*(.+)$/i.exec(body.trim());
  if (!m || !gatePhrase(m[1]!)) return null;
  const effects = plain(m[2]!).replace(/^(?:this creature|it) (?:is|has|gains) /i, "");
  const clause = modifierClause(`${effects} while ${m[1]}`);
  return clause ? [`power ${header(name, body, power)}: ${clause}`] : null;
};

/**
 * "+5 {m} damage whenever this creature has combat advantage against target": a bonus
 * against targets granting it combat advantage, as Sneak Attack says it; "+3 Attack instead
 * of +2 whenever …" is +1 on top of the rulebook's +2.
 * ddm-battle-rules-2011.txt § Combat Advantage
 */
const withAdvantage: Reading = (name, body, power) => {
  const m = /^\+(\d+) (?:(melee|ranged|m|r) )?(damage|attack)(?: instead of \+(\d+))? whenever this creature has combat advantage against (?:the |a |its )?target\.?$/i.exec(body.trim());
  if (!m) return null;
  const kind = m[2] ? ` with ${/^m/i.test(m[2]) ? "melee" : "ranged"} attacks` : "";
  // "+3 Attack instead of +2": the core +2 for combat advantage (§ Combat Advantage, +2 Bonus to Attack Rolls) still counts, so the power adds the rest.
  const stat = m[3]!.toLowerCase();
  if (m[4] && (stat !== "attack" || m[4] !== "2")) return null;
  const amount = Number(m[1]) - (m[4] ? 2 : 0);
  if (amount <= 0) return null;
  return [`power ${header(name, body, power)}: +${amount} ${stat}${kind} against targets granting combat advantage`];
};

/** Continuous modifiers and permissions: "+2 AC while bloodied", "Can shift 2 squares", "Allies within 5 squares have +1 Attack". */
const continuous: Reading = (name, body, power) => {
  const s = sentences(body.trim());
  // "Each ally … has +2 Attack; each enemy … has -2 Attack": clauses, each with its own subject (continuous.ts).
  if (s.length !== 1 || /;\s*(?:each|all|allies|enemies|adjacent)\b/i.test(s[0]!)) return null;
  const clause = modifierClause(plain(s[0]!));
  if (!clause) return null;
  return [`power ${header(name, body, power)}: ${clause}`];
};

/** "+4 AC against {r} attacks", "+4 AC against Giants" (defences.ts). */
const defenceReading: Reading = (name, body, power) => defenceAgainst(name, body, power.limit);

export const readings: Reading[] = [mountReading, delayedEntry, reserveReading, returningReading((name, body, power) => read(name, body, power)), spentCounters((name, body, power) => read(name, body, power)), nearTerrainReading, fallenTerrainReading, carriedTerrainReading, clearedTerrainReading, damageDefences, oldDefence, defenceReading, ...earlyContinuousReadings, conditionImmunity, auraParts, kinStates, squadActivation, aura, actionCost, setUpInvisible, setUpPower, usedFromStart, onThatAttack, withAdvantage, bothEliminated((name, body, power) => read(name, body, power)), ...championReadings, championUsed, conditionDurationChanged, concealReroll, ...initiativeReadings, unseenNear, impliedMoment((name, body, power) => read(name, body, power)), triggered, momentLast, standingTrigger, wheneverState, continuous, namedPower, heldSentences, ...continuousReadings, lastingReading((name, body, power) => read(name, body, power)), defaultCondition((name, body, power) => read(name, body, power)), ruleAndTrigger((name, body, power) => read(name, body, power))];

function read(name: string | null, body: string, power: CardPower): string[] | null {
  for (const r of readings) {
    const out = r(name, body, power);
    if (out) return out;
  }
  return null;
}

/** A trailing "RECHARGE when …" goes into the header (ddm-battle-rules-2011.txt § Powers and Effects, Rechargeable Powers). */
export function translatePower(name: string | null, body: string, power: CardPower): string[] | null {
  const r = /^(.*?)[.;]?\s*RECHARGE (when .+|at .+?|as an? (?:attack|move|minor) ?action)\.*$/i.exec(body.trim());
  if (!r) return read(name, body, power);
  // "RECHARGE as a minor action": its creature may spend that action to regain the use (§ Rechargeable Powers).
  const byAction = /^as an? (attack|move|minor) ?action$/i.exec(r[2]!);
  const recharge = byAction ? ` recharge as ${byAction[1]!.toLowerCase()} action` : rechargePhrase(r[2]!, name ?? undefined);
  const out = recharge ? read(name, r[1]!, power) : null;
  if (!out || !recharge) return null;
  const first = out[0]!.replace(/^((?:champion )?power|aura \d+) ("(?:[^"\\]|\\.)*"(?: uses \d+)?)/, `$1 $2${recharge}`);
  return first === out[0] ? null : [first, ...out.slice(1)];
}
