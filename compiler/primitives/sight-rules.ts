// Rules of a creature's sight and of conceal for attacks of a kind, as cards print them:
// "Its line of sight ends after 8 squares", "line of sight is limited to 10 squares",
// "Ignores cover and Conceal with {r} attacks", "Has Conceal 6 against adjacent enemies and
// Conceal 11 against non-adjacent enemies".
// ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Counting Distance); § Attack Roll (Conceal)
import type { ModifierEntry } from "./entry.js";

/** Conceal N against attackers adjacent to it, or only against those farther away. */
function concealByDistance(which: "adjacent" | "nonadjacent"): ModifierEntry {
  return {
    family: "modifier",
    id: `conceal-against-${which}`,
    patterns: [`conceal {value:int} against ${which} enemies|creatures`],
    summary: `Conceal N only against attackers ${which === "adjacent" ? "adjacent to it" : "not adjacent to it"}: after their melee or ranged attack hits it, a d20 below N turns the hit into a miss; the highest conceal that applies counts.`,
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
    example: `conceal ${which === "adjacent" ? 6 : 11} against ${which} enemies`,
    contributions: (a) => [{ stat: "conceal", op: "add", amount: a.value as number, ...(which === "adjacent" ? { within: 1 } : { beyond: 1 }) }],
  };
}

export const sightModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "sight-limit",
    patterns: ["line of sight ends after {squares:squares}", "line of sight is limited to {squares:squares}"],
    summary:
      "It traces line of sight only to creatures and squares within N squares (distance counted as for range): farther ones it cannot see, so cannot target with attacks that need sight, charge or make opportunity attacks against. With several limits the shortest counts.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Counting Distance)",
    example: "line of sight ends after 8 squares",
    contributions: (a) => [{ stat: "sight-limit", op: "add", amount: a.squares as number }],
  },
  {
    family: "modifier",
    id: "sees-through-walls-and-terrain",
    patterns: ["sees through any wall or terrain"],
    summary:
      "Walls, and terrain that blocks line of sight (smoke, forest, a closed secret door), do not block its line of sight: it sees any creature or square within its sight limit, unless the creature is invisible to it. Line of effect is unchanged, so walls still block its attacks and other effects.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets (Line of Sight, Line of Effect); § Smoke; § Forest (or Market Stall)",
    example: "this creature sees through any wall or terrain until end of turn",
    contributions: () => [{ stat: "sees-through-walls", op: "add", amount: 1 }],
  },
  concealByDistance("adjacent"),
  concealByDistance("nonadjacent"),
  {
    family: "modifier",
    id: "ignores-conceal-with-kind",
    patterns: ["ignores conceal with {kind:attackKind} attacks"],
    summary: "Its attacks of the kind never face conceal (no conceal roll on a hit, whatever gives the target conceal); its other attacks do.",
    cite: "ddm-battle-rules-2011.txt § Attack Roll (Conceal)",
    example: "ignores conceal with ranged attacks",
    contributions: (a) => [{ stat: "ignores-conceal", op: "add", amount: 1, attackKind: a.kind as string }],
  },
];
