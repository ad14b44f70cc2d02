// Triggers of the round's own phases: the start of a round (before the initiative
// test) and the end of a round (before victory-area scoring). Every creature in play
// hears them; champion powers are the usual users ("use at start of round: …").
// ddm-battle-rules-2011.txt § The Battle (Game Overview), steps 4 and 7
import type { TriggerEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § The Battle (Game Overview)";

export const roundTriggerEntries: TriggerEntry[] = [
  {
    family: "trigger",
    id: "round-start",
    event: "round.start",
    patterns: ["start of round", "start of each round", "beginning of round", "beginning of each round", "start of any round"],
    summary:
      "At the start of each round, before the initiative test; the last champion test's winner declares first, and the whole start of round counts as one creature-turn for per-turn limits.",
    cite: `${cite}, step 4 (Start of a round)`,
    example: "use at start of round",
    matches: () => true,
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "round-start-after-first",
    event: "round.start",
    patterns: ["start of any round after first", "start of round after first", "start of each round after first"],
    summary: "At the start of each round but the first, before the initiative test (creatures that start off the map and enter later).",
    cite: `${cite}, step 4 (Start of a round); ddm-battle-rules-2011.txt § Set-Up (Delayed Appearance)`,
    example: "use at the start of any round after the first",
    matches: (_a, ev) => (ev.round ?? 1) > 1,
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "round-end",
    event: "round.end",
    patterns: ["end of round", "end of each round"],
    summary:
      "At the end of each round, once every creature has had its turn and before victory areas score; the last champion test's loser declares first, and the end of round counts as one creature-turn.",
    cite: `${cite}, step 7 (End of round)`,
    example: "use at end of round",
    matches: () => true,
    participants: () => ({}),
  },
];
