// States attack cards restrict their targets or recharges by: a size ("Medium or
// smaller target only"), no enemy beside or in sight of the creature, a victory area
// it stands in. Asked of the creature the phrase is about: an attack's target, or the
// power's owner for a recharge condition.
// ddm-battle-rules-2011.txt § Creature Size and Space; § How to Choose Targets; § Line of Sight; § Victory Areas
import type { GateEntry } from "./entry.js";
import type { RulesView } from "./host.js";

const sizeCite = "ddm-battle-rules-2011.txt § Creature Size and Space";

/** How the creature's size compares with a named size (negative: smaller); null if the view or the size cannot tell. */
function sizeAgainst(v: RulesView, subject: string, size: string): number | null {
  const mine = v.sizeRank?.(subject);
  const theirs = v.sizeRankOf?.(size);
  if (mine === undefined || theirs === undefined || mine < 0 || theirs < 0) return null;
  return mine - theirs;
}

/** How the creature's size compares with another creature's. */
function sizeVersus(v: RulesView, subject: string, other: string): number | null {
  const a = v.sizeRank?.(subject);
  const b = v.sizeRank?.(other);
  return a === undefined || b === undefined ? null : a - b;
}

const enemies = (v: RulesView, subject: string) => v.creaturesInPlay().filter((c) => v.isInPlay(c) && v.areEnemies(subject, c));

