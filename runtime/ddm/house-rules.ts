// The rules a battle plays under: the core conditions, terrain types, actions,
// scenarios and rule options, with the house-rule packs it names laid over them in
// order (core < house < cards). A pack's replacing block stands in for the core one; a
// restricting one adds its rules to it. ddm-battle-rules-2011.txt § Core Rules and
// Exceptions (house rules sit with the core rules)
import type { ActionIR, ConditionIR, HouseMode, HouseRulesIR, IR, RuleOptionIR, ScenarioIR, TerrainTypeIR } from "../../compiler/ir.js";
import { houseRuleConflicts } from "../../compiler/lower/house-rules.js";

export interface RulesInForce {
  conditions: Map<string, ConditionIR>;
  /** Terrain types by name (lower-cased, as maps write them). */
  terrains: Map<string, TerrainTypeIR>;
  actions: ActionIR[];
  scenarios: Map<string, ScenarioIR>;
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

/** Lays a pack's block over the rule of its name: in its place, or adding to it. */
function lay<T extends { name: string }>(rules: Map<string, T>, mode: HouseMode, own: T, add: (core: T, own: T) => T): void {
  const core = rules.get(lower(own.name));
  rules.set(lower(own.name), mode === "replaces" || !core ? own : add(core, own));
}

export function rulesInForce(ir: IR, packs: HouseRulesIR[]): RulesInForce {
  const conditions = new Map(ir.conditions.map((c) => [lower(c.name), c]));
  const terrains = new Map((ir.terrains ?? []).map((t) => [lower(t.name), t]));
  const actions = new Map(ir.actions.map((a) => [lower(a.name), a]));
  const scenarios = new Map(ir.scenarios.map((s) => [lower(s.name), s]));
  const options = new Map(ir.ruleset.options.map((o) => [lower(o.name), o]));
  for (const pack of packs) {
    for (const o of pack.options) options.set(lower(o.name), o);
    for (const { mode, condition } of pack.conditions) {
      lay(conditions, mode, condition, (core, own) => ({ ...core, permissions: [...core.permissions, ...own.permissions], modifiers: [...core.modifiers, ...own.modifiers] }));
    }
    for (const { mode, terrain } of pack.terrains) lay(terrains, mode, terrain, (core, own) => ({ ...core, rules: [...core.rules, ...own.rules] }));
    // Restricting an action: it provokes if either says so, the lower cap per turn holds,
    // and restrictions on what the pack adds to "counts as" reach it too.
    for (const { mode, action } of pack.actions) {
      lay(actions, mode, action, (core, own) => {
        const ownCap = own.perTurn !== null && (core.perTurn === null || own.perTurn < core.perTurn);
        return {
          ...core,
          provokes: core.provokes || own.provokes,
          perTurn: ownCap ? own.perTurn : core.perTurn,
          countsAs: [...new Set([...core.countsAs, ...own.countsAs])],
          // The cap per turn is cited where it is written, so `why` names the pack when its cap holds.
          src: ownCap ? own.src : core.src,
        };
      });
    }
    for (const { mode, scenario } of pack.scenarios) lay(scenarios, mode, scenario, (core, own) => ({ ...core, rules: [...core.rules, ...own.rules] }));
  }
  return { conditions, terrains, actions: [...actions.values()], scenarios, options };
}
