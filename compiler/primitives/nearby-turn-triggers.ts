// Triggers on another creature's turn starting or ending near this one: "whenever an
// enemy starts its turn adjacent to this creature", "use when an ally ends its turn
// within 3 squares". The event is that creature's own start or end of turn; "that
// enemy" / "that ally" is it.
// ddm-battle-rules-2011.txt § Start of Turn Phase; § End of Turn Phase; § Automatic Powers
import type { Args, TriggerEntry } from "./entry.js";
import type { GameEvent, RulesView } from "./host.js";

type Who = "enemy" | "ally" | "creature";

const related: Record<Who, (v: RulesView, self: string, c: string) => boolean> = {
  enemy: (v, s, c) => v.areEnemies(s, c),
  ally: (v, s, c) => v.areAllies(s, c),
  creature: (_v, s, c) => c !== s,
};

/** Adjacent, or within N squares when the phrase says so. */
function near(a: Args, v: RulesView, self: string, c: string): boolean {
  return a.squares === undefined ? v.adjacent(self, c) : v.distance(self, c) <= (a.squares as number);
}

/** `bloodied`: only a creature bloodied as its turn starts or ends ("bloodied allies and bloodied enemies take 10 necrotic damage when ending their turn in aura"). */
function entry(who: Who, moment: "start" | "end", bloodied = false): TriggerEntry {
  const verbs = moment === "start" ? "starts|begins" : "ends";
  const lead = bloodied ? `bloodied ${who}` : who;
  return {
    family: "trigger",
    id: `${bloodied ? "bloodied-" : ""}${who}-turn-${moment}-near`,
    event: moment === "start" ? "turn.start" : "turn.end",
    patterns: [`${lead} ${verbs} its turn adjacent to this creature`, `${lead} ${verbs} its turn within {squares:squares} [of this creature]`],
    summary: `When ${who === "creature" ? "another creature" : `an ${who}`}${bloodied ? " that is bloodied" : ""} ${moment === "start" ? "starts" : "ends"} its turn adjacent to this creature (or within N squares); 'that ${who}' is it.`,
    cite: `ddm-battle-rules-2011.txt § ${moment === "start" ? "Start" : "End"} of Turn Phase${bloodied ? "; § Hit Points (Bloodied)" : ""}`,
    example: `whenever ${bloodied ? "a bloodied" : "an"} ${who === "ally" ? "ally" : "enemy"} ${moment}s its turn adjacent to this creature`,
    matches: (a, ev: GameEvent, self, v) =>
      ev.subject !== undefined && ev.subject !== self && v.isInPlay(ev.subject) && related[who](v, self, ev.subject) && near(a, v, self, ev.subject) && (!bloodied || v.isBloodied(ev.subject)),
    participants: (ev) => ({ other: ev.subject }),
  };
}

/** "use at start of an ally's turn", "at start of any turn": another creature's turn anywhere on the map. */
function anywhere(who: Who | "any", moment: "start" | "end"): TriggerEntry {
  const whose = who === "any" ? ["any", "each"].map((w) => `${moment} of ${w} turn`) : [`${moment} of ${who}'s turn`];
  return {
    family: "trigger",
    id: `${who}-turn-${moment}`,
    event: moment === "start" ? "turn.start" : "turn.end",
    patterns: whose,
    summary: `At the ${moment} of ${who === "any" ? "every creature's turn, this creature's own included" : `each ${who}'s turn, wherever it is`}; 'that ${who === "any" ? "creature" : who}' is the creature whose turn it is.`,
    cite: `ddm-battle-rules-2011.txt § ${moment === "start" ? "Start" : "End"} of Turn Phase`,
    example: `use at ${whose[0]}`,
    matches: (_a, ev: GameEvent, self, v) => ev.subject !== undefined && (who === "any" || (ev.subject !== self && related[who](v, self, ev.subject))),
    participants: (ev) => ({ other: ev.subject }),
  };
}

