// New creatures a power puts on the battle map, as the cards say it: "Place a new Undead ally
// with cost 11 or less adjacent to this creature", "put a Dwarf creature with cost 19 or
// less in the space this creature occupied before being destroyed", "place 1 new Undead
// creature with cost 6 or less in that enemy's space", "(Summoning) Summon an Undead
// creature with cost 10 or less into play in the space that enemy occupied". The notes
// after it (it is part of your warband; it counts as having activated this round) say what
// the runtime does for every new creature (compiler/primitives/new-creatures.ts).
// ddm-battle-rules-2011.txt § Powers and Effects (Summoning); § Set-Up (Delayed Appearance)

/** The notes on a new creature (part of your warband, activated this round): said by the runtime's rule. */
const joinNote =
  /(?<=[.;]|^)\s*(?:that|the new|this) (?:creature|ally) (?:is part of your warband|must be legal in your warband|is considered (?:to have )?(?:activated|taken (?:its|a) turn) this round)(?:,? and (?:is )?considered (?:to have )?(?:activated|taken (?:its|a) turn) this round)?\s*\.?/gi;

/** The text with the notes on a new creature taken out, when it puts one on the map. */
export function withoutJoinNotes(text: string): string {
  return /\b(?:new|summon)\b|\b(?:place|put) (?:a|an|1) [A-Z]/i.test(text) ? text.replace(joinNote, "").trim() : text;
}

/** Where the card puts it, in the language's words; null when it is not one the runtime knows. */
function placeOf(where: string): string | null {
  const w = where.toLowerCase().replace(/^on the battle ?map /, "");
  if (/^(?:in (?:a |any )?(?:space|square) )?adjacent to (?:this creature|it)$/.test(w)) return "adjacent to this creature";
  const within = /^within (\d+) squares(?: of (?:this creature|it))?$/.exec(w);
  if (within) return `within ${within[1]} squares`;
  if (/^in your start area$/.test(w)) return "in your start area";
  if (/^in (?:this creature's space|its space|the (?:space|square) (?:that )?(?:this creature|it) occupied(?: before being destroyed)?)$/.test(w)) return "in space of this creature";
  const other =
    /^in (?:that (enemy|ally)'s space|(?:the|a) (?:space|square) (?:that (enemy|ally) occupied|(?:last )?occupied by (?:that|the destroyed) (enemy|ally))(?: before being destroyed)?)$/.exec(w);
  const who = other ? (other[1] ?? other[2] ?? other[3]) : undefined;
  return who ? `in space of that ${who}` : null;
}

/**
 * "Place a new Undead ally with cost 11 or less adjacent to this creature": the effect
 * "place new Undead ally with cost 11 or less adjacent to this creature"; null when the
 * sentence is not one.
 */
export function newCreaturePart(sentence: string): string | null {
  const s = sentence.trim().replace(/\.$/, "").replace(/^\(summoning\)\s*/i, "");
  const m =
    /^(?:[Pp]lace|[Pp]ut|[Ss]ummon|[Aa]dd)s? (?:a |an |1 |one )?(?:new )?([A-Z][\w-]*)(?:,? or ([A-Z][\w-]*))? (?:creature|ally)(?: (?:with|of) (?:a )?cost (?:of )?(?:up to )?(\d+)(?: points)?(?: or (?:less|lower|fewer))?)?(?: into play)? (.+)$/.exec(s);
  if (!m) return namedCreaturePart(s);
  const place = placeOf(m[4]!);
  if (!place) return null;
  return `place new ${m[1]}${m[2] ? ` or ${m[2]}` : ""} creature${m[3] ? ` with cost ${m[3]} or less` : ""} ${place}`;
}

/**
 * "Put 1 new Horde Zombie in your start area", "place a creature named Bog Shambler adjacent to this creature":
 * a card by its name (two or more capitalised words when the card says no "named"); null when the sentence is not one.
 */
function namedCreaturePart(s: string): string | null {
  const m =
    /^(?:[Pp]lace|[Pp]ut|[Aa]dd)s? (?:a |an |1 |one )?(?:new )?(?:creature|ally) named ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}) (.+)$/.exec(s) ??
    /^(?:[Pp]lace|[Pp]ut|[Aa]dd)s? (?:a |an |1 |one )?new ([A-Z][\w'-]*(?: [A-Z][\w'-]*){1,3}) (?!creature\b|ally\b)([a-z].+)$/.exec(s);
  const place = m ? placeOf(m[2]!) : null;
  return place ? `place new creature named "${m![1]}" ${place}` : null;
}
