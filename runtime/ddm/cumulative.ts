// Cumulative modifiers: each use of the power adds its amount to the modifier the same
// power already gives the creature, up to the card's maximum, and the duration starts
// again. Other uses of one power count once (in-force.ts).
// ddm-battle-rules-2011.txt § Bonuses and Penalties (Stacking, Duplicate Effects)
import type { DurationIR } from "../../compiler/ir.js";
import type { Cause } from "../../compiler/primitives/host.js";
import { addModifier, endMarkers, modifierText } from "./effects.js";
import { log, type Game } from "./game.js";
import { creatureById, label } from "./state.js";

type Modifier = { op: string; args: Record<string, unknown> };

/** The same modifier but for its amount ("+1 attack" and "+2 attack"; not "+1 AC"). */
function sameBut(a: Modifier, b: Modifier): boolean {
  if (a.op !== b.op) return false;
  const keys = new Set([...Object.keys(a.args), ...Object.keys(b.args)]);
  keys.delete("amount");
  return [...keys].every((k) => JSON.stringify(a.args[k]) === JSON.stringify(b.args[k]));
}

/** Never beyond the maximum, which is a floor for penalties and a ceiling for bonuses. */
function capped(amount: number, max: number | null): number {
  if (max === null) return amount;
  return max < 0 ? Math.max(amount, max) : Math.min(amount, max);
}

export function addCumulativeModifier(g: Game, target: string, modifier: Modifier, max: number | null, duration: DurationIR | null, cause: Cause): void {
  const c = creatureById(g.state, target);
  const own = c.effects.find((e) => e.kind === "modifier" && e.rule === cause.rule && !e.gate && e.modifier && sameBut(e.modifier, modifier));
  const amount = modifier.args.amount;
  if (!own || typeof amount !== "number") {
    const first = typeof amount === "number" ? { ...modifier, args: { ...modifier.args, amount: capped(amount, max) } } : modifier;
    addModifier(g, target, first, duration, cause);
    return;
  }
  const total = capped((own.modifier!.args.amount as number) + amount, max);
  own.modifier = { ...own.modifier!, args: { ...own.modifier!.args, amount: total } };
  own.name = modifierText(own.modifier);
  // The duration starts again from this use.
  for (const k of ["endsOnTurn", "turnsOf", "endsOnBattleTurn", "endsOnRound", "saveGroup", "until", "away"] as const) delete own[k];
  Object.assign(own, endMarkers(g, c, duration, cause.creature));
  own.source = cause.creature;
  log(g, "modifier", `${label(c)} has ${own.name} (cumulative${max !== null ? `, maximum ${max > 0 ? "+" : ""}${max}` : ""}, ${own.duration.replace(/-/g, " ")})`, cause, { target, modifier: own.name, duration: own.duration });
}
