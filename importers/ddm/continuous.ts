// Continuous powers: texts with no trigger and no action cost that hold all the time.
// The many printings of one rule (Blindsight's "ignores conceal; treats invisible
// creatures as visible", Hide's "ranged cover other than from intervening creatures",
// "difficult terrain does not slow this creature's movement") become the language's
// one phrase for it; a bare list of named powers becomes one line each; a power
// printed as a named power with its reminder text becomes that named power.
// ddm-battle-rules-2011.txt § Powers and Effects; § Cover Against Ranged Attacks (Hide);
// § Difficult Terrain (Other Powers); § Combat Advantage; § Flanking
import type { CardPower } from "./card.js";
import { conditionName, damageTypes, modifierPhrases } from "./effects.js";
import { againstPhrase, gatePhrase, modifierClause, subjectOf } from "./phrases.js";
import { stateTail, terrainType } from "./continuous-states.js";
import { countOf, quoted, readEach, singular } from "./text.js";
import { pattern } from "./patterns.js";
import { movedSquares, terrainEarned } from "./moved-squares.js";

type Reading = (name: string | null, body: string, power: CardPower) => string[] | null;

/** The card's words made regular: lower case, no closing stops, "vs." and typos mended. */
function regular(body: string): string {
  return body
    .trim()
    .replace(/[.;)]+$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .replace(/\binvisble\b/g, "invisible")
    .replace(/\bvs\.?(?= )/g, "against");
}

const terrainCost = (t: string) =>
  new RegExp(
    String.raw`^(?:this creature )?(?:ignores|does not pay) the (?:extra |additional )?(?:movement )?cost (?:for|of|to) (?:entering|enter|moving into|moving in|moving through) ${t} terrain$` +
      String.raw`|^${t}(?: terrain)? does not (?:affect|slow) this creature's movement$|^moves normally through ${t} terrain$|^${t}(?: terrain)? does not count as difficult terrain for this creature$`,
  );

