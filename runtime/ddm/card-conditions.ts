// Conditions a card defines (compiler/primitives/card-conditions.ts) in play: the creature
// that has one has the defining power's rules as its own while it lasts; one that removes
// it from the battle map takes it off and, when it ends, puts it back.
// ddm-battle-rules-2011.txt § Conditions; § Set-Up (Delayed Appearance); § Legal Position
import type { PowerIR } from "../../compiler/ir.js";
import type { Cause } from "../../compiler/primitives/host.js";
import { cardOf, log, type Game } from "./game.js";
import { putOnMap } from "./movement.js";
import { creatureById, label, type ActiveEffect, type CreatureState } from "./state.js";

const lower = (s: string) => s.toLowerCase();

/** The power of `card` that defines the condition, if it defines one of that name. */
function definition(g: Game, card: string, condition: string): PowerIR | undefined {
  return cardOf(g, card).powers.find((p) => p.condition && p.name !== null && lower(p.name) === lower(condition));
}

/** The card defining a condition the cause's creature gives: its own card, if it defines one of that name. */
export function definingCard(g: Game, condition: string, cause: Cause): string | undefined {
  if (!cause.creature) return undefined;
  const card = creatureById(g.state, cause.creature).card;
  return definition(g, card, condition) ? card : undefined;
}

/** The defining powers of the card conditions the creature has: their rules are its own while they last. */
export function conditionPowersOf(g: Game, c: CreatureState): PowerIR[] {
  const out: PowerIR[] = [];
  for (const e of c.effects) {
    if (e.kind !== "condition" || !e.definedBy) continue;
    const p = definition(g, e.definedBy, e.name);
    if (p && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Saves the creature has failed against its condition of that name (the most, if it has it twice): a card's condition may grow worse by them. */
export function failedSavesAgainst(g: Game, id: string, condition: string): number {
  let most = 0;
  for (const e of creatureById(g.state, id).effects) if (e.kind === "condition" && lower(e.name) === lower(condition)) most = Math.max(most, e.failedSaves ?? 0);
  return most;
}

/** How the condition's power takes its creature off the map, if it does: back where it was, or beside the condition's source. */
function removal(p: PowerIR | undefined): "own" | "source" | null {
  for (const clause of p?.clauses ?? []) {
    if (clause.kind !== "modifier") continue;
    if (clause.op === "off-map") return "own";
    if (clause.op === "off-map-beside-source") return "source";
  }
  return null;
}

/** "removed from the battle map": the creature leaves the map (not destroyed), remembering where it stood. */
export function takeOffMap(g: Game, c: CreatureState, e: ActiveEffect, cause: Cause): void {
  if (!e.definedBy || !c.space || !removal(definition(g, e.definedBy, e.name))) return;
  e.removedFrom = c.space;
  c.space = null;
  log(g, "off-map", `${label(c)} is removed from the battle map (${e.name})`, cause, { creature: c.id });
}

/**
 * The condition that removed it has ended: the creature is put back, beside its source
 * (where the source stands, or the space it occupied when destroyed) if the condition
 * says so, else where it was; the nearest legal position if that is not one.
 */
export function putBack(g: Game, c: CreatureState, e: ActiveEffect): void {
  if (!e.removedFrom || c.status !== "in-play" || c.space) return;
  const how = removal(e.definedBy ? definition(g, e.definedBy, e.name) : undefined);
  const source = e.source ? creatureById(g.state, e.source) : null;
  const near = how === "source" ? (source?.space ?? source?.lastSpace) : undefined;
  const cause = { creature: e.source, rule: e.name, src: e.src };
  putOnMap(g, c.id, near ? { beside: near } : { at: e.removedFrom }, e.removedFrom.size, source?.owner ?? c.owner, cause);
}
