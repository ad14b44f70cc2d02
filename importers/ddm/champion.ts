// Round powers, champion powers most of all: powers used at a moment of the round
// (before or after the initiative test, when a player wins or loses it, before a
// player's first turn, at the start of a round in one of its victory areas) and the
// effects that act on the round rather than on a creature (victory points, extra
// initiative dice, extra creatures to take turns with).
// ddm-battle-rules-2011.txt § Champion Powers; § Champion Test; § The Battle (Game Overview)
import { effectSentences } from "./activated.js";
import type { CardPower } from "./card.js";
import { asVulnerability } from "./effects.js";
import { laidTerrain } from "./laid-terrain.js";
import { menuOf } from "./menus.js";
import { effectsWithSubjects, subjectOf, triggerPhrase } from "./phrases.js";
import { keywordRefinement } from "./refined-bonus.js";
import { countOf, quoted, sentences } from "./text.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;


/**
 * "At end of round, the player whose warband destroys the most enemies this round scores
 * 10 VP", "the player whose warband eliminates more enemies than any other this round
 * scores +15 VP", "… the highest-level enemy …", "the player with the most creatures in
 * his or her victory areas at end of round scores +10 VP".
 */
function roundContest(s: string): string | null {
  const t = s.replace(/^at (?:the )?end of (?:the )?round,? /i, "").replace(/ at (?:the )?end of (?:the )?round\b/i, "");
  let m = /^the player whose warband (?:destroys|eliminates) (the most enemies|more enemies than any other|the highest-level enemy|the highest-cost enemy) this round scores? \+?(\d+) (?:VP|victory points)$/i.exec(t);
  if (m) {
    const what = /highest-level/i.test(m[1]!) ? "highest level enemy" : /highest-cost/i.test(m[1]!) ? "highest cost enemy" : "most enemies";
    return `at end of round the player whose warband destroys ${what} this round scores ${m[2]} VP`;
  }
  m = /^the player (?:whose warband has|with) the most creatures (?:occupying|in) (his or her |their |its )?victory areas scores? \+?(\d+) (?:VP|victory points)$/i.exec(t);
  if (m) return `at end of round the player with most creatures in ${m[1] ? "their " : ""}victory areas scores ${m[2]} VP`;
  return null;
}

/** Effects on the round, as the language says them; null when the sentence is not one. */
export function roundEffect(sentence: string): string | null {
  const s = sentence.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  let m = /^(?:you )?(?:score|gain) \+?(\d+) (?:VP|victory points)$/i.exec(s);
  if (m) return `you score ${m[1]} VP`;
  m = /^(?:you )?roll (\d+|an?|one) (?:extra|additional|more) d20 (?:when determining|to determine|for|when rolling for|when rolling) initiative(?: this round)?$/i.exec(s);
  if (m) return `you roll ${countOf(m[1]!)} extra d20 for initiative this round`;
  if (/^(?:players|each player|both players) scores? double (?:VP|victory points) for occupying victory areas (?:this round|until (?:the )?end of (?:the )?round)$/i.test(s)) return "players score double VP for occupying victory areas this round";
  if (/^you (?:choose|pick|select) (?:the first creature|which creature) (?:that |your )?opponent (?:takes a turn with|activates)(?: first)?(?: this turn)?$/i.test(s))
    return "you choose the first creature that opponent takes a turn with";
  // Scorings set up for the end of the round (compiler/primitives/round-effects.ts, round contests).
  const contest = roundContest(s);
  if (contest) return contest;
  // "At end of round, you score 5 VP for each enemy within 5 squares …": the creatures named then (compiler/primitives/round-scoring.ts).
  m = /^at (?:the )?end of (?:the |this )?round,? (?:you )?score \+?(\d+) (?:VP|victory points) for each (.+)$/i.exec(s);
  const counted = m ? subjectOf(`each ${m[2]}`) : null;
  const each: Record<string, string> = { allies: "ally", enemies: "enemy", creatures: "creature" };
  if (counted && !/^(?:one |up to |this creature|that |target|its )/.test(counted)) return `at end of round you score ${m![1]} VP for each ${counted.replace(/\b(allies|enemies|creatures)\b/, (w) => each[w]!)}`;
  m = /^you (?:can |may )?(?:activate|take (?:a )?turns? with) (\d+|an?|one) (?:extra|additional|more) creatures?(?: this turn| during your (?:first|next) turn this round)?$/i.exec(s);
  if (m) return `you activate ${countOf(m[1]!)} extra creature${countOf(m[1]!) === "1" ? "" : "s"} this turn`;
  // "Activate 1 more or 1 fewer creature this turn": the player picks one as the power resolves.
  m = /^(?:you )?(?:can |may )?(?:activate|take (?:a )?turns? with) (\d+|an?|one) (?:more|extra|additional)(?: creatures?)? or (\d+|an?|one) fewer creatures?(?: this turn)?$/i.exec(s);
  if (m) {
    const [more, fewer] = [countOf(m[1]!), countOf(m[2]!)];
    return `choose one you activate ${more} extra creature${more === "1" ? "" : "s"} this turn or you activate ${fewer} fewer creature${fewer === "1" ? "" : "s"} this turn`;
  }
  return null;
}