/** Whole-text phrasings of one always-on rule, and the language's phrase for it. */
const always: [RegExp, string][] = [
  [
    /^ignores conceal(?:[;,]| and) ?(?:treats invisible (?:creatures|enemies) as visible|ignores invisible|invisible)$|^ignores invisible(?:[;,]| and) ?(?:ignores )?conceal$/,
    "ignores conceal and treats invisible creatures as visible",
  ],
  [/^(?:this creature )?(?:never grants|does not grant|cannot grant) combat advantage$/, "never grants combat advantage"],
  [
    /^(?:this creature )?does not grant combat advantage (?:to enemies )?(?:when flanked|for being flanked|for flanking)$|^enemies flanking this creature do not have combat advantage against it$/,
    "does not grant combat advantage for flanking",
  ],
  // Hide as the rulebook defines it: cover from creatures does not count.
  [
    /^(?:if|while|whenever) this creature has ranged cover,? other than from (?:an )?intervening (?:creatures?|enemies),? (?:against|to) a nonadjacent enemy, it is invisible to (?:that enemy|it)$/,
    "hide",
  ],
  [/^invisible to nonadjacent enemies from which it has ranged cover,? other than from intervening creatures$/, "hide"],
  // Blindsight against some creatures only: "Ignores Conceal on creatures without Flight and treats invisible creatures without Flight as visible".
  [
    /^ignores conceal on creatures (with|without) (flight|burrow|phasing)(?:[;,]| and) ?treats invisible creatures \1 \2 as visible$/,
    "ignores conceal of creatures $1 $2 and treats invisible creatures $1 $2 as visible",
  ],
  [/^ignores invisible within (\d+) squares$/, "treats invisible creatures within $1 squares as visible"],
  [/^blindsight against creatures (with|without) (flight|burrow|phasing)$/, "ignores conceal of creatures $1 $2 and treats invisible creatures $1 $2 as visible"],
  // ddm-battle-rules-2011.txt § Powers and Effects: immune to attacks against a defence.
  [/^immune to attacks? (?:that|which) targets? (?:def\()?(fort|ref|will|ac)\)?$/, "immune to attacks against $1"],
  // ddm-battle-rules-2011.txt § Pit: "While moving, this creature ignores difficult terrain and pit terrain": crossing pits as "may transit" does.
  [/^(?:while moving, )?(?:this creature )?ignores difficult terrain and pit terrain(?: while moving)?$/, 'ignores difficult terrain and may transit "pit" terrain'],
  [terrainCost("difficult"), "ignores difficult terrain"],
  [terrainCost("forest"), 'ignores difficult terrain of "forest"'],
  [/^(?:this creature )?has (phasing|flight|burrow)$/, "has $1"],
  // ddm-battle-rules-2011.txt § Close Attacks; § Area Attacks: creatures the area leaves out.
  [/^(?:this creature )?can ignore any number of allies in (?:the |an |its )?area when making an? (?:\{c\} or \{a\}|close or area) attack$/, "ignores allies in its attack areas"],
  [/^(?:this creature )?can ignore up to (\d+) (?:targets?|creatures?) in (?:the |an |its )?area when making an? (?:\{c\} or \{a\}|close or area) attack$/, "ignores up to $1 target in its attack areas"],
  // ddm-battle-rules-2011.txt § Victory Areas; § Assault (Destroying enemy creatures)
  [/^(?:this creature )?counts as occupying (?:a|any) victory area (?:while|when|if) (?:it is )?adjacent to (?:that|the|a) victory area$/, "counts as occupying victory areas it is adjacent to"],
  [/^you score double (?:vp|victory points) for the first enemy (?:this creature|it) (?:eliminates|destroys)$/, "scores double vp for first enemy it destroys"],
  // "Moves as if with Flight on its turn": the movement mode while it takes its turn (§ Movement Modes).
  [/^(?:this creature )?moves as if (?:with|it had|it has) (phasing|flight|burrow) (?:on|during) its (?:own )?turns?$/, "has $1 while its turn"],
  // "Can't make a ranged attack and move on the same turn": neither after the other (§ Take Actions Phase).
  [
    /^(?:this creature )?(?:can't|cannot) make an? (melee|ranged|close|area) attack and move (?:on|in|during) the same turn$/,
    "cannot make $1 attacks while it has moved this turn and cannot move while it made $1 attack this turn",
  ],
  // "Considered to have Flight while moving if it begins its move adjacent to a wall" (§ Movement Modes).
  [
    /^(?:this creature )?is considered to have (flight|phasing|burrow) while moving if it begins its move (?:in a square )?adjacent to a wall$/,
    "has $1 while moving from square adjacent to wall",
  ],
  // Smoke blocks only sight: ignoring it is blindsight at any distance (§ Smoke).
  [/^(?:this creature )?ignores smoke(?: terrain)?$/, "ignores smoke terrain"],
  // ddm-battle-rules-2011.txt § Saving Throws; § Start of Turn Phase (Determine Control)
  [
    /^(?:this creature )?makes (?:its )?saving throws at (?:the )?start of (?:each of )?its turns? (?:instead of|rather than) at (?:the )?end(?: of its turns?)?$/,
    "makes saving throws at start of its turn instead of at end",
  ],
  [/^(?:this creature )?makes (?:its )?saving throws at (?:both )?(?:the )?start and (?:at )?(?:the )?end of (?:each of )?its turns?$/, "makes saving throws at start of its turn"],
  [/^(?:this creature )?automatically succeeds on (?:saves|saving throws) (?:to end|against) ongoing damage$/, "automatically succeeds on saving throws against ongoing damage"],
  // ddm-battle-rules-2011.txt § Difficult Terrain; § Shift
  [/^(?:this creature )?ignores (?:the (?:extra|additional) cost for entering )?difficult terrain (?:when|while) shifting$/, "ignores difficult terrain when shifting"],
  [
    /^(?:this creature )?(?:ignores (?:the )?(?:extra|additional) movement costs? (?:due to|of|for entering) terrain|never pays (?:extra|additional) (?:mp|movement)(?: costs?)? (?:for|to) (?:entering|enter) terrain)$/,
    "ignores extra movement costs of terrain",
  ],
  // Blindsight N's printings: the range reaches both halves.
  [
    /^within (\d+) squares(?: of this creature)?, ignores conceal and (?:treats )?invisible (?:creatures|enemies)(?: as visible)?$/,
    "ignores conceal within $1 squares and treats invisible creatures within $1 squares as visible",
  ],
  [
    /^ignores conceal on creatures within (\d+) squares(?:[;,]| and) treats invisible creatures within \1 squares as visible$/,
    "ignores conceal within $1 squares and treats invisible creatures within $1 squares as visible",
  ],
  [
    /^ignores conceal and invisible against (?:creatures|enemies) within (\d+) squares$/,
    "ignores conceal within $1 squares and treats invisible creatures within $1 squares as visible",
  ],
];

const alwaysOn: Reading = (name, body, power) => {
  const b = regular(body);
  for (const [re, phrase] of always) {
    if (re.test(b)) return [`power ${quoted(name ?? phrase)}${power.limit ? ` uses ${power.limit}` : ""}: ${b.replace(re, phrase)}`];
  }
  // Older printings of Hide leave out "other than from creatures": the power's name says which rule it is.
  if (name?.toLowerCase() === "hide" && /^if this creature has (?:ranged )?cover against a nonadjacent enemy, it is invisible to that enemy$/.test(b)) return ['power "Hide"'];
  return null;
};

const namedWord = String.raw`[A-Z][A-Za-z'-]*`;
const namedRe = new RegExp(String.raw`^${namedWord}(?: ${namedWord}){0,3}(?: \d+)?$`);

/** "Insubstantial, Phasing": named powers, one line each (the compiler refuses a name it does not know). */
const namedList: Reading = (name, body) => {
  if (name !== null) return null;
  const names = body.trim().replace(/[.;]+$/, "").split(/\s*,\s*|\s+and\s+/);
  if (names.length < 2 || !names.every((n) => namedRe.test(n))) return null;
  return names.map((n) => `power ${quoted(n)}`);
};

/**
 * "Wandering Monster: Sets up in a random victory area.", "Scout (May setup in an
 * unoccupied victory area.)": a rulebook power named with its reminder text. The name
 * is the rule; reminder text that narrows it (while, only, until…) is not a reminder,
 * and a name the core rules do not declare does not compile, so either stays text.
 */
const reminded: Reading = (name, body, power) => {
  let n = name;
  let rest = body;
  if (n === null) {
    const p = /^([A-Z][\w' -]*?)\s*\((.+)\)\.?$/.exec(body.trim());
    if (!p) return null;
    n = p[1]!;
    rest = p[2]!;
  }
  if (!namedRe.test(n) || /\b(while|if|unless|only|until|during|when|whenever|instead|but|on its turn|this turn|within|adjacent|ally|allies)\b/i.test(rest)) return null;
  return [`power ${quoted(n)}${power.limit ? ` uses ${power.limit}` : ""}`];
};

/**
 * "+4 AC against ranged and area attacks", "+2 AC and +2 DEF vs. ranged attacks": defence
 * bonuses against attacks of some kinds, one modifier per defence and kind.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const againstKinds: Reading = (name, body, power) => {
  const m = /^(.+?) (?:against|vs) ((?:melee|ranged|close|area)(?:(?:,|,? and|,? or) (?:melee|ranged|close|area))*) attacks$/.exec(regular(body));
  if (!m) return null;
  const mods = modifierPhrases(m[1]!);
  if (!mods || mods.some((x) => / with /.test(x))) return null;
  const kinds = m[2]!.split(/,? (?:and|or) |, /);
  const head = `power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${mods.flatMap((x) => kinds.map((k) => `${x} against ${k} attacks`)).join(" and ")}`];
};

/**
 * "+2 Attack and +5 Damage while adjacent to an Undead ally", "+2 {m} Attack while within
 * 3 squares of a Wolf ally", "Allies have +2 AC while adjacent to this creature": each
 * modifier of the clause holds in that state.
 * ddm-battle-rules-2011.txt § Keywords; § Bonuses and Penalties
 */
const whileNear: Reading = (name, body, power) => {
  const m = /^(?:has )?(.+?) while (adjacent to an? [A-Z][\w'-]* ally|within \d+ squares of an? [A-Z][\w'-]* ally|adjacent to this creature)$/i.exec(body.trim().replace(/[.;)]+$/, ""));
  if (!m || / while /i.test(m[1]!)) return null;
  const clause = modifierClause(m[1]!);
  if (!clause) return null;
  const state = m[2]!.replace(/^Adjacent/, "adjacent").replace(/^Within/, "within");
  const head = `power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${clause.split(" and ").map((x) => `${x} while ${state}`).join(" and ")}`];
};

const kindList = String.raw`((?:melee|ranged|close|area)(?:(?:,|,? and|,? or) (?:melee|ranged|close|area))*)`;
const kindsOf = (list: string | undefined) => (list ? list.split(/,? (?:and|or) |, /) : [null]);

/**
 * "Scores critical hits on attack rolls of natural 19-20", "Scores criticals on attack
 * rolls of natural 17+ with {r} and {c} attacks", "… natural 18-20 against bloodied
 * targets": the lowest natural roll that is a critical hit, per attack kind.
 * ddm-battle-rules-2011.txt § Attack Roll (Critical Hit)
 */
const criticalRange: Reading = (name, body, power) => {
  const parts = criticalParts(body);
  return parts ? [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: ${parts.join(" and ")}`] : null;
};

/** "scores criticals on 19-20 with {m} attacks against …" (criticalParts); made once. */
const criticalRe = new RegExp(
  String.raw`^scores critical(?: hits|s) (?:with ${kindList} attacks )?on (?:an? )?(?:(?:attack )?rolls of |natural attack rolls of )?(?:natural |unmodified )?(\d+)(?:-20|\+| or 20|, 19,? or 20| or higher)(?: with ${kindList} attacks)?(?: against (.+))?$`,
);
/** "{m} attacks against enemies adjacent to this creature score criticals on …": the kind and targets said first. */
const criticalSaidLateRe = new RegExp(String.raw`^(?:this creature's |its )?${kindList} attacks against (.+?) scores? (critical(?: hits|s) .+)$`);

/** The critical ranges a text gives its creature, one phrase per attack kind; null when it says more. */
function criticalParts(body: string): string[] | null {
  const b = regular(body).replace(criticalSaidLateRe, "scores $3 with $1 attacks against $2");
  const m = criticalRe.exec(b);
  if (!m || Number(m[2]) < 2 || Number(m[2]) > 20) return null;
  const against = m[4] ? againstPhrase(m[4]) : "";
  if (against === null || (against && !/^against (?:.+ targets|targets .+)$/.test(against))) return null;
  return kindsOf(m[1] ?? m[3]).map((k) => `scores critical hits on natural ${m[2]} or higher${k ? ` with ${k} attacks` : ""}${against ? ` ${against}` : ""}`);
}

/**
 * "While this creature is Bloodied, Beast allies score criticals on attack rolls of natural
 * 18+": the critical range of the creatures named, in a state of this creature's own or always.
 * ddm-battle-rules-2011.txt § Attack Roll (Critical Hit); § Continuous Powers
 */
const othersCriticalRange: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(?:while this creature is (not bloodied|bloodied), )?(.+?) scores? (critical(?: hits|s) .+?)(?: while this creature is (not bloodied|bloodied))?$/i.exec(t);
  const who = m ? subjectOf(m[2]!) : null;
  const parts = who && who !== "this creature" ? criticalParts(`scores ${m![3]}`) : null;
  if (!parts) return null;
  const state = (m![1] ?? m![4])?.toLowerCase();
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${parts.map((p) => `${who} ${p}${state ? ` while this creature is ${state}` : ""}`).join(" and ")}`];
};

/**
 * "While adjacent to this creature, Arcane allies have Blindsight 5", "(Aura 2) Allies in
 * aura have Blindsight 4": Blindsight given to the creatures near it, as an aura (adjacent:
 * 1) of Blindsight's two rules.
 * ddm-battle-rules-2011.txt § Attack Roll (Conceal); § How to Choose Targets (Invisible); § Continuous Powers (Aura)
 */
const lentBlindsight: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const aura = /^\(aura (\d+)\)\s*(.+?)(?: in aura)? (?:have|has|gains?) blindsight (\d+)$/i.exec(t);
  const near = /^(?:while adjacent to this creature, (.+?)|(.+?) adjacent to this creature) (?:have|has|gains?) blindsight (\d+)$/i.exec(t);
  const said = aura ? aura[2] : near ? (near[1] ?? near[2]) : null;
  const who = said ? subjectOf(said) : null;
  if (!who || who === "this creature") return null;
  const size = aura ? aura[1]! : "1";
  const range = aura ? aura[3]! : near![3]!;
  return [`aura ${size} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${who} ignores conceal within ${range} squares and ${who} treats invisible creatures within ${range} squares as visible`];
};

/**
 * "Adjacent allies have Sneak Attack 5", "(Aura 2) Goblin allies in aura have Sneak Attack 10":
 * the named power's bonus for the creatures named, given as that power, so a target immune to
 * it by name ("Immune Sneak Attack") takes none of it.
 * ddm-battle-rules-2011.txt § Combat Advantage; § Powers and Effects; § Continuous Powers (Aura)
 */
const lentSneakAttack: Reading = (name, body, power) => {
  let t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const aura = /^\(aura (\d+)\)\s*/i.exec(t);
  if (aura) t = t.slice(aura[0].length).replace(/ (?:with)?in (?:the )?aura\b/i, "");
  const m = /^(.+?) (?:have|has|gains?) sneak attack (\d+)$/i.exec(t);
  const who = m ? subjectOf(m[1]!) : null;
  if (!who || who === "this creature") return null;
  const head = `${aura ? `aura ${aura[1]}` : "power"} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${who} +${m![2]} damage against targets granting combat advantage as "Sneak Attack ${m![2]}"`];
};

/** Rules bent in so many words: forced movement, halved damage, opportunity attacks on a shift, moving through enemies, critical hits, invisibility to some. */
const bent: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [
    /^(?:not affected by|not subject to|ignores|immune to) (?:(enemies'|enemy) )?(?:forced[- ]movement|push, pull,? (?:and|or) slide)(?: effects)?( of enemies)?$/,
    (m) => `not affected by forced movement${m[1] || m[2] ? " of enemies" : ""}`,
  ],
  [new RegExp(String.raw`^(?:takes )?half damage from ${kindList} attacks$`), (m) => kindsOf(m[1]).map((k) => `takes half damage from ${k} attacks`).join(" and ")],
  // ddm-battle-rules-2011.txt § Applying Damage: "+5 Damage from {c} and {a} attacks", "Takes 10 less Damage from {r} attacks (minimum 5 Damage)".
  [new RegExp(String.raw`^(?:takes )?\+(\d+) damage from ${kindList} attacks$`), (m) => kindsOf(m[2]).map((k) => `takes ${m[1]} more damage from ${k} attacks`).join(" and ")],
  [
    new RegExp(String.raw`^takes (\d+) less damage from ${kindList} attacks(?: \(min(?:imum|\.)? (\d+)(?: damage)?\)?)?$`),
    (m) => kindsOf(m[2]).map((k) => `takes ${m[1]} less damage from ${k} attacks${m[3] ? ` (minimum ${m[3]})` : ""}`).join(" and "),
  ],
  [
    /^(?:this creature )?(?:can|may) make (?:an )?opportunity attacks? (?:against (?:an adjacent enemy|(?:adjacent )?enemies) that shifts?(?: out of (?:an )?adjacent squares?)?|against (?:adjacent )?enemies (?:for|that are) shifting(?: out of (?:an )?adjacent squares?)?|when an adjacent enemy shifts)$/,
    () => "can make opportunity attacks against enemies that shift",
  ],
  [
    /^(?:this creature )?(?:can|may) make opportunity attacks against enemies (?:within (reach|\d+ squares)|(?:for moving|that move) out of squares within (?:its )?reach)$/,
    (m) => `can make opportunity attacks against enemies within ${m[1] ?? "reach"}`,
  ],
  [/^(?:this creature )?(?:can |may )?(?:activates?|takes?) (?:twice|2 turns) (?:each|per|every) round$|^(?:this creature )?(?:can |may )?take 2 turns$/, () => "takes 2 turns each round"],
  [/^(?:this creature )?is invisible until (?:after )?it (?:first )?attacks$/, () => "invisible while it has not attacked"],
  [/^can move through (?:squares|spaces) occupied by enemies$|^can move through enemies$|^can move through (?:an )?enem(?:y's|ies') spaces?(?: but must end its move in a legal position)?$/, () => "can move through enemies"],
  [
    /^can move through (?:squares |spaces )?(?:occupied by )?(tiny|small|medium|large|huge|gargantuan) or (smaller|larger) enemies$/,
    (m) => `can move through ${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)} or ${m[2]} enemies`,
  ],
  // ddm-battle-rules-2011.txt § Applying Damage (Critical Hits)
  [
    new RegExp(String.raw`^(?:this creature's )?(?:(melee|ranged|close|area) )?attacks deal triple damage on critical(?:s| hits)$|^(?:deals )?triple damage (?:instead of double damage )?(?:on critical hits|whenever (?:it scores|scoring) a critical hit)(?: with (?:an? )?(melee|ranged|close|area) attacks?)?$`),
    (m) => `deals triple damage on critical hits${m[1] ?? m[2] ? ` with ${m[1] ?? m[2]} attacks` : ""}`,
  ],
  [/^([+-]\d+) (?:(\w+) )?damage on critical(?:s| hits)$/, (m) => (m[2] && !damageTypes.has(m[2]) ? null : `${m[1]} ${m[2] ? `${m[2]} ` : ""}damage on critical hits`)],
  // ddm-battle-rules-2011.txt § Opportunity Attacks: "Does not provoke opportunity attacks" by any means: moving, ranged, close or area attacks.
  [
    /^(?:this creature )?(?:does not|never) provokes? opportunity attacks$/,
    () => ["by moving", "with ranged attacks", "with close attacks", "with area attacks"].map((w) => `does not provoke opportunity attacks ${w}`).join(" and "),
  ],
  // ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible)
  [/^(?:this creature )?(?:is )?invisible to enemies$/, () => "invisible"],
  // ddm-battle-rules-2011.txt § Opportunity Attacks: none made against it.
  [/^(?:this creature )?(?:cannot|can't|may not) be (?:attacked|targeted) (?:by|with) opportunity attacks$/, () => "cannot be attacked by opportunity attacks"],
  [/^(?:this creature )?(?:is )?invisible to non-?adjacent (?:enemies|creatures)$|^non-?adjacent enemies (?:may not|cannot|can't) trace line of sight to (?:it|this creature)$/, () => "invisible to nonadjacent enemies"],
  [
    /^(?:this creature )?(?:is )?invisible to enemies (\d+) or more squares (?:away|distant)(?: from it)?$|^enemies (\d+) or more squares away(?: from (?:it|this creature))? (?:may not|cannot|can't) trace line of sight to (?:it|this creature)$/,
    (m) => `invisible to enemies ${m[1] ?? m[2]} or more squares away`,
  ],
  // ddm-battle-rules-2011.txt § Core Rules and Exceptions: restrictive card text.
  [
    /^(?:this creature )?(?:cannot|can't|may not) be targeted (?:by|with) ((?:melee|ranged|close|area)(?:(?:,|,? or|,? and) (?:melee|ranged|close|area))*) attacks$/,
    (m) => kindsOf(m[1]).map((k) => `cannot be targeted by ${k} attacks`).join(" and "),
  ],
  // ddm-battle-rules-2011.txt § Assault (Destroying enemy creatures): what it is worth to the player who destroys it.
  [/^(?:this creature is )?worth (\d+) vp (?:when|if) (?:it is |this creature is )?(?:eliminated|destroyed)$/, (m) => `worth ${m[1]} vp when destroyed`],
  [
    /^(?:worth \+(\d+) vp|(?:your )?opponent scores \+?(\d+) (?:additional |extra |bonus )?vp) (?:when|if) (?:it is |this creature is )?(?:eliminated|destroyed)(?: by (?:an? )?(?:enemy of (level \d+ or (?:lower|higher))|(level \d+ or (?:lower|higher)) enemy))?$/,
    (m) => `worth +${m[1] ?? m[2]} vp when destroyed${m[3] ?? m[4] ? ` by ${m[3] ?? m[4]} enemy` : ""}`,
  ],
  [
    new RegExp(String.raw`^(?:your )?opponent scores (\d+) vp instead of (?:this creature's|its) (?:point )?cost (?:when|if) (?:it is |this creature is )?(?:eliminated|destroyed) by (?:an? )?${kindList} attack$`),
    (m) => kindsOf(m[2]).map((k) => `worth ${m[1]} vp when destroyed by ${k} attack`).join(" and "),
  ],
  // ddm-battle-rules-2011.txt § Flanking: "Never considered to flank enemies", "does not provide flanking to allies".
  [/^(?:this creature )?(?:is )?never considered to (?:be )?flank(?:ing)?(?: enemies)?$|^(?:does not|cannot) (?:provide flanking|flank)(?: (?:to|for) allies| enemies)?$/, () => "cannot flank"],
  // ddm-battle-rules-2011.txt § Take Actions Phase: "can only take 1 move action on its turn".
  [
    /^(?:this creature )?(?:can only take|may take only|may only take|cannot (?:use|take) more than) (\d+|one) move actions? (each round|per round|each turn|per turn|on its turn|on each of its turns)$/,
    (m) => {
      const n = m[1] === "one" ? "1" : m[1]!;
      return `takes at most ${n} move action${n === "1" ? "" : "s"} each ${/round/.test(m[2]!) ? "round" : "turn"}`;
    },
  ],
  // ddm-battle-rules-2011.txt § Victory Areas: "Does not score VP for occupying one of your victory areas".
  [/^(?:does not score vps?|scores no vp) for occupying (?:(?:one|any) of your |your )?victory areas?(?: at (?:the )?end of (?:the )?round)?$/, () => "scores no vp for occupying victory areas"],
  // ddm-battle-rules-2011.txt § Cover; § Insubstantial: rules its attacks ignore.
  [
    /^(?:enemies|creatures) (?:do not|never) provide cover against (?:this creature's|its) (melee|ranged|close|area) attacks$/,
    (m) => `ignores cover from creatures with ${m[1]} attacks`,
  ],
  [/^(?:creatures and terrain|terrain and creatures) (?:do not|never) provide cover against (?:this creature's|its) (melee|ranged|close|area) attacks$/, (m) => `ignores cover with ${m[1]} attacks`],
  // ddm-battle-rules-2011.txt § Resistance and Vulnerability: "Enemies occupying forest terrain take +5 damage whenever they take damage": vulnerable to all damage there.
  [
    /^(enemies|allies|creatures) (?:occupying|in) ([a-z]+(?: [a-z]+)?) terrain take ?\+(\d+) damage whenever they take damage$/,
    (m) => `${m[1]} vulnerable ${m[3]} all while occupying "${m[2]!.replace(/ /g, "-")}" terrain`,
  ],
  // ddm-battle-rules-2011.txt § Cover; § Attack Roll (Conceal): "Ignores cover and Conceal with {r} attacks".
  [
    /^(?:this creature's (?:(melee|ranged) )?attacks )?ignores? (cover|conceal)(?:,? and (cover|conceal))?(?: with (melee|ranged) attacks)?$/,
    (m) => {
      const kind = m[1] ?? m[4];
      return kind ? [m[2], m[3]].filter(Boolean).map((r) => `ignores ${r} with ${kind} attacks`).join(" and ") : null;
    },
  ],
  // ddm-battle-rules-2011.txt § Attack Roll (Conceal): "Has Conceal 6 against adjacent enemies and Conceal 11 against non-adjacent enemies",
  // "… and is invisible to non-adjacent enemies".
  [
    /^(?:this creature )?(?:has )?conceal (\d+) against (adjacent|non-?adjacent) (?:enemies|creatures)(?:,? and (?:(?:has )?conceal (\d+) against (adjacent|non-?adjacent)|(?:is )?(invisible) to non-?adjacent) (?:enemies|creatures))?$/,
    (m) => {
      const first = `conceal ${m[1]} against ${m[2]!.replace("-", "")} enemies`;
      if (m[5]) return m[2] === "adjacent" ? `${first} and invisible to nonadjacent enemies` : null;
      if (!m[3]) return first;
      return m[2]!.replace("-", "") === m[4]!.replace("-", "") ? null : `${first} and conceal ${m[3]} against ${m[4]!.replace("-", "")} enemies`;
    },
  ],
  // ddm-battle-rules-2011.txt § How to Choose Targets (Invisible): "Ignores Conceal, treats adjacent or immobilized invisible enemies as visible".
  [
    /^ignores conceal(?:,| and|;) (?:and )?treats (adjacent|[a-z]+)(?: or (adjacent|[a-z]+))? invisible (?:enemies|creatures) as visible$/,
    (m) => {
      const states = [m[1], m[2]].filter((x): x is string => !!x).map((w) => (w === "adjacent" ? "within 1 squares" : conditionName(w)));
      return states.every(Boolean) ? `ignores conceal and ${states.map((st) => `treats invisible creatures ${st} as visible`).join(" and ")}` : null;
    },
  ],
  // ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight): "Its line of sight ends after 8 squares".
  [/^(?:its|this creature's) line of sight (?:ends after|is limited to) (\d+) squares$/, (m) => `line of sight ends after ${m[1]} squares`],
  [
    /^(?:this creature's )?(?:(melee|ranged|close|area) )?attacks ignore insubstantial$|^ignores insubstantial(?: with (melee|ranged|close|area) attacks)?$/,
    (m) => `ignores insubstantial${m[1] ?? m[2] ? ` with ${m[1] ?? m[2]} attacks` : ""}`,
  ],
  // ddm-battle-rules-2011.txt § Opportunity Attacks: moving or attacking without provoking.
  [/^(?:this creature )?never provokes opportunity attacks (?:while|when|by) moving$/, () => "does not provoke opportunity attacks by moving"],
  [
    /^(?:(on its turn),? )?(?:this creature's|its) movement (?:(on its turn) )?(?:does not provoke|never provokes) opportunity attacks(?: (on its turn))?$/,
    (m) => `does not provoke opportunity attacks by moving${m[1] ?? m[2] ?? m[3] ? " while on its turn" : ""}`,
  ],
  [
    new RegExp(String.raw`^(?:this creature's )?${kindList} attacks (?:do not|never) provoke opportunity attacks$|^does not provoke opportunity attacks with ${kindList} attacks$`),
    (m) => kindsOf(m[1] ?? m[2]).map((k) => `does not provoke opportunity attacks with ${k} attacks`).join(" and "),
  ],
  // "Cannot attack on its turn while less than 3 squares from its starting position that turn": until it has come that far (§ Core Rules and Exceptions).
  [
    /^(?:this creature )?(?:cannot|can't|may not) (attack|charge|shift) on its turn while (?:it is )?less than (\d+) squares (?:away )?from (?:its starting position|where it started (?:its|this) turn)(?: (?:that|this) turn)?$/,
    (m) => `cannot ${m[1]} while on its turn if not ${m[2]} or more squares from its starting position`,
  ],
  // "Cannot attack a non-bloodied enemy": restrictive card text on its targets.
  [/^(?:this creature )?(?:cannot|can't|may not) attack (.+)$/, (m) => (barredTargets(m[1]!) ? `cannot attack ${barredTargets(m[1]!)}` : null)],
  // "+2 Attack and +5 Damage with opportunity attacks" (§ Opportunity Attacks).
  [
    /^(.+) with opportunity attacks$/,
    (m) => {
      // An opportunity attack is a melee basic attack: "+5 {m} Damage with opportunity attacks" says no more.
      const mods = modifierPhrases(m[1]!)?.map((x) => x.replace(/ with melee attacks$/, ""));
      return mods && !mods.some((x) => / with /.test(x)) ? mods.map((x) => `${x} with opportunity attacks`).join(" and ") : null;
    },
  ],
  // ddm-battle-rules-2011.txt § How to Choose Targets (Redirect Effects): redirects forbidden by card text.
  [/^attacks (?:against|targeting) (?:this creature|it) (?:may not|cannot|can't) be redirected$/, () => "attacks against it cannot be redirected"],
  [/^(?:this creature's|its) attacks (?:may not|cannot|can't) be redirected$/, () => "its attacks cannot be redirected"],
  [/^enemies (?:may not|cannot|can't) redirect (?:this creature's|its) attacks$/, () => "enemies cannot redirect its attacks"],
  // ddm-battle-rules-2011.txt § Hit Points (Destroyed): destruction put off to the end of its next turn.
  [
    /^when (?:reduced to|it is reduced to|it drops to) 0 (?:hp|hit points),? (?:this creature|it) is not destroyed until (?:the )?end of its next turn(?:,? \(?but (?:it )?is still destroyed(?: even)? if it regains (?:hp|hit points))?$/,
    () => "is not destroyed until end of its next turn",
  ],
  // ddm-battle-rules-2011.txt § Opportunity Attacks: "must make opportunity attacks when it can".
  [/^(?:this creature )?(?:must|always) makes? (?:an )?opportunity attacks? (?:when(?:ever)? (?:it|able)(?: can| is able(?: to)?)?|if (?:it can|able))$/, () => "must make opportunity attacks when it can"],
  // ddm-battle-rules-2011.txt § Charge: the charge's restrictions broken by card text.
  [/^(?:this creature )?can charge (?:targets|enemies|creatures) (?:it does not have|it has no|without) line of sight(?: to)?$/, () => "can charge without line of sight"],
  [/^(?:this creature )?can (?:move|take a move action) after (?:charging|a charge|it charges)$/, () => "can take move action after charging"],
  [
    /^(?:this creature )?can charge to any (?:space|square) adjacent to (?:the )?target(?: of (?:the |its |a )?charge)?( and does not need line of sight to (?:the )?(?:destination square|target)(?: or (?:the )?(?:destination square|target))?)?$/,
    (m) => `can charge to any space adjacent to target${m[1] ? " and can charge without line of sight" : ""}`,
  ],
  // ddm-battle-rules-2011.txt § Take Actions Phase (Minor Action): "Takes 1 extra minor action on each of its turns".
  [
    /^(?:this creature )?(?:takes|can take|may take) (\d+|one|an) (?:extra|additional) minor actions? (?:on |during )?(?:each of its turns|each turn|per turn|on each of its turns)$/,
    (m) => `takes ${/^\d+$/.test(m[1]!) ? m[1] : "1"} extra minor action each turn`,
  ],
  // "… each turn while active, even if dazed or confused": beyond those conditions' limits (an inactive creature takes no turn).
  [
    /^(?:this creature )?(?:takes|can take|may take) (\d+|one|an) (?:extra|additional) minor actions? (?:on |during )?(?:each of its turns|each turn|per turn|on each of its turns)(?: while active)?,? even (?:if|while|when) (?:dazed or confused|confused or dazed)$/,
    (m) => `takes ${/^\d+$/.test(m[1]!) ? m[1] : "1"} extra minor action each turn even if Dazed or Confused`,
  ],
  // ddm-battle-rules-2011.txt § Statue; § Legal Position: "May occupy statue terrain", where no creature may end its movement.
  [
    /^(?:this creature )?(?:may|can) occupy ([a-z -]+?)(?: terrain)?(?: squares)?$/,
    (m) => {
      const types = m[1]!.split(/,? and |, /).map((t) => terrainType(t.replace(/ terrain$/, "")));
      return types.every(Boolean) ? types.map((t) => `may occupy ${t} terrain`).join(" and ") : null;
    },
  ],
  // "Not affected by Stunned", "ignores the Slowed and Immobilized conditions": immune to them (§ Conditions).
  [
    /^(?:this creature )?(?:is )?(?:not affected by|ignores(?: the)?) (\w+)(?:,? (?:and|or) (\w+))?(?: conditions?)?(?: and is never considered to be \1 or \2)?$/,
    (m) => {
      const names = readEach([m[1], m[2]].filter((x): x is string => !!x), conditionName);
      return names ? names.map((n) => `immune ${n}`).join(" and ") : null;
    },
  ],
  // "Ignores cover, Invisible and Conceal on nearest target within 10 squares": against that one enemy only (§ Cover; § Conceal; § Invisible).
  [
    /^ignores ((?:cover|invisible|invisibility|conceal)(?:(?:,| and|, and) (?:cover|invisible|invisibility|conceal))*) (?:on|of|against) (?:the )?nearest (?:target|enemy) within (\d+) squares$/,
    (m) =>
      m[1]!
        .split(/,? and |, /)
        .map((w) => (w === "cover" ? `ignores cover of creatures nearest to it within ${m[2]} squares` : w === "conceal" ? `ignores conceal of creatures nearest to it within ${m[2]} squares` : `treats invisible creatures nearest to it within ${m[2]} squares as visible`))
        .join(" and "),
  ],
  // "This creature's {r} attacks ignore forest terrain": its sight and cover for those attacks (§ Forest).
  [
    /^(?:this creature's |its )?(melee|ranged|close|area) attacks ignore ([a-z -]+?) terrain$/,
    (m) => (terrainType(m[2]!) ? `ignores ${terrainType(m[2]!)} terrain with ${m[1]} attacks` : null),
  ],
  // "+5 {c} Damage whenever this creature includes a lower-level ally in the area of a {c} attack" (§ Close Attacks; § Area Attacks).
  [
    /^([+-]\d+) (?:(close|area) )?damage (?:whenever|when|if) (?:this creature|it) includes (?:an? |one or more )?(lower|higher)[- ]level all(?:y|ies) in the area of (?:an? |its )?(close|area) attack$/,
    (m) => (m[2] && m[2] !== m[4] ? null : `${m[1]} damage with ${m[4]} attacks while its attack area includes ${m[3]}-level ally`),
  ],
  // "Whenever this creature's {c} or {a} attack has only 1 target, that attack has +5 Damage": a lone creature in the area (§ Close Attacks; § Area Attacks).
  [
    /^(?:whenever|when|while|if) (?:this creature's|its) (close|area)(?: or (close|area))? attack (?:has|targets) only (?:1|one) (?:target|creature),? (?:that attack (?:has|gets|deals) )?([+-]\d+) damage(?: on that attack)?$/,
    (m) => [m[1], m[2]].filter((k): k is string => !!k).map((k) => `${m[3]} damage with ${k} attacks while its attack has only one target`).join(" and "),
  ],
  // "Can make opportunity attacks against enemies with Flight for moving out of an adjacent square" (§ Opportunity Attacks; § Flight).
  [
    /^(?:this creature )?(?:can|may) make opportunity attacks against (?:enemies|creatures) with flight (?:for moving|that move|moving) out of (?:an? )?adjacent squares?$/,
    () => "can make opportunity attacks against enemies with flight moving out of adjacent squares",
  ],
  // "May not enter squares occupied by allies" (§ Legal Position, Ally; § Core Rules and Exceptions).
  [/^(?:this creature )?(?:may not|cannot|can't) (?:enter|move into|move through) (?:squares|spaces) occupied by allies$/, () => "never enters squares occupied by allies"],
  // "May transit pit terrain": entering and crossing what only Flight may enter (§ Pit).
  [
    /^(?:this creature )?(?:may|can) transit ([a-z -]+?)(?: terrain)?(?: squares)?$/,
    (m) => (terrainType(m[1]!) ? `may transit ${terrainType(m[1]!)} terrain` : null),
  ],
  // "Ignores non-damage effects of attacks that deal 20 or less base damage" (§ Applying Damage, Base Damage).
  [
    /^(?:this creature )?ignores (?:the )?non-?damage effects of attacks (?:that deal|dealing|with) (\d+) (?:or less|or fewer) (?:points of )?base damage$/,
    (m) => `ignores effects other than damage of attacks with base damage ${m[1]} or less`,
  ],
  // "Attacks against this creature are automatic hits" (§ Attack Roll, Automatic Hit).
  [
    /^(?:all )?(?:(melee|ranged|close|area) )?attacks (?:against|targeting) (?:this creature|it) (?:are automatic hits|hit automatically)$/,
    (m) => `${m[1] ? `${m[1]} ` : ""}attacks against it are automatic hits`,
  ],
  // "Makes 2 saving throws against each effect and condition that a save can end at end of each of its turns" (§ Saving Throws).
  [
    /^(?:this creature )?makes (\d+|two|three) saving throws against each (?:effect|condition)(?: (?:and|or) (?:effect|condition))?(?: that (?:a save|saves|saving throws) can end)? at (?:the )?end of (?:each of )?its turns?$/,
    (m) => `makes ${countOf(m[1]!)} saving throws against each effect at end of its turn`,
  ],
  // "Add your warband's highest Champion rating to this creature's {m} attack rolls" (§ Champion Powers, Champion Rating).
  [
    /^add (?:your|its) warband's highest champion rating to (?:this creature's|its) (?:(melee|ranged|close|area) )?(attack) rolls?$/,
    (m) => `+${m[2]} ${m[1] ? `with ${m[1]} attacks ` : ""}equal to highest champion rating in its warband`,
  ],
  // "Whenever this creature makes a {m} attack: This creature has a bonus to Attack equal to the highest allied champion rating in play
  // on that attack": the best rating among its allies, not its own (§ Champion Powers, Champion Rating).
  [
    /^whenever (?:this creature|it) makes an? (?:(melee|ranged|close|area) )?attack\s*[:;,]\s*(?:this creature|it) has a bonus to (attack|damage) (?:rolls? )?equal to the highest allied champion rating(?: in play)?(?: on that attack)?$/,
    (m) => `+${m[2]} ${m[1] ? `with ${m[1]} attacks ` : ""}equal to highest allied champion rating`,
  ],
  // "Immune {r} attacks": attacks of that kind do nothing to it (compiler/primitives/continuous.ts, immune-attack-kind).
  [new RegExp(String.raw`^(?:this creature is )?immune (?:to )?${kindList} attacks$`), (m) => kindsOf(m[1]).map((k) => `immune to ${k} attacks`).join(" and ")],
  // "Immune Dazed, Stunned, and Slowed" among other rules (§ Conditions).
  [
    /^(?:this creature is )?immune (?:to )?(\w+)((?:,? (?:and |or )?\w+)*)(?: conditions?)?$/,
    (m) => {
      const names = readEach([m[1]!, ...m[2]!.split(/,? (?:and |or )?/).filter(Boolean)], conditionName);
      return names ? names.map((n) => `immune ${n}`).join(" and ") : null;
    },
  ],
];

/** "a non-bloodied enemy", "nonbloodied targets": the targets an attack is barred from, as the language's "… targets"; null if not a state it has. */
function barredTargets(raw: string): string | null {
  // "a nonchampion": any creature without a champion rating.
  if (/^(?:an? |any )?non-?champion(?: (?:target|creature|enemy))?s?$/i.test(raw.trim())) return "not champion targets";
  const plural = raw
    .trim()
    .replace(/^(?:an? |any )/i, "")
    .replace(/\bnon-?(?=[a-z])/i, "non-")
    .replace(/\benemy$/i, "enemies")
    .replace(/\b(target|creature)$/i, "$1s");
  const a = againstPhrase(plural);
  return a && /^against .+ targets$/.test(a) ? a.replace(/^against /, "") : null;
}

/** A rule from the tables above, said of a clause as printed ("Conceal 11 against nonadjacent enemies"); null if none. */
export function heldRule(said: string): string | null {
  return ruleOf(regular(said));
}

/** A rule from the tables above, said of the whole clause (lower case, as `regular` leaves it). */
function ruleOf(b: string): string | null {
  for (const [re, phrase] of always) if (re.test(b)) return b.replace(re, phrase);
  for (const [re, out] of bent) {
    const m = re.exec(b);
    if (m) return out(m);
  }
  return null;
}

/**
 * "Immune to champion powers", "Enemies are not affected by their allies' Champion powers",
 * "Enemies ignore the effects of enemy champion powers": whose champion powers, seen from
 * the creature that is immune ("enemy" powers said of enemies are their own side's).
 * ddm-battle-rules-2011.txt § Champion Powers
 */
function championImmunity(text: string): string | null {
  const m = /^(?:(.+?) (?:is|are|gains?|has|have) )?(?:immune to|not affected by|unaffected by|ignores?) (?:the effects of )?(?:all )?(?:(their allies'|allied|enemy|enemies'|opposing) )?champion powers$/i.exec(text.trim().replace(/[.;)]+$/, ""));
  const bare = m ? null : /^(.+?) (?:ignores?|are not affected by|is not affected by) (?:the effects of )?(?:all )?(?:(their allies'|allied|enemy|enemies'|opposing) )?champion powers$/i.exec(text.trim().replace(/[.;)]+$/, ""));
  const r = m ?? bare;
  if (!r) return null;
  const who = r[1] ? subjectOf(r[1]) : "this creature";
  if (!who) return null;
  // Said of enemies, "enemy champion powers" are the owner's enemies': their own side's.
  const side = !r[2] ? "" : /allies'|allied/i.test(r[2]) || /\benem/.test(who) ? " of allies" : " of enemies";
  return `${who === "this creature" ? "" : `${who} `}immune to champion powers${side}`;
}

/**
 * A bonus said with the attack that brings it: "+2 AC whenever a Mounted enemy attacks it"
 * is a defence against attacks by such creatures; "+2 Attack whenever it makes a {m} attack
 * against a Mounted target" a bonus of its melee attacks against such targets; "+5 Damage
 * whenever target has combat advantage against this creature" one against targets it grants
 * combat advantage to.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
function withTheAttack(text: string): string {
  const t = text.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const by = /^(?:[Tt]his creature )?(?:has |gains )?([+-]\d.*?) (?:whenever|when) (?:an? |any )?([A-Z][\w'-]*) (?:enemy|creature) attacks (?:it|this creature)$/.exec(t);
  if (by) return `${by[1]} against attacks by ${by[2]} creatures`;
  const made = /^(?:this creature )?(?:has |gains )?([+-]\d.*?) (?:whenever|when) (?:it|this creature) makes an? (melee|ranged|close|area) attack against (.+)$/i.exec(t);
  if (made) return `${made[1]} with ${made[2]!.toLowerCase()} attacks against ${made[3]}`;
  const favoured = /^([+-]\d.*?) (?:whenever|when|while|if) (?:the |its )?target has combat advantage against (?:it|this creature)$/i.exec(t);
  if (favoured) return `${favoured[1]} against targets having combat advantage against it`;
  return text;
}

/**
 * The subject said the card's ways, as the language's: "Each Drow Ally has" → "Drow allies
 * have", "Dwarf allies adjacent to this creature" → "adjacent Dwarf allies", "gain an extra
 * +2 attack" → "have +2 attack".
 */
function regularSubject(said: string): string {
  return said
    .replace(/^[Ee]ach ([A-Z][\w'-]*) [Aa]ll(?:y|ies) (?:has|gains?)\b/, "$1 allies have")
    .replace(/^([A-Z][\w'-]* )?(allies|enemies) adjacent to this creature\b/, (_, k: string | undefined, side: string) => `adjacent ${k ?? ""}${side}`)
    .replace(/^(.+?) (?:gains?|has|have) an (?:extra|additional) ([+-]\d)/i, "$1 have $2");
}

/** One continuous clause of a power: a rule from the tables above, or a modifier or permission. */
function clauseOf(said: string): string | null {
  // "Gnoll allies in aura have +2 attack and are Immune Dazed": one verb for the subject's holdings.
  const text = withTheAttack(regularSubject(said.trim()))
    .replace(/ and (?:are|is) (?=immune )/i, " and ")
    // "has +2 with attacks against Undead creatures": a bonus to its attack rolls against them.
    .replace(/^(.+? (?:has|have) [+-]\d+) with attacks (against .+)$/i, "$1 attack $2")
    .replace(/^(.+?) (?:are|is) ([Ii]mmune [A-Z]\w*) and (?:have|has) /, "$1 have $2 and ");
  const champion = championImmunity(text);
  if (champion) return champion;
  // "Enemies adjacent to this creature do not score victory points for occupying victory areas" (§ Victory Areas).
  const idle = /^(.+?) (?:do|does) not score (?:victory points|vps?) for occupying (?:a |any |one of (?:their|your) )?victory areas?$/i.exec(text.trim().replace(/[.;]+$/, ""));
  const idlers = idle ? subjectOf(idle[1]!) : null;
  if (idlers && idlers !== "this creature") return `${idlers} score no vp for occupying victory areas`;
  // "Dwarf allies adjacent to this creature do not grant combat advantage to enemies for flanking" (§ Flanking).
  const unflanked = /^(.+?) (?:do|does) not grant combat advantage(?: to enemies)? (?:for flanking|for being flanked|when flanked)$/i.exec(text.trim().replace(/[.;]+$/, ""));
  const unflankedWho = unflanked ? subjectOf(unflanked[1]!) : null;
  if (unflankedWho && unflankedWho !== "this creature") return `${unflankedWho} does not grant combat advantage for flanking`;
  // "Drow enemies may not use powers that turn hits into misses": the action "miss power" (§ Resolving Effects, Cancellation Effects).
  const barred = /^(.+?) (?:may not|cannot|can't) use (?:powers|an?y? power) that (?:turns?|changes?) (?:hits|a hit) into (?:misses|a miss)$/i.exec(text.trim().replace(/[.;]+$/, ""));
  const barredWho = barred ? subjectOf(barred[1]!) : null;
  if (barredWho) return `${barredWho === "this creature" ? "" : `${barredWho} `}cannot use miss powers`;
  // A power type keeps its capital: "Not affected by Fear effects[ while bloodied]" (§ Powers and Effects, Type).
  const typed = /^(?:[Nn]ot affected by|[Ii]mmune to) ([A-Z][a-z]+) (?:effects|powers)(?: while (.+))?$/.exec(text.trim().replace(/[.;]+$/, ""));
  if (typed) {
    const gate = typed[2] ? gatePhrase(typed[2]) : "";
    return gate === null ? null : `immune ${typed[1]}${gate ? ` while ${gate}` : ""}`;
  }
  const rule = ruleOf(regular(text));
  if (rule) return rule;
  // "Each adjacent Living creature takes +5 damage whenever it is hit by a {m} attack": the creatures named, each its rule.
  const taking = /^(.+?) (takes? .+)$/i.exec(text.trim().replace(/[.;]+$/, "").replace(/ (?:whenever|when) (?:it is|they are) hit by an? (\w+) attack$/i, " from $1 attacks"));
  const takers = taking ? subjectOf(taking[1]!.replace(/\bliving\b/, "Living")) : null;
  const taken = takers && takers !== "this creature" ? ruleOf(regular(taking![2]!.replace(/^take /i, "takes "))) : null;
  if (taken && /^takes /.test(taken)) return taken.split(" and ").map((x) => `${takers} ${x}`).join(" and ");
  // "Worth 0 VP when destroyed while an allied Dragon champion is in play": the worth, in that state (its "when" is the rule's own).
  // Said first too: "Whenever there is a Dragon champion in its warband: this creature is worth 0 VP when destroyed".
  const worthSaid = text.trim().replace(/[.;]+$/, "").replace(/^whenever ([^:;,]+?)\s*[:;,]\s*(.+)$/i, "while $1, $2");
  const worth = /^(.+? vp (?:when|if) (?:it is |this creature is )?(?:eliminated|destroyed)) while (.+)$/i.exec(stateTail(worthSaid));
  const worthGate = worth ? gatePhrase(worth[2]!) : null;
  const worthRule = worth && worthGate ? ruleOf(regular(worth[1]!)) : null;
  if (worthRule && /^worth /.test(worthRule)) return worthRule.split(" and ").map((x) => `${x} while ${worthGate}`).join(" and ");
  // "Invisible to nonadjacent enemies while adjacent to a wall", "invisible during its turn": the rule, in that state.
  const s = /^(.+?) (?:while|when|whenever) (.+)$/i.exec(stateTail(text.trim().replace(/[.;]+$/, "")));
  const gate = s ? gatePhrase(s[2]!) : null;
  const inner = s && gate ? ruleOf(regular(s[1]!)) : null;
  if (inner) return inner.split(" and ").map((x) => `${x} while ${gate}`).join(" and ");
  const twice = /^([+-]\d+ \w+) (against .+?) and (against .+)$/i.exec(text.trim().replace(/[.;]+$/, ""));
  // "+15 damage against A and against B": one bonus against targets in either state, not two for one in both (§ Bonuses and Penalties).
  if (twice) return modifierClause(`${twice[1]} ${twice[2]} or ${twice[3]!.replace(/^against /i, "")}`);
  return modifierClause(text.trim().replace(/[.;]+$/, ""));
}

/**
 * A continuous power of one or more clauses ("Cannot move; not affected by forced-movement
 * effects", "Half damage from {m} and {r} attacks"): every clause must be read.
 */
const clauses: Reading = (name, body, power) => {
  let whole = body.trim().replace(/[.;]+$/, "");
  // A free power used as it attacks that keeps that attack from a redirect: with no limit on its uses, every attack it makes (§ Redirect Effects).
  if (!power.limit) whole = whole.replace(/^use when (?:this creature|it) makes an attack[;:,]\s*that attack (?:cannot|can't|may not) be redirected$/i, "its attacks cannot be redirected");
  // "X and cannot Y": two rules, unless a state ("while …") might be said of both.
  const parts = whole.split(/\b(?:while|when|if|unless|until)\b/i.test(whole) ? /;\s*|\.\s+(?=[A-Z])|,\s+and (?=this creature\b)/ : /;\s*|\.\s+(?=[A-Z])|,? and (?=(?:can|cannot|can't|may|this creature)\b)|, (?=(?:cannot|can't|may not)\b)/i);
  // The first part that is no rule ends the reading: the parts after it are not read.
  const read: string[] = [];
  for (const part of parts) {
    const r = clauseOf(part);
    if (r === null) return null;
    read.push(r);
  }
  const head = `power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${read.join(" and ")}`];
};

/** Gates all holding, as the language nests them: "both A as well as both B as well as C". */
const allOf = (gates: string[]): string => (gates.length === 1 ? gates[0]! : `both ${gates[0]} as well as ${allOf(gates.slice(1))}`);

/**
 * "Nonflying enemies of size Large or smaller", "Medium or smaller Beast enemies": the side and
 * the states its creatures must be in (without Flight, a size, a keyword); null for other words.
 */
function qualifiedSide(raw: string): { side: string; gates: string[] } | null {
  const m = /^(?:each |all )?(.*?)\b(enem(?:y|ies)|all(?:y|ies)|creatures?)(?: of size (tiny|small|medium|large|huge|gargantuan) or (smaller|larger))?$/i.exec(raw.trim());
  if (!m) return null;
  const sized = (s: string, dir: string) => `${s[0]!.toUpperCase()}${s.slice(1).toLowerCase()} or ${dir.toLowerCase()}`;
  const gates: string[] = m[3] ? [sized(m[3], m[4]!)] : [];
  let before = m[1]!.trim();
  const size = /^(tiny|small|medium|large|huge|gargantuan) or (smaller|larger)\b\s*/i.exec(before);
  if (size) {
    gates.push(sized(size[1]!, size[2]!));
    before = before.slice(size[0].length);
  }
  for (const w of before.split(/,?\s+/).filter(Boolean)) {
    if (/^non-?flying$/i.test(w)) gates.push("without flight");
    else if (/^flying$/i.test(w)) gates.push("with flight");
    else if (/^(?:non-)?[A-Z][\w'-]*$/.test(w)) gates.push(w);
    else return null;
  }
  const side = { enemy: "enemies", ally: "allies", creature: "creatures" }[singular(m[2]!.toLowerCase())]!;
  return { side, gates };
}

/**
 * "(Aura) Each adjacent Medium or smaller enemy is Immobilized while adjacent to 2 or more
 * allies with Zombie Grab", "Adjacent enemies are Dazed while Slowed": a condition the
 * creatures named have while the state holds (compiler/primitives/held-conditions.ts); an
 * aura printed without its size reaches as far as its subject says (adjacent: 1).
 * ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Conditions
 */
const heldWhile: Reading = (name, body, power) => {
  let t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const aura = /^\(aura(?: (\d+))?\)\s*/i.exec(t);
  if (aura) t = t.slice(aura[0].length).replace(/ in (?:the )?aura\b/i, "");
  const m = /^(.+?) (?:is|are) (?:also )?(\w+) while (.+)$/i.exec(t);
  const condition = m ? conditionName(m[2]!) : null;
  const gate = m ? gatePhrase(m[3]!) : null;
  if (!condition || !gate) return null;
  const adjacent = /\badjacent\b/i.test(m![1]!);
  const who = qualifiedSide(m![1]!.replace(/\s*adjacent to (?:this creature|it)\b/i, "").replace(/\badjacent /i, ""));
  // An aura's size is said or follows from "adjacent"; outside an aura "adjacent" is a state of those it names.
  const size = aura ? (aura[1] ?? (adjacent ? "1" : null)) : null;
  if (!who || (aura && (!size || (adjacent && size !== "1")))) return null;
  const gates = [...(adjacent && !aura ? ["adjacent to this creature"] : []), ...who.gates];
  const subject = gates.length ? `${who.side} ${allOf(gates)}` : who.side;
  return [`${aura ? `aura ${size}` : "power"} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${subject} are ${condition} while ${gate}`];
};

/**
 * "+2 Attack and +5 Damage with Stormburst while within 5 squares of another Bluespawn
 * Stormlizard. +4 Attack and +10 Damage with Stormburst while within 5 squares of 2 or more
 * Bluespawn Stormlizards instead": bonuses with one attack of its card, by name, in a state;
 * a larger bonus "instead" in a narrower state is the difference added there.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const withNamedAttack: Reading = (name, body, power) => {
  const sentences = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ").split(/\.\s+(?=[+-]\d)/);
  if (sentences.length > 2) return null;
  const read = sentences.map((s) => /^([+-]\d.*?) with ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) (?:while|when|if) (.+?)( instead)?$/.exec(s));
  if (read.some((m) => !m) || read.some((m) => m![2] !== read[0]![2]) || !!read[0]![4] || (read.length === 2 && !read[1]![4])) return null;
  const parts = read.map((m) => ({ mods: modifierPhrases(m![1]!), gate: gatePhrase(m![3]!) }));
  if (parts.some((p) => !p.mods || !p.gate || p.mods.some((x) => !/^[+-]\d+ (?:attack|damage)$/.test(x)))) return null;
  const clauses: string[] = parts[0]!.mods!.map((x) => `${x} with ${quoted(read[0]![2]!)} while ${parts[0]!.gate}`);
  if (parts[1]) {
    // "+4 … instead": what it adds to the first bonus, stat by stat; the same stats, each larger.
    const first = new Map(parts[0]!.mods!.map((x) => [x.split(" ")[1]!, Number(x.split(" ")[0])]));
    for (const x of parts[1].mods!) {
      const [n, stat] = [Number(x.split(" ")[0]), x.split(" ")[1]!];
      if (!first.has(stat) || n <= first.get(stat)!) return null;
      clauses.push(`+${n - first.get(stat)!} ${stat} with ${quoted(read[0]![2]!)} while ${parts[1].gate}`);
    }
  }
  return [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: ${clauses.join(" and ")}`];
};

/**
 * "Nonflying enemies of size Large or smaller cannot move or shift out of squares adjacent
 * to this creature": every move of theirs from beside it leaves such a square, so while
 * beside it they cannot move (or shift) at all; teleports and forced movement are no moves
 * of theirs. Card text, tier 4.
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Move Actions (Shift)
 */
const heldBeside: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(.+?) (?:cannot|can't|may not) (move or shift|shift or move|move|shift) out of (?:squares|a square|spaces?) adjacent to (?:this creature|it)$/i.exec(t);
  const who = m ? qualifiedSide(m[1]!) : null;
  if (!who) return null;
  const subject = `${who.side} ${allOf(["adjacent to this creature", ...who.gates])}`;
  const verbs = / or /.test(m![2]!) ? ["move", "shift"] : [m![2]!.toLowerCase()];
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${verbs.map((v) => `${subject} cannot ${v}`).join(" and ")}`];
};

/**
 * "Cannot move and cannot attack a non-bloodied enemy while adjacent to a bloodied enemy",
 * "Cannot move or attack a nonbloodied target while …", "On its turn, cannot attack a
 * non-bloodied target or take a move action if …": two restrictions of card text, each in
 * the state (and on its own turn, when it says so).
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Take Actions Phase
 */
const restrained: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(on its turn,? )?(?:this creature )?(?:cannot|can't|may not) (?:move (?:and (?:cannot|can't|may not) |or )attack (.+?)|attack (.+?) or take a move action) (?:while|if) (.+)$/i.exec(t);
  if (!m) return null;
  const targets = barredTargets((m[2] ?? m[3])!);
  // "if a Bloodied enemy is adjacent to it": the state of this creature.
  const gate = gatePhrase(m[4]!.replace(/^an? (.+?) is adjacent to (?:it|this creature)$/i, "adjacent to a $1"));
  if (!targets || !gate) return null;
  const when = m[1] ? `on its turn if ${gate}` : gate;
  const move = m[2] ? "move" : "take move actions";
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: cannot ${move} while ${when} and cannot attack ${targets} while ${when}`];
};

/**
 * "Can shift once on its turn without expending an action": a free action on its own
 * turn, once each turn, that shifts it.
 * ddm-battle-rules-2011.txt § Actions (Free Action); § Move Actions (Shift)
 */
const freeShift: Reading = (name, body, power) => {
  const m = /^(?:this creature )?(?:can|may) shift(?: (\d+) squares?)? once (?:on|during) (?:each of )?its turns? without (?:expending|spending|using|taking) an action$/.exec(regular(body));
  if (!m) return null;
  return [`power ${quoted(name ?? "Free Shift")}${power.limit ? ` uses ${power.limit}` : ""}: free action, once per turn, while its turn: this creature shifts ${m[1] ?? 1}`];
};

/**
 * "Once an ally has been destroyed, this creature has +5 {m} Damage until end of battle",
 * "+2 Attack until an ally is destroyed": modifiers in the state of its warband's losses.
 * ddm-battle-rules-2011.txt § Hit Points (Destroyed)
 */
const untilAllyDestroyed: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const once = /^once (?:an?|any) ally has been destroyed, (?:this creature |it )?(?:has |gains? )?(.+?) until (?:the )?end of (?:the )?battle$/i.exec(t);
  const until = /^(.+?) until (?:an?|any) ally is destroyed$/i.exec(t);
  const what = once?.[1] ?? until?.[1];
  if (!what) return null;
  const clause = modifierClause(`${what} while ${once ? "ally has been destroyed" : "no ally has been destroyed"}`);
  return clause ? [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${clause}`] : null;
};

/** The state before an event a rule lasts "until": "attacked" → it has not been attacked (compiler/primitives/turn-history.ts). */
function beforeEvent(event: string): string | null {
  if (/^(?:it is |this creature is )?(?:first )?attacked$/.test(event)) return "it has not been attacked";
  if (/^(?:an?|any) ally is destroyed$|^(?:an?|any) ally has been destroyed$/.test(event)) return "no ally has been destroyed";
  return null;
}

/**
 * "Cannot make {m} or {r} attacks until attacked or an ally is destroyed": restrictive card
 * text (or a bonus) that holds until the first of the events named happens.
 * ddm-battle-rules-2011.txt § Core Rules and Exceptions; § Making an Attack; § Hit Points (Destroyed)
 */
const untilEvents: Reading = (name, body, power) => {
  const m = /^(.+?) until (.+)$/.exec(regular(body));
  const states = m ? m[2]!.split(/,? or /).map(beforeEvent) : [];
  if (!m || states.length === 0 || states.length > 2 || states.some((s) => s === null)) return null;
  const gate = states.length === 2 ? `both ${states[0]} as well as ${states[1]}` : states[0]!;
  const clause = modifierClause(m[1]!);
  if (!clause || / while /.test(clause)) return null;
  return [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: ${clause.split(" and ").map((x) => `${x} while ${gate}`).join(" and ")}`];
};

/**
 * "(aura 10) Ignores invisible within aura; Arcane enemies have -4 attack while in aura": an
 * aura of several clauses, each read with "within aura" as the aura's reach and "in aura"
 * left to the aura itself.
 * ddm-battle-rules-2011.txt § Continuous Powers (Aura)
 */
const auraClauses: Reading = (name, body, power) => {
  const m = /^\(aura (\d+)\)\s*(.+?)[.;)]*$/i.exec(body.trim());
  if (!m) return null;
  // "within 5 squares of this creature" in an aura of 5 is the aura itself.
  const inAura = new RegExp(String.raw`\s+within ${m[1]} squares(?: of this creature)?(?= |$)`, "gi");
  // "Gnolls within aura have …": the creatures the aura reaches, as "in aura" says them.
  const reached = (p: string) => p.replace(/^(\S.*?) within (?:the )?aura (?=(?:have|has|are|is|gains?)\b)/i, "$1 in aura ");
  const read = readEach(m[2]!.split(/;\s*|\.\s+(?=[A-Z])/), (p) => clauseOf(reached(p).replace(inAura, "").replace(/ within (?:the )?aura\b/gi, ` within ${m[1]} squares`).replace(/ (?:while )?in (?:the )?aura\b/gi, "")));
  if (!read) return null;
  return [`aura ${m[1]} ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: ${read.join(" and ")}`];
};

/**
 * "(Aura) Each adjacent enemy cannot make opportunity attacks", "(Aura) Each ally within 5
 * squares of this creature has +1 to all defenses": an aura printed without its size, which
 * the subject gives (adjacent: 1).
 * ddm-battle-rules-2011.txt § Continuous Powers (Aura)
 */
const auraSizedBySubject: Reading = (name, body, power) => {
  const m = /^\(aura\)\s*(.+?)[.;]*$/i.exec(body.trim());
  if (!m) return null;
  let text = m[1]!;
  let size: string;
  const within = /\s*within (\d+) squares?(?: of this creature)?/i.exec(text);
  if (within) {
    size = within[1]!;
    text = text.replace(within[0], "");
  } else if (/\badjacent\b/i.test(text)) {
    size = "1";
    text = text.replace(/\s*adjacent to this creature/i, "").replace(/\badjacent /i, "");
  } else return null;
  const clause = modifierClause(text.replace(/\s+/g, " ").trim());
  if (!clause) return null;
  return [`aura ${size} ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: ${clause}`];
};

/**
 * An immunity to the attacks and powers whose name holds a word (e.g. "Immune to attacks
 * with Howl in their name"): read before immunity to conditions, which would take the
 * words for condition names.
 * ddm-battle-rules-2011.txt § Powers and Effects
 */
const namedImmunity: Reading = (name, body, power) => {
  // Both forms (and immuneToNamedPower's) say "immune": other powers are not tried.
  if (!/immune/i.test(body)) return null;
  const m = /^immune to (?:(?:attack actions|attacks)(?: and (?:special )?powers)?|(?:special )?powers and (?:attack actions|attacks)) with (\w+) in (?:their|the|its) names?$/i.exec(body.trim().replace(/[.;]+$/, ""));
  if (!m) return immuneToNamedPower(name, body, power);
  return [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: immune to attacks or powers with ${quoted(m[1]!)} in their name`];
};

/**
 * "Immune Sneak Attack", "(Aura 6) All creatures in aura gain Immune Sneak Attack": a named
 * power of several capitalised words (one word is a condition or a damage type) does nothing
 * to the creature, its bonuses against it included.
 * ddm-battle-rules-2011.txt § Powers and Effects; § Continuous Powers (Aura)
 */
const immuneToNamedPower: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(?:\(aura (\d+)\)\s*)?(?:(?:all |each )?(creatures?|enem(?:y|ies)|all(?:y|ies))(?: in aura)? (?:gains?|ha(?:ve|s)|are) )?immune ([A-Z][\w'-]*(?: [A-Z][\w'-]*)+)$/.exec(t.replace(/^.*?\bimmune /i, (w) => w.toLowerCase()));
  if (!m || !!m[1] !== !!m[2]) return null;
  const who = m[2] ? `${m[2].replace(/y$/, "ie").replace(/(?<!s)$/, "s").toLowerCase()} ` : "";
  const head = `${m[1] ? `aura ${m[1]}` : "power"} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${who}immune to powers with ${quoted(m[3]!)} in their name`];
};

/**
 * "Adjacent living creatures have -2 Attack; Troglodytes immune", "(Aura 1) Living,
 * non-Troglodyte enemies and allies in aura have -2 Attack": every creature, enemy or ally,
 * with the keywords; "X immune" is "non-X".
 * ddm-battle-rules-2011.txt § Keywords (Living Creatures); § Continuous Powers (Aura)
 */
const keywordCreatures: Reading = (name, body, power) => {
  // The form names Living creatures: other powers are not tried.
  if (!/living/i.test(body)) return null;
  let t = body.trim().replace(/[.;]+$/, "").replace(/\bAdjacen\b/i, "Adjacent");
  const aura = /^\(aura(?: (\d+))?\)\s*/i.exec(t);
  if (aura) t = t.slice(aura[0].length);
  let excluded: string | null = null;
  const immune = /;\s*([A-Z][\w-]*?)s? (?:creatures )?(?:are )?immune$/.exec(t);
  if (immune) {
    excluded = immune[1]!;
    t = t.slice(0, immune.index);
  }
  const adjacent = /\badjacent\b/i.test(t);
  t = t.replace(/\s*adjacent to this creature/i, "").replace(/\badjacent /i, "").replace(/\s*in aura\b/i, "").replace(/^each /i, "");
  const m = /^(?:(non-[A-Z][\w-]*),? )?living,? (?:(non-[A-Z][\w-]*) )?(?:creatures?|enemies and allies|allies and enemies) (?:have|has) (.+)$/i.exec(t.trim());
  if (!m || (m[1] && m[2])) return null;
  const other = m[1] ?? m[2] ?? (excluded ? `non-${excluded}` : null);
  const clause = modifierClause(m[3]!);
  if (!clause || / while /.test(clause)) return null;
  const who = `${adjacent && !aura ? "adjacent " : ""}Living ${other ? `${other} ` : ""}creatures`;
  const size = aura ? (aura[1] ?? (adjacent ? "1" : null)) : null;
  if (aura && !size) return null;
  const head = `${size ? `aura ${size}` : "power"} ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${clause.split(" and ").map((x) => `${who} ${x}`).join(" and ")}`];
};

/**
 * "Enemies within 2 squares do not benefit from Conceal or invisibility", "(Aura 2) Enemies
 * in aura are not invisible and do not benefit from Conceal", "(Aura 5) While within aura,
 * each enemy and each ally is visible": creatures near it lose invisibility and conceal.
 * ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight: Invisible); § Attack Roll (Conceal)
 */
const exposed: Reading = (name, body, power) => {
  let t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const aura = /^\(aura (\d+)\)\s*/i.exec(t);
  if (aura) t = t.slice(aura[0].length).replace(/^while within aura, /i, "").replace(/ in aura\b/i, "");
  // "While within 6 squares of this creature, invisible creatures are visible, and creatures do not benefit from Conceal":
  // each clause said of the same creatures near it.
  const lead = aura ? null : /^while within (\d+) squares(?: of this creature)?, (.+)$/i.exec(t);
  if (lead) {
    const said = lead[2]!.split(/,? and (?=(?:invisible )?(?:creatures|enemies)\b)|, (?=(?:invisible )?(?:creatures|enemies)\b)/i).map((p) => /^(?:invisible )?(creatures|enemies) (.+)$/i.exec(p.trim()));
    const sides = new Set(said.map((x) => x?.[1]!.toLowerCase()));
    if (said.every(Boolean) && sides.size === 1) t = `${[...sides][0]} within ${lead[1]} squares ${said.map((x) => x![2]).join(" and ")}`;
  }
  const m = /^(each enemy and each ally|each ally and each enemy|enemies and allies|creatures|enemies)(?: within (\d+) squares(?: of this creature)?)? ((?:is|are|do|does|lose|cannot|can't)\b.+)$/i.exec(t);
  if (!m || !!aura === !!m[2]) return null;
  const what = new Set<string>();
  for (const p of m[3]!.split(/,? and (?=(?:is|are|do|does|lose|loses|cannot|can't)\b)|, (?:and )?/)) {
    const q = p.trim().toLowerCase();
    if (/^(?:is|are) (?:visible|not invisible)$|^cannot become invisible$|^(?:are|is) not invisible$/.test(q)) what.add("visible");
    else if (/^(?:do|does) not benefit from (conceal|invisibi?li?ty|hide)(?: or (conceal|invisibi?li?ty|hide))*$|^loses? (conceal|hide)(?: and (conceal|hide))*$/.test(q)) {
      if (/conceal/.test(q)) what.add("loses conceal");
      if (/invisib|hide/.test(q)) what.add("visible");
    } else return null;
  }
  const who = /^enemies$/i.test(m[1]!) ? "enemies" : "creatures";
  const subject = m[2] ? `${who} within ${m[2]} squares` : who;
  const head = `${aura ? `aura ${aura[1]}` : "power"} ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${[...what].map((w) => `${subject} ${w}`).join(" and ")}`];
};

// Turns near this creature (asTriggerWording), made once: damage to each creature that starts or ends one; each one that does takes damage;
// each one that activates there.
const nearThis = String.raw`(within \d+ squares of|adjacent to) this creature`;
const damageToEachRe = new RegExp(`^(.+? damage) to each (enemy|ally|creature) that (start|end)s (?:its|their) turn ${nearThis}$`, "i");
const eachTakesRe = new RegExp(
  `^(?:each |any )?(enem(?:y|ies) and (?:each )?all(?:y|ies)|all(?:y|ies) and (?:each )?enem(?:y|ies)|creatures?|enem(?:y|ies)|all(?:y|ies)) that (start|end)s? (?:a|its|their) turns? ${nearThis},? takes? (.+)$`,
  "i",
);
const activatesNearRe = new RegExp(`^(?:each |any )?(enem(?:y|ies)|all(?:y|ies)|creatures?) that activates? (?:while )?${nearThis},? (is|are|takes?) (.+)$`, "i");

/**
 * Triggered powers printed as standing rules, said again as "Whenever …, …" for the
 * triggered reading: "Any creature that hits this creature with a {m} attack takes 5 fire
 * damage", "5 Damage to each enemy that starts its turn within 5 squares of this
 * creature", "Allies and enemies that start their turn adjacent to this creature take 5
 * poison damage", "Takes 5 damage at start of each of its turns while bloodied". Null
 * when the text is none of these.
 * ddm-battle-rules-2011.txt § Automatic Powers
 */
export function asTriggerWording(body: string): string | null {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const an = (w: string) => `${/^[aeiou]/i.test(w) ? "an" : "a"} ${w}`;
  let m = /^any (?:creature|enemy) that hits this creature with an? (?:(melee|ranged|close|area) )?attack takes (.+)$/i.exec(t);
  if (m) return `Whenever an enemy hits this creature with ${m[1] ? an(`${m[1].toLowerCase()} attack`) : "an attack"}, that enemy takes ${m[2]}`;
  m = damageToEachRe.exec(t);
  if (m) return `Whenever ${an(m[2]!.toLowerCase())} ${m[3]!.toLowerCase()}s its turn ${m[4]} this creature, that ${m[2]!.toLowerCase()} takes ${m[1]}`;
  m = eachTakesRe.exec(t);
  if (m) {
    // Both sides together are any creature; one side alone is that side.
    const who = / and /.test(m[1]!) || /^creature/i.test(m[1]!) ? "creature" : /^enem/i.test(m[1]!) ? "enemy" : "ally";
    return `Whenever ${an(who)} ${m[2]!.toLowerCase()}s its turn ${m[3]} this creature, that ${who} takes ${m[4]}`;
  }
  // "Each enemy that activates while adjacent to this creature is Dazed until end of that enemy's turn": activating is
  // starting its turn (§ Start of Turn Phase); the turn in progress is that creature's own.
  m = activatesNearRe.exec(t);
  if (m) {
    const who = /^enem/i.test(m[1]!) ? "enemy" : /^all/i.test(m[1]!) ? "ally" : "creature";
    const verb = /^(is|are)$/i.test(m[3]!) ? "is" : "takes";
    const what = m[4]!.replace(/ until (?:the )?end of (?:that (?:enemy|ally|creature)'s|its|their) turn$/i, " until end of turn");
    return `Whenever ${an(who)} starts its turn ${m[2]} this creature, that ${who} ${verb} ${what}`;
  }
  // "Heals 5 HP each time an effect would deal cold damage to it", "… whenever subjected to fire damage": before
  // Immune and Resist apply (§ Resistance and Vulnerability, Weakness: "take, or would take, prior to applying resistances").
  m = /^(?:this creature |it )?heals (\d+)(?: hp| hit points)? (?:each time|whenever) (?:an? (?:effect|attack) would deal (\w+) damage to (?:it|this creature)|(?:it is )?subjected to (\w+) damage|(?:it|this creature) would take (\w+) damage)$/i.exec(t);
  if (m) return `Whenever this creature would take ${(m[2] ?? m[3] ?? m[4])!.toLowerCase()} damage, this creature heals ${m[1]} HP`;
  // "Score +5 VP if this creature occupies one of your victory areas": when victory areas are scored, at the end of
  // each round (§ Assault, Occupying victory areas); "… you score +10 VP for each enemy destroyed": as each one is.
  m = /^(?:you )?scores? \+?(\d+) (?:vp|victory points?) (?:if|while|whenever) (?:this creature|it) occupies one of your victory areas?$/i.exec(t);
  if (m) return `At end of round, if this creature occupies one of your victory areas, you score ${m[1]} VP`;
  m = /^while (?:this creature|it) occupies one of your victory areas?, you score \+?(\d+) (?:vp|victory points?) for each enemy destroyed$/i.exec(t);
  if (m) return `Whenever an enemy is destroyed, if this creature occupies one of your victory areas, you score ${m[1]} VP`;
  // "A Large or smaller enemy hit by this creature's {m} attack is Immobilized": as each such hit lands (a condition without a
  // duration lasts until the end of that enemy's next turn, § Conditions).
  m = /^(?:an? |any |each )?(?:(.+?) )?(?:enemy|target|creature) hit by (?:this creature's|its) (?:(melee|ranged|close|area|basic melee) )?attacks? (?:is|becomes) (?:also )?(.+)$/i.exec(t);
  if (m) return `Whenever this creature hits ${an(`${m[1] ? `${m[1]} ` : ""}enemy`)} with ${m[2] ? an(`${m[2].toLowerCase()} attack`) : "an attack"}, that enemy is ${m[3]}`;
  // "Takes 5 damage at start of each of its turns while bloodied": its own turn, in the state.
  m = /^(?:this creature )?takes (.+? damage) at (?:the )?(start|end) of each of its turns(?: while (.+))?$/i.exec(t);
  if (m) return `At the ${m[2]!.toLowerCase()} of its turn, ${m[3] ? `if this creature is ${m[3]}, ` : ""}this creature takes ${m[1]}`;
  return null;
}

/** Readings that must come before the general ones (power.ts puts them first). */
export const earlyContinuousReadings: Reading[] = [namedImmunity, keywordCreatures, exposed];

/**
 * "Always has combat advantage vs. Dazed enemies", "This creature has combat advantage
 * against any enemy that is adjacent to an ally", "Enemies that have not activated this
 * round grant combat advantage to this creature": combat advantage against such targets.
 * ddm-battle-rules-2011.txt § Combat Advantage
 */
const advantageAgainst: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(?:this creature )?(?:always )?(?:has )?combat advantage (?:against|vs\.?) (?:any )?(.+)$/i.exec(t) ?? /^(.+?) grants? combat advantage to (?:this creature|it)$/i.exec(t);
  if (!m) return alliesAdvantage(name, t, power);
  const a = advantageTargets(m[1]!);
  if (!a) return null;
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: has combat advantage ${a}`];
};

/** "enemies adjacent to this creature", "any Dazed enemy": the targets combat advantage is had against, as "against …"; null otherwise. */
function advantageTargets(raw: string): string | null {
  const who = raw.replace(/ (?:of|to) this creature\b/i, "").replace(/^(enem(?:y|ies)|targets?|creatures?) that (?:is|are) /i, "$1 ").replace(/^(?:each |all )?enemy\b/i, "enemies");
  const a = againstPhrase(who);
  return !a || / opportunity attacks$/.test(a) ? null : a;
}

/**
 * "Enemies adjacent to this creature grant combat advantage to this creature's allies",
 * "Small Beast allies have combat advantage vs. enemies adjacent to this creature": its
 * allies (of a keyword, a size) have combat advantage against such targets.
 * ddm-battle-rules-2011.txt § Combat Advantage; § Continuous Powers
 */
function alliesAdvantage(name: string | null, t: string, power: CardPower): string[] | null {
  const granted = /^(.+?) grants? combat advantage to (?:this creature's|its) allies$/i.exec(t);
  const had = /^(.+? allies) (?:have|has|gains?) combat advantage (?:against|vs\.?) (.+)$/i.exec(t);
  const who = granted ? "allies" : had ? subjectOf(had[1]!) : null;
  const said = (granted?.[1] ?? had?.[2])?.trim();
  // Beside this creature, not beside the ally that has the advantage: "targets adjacent to this creature" (the power's owner).
  const beside = said && /^(?:each |all |any )?(?:enem(?:y|ies)|targets?|creatures?) adjacent to this creature$/i.test(said);
  const a = beside ? "against targets adjacent to this creature" : said ? advantageTargets(said) : null;
  if (!who || !a || who === "this creature") return null;
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${who} has combat advantage ${a}`];
}

/** "enemy adjacent to this creature", "other Kraul ally within 5 squares of it": the creatures a bonus is counted for, as "each …" (null when no subject says them). */
function countedCreatures(raw: string): string | null {
  // "bloodied creature on the battlemap": each one in that state (compiler/primitives/state-subjects.ts).
  const state = /^(?:(?:other|another) )?(bloodied) (creature|enemy|ally)(?: on the battle ?map| in play)?$/i.exec(raw.trim());
  if (state) return `each ${state[2]!.toLowerCase()} ${state[1]!.toLowerCase()}`;
  const r = raw
    .replace(/^(?:other|another) /i, "")
    .replace(/ (?:on the battle ?map|in play)$/i, "")
    .replace(/( within \d+ squares?) of (?:it|this creature)$/i, "$1")
    .replace(/^(\S+ )?(ally|enemy|creature) adjacent to (?:this creature|it)$/i, (_, t: string | undefined, side: string) => `adjacent ${t ?? ""}${side}`);
  const who = subjectOf(`each ${r}`);
  if (!who || /^(?:one|this creature|that|target)\b/.test(who)) return null;
  return `each ${who.replace(/\b(allies|enemies|creatures)\b/, (w) => ({ allies: "ally", enemies: "enemy", creatures: "creature" })[w]!)}`;
}

/**
 * "+1 AC for each enemy adjacent to this creature", "+1 attack and +5 damage for each Kraul
 * ally within 5 squares of it (maximum +10 damage)", "Each ally has +1 {M} attack for each
 * ally adjacent to it": bonuses counted per creature. The maximum is said of the part of
 * its statistic, or of the last part when it names none.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const countedBonus: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(?:(.+?) (?:has|have|gains?) )?(?:cumulative )?([+-] ?\d.*?) for each (.+?)(?: \(maximum ([+-]?\d+)(?: (\w+))?\))?$/i.exec(t);
  if (!m) return null;
  const who = m[1] ? subjectOf(m[1].replace(/ in your warband$/i, "")) : "this creature";
  const mods = modifierPhrases(m[2]!.replace(/^([+-]) /, "$1"));
  const each = countedCreatures(m[3]!);
  if (!who || !mods || !each || mods.some((x) => !/^[+-]\d+ (attack|AC|speed|damage|Fort|Ref|Will|defenses)\b/.test(x))) return null;
  const capped = m[4] ? (m[5] ? mods.findIndex((x) => x.split(" ")[1]!.toLowerCase() === m[5]!.toLowerCase()) : mods.length - 1) : -1;
  if (m[4] && capped < 0) return null;
  const most = m[4] ? ` (maximum ${/^[+-]/.test(m[4]) ? m[4] : `+${m[4]}`})` : "";
  const lead = who === "this creature" ? "" : `${who} `;
  const head = `power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  // "for each bloodied creature on the battlemap": the others counted, and its own bloodied state once more (a counted bonus leaves it out).
  const itself = who === "this creature" && !m[4] && each === "each creature bloodied" && !/^(?:other|another) /i.test(m[3]!) ? mods.map((x) => ` and ${x} while bloodied`).join("") : "";
  return [`${head}: ${mods.map((x, i) => `${lead}${x} for ${each}${i === capped ? most : ""}`).join(" and ")}${itself}`];
};

/**
 * "Can activate up to 4 times each round (up to 2 times each round instead while bloodied)":
 * its turns each round, fewer while it is bloodied (Multi-Activation; counted as each turn ends).
 * ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns); ../shared/spec/ddm-2011.md § 11.2
 */
const turnsUnlessBloodied: Reading = (name, body, power) => {
  const m = /^(?:this creature )?(?:can|may) (?:activate|take turns?) (?:up to )?(\d+) times (?:each|per) round \((?:but )?(?:up to )?(\d+) times (?:each|per) round instead while bloodied\)?$/.exec(regular(body));
  if (!m || Number(m[2]) >= Number(m[1])) return null;
  return [`power ${quoted(name ?? `Multi-Activation ${m[1]}`)}${power.limit ? ` uses ${power.limit}` : ""}: takes ${m[1]} turns each round while not bloodied and takes ${m[2]} turns each round while bloodied`];
};

/**
 * "(Aura 5) Allies in aura have +1 to all defenses. Allies in aura that have not yet taken a
 * turn this round have +2 to all defenses instead": the larger bonus for the narrower
 * subject, as the difference added to what they already have.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Continuous Powers (Aura)
 */
const largerInstead: Reading = (name, body, power) => {
  let t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const aura = /^\(aura (\d+)\)\s*/i.exec(t);
  if (aura) t = t.slice(aura[0].length).replace(/ in (?:the )?aura\b/gi, "");
  const s = t.split(/\.\s+(?=[A-Z])/);
  if (s.length !== 2 || !/ instead$/i.test(s[1]!)) return null;
  const second = s[1]!.replace(/ instead$/i, "");
  const first = modifierClause(s[0]!);
  const numbers = (x: string) => [...x.matchAll(/[+-]\d+/g)].map((n) => Number(n[0]));
  const [was, now] = [numbers(s[0]!), numbers(second)];
  if (!first || / while /.test(first) || was.length === 0 || was.length !== now.length || now.some((n, i) => n <= was[i]!)) return null;
  // The second sentence with each number made the difference: "+2 to all defenses" after "+1" is "+1" more.
  let i = 0;
  const more = modifierClause(second.replace(/[+-]\d+/g, () => `+${now[i]! - was[i++]!}`));
  if (!more || more.split(" and ").length !== first.split(" and ").length) return null;
  return [`${aura ? `aura ${aura[1]}` : "power"} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${first} and ${more}`];
};

/**
 * "An enemy that begins its turn within 5 squares loses Flight for that turn": as each such
 * turn starts, that creature does not have the movement mode until the turn ends.
 * ddm-battle-rules-2011.txt § Movement Modes; § Start of Turn Phase
 */
const losesModeNear: Reading = (name, body, power) => {
  const m = /^(?:an?|each|any) (enemy|ally|creature) that (?:begins|starts) (?:its|a) turn (within \d+ squares|adjacent to this creature)(?: of (?:this creature|it))? loses (flight|burrow|phasing) (?:for|until (?:the )?end of) (?:that|its|the) turn$/.exec(regular(body));
  if (!m) return null;
  const near = m[2]!.startsWith("within") ? `${m[2]} of this creature` : m[2];
  return [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: whenever ${m[1]} starts its turn ${near}: that ${m[1]} loses ${m[3]} until end of turn`];
};

/**
 * "While this creature is on the battlemap, line of sight is limited to 10 squares": every
 * creature's sight, its own too, ends after that many squares (a creature's powers work only
 * while it is in play).
 * ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight)
 */
const everyonesSight: Reading = (name, body, power) => {
  const m = /^(?:while (?:this creature|it) is (?:on the battle ?map|in play), )?(?:all )?line of sight is limited to (\d+) squares(?: for (?:all|every|each) creatures?)?$/.exec(regular(body));
  if (!m) return null;
  return [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: line of sight ends after ${m[1]} squares and creatures line of sight ends after ${m[1]} squares`];
};

/**
 * "+1 Attack and +5 Damage against targets adjacent to a Stirge ally for each Stirge ally
 * adjacent to target (maximum +10 Damage)": bonuses counted around the attack's target
 * (the "against targets adjacent to a Stirge ally" is what a count of none already says).
 * ddm-battle-rules-2011.txt § Bonuses and Penalties
 */
const countedBesideTarget: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^([+-]\d.*?) (?:against targets adjacent to an? ([A-Z][\w'-]*) ally )?for each ([A-Z][\w'-]*) ally adjacent to (?:the )?target(?: \(maximum ([+-]?\d+)(?: (\w+))?\))?$/.exec(t);
  if (!m || (m[2] && m[2] !== m[3])) return null;
  const mods = modifierPhrases(m[1]!);
  if (!mods || mods.some((x) => !/^[+-]\d+ (?:attack|damage)$/.test(x))) return null;
  const capped = m[4] ? (m[5] ? mods.findIndex((x) => x.split(" ")[1] === m[5]!.toLowerCase()) : mods.length - 1) : -1;
  if (m[4] && capped < 0) return null;
  const most = m[4] ? ` (maximum ${/^[+-]/.test(m[4]) ? m[4] : `+${m[4]}`})` : "";
  const head = `power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${mods.map((x, i) => `${x} for each ${m[3]} ally adjacent to target${i === capped ? most : ""}`).join(" and ")}`];
};

/**
 * "(Aura 2) Enemies that start a turn in aura cannot take a move action on that turn until
 * after making an attack against this creature": held for the whole turn by where it began
 * (not by the aura's reach as it moves or is moved), lifted by its first attack roll against
 * the power's owner; as an aura's rule, not while the owner is inactive.
 * ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Core Rules and Exceptions; § Stunned
 */
const lockedUntilAttacked: Reading = (name, body, power) => {
  const m = /^\(aura (\d+)\)\s*(enem(?:y|ies)|creatures?) that (?:start|starts|begin|begins) (?:a|its|their) turns? (?:in|within) (?:the )?aura (?:cannot|can't|may not) (take a move action|take move actions|move|shift|charge) (?:on|during) that turn until (?:after )?(?:making|it makes|they make) an attack (?:against|on|that targets) this creature$/.exec(regular(body));
  if (!m) return null;
  const who = /^enem/.test(m[2]!) ? "enemies" : "creatures";
  const verb = /move action/.test(m[3]!) ? "take move actions" : m[3]!;
  const gate = `both it started its turn within ${m[1]} squares of this creature as well as both it did not attack this creature this turn as well as this creature is active`;
  return [`power ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: ${who} cannot ${verb} while ${gate}`];
};

/**
 * "(Aura 10) Enemies in aura that have ongoing poison damage take 5 poison damage whenever hit
 * by a {m} or {r} attack": whoever's attack hits them (this creature's too), while they are in
 * the aura and in the state; as an aura's, not while this creature is inactive.
 * ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Ongoing Damage
 */
const auraHitTakes: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^\(aura (\d+)\)\s*(enemies|allies) in aura (?:that (?:have|are taking|take) ongoing (?:(\w+) )?damage |taking ongoing (?:(\w+) )?damage )?take (\d+ (?:\w+ )?damage) (?:whenever|each time|when) (?:they are |it is )?hit by an? ((?:melee|ranged|close|area)(?: or (?:melee|ranged|close|area))?) attack$/i.exec(t);
  if (!m) return null;
  const side = m[2]!.toLowerCase() === "enemies" ? "enemy" : "ally";
  const type = m[3] ?? m[4];
  if (type && !damageTypes.has(type.toLowerCase())) return null;
  const hasState = /ongoing/i.test(t.split(/ take /i)[0]!);
  const gates = [`within ${m[1]} squares of it`, ...(hasState ? [`taking ongoing ${type ? `${type.toLowerCase()} ` : ""}damage`] : [])];
  return [`aura ${m[1]} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: whenever any creature hits ${side} that is ${allOf(gates)} with ${m[6]!.toLowerCase()} attack: that ${side} takes ${m[5]!.toLowerCase()}`];
};

/** A bonus counted by hit points lost (perHpLost), its maximum said after the bonus or at the end; made once. */
const hpCap = String.raw`(?: \(maximum ([+-]?\d+)(?: (\w+))?\))?`;
const perHpLostRe = new RegExp(
  String.raw`^(?:cumulative )?([+-]\d.*?)${hpCap} for each (\d+) (?:hp|hit points) (?:below|under) (?:its|this creature's) (?:starting|maximum|full) (?:hp|hit points)(?: (?:this creature|it) (?:is at|has))?${hpCap}$`,
  "i",
);

/**
 * "Cumulative +1 Attack and +5 Damage (maximum +20 Damage) for each 10 HP below its starting HP
 * this creature is at": bonuses counted by the hit points it has lost.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Hit Points
 */
const perHpLost: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = perHpLostRe.exec(t);
  if (!m || (m[2] && m[5])) return null;
  const mods = modifierPhrases(m[1]!);
  if (!mods || mods.some((x) => !/^[+-]\d+ (?:attack|damage|AC|speed|defenses)$/.test(x))) return null;
  const [most, stat] = [m[2] ?? m[5], m[3] ?? m[6]];
  const capped = most ? (stat ? mods.findIndex((x) => x.split(" ")[1]!.toLowerCase() === stat.toLowerCase()) : mods.length - 1) : -1;
  if (most && capped < 0) return null;
  const cappedText = most ? ` (maximum ${/^[+-]/.test(most) ? most : `+${most}`})` : "";
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${mods.map((x, i) => `${x} for each ${m[4]} hp below its starting hp${i === capped ? cappedText : ""}`).join(" and ")}`];
};

/**
 * "(Aura) Each adjacent enemy cannot move on its turn until after it hits this creature with
 * an attack": on its own turn, until one of its attacks has hit this creature (or attacked it).
 * ddm-battle-rules-2011.txt § Continuous Powers (Aura); § Core Rules and Exceptions
 */
const stuckUntilHits: Reading = (name, body, power) => {
  const m = /^\(aura(?: (\d+))?\)\s*(?:each |all )?(adjacent )?enem(?:y|ies)(?: in aura)? (?:cannot|can't|may not) (move|shift) on its turn until (?:after )?it (hits|attacks) this creature(?: with an attack)?$/.exec(regular(body));
  const size = m ? (m[1] ?? (m[2] ? "1" : null)) : null;
  if (!m || !size || (m[2] && size !== "1")) return null;
  const done = m[4] === "hits" ? "it did not hit this creature this turn" : "it did not attack this creature this turn";
  return [`aura ${size} ${quoted(name ?? body.trim().replace(/[.;]+$/, ""))}${power.limit ? ` uses ${power.limit}` : ""}: enemies cannot ${m[3]} while on its turn if ${done}`];
};

/**
 * "Reach 2 while no enemies are adjacent to this creature": its melee reach, in the state only.
 * ddm-battle-rules-2011.txt § Melee Attacks (Range)
 */
const gatedReach: Reading = (name, body, power) => {
  const m = /^(?:has )?reach (\d+) (?:while|when|whenever|if) (.+)$/i.exec(regular(body));
  const gate = m ? gatePhrase(m[2]!) : null;
  return gate ? [`power ${quoted(name ?? `Reach ${m![1]}`)}${power.limit ? ` uses ${power.limit}` : ""}: reach ${m![1]} while ${gate}`] : null;
};

/**
 * "Reach 2: (Tail Strike only)", "Reach 3 (with Crushing Coils only)": the reach of one of its
 * melee attacks, by name (the compiler refuses a name that is not one of them).
 * ddm-battle-rules-2011.txt § Melee Attacks (Range)
 */
const reachWith: Reading = (name, body, power) => {
  const said = `${name ?? ""}${name ? ": " : ""}${body}`.trim().replace(/[.;]+$/, "");
  const m = /^reach (\d+):? \(?(?:only )?(?:with )?(?:its |this creature's )?([A-Z][\w' -]*?)(?: attacks?)?(?: only)?\)?$/i.exec(said);
  if (!m || !/\bonly\b/i.test(said) || !/^[A-Z]/.test(m[2]!)) return null;
  return [`power ${quoted(name ?? `Reach ${m[1]}`)}${power.limit ? ` uses ${power.limit}` : ""}: reach ${m[1]} with ${quoted(m[2]!)}`];
};

/** A state of the creatures a rule names, after "while": a condition, bloodied, "taking ongoing necrotic damage". */
function heldState(raw: string): string | null {
  const t = raw.trim();
  const ongoing = /^taking ongoing (?:(\w+) )?damage$/i.exec(t);
  if (ongoing) return `taking ongoing ${ongoing[1] ? `${ongoing[1].toLowerCase()} ` : ""}damage`;
  return conditionName(t) ?? (/^bloodied$/i.test(t) ? "bloodied" : null);
}

/** The creatures a held condition is said of (heldCondition), after or before their state; made once. */
const heldNear = String.raw`(within \d+ squares|adjacent to this creature)(?: of this creature)?`;
const heldAfterRe = new RegExp(String.raw`^(?:each |all )?(enemies|allies|creatures) ${heldNear},? (?:that are |who are )?(.+?) (?:is|are) (?:also )?(\w+)$`, "i");
const heldLeadRe = new RegExp(String.raw`^while (?:an?|each|any) (enemy|ally|creature) ${heldNear} is (.+?), (?:it|that (?:enemy|ally|creature)) is (?:also )?(\w+)$`, "i");

/**
 * "Enemies within 2 squares taking ongoing necrotic damage are also Immobilized", "While an
 * enemy within 3 squares of this creature is Slowed, it is also Immobilized": a condition the
 * creatures named have while the state holds (compiler/primitives/held-conditions.ts).
 * ddm-battle-rules-2011.txt § Continuous Powers; § Conditions
 */
const heldCondition: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const after = heldAfterRe.exec(t);
  const lead = heldLeadRe.exec(t);
  const m = after ?? lead;
  if (!m) return null;
  const who = { enemy: "enemies", ally: "allies", creature: "creatures" }[m[1]!.toLowerCase()] ?? m[1]!.toLowerCase();
  const where = /^adjacent/i.test(m[2]!) ? `adjacent ${who}` : `${who} ${m[2]!.toLowerCase()}`;
  const state = heldState(m[3]!);
  const condition = conditionName(m[4]!);
  if (!state || !condition) return null;
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${where} are ${condition} while ${state}`];
};

/** "it has Dragonne allies in its warband", "your warband contains an Evil creature", "no Dwarf ally is in play": an ally of the keyword in play, or none. */
function allyInPlay(raw: string): string | null {
  const t = raw.trim().replace(/\s+/g, " ");
  let m = /^(?:it|this creature|you) (?:has|have) (?:an? |any )?([A-Z][\w'-]*) all(?:y|ies) in (?:its|your) warband$/i.exec(t) ?? /^your warband (?:contains|includes) (?:an? |any )?([A-Z][\w'-]*) (?:creature|ally)$/i.exec(t);
  if (m) return `${m[1]} ally is in play`;
  m = /^no ([A-Z][\w'-]*) ally is (?:in play|on (?:the )?battle ?map)$/i.exec(t);
  if (m) return `not ${m[1]} ally is in play`;
  return gatePhrase(t);
}

/**
 * "This creature has the Dragonne keyword if it has Dragonne allies in its warband", "If your
 * warband contains an Evil creature, this creature is Evil", "Loses the Dwarf keyword if no
 * Dwarf ally is in play": a keyword had or lost in the state (compiler/primitives/gained-keywords.ts).
 * ddm-battle-rules-2011.txt § Keywords
 */
const keywordInState: Reading = (name, body, power) => {
  let t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const lead = /^(?:if|while|when) ([^,]+), (.+)$/i.exec(t);
  if (lead) t = `${lead[2]} if ${lead[1]}`;
  const m = /^(?:this creature )?(?:(has|gains|loses) the ([A-Z][\w'-]*) keyword|is (good|evil)) (?:if|while|when|whenever) (.+)$/i.exec(t);
  if (!m) return null;
  const state = allyInPlay(m[4]!);
  if (!state) return null;
  const keyword = m[2] ?? `${m[3]![0]!.toUpperCase()}${m[3]!.slice(1).toLowerCase()}`;
  const verb = /^loses$/i.test(m[1] ?? "") ? "loses" : "has";
  return [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${verb} keyword ${keyword} while ${state}`];
};

/**
 * "+5 Damage when this creature is the first creature to activate in a round", "+10 Damage
 * until end of turn whenever this creature is the first to activate in a round": bonuses
 * during the round's first turn, when it is this creature's (its turn ends the bonus).
 * ddm-battle-rules-2011.txt § Rounds and Turns
 */
const firstToActivate: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(.+?)(?: until (?:the )?end of (?:its |this |this creature's )?turn)? (?:when|whenever|while|if) (?:this creature|it) (?:is|was) the first (?:creature )?to activate in (?:a|the|each) round$/i.exec(t);
  const clause = m ? modifierClause(`${m[1]} while it is first creature to activate this round`) : null;
  return clause ? [`power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}: ${clause}`] : null;
};

/**
 * "+2 attack while adjacent to an Elf ally or a Fey ally, or +4 if the ally is both": the bonus
 * next to an ally of either keyword, raised to the second number next to one of both (the
 * difference added while next to such an ally). ddm-battle-rules-2011.txt § Keywords; § Bonuses and Penalties
 */
const eitherOrBoth: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = pattern(
    String.raw`^\+(\d+) (attack|ac|damage|speed) (?:whenever|while|when) adjacent to (?:(?:an? )?(${kwWord}) ally or (?:an? )?(${kwWord}) ally|an ally with the (${kwWord}) or (${kwWord}) keywords?), or \+(\d+) if (?:they are|it is|the ally is|the ally has|it has) both$`,
    "i",
  ).exec(t);
  if (!m || Number(m[7]) <= Number(m[1])) return null;
  const [a, b] = [(m[3] ?? m[5])!, (m[4] ?? m[6])!].map((k) => k[0]!.toUpperCase() + k.slice(1));
  const stat = m[2]!.toLowerCase() === "ac" ? "AC" : m[2]!.toLowerCase();
  const head = `power ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: +${m[1]} ${stat} while adjacent to ${a} or ${b} ally and +${Number(m[7]) - Number(m[1])} ${stat} while adjacent to ${a} ${b} ally`];
};
const kwWord = String.raw`[A-Za-z][\w'-]*`;

/** A statistic as a card names it in a list ("AC, Fortitude, Reflex and Will", "all defenses"), as the language's word. */
function statWord(w: string): string | null {
  const k = w.trim().toLowerCase();
  const words: Record<string, string> = { attack: "attack", damage: "damage", ac: "AC", fortitude: "Fort", fort: "Fort", reflex: "Ref", ref: "Ref", will: "Will", "all defenses": "defenses", defenses: "defenses" };
  return words[k] ?? null;
}

/**
 * "Allies within 4 squares have +1 Attack with effects that deal fire Damage", "(Aura 2) Each
 * enemy and each ally in aura has -1 AC and Reflex against attacks that do thunder damage":
 * bonuses with (or against) attacks dealing a damage type. A penalty to damage of that very
 * type is the typed penalty, which only such damage takes.
 * ddm-battle-rules-2011.txt § Bonuses and Penalties; § Applying Damage (Base Damage)
 */
const withDamageType: Reading = (name, body, power) => {
  let t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const aura = /^\(aura (\d+)\)\s*/i.exec(t);
  if (aura) t = t.slice(aura[0].length).replace(/ (?:with)?in (?:the )?aura\b/i, "");
  const m = /^(?:(.+?) (?:have|has|gains?) )?([+-]\d+) (?:to )?(.+?) (with|against) (?:attacks|effects|powers) that (?:deal|do) (\w+) damage$/i.exec(t);
  if (!m || !damageTypes.has(m[5]!.toLowerCase())) return null;
  const type = m[5]!.toLowerCase();
  const who = m[1] ? subjectOf(m[1].replace(/^(?:each )?enemies and (?:each )?allies$|^(?:each )?allies and (?:each )?enemies$/i, "each enemy and each ally")) : "this creature";
  if (!who || (aura && who === "this creature")) return null;
  const parts: string[] = [];
  for (const said of m[3]!.split(/,? and |, /)) {
    const typed = new RegExp(`^${type} damage$`, "i").test(said.trim());
    if (typed && m[2]!.startsWith("-") && m[4]!.toLowerCase() === "with") parts.push(`${m[2]} ${type} damage`);
    else if (statWord(said)) parts.push(`${m[2]} ${statWord(said)} ${m[4]!.toLowerCase()} attacks that deal ${type} damage`);
    else return null;
  }
  const lead = who === "this creature" ? "" : `${who} `;
  const head = `${aura ? `aura ${aura[1]}` : "power"} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${parts.map((x) => `${lead}${x}`).join(" and ")}`];
};

/**
 * "(Aura) Enemies cannot charge allies within 5 squares of this creature", "(aura 2) Enemies
 * may not use the Charge power against this creature or against allies in aura": the
 * creatures named cannot be charged, as an aura of the size said (in the opening or by
 * "within N squares"); this creature always, allies anywhere when no size is said.
 * ddm-battle-rules-2011.txt § Charge; § Core Rules and Exceptions; § Continuous Powers (Aura)
 */
const chargeBan: Reading = (name, body, power) => {
  const t = body.trim().replace(/[.;]+$/, "").replace(/\s+/g, " ");
  const m = /^(?:\(aura(?: (\d+))?\)\s*)?(?:each enemy|enemies) (?:cannot|can't|may not) (?:charge|use the charge power against) (.+)$/i.exec(t);
  if (!m) return null;
  const sizes = new Set<string>(m[1] ? [m[1]] : []);
  const who: string[] = [];
  for (const part of m[2]!.split(/,? or (?:against )?/i)) {
    const p = part.trim().toLowerCase();
    const within = /^allies within (\d+) squares(?: of this creature)?$/.exec(p);
    if (/^(?:this creature|it)$/.test(p)) who.push("this creature");
    else if (within) {
      sizes.add(within[1]!);
      who.push("allies");
    } else if (/^allies in (?:the )?aura$/.test(p) && m[1]) who.push("allies");
    else if (p === "allies" && !/^\(aura/i.test(t)) who.push("allies");
    else return null;
  }
  // "(Aura)" says no size: the "within N squares" must; two sizes say two auras, which this does not read.
  if (sizes.size > 1 || (/^\(aura/i.test(t) && sizes.size === 0)) return null;
  const size = [...sizes][0];
  const head = `${size ? `aura ${size}` : "power"} ${quoted(name ?? t)}${power.limit ? ` uses ${power.limit}` : ""}`;
  return [`${head}: ${[...new Set(who)].map((w) => `${w} cannot be charged`).join(" and ")}`];
};

export const continuousReadings: Reading[] = [movedSquares, terrainEarned, chargeBan, withDamageType, eitherOrBoth, gatedReach, reachWith, heldBeside, heldWhile, withNamedAttack, countedBesideTarget, perHpLost, lockedUntilAttacked, stuckUntilHits, auraHitTakes, turnsUnlessBloodied, largerInstead, losesModeNear, everyonesSight, heldCondition, keywordInState, firstToActivate, countedBonus, advantageAgainst, restrained, freeShift, othersCriticalRange, lentBlindsight, lentSneakAttack, untilAllyDestroyed, untilEvents, alwaysOn, namedList, againstKinds, whileNear, criticalRange, clauses, auraClauses, auraSizedBySubject, reminded];
