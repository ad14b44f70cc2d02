// Creatures named by where they stand: "each enemy occupying a victory area takes 10
// necrotic damage", "each ally occupying a victory area has Conceal 6 until end of
// round". A creature occupies an area if any square of its space is in it. Also those next
// to the squares a power's move entered ("each enemy adjacent to squares entered during that move").
// ddm-battle-rules-2011.txt § Scenarios and Variants (victory areas); ../shared/spec/ddm-2011.md A-42
import type { SubjectEntry } from "./entry.js";
import type { RulesView } from "./host.js";
import { onSide } from "./place-gates.js";

/** Does `c` occupy one of the victory areas of the player of the power's owner `s` ("yours"), or of that player's opponent? */
function inAreasOf(v: RulesView, c: string, s: string, whose: "yours" | "opponent's"): boolean {
  const player = v.playerOf?.(s);
  return player !== undefined && (v.inVictoryAreaOf?.(c, whose === "yours" ? player : 1 - player) ?? false);
}

const cite = "ddm-battle-rules-2011.txt § Scenarios and Variants; § How to Choose Targets";

export const areaSubjectEntries: SubjectEntry[] = [
  {
    family: "subject",
    id: "in-victory-area",
    patterns: ["{side:side} in victory area", "{side:side} occupying victory area", "each {side:side} in victory area", "each {side:side} occupying victory area"],
    summary: "Every creature of that side (any other creature, for 'creatures') occupying a victory area of either side.",
    cite,
    example: "enemies in victory area",
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && (v.inVictoryArea?.(c, false) ?? false),
  },
  {
    family: "subject",
    id: "in-your-victory-area",
    patterns: ["{side:side} in your victory area", "each {side:side} in your victory area"],
    summary: "Every creature of that side (any other creature, for 'creatures') occupying one of the victory areas of the power's owner's player, the ones that score for that player.",
    cite,
    example: "enemies in your victory area",
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && inAreasOf(v, c, s, "yours"),
  },
  {
    family: "subject",
    id: "in-opponent-victory-area",
    patterns: ["{side:side} in opponent's victory area", "each {side:side} in opponent's victory area"],
    summary: "Every creature of that side (any other creature, for 'creatures') occupying one of the victory areas of the opponent of the power's owner's player.",
    cite,
    example: "enemies in opponent's victory area",
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && inAreasOf(v, c, s, "opponent's"),
  },
  {
    family: "subject",
    id: "in-victory-area-with-self",
    patterns: ["{side:side} in victory area this creature occupies", "each {side:side} in victory area this creature occupies"],
    summary: "Every other creature of that side occupying a victory area (either side's) that the power's owner occupies too ('enemies occupying that victory area').",
    cite,
    example: "enemies in victory area this creature occupies",
    includes: (a, v, s, c) => c !== s && onSide(a.side as string, v, s, c) && (v.sharesVictoryArea?.(s, c) ?? false),
  },
  {
    family: "subject",
    id: "beside-squares-entered",
    patterns: ["{side:side} adjacent to squares entered", "each {side:side} adjacent to squares entered"],
    summary:
      "Every creature of that side (any other creature, for 'creatures') adjacent to a square the power's owner entered in the move its power just made ('move up to its speed; each enemy adjacent to squares entered during that move takes 10 fire damage'); each is named once, however many of those squares it is next to. None if the owner did not move.",
    cite: "ddm-battle-rules-2011.txt § Move Actions (Move); § Powers and Effects",
    example: "enemies adjacent to squares entered",
    includes: (a, v, s, c) => onSide(a.side as string, v, s, c) && (v.besideSquaresEntered?.(s, c) ?? false),
  },
];
