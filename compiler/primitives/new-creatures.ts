// New creatures a power puts on the battle map: "place new Undead creature with cost 10
// or less adjacent to this creature", "… in space of that enemy" (where a creature was
// just destroyed), "… in your start area", "… within 3 squares". The power's player picks
// the card among the loaded creature cards of the keyword (either of two) and at most
// that cost; the creature joins the power's warband and takes its turns from the next
// round (the cards say it "is considered to have activated this round").
// ddm-battle-rules-2011.txt § Powers and Effects (Summoning); § Set-Up (Delayed Appearance: the
// nearest legal position when the one named is not); ../shared/spec/ddm-2011.md
import type { Args, EffectEntry } from "./entry.js";
import type { NewCreaturePlace } from "./host.js";

const cite = "ddm-battle-rules-2011.txt § Powers and Effects (Summoning); § Set-Up (Delayed Appearance); § Legal Position";

/** The card the power may put: "Undead", "Gnoll or Demon" (keywords), or one card by name, and a cost cap. */
const what = "{kind:keyword} [or {other:keyword}] creature|ally [with cost {cost:int} or less]";

/** The keywords and cost the power's player picks a card by, or the card's name ("put 1 new Horde Zombie in your start area"). */
function cardPick(a: Args): { keywords: string[]; cost: number | null; name?: string } {
  const kw = (k: unknown) => (k as { keyword: string } | undefined)?.keyword;
  return { keywords: [kw(a.kind), kw(a.other)].filter((k): k is string => k !== undefined), cost: (a.cost as number | undefined) ?? null, ...(a.name !== undefined ? { name: String(a.name) } : {}) };
}

function entry(id: string, where: string, summary: string, example: string, place: (a: Args, target: string) => NewCreaturePlace, reachesDestroyed = false): EffectEntry {
  return {
    family: "effect",
    id,
    patterns: [`place|put|add new ${what} ${where}`, `place|put|add new creature named {name:string} ${where}`],
    summary: `A new creature joins the power's warband: its player picks a loaded creature card with the keyword (either keyword) and at most the cost, or the card of that name, and puts it ${summary}, else in the nearest legal position. It takes its turns from the next round.`,
    cite,
    example,
    // Beside or within reach of the power's owner; in the space of the creature named (a destroyed one too).
    defaultSubject: reachesDestroyed ? "target" : "self",
    ...(reachesDestroyed ? { reachesDestroyed } : {}),
    apply: (args, host, target, cause) => {
      if (cause.creature) host.newCreature?.(cause.creature, cardPick(args), place(args, target), cause);
    },
  };
}

export const newCreatureEntries: EffectEntry[] = [
  entry("new-creature-adjacent", "adjacent to this creature", "adjacent to the power's owner (to the space it stood in, if it is being destroyed)", "place new Undead creature with cost 10 or less adjacent to this creature", () => ({ beside: "self" })),
  entry("new-creature-within", "within {squares:squares} [of this creature]", "within that many squares of the power's owner", "place new Goblin ally with cost 6 or less within 3 squares", (a) => ({ within: a.squares as number })),
  entry(
    "new-creature-in-space",
    "in space of {subject:subject}",
    "in the space of the creature named (once it has left it, if it is being destroyed)",
    "place new Undead creature with cost 8 or less in space of that enemy",
    (_a, target) => ({ spaceOf: target }),
    true,
  ),
  entry("new-creature-in-start-area", "in your start area", "in its side's start area", "place new Imp creature in your start area", () => ({ area: "start area" })),
];
