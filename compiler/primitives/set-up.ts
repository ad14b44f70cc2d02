// Set-up powers and the effects that bring an off-map creature into play: where a
// creature sets up (a victory area instead of the start area, a random victory area,
// off the map) and "place this creature in your start area" for creatures entering
// later. ddm-battle-rules-2011.txt § Set-Up (Set-Up Powers, Scout, Wandering Monster,
// Delayed Appearance)
import type { EffectEntry, ModifierEntry, TriggerEntry } from "./entry.js";

const cite = "ddm-battle-rules-2011.txt § Set-Up";

function setUpPower(id: string, patterns: string[], summary: string, section: string, example: string): ModifierEntry {
  return { family: "modifier", id, patterns, summary, cite: `${cite} (${section})`, example, contributions: () => [{ stat: `set-up:${id}`, op: "add", amount: 1 }] };
}

export const setUpModifierEntries: ModifierEntry[] = [
  setUpPower(
    "scout",
    ["may set up in unoccupied victory area", "can set up in unoccupied victory area", "sets up in unoccupied victory area", "may set up in victory area that has no creature in it"],
    "At set-up the creature may be put in a victory area (either side's) that has no creature in it yet, wholly inside and in a legal position, instead of its start area (spec A-35).",
    "Scout",
    "may set up in an unoccupied victory area",
  ),
  setUpPower(
    "wandering-monster",
    ["sets up in random victory area", "must set up in random victory area", "starts in random victory area"],
    "At set-up a d20 picks one of the map's victory areas (either side's; equal ranges, results above a whole number of ranges rolled again), and the creature is put in it, or as close to it as possible.",
    "Wandering Monster",
    "sets up in a random victory area",
  ),
  setUpPower(
    "may-start-off-map",
    ["may start battle off battle map", "can start battle off battle map", "may start off battle map", "can start off battle map"],
    "At set-up its player chooses: the creature sets up in its start area as usual, or starts off the map as with Delayed Appearance (not in play, no turns) until a power puts it on the map.",
    "Delayed Appearance",
    "may start the battle off the battle map",
  ),
  setUpPower(
    "delayed-appearance",
    ["starts battle off battle map", "starts off battle map", "must start battle off battle map", "starts off battlemap"],
    "The creature starts off the map: not in play (it takes no turns) but not destroyed, until a power puts it on the map.",
    "Delayed Appearance",
    "starts the battle off the battle map",
  ),
];

/**
 * "You roll 1 extra d20 when determining map choice": in the champion test before set-up
 * that decides who picks the battle map, its player rolls more dice and keeps the best.
 * ddm-battle-rules-2011.txt § The Battle (Game Overview), step 2; § Champion Test
 */
export const mapChoiceEntry: ModifierEntry = {
  family: "modifier",
  id: "map-choice-dice",
  patterns: ["you roll {dice:int} extra|additional d20 for map choice", "you roll {dice:int} extra|additional d20 when determining map choice"],
  summary:
    "In the champion test for the battle map, the player whose warband has this creature rolls this many more d20s and keeps the best (besides the die a higher champion rating gives); two such creatures add up.",
  cite: "ddm-battle-rules-2011.txt § The Battle (Game Overview), step 2; § Champion Test",
  example: "you roll 1 extra d20 for map choice",
  contributions: (a) => [{ stat: "map-choice-dice", op: "add", amount: a.dice as number }],
};

/**
 * Where a creature may be put: its side's start area, any victory area, one with no
 * creature in it, one with a creature in it, or one it does not stand in now ("any other
 * victory area"); "victory or start area" offers both kinds.
 */
export type EntryArea =
  | "start area"
  | "victory area"
  | "own victory area"
  | "unoccupied victory area"
  | "occupied victory area"
  | "other victory area"
  | "victory or start area"
  | "unoccupied victory or start area"
  | "other victory or start area";

const areaSaid: Record<EntryArea, string> = {
  "start area": "its side's start area",
  "victory area": "any victory area",
  "own victory area": "one of its side's victory areas (those it scores for)",
  "unoccupied victory area": "a victory area with no creature in it",
  "occupied victory area": "a victory area another creature occupies",
  "other victory area": "a victory area other than the one it occupies",
  "victory or start area": "any victory area or its side's start area",
  "unoccupied victory or start area": "a victory area with no creature in it or its side's start area",
  "other victory or start area": "a victory area or its side's start area, other than the one it occupies",
};

