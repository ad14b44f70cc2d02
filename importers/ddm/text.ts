// Card text as printed, made regular before it is read: glyphs become words, the
// many spellings of a defence become one, and stray spacing is tidied. Nothing is
// dropped here; the original text is kept separately for the fallback.
import { remembered } from "./remembered.js";

/**
 * Card glyphs in the card lists: {m} melee, {b} basic melee, {r} ranged, {c} close,
 * {a} area; capitals and [x] are the same glyphs.
 * ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (attack glyphs)
 */
const glyphs: Record<string, string> = { m: "melee", b: "basic melee", r: "ranged", c: "close", a: "area" };

export function normalise(text: string): string {
  return normaliseRemembered(text);
}
const normaliseRemembered = remembered(readNormalise);
function readNormalise(text: string): string {
  return rewritten(gameNouns(unclosed(rewritten(text.replace(/\s+/g, " "), slips))), regular)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A rewrite of card text: the pattern, what replaces it, and words (in lower case) of which
 * every match has one, looked for first: each text needs few of the many rewrites, and
 * finding a word costs far less than running the pattern. (The replacer is typed as
 * String.prototype.replace types it: its groups, offset and whole text are of several types.)
 */
export type Rewrite = [RegExp, string | ((match: string, ...rest: any[]) => string), (string | string[])?];

/** The text with each rewrite made in turn (those whose words it lacks left out). */
export function rewritten(text: string, rewrites: Rewrite[]): string {
  let out = text;
  let lower = text.toLowerCase();
  // Plain loops, no destructuring or callbacks: this runs for each rewrite of each text, mostly before V8 optimises it.
  for (let i = 0; i < rewrites.length; i++) {
    const rewrite = rewrites[i]!;
    if (!saysAny(lower, rewrite[2])) continue;
    const to = rewrite[1];
    const next = typeof to === "string" ? out.replace(rewrite[0], to) : out.replace(rewrite[0], to);
    if (next !== out) lower = (out = next).toLowerCase();
  }
  return out;
}

/** Whether the text has the word, or one of the words (any text when there are none). */
function saysAny(lower: string, words: string | string[] | undefined): boolean {
  if (words === undefined) return true;
  if (typeof words === "string") return lower.includes(words);
  for (let i = 0; i < words.length; i++) if (lower.includes(words[i]!)) return true;
  return false;
}

/**
 * The text made regular, rewrite by rewrite (after its printing slips are mended and its
 * game nouns put in lower case).
 */
const regular: Rewrite[] = [
  // "{b}Short Sword: +9 vs. AC": the kind printed before an attack's name, which the line says anyway (melee when it
  // gives no range, the first attack being the basic one); "a{m}attack": a glyph printed without its spaces.
  [/^[{[]([mbMB])[}\]]\s*(?=[A-Z][^:;()]{0,60}: )|^[{[]([rcaRCA])[}\]]\s*(?=[A-Z][^:;()]{0,60}: \()/, "", ["{", "["]],
  [/(?<=[A-Za-z])(?=[{[][mbrcaMBRCA][}\]])|(?<=[{[][mbrcaMBRCA][}\]])(?=[A-Za-z])/g, " ", ["{", "["]],
  [/[{[]([mbrcaMBRCA])[}\]]/g, (_, g: string) => glyphs[g.toLowerCase()]!, ["{", "["]],
  // "ranged, close, or area attack": three kinds said as the language lists them.
  [/\b(melee|ranged|close|area), (melee|ranged|close|area),? or (melee|ranged|close|area) [Aa]ttack/g, "$1 or $2 or $3 attack", "attack"],
  [/\[q\]/g, " • ", "[q]"],
  [/[\u2018\u2019]/g, "'", ["\u2018", "\u2019"]],
  [/[\u2013\u2212]/g, "-", ["\u2013", "\u2212"]],
  [/\bDEF\s*\(\s*(Fort|Ref|Will)\w*\s*\)/gi, (_, d: string) => `DEF(${cap(d)})`, "def"],
  [/\bDEF\s+(Fort|Ref|Will)\s*\)/gi, (_, d: string) => `DEF(${cap(d)})`, "def"],
  [/\+\s+(\d)/g, "+$1", "+"],
  [/\)(?=[^\s).,;:])/g, ") ", ")"],
  [/:(?=[(A-Za-z])/g, ": ", ":"],
  // "RECAHRGE": a printing slip of the recharge keyword.
  [/\bRECAHRGE\b/g, "RECHARGE", "recahrge"],
  // A keyword of several words is one word in the language, as in the card's keyword line (card-file.ts): "Magical Beast allies".
  [/\b(Magical|Mind) (Beast|Flayer)s?\b/g, (w, a: string, b: string) => (`${a} ${b}` === "Magical Beast" || `${a} ${b}` === "Mind Flayer" ? `${a}-${b}` : w), ["magical", "mind"]],
  // "vs. bloodied targets": the abbreviation's full stop ends no sentence.
  [/\bvs\.(?= )/gi, "vs", "vs."],
  // Printing slips: "at start this creature's turn", "until end of it's turn".
  [/\bat start this\b/gi, "at start of this", "at start this"],
  [/\bit's turn\b/gi, "its turn", "it's turn"],
  // "Immediate,whenever …": a comma printed without its space.
  [/,(?=[A-Za-z])/g, ", ", ","],
  // "until end of acting creature's turn": the turn being taken as the effect begins.
  [/\buntil (?:the )?end of (?:the )?acting creature's turn\b/gi, "until end of turn", "acting creature's turn"],
  // "rerolls that attack and uses the new result instead": what a reroll is (§ Attack Roll), said once.
  [/\b(re-?rolls? (?:that|the|this) attack(?: roll)?),? and uses? the new (?:result|roll)(?: instead)?\b/gi, "$1", "the new"],
  // "Use whenever an ally …": used each time it happens, as "use when" says.
  [/\b(use) whenever\b/gi, "$1 when", "use whenever"],
  // "until the end of battle", "at the start of its turn": the article some cards print.
  [/\b(at|until) the (start|end) of\b/gi, "$1 $2 of", ["the start of", "the end of"]],
  // "1 extra Attack Action", "5 hit points": capitals and spellings of the same words.
  [/\b(Minor|Move|Attack|Free|Immediate) Action\b/g, (w) => w.toLowerCase(), " action"],
  [/\b(\d+) hit points\b/gi, "$1 HP", "hit points"],
  // "an extra Attack action", "makes a {b} Attack", "that Attack", "+2 Speed": the same words with a capital.
  [/\bAttack action\b/g, "attack action", "attack action"],
  [/\b(melee|ranged|close|area|that|the|an?|this|each|its|same|extra|additional|next) Attack(s?)\b/g, "$1 attack$2", "attack"],
  [/([+-]\d+) Speed\b/g, "$1 speed", "speed"],
  [/\b(during|your) Set-?up\b/g, (w) => w.toLowerCase(), "set"],
  // "Sneak attack 10", "quick step 2": the core rules' named powers with their names' capitals.
  [/\b(sneak attack|mob attack|quick step|wandering monster|delayed appearance)\b/gi, (w) => w.replace(/\b[a-z]/g, (c) => c.toUpperCase()), ["sneak attack", "mob attack", "quick step", "wandering monster", "delayed appearance"]],
  // "one square", "two squares": counts of squares printed as words.
  [/\b(one|two|three|four|five|six) (squares?)\b/gi, (_, n: string, sq: string) => `${countOf(n)} ${sq}`, "square"],
  // "when 1 enemy enters 1 adjacent square", "adjacent to 1 ally", "against 1 adjacent enemy": in a trigger or a
  // state "1" is the article ("up to 1 ally" counts).
  [/(?<!\bup |\b\d+ attacks )\b(when|whenever|if|while|until|once|or|by|to|hits?|of|after|against|through|enters|reduces|causes) 1 (?=(adjacent|other|enemy|enemy's|ally|ally's|creature|creature's)\b)/gi, (_, w: string, next: string) => `${w} ${/^[aeiou]/.test(next) ? "an" : "a"} `, " 1 "],
  // "10 ongoing fire damage": the amount after "ongoing", as most cards print it.
  // ("5 + 10 ongoing poison damage" is a hit's two parts, "1 ongoing damage effect" a count; "ongoing ongoing" a slip.)
  [/(?<!\+ ?)\b(\d+) ongoing (?=(?:[a-z]+ )?damage\b(?! effect))/gi, "ongoing $1 ", "ongoing"],
  [/\bongoing ongoing\b/gi, "ongoing", "ongoing ongoing"],
  [/\+ ?ongoing (\d+) (?=(?:[a-z]+ )?damage\b)/gi, "+ $1 ongoing ", "ongoing"],
  // "attack one adjacent enemy": a count of creatures printed as a word.
  [/\bone (?=(?:adjacent|other|enemy|ally|creature|target)\b)/g, "1 ", "one "],
  // "Divine AND Orzhov allies", "Enemies AND Allies": capitals joining two names, not a rider's separate effect.
  [/\b([A-Z][a-z]+,?) AND (?=[A-Z][a-z])/g, "$1 and ", " and "],
];

/**
 * "Enemies AND allies within 6 squares are not Invisible AND do not benefit from Conceal", "Make a
 * Bite AND a Claws attack": without an attack roll a capital AND is the plain conjunction. After a
 * roll ("+9 vs. Will; 10 damage AND Slowed") it parts the hit's effects, so such a power keeps it.
 */
export function plainAnd(text: string): string {
  return text.includes(" AND ") && !/\+\d+ vs\b/i.test(text) ? text.replace(/ AND /g, " and ") : text;
}

/**
 * "this Creature", "Arcane Allies", "each Enemy": game nouns capitalised inside a sentence
 * (no keyword is one of them), after a power's name, which keeps its capitals ("Stalwart Ally: …").
 */
function gameNouns(text: string): string {
  const named = /^[^:;()]{1,60}?: /.exec(text);
  // "Use when an Enemy …:" opens a champion power; it names nothing.
  const at = named && !/^(?:use|when|whenever|immediate|minor|move|free|replaces|once|at|after|if|while)\b/i.test(named[0]) ? named[0].length : 0;
  return text.slice(0, at) + text.slice(at).replace(/(?<=[A-Za-z\d,;] )(Creatures?|All(?:y|ies)|Enem(?:y|ies)|Squares?|Targets?)\b/g, (w) => w.toLowerCase());
}

/** Printing slips of the cards: "enenmies", "ongoign", "att ack", "Enemies with 5 squares", "with m attacks", "+2 m attack", "{r attacks", "thier". */
const slips: Rewrite[] = [
  [/\benenmies\b/gi, "enemies", "enenmies"],
  [/\bongoign\b/gi, "ongoing", "ongoign"],
  [/\batt ack\b/gi, "attack", "att ack"],
  [/\b(enemies|allies|creatures|enemy|ally|creature) with (\d+) squares\b/gi, "$1 within $2 squares", " squares"],
  // "as animmediate action": the space lost.
  [/\bas an?immediate\b/gi, "as an immediate", ["animmediate", "aimmediate"]],
  // "an enemy targets an attack an ally": the attack said before whom it targets (targeting is by an attack anyway).
  [/\btargets an attack (?=(?:an?|one|1) [\w ]*?(?:ally|enemy|creature)\b)/gi, "targets ", "targets an attack "],
  [/\bwith m attacks\b/g, "with {m} attacks", "with m attacks"],
  [/\{([mbrca]) attacks\b/gi, "{$1} attacks", "{"],
  [/\bthier\b/gi, "their", "thier"],
  // "begins its turnwithin 5 squares": the space lost.
  [/\bturnwithin\b/gi, "turn within", "turnwithin"],
  // "if both hitm make": a comma struck as an "m".
  [/\bhitm (?=make\b)/g, "hit, ", "hitm make"],
  [/\bcreture\b/gi, "creature", "creture"],
  // "while adjacent ot a Bloodied enemy": two letters swapped.
  [/\badjacent ot\b/gi, "adjacent to", "adjacent ot"],
  [/\bcreaure\b/gi, "creature", "creaure"],
  // "Bugbear and Goblinallies within 5 have +2 attack": a keyword run into "allies", a distance without its unit.
  [/\b([A-Z][a-z]{2,})allies\b/g, "$1 allies", "allies"],
  [/\b(allies|enemies|creatures) within (\d+) (?=(?:have|has|gain|gains|are|is)\b)/gi, "$1 within $2 squares ", " within "],
  // "until ittakes damage", "at start f turn", "it as +10 Damage": words run together or a letter dropped.
  [/\bit(takes|moves|attacks|makes|shifts)\b/gi, "it $1", ["ittakes", "itmoves", "itattacks", "itmakes", "itshifts"]],
  // "If this creatureis the last …": a game noun run into its verb.
  [/\b(creature|enemy|ally|target)(is|has|takes|makes)\b/gi, "$1 $2"],
  [/\b(start|end) f (turn|round|its|this)\b/gi, "$1 of $2", " f "],
  [/\bit as ([+-]\d)/gi, "it has $1", "it as "],
  // "+2 m attack", "+5 m poison damage", "against r attacks": the glyph printed as a bare letter.
  [/([+-]\d+) ([mrc]) (?=attack|damage|[a-z]+ damage)/g, "$1 {$2} ", [" m ", " r ", " c "]],
  // "+5 M Damage": the same glyph as a capital letter.
  [/([+-]\d+) ([MRC]) (?=[Aa]ttack\b|[Dd]amage\b)/g, "$1 {$2} ", [" m ", " r ", " c "]],
  [/\bagainst ([mrc]) attacks\b/g, "against {$1} attacks", "against "],
  // Letters dropped, doubled or swapped, and words run together: "ajacent", "taget", "damge", "crital",
  // "differnt", "terain", "battlmap", "wothout", "ths", "attackj", "cklear", "wh en", "thiscreature", "ofbattle".
  [/\bajacent\b/gi, "adjacent", "ajacent"],
  [/\btaget(s?)\b/gi, "target$1", "taget"],
  [/\bdamge\b/gi, "damage", "damge"],
  [/\bcrital\b/gi, "critical", "crital"],
  [/\bdiffernt\b/gi, "different", "differnt"],
  [/\bterain\b/gi, "terrain", "terain"],
  [/\bbattlmap\b/gi, "battle map", "battlmap"],
  [/\bwothout\b/gi, "without", "wothout"],
  [/\bths\b/gi, "this", "ths"],
  [/\battackj\b/gi, "attack", "attackj"],
  [/\bcklear\b/gi, "clear", "cklear"],
  [/\bwh en\b/gi, "when", "wh en"],
  [/\b(this|each|an?|that)(creature|enemy|ally)\b/gi, "$1 $2"],
  [/\badjacent(enemy|ally|creature)\b/gi, "adjacent $1", ["adjacentenemy", "adjacentally", "adjacentcreature"]],
  [/\bof(battle|turn|round)\b/gi, "of $1", ["ofbattle", "ofturn", "ofround"]],
  // "Relaces move action", "Monor action", "scoresa critical", "Thatally", "Removethat", "enemy hampions", "Gain1use".
  [/\bRelaces\b/g, "Replaces", "relaces"],
  [/\bMonor action\b/gi, "Minor action", "monor action"],
  [/\bscoresa\b/gi, "scores a", "scoresa"],
  [/\b(That|Remove)(ally|enemy|creature|that|target)\b/g, "$1 $2"],
  [/\bhampion(s?)\b/g, "champion$1", "hampion"],
  [/\b(Gain|gain|gains)(\d+)use\b/g, "$1 $2 use", "use"],
];


/** "Immune Fire.)": a closing parenthesis printed with no opening one is dropped. */
function unclosed(text: string): string {
  const open = (text.match(/\(/g) ?? []).length;
  const close = (text.match(/\)/g) ?? []).length;
  return close > open ? text.replace(/\)\s*$/, "").trim() : text;
}

function cap(w: string): string {
  return w[0]!.toUpperCase() + w.slice(1).toLowerCase();
}

/** "Fortitude", "DEF(Fort)", "Fort" → Fort; "DEF" alone → null (old cards: ambiguous). */
export function defenceName(raw: string): string | null {
  const w = raw.replace(/\.$/, "").toLowerCase();
  if (w === "ac") return "AC";
  if (w.startsWith("def(")) return cap(w.slice(4, -1));
  if (w.startsWith("fort")) return "Fort";
  if (w.startsWith("ref")) return "Ref";
  if (w === "will") return "Will";
  return null;
}

/** Counts printed as words ("shifts two squares", "make three attacks", "an extra d20"); digits pass through. */
const countWords: Record<string, string> = { a: "1", an: "1", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6" };
export const countOf = (w: string): string => countWords[w.toLowerCase()] ?? w;

/** "allies" → "ally", "enemies" → "enemy", "creatures" → "creature"; a singular word is kept. */
export const singular = (w: string): string => w.replace(/ies$/, "y").replace(/s$/, "");

/** A card name or power name as a warband string (quotes and backslashes escaped). */
export function quoted(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Split a power's text into its name and the rest, when it starts with "Name: ". */
export function splitName(text: string): { name: string | null; rest: string } {
  // A name may end in a word in parentheses: "Blessing (Fire): …".
  const m = /^([^:;()]{1,60}?(?: \([A-Z][^():;]{0,20}\))?):\s*(.*)$/.exec(text);
  if (!m) return { name: null, rest: text };
  // An attack kind's glyph printed as a letter before the name ("c Frost Ring"): not part of it.
  const name = m[1]!.trim().replace(/^[mrca] (?=[A-Z])/, "");
  // "Use when…:", "Minor action:", "Immediate action, …:" open a power, they do not name it.
  // "Free League Training: …" is a name; "Free action: …" is not; so is "Use the Land: …", and "Move in for …: …" ("Move action: …" is not).
  if (/^(use(?! the\b)|immediate|minor|move(?= action\b|$|,)|free action|replaces|whenever|when|at|until|each|this|if|only|usable)\b/i.test(name)) return { name: null, rest: text };
  return { name, rest: m[2]!.trim() };
}

/** Each item read, in order; null at the first that is not (the rest are not read: readings are costly and a power needs all of its parts). */
export function readEach<T>(items: T[], read: (item: T) => string | null): string[] | null {
  const out: string[] = [];
  for (const item of items) {
    const r = read(item);
    if (r === null) return null;
    out.push(r);
  }
  return out;
}

/** Sentences of a text, not splitting inside parentheses or on decimal points. */
export function sentences(text: string): string[] {
  // Many texts have no full stop at all: they are one sentence, not looked through letter by letter.
  if (!text.includes(".")) {
    const whole = text.trim();
    return whole ? [whole] : [];
  }
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "(") depth++;
    if (c === ")") depth = Math.max(0, depth - 1);
    if (c === "." && depth === 0 && (i + 1 >= text.length || text[i + 1] === " ")) {
      const sentence = text.slice(from, i).trim();
      if (sentence) out.push(sentence);
      from = i + 1;
    }
  }
  const last = text.slice(from).trim();
  if (last) out.push(last);
  return out;
}
