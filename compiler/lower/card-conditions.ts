// Conditions a card defines (`power "Swallowed Whole" condition: …`, compiler/primitives/card-conditions.ts):
// what only such a definition may say, and the card's effects that give one naming a
// definition of that card, so nothing is lowered that would do nothing in play.
// ddm-battle-rules-2011.txt § Conditions
import type { Range } from "../../grammar/source.js";
import type { AttackIR, ClauseIR, CreatureIR, PowerIR } from "../ir.js";
import type { LowerContext } from "./context.js";

const OFF_MAP = new Set(["off-map", "off-map-beside-source"]);

/** "removed from the battle map" says what a condition does to its creature: only a condition's definition says it. */
export function checkConditionClauses(ctx: LowerContext, clauses: ClauseIR[], condition: boolean, range: Range): void {
  if (condition) return;
  for (const c of clauses) {
    if (c.kind === "modifier" && OFF_MAP.has(c.op)) ctx.rep.error("WB337", "'removed from the battle map' belongs in a condition a card defines: power \"Name\" condition: removed from the battle map", range);
  }
}

/**
 * Every object in the IR below `x` that gives a card-defined condition, by the name it
 * gives. Every card's IR is walked, so the walk makes no lists of its own (`for … in`,
 * not Object.values: the card import's first compile pass, about 20 ms less CPU).
 */
function givenNames(x: unknown, out: string[]): string[] {
  if (typeof x !== "object" || x === null) return out;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) givenNames(x[i], out);
    return out;
  }
  const o = x as { op?: unknown; args?: { name?: unknown } } & Record<string, unknown>;
  if (o.op === "card-condition" && typeof o.args?.name === "string") out.push(o.args.name);
  for (const k in o) givenNames(o[k], out);
  return out;
}

/** A quoted condition the card's attacks or powers give is one its own powers define. */
export function checkCardConditionsNamed(ctx: LowerContext, creature: CreatureIR, items: [AttackIR | PowerIR, Range][]): void {
  const defined = new Set(creature.powers.flatMap((p) => (p.condition && p.name ? [p.name.toLowerCase()] : [])));
  for (const [item, range] of items) {
    for (const name of givenNames(item, [])) {
      if (!defined.has(name.toLowerCase())) ctx.rep.error("WB337", `"${creature.name}" defines no condition named "${name}": write it as a power, power "${name}" condition: …`, range);
    }
  }
}