/**
 * "use at start of turn of a creature in your warband", "at start of your creature's turn":
 * the turn of any creature of the power's player, its own included ("your creature" is
 * never an enemy; § How to Choose Targets, allies and "creatures in your warband").
 */
function yourCreatures(moment: "start" | "end"): TriggerEntry {
  const whose = [`${moment} of turn of creature in your warband`, `${moment} of your creature's turn`, `${moment} of turn of one of your creatures`];
  return {
    family: "trigger",
    id: `warband-turn-${moment}`,
    event: moment === "start" ? "turn.start" : "turn.end",
    patterns: whose,
    summary: `At the ${moment} of the turn of each creature in the power's player's warband, this creature's own included; 'that creature' is the creature whose turn it is.`,
    cite: `ddm-battle-rules-2011.txt § ${moment === "start" ? "Start" : "End"} of Turn Phase; § How to Choose Targets`,
    example: `use at ${whose[0]}`,
    matches: (_a, ev: GameEvent, self, v) => ev.subject !== undefined && (ev.subject === self || v.areAllies(self, ev.subject)),
    participants: (ev) => ({ other: ev.subject }),
  };
}

/**
 * "Use at start of an enemy's turn: if that enemy is the first enemy to take a turn this
 * round, …": the start of the turn of the first creature of the other side to take one this
 * round (no turn of a creature of its side has ended yet); 'that enemy' is it.
 */
const firstEnemyTurn: TriggerEntry = {
  family: "trigger",
  id: "first-enemy-turn-start",
  event: "turn.start",
  patterns: ["start of turn of first enemy to take turn this round"],
  summary: "At the start of the turn of the round's first enemy to take a turn (no turn of its side's creatures has ended yet this round); 'that enemy' is it.",
  cite: "ddm-battle-rules-2011.txt § Start of Turn Phase; § Rounds and Turns",
  example: "use at start of turn of first enemy to take turn this round",
  matches: (_a, ev: GameEvent, self, v) => ev.subject !== undefined && ev.subject !== self && v.areEnemies(self, ev.subject) && v.firstOfSideToActivate?.(ev.subject) === true,
  participants: (ev) => ({ other: ev.subject }),
};

/**
 * "The first ally you take a turn with this round": the start of the turn of the first ally of
 * the power's owner (the owner itself is not its own ally) to take a turn this round, no other
 * of its allies in play having acted yet; 'that ally' is it.
 */
const firstAllyTurn: TriggerEntry = {
  family: "trigger",
  id: "first-ally-turn-start",
  event: "turn.start",
  patterns: ["start of turn of first ally to take turn this round"],
  summary: "At the start of the turn of the round's first ally of the power's owner to take a turn (the owner aside): no other of its allies in play has acted yet this round; 'that ally' is it.",
  cite: "ddm-battle-rules-2011.txt § Start of Turn Phase; § Rounds and Turns",
  example: "whenever start of turn of first ally to take turn this round",
  matches: (_a, ev: GameEvent, self, v) =>
    ev.subject !== undefined &&
    ev.subject !== self &&
    v.areAllies(self, ev.subject) &&
    v.creaturesInPlay().every((c) => c === self || c === ev.subject || !v.areAllies(self, c) || v.actedThisRound?.(c) !== true),
  participants: (ev) => ({ other: ev.subject }),
};

export const nearbyTurnTriggerEntries: TriggerEntry[] = [
  ...(["enemy", "ally", "creature"] as Who[]).flatMap((w) => [entry(w, "start"), entry(w, "end"), entry(w, "start", true), entry(w, "end", true)]),
  ...(["enemy", "ally", "any"] as const).flatMap((w) => [anywhere(w, "start"), anywhere(w, "end")]),
  yourCreatures("start"),
  yourCreatures("end"),
  firstEnemyTurn,
  firstAllyTurn,
];