/**
 * Card wordings made the language's before effects are read: "each Orc and Ogre ally"
 * is each ally that is one or the other (not two subjects split at "and"); "Sneak
 * Attack 5" had for a while is its bonus (content/ddm/core/named-powers.wb).
 */
function regular(text: string): string {
  return asVulnerability(text)
    .replace(/\b(?:each |all )?([A-Z][\w'-]*) and ([A-Z][\w'-]*) (ally|allies|enemy|enemies)\b/g, (_, a: string, b: string, who: string) => `${a} or ${b} ${/^all/i.test(who) ? "allies" : "enemies"}`)
    .replace(/\b(has|have|gains?|gets?) Sneak Attack (\d+)\b/g, "$1 +$2 damage against targets granting it combat advantage")
    // "heals 10 HP, then, each ally …": the comma after "then" says nothing.
    .replace(/, then, /gi, ", then ")
    // "slide each enemy and ally up to 2 squares": each of either side, its own slide.
    .replace(/\b(slide|push|pull) each (enemy|ally) and (?:each )?(ally|enemy) (up to \d+ squares?)/gi, (_, verb: string, a: string, b: string, far: string) => `${verb} each ${a} ${far}, then ${verb.toLowerCase()} each ${b} ${far}`)
    // "may shift up to two squares": the number in figures.
    .replace(/\b(shifts? up to) (one|two|three|four) (squares?)\b/gi, (_, lead: string, n: string, sq: string) => `${lead} ${countOf(n)} ${sq}`);
}

/** Words one of which every round effect has (roundEffect, roundContest). */
const roundWords = /vp|victory points|d20|opponent|activate|turns? with/i;

/**
 * Effects over one sentence or several, each a round effect or an effect that names whom
 * it reaches. With `roundOnly`, null unless one acts on the round, found before the
 * others are read (reading them costs far more).
 */
function effectsOf(text: string, roundOnly = false): { effects: string; round: boolean } | null {
  // Every round effect (roundEffect) says VP, a d20, the opponent or creatures activated or taken turns with: a text without those words has none.
  if (roundOnly && !roundWords.test(text)) return null;
  // "choose 1 effect. Spur On: … Tactical Surge: …": a menu of named entries, each read here (menus.ts); never a round effect alone.
  const menu = roundOnly ? null : menuOf(text, (t) => effectsOf(t)?.effects ?? null);
  if (menu) return { effects: menu, round: false };
  const said = sentences(regular(keywordRefinement(text) ?? text.trim()));
  // "It"/"They" opening a later sentence may mean the creature named before: not guessed.
  if (said.length === 0 || said.slice(1).some((x) => /^(it|they|its|their)\b/i.test(x))) return null;
  const pieces: string[] = [];
  for (const whole of said) {
    // "You score +5 VP, then this creature takes 5 damage": effects resolve in order anyway.
    const split = roundEffect(whole) ? [whole] : whole.split(/,? then /i);
    pieces.push(...(split.length > 1 && split.some((x) => roundEffect(x)) ? split : [whole]));
  }
  const onRound = pieces.map(roundEffect);
  const round = onRound.some((r) => r !== null);
  if (roundOnly && !round) return null;
  const parts: string[] = [];
  for (const [i, s] of pieces.entries()) {
    // The general effect reading last ("this creature and 1 Devil ally switch positions").
    const e = onRound[i] ?? laidTerrain(s) ?? namedAttackUse(s) ?? effectsWithSubjects(s) ?? effectSentences(s);
    if (!e) return null;
    parts.push(e);
  }
  return { effects: parts.join(" and "), round };
}

