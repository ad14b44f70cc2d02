// Counters a power keeps on a creature (compiler/primitives/counters.ts): a count of each
// name, never below 0. Counters put on it are an event ("whenever this creature has 3 or
// more "heat" counters" hears the count reaching 3).
// The rulebook has no rule for counters; warband's reading.
// ddm-battle-rules-2011.txt § Powers and Effects
import type { Cause } from "../../compiler/primitives/host.js";
import { emit } from "./events.js";
import { log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

/** How many counters of the name are on the creature. */
export function countersOf(g: Game, id: string, name: string): number {
  return creatureById(g.state, id).counters?.[name.toLowerCase()] ?? 0;
}

/** Puts `count` counters of the name on the creature (takes them off for a negative count, down to 0). */
export function addCounters(g: Game, id: string, name: string, count: number, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (c.status !== "in-play") return;
  const key = name.toLowerCase();
  const was = countersOf(g, id, key);
  const now = Math.max(0, was + count);
  if (now === was) return;
  (c.counters ??= {})[key] = now;
  log(g, "counters", `${label(c)} has ${now} "${key}" counter${now === 1 ? "" : "s"} (${count > 0 ? "+" : ""}${now - was}, ${cause.rule})`, cause, { creature: id, name: key, count: now });
  if (now > was) emit(g, { kind: "counters.placed", subject: id, name: key, amount: now, was });
}

/** Takes every counter of the name (every counter, for null) off the creature. */
export function clearCounters(g: Game, id: string, name: string | null, cause: Cause): void {
  const c = creatureById(g.state, id);
  if (!c.counters) return;
  for (const key of Object.keys(c.counters).sort()) {
    if (name === null || key === name.toLowerCase()) addCounters(g, id, key, -c.counters[key]!, cause);
  }
}
