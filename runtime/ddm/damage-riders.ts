// Effects written right after an attack's base damage that change that damage: base
// damage that replaces it against a target in a state ("20 damage instead against
// Immobilized targets"), and typed bonus damage against one ("+10 radiant damage
// against Evil targets"), which joins the same damage after the critical doubling, and
// bonus damage on the hit that makes N of a repeated attack hit ("+10 damage if both hit").
// ddm-battle-rules-2011.txt § Applying Damage (Base Damage; Critical Hits; Bonus and Penalty Damage)
import type { EffectIR } from "../../compiler/ir.js";
import type { DamagePart } from "../../compiler/primitives/host.js";
import { gateEntry } from "../../compiler/primitives/index.js";
import type { Game } from "./game.js";
import { rulesView } from "./view.js";

export interface BaseDamage {
  /** The base damage, replaced if an "instead" holds. */
  parts: DamagePart[];
  /** Typed bonus damage, added after a critical hit doubles the base damage. */
  extra: DamagePart[];
  notes: string[];
  /** The line's other effects, in order. */
  rest: EffectIR[];
}

const riders = new Set(["bonus-damage-against", "damage-instead-against", "bonus-damage-if-hits"]);

/** The base damage of a line after its riders, asked of the target as the hit is resolved. */
export function baseDamage(g: Game, attacker: string, target: string, parts: DamagePart[], after: EffectIR[], hits = 1): BaseDamage {
  const out: BaseDamage = { parts, extra: [], notes: [], rest: [] };
  const view = rulesView(g);
  let k = 0;
  for (; k < after.length && riders.has(after[k]!.op); k++) {
    const e = after[k]!;
    // "+10 damage if both hit": `hits` of the action's attacks, this one included, have hit this target (§ Attack Roll, Repeated Attacks).
    if (e.op === "bonus-damage-if-hits") {
      const needed = (e.args.count as number | undefined) ?? 2;
      if (hits < needed) continue;
      out.extra.push({ amount: e.args.amount as number, type: (e.args.type as string | undefined) ?? null });
      out.notes.push(`${e.text} (hit ${hits} times by this attack action)`);
      continue;
    }
    const state = e.args.state as { op: string; args: Record<string, unknown> };
    if (!gateEntry(state.op).holds(state.args, view, target, attacker)) continue;
    if (e.op === "damage-instead-against") {
      out.parts = e.args.damage as DamagePart[];
      out.notes.push(`${e.text} (the target is ${describe(e)})`);
    } else {
      out.extra.push({ amount: e.args.amount as number, type: (e.args.type as string | undefined) ?? null });
      out.notes.push(`${e.text}`);
    }
  }
  out.rest = after.slice(k);
  return out;
}

const describe = (e: EffectIR) => /(?:against|if target is) (.+?)(?: targets)?$/.exec(e.text)?.[1] ?? "in that state";
