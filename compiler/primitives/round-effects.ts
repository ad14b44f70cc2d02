// Effects on the round itself rather than on a creature, said by champion powers and
// other round powers: the power's player scores victory points, rolls more dice in
// this round's initiative test, or takes turns with more creatures.
// ddm-battle-rules-2011.txt § Champion Powers; § Champion Test; § The Battle (Game
// Overview), steps 5 and 6; § Scenarios and Variants (Assault: Scoring Victory Points)
import type { EffectEntry, ModifierEntry } from "./entry.js";

export const roundEffectEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "score-vp",
    patterns: ["you score {vp:int} [vp]", "score {vp:int} [vp]", "you gain {vp:int} vp"],
    summary:
      "The power's player scores the victory points at once; they count toward the scenario's victory target like any other (a player tied at the target who scores first wins).",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points)",
    example: "you score 10 VP",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.scoreVp?.(target, args.vp as number, cause),
  },
  {
    family: "effect",
    id: "initiative-dice",
    patterns: [
      "you roll {dice:int} extra|additional d20 for initiative [this round]",
      "you roll {dice:int} extra|additional d20 when determining initiative [this round]",
      "roll {dice:int} extra|additional d20 for initiative [this round]",
    ],
    summary:
      "In this round's initiative test the power's player rolls this many more d20s and keeps the best, besides the second die a higher champion rating gives.",
    cite: "ddm-battle-rules-2011.txt § Champion Test",
    example: "you roll 1 extra d20 for initiative this round",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.initiativeDice?.(target, args.dice as number, cause),
  },
  {
    family: "effect",
    id: "extra-activations",
    patterns: [
      "you activate {creatures:int} extra|additional|more creature|creatures [this turn]",
      "you take turns with {creatures:int} extra|additional|more creature|creatures [this turn]",
    ],
    summary:
      "The power's player takes turns with this many more creatures in its current player-turn (its next one, when used between its player-turns), if it has creatures left to act.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns)",
    example: "you activate 1 extra creature this turn",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.extraActivations?.(target, args.creatures as number, cause),
  },
  {
    // "Activate 1 more or 1 fewer creature this turn": the fewer half, a player holding creatures back.
    family: "effect",
    id: "fewer-activations",
    patterns: ["you activate {creatures:int} fewer creature|creatures [this turn]", "you take turns with {creatures:int} fewer creature|creatures [this turn]"],
    summary:
      "The power's player takes turns with this many fewer creatures in its current player-turn (its next one, when used between its player-turns), down to none; the creatures held back act in its later player-turns of the round. It changes nothing once the opponent has no creatures left to act.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns)",
    example: "you activate 1 fewer creature this turn",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.extraActivations?.(target, -(args.creatures as number), cause),
  },
  {
    family: "effect",
    id: "double-victory-areas",
    patterns: ["players score double vp for occupying victory areas this round", "victory areas score double vp this round"],
    summary: "At the end of this round, each player's award for occupying victory areas counts twice (both players'); a second use doubles nothing more.",
    cite: "ddm-battle-rules-2011.txt § Scenarios and Variants (Assault: Scoring Victory Points); § Bonuses and Penalties (Duplicate Effects)",
    example: "players score double VP for occupying victory areas this round",
    defaultSubject: "self",
    apply: (_args, host, _target, cause) => host.doubleVictoryAreas?.(cause),
  },
  {
    // In the opponent's player-turn in progress (or its next one), the power's player picks the first creature it activates.
    family: "effect",
    id: "choose-opponent-first-creature",
    patterns: ["you choose first creature that opponent takes turn with", "you choose first creature your opponent takes turn with"],
    summary: "In the opponent's current player-turn (its next one, when used between them), the power's player chooses which of the opponent's creatures left to act takes the first creature-turn.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns); § Champion Powers",
    example: "you choose the first creature that opponent takes a turn with",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.chooseOpponentsFirst?.(target, cause),
  },
];

