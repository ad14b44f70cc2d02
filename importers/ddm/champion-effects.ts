// Effects on a champion's champion powers and rating, said of the creature they reach:
// "An enemy champion loses 1 use of its Champion powers", "Expend one use of that
// enemy's Champion powers", "this creature regains 1 use of its Champion powers", "that
// enemy's Champion rating does not count for determining initiative this round", "allies
// are immune to this creature's Mind Blast this round".
// ddm-battle-rules-2011.txt § Champion Powers (Champion Rating); § Champion Test
import { countOf } from "./text.js";

type Subject = (raw: string) => string | null;
const uses = String.raw`(\d+|an?|one|two) uses? of (?:its|their|his|her|(.+?)'s) champion powers?`;

/**
 * "Allies are immune to this creature's Mind Blast this round", "allies are not affected
 * by this creature's Cold Breath until end of round": its own power of that name
 * spares them for the round (the modifier immune-named-powers, for a while).
 */
function sparedFrom(p: string, subjectOf: Subject): string | null {
  const m = /^(.+?) (?:is|are) (?:immune to|not affected by) (?:this creature's|its) ([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,3}),? (this round|until (?:the )?end of (?:the )?round)$/.exec(p);
  if (!m) return null;
  const name = m[2]!;
  const who = subjectOf(m[1]!);
  if (!who) return null;
  const verb = /(allies|enemies|creatures)( within \d+ squares| in your warband)?$/.test(who) ? "get" : "gets";
  return `${who} ${verb} immune to attacks or powers with "${name}" in their name until end of round`;
}

/** The language's effect for one of these sentences, or null when it is none. */
export function championEffect(said: string, subjectOf: Subject): string | null {
  // Every form names champion powers or rating, or lasts the round (sparedFrom): other parts are not tried.
  if (!/champion|round/i.test(said)) return null;
  const p = said
    .trim()
    .replace(/\s*\((?:your|opponent's) choice\)$/i, "")
    .replace(/ of your choice(?= (?:loses|regains)\b)/i, "")
    .replace(/[’]/g, "'");
  const spared = sparedFrom(p, subjectOf);
  if (spared) return spared;
  // "X loses 1 use of its champion powers", "expend one use of that enemy's champion powers".
  let m = new RegExp(`^(.+?) (loses|regains) ${uses}$`, "i").exec(p);
  const expend = m ? null : new RegExp(`^expend ${uses}$`, "i").exec(p);
  if (m || expend) {
    // "champion target loses 1 use …": only a champion has uses to lose, so it is the target (champion-uses.ts).
    const raw = m ? m[1]!.replace(/^champion (target)$/i, "$1") : expend![2];
    const who = raw ? subjectOf(raw) : null;
    const n = countOf((m ? m[3] : expend![1])!);
    // "its" must be the one named before it; "that enemy's" is said once only.
    if (!who || (m && m[4]) || /(allies|enemies|creatures)\b/.test(who)) return null;
    const verb = m && /^regains$/i.test(m[2]!) ? "regains" : "loses";
    return `${who} ${verb} ${n} champion power use${n === "1" ? "" : "s"}`;
  }
  // "that enemy's champion rating does not count for (determining) initiative this round": rated 0 for that test.
  m = /^(.+?)'s? champion rating (?:(?:does not|doesn't) count|is not counted) (?:for|when) (?:determining )?initiative (this round|until (?:the )?end of (?:the )?round)$/i.exec(p);
  if (m) {
    const who = subjectOf(m[1]!);
    return who && !/(allies|enemies|creatures)\b/.test(who) ? `${who} gets champion rating 0 for initiative until end of round` : null;
  }
  return null;
}
