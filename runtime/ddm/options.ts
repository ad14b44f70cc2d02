// Rule options: named settings of the rules (content/ddm/core/ruleset.wb `option` lines)
// that house-rule packs may change. Rules code reads them here, so a verdict or a value
// can cite the line that set the option.
import type { RuleOptionIR } from "../../compiler/ir.js";
import type { Game } from "./game.js";

/** The option in force: the core value, or the value of the house-rule pack that changed it. */
export function ruleOption(g: Game, name: string): RuleOptionIR {
  const o = g.options.get(name.toLowerCase());
  // A missing option is a bug in the bundled core rules, not in the user's content.
  if (!o) throw new Error(`the ruleset declares no option "${name}" (add it to the ruleset's core file)`);
  return o;
}

export function numberOption(g: Game, name: string): number {
  const v = ruleOption(g, name).value;
  if (typeof v !== "number") throw new Error(`the option "${name}" is yes/no, not a number`);
  return v;
}

export function flagOption(g: Game, name: string): boolean {
  const v = ruleOption(g, name).value;
  if (typeof v !== "boolean") throw new Error(`the option "${name}" is a number, not yes/no`);
  return v;
}
