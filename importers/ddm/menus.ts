// Menus of effects: "Choose 1 effect: Gale: … Ember: …", "Choose one effect, which lasts
// until end of battle: Hide: +4 AC. Claws: +5 damage.", "Choose 1 of the following: +2
// Speed; +2 AC", and a resistance of a type picked from a list ("gains Resist 10 Cold,
// Fire, or Lightning"). The power's player picks one entry as the power resolves; the
// entries' names are labels only. A duration said once for the menu is said of every entry.
// ddm-battle-rules-2011.txt § Activated Powers (choosing among a power's effects); § Resolving Effects
import { conditionName } from "./effects.js";
import { sentences } from "./text.js";

type Read = (text: string) => string | null;

// The menu's duration, said in its lead ("which lasts until end of battle", "which ends at start of this creature's next
// turn, or when this creature is destroyed") or in a sentence after it ("That effect ends at start of …").
// "Choose 1 effect to add (to that attack):": the entry is added to the attack's effects, as any effect after a hit is.
const lead = /^choose (?:1|one)(?: effect| of the following(?: effects)?)?(?: to add(?: to (?:that|the|this) attack)?)?(?:,? which (?:lasts?|ends?) ((?:until|at) [^:.]+?))?\s*[:.]\s*(?:(?:that|the|this) effect (?:lasts?|ends?) ((?:until|at) [^:.]+?)\.\s*)?/i;

/** "at start of this creature's next turn, or if this creature is destroyed": the same said as durations ("until …"). */
function menuDuration(said: string | undefined): string | null {
  if (!said) return null;
  return said.replace(/^at /i, "until ").replace(/,? or (?:if|when) this creature is destroyed$/i, " or until this creature is destroyed");
}
/** A menu entry's name: capitalised words, maybe joined by "of the", and a colon ("Snake's Swiftness: ", "Horns of the Ram: "). */
const nameRe = /([A-Z][\w'-]*(?: (?:(?:of|the|and) )*[A-Z][\w'-]*){0,3}): /g;

/**
 * The entries of a menu, names taken off: each name starts an entry. A name follows a full
 * stop or semicolon; one printed without it ("Resist 10 Acid Stinger: …") is the last word
 * only. A menu with no names is split at its semicolons.
 */
function entries(body: string): string[] {
  // Check boxes printed before the entries ("[]", "❑", "•") are not words.
  const text = body.replace(/\[\]\s*|[•❑]\s*/g, "").trim();
  const starts: { at: number; end: number }[] = [];
  for (const m of text.matchAll(nameRe)) {
    const at = m.index!;
    const before = text.slice(0, at).trimEnd();
    if (before === "" || /[.;]$/.test(before)) starts.push({ at, end: at + m[0].length });
    else {
      // Missed stop: the name is the last capitalised word before the colon.
      const last = /([A-Z][\w'-]*): $/.exec(m[0])!;
      starts.push({ at: at + m[0].length - last[0].length, end: at + m[0].length });
    }
  }
  if (!starts.length) return text.split(/\s*;\s*/).map((x) => x.replace(/\.$/, "").trim()).filter(Boolean);
  if (text.slice(0, starts[0]!.at).trim()) return [];
  return starts.map((s, i) => text.slice(s.end, starts[i + 1]?.at ?? text.length).trim().replace(/[.;]$/, "").trim());
}

/**
 * One entry as effects, with the menu's duration said of each of its sentences; an entry
 * that names no one ("Resist 10 Acid") is the power's owner's. Null if any is not read.
 */
function entryEffects(entry: string, duration: string | null, read: Read): string | null {
  const said = duration ? sentences(entry).map((s) => (/\buntil\b|\(save ends/i.test(s) ? s : `${s.replace(/\.$/, "")} ${duration}`)).join(". ") : entry;
  // A bare condition ("Paralysis: Immobilized (save ends)") says whom only by the trigger: not guessed.
  if (conditionName(said.trim().split(/[\s(]/)[0]!)) return read(said);
  return read(said) ?? (sentences(said).length === 1 ? read(`This creature has ${said}`) : null);
}

/** "choose one (…) or (…)": null unless the text is a menu whose every entry reads. */
export function menuOf(text: string, read: Read): string | null {
  const m = lead.exec(text.trim());
  if (!m) return null;
  const list = entries(text.trim().slice(m[0].length));
  if (list.length < 2) return null;
  const alts = list.map((e) => entryEffects(e, menuDuration(m[1] ?? m[2]), read));
  if (alts.some((a) => a === null || /^(?:choose one|either|roll d20) /.test(a))) return null;
  return `choose one ${alts.map((a) => alternative(a!)).join(" or ")}`;
}

/** An alternative of several effects, or whose subject says "or", in parentheses. */
const alternative = (a: string) => (/ (?:and|or) /.test(a) ? `(${a})` : a);

/**
 * "This creature gains Resist 10 Acid, Cold, or Fire until end of battle", "… Resist 10
 * Cold, Fire, or Lightning (choose one)": one resistance of the types listed, its player
 * picking which. Null unless every type's sentence reads.
 */
export function resistOfOneType(text: string, read: Read): string | null {
  // "Choose acid, cold, or fire; this creature gains Resist 10 against that damage type until …": the list said first.
  const first = /^choose ((?:[a-z]+, )+(?:or )?[a-z]+)\s*[;:.]\s*(.+?)\bresist (\d+) (?:against|to) (?:that|the chosen) (?:damage )?type\b(.*)$/i.exec(text.trim());
  if (first) return resistOfOneType(`${first[2]}Resist ${first[3]} ${first[1]!.replace(/,? (?:or )?([a-z]+)$/i, ", or $1")}${first[4]}`, read);
  const m = /\bresist (\d+) ((?:[a-z]+, )+(?:or |and\/or )[a-z]+)\b( \(choose one\))?/i.exec(text);
  if (!m || sentences(text).length !== 1) return null;
  const types = m[2]!.split(/, (?:or |and\/or )?/i);
  const alts = types.map((t) => read(`${text.slice(0, m.index)}Resist ${m[1]} ${t}${text.slice(m.index + m[0].length)}`));
  if (alts.some((a) => a === null || / and /.test(a!))) return null;
  return `choose one ${alts.map((a) => alternative(a!)).join(" or ")}`;
}
