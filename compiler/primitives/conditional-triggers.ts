// The start or end of the creature's own turn, counted only while a state holds:
// "recharge when start of its turn if no enemy is adjacent to it". The state is asked
// of the creature whose turn it is (the power's owner). The end of any creature's turn
// while a state of the power's owner holds: "recharge when end of any turn if not adjacent
// to Immobilized enemy", the cards' recharge condition that is a state alone ("RECHARGE if
// no Immobilized enemy is adjacent to this creature"); the start of each round while such a state
// holds ("RECHARGE at start of round if no creatures are affected by this creature's Baleful Whispers").
// ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Start of Turn Phase; § End of Turn Phase
import type { Args, GateEntry, TriggerEntry } from "./entry.js";
import { gateEntry } from "./index.js";

/** The state in the trigger's args holds for the creature. */
function stateHolds(a: Args, view: Parameters<GateEntry["holds"]>[1], self: string): boolean {
  const g = a.state as { op: string; args: Args };
  return gateEntry(g.op).holds(g.args, view, self, self);
}

function turnWith(id: string, event: string, when: "start" | "end", cite: string): TriggerEntry {
  return {
    family: "trigger",
    id,
    event,
    patterns: [`${when} of its turn if {state:gate}`, `${when} of this creature's turn if {state:gate}`, `${when} of turn if {state:gate}`],
    summary: `At the ${when} of this creature's turn, if the state named holds for it then.`,
    cite,
    example: `recharge when ${when} of its turn if no enemy is adjacent to it`,
    matches: (a, ev, self, view) => ev.subject === self && stateHolds(a, view, self),
    participants: () => ({}),
  };
}

export const conditionalTriggerEntries: TriggerEntry[] = [
  turnWith("turn-start-if", "turn.start", "start", "ddm-battle-rules-2011.txt § Start of Turn Phase"),
  turnWith("turn-end-if", "turn.end", "end", "ddm-battle-rules-2011.txt § End of Turn Phase"),
  {
    family: "trigger",
    id: "round-start-if",
    event: "round.start",
    patterns: ["start of round if {state:gate}", "start of each round if {state:gate}"],
    summary: "At the start of each round, if the state named holds then for this creature ('recharge when start of round if no creature is affected by \"Baleful Whispers\"').",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § Start of Round",
    example: 'recharge when start of round if no creature is affected by "Baleful Whispers"',
    matches: (a, _ev, self, view) => stateHolds(a, view, self),
    participants: () => ({}),
  },
  {
    family: "trigger",
    id: "any-turn-end-if",
    event: "turn.end",
    patterns: ["end of any turn if {state:gate}", "end of each turn if {state:gate}"],
    summary:
      "At the end of every creature's turn, if the state named holds then for this creature. A recharge condition that is a state alone occurs when the state comes to hold; the rulebook does not say when a state is looked at, and warband's own reading looks at each turn's end, so a power used on its creature's turn is back before that creature's next turn whenever the state came to hold.",
    cite: "ddm-battle-rules-2011.txt § Powers and Effects (Rechargeable Powers); § End of Turn Phase",
    example: "recharge when end of any turn if not adjacent to Immobilized enemy",
    matches: (a, _ev, self, view) => stateHolds(a, view, self),
    participants: () => ({}),
  },
];