/**
 * "Then, this creature may use Drop Attack as an immediate action": one attack of its card,
 * by name, which its player may decline (compiler/primitives/activated.ts attacks-by-power).
 */
function namedAttackUse(s: string): string | null {
  const m = /^(?:then,? )?(?:this creature|it) may (?:use|make) (?:a |an |its )?([A-Z][\w' -]*?)(?: attack)? as an immediate action\.?$/.exec(s.trim().replace(/^Then/, "then"));
  return m ? `this creature makes ${quoted(m[1]!)} attack` : null;
}

/**
 * "Each ally in a victory area at start of round has +2 Attack": used at the start of the
 * round, the creatures are found as it is used, so the words add nothing.
 */
function atRoundStart(trigger: string, effects: string): string {
  if (!/start of round/.test(trigger)) return effects;
  return effects.replace(/ at (?:the )?start of (?:the |this )?round(?= (?:has|have|gets?|gains?|is|are)\b)/gi, "");
}

const sep = String.raw`\s*[:;,.]\s+`;
const victoryArea = String.raw`(?:this creature )?(?:occupies|is in|is occupying|occupying) (?:one of )?your victory areas?`;

/** Openings of round powers, and the language's trigger for each. */
const openings: [RegExp, string][] = [
  [new RegExp(`^use after rolling initiative${sep}if any player's (?:result|roll|initiative roll) is (?:a )?natural (\\d+)(?:-(\\d+))?${sep}`, "i"), "use when any initiative roll is natural $1 to $2"],
  [new RegExp(`^use after rolling initiative${sep}if you (?:win|won)(?: initiative)? and (?:this|it) is your only champion in play${sep}`, "i"), "use when you win initiative while it is your only champion in play"],
  [new RegExp(`^use after rolling initiative${sep}if you (?:win|won)(?: initiative)?${sep}`, "i"), "use when you win initiative"],
  [new RegExp(`^use after rolling initiative${sep}if you (?:lose|lost)(?: initiative)?${sep}`, "i"), "use when you lose initiative"],
  [new RegExp(`^use after rolling initiative${sep}`, "i"), "use after rolling initiative"],
  [new RegExp(`^use when you win initiative${sep}`, "i"), "use when you win initiative"],
  [new RegExp(`^use when you lose initiative${sep}`, "i"), "use when you lose initiative"],
  [new RegExp(`^whenever you win initiative${sep}`, "i"), "whenever you win initiative"],
  [new RegExp(`^whenever you lose initiative${sep}`, "i"), "whenever you lose initiative"],
  // "Whenever your initiative roll is odd, …": the kept die's parity (compiler/primitives/round-triggers.ts).
  [new RegExp(`^(?:whenever|when) your initiative roll is (odd|even)${sep}`, "i"), "whenever your initiative roll is $1"],
  [new RegExp(`^use when your initiative roll is (odd|even)${sep}`, "i"), "use when your initiative roll is $1"],
  [new RegExp(`^use before (?:rolling initiative|initiative is rolled|you roll (?:for )?initiative)${sep}`, "i"), "use before rolling initiative"],
  [new RegExp(`^use before taking (?:your|yor) first turn (?:in|of) (?:a |the )?round${sep}`, "i"), "use before taking your first turn in a round"],
  [new RegExp(`^use at (?:the )?(?:start|beginning) of (?:a |the |each )?round,? (?:only )?(?:if|while) ${victoryArea}${sep}`, "i"), "use at start of round while it occupies one of your victory areas"],
  [new RegExp(`^use at (?:the )?end of (?:a |the |each )?round,? (?:only )?(?:if|while) ${victoryArea}${sep}`, "i"), "use at end of round while it occupies one of your victory areas"],
  // "… and no other creature occupies that victory area": the area its own (§ Victory Areas).
  [new RegExp(`^use at (?:the )?end of (?:a |the |each )?round,? (?:only )?(?:if|while) ${victoryArea},? and no other creatures? (?:occupies|is in|occupy|are in) (?:that|the same) victory area${sep}`, "i"), "use at end of round while it occupies one of its victory areas alone"],
  [new RegExp(`^use when this (?:champion|creature) starts (?:it|its) turn in one of your victory areas${sep}`, "i"), "use at start of its turn while it occupies one of your victory areas"],
];

/** "Whenever rolling initiative, if your result is a natural 16-20: …" */
const natural = new RegExp(`^(use when|whenever) rolling initiative,? if your (?:result|roll|initiative roll) is (?:a )?natural (\\d+)(?:\\s*-\\s*(\\d+)|\\+)?${sep}`, "i");
/** "Use at start of round: If you win initiative this round, …. Otherwise, …", the loser's part maybe left out. */
const outcomeRe = new RegExp(`^(use at (?:the )?start of (?:a |the |each )?round|use before rolling initiative)${sep}if you win (?:that |this )?initiative(?: this round)?,\\s+(.+?)(?:\\.\\s+otherwise,\\s+(.+?))?\\.?$`, "i");

function header(name: string | null, opening: string, power: CardPower): string {
  const uses = power.limit ? ` uses ${power.limit}` : "";
  return `${quoted(name ?? opening.replace(/^use /i, "Use ").slice(0, 60))}${uses}`;
}

function keyword(power: CardPower): string {
  return power.type === "CHAMPION" ? "champion power" : "power";
}

/**
 * "Spend 10 VP. If you do, …", "spend 5 VP, then …" after a trigger: paid first, and usable
 * only while its player has them (compiler/primitives/vp-costs.ts). The rest of the effects,
 * the trigger's gate and the payment as the language says them; null for a trigger that has
 * a gate already (one "while" a trigger).
 */
function spendFirst(trigger: string, effects: string): { rest: string; gate: string; spent: string } | null {
  const m = /^spend (\d+) (?:VP|victory points)(?:,? then,?|\.\s*if you do,?)\s*(.+)$/i.exec(effects.trim());
  if (!m) return { rest: effects, gate: "", spent: "" };
  return / while /.test(trigger) ? null : { rest: m[2]!, gate: ` while you have ${m[1]} or more VP`, spent: `you spend ${m[1]} VP and ` };
}

/** A round opening with any effects after it. */
const roundOpening: Reading = (name, body, power) => {
  const b = body.trim();
  for (const [re, trigger] of openings) {
    const m = re.exec(b);
    if (!m) continue;
    const paid = spendFirst(trigger, b.slice(m[0].length));
    if (!paid) return null;
    const e = effectsOf(atRoundStart(trigger, paid.rest));
    if (!e) return null;
    // A range's numbers from the opening ("natural 1-2"); one number is a range of one.
    const said = trigger.replace("$1", m[1] ?? "").replace("$2", m[2] ?? m[1] ?? "");
    return [`${keyword(power)} ${header(name, b.slice(0, m[0].length).replace(/[\s:;,.]+$/, ""), power)}: ${said}${paid.gate}: ${paid.spent}${e.effects}`];
  }
  const n = natural.exec(b);
  if (n) {
    const e = effectsOf(b.slice(n[0].length));
    if (!e) return null;
    const high = n[3] ?? (n[0].includes("+") ? "20" : null);
    const range = high ? `${n[2]} to ${high}` : n[2];
    const lead = /^use/i.test(n[1]!) ? "use when" : "whenever";
    return [`${keyword(power)} ${header(name, b.slice(0, n[0].length).replace(/[\s:;,.]+$/, ""), power)}: ${lead} your initiative roll is natural ${range}: ${e.effects}`];
  }
  return null;
};

/**
 * Triggered powers whose effects act on the round ("Use at start of round: You roll 1
 * extra d20 when determining initiative this round", "Use when a Kobold ally destroys an
 * enemy. Score +5 VP"): the trigger read as other triggered powers are, the effects here.
 * Powers without a round effect are left to the general triggered reading.
 */
const roundEffects: Reading = (name, body, power) => {
  const m = /^(use when|use at|whenever|at)\s+([^:;.]+?)\s*[:;.]\s+(.+)$/i.exec(body.trim()) ?? /^(use when|use at|whenever|at)\s+(.+?),\s+(.+)$/i.exec(body.trim());
  if (!m) return null;
  const at = /at$/i.test(m[1]!);
  const found = triggerPhrase(`${at ? "at " : ""}${m[2]!}`);
  const paid = found ? spendFirst(found, m[3]!) : null;
  // The round's own moments are read here whatever their effects; other triggers only for a round effect.
  const e = found && paid ? effectsOf(atRoundStart(found, paid.rest), !/^at (start|end) of round$/.test(found)) : null;
  if (!e || !found || !paid) return null;
  const activated = /^use/i.test(m[1]!);
  const trigger = activated ? found.replace(/^at /, "") : found;
  const lead = activated ? (/^at /.test(found) ? "use at" : "use when") : /^at /.test(found) ? "" : "whenever";
  return [`${keyword(power)} ${header(name, `${m[1]} ${m[2]}`, power)}: ${lead ? `${lead} ` : ""}${trigger}${paid.gate}: ${paid.spent}${e.effects}`];
};

/**
 * Warband-building rules and the map test, said once for the whole battle: "Your
 * warband's creature limit is increased by 2", "Your warband may not include other
 * Dragon creatures", "Your warband cannot include any other champions", "You roll 1
 * extra d20 when determining map choice".
 * ddm-battle-rules-2011.txt § Building a Warband (Warband Restrictions); § The Battle (Game Overview), step 2
 */
const buildingForms: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^(?:increase your warband's creature limit by (\d+)|your warband's creature limit is increased by (\d+)|\+(\d+) to your warband's creature limit)$/i,
    (m) => `increase your warband's creature limit by ${m[1] ?? m[2] ?? m[3]}`,
  ],
  [
    /^your warband (?:may not|cannot|can't) (?:include|contain) (?:any )?other ([A-Z][\w'-]*)(?: or ([A-Z][\w'-]*))? creatures$/,
    (m) => (m[2] ? `your warband cannot include other ${m[1]} or ${m[2]} creatures` : `your warband may not include other ${m[1]} creatures`),
  ],
  [/^your warband (?:may not|cannot|can't) (?:include|contain) any (?:other )?champions$|^your warband (?:may not|cannot|can't) (?:include|contain) other champions$/i, () => "your warband cannot include other champions"],
  [/^you roll (\d+|an?|one) (?:extra|additional) d20 (?:when determining|for|to determine) (?:the )?map choice$/i, (m) => `you roll ${countOf(m[1]!)} extra d20 for map choice`],
  [
    /^(?:Warband Building: )?All (?:([A-Z][\w'-]*) )?([A-Z][\w'-]*?)(?:s| creatures) are legal in your warband$/,
    (m) => `all ${m[1] ? `${m[1]} ` : ""}${m[2]} creatures are legal in your warband`,
  ],
  // "This creature is legal in a warband of any faction that includes a Hobgoblin or Troglodyte champion": with such a champion, its factions do not matter.
  [
    /^(?:this creature|it) is legal in (?:a warband of any faction|any warband) (?:that|which) (?:includes|contains|has) (?:an? |one |1 )?([A-Z][\w'-]*)(?: or (?:an? )?([A-Z][\w'-]*))? champion$/,
    (m) => `this creature is legal in any warband that includes ${m[1]}${m[2] ? ` or ${m[2]}` : ""} champion`,
  ],
  [/^treated as (?:having )?(?:a )?(?:CR|champion rating)(?: of)? (\d+) (?:when determining|for(?: determining)?) initiative$/i, (m) => `champion rating ${m[1]} for initiative`],
  [
    /^add \+?(\d+) to your highest champion rating (?:when rolling for|for) initiative$|^(?:when rolling for|for) initiative, add \+?(\d+) to your highest champion rating$/i,
    (m) => `add ${m[1] ?? m[2]} to your highest champion rating when rolling for initiative`,
  ],
];

const warbandBuilding: Reading = (name, body, power) => {
  const b = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const said = b.replace(/^(Your|You|Increase|Treated|Add|This) /, (w) => w.toLowerCase());
  for (const [re, out] of buildingForms) {
    const m = re.exec(said);
    if (m) return [`power ${header(name, b, power)}: ${out(m)}`];
  }
  return null;
};

/**
 * "During your set-up: This creature starts in a random victory area" (Wandering Monster):
 * where the creature sets up. ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers, Wandering Monster)
 */
const setUpPlace: Reading = (name, body, power) => {
  const m = /^(?:use )?during (?:your )?set-?up\s*[:;,.]\s*(?:(?:this creature )?(?:starts|begins|sets up|must set up) in|place this creature in) a random victory area\.?$/i.exec(body.trim());
  return m ? [`power ${header(name, body, power)}: sets up in random victory area`] : null;
};

/** "Score 5 VP at the end of each round in which this creature occupies one of your victory areas", or the round named first: automatic, at end of round. */
const victoryAreaScore: Reading = (name, body, power) => {
  // Both forms name the victory areas: other powers are not tried.
  if (!/victory areas/i.test(body)) return null;
  const round = String.raw`at (?:the )?end of (?:each|every) round in which this creature (?:occupies|is in) one of your victory areas`;
  const b = body.trim().replace(/\.$/, "");
  const m = new RegExp(`^(?:you )?score (\\d+) VP ${round}$`, "i").exec(b) ?? new RegExp(`^${round},? (?:you )?score (\\d+) VP$`, "i").exec(b);
  return m ? [`power ${header(name, body, power)}: at end of round while it occupies one of your victory areas: you score ${m[1]} VP`] : null;
};

/**
 * "Use at end of round, if this creature occupies a victory area: Enemies occupying that
 * victory area do not score victory points this round": at the round's end, before victory
 * areas score, the enemies in an area it occupies score nothing for it (they still contest
 * it). Read only with that state, which names the area. ddm-battle-rules-2011.txt § The
 * Battle (Game Overview), step 7; § Scenarios and Variants (Assault: Scoring Victory Points)
 */
const areaDenial: Reading = (name, body, power) => {
  const m =
    /^use at (?:the )?end of (?:the |each )?round,? (?:only )?(?:if|while) (?:this creature|it) occupies (a|one of your) victory areas?\s*[:;,.]\s*(?:each |all )?(enem(?:y|ies)|all(?:y|ies)|creatures?) (?:occupying|in) (?:that|the same) victory area (?:do|does) not score (?:victory points|vps?)(?: for occupying (?:it|that victory area))? this round\.?\)?\.?$/i.exec(
      body.trim(),
    );
  if (!m) return null;
  const gate = /^a$/i.test(m[1]!) ? "it occupies victory area" : "it occupies one of your victory areas";
  const who = /^enem/i.test(m[2]!) ? "enemies" : /^all/i.test(m[2]!) ? "allies" : "creatures";
  return [`${keyword(power)} ${header(name, body, power)}: use at end of round while ${gate}: ${who} in victory area this creature occupies score no vp for occupying victory areas this round`];
};

/** "Multi-Activation 2: Can activate twice each round": the named power (content/ddm/core/named-powers.wb). */
const multiActivation: Reading = (name, body, power) => {
  const n = /^multi-activation (\d+)$/i.exec(name ?? "");
  const m = /^(?:can activate|activates|this creature (?:may|can) take) (?:up to )?(twice|\d+ times|\d+ turns) each round\.?$/i.exec(body.trim());
  if (!n || !m) return null;
  const times = /^twice$/i.test(m[1]!) ? 2 : Number(/\d+/.exec(m[1]!)![0]);
  return times === Number(n[1]) ? [`power "Multi-Activation ${times}"${power.limit ? ` uses ${power.limit}` : ""}`] : null;
};

/** "Use before an ally rolls a saving throw: That saving throw succeeds": in the save's window before its roll (runtime/ddm/save-windows.ts). */
const beforeSave: Reading = (name, body, power) => {
  const m = /^use before (.+? (?:rolls|makes) a (?:saving throw|save))\s*[:;,.]\s+(.+)$/i.exec(body.trim());
  const trigger = m ? triggerPhrase(m[1]!) : null;
  const e = m && trigger ? effectsOf(m[2]!) : null;
  return e ? [`${keyword(power)} ${header(name, body.split(/[:;.]/)[0]!, power)}: use when ${trigger}: ${e.effects}`] : null;
};

/** "Use when an enemy uses a champion power. You gain 10 VP.", "Use after an enemy within 5 squares of this creature uses a champion power: …" */
const championUsed: Reading = (name, body, power) => {
  const m = /^use (?:when|after) (?:an? )?(enemy|ally)(?: within (\d+) squares(?: of this creature)?)? uses a champion power\s*[:;,.]\s+(.+)$/i.exec(body.trim());
  if (!m) return null;
  const e = effectsOf(m[3]!);
  if (!e) return null;
  const who = m[1]!.toLowerCase();
  return [`${keyword(power)} ${header(name, body.split(/[:;.]/)[0]!, power)}: use when ${who}${m[2] ? ` within ${m[2]} squares` : ""} uses champion power: ${e.effects}`];
};

/**
 * "Use at start of round: If you win initiative this round, …. Otherwise, …": used before
 * the test, the power lasts the round and acts once the test is rolled, one way for the
 * winner and the other for the loser (compiler/primitives/lasting.ts); "Use before rolling
 * initiative: If you win that initiative, …" does nothing for the loser.
 * ddm-battle-rules-2011.txt § Champion Powers; § The Battle (Game Overview), steps 4 and 5
 */
const initiativeOutcome: Reading = (name, body, power) => {
  const m = outcomeRe.exec(body.trim());
  const won = m ? effectsOf(m[2]!) : null;
  const lost = m?.[3] ? effectsOf(m[3]) : null;
  if (!m || !won || (m[3] && !lost)) return null;
  const title = header(name, m[1]!, power);
  const named = title.replace(/ uses \d+$/, "");
  const moment = /before/i.test(m[1]!) ? "use before rolling initiative" : "use at start of round";
  const loser = lost ? `; whenever you lose initiative while ${named} lasts: ${lost.effects}` : "";
  return [`${keyword(power)} ${title}: ${moment}: ${named} lasts until end of round; whenever you win initiative while ${named} lasts: ${won.effects}${loser}`];
};

/**
 * "Use 1 champion power of an allied champion, as if this creature had that champion
 * power", "Use an enemy's champion power as if this creature had that power": the other
 * champions' powers had as its own (compiler/primitives/copied-powers.ts).
 * ddm-battle-rules-2011.txt § Champion Powers
 */
const copiedPowers: Reading = (name, body, power) => {
  // "Only when occupying a victory area: …", "Use when this creature occupies a victory area. …": only while it does.
  const area = /^(?:(?:use |only )?(?:when|while) (?:this creature |it )?(?:occupies|is in|is occupying|occupying) (?:a )?victory area)\s*[:;,.]\s*/i.exec(body.trim());
  const said = area ? body.trim().slice(area[0].length) : body.trim();
  const m =
    /^use (?:1 |one |a |an |the )?champion power of (?:an? |1 |one )?(allied|enemy) champion,? as if (?:this creature|it) had that (?:champion )?power\.?$/i.exec(said) ??
    /^use (?:an? |1 |one )?(ally|allied|enemy)(?: champion)?'s champion power,? as if (?:this creature|it) had that (?:champion )?power\.?$/i.exec(said);
  const gate = area ? " while it occupies victory area" : "";
  return m ? [`power ${header(name, body, power)}: can use champion powers of ${/^enemy$/i.test(m[1]!) ? "enemy" : "allied"} champions${gate}`] : null;
};

export const championReadings: Reading[] = [copiedPowers, initiativeOutcome, roundOpening, roundEffects, warbandBuilding, setUpPlace, victoryAreaScore, areaDenial, multiActivation, championUsed, beforeSave];

/**
 * A power used as the round ends beside a cheap enough enemy whose roll "eliminates both
 * creatures (score normally)": one such enemy beside it, picked by its player, and on the
 * roll both are destroyed, each scoring as destroyed creatures do. The
 * power read again with that said outright; `read` reads a power (importers/ddm/power.ts).
 * ddm-battle-rules-2011.txt § Hit Points (Destroyed); § Assault (Destroying enemy creatures)
 */
export function bothEliminated(read: Reading): Reading {
  return (name, body, power) => {
    const m = /^(use when this creature ends (?:a|the) round (?:next|adjacent) to (an? enemy [^:;]+?))\s*[:;]\s*(roll (?:1d20|a d20|d20)\.\s*on an? \d+\+),? (?:eliminate|destroy) both(?: creatures)?(?: \((?:score|scoring) normally\))?\.?$/i.exec(body.trim());
    if (!m) return null;
    return read(name, `${m[1]}: ${m[3]}, choose 1 adjacent ${m[2]!.replace(/^an? /i, "")}; destroy that enemy and destroy this creature.`, power);
  };
}