/** A scoring set up for the end of the round: the player strictly ahead by the measure scores (round-contests.ts). */
function contest(id: string, patterns: string[], summary: string): EffectEntry {
  return {
    family: "effect",
    id,
    patterns,
    summary: `${summary} On a tie, or when neither player has any, no one scores.`,
    cite: "ddm-battle-rules-2011.txt § Champion Powers; § The Battle (Game Overview), step 7 (End of round)",
    example: patterns[0]!.replace("{vp:int}", "15"),
    defaultSubject: "self",
    apply: (args, host, _target, cause) => host.roundContest?.(id, args.vp as number, cause),
  };
}

export const roundContestEntries: EffectEntry[] = [
  contest(
    "most-destroyed",
    ["at end of round player whose warband destroys most enemies this round scores {vp:int} [vp]"],
    "At the end of this round, the player whose warband destroyed more enemies this round than the other's scores the victory points.",
  ),
  contest(
    "highest-level-destroyed",
    ["at end of round player whose warband destroys highest level enemy this round scores {vp:int} [vp]"],
    "At the end of this round, the player whose warband destroyed the highest-level enemy this round scores the victory points.",
  ),
  contest(
    "highest-cost-destroyed",
    ["at end of round player whose warband destroys highest cost enemy this round scores {vp:int} [vp]"],
    "At the end of this round, the player whose warband destroyed the highest-cost enemy this round scores the victory points.",
  ),
  contest(
    "most-in-victory-areas",
    ["at end of round player with most creatures in victory areas scores {vp:int} [vp]"],
    "At the end of this round, the player with more creatures occupying victory areas (either side's) scores the victory points.",
  ),
  contest(
    "most-in-own-victory-areas",
    ["at end of round player with most creatures in their victory areas scores {vp:int} [vp]"],
    "At the end of this round, the player with more creatures occupying its own victory areas scores the victory points.",
  ),
];

export const roundModifierEntries: ModifierEntry[] = [
  {
    family: "modifier",
    id: "turns-per-round",
    patterns: ["takes {turns:int} turns each|per round", "can take {turns:int} turns each round", "activates {turns:int} times each round"],
    summary:
      "The creature takes this many creature-turns each round instead of one (Multi-Activation): each is one of its player's creature-turns in the alternation, with its own start and end of turn.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns); ../shared/spec/ddm-2011.md § 11.2",
    example: "takes 2 turns each round",
    contributions: (a) => [{ stat: "turns-per-round", op: "set", amount: a.turns as number }],
  },
  {
    family: "modifier",
    id: "squad-activation",
    patterns: ["creatures named {name:string} take their turns as one activation"],
    summary:
      "Squad Activation: once its player picks a creature of that name (its own warband's) to take its turn, each other one of that name with a turn left this round takes its turn right after, in the order its player picks; all of those turns are one of the player's creature-turns in the alternation. Each keeps its own start and end of turn.",
    cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 6 (Take turns); § Rounds and Turns (Turn)",
    example: 'creatures named "Drill Grunt" take their turns as one activation',
    contributions: () => [{ stat: "squad-activation", op: "add", amount: 1 }],
  },
  {
    family: "modifier",
    id: "initiative-rating",
    patterns: ["champion rating {rating:int} for initiative", "treated as champion rating {rating:int} for initiative", "treated as cr {rating:int} when determining initiative"],
    summary: "In the initiative test the creature counts this champion rating instead of its card's (it still spends champion powers by its card's rating).",
    cite: "ddm-battle-rules-2011.txt § Champion Test",
    example: "champion rating 0 for initiative",
    contributions: (a) => [{ stat: "initiative-rating", op: "set", amount: a.rating as number }],
  },
  {
    family: "modifier",
    id: "initiative-rating-raise",
    patterns: ["add {amount:int} to your highest champion rating when rolling for initiative", "add {amount:int} to your highest champion rating for initiative"],
    summary: "In the initiative test, while this creature is active, its player's highest champion rating counts this much more (if the player has a champion at all).",
    cite: "ddm-battle-rules-2011.txt § Champion Test",
    example: "add 1 to your highest champion rating when rolling for initiative",
    contributions: (a) => [{ stat: "initiative-rating-raise", op: "add", amount: a.amount as number }],
  },
];
