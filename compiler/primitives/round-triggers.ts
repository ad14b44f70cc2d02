// Triggers of the round's own phases: the start of a round (before the initiative
// test), the initiative test itself (before it is rolled, once it is rolled, won or
// lost), a player's first turn of the round, and the end of a round (before
// victory-area scoring). Every creature in play hears them; champion powers are the
// usual users ("use at start of round: …", "use when you win initiative: …").
// ddm-battle-rules-2011.txt § The Battle (Game Overview), steps 4 to 7; § Champion Test
import type { Args, TriggerEntry } from "./entry.js";
import type { GameEvent, RulesView } from "./host.js";

const cite = "ddm-battle-rules-2011.txt § The Battle (Game Overview)";
const initiative = `${cite}, step 5 (Determine initiative); ddm-battle-rules-2011.txt § Champion Test`;

/** Is the event about the player of `self` ("you win initiative", "your first turn")? */
const yours = (ev: GameEvent, self: string, view: RulesView) => ev.player !== undefined && view.playerOf?.(self) === ev.player;

/** The d20 the player of `self` kept in the initiative test; NaN (neither even nor odd) when it rolled none. */
function kept(ev: GameEvent, self: string, view: RulesView): number {
  const p = view.playerOf?.(self);
  return (p === undefined ? undefined : ev.naturals?.[p]) ?? Number.NaN;
}

/** The d20 the player of `self` kept in the initiative test, within the range of the phrase. */
function naturalIn(a: Args, ev: GameEvent, self: string, view: RulesView): boolean {
  const n = kept(ev, self, view);
  return n >= (a.low as number) && n <= ((a.high as number | undefined) ?? (a.low as number));
}

/** Either player's kept d20 in the initiative test within the range of the phrase. */
function anyNaturalIn(a: Args, ev: GameEvent): boolean {
  return (ev.naturals ?? []).some((n) => n >= (a.low as number) && n <= ((a.high as number | undefined) ?? (a.low as number)));
}

function initiativeTrigger(id: string, patterns: string[], summary: string, example: string, matches: TriggerEntry["matches"]): TriggerEntry {
  return { family: "trigger", id, event: "initiative.rolled", patterns, summary, cite: initiative, example, matches, participants: () => ({}) };
}

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
    id: "initiative-before",
    event: "initiative.before",
    patterns: ["before rolling initiative", "before initiative is rolled", "before you roll initiative", "before you roll for initiative"],
    summary:
      "After the start-of-round powers and just before the initiative test is rolled; the last champion test's winner declares first. It is still the start of round for per-turn limits.",
    cite: initiative,
    example: "use before rolling initiative",
    matches: () => true,
    participants: () => ({}),
  },
  initiativeTrigger(
    "initiative-rolled",
    ["after rolling initiative", "initiative is rolled", "after initiative is rolled"],
    "Once the initiative test is rolled and won, before the winner chooses who goes first; the winner declares first.",
    "use after rolling initiative",
    () => true,
  ),
  initiativeTrigger(
    "initiative-won",
    ["you win initiative", "after rolling initiative if you win", "after rolling initiative if you won", "you won initiative"],
    "Once the initiative test is rolled, if the power's player won it.",
    "use when you win initiative",
    (_a, ev, self, view) => yours(ev, self, view),
  ),
  initiativeTrigger(
    "initiative-lost",
    ["you lose initiative", "after rolling initiative if you lose", "after rolling initiative if you lost", "you lost initiative"],
    "Once the initiative test is rolled, if the power's player lost it.",
    "use when you lose initiative",
    (_a, ev, self, view) => ev.player !== undefined && !yours(ev, self, view),
  ),
  initiativeTrigger(
    "initiative-natural",
    ["your initiative roll is natural {low:int} [to {high:int}]", "rolling initiative if your result is natural {low:int} [to {high:int}]"],
    "Once the initiative test is rolled, if the d20 the power's player kept shows a number in the range (a natural result: before any bonus).",
    "whenever your initiative roll is a natural 16 to 20",
    naturalIn,
  ),
  initiativeTrigger(
    "initiative-even",
    ["your initiative roll is even", "rolling initiative if your result is even"],
    "Once the initiative test is rolled, if the d20 the power's player kept shows an even number (a natural result: before any bonus).",
    "use when your initiative roll is even",
    (_a, ev, self, view) => kept(ev, self, view) % 2 === 0,
  ),
  initiativeTrigger(
    "initiative-odd",
    ["your initiative roll is odd", "rolling initiative if your result is odd"],
    "Once the initiative test is rolled, if the d20 the power's player kept shows an odd number (a natural result: before any bonus).",
    "whenever your initiative roll is odd",
    (_a, ev, self, view) => kept(ev, self, view) % 2 === 1,
  ),
  initiativeTrigger(
    "initiative-any-natural",
    ["any initiative roll is natural {low:int} [to {high:int}]", "rolling initiative if any player's result is natural {low:int} [to {high:int}]"],
    "Once the initiative test is rolled, if the d20 either player kept shows a number in the range (a natural result: before any bonus).",
    "use when any initiative roll is natural 1 to 2",
    anyNaturalIn,
  ),
  {
    family: "trigger",
    id: "first-turn",
    event: "player.first-turn",
    patterns: ["before your first turn of round", "before your first turn in round", "before taking your first turn of round", "before taking your first turn in round"],
    summary: "When the power's player is about to take its first creature-turn of the round (after the initiative choice), before it chooses the creature.",
    cite: `${cite}, step 6 (Take turns)`,
    example: "use before taking your first turn in a round",
    matches: (_a, ev, self, view) => yours(ev, self, view),
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "your-player-turn-start",
    event: "player-turn.start",
    patterns: ["start of your turn", "beginning of your turn"],
    summary: "When the power's player starts one of its player-turns (the one or two creature-turns it takes in a row), before it chooses the first creature.",
    cite: `${cite}, step 6 (Take turns)`,
    example: "use at start of your turn",
    matches: (_a, ev, self, view) => yours(ev, self, view),
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "opponent-player-turn-start",
    event: "player-turn.start",
    patterns: ["start of opponent's turn", "start of your opponent's turn", "beginning of opponent's turn"],
    summary: "When the power's opponent starts one of its player-turns, before it chooses the first creature to take a turn with.",
    cite: `${cite}, step 6 (Take turns)`,
    example: "use at start of opponent's turn",
    matches: (_a, ev, self, view) => ev.player !== undefined && !yours(ev, self, view),
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
