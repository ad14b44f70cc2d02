// Permission rulings: collect verdicts from every rules layer and decide by tier.
// A forbidding verdict stands unless a higher-tier permit names the restriction it
// breaks; permits without such a name never outrank a forbid. With no standing
// forbid, the question is allowed if any permit applies. The ruleset decides what
// the tiers mean (for DDM: ddm-battle-rules-2011.txt § Core Rules and Exceptions).
import type { SourceRef } from "../../grammar/source.js";

export interface Verdict {
  tier: number;
  polarity: "can" | "cannot";
  /** Who says so: a power, a condition, a core action. */
  rule: string;
  /** The rule as written. */
  text: string;
  src: SourceRef | null;
  /** How far a permit lets the creature go, when that matters. */
  squares?: number | null;
  /** For a forbid: the restriction's name, so a permit can break it. */
  restriction?: string | null;
  /** For a permit: the restriction it names and breaks. */
  breaks?: string | null;
}

export type VerdictStatus = "decides" | "applies" | "overridden" | "broken";

export interface Ruling {
  allowed: boolean;
  /** The tier that settled the question. */
  tier: number;
  squares: number | null;
  verdicts: (Verdict & { status: VerdictStatus })[];
}

export function decide(verdicts: Verdict[]): Ruling {
  const forbids = verdicts.filter((v) => v.polarity === "cannot");
  const permits = verdicts.filter((v) => v.polarity === "can");
  const breakers = (f: Verdict) => permits.filter((p) => p.breaks && p.breaks === f.restriction && p.tier > f.tier);
  const standing = forbids.filter((f) => breakers(f).length === 0);
  const status = new Map<Verdict, VerdictStatus>();
  if (standing.length > 0) {
    const top = standing.reduce((a, b) => (b.tier > a.tier ? b : a));
    for (const v of verdicts) status.set(v, v === top ? "decides" : v.polarity === "cannot" && standing.includes(v) ? "applies" : "overridden");
    return { allowed: false, tier: top.tier, squares: null, verdicts: verdicts.map((v) => ({ ...v, status: status.get(v)! })) };
  }
  if (permits.length === 0) return { allowed: false, tier: 0, squares: null, verdicts: verdicts.map((v) => ({ ...v, status: "applies" })) };
  const used = forbids.length ? [...new Set(forbids.flatMap(breakers))] : permits;
  const top = used.reduce((a, b) => (b.tier > a.tier ? b : a));
  const squares = used.some((p) => typeof p.squares === "number") ? Math.max(...used.map((p) => p.squares ?? 0)) : null;
  for (const v of verdicts) status.set(v, v === top ? "decides" : v.polarity === "cannot" ? "broken" : used.includes(v) ? "applies" : "overridden");
  return { allowed: true, tier: top.tier, squares, verdicts: verdicts.map((v) => ({ ...v, status: status.get(v)! })) };
}
