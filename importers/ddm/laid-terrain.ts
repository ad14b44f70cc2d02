// Terrain laid by a power for a while, as cards word it: "Each square within 3 squares
// becomes smoke terrain until start of this creature's next turn", "Until end of this
// creature's next turn, each square within 2 squares of it contains smoke (in addition to
// existing terrain)", "1 square of clear terrain within 10 squares becomes fire terrain
// until end of battle". ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Powers and Effects
import { duration } from "./effects.js";
import { countOf } from "./text.js";
import { timedNearTerrain } from "./near-terrain.js";

/** The core rules' terrain types a power may lay (content/ddm/core/terrain.wb), as cards name them. */
const layable = new Set(["smoke", "fire", "forest", "difficult", "dangerous", "spike-stones", "slippery", "blood-rock", "sacred-circle", "corrosive", "web", "river"]);
/** The types squares of the map may already be (content/ddm/core/terrain.wb). */
const mapped = new Set([...layable, "pit", "statue", "steep-slope", "market-stall", "healing-font", "teleporter"]);

const typeOf = (w: string) => w.trim().toLowerCase().replace(/ /g, "-");

/**
 * "Forest terrain is also fire terrain until end of round", "Forest and pit terrain are
 * also fire terrain …", "All clear squares gain river terrain …": the whole map by what
 * its squares are. Undefined when the sentence is not of this form, null when it is but
 * names a type or a duration the language cannot take.
 */
function terrainOver(said: string): string | null | undefined {
  // "All river terrain becomes slippery terrain instead until end of round": that type no longer, the new one in its place.
  const s = said.replace(/^(?:all|each) (?=[a-z]+(?:[ -][a-z]+)? terrain )/i, "");
  const instead = /^([a-z]+(?:[ -][a-z]+)?) terrain (?:is|are|becomes?) ([a-z]+(?:[ -][a-z]+)?) terrain instead (until .+)$/i.exec(s);
  if (instead) {
    const [on, type, d] = [typeOf(instead[1]!), typeOf(instead[2]!), duration(instead[3]!)];
    if (!mapped.has(on) || !layable.has(type) || !d || /^until it|save ends/.test(d)) return null;
    return `"${on}" terrain is "${type}" terrain instead ${d}`;
  }
  const also = /^([a-z]+(?:[ -][a-z]+)?)(?: terrain)?(?: and ([a-z]+(?:[ -][a-z]+)?))? terrain (?:is|are) also ([a-z]+(?:[ -][a-z]+)?) terrain (until .+)$/i.exec(s);
  const clear = also ? null : /^(?:all |each )?clear (?:squares?|terrain) (?:gains?|becomes?|is|are) (?:also )?([a-z]+(?:[ -][a-z]+)?) terrain (until .+)$/i.exec(s);
  if (!also && !clear) return undefined;
  const type = typeOf((also ? also[3] : clear![1])!);
  const d = duration((also ? also[4] : clear![2])!);
  if (!layable.has(type) || !d || /^until it|save ends/.test(d)) return null;
  if (clear) return `clear squares gain "${type}" terrain ${d}`;
  const on = [also![1]!, also![2]].filter((t): t is string => !!t).map(typeOf);
  if (!on.every((t) => mapped.has(t))) return null;
  return on.length === 2 ? `"${on[0]}" or "${on[1]}" terrain is also "${type}" terrain ${d}` : `"${on[0]}" terrain is also "${type}" terrain ${d}`;
}

/**
 * "Choose a square within 6 of this creature. Until the start of this creature's next turn,
 * that square and each square adjacent to it gain smoke terrain": the square its player
 * picks and those around it (compiler/primitives/laid-terrain.ts terrain-around-square).
 */
export function chosenSquareTerrain(text: string): string | null {
  const walls = chosenWalls(text);
  if (walls !== undefined) return walls;
  const m = /^choose (?:a|1|one) (?:non-?wall )?square within (\d+)(?: squares)?(?: of (?:this creature|it))?\.\s*(.+?)\.?$/i.exec(text.trim());
  if (!m) return null;
  const lead = /^(until [^,]+), (.+)$/i.exec(m[2]!);
  const said = lead ? `${lead[2]} ${lead[1]}` : m[2]!;
  // "… each enemy or ally that starts its turn in that square or in a square adjacent to that square takes 10 fire damage": a zone.
  const zone = /^each (?:enemy or ally|ally or enemy|creature) that starts its turn in that square or (?:in )?(?:a|any) square adjacent to (?:that square|it) takes (\d+ (?:[a-z]+ )?damage) (until .+)$/i.exec(said);
  const zd = zone ? duration(zone[2]!) : null;
  if (zone) return zd && !/^until it|save ends/.test(zd) ? `one square within ${m[1]} squares plus squares adjacent to it deal ${zone[1]!.toLowerCase()} to creatures starting their turn there ${zd}` : null;
  const t = /^that square and (?:each|all|the) squares? adjacent to it (?:gains?|becomes?|contains?) ([a-z]+(?:[ -][a-z]+)??)(?: terrain)? (until .+)$/i.exec(said);
  if (!t) return null;
  const type = typeOf(t[1]!);
  const d = duration(t[2]!);
  if (!layable.has(type) || !d || /^until it|save ends/.test(d)) return null;
  return `one square within ${m[1]} squares plus squares adjacent to it gain "${type}" terrain ${d}`;
}

/**
 * "Up to 3 contiguous squares within line of sight become forest terrain": squares its player
 * picks among those it sees; with no duration printed, for the rest of the battle.
 */
