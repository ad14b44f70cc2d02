// Terrain laid by a power for a while, as cards word it: "Each square within 3 squares
// becomes smoke terrain until start of this creature's next turn", "Until end of this
// creature's next turn, each square within 2 squares of it contains smoke (in addition to
// existing terrain)", "1 square of clear terrain within 10 squares becomes fire terrain
// until end of battle". ddm-battle-rules-2011.txt § Battle Maps and Terrain; § Powers and Effects
import { duration } from "./effects.js";

/** The core rules' terrain types a power may lay (content/ddm/core/terrain.wb), as cards name them. */
const layable = new Set(["smoke", "fire", "forest", "difficult", "dangerous", "spike-stones", "slippery", "blood-rock", "sacred-circle", "corrosive", "web"]);

export function laidTerrain(sentence: string): string | null {
  let s = sentence.trim().replace(/\.$/, "").replace(/\s*\(in addition to (?:any )?existing terrain\)/i, "");
  const lead = /^(until [^,]+), (.+)$/i.exec(s);
  if (lead) s = `${lead[2]} ${lead[1]}`;
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