export const attackGateEntries: GateEntry[] = [
  {
    family: "gate",
    id: "none-affected-by",
    patterns: ["no creature is affected by {name:string}"],
    summary: "While no creature in play has an effect that this creature's power or attack of that name gave it.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers)",
    example: 'recharge when start of its turn if no creature is affected by "Fey Charm"',
    holds: (a, v, subject) => !v.creaturesInPlay().some((c) => v.affectedBy?.(c, subject, a.name as string)),
  },
  {
    family: "gate",
    id: "did-not-move-this-turn",
    patterns: ["it did not move this turn", "did not move this turn"],
    summary: "While the creature has not moved a square of its own (move, shift, charge; forced movement does not count) in the turn it is taking; asked at the end of its turn, by a recharge condition.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Move Actions",
    example: "recharge when end of its turn if it did not move this turn",
    holds: (_a, v, subject) => !(v.didThisTurn?.(subject, "move") ?? true),
  },
  {
    family: "gate",
    id: "did-not-attack-this-turn",
    patterns: ["it did not attack this turn", "did not attack this turn"],
    summary: "While the creature has declared no attack in the turn it is taking; asked at the end of its turn, by a recharge condition.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Making an Attack",
    example: "recharge when end of its turn if it did not attack this turn",
    holds: (_a, v, subject) => !(v.didThisTurn?.(subject, "attack") ?? true),
  },
  {
    family: "gate",
    id: "level-or-lower",
    patterns: ["level {level:int} or lower", "level {level:int} and lower"],
    summary: "While the creature's level (as its card prints it) is the one named or lower.",
    cite: "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level)",
    example: "level 3 or lower target is Dominated",
    holds: (a, v, subject) => (v.levelOf?.(subject) ?? Number.POSITIVE_INFINITY) <= (a.level as number),
  },
  {
    family: "gate",
    id: "level-or-higher",
    patterns: ["level {level:int} or higher", "level {level:int} and higher"],
    summary: "While the creature's level is the one named or higher.",
    cite: "ddm-battle-rules-2011.txt § How to Read a Creature Stat Card (Level)",
    example: "level 10 or higher target is Dazed",
    holds: (a, v, subject) => (v.levelOf?.(subject) ?? Number.NEGATIVE_INFINITY) >= (a.level as number),
  },
  {
    family: "gate",
    id: "size-or-smaller",
    patterns: ["{size:size} or smaller", "{size:size} size or smaller"],
    summary: "While the creature's size is the one named or smaller (Tiny, Small, Medium, Large, Huge, Gargantuan).",
    cite: sizeCite,
    example: "against Medium or smaller targets only",
    holds: (a, v, subject) => (sizeAgainst(v, subject, a.size as string) ?? 1) <= 0,
  },
  {
    family: "gate",
    id: "size-or-larger",
    patterns: ["{size:size} or larger", "{size:size} size or larger"],
    summary: "While the creature's size is the one named or larger.",
    cite: sizeCite,
    example: "against Large or larger targets only",
    holds: (a, v, subject) => (sizeAgainst(v, subject, a.size as string) ?? -1) >= 0,
  },
  {
    family: "gate",
    id: "smaller-than-owner",
    patterns: ["smaller", "smaller than this creature"],
    summary: "While the creature is of a smaller size than the power's owner.",
    cite: sizeCite,
    example: "against smaller targets only",
    holds: (_a, v, subject, self) => (sizeVersus(v, subject, self) ?? 0) < 0,
  },
  {
    family: "gate",
    id: "larger-than-owner",
    patterns: ["larger", "larger than this creature"],
    summary: "While the creature is of a larger size than the power's owner.",
    cite: sizeCite,
    example: "against larger targets only",
    holds: (_a, v, subject, self) => (sizeVersus(v, subject, self) ?? 0) > 0,
  },
  {
    family: "gate",
    id: "no-adjacent-enemy",
    patterns: ["no enemy is adjacent to it", "no enemy adjacent", "not adjacent to any enemy", "not adjacent to enemy"],
    summary: "While none of the creature's enemies is adjacent to it.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "recharge when start of its turn if no enemy is adjacent to it",
    holds: (_a, v, subject) => !enemies(v, subject).some((c) => v.adjacent(subject, c)),
  },
  {
    family: "gate",
    id: "no-enemy-within",
    patterns: ["no enemy is within {squares:squares} of it", "no enemy within {squares:squares}"],
    summary: "While none of the creature's enemies is within that many squares of it (counted around walls).",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "recharge when start of its turn if no enemy is within 5 squares of it",
    holds: (a, v, subject) => !enemies(v, subject).some((c) => v.distance(subject, c) <= (a.squares as number)),
  },
  {
    family: "gate",
    id: "sees-enemy-within",
    patterns: ["it can see enemy within {squares:squares} [of it]", "it has line of sight to enemy within {squares:squares} [of it]"],
    summary: "While one of the creature's enemies is within that many squares of it (counted around walls) and it can see that enemy.",
    cite: "ddm-battle-rules-2011.txt § Line of Sight; § Powers and Effects (Rechargeable Powers)",
    example: "recharge when start of its turn if it can see enemy within 10 squares",
    holds: (a, v, subject) => enemies(v, subject).some((c) => v.distance(subject, c) <= (a.squares as number) && v.sees?.(subject, c) === true),
  },
  {
    // "Replaces attack action: If this creature has line of sight to no enemies, RECHARGE …": no enemy in sight at all.
    family: "gate",
    id: "sees-no-enemy",
    patterns: ["it can see no enemy", "it has line of sight to no enemy"],
    summary: "While the creature can see none of its enemies (line of sight and invisibility as for targeting), wherever they stand.",
    cite: "ddm-battle-rules-2011.txt § Line of Sight; § How to Choose Targets (Invisible)",
    example: 'replaces attack action, while it can see no enemy: recharge "Gaze"',
    holds: (_a, v, subject) => v.sees !== undefined && !enemies(v, subject).some((c) => v.sees!(subject, c)),
  },
  {
    family: "gate",
    id: "no-creature-adjacent",
    patterns: ["no other creature is adjacent to it", "no other creature adjacent"],
    summary: "While no other creature in play, ally or enemy, is adjacent to it.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "recharge when start of its turn if no other creature is adjacent to it",
    holds: (_a, v, subject) => !v.creaturesInPlay().some((c) => c !== subject && v.isInPlay(c) && v.adjacent(subject, c)),
  },
  {
    family: "gate",
    id: "enemies-adjacent",
    patterns: ["{count:int} or more enemies are adjacent to it", "{count:int} or more enemies adjacent"],
    summary: "While at least that many enemies are adjacent to the creature.",
    cite: "ddm-battle-rules-2011.txt § How to Choose Targets",
    example: "recharge when end of its turn if 2 or more enemies are adjacent to it",
    holds: (a, v, subject) => enemies(v, subject).filter((c) => v.adjacent(subject, c)).length >= (a.count as number),
  },
  {
    family: "gate",
    id: "unseen-by-enemies",
    patterns: ["no enemy can see it", "no enemies can see it", "unseen by enemies"],
    summary: "While no enemy of the creature can see it (line of sight and invisibility as for targeting).",
    cite: "ddm-battle-rules-2011.txt § Line of Sight",
    example: "recharge when start of its turn if no enemy can see it",
    holds: (_a, v, subject) => v.sees !== undefined && !enemies(v, subject).some((c) => v.sees!(c, subject)),
  },
  {
    family: "gate",
    id: "in-victory-area",
    patterns: ["it occupies victory area", "in victory area"],
    summary: "While the creature occupies a victory area, its side's or the other's.",
    cite: "ddm-battle-rules-2011.txt § Victory Areas",
    example: "recharge when end of its turn if it occupies a victory area",
    holds: (_a, v, subject) => v.inVictoryArea?.(subject, false) ?? false,
  },
  {
    family: "gate",
    id: "in-own-victory-area",
    patterns: ["it occupies one of its victory areas", "in one of its victory areas", "it occupies one of your victory areas"],
    summary: "While the creature occupies one of its own side's victory areas (the ones that score for it).",
    cite: "ddm-battle-rules-2011.txt § Victory Areas",
    example: "recharge when end of its turn if it occupies one of its victory areas",
    holds: (_a, v, subject) => v.inVictoryArea?.(subject, true) ?? false,
  },
  {
    // "+5 damage against targets occupying your victory areas": the areas that score for the holder's player, whoever stands in them.
    family: "gate",
    id: "in-holder-victory-area",
    patterns: ["in your victory area", "occupying your victory area"],
    summary: "While the creature occupies one of the victory areas of the player whose creature holds the rule (the ones that score for that player).",
    cite: "ddm-battle-rules-2011.txt § Victory Areas",
    example: "+5 damage with melee attacks against targets in your victory area",
    holds: (_a, v, subject, self) => {
      const player = v.playerOf?.(self);
      return player !== undefined && (v.inVictoryAreaOf?.(subject, player) ?? false);
    },
  },
  {
    // "Use at end of round, only if this creature has ended a turn in each victory area (minimum 2)".
    family: "gate",
    id: "ended-turn-in-each-victory-area",
    patterns: ["it has ended turn in each victory area"],
    summary: "While the creature has ended at least one of its turns in each victory area of the map this battle (a map with two or more; each labelled region counts apart).",
    cite: "ddm-battle-rules-2011.txt § Victory Areas; ../shared/spec/ddm-2011.md A-43",
    example: "use at end of round while it has ended turn in each victory area: you score 15 VP",
    holds: (_a, v, subject) => v.endedTurnInEachVictoryArea?.(subject) ?? false,
  },
  {
    family: "gate",
    id: "in-victory-area-with-enemy",
    patterns: ["it occupies victory area with enemy", "in victory area with enemy"],
    summary: "While the creature occupies a victory area (either side's) that one or more of its enemies also occupy.",
    cite: "ddm-battle-rules-2011.txt § Victory Areas",
    example: "use when this creature ends its turn while it occupies victory area with enemy",
    holds: (_a, v, subject) => v.sharesVictoryArea !== undefined && enemies(v, subject).some((e) => v.sharesVictoryArea!(subject, e)),
  },
  {
    // A recharge's "when this creature ends its turn in a victory area in which it did not begin its turn".
    family: "gate",
    id: "in-new-victory-area",
    patterns: ["it occupies victory area it did not occupy at start of its turn"],
    summary:
      "While the creature, in the turn it is taking, occupies a victory area (either side's) that it did not occupy where it began that turn: one it has entered this turn. Off its turn, never.",
    cite: "ddm-battle-rules-2011.txt § Victory Areas; warband's own reading of a card's \"victory area in which it did not begin its turn\"",
    example: "recharge when end of its turn if it occupies victory area it did not occupy at start of its turn",
    holds: (_a, v, subject) => v.inNewVictoryArea?.(subject) ?? false,
  },
];