function enter(id: string, area: EntryArea, patterns: string[]): EffectEntry {
  return {
    family: "effect",
    id,
    patterns,
    summary: `Puts the creature on the battle map in a legal position wholly inside ${areaSaid[area]} (its player chooses), or in the nearest legal position if there is none; a creature off the map enters play. From the next round if the rule option "new creatures act this round" is no.`,
    cite: `${cite} (Delayed Appearance); ddm-battle-rules-2011.txt § Forced-Movement Effects (Place)`,
    example: patterns[0]!,
    defaultSubject: "self",
    apply: (_args, host, target, cause) => host.placeIn?.(target, area, cause),
  };
}

/** "place this creature in …" and "place that ally in …": the power's owner, or the creature named. */
const placed = (where: string[]) => where.map((w) => `place|put {subject:subject} in ${w}`);

export const setUpEffectEntries: EffectEntry[] = [
  enter("enter-start-area", "start area", ["place|put this creature in your start area", "place|put this creature in its start area"]),
  enter("enter-unoccupied-victory-area", "unoccupied victory area", ["place|put this creature in unoccupied victory area", "place|put this creature in any unoccupied victory area"]),
  enter("enter-victory-area", "victory area", ["place|put this creature in any victory area", "place|put this creature in victory area"]),
  enter("enter-own-victory-area", "own victory area", ["place|put this creature in one of your victory areas", "place|put this creature in your victory area"]),
  enter("enter-occupied-victory-area", "occupied victory area", placed(["occupied victory area"])),
  enter("enter-other-victory-area", "other victory area", placed(["any other victory area", "other victory area", "different victory area"])),
  enter("enter-victory-or-start-area", "victory or start area", placed(["any victory area or start area", "victory area or start area"])),
  enter("enter-unoccupied-victory-or-start-area", "unoccupied victory or start area", placed(["any unoccupied victory area or start area", "unoccupied victory area or start area"])),
  enter("enter-other-victory-or-start-area", "other victory or start area", placed(["different victory area or start area", "other victory area or start area"])),
  {
    // "Choose 1 of the following effects: 40 starting HP and +2 Attack; …": the hit points it starts the battle with.
    family: "effect",
    id: "starting-hp",
    patterns: ["{subject:subject} has {hp:int} starting hp", "{subject:subject} has {hp:int} starting hit points"],
    summary:
      "Used during set-up, the creature starts the battle with that many hit points instead of its card's: its maximum and current hit points become that number and its bloodied score half of it. At any other time it changes nothing (the battle has started).",
    cite: `${cite} (Set-Up Powers); ddm-battle-rules-2011.txt § Hit Points (Set-Up Effects)`,
    example: "this creature has 40 starting hp",
    defaultSubject: "self",
    apply: (args, host, target, cause) => host.startingHp?.(target, args.hp as number, cause),
  },
];

/**
 * "Use during your set-up: …": once the power's player has put all its creatures on the
 * battle map, before the other player sets up (or before the first round, for the second
 * player). Effects "until end of battle" last the battle; hit points gained now raise the
 * maximum too (runtime/ddm/effects.ts bonusHp). ddm-battle-rules-2011.txt § Set-Up
 * (Set-Up Powers); § Hit Points (Set-Up Effects)
 */
export const setUpTriggerEntries: TriggerEntry[] = [
  {
    family: "trigger",
    id: "set-up",
    event: "setup.placed",
    patterns: ["during your setup", "during setup"],
    summary:
      "Once the power's player has put all its creatures on the battle map during set-up, before the other player sets up; the player who sets up first uses its set-up powers first. Creatures that start off the map use theirs too.",
    cite: `${cite} (Set-Up Powers)`,
    example: "use during your setup",
    matches: (_a, ev, self, view) => ev.player !== undefined && view.playerOf?.(self) === ev.player,
    participants: () => ({}),
  },
];
