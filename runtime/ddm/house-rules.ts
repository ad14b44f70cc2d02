// The rules a battle plays under: the core conditions and rule options, with the
// house-rule packs it names laid over them in order (core < house < cards). A pack's
// replacement condition stands in for the core one; a restricting one adds its rules
// to it. ddm-battle-rules-2011.txt § Core Rules and Exceptions (house rules sit with the core rules)
import type { ConditionIR, HouseRulesIR, IR, RuleOptionIR } from "../../compiler/ir.js";
import { houseRuleConflicts } from "../../compiler/lower/house-rules.js";

export interface RulesInForce {
  conditions: Map<string, ConditionIR>;
  options: Map<string, RuleOptionIR>;
}

const lower = (s: string) => s.toLowerCase();

/** The packs of these names, in order; unknown names and conflicts are errors the CLI reports before play. */
export function housePacks(ir: IR, names: string[]): HouseRulesIR[] {
  const unique = names.filter((n, i) => names.findIndex((m) => lower(m) === lower(n)) === i);
  const packs = unique.map((n) => {
    const p = ir.houseRules.find((x) => lower(x.name) === lower(n));
    if (!p) throw new Error(`there is no house-rule pack named "${n}" (known: ${ir.houseRules.map((x) => `"${x.name}"`).join(", ") || "none"})`);
    return p;
  });
  const conflicts = houseRuleConflicts(packs);
  if (conflicts.length) throw new Error(`these house rules conflict: ${conflicts.join("; ")}`);
  return packs;
}

export function rulesInForce(ir: IR, packs: HouseRulesIR[]): RulesInForce {
  const conditions = new Map(ir.conditions.map((c) => [lower(c.name), c]));
  const options = new Map(ir.ruleset.options.map((o) => [lower(o.name), o]));
  for (const pack of packs) {
    for (const o of pack.options) options.set(lower(o.name), o);
    for (const { mode, condition } of pack.conditions) {
      const core = conditions.get(lower(condition.name))!;
      conditions.set(
        lower(condition.name),
        mode === "replaces"
          ? condition
          : { ...core, permissions: [...core.permissions, ...condition.permissions], modifiers: [...core.modifiers, ...condition.modifiers] },
      );
    }
  }
  return { conditions, options };
}