function contiguousSeen(s: string): string | null | undefined {
  const m = /^up to (\d+|two|three|four) contiguous squares within (?:line of )?sight(?: of (?:this creature|it))? (?:become|gain) ([a-z]+(?:[ -][a-z]+)?) terrain(?: (until .+))?$/i.exec(s);
  if (!m) return undefined;
  const type = typeOf(m[2]!);
  const d = m[3] ? duration(m[3]) : "until end of battle";
  if (!layable.has(type) || !d || /^until it|save ends/.test(d)) return null;
  return `up to ${countOf(m[1]!)} contiguous squares within line of sight become "${type}" terrain ${d}`;
}

export function laidTerrain(sentence: string): string | null {
  // Terrain laid lasts "until …", or is laid on contiguous squares seen (contiguousSeen): other sentences are not tried.
  if (!/until|contiguous/i.test(sentence)) return null;
  let s = sentence.trim().replace(/\.$/, "").replace(/\s*\(in addition to (?:any )?existing terrain\)/i, "");
  const lead = /^(until [^,]+), (.+)$/i.exec(s);
  if (lead) s = `${lead[2]} ${lead[1]}`;
  // "this creature's space and adjacent squares contain smoke": its own squares and those next to them, all within 1.
  s = s.replace(/^(?:this creature's|its) space and (?:the |all |each )?(?:squares )?adjacent(?: squares?)?(?: to it)? (?=contains?|becomes?|gains?)/i, "each square within 1 square ");
  const over = terrainOver(s);
  if (over !== undefined) return over;
  const seen = contiguousSeen(s);
  if (seen !== undefined) return seen;
  // "each square in area of effect gains spike stones terrain", "1 clear square in area becomes difficult terrain": the attack's area.
  const area = /^(each square|all squares|squares|(?:1|one|a) clear square) in (?:the )?area(?: of effect)? (?:becomes?|gains?) ([a-z]+(?:[ -][a-z]+)?) terrain (until .+)$/i.exec(s);
  if (area) {
    const [type, d] = [typeOf(area[2]!), duration(area[3]!)];
    if (!layable.has(type) || !d || /^until it|save ends/.test(d)) return null;
    return /clear/i.test(area[1]!) ? `one clear square in area becomes "${type}" terrain ${d}` : `squares in area gain "${type}" terrain ${d}`;
  }
  const m =
    /^(each square|squares|all squares|(?:1|one|a) (?:clear )?square(?: of clear terrain)?) (?:within (\d+) squares?(?: of (?:this creature|it))?|(adjacent to (?:this creature|it))) (?:becomes?|contains?|gains?) ([a-z]+(?:[ -][a-z]+)??)(?: terrain)? (until .+)$/i.exec(s);
  if (!m) return null;
  const type = m[4]!.toLowerCase().replace(/ /g, "-");
  const d = duration(m[5]!);
  if (!layable.has(type) || !d || /^until it|save ends/.test(d)) return null;
  const one = /^(?:1|one|a) /i.test(m[1]!);
  if (one) return m[2] && /clear/i.test(m[1]!) ? `one clear square within ${m[2]} squares gains "${type}" terrain ${d}` : null;
  return m[3] ? `squares adjacent to this creature gain "${type}" terrain ${d}` : `squares within ${m[2]} squares gain "${type}" terrain ${d}`;
}

/**
 * "Until end of turn, terrain and walls do not block this creature's line of sight and
 * invisible creatures are visible to this creature": its sight for a while
 * (compiler/primitives/sight-rules.ts sees-through-walls-and-terrain), and with it the
 * invisible creatures, when named.
 */
export function sightThroughTerrain(sentence: string): string | null {
  let s = sentence.trim().replace(/\.$/, "").replace(/\s+/g, " ");
  const lead = /^(until [^,]+), (.+)$/i.exec(s);
  if (lead) s = `${lead[2]} ${lead[1]}`;
  const m = /^(?:terrain and walls|walls and terrain) do not block (?:this creature's|its) line of sight( and invisible creatures are visible to (?:this creature|it))? (until .+)$/i.exec(s);
  const d = m ? duration(m[2]!) : null;
  if (!d || /^until it|save ends/.test(d)) return null;
  return `this creature sees through any wall or terrain ${d}${m![1] ? ` and this creature treats invisible creatures as visible ${d}` : ""}`;
}

/** A sentence of an activated power about terrain: terrain laid, squares near it difficult for a while, its sight through terrain. */
export const terrainPart = (sentence: string): string | null => laidTerrain(sentence) ?? timedNearTerrain(sentence) ?? sightThroughTerrain(sentence);

/**
 * "Choose up to N contiguous, unoccupied squares within N squares …", then "the chosen squares
 * are considered wall terrain" until some moment: walls for a while
 * (compiler/primitives/laid-terrain.ts walls-chosen). Undefined when the text is not of this form.
 */
function chosenWalls(text: string): string | null | undefined {
  const m = /^choose up to (\d+|two|three|four) contiguous,? unoccupied squares within (\d+) squares(?: of (?:this creature|it))?\.\s*(.+?)\.?$/i.exec(text.trim());
  if (!m) return undefined;
  const lead = /^(until [^,]+), (.+)$/i.exec(m[3]!);
  const said = lead ? `${lead[2]} ${lead[1]}` : m[3]!;
  const t = /^(?:the )?chosen squares (?:are considered|become|are) (?:wall terrain|walls) (until .+)$/i.exec(said);
  const d = t ? duration(t[1]!) : null;
  if (!d || /^until it|save ends/.test(d)) return null;
  return `up to ${countOf(m[1]!)} contiguous unoccupied squares within ${m[2]} squares become walls ${d}`;
}
