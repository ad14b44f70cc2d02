// Decisions: every choice a player makes goes through one interface, so agents,
// scripted replays and people at the workbench are interchangeable.

export interface Option {
  /** Stable id within the decision, e.g. "attack:Pick:B2" or "move:4,5". */
  id: string;
  label: string;
  legal: boolean;
  /** Why an illegal option is illegal, for the workbench's disabled actions. */
  why?: string;
  /** Board squares the option covers (a close or area attack's placement), for a map to highlight. */
  squares?: { x: number; y: number }[];
}

export interface Decision {
  /** Index of the deciding player. */
  player: number;
  kind: string;
  prompt: string;
  options: Option[];
}

/** Picks the index of a legal option. */
export type Chooser = (d: Decision) => number;

/**
 * A player that decides by itself. `view` is what the game lets it look at while it
 * chooses (for DDM, runtime/ddm/agent-view.ts): read-only, so an agent's looking never
 * changes the battle, and a replay of its choices needs no agent.
 */
export interface Agent<View = unknown> {
  name: string;
  choose(d: Decision, view: View): number;
}

/** Thrown by a replay chooser that has no recorded choice left: the battle waits here. */
export class AwaitingDecision extends Error {
  constructor(readonly decision: Decision) {
    super(`waiting for player ${decision.player + 1}: ${decision.prompt}`);
  }
}

/** Plays recorded choice ids back in order, then stops at the first decision not yet made. */
export function replayChooser(choices: readonly string[], record: string[]): Chooser {
  let i = 0;
  return (d) => {
    const id = choices[i];
    if (id === undefined) throw new AwaitingDecision(d);
    const k = d.options.findIndex((o) => o.id === id && o.legal);
    if (k < 0) throw new Error(`recorded choice "${id}" is not a legal option of: ${d.prompt}`);
    i++;
    record.push(id);
    return k;
  };
}

export function legalIndices(d: Decision): number[] {
  return d.options.flatMap((o, i) => (o.legal ? [i] : []));
}
