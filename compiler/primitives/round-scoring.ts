// Scorings a power sets for the end of the round in progress: "at end of round, you score 5
// VP for each enemy within 5 squares" (the creatures named counted then), and creatures that
// score nothing for their victory area this round ("enemies occupying that victory area do
// not score victory points this round"), VP if a creature still holds the victory area it
// held when the power named it. runtime/ddm/round-scoring.ts keeps them until then.
// ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7 (End of round); § Scenarios
// and Variants (Assault: Scoring Victory Points)
import type { EffectEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 7 (End of round); § Scenarios and Variants (Assault: Scoring Victory Points)";

export const roundScoringEntries: EffectEntry[] = [
  {
    family: "effect",
    id: "score-each-at-round-end",
    patterns: ["at end of round you score {vp:int} [vp] for each {who:subject}", "at end of round score {vp:int} [vp] for each {who:subject}"],
    summary:
      "At the end of this round, with the other scorings set up for it (after end-of-round powers, before effects end and victory areas score), the power's player scores the victory points once for each creature the subject names then, seen from the power's owner; nothing if the owner is no longer in play then.",
    cite,
    example: "at end of round you score 5 VP for each nonadjacent enemy within 5 squares",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.scoreEachAtRoundEnd?.(target, args.vp as number, args.who as { op: string; args: Record<string, unknown> }, cause),
  },
  {
    family: "effect",
    id: "occupants-score-at-round-end",
    patterns: ["at end of round each creature in victory area scores {vp:int} [vp] for its player"],
    summary:
      "At the end of this round, with the other scorings set up for it, each player scores the victory points once for each of its creatures in play then occupying a victory area (either side's), the power's owner included; a creature that scores nothing for occupying victory areas is not counted.",
    cite: `${cite}; § Victory Areas`,
    example: "at end of round each creature in victory area scores 5 VP for its player",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.occupantsScoreAtRoundEnd?.(target, args.vp as number, cause),
  },
  {
    family: "effect",
    id: "score-if-area-kept",
    patterns: ["you score {vp:int} [vp] at end of round if {subject:subject} still occupies that victory area"],
    summary:
      "The victory areas the creature named occupies now are remembered; at the end of this round (with the other scorings set up for it) the power's player scores the victory points if that creature, still in play, occupies one of them. Nothing is set up if it occupies none now.",
    cite: `${cite}; § Victory Areas`,
    example: "choose one ally that is in one of its victory areas and you score 15 VP at end of round if that ally still occupies that victory area",
    defaultSubject: "target",
    apply: (args, host, target, cause) => {
      if (cause.creature) host.scoreIfAreaKept?.(cause.creature, target, args.vp as number, cause);
    },
  },
  {
    family: "effect",
    id: "no-occupation-vp-this-round",
    patterns: ["{subject:subject} score|scores no vp for occupying victory areas this round"],
    summary:
      "At the end of this round the creatures named score nothing for occupying victory areas: they are not counted when victory areas are scored (they still contest an area they stand in).",
    cite: `${cite}; § Victory Areas`,
    example: "enemies in victory area this creature occupies score no VP for occupying victory areas this round",
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.noOccupationVpThisRound?.(target, cause),
  },
];
